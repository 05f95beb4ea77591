// all-different at bounds strength: Hall intervals. If k variables have all their values inside an
// interval of k values, no other variable may take a value there; more than k is a failure.
// This is the reasoning of López-Ortiz, Quimper, Tromp & van Beek (IJCAI 2003), written as a
// quadratic sweep rather than their O(n log n) union-find version: for each lower bound, the
// variables in order of their upper bounds, so each candidate interval is counted in one step.
// Intervals are over the common value space (x_i + offset_i), whose order is the order of the values.
#include <algorithm>
#include <bit>
#include <numeric>

#include "csp/constraints/all_different/detail.hpp"

namespace csp::detail {

namespace {

// The least value of d at or after `from` / the greatest at or before `to`, or -1.
int first_from(const Domain& d, int from) {
    const auto w = d.words();
    for (auto k = static_cast<std::size_t>(from / Domain::kWordBits); k < w.size(); ++k) {
        const Domain::Word bits = k == static_cast<std::size_t>(from / Domain::kWordBits)
                                      ? w[k] & (~Domain::Word{0} << (from % Domain::kWordBits))
                                      : w[k];
        if (bits != 0) return static_cast<int>(k) * Domain::kWordBits + std::countr_zero(bits);
    }
    return -1;
}
int last_to(const Domain& d, int to) {
    if (to < 0) return -1;
    const auto w = d.words();
    for (int k = to / Domain::kWordBits; k >= 0; --k) {
        const int top = k == to / Domain::kWordBits ? to % Domain::kWordBits : Domain::kWordBits - 1;
        const Domain::Word bits = w[static_cast<std::size_t>(k)] & (~Domain::Word{0} >> (Domain::kWordBits - 1 - top));
        if (bits != 0) return k * Domain::kWordBits + Domain::kWordBits - 1 - std::countl_zero(bits);
    }
    return -1;
}

class BoundsAllDifferent final : public AllDifferentBase {
public:
    BoundsAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "bounds") {}

    bool propagate(PropagationContext& context) const override {
        if (word_sized()) return propagate_words(context);
        const int n = size();
        const auto un = [](int i) { return static_cast<std::size_t>(i); };
        std::vector<Domain> domains;
        for (int i = 0; i < n; ++i) domains.push_back(common(context, i));
        std::vector<int> lows(un(n)), highs(un(n)), by_high(un(n)), starts;
        for (bool again = true; again;) {
            again = false;
            for (int i = 0; i < n; ++i) lows[un(i)] = domains[un(i)].min(), highs[un(i)] = domains[un(i)].max();
            std::iota(by_high.begin(), by_high.end(), 0);
            std::sort(by_high.begin(), by_high.end(), [&](int a, int b) { return highs[un(a)] < highs[un(b)]; });
            starts = lows;
            std::sort(starts.begin(), starts.end());
            starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
            // Every Hall interval of this sweep is used, even after bounds moved: the members of one
            // found on the sweep's bounds are still inside it.
            for (std::size_t s = 0; s < starts.size(); ++s) {
                const int lo = starts[s];
                int inside = 0;  // variables within [lo, hi], hi the upper bound reached so far
                for (int k = 0; k < n; ++k) {
                    const int hi = highs[un(by_high[un(k)])];
                    inside += lows[un(by_high[un(k)])] >= lo;
                    if (k + 1 < n && highs[un(by_high[un(k + 1)])] == hi) continue;  // ties counted together
                    if (hi < lo) continue;
                    const int capacity = hi - lo + 1;
                    if (inside > capacity) return context.fail(vars_[0]);
                    if (inside < capacity) continue;
                    // [lo, hi] is a Hall interval: push the other variables' bounds out of it.
                    for (int i = 0; i < n; ++i) {
                        if (lows[un(i)] >= lo && highs[un(i)] <= hi) continue;
                        const int low = domains[un(i)].min(), high = domains[un(i)].max();
                        const int first = low >= lo && low <= hi ? first_from(domains[un(i)], hi + 1) : low;
                        const int last = high >= lo && high <= hi ? last_to(domains[un(i)], lo - 1) : high;
                        if (first == low && last == high) continue;
                        if (first < 0 || last < 0 || first > last) return context.fail(vars_[un(i)]);
                        domains[un(i)].keep_range(first, last);
                        if (!narrow(context, i, domains[un(i)])) return false;
                        again = true;  // bounds moved: sweep again from the new ones (more Hall intervals)
                    }
                }
            }
        }
        return true;
    }

private:
    // The same on one word, with the scope's positions as bits too (n ≤ 64 values, so n ≤ 64
    // variables): the variables inside [lo, hi] are (low ≥ lo) ∩ (high ≤ hi), one AND and a popcount
    // per candidate interval, from suffix and prefix unions of the variables by bound.
    bool propagate_words(PropagationContext& context) const {
        const int n = size();
        if (n > Domain::kWordBits) return context.fail(vars_[0]);
        Word d[Domain::kWordBits], before[Domain::kWordBits];
        for (int i = 0; i < n; ++i) d[i] = before[i] = common_word(context, i);
        const Word everyone = n == Domain::kWordBits ? ~Word{0} : (Word{1} << n) - 1;
        for (bool again = true; again;) {
            again = false;
            Word low_from[Domain::kWordBits + 1] = {}, high_to[Domain::kWordBits] = {};  // by bound, then cumulated
            Word starts = 0, ends = 0;
            for (int i = 0; i < n; ++i) {
                if (d[i] == 0) return context.fail(vars_[static_cast<std::size_t>(i)]);
                const int low = std::countr_zero(d[i]), high = Domain::kWordBits - 1 - std::countl_zero(d[i]);
                low_from[low] |= Word{1} << i, high_to[high] |= Word{1} << i;
                starts |= Word{1} << low, ends |= Word{1} << high;
            }
            for (int v = Domain::kWordBits - 1; v >= 0; --v) low_from[v] |= low_from[v + 1];
            for (int v = 1; v < Domain::kWordBits; ++v) high_to[v] |= high_to[v - 1];
            for (Word los = starts; los != 0; los &= los - 1) {
                const int lo = std::countr_zero(los);
                for (Word his = ends & (~Word{0} << lo); his != 0; his &= his - 1) {
                    const int hi = std::countr_zero(his);
                    const Word inside = low_from[lo] & high_to[hi];
                    const int count = std::popcount(inside), capacity = hi - lo + 1;
                    if (count > capacity) return context.fail(vars_[0]);
                    if (count < capacity) continue;
                    // A Hall interval: the others' bounds leave it.
                    const Word below = hi == Domain::kWordBits - 1 ? ~Word{0} : (Word{1} << (hi + 1)) - 1;
                    const Word above = ~Word{0} << lo;
                    for (Word others = everyone & ~inside; others != 0; others &= others - 1) {
                        const int i = std::countr_zero(others);
                        const Word w = d[i];
                        if (w == 0) continue;  // emptied by an earlier interval: fails on the next sweep
                        const Word lowest = w & -w, highest = Word{1} << (Domain::kWordBits - 1 - std::countl_zero(w));
                        Word next = w;
                        if (lowest & below & above) next &= ~below;
                        if (highest & below & above) next &= ~above;
                        again |= next != w;
                        d[i] = next;
                    }
                }
            }
        }
        for (int i = 0; i < n; ++i)
            if (d[i] != before[i] && !narrow_word(context, i, d[i])) return false;
        return true;
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_bounds(const Problem& p, std::span<const VarId> vars,
                                                            std::span<const int> offsets) {
    return std::make_shared<BoundsAllDifferent>(p, vars, offsets);
}

}  // namespace csp::detail
