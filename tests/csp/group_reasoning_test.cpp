// Group reasoning (naked / hidden subsets, pointing / box-line) against the brute-force oracle, and
// on hand-made cases where each deduction must happen.
#include <gtest/gtest.h>

#include <set>

#include "csp/consistency/ac3.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "csp/search/solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace {

const csp::GroupReasoning kLevels[] = {csp::GroupReasoning::None, csp::GroupReasoning::Intersections,
                                       csp::GroupReasoning::Subsets, csp::GroupReasoning::Full};

// Random overlapping all-different groups over values 0..m-1, some variables pre-narrowed.
csp::Problem random_groups(csp::Random& rng, std::vector<std::vector<csp::VarId>>& groups) {
    csp::Problem p;
    const int m = 3 + static_cast<int>(rng.below(2));      // values
    const int n = m + 1 + static_cast<int>(rng.below(3));  // variables
    for (int i = 0; i < n; ++i) p.add_variable("v" + std::to_string(i), 0, m - 1);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < 2; ++k)
            if (rng.below(3) == 0) p.remove_value(i, static_cast<int>(rng.below(static_cast<std::uint64_t>(m))));
    groups.clear();
    const int count = 2 + static_cast<int>(rng.below(3));
    for (int g = 0; g < count; ++g) {
        // Mostly full groups (as many variables as values: every value is used), sometimes smaller.
        const int size = m - static_cast<int>(rng.below(4) == 0);
        std::vector<csp::VarId> all(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) all[static_cast<std::size_t>(i)] = i;
        rng.shuffle(std::span<csp::VarId>(all));
        groups.emplace_back(all.begin(), all.begin() + size);
    }
    for (const auto& g : groups) csp::add_all_different(p, g, csp::AllDifferentStrength::Value);
    return p;
}

TEST(GroupReasoning, SoundAndExactOnRandomGroups) {
    csp::Random rng(31);
    std::vector<std::vector<csp::VarId>> groups;
    int pruned_more = 0;
    for (int trial = 0; trial < csp::testing::random_cases(400); ++trial) {
        const csp::Problem base = random_groups(rng, groups);
        const std::set<csp::Assignment> expected = csp::testing::brute_force(base);
        const csp::Ac3Result plain = csp::ac3(base);
        for (auto level : kLevels) {
            csp::Problem p = base;
            csp::add_group_reasoning(p, groups, level, 3);
            const csp::Ac3Result reduced = csp::ac3(p);
            if (!reduced.consistent) {
                EXPECT_TRUE(expected.empty()) << "trial " << trial;
            }
            for (const auto& s : expected)
                for (int x = 0; reduced.consistent && x < p.num_variables(); ++x)
                    ASSERT_TRUE(reduced.domains[static_cast<std::size_t>(x)].contains(
                        *p.index_of(x, s[static_cast<std::size_t>(x)])))
                        << "removed a value of a solution, trial " << trial << " level " << csp::to_string(level);
            if (reduced.consistent && plain.consistent && reduced.prunings > plain.prunings) ++pruned_more;
            csp::Solver solver(p, {.max_solutions = 0});
            const csp::Result r = solver.solve();
            const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
            ASSERT_EQ(found, expected) << "trial " << trial << " level " << csp::to_string(level);
            EXPECT_EQ(r.solution_count, expected.size());
        }
    }
    EXPECT_GT(pruned_more, 20) << "the reasoning should prune beyond the all-different constraints";
}

TEST(GroupReasoning, FourByFourSudokuStillHas288Solutions) {
    // 16 cells, 12 units; the boxes cross the lines in pairs of cells.
    csp::Problem base;
    for (int i = 0; i < 16; ++i) base.add_variable("c" + std::to_string(i), 1, 4);
    std::vector<std::vector<csp::VarId>> units;
    for (int r = 0; r < 4; ++r) units.push_back({4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3});
    for (int c = 0; c < 4; ++c) units.push_back({c, c + 4, c + 8, c + 12});
    for (int b : {0, 2, 8, 10}) units.push_back({b, b + 1, b + 4, b + 5});
    for (const auto& u : units) csp::add_all_different(base, u, csp::AllDifferentStrength::Hidden);
    for (auto level : kLevels) {
        csp::Problem p = base;
        csp::add_group_reasoning(p, units, level);
        csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = true});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.solution_count, 288u) << csp::to_string(level);
        for (const auto& s : r.solutions) ASSERT_EQ(csp::violation(p, s), "");
    }
}

