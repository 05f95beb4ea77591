// cumulative: search against the test's own statement of the constraint on random small task sets
// (with and without learning), the time-table cuts on a hand-made case, and the argument checks.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "csp/constraints/scheduling/cumulative.hpp"
#include "csp/model/errors.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp::testing {
namespace {

/// A task set as the test states it: start variables (one may repeat), sizes and the capacity's
/// variable.
struct Tasks {
    std::vector<VarId> starts;
    std::vector<int> durations, usages;
    VarId capacity = -1;
};

/// At every point of time the tasks running there use at most the capacity (so it is not
/// negative): each point from the earliest start to the latest end is summed, independently of the
/// propagator's check.
bool fits(const Tasks& tasks, const Assignment& a) {
    const int capacity = a[static_cast<std::size_t>(tasks.capacity)];
    if (capacity < 0) return false;
    int first = 1 << 30, last = -(1 << 30);
    for (std::size_t i = 0; i < tasks.starts.size(); ++i) {
        const int s = a[static_cast<std::size_t>(tasks.starts[i])];
        first = std::min(first, s);
        last = std::max(last, s + tasks.durations[i]);
    }
    for (int t = first; t < last; ++t) {
        int used = 0;
        for (std::size_t i = 0; i < tasks.starts.size(); ++i) {
            const int s = a[static_cast<std::size_t>(tasks.starts[i])];
            if (s <= t && t < s + tasks.durations[i]) used += tasks.usages[i];
        }
        if (used > capacity) return false;
    }
    return true;
}

/// 3–5 tasks over a few start variables with holes, durations and usages 0..3, a capacity of one
/// value in 1..4 or a few in −1..4.
Problem random_cumulative(Random& rng, Tasks& tasks) {
    Problem p;
    const int variables = 3 + below(rng, 3);
    for (int v = 0; v < variables; ++v) {
        const std::vector<int> values = random_values(rng, below(rng, 3) - 1, 7, 5);
        p.add_variable("s" + std::to_string(v), values);
    }
    const int n = variables - below(rng, 2) + below(rng, 2);  // now and then a start shared by two tasks
    for (int i = 0; i < n; ++i) {
        tasks.starts.push_back(i < variables ? i : below(rng, variables));
        tasks.durations.push_back(below(rng, 4));
        tasks.usages.push_back(below(rng, 4));
    }
    tasks.capacity = below(rng, 2) == 0 ? p.add_variable("b", std::vector<int>{1 + below(rng, 4)})
                                        : p.add_variable("b", random_values(rng, -1, 6, 3));
    add_cumulative(p, tasks.starts, tasks.durations, tasks.usages, tasks.capacity);
    return p;
}

std::string shown(const Tasks& tasks) {
    std::string s = "capacity variable " + std::to_string(tasks.capacity) + ", tasks (start var, duration, usage):";
    for (std::size_t i = 0; i < tasks.starts.size(); ++i)
        s += " (" + std::to_string(tasks.starts[i]) + ", " + std::to_string(tasks.durations[i]) + ", " +
             std::to_string(tasks.usages[i]) + ")";
    return s;
}

// Search finds exactly the assignments the statement accepts, under every inference, and the
// propagator's satisfied() agrees with it.
TEST(Cumulative, SearchFindsExactlyTheSchedulesThatFit) {
    Random rng(5);
    for (int round = 0; round < csp::testing::random_cases(300, 60); ++round) {
        Tasks tasks;
        const Problem p = random_cumulative(rng, tasks);
        const auto holds = [&](const Assignment& a) { return fits(tasks, a); };
        expect_engines_match(p, accepted(p, holds), "round " + std::to_string(round) + ": " + shown(tasks));
    }
}

// With learning (restarting often, so the clauses learnt from its explanations are carried across
// runs) the count is exact as well: an explanation too strong would cut a schedule.
TEST(Cumulative, LearningCountsExactly) {
    Random rng(11);
    int explained_conflicts = 0;
    for (int round = 0; round < csp::testing::random_cases(300, 60); ++round) {
        Tasks tasks;
        const Problem p = random_cumulative(rng, tasks);
        const std::set<Assignment> expected = accepted(p, [&](const Assignment& a) { return fits(tasks, a); });
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        const Result r = Solver(p, o).solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a schedule twice";
        std::vector<Assignment> missing, extra;
        std::set_difference(expected.begin(), expected.end(), found.begin(), found.end(), std::back_inserter(missing));
        std::set_difference(found.begin(), found.end(), expected.begin(), expected.end(), std::back_inserter(extra));
        EXPECT_TRUE(missing.empty() && extra.empty())
            << "round " << round << ": " << shown(tasks) << "; missing " << ::testing::PrintToString(missing)
            << ", extra " << ::testing::PrintToString(extra) << ", domains "
            << ::testing::PrintToString(std::vector<std::vector<int>>([&] {
                   std::vector<std::vector<int>> d;
                   for (VarId x = 0; x < p.num_variables(); ++x) d.emplace_back(p.labels(x).begin(), p.labels(x).end());
                   return d;
               }()));
        for (const Assignment& s : found) EXPECT_TRUE(fits(tasks, s)) << round;
        explained_conflicts += r.stats.wipeouts > 0 ? 1 : 0;
    }
    EXPECT_GT(explained_conflicts, 0);  // some rounds learnt from conflicts
}

// Time-tabling, capacity 2: a (duration 3, usage 2) must run over [1, 3), so b (duration 2) starts
// at 3 or later and c (duration 1) keeps only 0, its latest start walked down past 2 and 1; in the
// next pass c at 0 leaves a no room at 0, so a = 1 and runs over [1, 4). b, narrowed in the first
// pass, is not narrowed again in the same call (the learning trail's order: see propagate()), so it
// keeps 3 though a now covers it.
TEST(Cumulative, CompulsoryPartsCutTheStartsAroundThem) {
    Problem p;
    const VarId a = p.add_variable("a", 0, 1), b = p.add_variable("b", 0, 6), c = p.add_variable("c", 0, 2);
    const VarId capacity = p.add_variable("capacity", 0, 2);
    const std::vector<VarId> starts = {a, b, c};
    const std::vector<int> durations = {3, 2, 1}, usages = {2, 1, 1};
    add_cumulative(p, starts, durations, usages, capacity);
    EXPECT_EQ(after_propagation(p, a), (std::set<int>{1}));
    EXPECT_EQ(after_propagation(p, b), (std::set<int>{3, 4, 5, 6}));
    EXPECT_EQ(after_propagation(p, c), (std::set<int>{0}));
    EXPECT_EQ(after_propagation(p, capacity), (std::set<int>{2}));  // a alone uses 2
    Problem q;
    const VarId x = q.add_variable("x", 0, 0), y = q.add_variable("y", 0, 1), two = q.add_variable("two", 2, 2);
    const std::vector<VarId> both = {x, y};
    const std::vector<int> long_runs = {3, 3}, full = {2, 1};
    add_cumulative(q, both, long_runs, full, two);  // x fills [0, 3); y must overlap it wherever it starts
    EXPECT_TRUE(after_propagation(q, y).empty());
}

TEST(Cumulative, RefusesWhatMiniZincAssumesAway) {
    Problem p;
    const VarId s = p.add_variable("s", 0, 3), b = p.add_variable("b", -2, 2);
    const std::vector<VarId> one = {s};
    const std::vector<int> two = {1, 1}, unit = {1}, negative = {-1};
    EXPECT_THROW(add_cumulative(p, one, two, unit, b), ModelError);
    EXPECT_THROW(add_cumulative(p, one, negative, unit, b), ModelError);
    EXPECT_THROW(add_cumulative(p, one, unit, negative, b), ModelError);
    EXPECT_THROW(add_cumulative(p, one, unit, unit, 7), ModelError);
    const std::vector<VarId> unknown = {7};
    EXPECT_THROW(add_cumulative(p, unknown, unit, unit, b), ModelError);
    EXPECT_NO_THROW(add_cumulative(p, one, unit, unit, b));
    EXPECT_EQ(after_propagation(p, b), (std::set<int>{0, 1, 2}));  // a capacity is never negative
}

}  // namespace
}  // namespace csp::testing
