// The tree solver against csp::Solver (itself checked against brute force in oracle_test.cpp) on
// random forests, and against closed-form counts on paths.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <limits>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/tree_solver.hpp"
#include "test_models.hpp"

namespace {

csp::Relation random_relation(csp::Random& rng, const csp::Problem& p, int x, int y) {
    switch (rng.below(5)) {
        case 0: return csp::not_equal();
        case 1: return csp::less();
        case 2: return csp::not_equal_offset(static_cast<int>(rng.below(3)) - 1);
        case 3: {
            std::vector<std::pair<int, int>> pairs;
            for (int a : p.labels(x))
                for (int b : p.labels(y))
                    if (rng.below(2) != 0) pairs.emplace_back(a, b);
            if (!pairs.empty()) return csp::table(pairs);
            return csp::equal();
        }
        default: {
            const int m = 2 + static_cast<int>(rng.below(2));
            return csp::predicate([m](int a, int b) { return (a + b) % m != 0; }, "sum%m!=0");
        }
    }
}

// A random forest: each variable after the first hangs under an earlier one, or starts a new tree.
csp::Problem random_forest(csp::Random& rng) {
    csp::Problem p;
    const int n = 1 + static_cast<int>(rng.below(9));
    for (int i = 0; i < n; ++i) {
        std::vector<int> values;
        const int size = 1 + static_cast<int>(rng.below(4));
        for (int k = 0; k < size; ++k) values.push_back(static_cast<int>(rng.below(6)));
        p.add_variable("v" + std::to_string(i), csp::testing::distinct(values));
    }
    for (int i = 1; i < n; ++i) {
        if (rng.below(5) == 0) continue;
        const int parent = static_cast<int>(rng.below(static_cast<std::uint64_t>(i)));
        // Either direction, so the solver must handle constraints seen from both ends.
        if (rng.below(2)) p.add_constraint(parent, i, random_relation(rng, p, parent, i));
        else p.add_constraint(i, parent, random_relation(rng, p, i, parent));
    }
    if (rng.below(4) == 0) p.remove_value(0, p.labels(0)[0]);
    return p;
}

TEST(TreeSolver, RandomForestsAgreeWithBacktrackingSearch) {
    csp::Random rng(77);
    int satisfiable = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const csp::Problem p = random_forest(rng);
        csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
        const csp::Result expected = solver.solve();

        const csp::Result counted = csp::solve_tree(p, {.count = true});
        ASSERT_EQ(counted.solution_count, expected.solution_count) << "trial " << trial;
        EXPECT_EQ(counted.status, expected.status) << "trial " << trial;
        EXPECT_TRUE(counted.complete);

        const csp::Result first = csp::solve_tree(p);
        ASSERT_EQ(first.status, expected.status) << "trial " << trial;
        if (first.status == csp::Status::Satisfied) {
            ++satisfiable;
            ASSERT_EQ(first.solutions.size(), 1u);
            EXPECT_EQ(csp::violation(p, first.solutions[0]), "") << "trial " << trial;
            EXPECT_EQ(first.stats.nodes, static_cast<std::uint64_t>(p.num_variables()));  // no backtracking
            EXPECT_EQ(first.stats.backtracks, 0u);
        } else {
            EXPECT_TRUE(first.solutions.empty());
        }
    }
    EXPECT_GT(satisfiable, 100);  // the random instances exercise both outcomes
    EXPECT_LT(satisfiable, 400);
}

TEST(TreeSolver, PathColouringsHaveTheClosedFormCount) {
    // A path of n regions with k colours: k choices for the first, k − 1 for each next one.
    for (int n = 1; n <= 12; ++n) {
        csp::Problem p;
        for (int i = 0; i < n; ++i) p.add_variable("r" + std::to_string(i), 0, 2);
        for (int i = 0; i + 1 < n; ++i) p.add_constraint(i, i + 1, csp::not_equal());
        const csp::Result r = csp::solve_tree(p, {.count = true});
        EXPECT_EQ(r.solution_count, 3u << (n - 1)) << "n = " << n;
        EXPECT_EQ(csp::violation(p, r.solutions.at(0)), "");
    }
}

TEST(TreeSolver, HugeCountsSaturateAndSayTheyAreNotExact) {
    csp::Problem free63, free70;
    for (int i = 0; i < 63; ++i) free63.add_variable("b" + std::to_string(i), 0, 1);
    for (int i = 0; i < 70; ++i) free70.add_variable("b" + std::to_string(i), 0, 1);
    const csp::Result exact = csp::solve_tree(free63, {.count = true});
    EXPECT_EQ(exact.solution_count, std::uint64_t{1} << 63);
    EXPECT_TRUE(exact.complete);
    const csp::Result capped = csp::solve_tree(free70, {.count = true});
    EXPECT_EQ(capped.solution_count, std::numeric_limits<std::uint64_t>::max());
    EXPECT_FALSE(capped.complete);
    EXPECT_EQ(capped.status, csp::Status::Satisfied);
}

