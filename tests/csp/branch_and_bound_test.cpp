// Branch and bound (SolverOptions::objective) against the optimum found by enumeration, and the
// search groups and orders that FlatZinc's search annotations map to.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>

#include "csp/constraints/linear/linear.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace csp {
namespace {

using testing::brute_force;
using testing::random_problem;

TEST(BranchAndBound, FindsTheOptimumOfRandomProblemsUnderEveryInference) {
    Random rng(2026);
    for (int round = 0; round < 300; ++round) {
        const Problem p = random_problem(rng, {.with_nary = true});
        const VarId objective = static_cast<VarId>(rng.below(static_cast<std::uint64_t>(p.num_variables())));
        const bool minimize = rng.below(2) == 0;
        const std::optional<int> expected = testing::optimum(brute_force(p), objective, minimize);
        for (Inference inference : {Inference::Mac, Inference::ForwardChecking, Inference::None}) {
            SolverOptions options;
            options.inference = inference;
            options.max_solutions = 0;
            options.objective = Objective{objective, minimize};
            options.restarts = round % 3 == 0 ? RestartPolicy::Luby : RestartPolicy::None;
            options.restart_base = 2;
            options.propagate_refutations = round % 2 == 0;
            std::vector<int> seen;  // the objective of each solution reported, in order
            options.on_solution = [&](const Assignment& a) {
                EXPECT_EQ(violation(p, a), "");
                seen.push_back(a[static_cast<std::size_t>(objective)]);
            };
            const Result r = Solver(p, options).solve();
            ASSERT_TRUE(r.complete) << "round " << round;
            if (!expected) {
                EXPECT_EQ(r.status, Status::Unsatisfiable) << "round " << round;
                EXPECT_TRUE(seen.empty());
                continue;
            }
            ASSERT_EQ(r.status, Status::Satisfied) << "round " << round;
            ASSERT_FALSE(r.solutions.empty());
            EXPECT_EQ(violation(p, r.solutions.back()), "");
            EXPECT_EQ(r.solutions.back()[static_cast<std::size_t>(objective)], *expected) << "round " << round;
            ASSERT_EQ(seen.size(), r.solution_count);
            for (std::size_t i = 1; i < seen.size(); ++i)
                EXPECT_TRUE(minimize ? seen[i] < seen[i - 1] : seen[i] > seen[i - 1]) << "each solution improves";
        }
    }
}

TEST(BranchAndBound, MaxSolutionsStopsBeforeTheProof) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 9);
    const VarId y = p.add_variable("y", 0, 9);
    const int coefficients[] = {1, 1};
    const VarId vars[] = {x, y};
    add_linear(p, coefficients, vars, LinearRelation::Equal, 9);
    SolverOptions options;
    options.objective = Objective{x, false};
    options.max_solutions = 1;
    const Result first = Solver(p, options).solve();
    EXPECT_EQ(first.status, Status::Satisfied);
    EXPECT_FALSE(first.complete);
    options.max_solutions = 0;
    const Result optimal = Solver(p, options).solve();
    EXPECT_TRUE(optimal.complete);
    EXPECT_EQ(optimal.solutions.back(), (Assignment{9, 0}));
}

TEST(BranchAndBound, RefusesAnObjectiveThatIsNotAVariable) {
    Problem p;
    p.add_variable("x", 0, 1);
    SolverOptions options;
    options.objective = Objective{5, true};
    EXPECT_THROW(Solver(p, options).solve(), ModelError);
}

// The variable and value of the first decision.
std::pair<VarId, int> first_decision(const Problem& p, SolverOptions options) {
    struct First : SearchObserver {
        std::optional<std::pair<VarId, int>> decision;
        void on_event(const Event& e) override {
            if (e.kind == EventKind::Assign && !decision) decision = {e.var, e.value};
        }
    } first;
    options.observer = &first;
    options.inference = Inference::ForwardChecking;
    const Result r = Solver(p, options).solve();
    EXPECT_EQ(r.status, Status::Satisfied);
    EXPECT_EQ(violation(p, r.solutions.front()), "");
    return first.decision.value_or(std::pair<VarId, int>{-1, 0});
}

