// Conflict-directed backjumping must find exactly the solutions brute-force enumeration finds, for
// CBJ and FC-CBJ under several variable orders, and must really jump where the theory says it can.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

TEST(Backjumping, FindsExactlyTheBruteForceSolutions) {
    csp::Random rng(1993);
    for (int trial = 0; trial < 300; ++trial) {
        const csp::Problem p = csp::testing::random_problem(
            rng, {.max_variables = 7, .lowest_value = -3, .value_range = 7, .with_nary = trial % 2 == 1});
        const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
        for (bool fc : {false, true})
            for (auto order : {csp::VariableOrder::Input, csp::VariableOrder::Mrv, csp::VariableOrder::DomDeg}) {
                const csp::BackjumpingResult r =
                    csp::solve_backjumping(p, {.forward_checking = fc, .variable_order = order, .max_solutions = 0});
                const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
                ASSERT_EQ(found, expected) << "trial " << trial << (fc ? " FC-CBJ " : " CBJ ") << csp::to_string(order);
                EXPECT_EQ(r.solution_count, expected.size());
                EXPECT_EQ(r.solutions.size(), expected.size());  // no duplicates
                EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
                EXPECT_TRUE(r.complete);
            }
    }
}

TEST(Backjumping, CountsAgreeWithTheSolverOnQueens) {
    for (int n = 1; n <= 8; ++n) {
        const csp::Problem p = csp::testing::queens(n);
        csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
        const std::uint64_t expected = solver.solve().solution_count;
        for (bool fc : {false, true}) {
            const csp::BackjumpingResult r =
                csp::solve_backjumping(p, {.forward_checking = fc, .max_solutions = 0, .keep_solutions = false});
            EXPECT_EQ(r.solution_count, expected) << "n = " << n;
            EXPECT_TRUE(r.solutions.empty());
        }
        const csp::BackjumpingResult first = csp::solve_backjumping(p);
        if (expected > 0) {
            ASSERT_EQ(first.solutions.size(), 1u);
            EXPECT_TRUE(csp::testing::queens_valid(first.solutions[0]));
            EXPECT_FALSE(first.complete);
        }
    }
}

TEST(Backjumping, CbjJumpsOverLevelsThatPlayNoPart) {
    const csp::Problem p = csp::testing::jump_over_two_levels();
    const csp::BackjumpingResult cbj =
        csp::solve_backjumping(p, {.forward_checking = false, .variable_order = csp::VariableOrder::Input});
    EXPECT_EQ(cbj.status, csp::Status::Unsatisfiable);
    EXPECT_EQ(cbj.backjumps, 3u);       // once for each value of a
    EXPECT_EQ(cbj.levels_skipped, 6u);  // over c and b each time
    csp::Solver chronological(p, {.inference = csp::Inference::None, .variable_order = csp::VariableOrder::Input});
    const csp::Result bt = chronological.solve();
    EXPECT_EQ(bt.status, csp::Status::Unsatisfiable);
    EXPECT_LT(cbj.stats.nodes, bt.stats.nodes);
}

TEST(Backjumping, FcCbjBlamesTheLevelThatPrunedTheWipedVariable) {
    // a = 0 leaves e only the value 1 (a ≠ e); d's relation to e needs e = 0, so d fails for both
    // its values. The wipe-out of e is blamed on a, so FC-CBJ jumps from d over c and b.
    csp::Problem p;
    const auto a = p.add_variable("a", 0, 1);
    p.add_variable("b", 0, 2);
    p.add_variable("c", 0, 2);
    const auto d = p.add_variable("d", 0, 1);
    const auto e = p.add_variable("e", 0, 1);
    p.add_constraint(a, e, csp::not_equal());
    p.add_constraint(d, e, csp::table({{0, 0}, {1, 0}}));
    const csp::BackjumpingResult r = csp::solve_backjumping(
        p, {.variable_order = csp::VariableOrder::Input, .max_solutions = 0, .keep_solutions = false});
    csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
    EXPECT_EQ(r.solution_count, solver.solve().solution_count);
    EXPECT_EQ(r.solution_count, 18u);  // a = 1, e = 0, b and c free (3 · 3), d free (2)
    EXPECT_GE(r.backjumps, 1u);
    EXPECT_GE(r.levels_skipped, 2u);
}

TEST(Backjumping, LimitsAndObserversBehaveLikeTheSolver) {
    const csp::Problem p = csp::testing::queens(10);
    const csp::BackjumpingResult limited =
        csp::solve_backjumping(p, {.max_solutions = 0, .limits = {.node_limit = 50}});
    EXPECT_EQ(limited.status, csp::Status::LimitReached);
    EXPECT_FALSE(limited.complete);
    EXPECT_LE(limited.stats.nodes, 50u);

    struct Counter : csp::SearchObserver {
        std::uint64_t assigns = 0, undone = 0, solutions = 0, prunes = 0;
        void on_event(const csp::Event& e) override {
            switch (e.kind) {
                case csp::EventKind::Assign: ++assigns; break;
                case csp::EventKind::Backtrack: ++undone; break;
                case csp::EventKind::Prune: ++prunes; break;
                case csp::EventKind::Solution: ++solutions; break;
                default: break;
            }
        }
    } counter;
    const csp::BackjumpingResult r =
        csp::solve_backjumping(csp::testing::queens(6), {.max_solutions = 0, .observer = &counter});
    EXPECT_EQ(counter.assigns, r.stats.nodes);
    EXPECT_EQ(counter.undone, r.stats.nodes);  // a complete search undoes every assignment
    EXPECT_EQ(counter.solutions, r.solution_count);
    EXPECT_EQ(counter.prunes, r.stats.prunings);
}

