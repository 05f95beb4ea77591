// The no-sum test of bin_packing (csp/constraints/packing/subset_sums.hpp) against every subset
// of random small weight lists: a gap it reports holds no subset sum and its ends are reached.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "csp/constraints/packing/subset_sums.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp::testing {
namespace {

/// Every subset sum of the weights, the one at `skip` left out, by enumeration.
std::vector<bool> reachable(const std::vector<long long>& weights, std::size_t skip) {
    long long total = 0;
    for (long long w : weights) total += w;
    std::vector<bool> sums(static_cast<std::size_t>(total) + 1, false);
    const std::uint32_t subsets = 1u << weights.size();
    for (std::uint32_t mask = 0; mask < subsets; ++mask) {
        if (skip < weights.size() && (mask >> skip & 1u)) continue;
        long long s = 0;
        for (std::size_t k = 0; k < weights.size(); ++k)
            if (mask >> k & 1u) s += weights[k];
        sums[static_cast<std::size_t>(s)] = true;
    }
    return sums;
}

TEST(SubsetSums, AGapHoldsNoSumAndItsEndsAreReached) {
    Random rng(11);
    int gaps = 0;
    for (int round = 0; round < csp::testing::random_cases(400, 80); ++round) {
        std::vector<long long> weights;
        const int n = 1 + below(rng, 8);
        for (int k = 0; k < n; ++k) weights.push_back(1 + below(rng, round % 2 == 0 ? 12 : 4));
        detail::SubsetSums sums;
        sums.assign(weights);
        // Leave out nothing, or one item (named by its weight's rank, as bin_packing does).
        const bool skipping = below(rng, 2) == 0;
        const long long left_out = weights[static_cast<std::size_t>(below(rng, n))];
        const std::size_t rank = skipping ? sums.rank_of(left_out) : SIZE_MAX;
        std::size_t skip = SIZE_MAX;  // that item's place in `weights`
        for (std::size_t k = 0; skipping && k < weights.size() && skip == SIZE_MAX; ++k)
            if (weights[k] == left_out) skip = k;
        const std::vector<bool> sum = reachable(weights, skip);
        const auto top = static_cast<long long>(sum.size()) - 1;
        for (long long low = -1; low <= top + 1; ++low)
            for (long long high = low; high <= top + 1; ++high) {
                const auto gap = sums.gap(low, high, rank);
                if (!gap) continue;
                ++gaps;
                const std::string where =
                    "round " + std::to_string(round) + " [" + std::to_string(low) + ", " + std::to_string(high) + "]";
                ASSERT_TRUE(gap->below < low && high < gap->above) << where;
                ASSERT_TRUE(gap->below >= 0 && gap->above <= top) << where;
                EXPECT_TRUE(sum[static_cast<std::size_t>(gap->below)]) << where;
                EXPECT_TRUE(sum[static_cast<std::size_t>(gap->above)]) << where;
                for (long long s = gap->below + 1; s < gap->above; ++s)
                    EXPECT_FALSE(sum[static_cast<std::size_t>(s)]) << where << " reaches " << s;
            }
    }
    EXPECT_GT(gaps, 100);  // the test proves gaps, not only nothing
}

// 5, 5, 5 sum to 0, 5, 10 or 15: nothing in 6..9; the test sees it, and not a gap at 10.
TEST(SubsetSums, EqualWeightsLeaveGapsBetweenTheirMultiples) {
    detail::SubsetSums sums;
    sums.assign({5, 5, 5});
    const auto gap = sums.gap(6, 9);
    ASSERT_TRUE(gap.has_value());
    EXPECT_EQ(gap->below, 5);
    EXPECT_EQ(gap->above, 10);
    EXPECT_FALSE(sums.gap(9, 10).has_value());
    // Without one of them: 0, 5, 10; 10 is the total, outside what the test reports on.
    EXPECT_TRUE(sums.gap(6, 9, sums.rank_of(5)).has_value());
    EXPECT_FALSE(sums.gap(10, 10, sums.rank_of(5)).has_value());
}

}  // namespace
}  // namespace csp::testing