TEST(TreeSolver, UnsatisfiableTreesAndEmptyDomains) {
    csp::Problem p;
    const auto a = p.add_variable("a", std::vector<int>{1, 2});
    const auto b = p.add_variable("b", std::vector<int>{1, 2});
    const auto c = p.add_variable("c", std::vector<int>{1, 2});
    p.add_constraint(a, b, csp::less());
    p.add_constraint(b, c, csp::less());  // a < b < c needs three values
    const csp::Result r = csp::solve_tree(p, {.count = true});
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_EQ(r.solution_count, 0u);
    EXPECT_TRUE(r.complete);
    EXPECT_GT(r.stats.prunings, 0u);

    csp::Problem empty;
    empty.add_variable("x", 0, 1);
    empty.restrict(0, [](int) { return false; });
    EXPECT_EQ(csp::solve_tree(empty).status, csp::Status::Unsatisfiable);

    const csp::Result none = csp::solve_tree(csp::Problem{}, {.count = true});
    EXPECT_EQ(none.status, csp::Status::Satisfied);
    EXPECT_EQ(none.solution_count, 1u);
}

TEST(TreeSolver, RefusesACycleAndNamesAConstraintOnIt) {
    const csp::Problem map = csp::testing::australia(3);  // WA–NT–SA is a triangle
    try {
        (void)csp::solve_tree(map);
        FAIL() << "expected ModelError";
    } catch (const csp::ModelError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("closes a cycle"), std::string::npos) << message;
        // The two quoted names must be neighbours on the map.
        const auto q1 = message.find('\'');
        const auto q2 = message.find('\'', q1 + 1);
        const auto q3 = message.find('\'', q2 + 1);
        const auto q4 = message.find('\'', q3 + 1);
        ASSERT_NE(q4, std::string::npos) << message;
        const auto x = map.find(message.substr(q1 + 1, q2 - q1 - 1));
        const auto y = map.find(message.substr(q3 + 1, q4 - q3 - 1));
        ASSERT_TRUE(x && y) << message;
        bool adjacent = false;
        for (const csp::Arc& arc : map.arcs(*x)) adjacent |= arc.other == *y;
        EXPECT_TRUE(adjacent) << message;
    }
    // Tasmania alone is a tree; the mainland is not.
    EXPECT_EQ(csp::detail::cycle_closing_constraint(map, {0, 0, 0, 0, 0, 0, 1}), -1);
    EXPECT_GE(csp::detail::cycle_closing_constraint(map, {1, 1, 1, 0, 0, 0, 0}), 0);
}

TEST(TreeSolver, RefusesNaryConstraints) {
    csp::Problem p;
    for (int i = 0; i < 3; ++i) p.add_variable("v" + std::to_string(i), 0, 2);
    const std::vector<csp::VarId> all = {0, 1, 2};
    csp::add_all_different(p, all, csp::AllDifferentStrength::Value);
    EXPECT_THROW((void)csp::solve_tree(p), csp::ModelError);
}

}  // namespace

// The tree solver's work is polynomial, but a long chain of large domains still takes long: it
// stops on a cancel flag or a time limit (issue 36's class "every long-running call is
// interruptible"). Counting the solutions of a chain of 1,000 variables with 1,000 values each sums
// about 10⁹ terms: it can only end within its 50 ms by stopping.
TEST(TreeSolver, StopsOnACancelFlagAndATimeLimit) {
    constexpr int n = 1000;
    csp::Problem chain;
    for (int i = 0; i < n; ++i) chain.add_variable("x" + std::to_string(i), 0, 999);
    for (int i = 0; i + 1 < n; ++i) chain.add_constraint(i, i + 1, csp::not_equal());
    const std::atomic<bool> cancelled{true};
    const csp::Result stopped = csp::solve_tree(chain, {.count = true, .limits = {.cancel = &cancelled}});
    EXPECT_EQ(stopped.status, csp::Status::LimitReached);
    EXPECT_FALSE(stopped.complete);
    EXPECT_TRUE(stopped.solutions.empty());

    const csp::Result timed =
        csp::solve_tree(chain, {.count = true, .limits = {.time_limit = std::chrono::milliseconds(50)}});
    EXPECT_EQ(timed.status, csp::Status::LimitReached);
    EXPECT_FALSE(timed.complete);
    EXPECT_TRUE(timed.solutions.empty());
}
