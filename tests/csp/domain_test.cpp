#include <gtest/gtest.h>

#include <vector>

#include "csp/model/domain.hpp"

namespace {

class DomainSizes : public ::testing::TestWithParam<int> {};

TEST_P(DomainSizes, FullDomainHoldsEveryIndexOnce) {
    const int n = GetParam();
    const csp::Domain d = csp::Domain::range(n);
    EXPECT_EQ(d.capacity(), n);
    EXPECT_EQ(d.size(), n);
    EXPECT_EQ(d.min(), 0);
    EXPECT_EQ(d.max(), n - 1);
    std::vector<int> seen(d.begin(), d.end());
    ASSERT_EQ(static_cast<int>(seen.size()), n);
    for (int i = 0; i < n; ++i) EXPECT_EQ(seen[static_cast<std::size_t>(i)], i);
    EXPECT_FALSE(d.contains(n));
    EXPECT_FALSE(d.contains(-1));
}

TEST_P(DomainSizes, RemoveAssignAndSetOperations) {
    const int n = GetParam();
    csp::Domain d = csp::Domain::range(n);
    EXPECT_TRUE(d.remove(n - 1));
    EXPECT_FALSE(d.remove(n - 1));
    EXPECT_EQ(d.size(), n - 1);
    EXPECT_EQ(d.max(), n - 2);
    if (n >= 2) {
        d.assign(n / 2);
        EXPECT_TRUE(d.is_singleton());
        EXPECT_EQ(d.min(), n / 2);
        EXPECT_EQ(d.max(), n / 2);
    }
    csp::Domain evens(n), odds(n);
    for (int i = 0; i < n; ++i) (i % 2 ? odds : evens).insert(i);
    EXPECT_FALSE(evens.intersects(odds));
    EXPECT_EQ(evens.size() + odds.size(), n);
    csp::Domain all = csp::Domain::range(n);
    EXPECT_TRUE(all.subtract(evens));
    EXPECT_EQ(all, odds);
    EXPECT_TRUE(odds.is_subset_of(csp::Domain::range(n)));
    csp::Domain none = csp::Domain::range(n);
    none.intersect_with(csp::Domain(n));
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none.min(), -1);
    EXPECT_EQ(none.max(), -1);
}

// keep_range works on whole words; every cut (inside a word, on a word edge, outside the domain,
// empty) must match removing the indices one by one.
TEST_P(DomainSizes, KeepRangeMatchesRemovingOneByOne) {
    const int n = GetParam();
    for (const int first : {-5, 0, 1, 63, 64, 65, n / 2, n - 1, n, n + 3})
        for (const int last : {-1, 0, 62, 63, 64, 127, 128, n / 2, n - 1, n + 7}) {
            csp::Domain d = csp::Domain::range(n);
            d.remove(n / 3);  // a hole, so the count of removed values is not just arithmetic
            csp::Domain expected = d;
            int gone = 0;
            for (int i = 0; i < n; ++i)
                if ((i < first || i > last) && expected.remove(i)) ++gone;
            EXPECT_EQ(d.keep_range(first, last), gone) << first << ".." << last;
            EXPECT_EQ(d, expected) << first << ".." << last;
        }
}

INSTANTIATE_TEST_SUITE_P(Sizes, DomainSizes, ::testing::Values(1, 2, 63, 64, 65, 100, 128, 129));

TEST(Domain, IteratesSparseValuesAcrossWords) {
    const csp::Domain d = csp::Domain::of(200, {0, 63, 64, 127, 128, 199});
    EXPECT_EQ(std::vector<int>(d.begin(), d.end()), (std::vector<int>{0, 63, 64, 127, 128, 199}));
    EXPECT_EQ(d.size(), 6);
    EXPECT_EQ(csp::to_string(csp::Domain::of(5, {1, 3})), "{1, 3}");
}

TEST(Domain, InsertOutOfRangeThrows) {
    csp::Domain d(10);
    EXPECT_THROW(d.insert(10), std::out_of_range);
    EXPECT_THROW(d.assign(-1), std::out_of_range);
    EXPECT_FALSE(d.remove(42));
}

}  // namespace