Problem four_variables() {
    Problem p;
    p.add_variable("a", std::vector<int>{3, 4, 5});        // smallest max
    p.add_variable("b", std::vector<int>{1, 7});           // smallest min, regret 6
    p.add_variable("c", std::vector<int>{2, 3, 4, 5, 6});  // largest domain
    p.add_variable("d", std::vector<int>{8, 9});           // largest max
    p.add_constraint(0, 2, not_equal());
    p.add_constraint(1, 2, not_equal());
    p.add_constraint(2, 3, not_equal());
    return p;
}

TEST(SearchOrders, EachFlatZincVariableOrderPicksItsVariable) {
    const Problem p = four_variables();
    const std::pair<VariableOrder, VarId> expected[] = {
        {VariableOrder::AntiFirstFail, 2}, {VariableOrder::Smallest, 1},  {VariableOrder::Largest, 3},
        {VariableOrder::Occurrence, 2},    {VariableOrder::MaxRegret, 1}, {VariableOrder::Input, 0}};
    for (auto [order, variable] : expected) {
        SolverOptions options;
        options.variable_order = order;
        EXPECT_EQ(first_decision(p, options).first, variable) << to_string(order);
    }
}

TEST(SearchOrders, ValueOrdersMaxAndMedian) {
    const Problem p = four_variables();
    SolverOptions options;
    options.variable_order = VariableOrder::AntiFirstFail;
    options.value_order = ValueOrder::Max;
    EXPECT_EQ(first_decision(p, options), (std::pair<VarId, int>{2, 6}));
    options.value_order = ValueOrder::Median;
    EXPECT_EQ(first_decision(p, options), (std::pair<VarId, int>{2, 4}));
}

TEST(SearchGroups, TheFirstUndecidedGroupBranchesWithItsOwnOrders) {
    const Problem p = four_variables();
    SolverOptions options;
    options.search_groups = {{{0, 3}, VariableOrder::Largest, ValueOrder::Max}, {{1}, VariableOrder::Input}};
    EXPECT_EQ(first_decision(p, options), (std::pair<VarId, int>{3, 9}));
    // Every solution is still found, whatever the groups leave out.
    options.max_solutions = 0;
    options.search_groups = {{{1}, VariableOrder::Input, ValueOrder::Max}};
    const Result r = Solver(p, options).solve();
    EXPECT_EQ(r.solution_count, brute_force(p).size());
    for (const Assignment& a : r.solutions) EXPECT_EQ(violation(p, a), "");
}

TEST(SearchGroups, RefuseUnknownVariables) {
    const Problem p = four_variables();
    SolverOptions options;
    options.search_groups = {{{7}, VariableOrder::Input}};
    EXPECT_THROW(Solver(p, options).solve(), ModelError);
}

}  // namespace
}  // namespace csp

