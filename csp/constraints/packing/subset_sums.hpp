#pragma once
/// A sound, fast test that no subset of some positive weights sums into an interval: the no-sum
/// idea of Shaw ("A constraint for bin packing", CP 2004), argued by cardinality. With the weights
/// sorted from the heaviest, any t of them weigh at most the t heaviest and at least the t
/// lightest. If the t heaviest weigh less than `low` and the t + 1 lightest more than `high`, every
/// subset of at most t items is too light and every larger one too heavy: no sum lies in
/// [low, high]. The test is not complete (subset sum is NP-hard); what it proves is always true.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace csp::detail {

/// The ends of a gap the test proved: some subset sums to `below`, some to `above`, none between.
struct SumGap {
    long long below, above;
};

class SubsetSums {
public:
    /// Takes the weights (each > 0) of the items a bin may still receive.
    void assign(const std::vector<long long>& weights) {
        sorted_ = weights;
        std::sort(sorted_.begin(), sorted_.end(), std::greater<>());
        prefix_.assign(sorted_.size() + 1, 0);
        for (std::size_t k = 0; k < sorted_.size(); ++k) prefix_[k + 1] = prefix_[k] + sorted_[k];
    }
    std::size_t size() const { return sorted_.size(); }
    long long total() const { return prefix_.back(); }

    /// The position in heaviest-first order of an item of weight w (the first of equal weights:
    /// the sums below do not depend on which of them is left out).
    std::size_t rank_of(long long w) const {
        return static_cast<std::size_t>(std::lower_bound(sorted_.begin(), sorted_.end(), w, std::greater<>()) -
                                        sorted_.begin());
    }

    /// Whether no subset sums into [low, high], with the item at rank `skip` left out (or none
    /// when skip ≥ size()); the gap around the interval if so. Only gaps strictly inside the
    /// reachable range are reported (0 < low ≤ high < the total): the rules that call this
    /// handle the ends (a bin that cannot reach its least load, an item that overflows) directly.
    std::optional<SumGap> gap(long long low, long long high, std::size_t skip = SIZE_MAX) const {
        const std::size_t n = sorted_.size() - (skip < sorted_.size() ? 1 : 0);
        const long long total = prefix_.back() - (skip < sorted_.size() ? sorted_[skip] : 0);
        if (low <= 0 || high < low || high >= total || !narrower_than_heaviest(low, high)) return std::nullopt;
        // The most items whose heaviest still weigh less than low: heaviest(t) grows with t.
        std::size_t lo = 0, hi = n;  // heaviest(lo) < low; find the last such t
        while (lo < hi) {
            const std::size_t mid = (lo + hi + 1) / 2;
            if (heaviest(mid, skip) < low) lo = mid;
            else hi = mid - 1;
        }
        const std::size_t t = lo;
        if (t + 1 > n) return std::nullopt;
        const long long lightest = total - heaviest(n - (t + 1), skip);
        if (lightest <= high) return std::nullopt;
        return SumGap{heaviest(t, skip), lightest};
    }

    /// Whether [low, high] is narrower than the heaviest weight. If not, no gap can hold it: adding
    /// the items one by one, the first partial sum to reach low overshoots it by less than a
    /// weight, so it lands in [low, high] (when low ≤ the total).
    bool narrower_than_heaviest(long long low, long long high) const {
        return !sorted_.empty() && high - low + 1 < sorted_.front();
    }

private:
    /// The weight of the t heaviest items, the one at rank skip left out.
    long long heaviest(std::size_t t, std::size_t skip) const {
        if (skip >= t || skip >= sorted_.size()) return prefix_[t];
        return prefix_[t + 1] - sorted_[skip];
    }

    std::vector<long long> sorted_;  // heaviest first
    std::vector<long long> prefix_;  // prefix_[t]: the t heaviest
};

}  // namespace csp::detail
