// Cutset conditioning against csp::Solver on random graphs with cycles and against the brute-force
// oracle; the cutsets are checked by a forest test written here, apart from the library's.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "test_models.hpp"

namespace {

// Do the constraints among the variables outside `cutset` form a forest? Depth-first search: an
// edge back to a visited vertex other than the parent closes a cycle.
bool leaves_forest(const csp::Problem& p, const std::vector<csp::VarId>& cutset) {
    const auto n = static_cast<std::size_t>(p.num_variables());
    std::vector<char> removed(n, 0), seen(n, 0);
    for (csp::VarId x : cutset) removed[static_cast<std::size_t>(x)] = 1;
    std::function<bool(int, int)> acyclic = [&](int x, int parent) {
        seen[static_cast<std::size_t>(x)] = 1;
        for (const csp::Arc& arc : p.arcs(x)) {
            if (removed[static_cast<std::size_t>(arc.other)] || arc.other == parent) continue;
            if (seen[static_cast<std::size_t>(arc.other)] || !acyclic(arc.other, x)) return false;
        }
        return true;
    };
    for (std::size_t x = 0; x < n; ++x)
        if (!removed[x] && !seen[x] && !acyclic(static_cast<int>(x), -1)) return false;
    return true;
}

csp::Problem random_graph(csp::Random& rng) {
    csp::Problem p;
    const int n = 2 + static_cast<int>(rng.below(7));
    for (int i = 0; i < n; ++i) {
        std::vector<int> values;
        const int size = 1 + static_cast<int>(rng.below(4));
        for (int k = 0; k < size; ++k) values.push_back(static_cast<int>(rng.below(5)));
        p.add_variable("v" + std::to_string(i), csp::testing::distinct(values));
    }
    const int edges = static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * n)));
    for (int e = 0; e < edges; ++e) {
        const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        if (x == y) continue;
        switch (rng.below(4)) {
            case 0: p.add_constraint(x, y, csp::not_equal()); break;
            case 1: p.add_constraint(x, y, csp::less_equal()); break;
            case 2: p.add_constraint(x, y, csp::not_equal_offset(1)); break;
            default: {
                std::vector<std::pair<int, int>> pairs;
                for (int a : p.labels(x))
                    for (int b : p.labels(y))
                        if (rng.below(3) != 0) pairs.emplace_back(a, b);
                if (!pairs.empty()) p.add_constraint(x, y, csp::table(pairs));
            }
        }
    }
    return p;
}

TEST(Cutset, AustraliaNeedsOnlySouthAustralia) {
    // AIMA §6.5.1: removing SA leaves a tree (and Tasmania).
    const csp::Problem map = csp::testing::australia(3);
    const std::vector<csp::VarId> cutset = csp::cycle_cutset(map);
    ASSERT_EQ(cutset.size(), 1u);
    EXPECT_EQ(map.name(cutset[0]), "SA");
    EXPECT_TRUE(leaves_forest(map, cutset));
    const csp::Result r = csp::solve_cutset(map, {.count = true});
    // SA takes any of 3 colours, the path WA–NT–Q–NSW–V around it alternates the other two (2 ways),
    // Tasmania takes any: 3 · 2 · 3.
    EXPECT_EQ(r.solution_count, 18u);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(csp::violation(map, r.solutions.at(0)), "");
}

TEST(Cutset, GreedyCutsetsLeaveForestsAndHaveNoSpareMember) {
    for (int n = 4; n <= 8; ++n) {
        const csp::Problem p = csp::testing::queens(n);  // a complete graph: n − 2 must go
        const std::vector<csp::VarId> cutset = csp::cycle_cutset(p);
        EXPECT_TRUE(leaves_forest(p, cutset));
        EXPECT_EQ(cutset.size(), static_cast<std::size_t>(n - 2));
    }
    csp::Random rng(5);
    for (int trial = 0; trial < 300; ++trial) {
        const csp::Problem p = random_graph(rng);
        const std::vector<csp::VarId> cutset = csp::cycle_cutset(p);
        ASSERT_TRUE(leaves_forest(p, cutset)) << "trial " << trial;
        for (std::size_t i = 0; i < cutset.size(); ++i) {
            std::vector<csp::VarId> smaller = cutset;
            smaller.erase(smaller.begin() + static_cast<std::ptrdiff_t>(i));
            EXPECT_FALSE(leaves_forest(p, smaller)) << "trial " << trial << ": member " << cutset[i] << " is spare";
        }
    }
}