namespace csp {
namespace {

TEST(PropagatedRefutations, EveryOrderAndRestartFindsExactlyTheSolutions) {
    Random rng(11);
    for (int round = 0; round < 300; ++round) {
        const Problem p = random_problem(rng, {.with_nary = true});
        const std::set<Assignment> expected = brute_force(p);
        SolverOptions options;
        options.max_solutions = 0;
        options.propagate_refutations = true;
        options.variable_order = round % 3 == 0 ? VariableOrder::DomWdeg : VariableOrder::MrvDegree;
        options.value_order = round % 2 ? ValueOrder::Max : ValueOrder::Input;
        options.restarts = round % 4 == 0 ? RestartPolicy::Luby : RestartPolicy::None;
        options.restart_base = 1;
        const Result r = Solver(p, options).solve();
        EXPECT_TRUE(r.complete);
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a solution found twice";
        EXPECT_EQ(found, expected) << "round " << round;
        for (const Assignment& a : r.solutions) EXPECT_EQ(violation(p, a), "");
    }
}

TEST(PropagatedRefutations, AWipeOutOnARefutationEndsTheVariablesOtherValues) {
    // Three variables over {1, 2}, all different (value strength: no failure at the root). x = 1
    // fails; x ≠ 1 fixes x = 2 and fails too, so x = 2 is never tried as a node of its own.
    Problem p;
    const VarId vars[] = {p.add_variable("x", 1, 2), p.add_variable("y", 1, 2), p.add_variable("z", 1, 2)};
    add_all_different(p, vars, AllDifferentStrength::Value);
    SolverOptions options;
    options.variable_order = VariableOrder::Input;
    const Result plain = Solver(p, options).solve();
    options.propagate_refutations = true;
    const Result refuting = Solver(p, options).solve();
    EXPECT_EQ(plain.status, Status::Unsatisfiable);
    EXPECT_EQ(refuting.status, Status::Unsatisfiable);
    EXPECT_EQ(plain.stats.nodes, 2u);
    EXPECT_EQ(refuting.stats.nodes, 1u);
}

// Binary branching chooses the variable again after a refutation (issue 37): x = 0 fails (a and b
// need 0 and 1), and x != 0 leaves y with the smallest value, so the next decision is on y. Before,
// the search went on with x's next value (x = 1, which fails too) and listed all of x's values.
TEST(PropagatedRefutations, TheVariableIsChosenAgainAfterARefutation) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 9), y = p.add_variable("y", 0, 9);
    const VarId a = p.add_variable("a", 0, 1), b = p.add_variable("b", 0, 1);
    const VarId group[] = {x, a, b};
    add_all_different(p, group, AllDifferentStrength::Value);
    struct Decisions : SearchObserver {
        std::vector<std::pair<VarId, int>> seen;
        void on_event(const Event& e) override {
            if (e.kind == EventKind::Assign) seen.emplace_back(e.var, e.value);
        }
    } decisions;
    SolverOptions options;
    options.variable_order = VariableOrder::Smallest;
    options.propagate_refutations = true;
    options.observer = &decisions;
    const Result r = Solver(p, options).solve();
    ASSERT_EQ(r.status, Status::Satisfied);
    EXPECT_EQ(violation(p, r.solutions.front()), "");
    ASSERT_GE(decisions.seen.size(), 2u);
    EXPECT_EQ(decisions.seen[0], std::make_pair(x, 0));
    EXPECT_EQ(decisions.seen[1].first, y);
}

TEST(AuxiliaryVariables, EachAssignmentOfTheOthersIsReportedOnce) {
    Random rng(7);
    for (int round = 0; round < 200; ++round) {
        const Problem p = random_problem(rng, {.with_nary = true});
        const int n = p.num_variables();
        const int main_count = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        SolverOptions options;
        options.max_solutions = 0;
        options.inference = round % 2 ? Inference::Mac : Inference::ForwardChecking;
        options.propagate_refutations = round % 4 == 1;
        SearchGroup first{{}, VariableOrder::Mrv, ValueOrder::Input};
        for (VarId x = 0; x < n; ++x) (x < main_count ? first.variables : options.auxiliary_variables).push_back(x);
        options.search_groups = {first};
        std::set<Assignment> expected;  // the distinct projections on the main variables
        for (const Assignment& a : brute_force(p)) expected.insert(Assignment(a.begin(), a.begin() + main_count));
        const Result r = Solver(p, options).solve();
        std::multiset<Assignment> found;
        for (const Assignment& a : r.solutions) {
            EXPECT_EQ(violation(p, a), "");
            found.insert(Assignment(a.begin(), a.begin() + main_count));
        }
        EXPECT_EQ(std::set<Assignment>(found.begin(), found.end()), expected) << "round " << round;
        EXPECT_EQ(found.size(), expected.size()) << "round " << round << ": a projection reported twice";
    }
}

}  // namespace
}  // namespace csp
