// all-different at bounds strength: Hall intervals. If k variables have all their values inside an
// interval of k values, no other variable may take a value there; more than k is a failure.
// This is the reasoning of López-Ortiz, Quimper, Tromp & van Beek (IJCAI 2003), written as the
// plain quadratic sweep over candidate intervals rather than their O(n log n) union-find version:
// clearer, and fast enough for the unit sizes we meet (n ≤ 100). Intervals are over the common
// value space, whose order is the order of the values.
#include "csp/propagation/all_different_detail.hpp"

#include <algorithm>

namespace csp::detail {

namespace {

class BoundsAllDifferent final : public AllDifferentBase {
public:
    BoundsAllDifferent(const Problem& p, std::span<const VarId> vars, std::span<const int> offsets)
        : AllDifferentBase(p, vars, offsets, "bounds") {}

    bool propagate(PropagationContext& context) const override {
        std::vector<Domain> domains;
        for (int i = 0; i < size(); ++i) domains.push_back(common(context, i));
        for (bool again = true; again;) {
            again = false;
            std::vector<int> lows, highs;
            for (const Domain& d : domains) lows.push_back(d.min()), highs.push_back(d.max());
            std::vector<int> starts = lows;
            std::sort(starts.begin(), starts.end());
            starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
            std::vector<int> ends = highs;
            std::sort(ends.begin(), ends.end());
            ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
            for (int lo : starts)
                for (int hi : ends) {
                    if (hi < lo) continue;
                    int inside = 0;
                    for (int i = 0; i < size(); ++i)
                        inside += lows[static_cast<std::size_t>(i)] >= lo && highs[static_cast<std::size_t>(i)] <= hi;
                    const int capacity = hi - lo + 1;
                    if (inside > capacity) return context.fail(vars_[0]);
                    if (inside < capacity) continue;
                    // [lo, hi] is a Hall interval: push the other variables' bounds out of it.
                    for (int i = 0; i < size(); ++i) {
                        const auto k = static_cast<std::size_t>(i);
                        if (lows[k] >= lo && highs[k] <= hi) continue;
                        Domain keep = domains[k];
                        bool moved = false;
                        while (!keep.empty() && keep.min() >= lo && keep.min() <= hi)
                            keep.remove(keep.min()), moved = true;
                        while (!keep.empty() && keep.max() >= lo && keep.max() <= hi)
                            keep.remove(keep.max()), moved = true;
                        if (!moved) continue;
                        if (!narrow(context, i, keep)) return false;
                        domains[k] = keep;
                        lows[k] = keep.min();
                        highs[k] = keep.max();
                        again = true;
                    }
                }
        }
        return true;
    }
};

}  // namespace

std::shared_ptr<const Propagator> make_all_different_bounds(const Problem& p, std::span<const VarId> vars,
                                                            std::span<const int> offsets) {
    return std::make_shared<BoundsAllDifferent>(p, vars, offsets);
}

}  // namespace csp::detail
