// SolverOptions::adaptive_learning: the opening plain run, the learning judged at its two looks, the
// plain search to the end; each answer checked by the validator, optima equal to the plain search's.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "csp/csp.hpp"
#include "csp/search/learning_judge.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp::testing {
namespace {

SolverOptions adaptive_options() {
    SolverOptions o;
    o.learning = true;
    o.adaptive_learning = true;
    o.propagate_refutations = true;
    o.variable_order = VariableOrder::DomWdeg;
    return o;
}

/// Twelve free three-valued variables decided first, then five pigeons in four holes: the plain
/// search refutes the pigeons again under each assignment of the others (thousands of failures),
/// learning proves them impossible at the root after a few conflicts.
Problem hidden_pigeons(std::vector<VarId>& order) {
    Problem p;
    for (int i = 0; i < 12; ++i) order.push_back(p.add_variable("a" + std::to_string(i), 0, 2));
    std::vector<VarId> pigeons;
    for (int i = 0; i < 5; ++i) pigeons.push_back(p.add_variable("p" + std::to_string(i), 0, 3));
    for (std::size_t i = 0; i < pigeons.size(); ++i)
        for (std::size_t j = i + 1; j < pigeons.size(); ++j)
            p.add_constraint(
                pigeons[i], pigeons[j], [](int a, int b) { return a != b; }, "!=");
    order.insert(order.end(), pigeons.begin(), pigeons.end());
    return p;
}

TEST(AdaptiveLearning, EasyModelsEndInTheOpeningPlainRun) {
    const Problem p = queens(8);
    const Result r = Solver(p, adaptive_options()).solve();
    ASSERT_EQ(r.status, Status::Satisfied);
    EXPECT_EQ(violation(p, r.solutions.front()), "");
    EXPECT_TRUE(r.phases.adaptive);
    EXPECT_FALSE(r.phases.learned);
}

TEST(AdaptiveLearning, LearningKeptWhereItProvesAtOnce) {
    std::vector<VarId> order;
    const Problem p = hidden_pigeons(order);
    SolverOptions o = adaptive_options();
    o.search_groups = {{order, VariableOrder::Input, ValueOrder::Input}};
    const Result r = Solver(p, o).solve();
    EXPECT_EQ(r.status, Status::Unsatisfiable);
    EXPECT_TRUE(r.complete);
    EXPECT_TRUE(r.phases.learned);
    EXPECT_FALSE(r.phases.dropped);
    EXPECT_GE(r.phases.learning_from, 1000u);
}

/// A Golomb ruler of `n` marks up to `length`, the last mark to minimise: the learnt clauses
/// rarely prune here (as on MiniZinc's golomb), so learning is dropped after its probe.
Problem golomb(int n, int length, std::vector<VarId>& marks) {
    Problem p;
    for (int i = 0; i < n; ++i) marks.push_back(p.add_variable("m" + std::to_string(i), i == 0 ? 0 : 1, length));
    std::vector<VarId> differences;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const VarId d = p.add_variable("d" + std::to_string(i) + "_" + std::to_string(j), 1, length);
            const std::vector<VarId> vars = {marks[static_cast<std::size_t>(j)], marks[static_cast<std::size_t>(i)], d};
            add_linear(p, std::vector<int>{1, -1, -1}, vars, LinearRelation::Equal, 0);
            differences.push_back(d);
        }
    for (int i = 0; i + 1 < n; ++i) {
        const std::vector<VarId> pair = {marks[static_cast<std::size_t>(i)], marks[static_cast<std::size_t>(i + 1)]};
        add_linear(p, std::vector<int>{1, -1}, pair, LinearRelation::LessEqual, -1);
    }
    add_all_different(p, differences, AllDifferentStrength::Bounds);
    return p;
}

TEST(AdaptiveLearning, LearningDroppedWhereItRarelyPrunesAndTheOptimumIsPlainSearchs) {
    std::vector<VarId> marks;
    const Problem p = golomb(8, 34, marks);  // 34: the optimum
    SolverOptions o = adaptive_options();
    o.search_groups = {{marks, VariableOrder::Input, ValueOrder::Input}};
    o.objective = Objective{.variable = marks.back(), .minimize = true};
    o.max_solutions = 0;
    const Result r = Solver(p, o).solve();
    SolverOptions plain = o;
    plain.learning = false;
    const Result expected = Solver(p, plain).solve();
    ASSERT_TRUE(r.complete);
    ASSERT_TRUE(expected.complete);
    ASSERT_FALSE(r.solutions.empty());
    EXPECT_EQ(violation(p, r.solutions.back()), "");
    EXPECT_EQ(r.solutions.back()[static_cast<std::size_t>(marks.back())],
              expected.solutions.back()[static_cast<std::size_t>(marks.back())]);
    EXPECT_TRUE(r.phases.learned);
    EXPECT_TRUE(r.phases.dropped);
    // Dropped at the first look or at the probe's end, its clauses under that look's bar.
    const std::uint64_t conflicts = r.phases.probe_conflicts;
    ASSERT_TRUE(conflicts == detail::kFirstLook || conflicts == detail::kLearningProbe) << conflicts;
    const double bar = conflicts == detail::kFirstLook ? detail::kLeastEarlyHits : detail::kLeastClauseHits;
    EXPECT_LT(static_cast<double>(r.phases.probe_clause_hits), bar * static_cast<double>(conflicts));
}

