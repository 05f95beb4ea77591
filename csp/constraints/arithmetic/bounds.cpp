#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>

#include "csp/constraints/arithmetic/detail.hpp"
#include "csp/kernel/label_bounds.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp::detail {

namespace {

// Beyond every int: a bound this far out restricts nothing, and products of it still fit.
constexpr long long kFar = 1LL << 33;

long long floor_div(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
long long ceil_div(long long a, long long b) {
    const long long q = a / b;
    return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

Interval hull(std::initializer_list<long long> values) { return {std::min(values), std::max(values)}; }

bool narrow_into(PropagationContext& context, VarId x, Interval range) {
    return narrow_to(context, x, range.lo, range.hi);
}

// The parts of an interval left of 0 and right of 0 (0 itself left out); absent when empty.
struct SignParts {
    std::optional<Interval> negative, positive;
};
SignParts sign_parts(Interval v) {
    SignParts parts;
    if (v.lo <= -1) parts.negative = Interval{v.lo, std::min(v.hi, -1LL)};
    if (v.hi >= 1) parts.positive = Interval{std::max(v.lo, 1LL), v.hi};
    return parts;
}

// Hull of the union of optional intervals; nullopt when all are absent.
std::optional<Interval> join(std::optional<Interval> a, std::optional<Interval> b) {
    if (!a) return b;
    if (!b) return a;
    return Interval{std::min(a->lo, b->lo), std::max(a->hi, b->hi)};
}

// Repeats `step` until the bounds of `vars` stop changing; false on wipe-out.
template <class Step>
bool until_stable(PropagationContext& context, std::initializer_list<VarId> vars, Step step) {
    std::array<Interval, 3> before{};
    for (;;) {
        std::size_t i = 0;
        for (VarId v : vars) before[i++] = label_bounds(context, v);
        if (!step()) return false;
        bool same = true;
        i = 0;
        for (VarId v : vars) same = same && before[i++] == label_bounds(context, v);
        if (same) return true;
    }
}

// The integers q with q·p = z for some p in `divisor` (0 ∉ divisor) and z in `product`.
Interval quotients(Interval product, Interval divisor) {
    const long long corners[][2] = {
        {product.lo, divisor.lo}, {product.lo, divisor.hi}, {product.hi, divisor.lo}, {product.hi, divisor.hi}};
    Interval q{kFar, -kFar};
    for (const auto& c : corners) {
        q.lo = std::min(q.lo, ceil_div(c[0], c[1]));
        q.hi = std::max(q.hi, floor_div(c[0], c[1]));
    }
    return q;
}

// x·y = z seen from x: x lies among the quotients z / y over the nonzero y.
bool narrow_factor(PropagationContext& context, VarId x, Interval other, Interval product) {
    if (!product.contains(0)) {
        if (!cut_out(context, x, 0, 0)) return false;
    } else if (other.contains(0)) {
        return true;  // 0·anything = 0: x is free
    }
    const SignParts parts = sign_parts(other);
    std::optional<Interval> q;
    if (parts.negative) q = join(q, quotients(product, *parts.negative));
    if (parts.positive) q = join(q, quotients(product, *parts.positive));
    return !q || narrow_into(context, x, *q);
}

// Smallest and largest x with x div y = z, for y > 0 and z in [z_lo, z_hi].
long long lowest_dividend(long long z, long long y) { return z > 0 ? z * y : z * y - (y - 1); }
long long highest_dividend(long long z, long long y) { return z < 0 ? z * y : z * y + (y - 1); }
Interval dividends(Interval quotient, Interval positive_divisor) {
    return {
        std::min(lowest_dividend(quotient.lo, positive_divisor.lo), lowest_dividend(quotient.lo, positive_divisor.hi)),
        std::max(highest_dividend(quotient.hi, positive_divisor.lo),
                 highest_dividend(quotient.hi, positive_divisor.hi))};
}

// base^exponent for exponent ≥ 0, clamped to ±kFar (beyond every int).
long long clamped_power(long long base, long long exponent) {
    if (base == 0) return exponent == 0 ? 1 : 0;
    if (base == 1) return 1;
    if (base == -1) return exponent % 2 == 0 ? 1 : -1;
    long long result = 1;
    for (long long i = 0; i < exponent; ++i) {
        result *= base;
        if (result > kFar || result < -kFar) return base < 0 && exponent % 2 != 0 ? -kFar : kFar;
    }
    return result;
}

// Largest r ≥ 0 with r^n ≤ m (n ≥ 1, m ≥ 0).
long long integer_root(long long m, long long n) {
    auto r = static_cast<long long>(std::pow(static_cast<double>(m), 1.0 / static_cast<double>(n)));
    while (r > 0 && clamped_power(r, n) > m) --r;
    while (clamped_power(r + 1, n) <= m) ++r;
    return r;
}

long long largest_magnitude(Interval v) { return std::max(std::abs(v.lo), std::abs(v.hi)); }

}  // namespace

bool times_bounds(PropagationContext& context, VarId x, VarId y, VarId z) {
    return until_stable(context, {x, y, z}, [&] {
        const Interval bx = label_bounds(context, x), by = label_bounds(context, y);
        if (!narrow_into(context, z, hull({bx.lo * by.lo, bx.lo * by.hi, bx.hi * by.lo, bx.hi * by.hi}))) return false;
        const Interval bz = label_bounds(context, z);
        return narrow_factor(context, x, by, bz) &&
               narrow_factor(context, y, label_bounds(context, x), label_bounds(context, z));
    });
}

bool division_bounds(PropagationContext& context, VarId x, VarId y, VarId z) {
    if (!cut_out(context, y, 0, 0)) return false;
    return until_stable(context, {x, y, z}, [&] {
        const Interval bx = label_bounds(context, x);
        const SignParts parts = sign_parts(label_bounds(context, y));
        // Truncated division is monotone in x and in y on each side of 0: the corners bound it.
        std::optional<Interval> q;
        for (const auto& part : {parts.negative, parts.positive})
            if (part) q = join(q, hull({bx.lo / part->lo, bx.lo / part->hi, bx.hi / part->lo, bx.hi / part->hi}));
        if (!q) return context.fail(y);
        if (!narrow_into(context, z, *q)) return false;
        const Interval bz = label_bounds(context, z);
        // x div y = z ⇔ x div (−y) = −z: the negative divisors reuse the positive case.
        std::optional<Interval> d;
        if (parts.positive) d = dividends(bz, *parts.positive);
        if (parts.negative) d = join(d, dividends({-bz.hi, -bz.lo}, {-parts.negative->hi, -parts.negative->lo}));
        return narrow_into(context, x, *d);
    });
}

bool modulo_bounds(PropagationContext& context, VarId x, VarId y, VarId z) {
    if (!cut_out(context, y, 0, 0)) return false;
    return until_stable(context, {x, y, z}, [&] {
        const Interval bx = label_bounds(context, x);
        // |x mod y| < |y| and ≤ |x|, with the sign of x.
        const long long below = largest_magnitude(label_bounds(context, y)) - 1;
        if (!narrow_to(context, z, bx.lo < 0 ? std::max(bx.lo, -below) : 0, bx.hi > 0 ? std::min(bx.hi, below) : 0))
            return false;
        const Interval bz = label_bounds(context, z);
        if (bz.lo > 0) return narrow_to(context, x, bz.lo, kFar) && cut_out(context, y, -bz.lo, bz.lo);
        if (bz.hi < 0) return narrow_to(context, x, -kFar, bz.hi) && cut_out(context, y, bz.hi, -bz.hi);
        return true;
    });
}

bool abs_bounds(PropagationContext& context, VarId x, VarId z) {
    return until_stable(context, {x, z}, [&] {
        const Interval bx = label_bounds(context, x);
        const Interval image = bx.lo >= 0   ? bx
                               : bx.hi <= 0 ? Interval{-bx.hi, -bx.lo}
                                            : Interval{0, std::max(-bx.lo, bx.hi)};
        if (!narrow_into(context, z, image)) return false;
        const Interval bz = label_bounds(context, z);
        return narrow_to(context, x, -bz.hi, bz.hi) && cut_out(context, x, -bz.lo + 1, bz.lo - 1);
    });
}

bool power_bounds(PropagationContext& context, VarId x, VarId y, VarId z) {
    // The exponents are enumerated for z's hull when there are few of them (there are: beyond 32,
    // only bases 0 and ±1 stay in the int range).
    constexpr int kExponents = 64;
    return until_stable(context, {x, y, z}, [&] {
        const Interval bx = label_bounds(context, x);
        if (context.domain(y).size() <= kExponents) {
            std::optional<Interval> image;
            const auto ly = context.labels(y);
            for (int e : context.domain(y)) {
                const long long exponent = ly[static_cast<std::size_t>(e)];
                if (exponent >= 0) {
                    // x^e over [lo, hi] is extreme at the ends, or at 0 for an even e.
                    image = join(image, hull({clamped_power(bx.lo, exponent), clamped_power(bx.hi, exponent)}));
                    if (bx.contains(0))
                        image = join(image, Interval{clamped_power(0, exponent), clamped_power(0, exponent)});
                } else {
                    if (bx.contains(1)) image = join(image, Interval{1, 1});
                    if (bx.contains(-1)) {
                        const long long sign = exponent % 2 == 0 ? 1 : -1;
                        image = join(image, Interval{sign, sign});
                    }
                }
            }
            if (!image) return context.fail(z);
            if (!narrow_into(context, z, *image)) return false;
        }
        const Interval by = label_bounds(context, y);
        const Interval bz = label_bounds(context, z);
        const long long most = largest_magnitude(bz);
        if (by.lo >= 1) {  // |x|^y = |z| with y ≥ by.lo
            const long long root = integer_root(most, by.lo);
            if (!narrow_to(context, x, -root, root)) return false;
            if (!bz.contains(0) && !cut_out(context, x, 0, 0)) return false;
        } else if (by.hi < 0) {  // only ±1 have negative powers
            if (!narrow_to(context, x, -1, 1) || !cut_out(context, x, 0, 0)) return false;
        }
        const Interval nx = label_bounds(context, x);
        if (nx.lo >= 2 || nx.hi <= -2) {  // |x| ≥ 2: y ≥ 0 and |x|^y ≤ |z|
            const long long least = nx.lo >= 2 ? nx.lo : -nx.hi;
            long long highest = 0;
            while (clamped_power(least, highest + 1) <= most) ++highest;
            if (!narrow_to(context, y, 0, highest)) return false;
        }
        return true;
    });
}

}  // namespace csp::detail
