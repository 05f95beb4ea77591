// One learning search kept across subproblems (csp/parallel/subproblem_solver.hpp,
// detail::LearningSession): calls under assumptions, checked against brute force. A clause that
// took an assumption for a fact would cut solutions of later calls whose assumptions differ; a
// bound that loosened or a solution found twice would show in the sets each call returns.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "csp/parallel/combination.hpp"
#include "csp/parallel/decomposition.hpp"
#include "csp/parallel/subproblem_solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp {
namespace {

using testing::below;
using testing::brute_force;

SolverOptions learning_options() {
    SolverOptions options;
    options.learning = true;
    options.max_solutions = 0;
    return options;
}

// One or two variables fixed to values of their domains (sometimes to a value some domain lacks).
Decisions random_assumptions(Random& rng, const Problem& p) {
    Decisions decisions;
    const int count = 1 + below(rng, 2);
    for (int k = 0; k < count; ++k) {
        const VarId x = below(rng, p.num_variables());
        const auto labels = p.labels(x);
        decisions.emplace_back(x, labels[static_cast<std::size_t>(below(rng, static_cast<int>(labels.size())))]);
    }
    return decisions;
}

bool satisfies(const Assignment& a, const Decisions& decisions) {
    for (const auto& [x, value] : decisions)
        if (a[static_cast<std::size_t>(x)] != value) return false;
    return true;
}

// A larger random model than the decomposition tests', so that the search learns clauses.
Problem learning_problem(Random& rng) {
    return testing::random_problem(
        rng, {.max_variables = 8, .max_domain = 4, .constraints_per_variable = 3, .with_nary = true});
}

TEST(SubproblemSolver, EachCallFindsTheSolutionsUnderItsAssumptionsNotFoundBefore) {
    Random rng(41);
    for (int round = 0; round < testing::random_cases(150); ++round) {
        const Problem p = round % 10 == 0 ? testing::queens(5 + round % 2) : learning_problem(rng);
        const std::set<Assignment> all = brute_force(p);
        SubproblemSolver solver(p, learning_options(), SubproblemSolver::Keep::Always);
        std::set<Assignment> found;
        for (int call = 0; call < 8; ++call) {
            const Decisions assumptions = random_assumptions(rng, p);
            SolverOptions options = learning_options();
            options.max_solutions = call % 3 == 2 ? 1 : 0;  // some calls stop at their first solution
            const Result r = solver.solve(assumptions, options);
            std::set<Assignment> expected;
            for (const Assignment& a : all)
                if (satisfies(a, assumptions) && !found.contains(a)) expected.insert(a);
            const std::string where = "round " + std::to_string(round) + ", call " + std::to_string(call);
            std::set<Assignment> got;
            for (const Assignment& a : r.solutions) {
                EXPECT_EQ(violation(p, a), "") << where;
                EXPECT_TRUE(satisfies(a, assumptions)) << where;
                EXPECT_TRUE(got.insert(a).second) << where << ": a solution twice";
                EXPECT_TRUE(found.insert(a).second) << where << ": a solution of an earlier call";
            }
            EXPECT_EQ(r.solution_count, r.solutions.size()) << where;
            if (options.max_solutions == 0) {
                EXPECT_TRUE(r.complete) << where;
                EXPECT_EQ(got, expected) << where;
            } else {
                EXPECT_EQ(got.size(), expected.empty() ? 0u : 1u) << where;
                for (const Assignment& a : got) EXPECT_TRUE(expected.contains(a)) << where;
            }
            EXPECT_EQ(r.status, got.empty() ? Status::Unsatisfiable : Status::Satisfied) << where;
        }
    }
}

TEST(SubproblemSolver, BoundsCarryOverAndEachCallFindsTheBestLeftUnderItsAssumptions) {
    Random rng(7);
    for (int round = 0; round < testing::random_cases(150); ++round) {
        const Problem p = learning_problem(rng);
        const std::set<Assignment> all = brute_force(p);
        SolverOptions whole = learning_options();
        whole.objective = Objective{below(rng, p.num_variables()), round % 2 == 0};
        const Objective& objective = *whole.objective;
        const auto better = [&](int value, std::optional<int> than) {
            return !than || (objective.minimize ? value < *than : value > *than);
        };
        SubproblemSolver solver(p, whole);
        std::optional<int> best;  // over every call so far
        for (int call = 0; call < 8; ++call) {
            const Decisions assumptions = random_assumptions(rng, p);
            SolverOptions options = whole;
            // Half the calls are given the best so far, as Combination does; the others must keep it.
            if (call % 2 == 0) options.objective->better_than = best;
            const Result r = solver.solve(assumptions, options);
            std::optional<int> expected;
            for (const Assignment& a : all) {
                const int value = a[static_cast<std::size_t>(objective.variable)];
                if (satisfies(a, assumptions) && better(value, best) && better(value, expected)) expected = value;
            }
            const std::string where = "round " + std::to_string(round) + ", call " + std::to_string(call);
            EXPECT_EQ(testing::optimum_mismatch(p, r, objective.variable, expected), "") << where;
            std::optional<int> last = best;
            for (const Assignment& a : r.solutions) {
                EXPECT_TRUE(satisfies(a, assumptions)) << where;
                const int value = a[static_cast<std::size_t>(objective.variable)];
                EXPECT_TRUE(better(value, last)) << where << ": " << value << " does not improve";
                last = value;
            }
            if (expected) best = expected;
        }
    }
}

TEST(SubproblemSolver, SubproblemsOfASplitCountAndOptimiseAsOneSearch) {
    for (int n = 5; n <= 6; ++n) {
        const Problem p = testing::queens(n);
        const SolverOptions options = learning_options();
        const Decomposition parts = decompose(p, options, 30);
        ASSERT_TRUE(parts.complete);
        SubproblemSolver solver(p, options, SubproblemSolver::Keep::Always);
        std::set<Assignment> found;
        std::uint64_t count = 0;
        for (const Decisions& part : parts.subproblems) {
            const Result r = solver.solve(part, options);
            EXPECT_TRUE(r.complete);
            count += r.solution_count;
            for (const Assignment& a : r.solutions) EXPECT_TRUE(found.insert(a).second) << n << "-queens: twice";
        }
        const std::set<Assignment> expected = brute_force(p);
        EXPECT_EQ(found, expected) << n << "-queens";
        EXPECT_EQ(count, expected.size()) << n << "-queens";
    }
    Random rng(3);
    for (int round = 0; round < testing::random_cases(60); ++round) {
        const Problem p = learning_problem(rng);
        SolverOptions options = learning_options();
        options.objective = Objective{below(rng, p.num_variables()), round % 2 == 0};
        const Result r = solve_subproblems(p, options, decompose(p, options, 12).subproblems);
        EXPECT_EQ(testing::optimum_mismatch(
                      p, r, options.objective->variable,
                      testing::optimum(brute_force(p), options.objective->variable, options.objective->minimize)),
                  "")
            << "round " << round;
    }
}

TEST(SubproblemSolver, ACallStoppedByALimitLosesNothing) {
    const Problem p = testing::queens(6);
    SubproblemSolver solver(p, learning_options(), SubproblemSolver::Keep::Always);
    SolverOptions stopped = learning_options();
    stopped.limits.node_limit = 4;
    std::set<Assignment> found;
    const Result first = solver.solve({}, stopped);
    EXPECT_EQ(first.status, Status::LimitReached);
    EXPECT_FALSE(first.complete);
    found.insert(first.solutions.begin(), first.solutions.end());
    const Result rest = solver.solve({}, learning_options());
    EXPECT_TRUE(rest.complete);
    found.insert(rest.solutions.begin(), rest.solutions.end());
    const std::set<Assignment> expected = brute_force(p);
    EXPECT_EQ(found, expected);
    EXPECT_EQ(first.solutions.size() + rest.solutions.size(), expected.size());
}

TEST(SubproblemSolver, WithoutLearningOrAnObjectiveEachCallIsAFreshSearch) {
    const Problem p = testing::queens(6);
    SolverOptions plain;
    plain.max_solutions = 0;
    // The same subproblem twice: when nothing carries over, both find all of it.
    for (const SolverOptions& options : {plain, learning_options()}) {
        SubproblemSolver solver(p, options);
        EXPECT_EQ(solver.solve({{0, 2}}, options).solution_count, 1u);
        EXPECT_EQ(solver.solve({{0, 2}}, options).solution_count, 1u);
    }
}

}  // namespace
}  // namespace csp