// The judge's two looks: the first drops only the hopeless, the probe's end asks for more; clauses
// far longer than their conflicts' levels are dropped at either; a plain failure that costs many
// propagations keeps learning whatever its hits and lengths.
TEST(AdaptiveLearning, JudgeAsksLittleAtTheFirstLookAndMoreAtTheProbesEnd) {
    using detail::ClauseUse;
    using detail::learning_pays;
    const std::uint64_t early = detail::kFirstLook, late = detail::kLearningProbe;
    const auto hits_for = [](double rate, std::uint64_t conflicts) {
        return static_cast<std::uint64_t>(std::ceil(rate * static_cast<double>(conflicts)));
    };
    const ClauseUse cheap{.plain_failures = 1000, .plain_propagations = 100'000};
    // 0.2 a conflict: past the first look, short of the probe's bar.
    ClauseUse use = cheap;
    use.conflicts = early;
    use.hits = hits_for(0.2, early);
    EXPECT_TRUE(learning_pays(use));
    use.conflicts = late;
    use.hits = hits_for(0.2, late);
    EXPECT_FALSE(learning_pays(use));
    use.hits = hits_for(detail::kLeastClauseHits, late);
    EXPECT_TRUE(learning_pays(use));
    // Hopeless at the first look.
    use.conflicts = early;
    use.hits = hits_for(detail::kLeastEarlyHits, early) - 1;
    EXPECT_FALSE(learning_pays(use));
    // Clauses ten times longer than their conflicts' levels: dropped at either look, whatever their hits.
    use.hits = use.conflicts;
    use.conflict_levels = 20 * use.conflicts;
    use.learnt_literals = detail::kLongestClauses * use.conflict_levels;
    EXPECT_TRUE(learning_pays(use));
    ++use.learnt_literals;
    EXPECT_FALSE(learning_pays(use));
    use.conflicts = late;
    use.hits = late;
    EXPECT_FALSE(learning_pays(use));
    // Dear plain failures (magicseq 100's): kept at either look.
    use.conflicts = early;
    use.plain_propagations = detail::kDearFailure * use.plain_failures;
    use.hits = 0;
    EXPECT_TRUE(learning_pays(use));
    use.conflicts = late;
    EXPECT_TRUE(learning_pays(use));
}

// Small random models: a first solution valid, unsatisfiability and optima as the plain search's.
TEST(AdaptiveLearning, AnswersEqualPlainSearchs) {
    Random rng(71);
    for (int round = 0; round < csp::testing::random_cases(150, 40); ++round) {
        const RandomShape shape{.max_variables = 8,
                                .max_domain = 5,
                                .lowest_value = -2,
                                .value_range = 7,
                                .constraints_per_variable = 2,
                                .with_nary = true};
        const Problem p = random_problem(rng, shape);
        SolverOptions o = adaptive_options();
        if (round % 2 == 1) {
            o.objective = Objective{.variable = 0, .minimize = round % 4 == 1};
            o.max_solutions = 0;
        }
        const Result r = Solver(p, o).solve();
        SolverOptions plain = o;
        plain.learning = false;
        const Result expected = Solver(p, plain).solve();
        EXPECT_EQ(r.status, expected.status) << round;
        EXPECT_EQ(r.complete, expected.complete) << round;  // a first solution leaves the rest unsearched
        if (r.solutions.empty()) continue;
        EXPECT_EQ(violation(p, r.solutions.back()), "") << round;
        if (o.objective) {
            EXPECT_EQ(r.solutions.back().front(), expected.solutions.back().front()) << round;
        }
    }
}

// Enumeration learns throughout: the adaptive search does not apply, and counts stay exact.
TEST(AdaptiveLearning, EnumerationIsNotAdaptive) {
    const Problem p = queens(6);
    SolverOptions o = adaptive_options();
    o.max_solutions = 0;
    const Result r = Solver(p, o).solve();
    EXPECT_EQ(r.solution_count, 4u);
    for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "");
    EXPECT_FALSE(r.phases.adaptive);
}

}  // namespace
}  // namespace csp::testing
