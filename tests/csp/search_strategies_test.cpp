// dom/wdeg, randomised tie-breaking, restarts and nogoods against the brute-force oracle: whatever
// the strategy, search finds exactly the solutions enumeration finds (counts stay exact).
#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/nogoods.hpp"
#include "csp/search/restarts.hpp"
#include "csp/search/solver.hpp"
#include "csp/search/weights.hpp"
#include "test_models.hpp"

namespace {

struct Strategy {
    csp::VariableOrder order;
    csp::RestartPolicy restarts;
    std::uint64_t base;
    bool nogoods;
    bool random_ties;
};

std::string name_of(const Strategy& s) {
    return std::string(csp::to_string(s.order)) + "/" + std::string(csp::to_string(s.restarts)) + "/base " +
           std::to_string(s.base) + (s.nogoods ? "/nogoods" : "") + (s.random_ties ? "/random ties" : "");
}

std::vector<Strategy> strategies() {
    std::vector<Strategy> out;
    for (auto order : {csp::VariableOrder::DomWdeg, csp::VariableOrder::Mrv})
        for (auto policy : {csp::RestartPolicy::None, csp::RestartPolicy::Luby, csp::RestartPolicy::Geometric})
            for (std::uint64_t base : {1u, 3u})
                for (bool nogoods : {true, false}) out.push_back({order, policy, base, nogoods, base == 1});
    return out;
}

/// Every other trial branches x = v | x ≠ v (propagate_refutations, under MAC).
csp::SolverOptions options(const Strategy& s, csp::Inference inference, std::size_t max_solutions, std::uint64_t seed) {
    return {.inference = inference,
            .variable_order = s.order,
            .value_order = csp::ValueOrder::Input,
            .seed = seed,
            .max_solutions = max_solutions,
            .random_ties = s.random_ties,
            .restarts = s.restarts,
            .restart_base = s.base,
            .restart_growth = 1.3,
            .nogoods = s.nogoods,
            .propagate_refutations = seed % 2 == 1};
}

TEST(SearchStrategies, EveryStrategyCountsExactlyTheOracleSolutions) {
    csp::Random rng(77);
    std::uint64_t restarts = 0, nogoods = 0;
    for (int trial = 0; trial < 150; ++trial) {
        const csp::Problem p =
            csp::testing::random_problem(rng, {.max_variables = 7, .max_domain = 4, .with_nary = true});
        const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
        for (const Strategy& s : strategies())
            for (auto inference : {csp::Inference::Mac, csp::Inference::ForwardChecking, csp::Inference::None}) {
                csp::Solver solver(p, options(s, inference, 0, static_cast<std::uint64_t>(trial)));
                const csp::Result r = solver.solve();
                const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
                ASSERT_EQ(found, expected)
                    << "trial " << trial << ' ' << name_of(s) << ' ' << csp::to_string(inference);
                ASSERT_EQ(r.solution_count, expected.size())
                    << "a solution counted twice, trial " << trial << ' ' << name_of(s);
                EXPECT_TRUE(r.complete);
                EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
                restarts += r.stats.restarts;
                nogoods += r.stats.nogoods;
            }
    }
    // The cutoffs are small enough that the oracle problems do restart and record nogoods.
    EXPECT_GT(restarts, 1000u);
    EXPECT_GT(nogoods, 1000u);
}

// Binary branching with restarts: a restart that fell due just as a refuted decision's x ≠ v branch
// was done recorded the nogood x = v only, and the restarted search went through x ≠ v again,
// counting its solutions twice (found on a 12×12 quasigroup completion through fzn-csp). Latin
// square completions with the hidden-singles all-different hit that point within a few cases.
TEST(SearchStrategies, BinaryBranchingWithRestartsCountsEachSolutionOnce) {
    csp::Random rng(2026);
    for (int trial = 0; trial < 120; ++trial) {
        const int n = 5 + trial % 2;
        csp::Problem p;
        std::vector<csp::VarId> cell;
        // Percent of the cells left open: up to 85 % of a 5×5 (hundreds of solutions), 60 % of a 6×6.
        const std::uint64_t holes = n == 5 ? 50 + rng.below(36) : 45 + rng.below(16);
        for (int i = 0; i < n * n; ++i) {
            const int value = (i / n + i % n) % n + 1;  // a cyclic Latin square
            const bool given = rng.below(100) >= holes;
            cell.push_back(p.add_variable("c" + std::to_string(i), given ? value : 1, given ? value : n));
        }
        for (int r = 0; r < n; ++r) {
            std::vector<csp::VarId> row, column;
            for (int c = 0; c < n; ++c) {
                row.push_back(cell[static_cast<std::size_t>(r * n + c)]);
                column.push_back(cell[static_cast<std::size_t>(c * n + r)]);
            }
            csp::add_all_different(p, row, csp::AllDifferentStrength::Hidden);
            csp::add_all_different(p, column, csp::AllDifferentStrength::Hidden);
        }
        csp::SolverOptions depth_first{.inference = csp::Inference::Mac, .max_solutions = 0};
        const csp::Result expected = csp::Solver(p, depth_first).solve();
        for (std::uint64_t base : {1u, 2u, 4u}) {
            csp::SolverOptions options{.inference = csp::Inference::Mac,
                                       .variable_order = csp::VariableOrder::DomWdeg,
                                       .max_solutions = 0,
                                       .restarts = csp::RestartPolicy::Luby,
                                       .restart_base = base,
                                       .propagate_refutations = true};
            const csp::Result r = csp::Solver(p, options).solve();
            const std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
            for (const csp::Assignment& a : distinct) ASSERT_EQ(csp::violation(p, a), "") << "trial " << trial;
            ASSERT_EQ(r.solution_count, distinct.size())
                << "a solution counted twice, trial " << trial << ", base " << base;
            ASSERT_EQ(distinct, std::set<csp::Assignment>(expected.solutions.begin(), expected.solutions.end()))
                << "trial " << trial << ", base " << base;
        }
    }
}

TEST(SearchStrategies, FirstSolutionWithRestartsIsValidAndUnsatisfiableIsProved) {
    csp::Random rng(5);
    for (int trial = 0; trial < 200; ++trial) {
        const csp::Problem p =
            csp::testing::random_problem(rng, {.max_variables = 7, .max_domain = 4, .with_nary = true});
        const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
        for (const Strategy& s : strategies()) {
            csp::Solver solver(p, options(s, csp::Inference::Mac, 1, 3));
            const csp::Result r = solver.solve();
            ASSERT_EQ(r.solutions.size(), expected.empty() ? 0u : 1u) << "trial " << trial << ' ' << name_of(s);
            if (!expected.empty()) {
                EXPECT_TRUE(expected.count(r.solutions[0])) << csp::violation(p, r.solutions[0]);
            }
            EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
        }
    }
}

TEST(SearchStrategies, QueensCountsWithRestartsAndNogoods) {
    const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92};
    for (int n = 1; n <= 8; ++n) {
        const csp::Problem p = csp::testing::queens(n);
        csp::Solver solver(p, {.variable_order = csp::VariableOrder::DomWdeg,
                               .max_solutions = 0,
                               .random_ties = true,
                               .restarts = csp::RestartPolicy::Luby,
                               .restart_base = 2});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.solution_count, expected[n - 1]) << "n = " << n;
        for (const auto& s : r.solutions) EXPECT_TRUE(csp::testing::queens_valid(s));
        if (n >= 6) {
            EXPECT_GT(r.stats.restarts, 0u) << "n = " << n;
        }
    }
}