TEST(Backjumping, EmptyDomainsAndEmptyProblems) {
    csp::Problem p = csp::testing::australia(3);
    p.restrict(p.variable("T"), [](int) { return false; });
    for (bool fc : {false, true})
        EXPECT_EQ(
            csp::solve_backjumping(p, {.forward_checking = fc, .variable_order = csp::VariableOrder::Input}).status,
            csp::Status::Unsatisfiable);
    const csp::BackjumpingResult none = csp::solve_backjumping(csp::Problem{});
    EXPECT_EQ(none.status, csp::Status::Satisfied);
    EXPECT_EQ(none.solution_count, 1u);
}

TEST(Backjumping, FcCbjForwardChecksFromVariablesFixedAtTheStart) {
    // g is fixed to 1 (a given); a ≠ g. Forward checking from g before the first choice removes 1
    // from a, so a = 1 is never tried; plain CBJ has no such step and tries it.
    csp::Problem p;
    const auto a = p.add_variable("a", 0, 2);
    const auto g = p.add_variable("g", 0, 2);
    const auto b = p.add_variable("b", 0, 2);
    p.assign(g, 1);
    p.add_constraint(a, g, csp::not_equal());
    p.add_constraint(a, b, csp::less());
    struct Recorder : csp::SearchObserver {
        std::vector<std::pair<int, int>> assigned;           // (var, value)
        std::vector<std::tuple<int, int, int, int>> pruned;  // (var, value, cause, depth)
        void on_event(const csp::Event& e) override {
            if (e.kind == csp::EventKind::Assign) assigned.emplace_back(e.var, e.value);
            if (e.kind == csp::EventKind::Prune) pruned.emplace_back(e.var, e.value, e.cause, e.depth);
        }
    };
    Recorder fc, plain;
    const auto all = [](bool forward, csp::SearchObserver* observer) {
        return csp::BackjumpingOptions{.forward_checking = forward,
                                       .variable_order = csp::VariableOrder::Input,
                                       .max_solutions = 0,
                                       .observer = observer};
    };
    const csp::BackjumpingResult r = csp::solve_backjumping(p, all(true, &fc));
    const csp::BackjumpingResult r_plain = csp::solve_backjumping(p, all(false, &plain));
    EXPECT_EQ(std::count(fc.assigned.begin(), fc.assigned.end(), std::pair<int, int>{a, 1}), 0);
    EXPECT_EQ(std::count(plain.assigned.begin(), plain.assigned.end(), std::pair<int, int>{a, 1}), 1);
    ASSERT_FALSE(fc.pruned.empty());
    EXPECT_EQ(fc.pruned.front(), std::make_tuple(static_cast<int>(a), 1, static_cast<int>(g), 0));  // before any choice
    // Same solutions as brute force, each checked by the validator.
    const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
    EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected);
    EXPECT_EQ(std::set<csp::Assignment>(r_plain.solutions.begin(), r_plain.solutions.end()), expected);
    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
    EXPECT_LT(r.stats.nodes, r_plain.stats.nodes);
}

TEST(Backjumping, FcCbjFindsConflictingFixedVariablesBeforeSearching) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 2);
    const auto y = p.add_variable("y", 0, 2);
    const auto z = p.add_variable("z", 0, 2);
    p.assign(x, 2);
    p.add_constraint(x, y, csp::less());  // y must exceed 2: impossible
    p.add_constraint(y, z, csp::not_equal());
    const csp::BackjumpingResult r = csp::solve_backjumping(p, {.variable_order = csp::VariableOrder::Input});
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.stats.nodes, 0u);
    EXPECT_EQ(r.stats.wipeouts, 1u);
}

TEST(Backjumping, FcCbjChainsThroughVariablesTheGivensFix) {
    // A chain of ≠ on two values: fixing the first end fixes every variable in turn before search.
    csp::Problem p;
    for (int i = 0; i < 6; ++i) p.add_variable("v" + std::to_string(i), 0, 1);
    for (int i = 0; i + 1 < 6; ++i) p.add_constraint(i, i + 1, csp::not_equal());
    p.assign(0, 0);
    const csp::BackjumpingResult r =
        csp::solve_backjumping(p, {.variable_order = csp::VariableOrder::Input, .max_solutions = 0});
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(r.solutions[0], (csp::Assignment{0, 1, 0, 1, 0, 1}));
    EXPECT_EQ(csp::violation(p, r.solutions[0]), "");
    EXPECT_EQ(r.stats.prunings, 5u);  // one value from each of v1..v5, all before the first choice
    EXPECT_EQ(r.stats.backtracks, 0u);
}

}  // namespace