TEST(Cutset, RandomProblemsAgreeWithBacktrackingSearch) {
    csp::Random rng(31);
    for (int trial = 0; trial < 300; ++trial) {
        const csp::Problem p = random_graph(rng);
        csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
        const csp::Result expected = solver.solve();

        const csp::Result counted = csp::solve_cutset(p, {.count = true});
        ASSERT_EQ(counted.solution_count, expected.solution_count) << "trial " << trial;
        EXPECT_EQ(counted.status, expected.status);
        EXPECT_TRUE(counted.complete);

        const csp::Result first = csp::solve_cutset(p);
        ASSERT_EQ(first.status, expected.status) << "trial " << trial;
        if (first.status == csp::Status::Satisfied) {
            EXPECT_EQ(csp::violation(p, first.solutions.at(0)), "");
        }

        // Any cutset gives the same answer, e.g. every variable (plain enumeration).
        std::vector<csp::VarId> everything(static_cast<std::size_t>(p.num_variables()));
        for (std::size_t i = 0; i < everything.size(); ++i) everything[i] = static_cast<csp::VarId>(i);
        EXPECT_EQ(csp::solve_cutset(p, everything, {.count = true}).solution_count, expected.solution_count);
    }
}

// The oracle instances shared by the engine tests (binary constraints only): the count equals the
// brute-force enumeration's, and the first solution is one of the enumerated ones.
TEST(Cutset, OracleInstancesMatchBruteForce) {
    csp::Random rng(77);
    for (int trial = 0; trial < 200; ++trial) {
        const csp::Problem p = csp::testing::random_problem(rng);
        const auto expected = csp::testing::brute_force(p);
        const csp::Result counted = csp::solve_cutset(p, {.count = true});
        EXPECT_TRUE(counted.complete) << "trial " << trial;
        ASSERT_EQ(counted.solution_count, expected.size()) << "trial " << trial;
        const csp::Result first = csp::solve_cutset(p);
        ASSERT_EQ(first.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied)
            << "trial " << trial;
        if (!expected.empty()) {
            EXPECT_TRUE(expected.count(first.solutions.at(0))) << "trial " << trial;
        }
    }
}

TEST(Cutset, QueensCountsMatchTheSearch) {
    for (int n = 4; n <= 7; ++n) {
        const csp::Problem p = csp::testing::queens(n);
        csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
        EXPECT_EQ(csp::solve_cutset(p, {.count = true}).solution_count, solver.solve().solution_count) << "n = " << n;
    }
}

TEST(Cutset, RejectsANonCutsetAndStopsAtLimits) {
    const csp::Problem map = csp::testing::australia(3);
    const std::vector<csp::VarId> tasmania = {map.variable("T")};
    EXPECT_THROW((void)csp::solve_cutset(map, tasmania), csp::ModelError);
    const std::vector<csp::VarId> unknown = {42};
    EXPECT_THROW((void)csp::solve_cutset(map, unknown), csp::ModelError);

    const csp::Problem p = csp::testing::queens(8);
    const csp::Result r = csp::solve_cutset(p, {.count = true, .limits = {.node_limit = 5}});
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_FALSE(r.complete);

    csp::Problem nary;
    for (int i = 0; i < 3; ++i) nary.add_variable("v" + std::to_string(i), 0, 2);
    const std::vector<csp::VarId> all = {0, 1, 2};
    csp::add_all_different(nary, all, csp::AllDifferentStrength::Value);
    EXPECT_THROW((void)csp::solve_cutset(nary), csp::ModelError);
    // Its greedy cutset would be empty (no binary constraint), yet the all-different is a triangle.
    EXPECT_THROW((void)csp::cycle_cutset(nary), csp::ModelError);
}

}  // namespace
