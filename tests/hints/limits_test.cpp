// The step finder honours limits: a time limit or a stop ends a path, a hint and a rating early
// and says so (LimitReached, a hit guard, no rating), never as "stuck" or a wrong rating.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>

#include "sudoku/format.hpp"
#include "sudoku/generator/grading.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

const sudoku::PencilMarks kEmpty64{sudoku::Grid(8)};  // every technique is tried and none applies: seconds

TEST(StepFinderLimits, AStopEndsThePathAsALimitNotAsStuck) {
    const std::atomic<bool> stop{true};
    const SolvingPath path = solve_logically(kEmpty64, {.limits = {.cancel = &stop}});
    EXPECT_EQ(path.end, PathEnd::LimitReached);
    EXPECT_TRUE(path.steps.empty());
    EXPECT_EQ(to_string(path.end), "limit reached");
}

TEST(StepFinderLimits, ATimeLimitEndsTheSearchForAStep) {
    // Without a limit the finder tries every technique and ends Stuck after seconds; with 1 ms it
    // is stopped inside one of them (the guard reads the clock at least every 2 ms of work).
    const SolvingPath path = solve_logically(kEmpty64, {.limits = {.time_limit = std::chrono::milliseconds(1)}});
    EXPECT_EQ(path.end, PathEnd::LimitReached);
}

TEST(StepFinderLimits, NextStepReportsTheStopThroughItsGuard) {
    const std::atomic<bool> stop{true};
    csp::LimitGuard guard({.cancel = &stop});
    EXPECT_FALSE(next_step(Board(kEmpty64), every_technique(), Order::SudokuExplainer, &guard));
    EXPECT_TRUE(guard.hit());
    csp::LimitGuard free({});  // no limit: an easy position gets its step
    const auto easy =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    EXPECT_TRUE(next_step(Board(sudoku::PencilMarks(easy)), every_technique(), Order::SudokuExplainer, &free));
    EXPECT_FALSE(free.hit());
}

TEST(StepFinderLimits, AStoppedRatingIsNoRating) {
    const auto easy =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const std::atomic<bool> stop{true};
    EXPECT_FALSE(sudoku::rate_puzzle(easy, {.cancel = &stop}));
    EXPECT_FALSE(sudoku::rates_at_most(easy, Level::Easy, {.cancel = &stop}));
    ASSERT_TRUE(sudoku::rate_puzzle(easy));
    EXPECT_EQ(sudoku::rate_puzzle(easy)->level, Level::Easy);
    EXPECT_TRUE(sudoku::rates_at_most(easy, Level::Easy));
}

}  // namespace
}  // namespace hints_test
