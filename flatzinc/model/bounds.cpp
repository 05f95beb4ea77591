// Bounds for integer variables declared without a domain: interval arithmetic over the constraints
// that define them. Long double keeps products of two 64-bit bounds without overflow; a bound that
// ends up beyond the engine's integers is refused later with the variable's name.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include "flatzinc/model/translator.hpp"

namespace flatzinc::detail {

namespace {

struct Interval {
    long double lo, hi;
};

Interval hull(Interval a, Interval b) { return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)}; }

Interval times(Interval a, Interval b) {
    const long double p[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
    return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

long double magnitude(Interval a) { return std::max(std::fabs(a.lo), std::fabs(a.hi)); }

class BoundsInference {
public:
    BoundsInference(const Translator& t, std::vector<std::optional<IntSet>>& domain) : t_(t), domain_(domain) {}

    bool pass(const ConstraintItem& c) {
        const auto& a = c.arguments;
        const std::string_view name = c.name;
        if (name == "int_lin_eq" && a.size() == 3) return linear(a[0], a[1], a[2]);
        if (name == "int_plus" && a.size() == 3) {
            if (auto x = get(a[0]), y = get(a[1]); x && y) return set(a[2], {x->lo + y->lo, x->hi + y->hi});
            if (auto x = get(a[0]), z = get(a[2]); x && z) return set(a[1], {z->lo - x->hi, z->hi - x->lo});
            if (auto y = get(a[1]), z = get(a[2]); y && z) return set(a[0], {z->lo - y->hi, z->hi - y->lo});
            return false;
        }
        if (name == "int_times" && a.size() == 3) {
            if (auto x = get(a[0]), y = get(a[1]); x && y) return set(a[2], times(*x, *y));
            return false;
        }
        if (name == "int_abs" && a.size() == 2) {
            if (auto x = get(a[0])) return set(a[1], {0, magnitude(*x)});
            return false;
        }
        if ((name == "int_min" || name == "int_max") && a.size() == 3) {
            if (auto x = get(a[0]), y = get(a[1]); x && y) return set(a[2], hull(*x, *y));
            return false;
        }
        if (name == "int_div" && a.size() == 3) {
            if (auto x = get(a[0])) return set(a[2], {-magnitude(*x), magnitude(*x)});
            return false;
        }
        if (name == "int_mod" && a.size() == 3) {
            if (auto x = get(a[0])) return set(a[2], {-magnitude(*x), magnitude(*x)});
            return false;
        }
        if ((name == "array_int_element" || name == "array_var_int_element") && a.size() == 3)
            return set_hull(a[2], a[1]);
        if ((name == "array_int_maximum" || name == "array_int_minimum") && a.size() == 2) return set_hull(a[0], a[1]);
        if (name == "fzn_count_eq" && a.size() == 3)
            return set(a[2], {0, static_cast<long double>(t_.elements(a[0]).size())});
        return false;
    }

private:
    std::optional<Interval> get(const Expr& e) const {
        const Term term = t_.term(e);
        if (term.constant)
            return Interval{static_cast<long double>(*term.constant), static_cast<long double>(*term.constant)};
        const auto& d = domain_[static_cast<std::size_t>(term.declaration)];
        if (!d) return std::nullopt;
        if (d->empty()) return Interval{0, 0};
        return Interval{static_cast<long double>(d->min()), static_cast<long double>(d->max())};
    }
    // Gives `e` the bounds `i` when it is a variable without any yet; true when that happened.
    bool set(const Expr& e, Interval i) {
        const Term term = t_.term(e);
        if (term.constant) return false;
        auto& d = domain_[static_cast<std::size_t>(term.declaration)];
        if (d) return false;
        // Beyond ±2^62 a domain cannot be kept anyway; the caller refuses its size.
        constexpr long double kFar = 4.6e18L;
        d = IntSet::range(static_cast<std::int64_t>(std::ceil(std::max(i.lo, -kFar))),
                          static_cast<std::int64_t>(std::floor(std::min(i.hi, kFar))));
        return true;
    }
    bool set_hull(const Expr& target, const Expr& array) {
        std::optional<Interval> all;
        for (const Expr& e : t_.elements(array)) {
            const auto i = get(e);
            if (!i) return false;
            all = all ? hull(*all, *i) : *i;
        }
        return all && set(target, *all);
    }
    // Σ aᵢ·xᵢ = c with one term unbounded: that term lies within c minus the others.
    bool linear(const Expr& coefficients, const Expr& terms, const Expr& rhs) {
        const auto& as = t_.elements(coefficients);
        const auto& xs = t_.elements(terms);
        if (as.size() != xs.size()) return false;
        std::optional<std::size_t> unknown;
        Interval rest{0, 0};
        for (std::size_t i = 0; i < xs.size(); ++i) {
            const auto x = get(xs[i]);
            if (!x) {
                if (unknown) return false;
                unknown = i;
                continue;
            }
            const Interval term =
                times({static_cast<long double>(t_.integer(as[i])), static_cast<long double>(t_.integer(as[i]))}, *x);
            rest = {rest.lo + term.lo, rest.hi + term.hi};
        }
        if (!unknown) return false;
        const long double a = static_cast<long double>(t_.integer(as[*unknown]));
        if (a == 0) return false;
        const long double c = static_cast<long double>(t_.integer(rhs));
        const long double p = (c - rest.hi) / a, q = (c - rest.lo) / a;
        return set(xs[*unknown], {std::min(p, q), std::max(p, q)});
    }

    const Translator& t_;
    std::vector<std::optional<IntSet>>& domain_;
};

}  // namespace

void infer_bounds(const Translator& t, const Model& model, std::vector<std::optional<IntSet>>& domain) {
    bool any_unknown = false;
    for (std::size_t i = 0; i < domain.size(); ++i) {
        const Declaration& d = model.declarations[i];
        any_unknown |= d.is_var() && !d.is_array() && t.root(static_cast<int>(i)) == static_cast<int>(i) && !domain[i];
    }
    if (!any_unknown) return;
    BoundsInference inference(t, domain);
    for (bool changed = true; changed;) {
        changed = false;
        for (const ConstraintItem& c : model.constraints) changed |= inference.pass(c);
    }
}

}  // namespace flatzinc::detail
