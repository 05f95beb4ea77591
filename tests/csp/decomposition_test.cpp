// Embarrassingly parallel search's split (csp/parallel/): the subproblems partition the search
// space — disjoint solution sets whose union is the problem's, by brute force — under every
// inference and strategy, and combined they give the sequential count, first solution and optimum.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <stdexcept>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/parallel/combination.hpp"
#include "csp/parallel/decomposition.hpp"
#include "test_models.hpp"

namespace csp {
namespace {

using testing::brute_force;
using testing::random_problem;

// Every solution of each subproblem, each checked by the validator; fails on one found twice.
std::set<Assignment> solutions_of_parts(const Problem& p, const SolverOptions& options, const Decomposition& parts) {
    std::set<Assignment> all;
    for (const Decisions& part : parts.subproblems) {
        SolverOptions each = options;
        each.max_solutions = 0;
        const Result r = Solver(p, each).solve(part);
        EXPECT_TRUE(r.complete);
        for (const Assignment& a : r.solutions) {
            EXPECT_EQ(violation(p, a), "");
            EXPECT_TRUE(all.insert(a).second) << "a solution in two subproblems";
        }
    }
    return all;
}

SolverOptions strategy(int round) {
    SolverOptions options;
    options.inference = std::array{Inference::Mac, Inference::ForwardChecking, Inference::None}[round % 3];
    options.variable_order = std::array{VariableOrder::Input, VariableOrder::MrvDegree, VariableOrder::DomWdeg,
                                        VariableOrder::Mrv}[(round / 3) % 4];
    options.value_order = round % 5 == 0 ? ValueOrder::Max : ValueOrder::Input;
    options.propagate_refutations = round % 2 == 0;  // the split itself branches on values
    options.learning = round % 7 == 0 && options.inference == Inference::Mac;
    return options;
}

TEST(Decomposition, SubproblemsPartitionTheSolutionsOfRandomProblems) {
    Random rng(41);
    for (int round = 0; round < 240; ++round) {
        const Problem p = random_problem(rng, {.max_variables = 7, .max_domain = 5, .with_nary = true});
        const SolverOptions options = strategy(round);
        const Decomposition parts = decompose(p, options, 1 + static_cast<std::size_t>(round % 12));
        ASSERT_TRUE(parts.complete);
        EXPECT_EQ(solutions_of_parts(p, options, parts), brute_force(p)) << "round " << round;
        const Result whole = solve_subproblems(
            p,
            [&] {
                SolverOptions all = options;
                all.max_solutions = 0;
                return all;
            }(),
            parts.subproblems);
        EXPECT_TRUE(whole.complete);
        EXPECT_EQ(whole.solution_count, brute_force(p).size()) << "round " << round;
    }
}

TEST(Decomposition, ReachesTheTargetWhenTheTreeIsLargeEnough) {
    const Problem p = testing::queens(8);
    const Decomposition parts = decompose(p, {}, 30);
    EXPECT_GE(parts.subproblems.size(), 30u);
    EXPECT_GE(parts.depth, 2);
    for (const Decisions& d : parts.subproblems) EXPECT_LE(static_cast<int>(d.size()), parts.depth);
}

// N-Queens with one all-different on the rows and two on the diagonals (offsets): n-ary
// propagators at the domain strength, counted over the subproblems against the known counts.
TEST(Decomposition, CountsNQueensOverSubproblems) {
    const std::array<std::uint64_t, 9> known = {1, 1, 0, 0, 2, 10, 4, 40, 92};
    for (int n = 4; n <= 8; ++n) {
        Problem p;
        std::vector<VarId> q;
        std::vector<int> up, down;
        for (int i = 0; i < n; ++i) {
            q.push_back(p.add_variable("q" + std::to_string(i), 0, n - 1));
            up.push_back(i);
            down.push_back(-i);
        }
        add_all_different(p, q);
        add_all_different(p, q, up);
        add_all_different(p, q, down);
        for (Inference inference : {Inference::Mac, Inference::ForwardChecking}) {
            SolverOptions options{.inference = inference, .max_solutions = 0, .keep_solutions = false};
            const Decomposition parts = decompose(p, options, 20);
            const Result whole = solve_subproblems(p, options, parts.subproblems);
            EXPECT_TRUE(whole.complete);
            EXPECT_EQ(whole.solution_count, known[static_cast<std::size_t>(n)]) << n;
            EXPECT_EQ(whole.solution_count, Solver(p, options).solve().solution_count);
        }
        if (n <= 6) {  // brute force enumerates n^n assignments
            EXPECT_EQ(solutions_of_parts(p, {}, decompose(p, {}, 20)), brute_force(p));
        }
    }
}

// Under MAC with static orders, the subproblems in order meet the solutions in the sequential
// search's order, so the first solution over them is the one a sequential search finds first.
TEST(Decomposition, FirstSolutionOverSubproblemsIsTheSequentialFirst) {
    Random rng(7);
    for (int round = 0; round < 200; ++round) {
        const Problem p = random_problem(rng, {.max_variables = 7, .max_domain = 5, .with_nary = true});
        SolverOptions options;
        options.variable_order = round % 2 ? VariableOrder::Input : VariableOrder::MrvDegree;
        const Result sequential = Solver(p, options).solve();
        const Result parts = solve_subproblems(p, options, decompose(p, options, 10).subproblems);
        EXPECT_EQ(parts.status, sequential.status) << "round " << round;
        EXPECT_EQ(parts.solutions, sequential.solutions) << "round " << round;
    }
}

TEST(Decomposition, OptimisationOverSubproblemsFindsTheSequentialOptimum) {
    Random rng(2026);
    for (int round = 0; round < 200; ++round) {
        const Problem p = random_problem(rng, {.with_nary = true});
        const VarId objective = static_cast<VarId>(rng.below(static_cast<std::uint64_t>(p.num_variables())));
        const bool minimize = rng.below(2) == 0;
        const std::optional<int> expected = testing::optimum(brute_force(p), objective, minimize);
        SolverOptions options = strategy(round);
        options.max_solutions = 0;
        options.objective = Objective{objective, minimize};
        const Result r = solve_subproblems(p, options, decompose(p, options, 6).subproblems);
        EXPECT_EQ(testing::optimum_mismatch(p, r, objective, expected), "") << "round " << round;
    }
}

// Auxiliary variables (FlatZinc's introduced ones) do not tell solutions apart and are branched on
// last: the split stops before them, so no solution is counted in two subproblems.
TEST(Decomposition, NeverSplitsOnAuxiliaryVariables) {
    Problem p;
    const VarId a = p.add_variable("a", 0, 3);
    const VarId b = p.add_variable("b", 0, 3);
    const VarId aux = p.add_variable("aux", 0, 3);  // free: four completions of each (a, b)
    p.add_constraint(a, b, not_equal());
    SolverOptions options{.max_solutions = 0};
    options.search_groups = {{.variables = {a, b}}, {.variables = {aux}}};
    options.auxiliary_variables = {aux};
    const Decomposition parts = decompose(p, options, 100);
    EXPECT_EQ(parts.subproblems.size(), 12u);
    for (const Decisions& d : parts.subproblems)
        for (const auto& [x, value] : d) EXPECT_NE(x, aux);
    EXPECT_EQ(solve_subproblems(p, options, parts.subproblems).solution_count, 12u);
    EXPECT_EQ(Solver(p, options).solve().solution_count, 12u);
    options.auxiliary_variables.clear();  // now aux tells solutions apart, and is split on
    EXPECT_EQ(decompose(p, options, 100).subproblems.size(), 48u);
    EXPECT_EQ(solve_subproblems(p, options, decompose(p, options, 100).subproblems).solution_count, 48u);
}

TEST(Decomposition, DecisionsRoundTripAsText) {
    const Problem p = testing::queens(5);
    for (const Decisions& d : decompose(p, {}, 30).subproblems) EXPECT_EQ(decisions_from_string(to_string(d), p), d);
    EXPECT_EQ(decisions_from_string("", p), Decisions{});
    EXPECT_EQ(decisions_from_string("0=-3  4=2", p), (Decisions{{0, -3}, {4, 2}}));
    EXPECT_THROW(decisions_from_string("0=1 x=2", p), std::invalid_argument);
    EXPECT_THROW(decisions_from_string("0=", p), std::invalid_argument);
    EXPECT_THROW(decisions_from_string("9=1", p), ModelError);
    EXPECT_THROW(decompose(p, {}, 0), std::invalid_argument);
    EXPECT_THROW(Solver(p).frontier(0), std::invalid_argument);
}

TEST(Decomposition, AnUnsatisfiableRootGivesNoSubproblem) {
    Problem p;
    const VarId a = p.add_variable("a", 0, 1);
    const VarId b = p.add_variable("b", 0, 1);
    const VarId c = p.add_variable("c", 0, 1);
    p.add_constraint(a, b, not_equal());
    p.add_constraint(b, c, not_equal());
    p.add_constraint(a, c, not_equal());
    const Decomposition parts = decompose(p, {}, 10);
    EXPECT_TRUE(parts.complete);
    EXPECT_TRUE(parts.subproblems.empty());
    EXPECT_EQ(solve_subproblems(p, {}, parts.subproblems).status, Status::Unsatisfiable);
}

}  // namespace
}  // namespace csp