// A group of four variables over 1..4 and a second group sharing its first two variables.
struct TwoGroups {
    csp::Problem p;
    std::vector<std::vector<csp::VarId>> groups;
    TwoGroups() {
        for (int i = 0; i < 6; ++i) p.add_variable("v" + std::to_string(i), 1, 4);
        groups = {{0, 1, 2, 3}, {0, 1, 4, 5}};
    }
};

TEST(GroupReasoning, PointingRemovesAValueTheOtherGroupMustPlaceInTheIntersection) {
    TwoGroups t;
    // In group A, value 4 fits only v0 or v1 (the shared cells): the rest of group B loses it.
    t.p.remove_value(2, 4);
    t.p.remove_value(3, 4);
    csp::add_group_reasoning(t.p, t.groups, csp::GroupReasoning::Intersections);
    const csp::Ac3Result r = csp::ac3(t.p);
    ASSERT_TRUE(r.consistent);
    EXPECT_FALSE(r.domains[4].contains(3));  // value 4 is index 3
    EXPECT_FALSE(r.domains[5].contains(3));
    EXPECT_TRUE(r.domains[0].contains(3));
}

TEST(GroupReasoning, NakedPairRemovesItsValuesFromTheRestOfTheGroup) {
    TwoGroups t;
    for (int x : {0, 1}) t.p.restrict(x, [](int v) { return v <= 2; });  // {1, 2} twice
    csp::add_group_reasoning(t.p, {t.groups.begin(), 1}, csp::GroupReasoning::Subsets);
    const csp::Ac3Result r = csp::ac3(t.p);
    ASSERT_TRUE(r.consistent);
    for (int x : {2, 3}) EXPECT_EQ(r.domains[static_cast<std::size_t>(x)], csp::Domain::of(4, {2, 3})) << x;
}

TEST(GroupReasoning, HiddenPairKeepsOnlyItsValues) {
    TwoGroups t;
    for (int x : {2, 3}) t.p.restrict(x, [](int v) { return v <= 2; });  // 3 and 4 only fit v0, v1
    csp::add_group_reasoning(t.p, {t.groups.begin(), 1}, csp::GroupReasoning::Subsets);
    const csp::Ac3Result r = csp::ac3(t.p);
    ASSERT_TRUE(r.consistent);
    for (int x : {0, 1}) EXPECT_EQ(r.domains[static_cast<std::size_t>(x)], csp::Domain::of(4, {2, 3})) << x;
}

TEST(GroupReasoning, NamesAndBadGroups) {
    for (std::string_view name : csp::group_reasoning_names())
        EXPECT_EQ(csp::to_string(csp::group_reasoning_from_string(name)), name);
    EXPECT_EQ(csp::group_reasoning_from_string("pointing"), csp::GroupReasoning::Intersections);
    EXPECT_THROW(csp::group_reasoning_from_string("x-wing"), std::invalid_argument);
    csp::Problem p;
    p.add_variable("a", 1, 3);
    p.add_variable("b", 1, 4);
    const std::vector<std::vector<csp::VarId>> mixed = {{0, 1}};
    EXPECT_THROW(csp::add_group_reasoning(p, mixed, csp::GroupReasoning::Full), csp::ModelError);
    const std::vector<std::vector<csp::VarId>> twice = {{0, 0}};
    EXPECT_THROW(csp::add_group_reasoning(p, twice, csp::GroupReasoning::Full), csp::ModelError);
    const std::vector<std::vector<csp::VarId>> unknown = {{0, 7}};
    EXPECT_THROW(csp::add_group_reasoning(p, unknown, csp::GroupReasoning::Full), csp::ModelError);
}

}  // namespace