TEST(SearchStrategies, SeedsChangeTheSearchButNotTheAnswerSet) {
    const csp::Problem p = csp::testing::queens(8);
    std::set<std::uint64_t> node_counts;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        csp::Solver solver(
            p, {.variable_order = csp::VariableOrder::Mrv, .seed = seed, .max_solutions = 0, .random_ties = true});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.solution_count, 92u);
        node_counts.insert(r.stats.nodes);
    }
    EXPECT_GT(node_counts.size(), 1u) << "random tie-breaking should vary the tree";
}

TEST(Restarts, LubySequence) {
    const std::uint64_t expected[] = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
    for (std::uint64_t i = 1; i <= 16; ++i) EXPECT_EQ(csp::detail::luby(i), expected[i - 1]) << "i = " << i;
}

TEST(Restarts, SchedulesScaleAndGrow) {
    csp::detail::RestartSchedule luby(csp::RestartPolicy::Luby, 10, 1.5);
    for (std::uint64_t want : {10u, 10u, 20u, 10u, 10u, 20u, 40u}) EXPECT_EQ(luby.next(), want);
    csp::detail::RestartSchedule geometric(csp::RestartPolicy::Geometric, 100, 2.0);
    for (std::uint64_t want : {100u, 200u, 400u, 800u}) EXPECT_EQ(geometric.next(), want);
    csp::detail::RestartSchedule none(csp::RestartPolicy::None, 100, 2.0);
    EXPECT_EQ(none.next(), 0u);
    csp::detail::RestartSchedule constant(csp::RestartPolicy::Constant, 50, 2.0);
    for (std::uint64_t want : {50u, 50u, 50u}) EXPECT_EQ(constant.next(), want);
    csp::detail::RestartSchedule linear(csp::RestartPolicy::Linear, 30, 2.0);
    for (std::uint64_t want : {30u, 60u, 90u, 120u}) EXPECT_EQ(linear.next(), want);
}

