// The parallel portfolio: its runs never change an answer (counts against the brute-force oracle),
// the first answer stops the others, and a caller's cancel flag stops them all.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <new>
#include <set>
#include <stdexcept>
#include <thread>

#include "csp/search/portfolio.hpp"
#include "test_models.hpp"

namespace {

using namespace csp;

TEST(Portfolio, VariantsKeepTheFirstAndRandomiseTheRest) {
    const SolverOptions base{.variable_order = VariableOrder::Mrv, .seed = 5, .max_solutions = 2};
    const auto runs = portfolio_variants(base, 4);
    ASSERT_EQ(runs.size(), 4u);
    EXPECT_FALSE(runs[0].random_ties);
    EXPECT_EQ(runs[0].restarts, RestartPolicy::None);
    EXPECT_EQ(runs[0].seed, 5u);
    std::set<std::uint64_t> seeds;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        EXPECT_TRUE(runs[i].random_ties);
        EXPECT_EQ(runs[i].restarts, RestartPolicy::Luby);
        EXPECT_TRUE(runs[i].nogoods);  // keeps counts exact under restarts
        EXPECT_EQ(runs[i].max_solutions, 2u);
        seeds.insert(runs[i].seed);
    }
    EXPECT_EQ(seeds.size(), 3u);
    EXPECT_THROW((void)portfolio_variants(base, 0), std::invalid_argument);
    EXPECT_THROW((void)solve_portfolio(csp::testing::australia(3), std::span<const SolverOptions>{}),
                 std::invalid_argument);
}

TEST(Portfolio, CountsAndSolutionsMatchTheOracle) {
    Random rng(11);
    for (int trial = 0; trial < 60; ++trial) {
        const Problem p = csp::testing::random_problem(rng, {.with_nary = trial % 2 == 1});
        const auto expected = csp::testing::brute_force(p);
        const auto runs = portfolio_variants({.variable_order = VariableOrder::DomWdeg,
                                              .seed = static_cast<std::uint64_t>(trial),
                                              .max_solutions = 0,
                                              .restart_base = 1},
                                             3);
        const PortfolioResult r = solve_portfolio(p, runs);
        ASSERT_TRUE(r.result.complete) << "trial " << trial;
        EXPECT_EQ(r.result.solution_count, expected.size()) << "trial " << trial << " winner " << r.winner;
        EXPECT_EQ(std::set<Assignment>(r.result.solutions.begin(), r.result.solutions.end()), expected)
            << "trial " << trial;
        EXPECT_EQ(r.result.status, expected.empty() ? Status::Unsatisfiable : Status::Satisfied);
        EXPECT_GE(r.total_nodes, r.result.stats.nodes);
        for (const Assignment& a : r.result.solutions) EXPECT_EQ(violation(p, a), "") << "trial " << trial;
    }
}

TEST(Portfolio, FirstSolutionIsValidAndUnsatisfiableIsProved) {
    const Problem queens = csp::testing::queens(30);
    const PortfolioResult r = solve_portfolio(queens, portfolio_variants({.variable_order = VariableOrder::Mrv}, 3));
    ASSERT_EQ(r.result.status, Status::Satisfied);
    EXPECT_EQ(violation(queens, r.result.solutions.front()), "");
    const Problem two_colours = csp::testing::australia(2);
    EXPECT_EQ(solve_portfolio(two_colours, portfolio_variants({}, 2)).result.status, Status::Unsatisfiable);
}

TEST(Portfolio, CallersCancelFlagStopsEveryRun) {
    const Problem queens = csp::testing::queens(13);  // 73,712 solutions: counting them takes a while
    std::atomic<bool> cancel{false};
    SolverOptions base{.max_solutions = 0, .keep_solutions = false};
    base.limits.cancel = &cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        cancel = true;
    });
    const PortfolioResult r = solve_portfolio(queens, portfolio_variants(base, 2));
    canceller.join();
    EXPECT_EQ(r.result.status, Status::LimitReached);
    EXPECT_FALSE(r.result.complete);
}

TEST(Portfolio, EveryRunAtItsLimitGivesLimitReached) {
    const Problem queens = csp::testing::queens(12);
    const PortfolioResult r = solve_portfolio(
        queens, portfolio_variants({.max_solutions = 0, .keep_solutions = false, .limits = {.node_limit = 50}}, 3));
    EXPECT_EQ(r.result.status, Status::LimitReached);
    EXPECT_EQ(r.winner, 0);
    EXPECT_LT(r.result.solution_count, 14200u);
}

// A run that throws (out of memory in a worker) must not end the program from its thread: the others
// are stopped and joined, and the exception reaches the caller.
TEST(Portfolio, ARunsExceptionReachesTheCallerAfterTheOthersStop) {
    struct Outcome {
        Status status = Status::LimitReached;
    };
    std::atomic<int> stopped{0};
    const auto run = [&stopped](std::size_t i, const std::atomic<bool>* stop) {
        if (i == 1) throw std::bad_alloc();
        while (!stop->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        ++stopped;
        return Outcome{};
    };
    EXPECT_THROW((race_for_first_answer<Outcome>(3, SearchLimits{}, run)), std::bad_alloc);
    EXPECT_EQ(stopped.load(), 2);
}

}  // namespace