// Constant and linear cutoffs restart more often than the growing ones; with nogoods the count of
// solutions stays exact (each run records what it refuted, so none is searched twice).
TEST(Restarts, ConstantAndLinearKeepCountsExact) {
    for (csp::RestartPolicy policy : {csp::RestartPolicy::Constant, csp::RestartPolicy::Linear}) {
        const csp::Problem p = csp::testing::queens(8);
        csp::Solver solver(
            p,
            {.variable_order = csp::VariableOrder::DomWdeg, .max_solutions = 0, .restarts = policy, .restart_base = 3});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.solution_count, 92u) << csp::to_string(policy);
        EXPECT_GT(r.stats.restarts, 10u) << csp::to_string(policy);
        for (const auto& s : r.solutions) EXPECT_TRUE(csp::testing::queens_valid(s));
    }
}

TEST(Restarts, NamesRoundTrip) {
    for (std::string_view name : csp::restart_policy_names())
        EXPECT_EQ(csp::to_string(csp::restart_policy_from_string(name)), name);
    EXPECT_THROW(csp::restart_policy_from_string("sometimes"), std::invalid_argument);
    EXPECT_EQ(csp::variable_order_from_string("dom-wdeg"), csp::VariableOrder::DomWdeg);
}

TEST(Nogoods, UnitPropagationRemovesTheLastValueAndDetectsConflicts) {
    csp::detail::DomainStore store({csp::Domain::range(3), csp::Domain::range(3), csp::Domain::range(3)});
    csp::detail::NogoodStore nogoods(3);
    const csp::detail::Literal ng[] = {{0, 1}, {1, 2}, {2, 0}};  // not (x0=1, x1=2, x2=0)
    nogoods.add(ng);
    csp::Stats stats;
    std::vector<csp::VarId> changed;
    ASSERT_TRUE(nogoods.propagate(store, changed, stats));
    EXPECT_TRUE(changed.empty());  // two literals open: nothing follows
    store.push_level();
    store.assign(0, 1);
    store.assign(2, 0);
    ASSERT_TRUE(nogoods.propagate(store, changed, stats));
    EXPECT_EQ(changed, std::vector<csp::VarId>{1});
    EXPECT_FALSE(store[1].contains(2));
    EXPECT_EQ(store[1].size(), 2);
    store.pop_level();
    store.push_level();
    store.assign(0, 1);
    store.assign(1, 2);
    store.assign(2, 0);
    changed.clear();
    EXPECT_FALSE(nogoods.propagate(store, changed, stats));  // every literal holds
    store.pop_level();
    store.push_level();
    store.assign(1, 0);  // a false literal satisfies the nogood
    store.assign(0, 1);
    store.assign(2, 0);
    changed.clear();
    EXPECT_TRUE(nogoods.propagate(store, changed, stats));
    EXPECT_TRUE(changed.empty());
}

TEST(Weights, WipeoutsRaiseTheWeightedDegreeOfTheScope) {
    const csp::Problem p = csp::testing::australia(3);
    csp::detail::ConstraintWeights weights(p);
    const csp::VarId sa = p.variable("SA");
    const csp::VarId wa = p.variable("WA");
    EXPECT_EQ(weights.weighted_degree()[static_cast<std::size_t>(sa)], 5u);  // its degree
    int wa_sa = -1;
    for (const csp::Arc& arc : p.arcs(wa))
        if (arc.other == sa) wa_sa = arc.constraint;
    ASSERT_GE(wa_sa, 0);
    weights.bump_constraint(wa_sa);
    weights.bump_constraint(wa_sa);
    EXPECT_EQ(weights.constraint_weight(wa_sa), 3u);
    EXPECT_EQ(weights.weighted_degree()[static_cast<std::size_t>(sa)], 7u);
    EXPECT_EQ(weights.weighted_degree()[static_cast<std::size_t>(wa)], 4u);
}

TEST(Weights, DomWdegPrefersTheVariableOfTheFailingConstraint) {
    // Two independent triangles to colour with 2 colours (both unsatisfiable) plus a free variable:
    // once a constraint of one triangle fails, dom/wdeg keeps branching there.
    csp::Problem p;
    for (int i = 0; i < 6; ++i) p.add_variable("v" + std::to_string(i), 0, 1);
    for (int t : {0, 3}) {
        p.add_constraint(t, t + 1, csp::not_equal());
        p.add_constraint(t + 1, t + 2, csp::not_equal());
        p.add_constraint(t, t + 2, csp::not_equal());
    }
    csp::Solver solver(p, {.variable_order = csp::VariableOrder::DomWdeg});
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(r.complete);
}

}  // namespace
