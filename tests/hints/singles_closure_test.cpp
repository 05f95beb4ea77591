// The forcing chains' filter: SE's searches skip an assumption whose singles closure meets no
// clash, and a group whose lines' closures share no fact. That leaves every step as the full
// search finds it only if the closure bounds Implications: every fact a line derives is in its
// closure, and every line that clashes clashes in its closure too. Checked by brute force, every
// assumption of each position under each reach the filter serves, on hard starts and on the same
// grids with candidates taken away at random (consistent or not, as the grids a nested chain's
// inner search meets).
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "positions.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/techniques/implications.hpp"
#include "sudoku/hints/techniques/singles_closure.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

struct Tally {
    int holding = 0;  ///< assumptions whose closure met no clash
    int clashing = 0;
    int exact = 0;  ///< holding ones whose closure is the line's facts exactly
};

/// Every assumption of the board: the line's facts within the closure, its clash met by the closure.
void expect_closure_bounds_lines(const Board& board, Reach reach, Tally& tally) {
    Implications implications(board, reach);
    SinglesClosure closure(board, reach);
    for (int cell = 0; cell < board.cells(); ++cell)
        for (int digit : digits_of(board.candidates(cell)))
            for (bool on : {true, false}) {
                implications.assume({cell, digit}, on);
                const bool holds = closure.assume({cell, digit}, on);
                if (!holds) {
                    ++tally.clashing;
                    continue;
                }
                ASSERT_FALSE(implications.clash().has_value())
                    << board.cell_name(cell) << (on ? "=" : "<>") << digit << " clashes, its closure not";
                FactBits line;
                for (const Implication& fact : implications.trail()) {
                    if (fact.cause == Cause::Premise) continue;
                    ASSERT_TRUE(closure.facts().has(fact.candidate, fact.on))
                        << board.cell_name(cell) << (on ? "=" : "<>") << digit << " leads to "
                        << board.cell_name(fact.candidate.cell) << (fact.on ? "=" : "<>") << fact.candidate.digit
                        << " outside its closure";
                    (fact.on ? line.on : line.off)[static_cast<std::size_t>(fact.candidate.digit - 1)] |=
                        CellBits::of(fact.candidate.cell);
                }
                ++tally.holding;
                bool same = true;
                for (std::size_t d = 0; d < 9; ++d)
                    same = same && line.on[d] == closure.facts().on[d] && line.off[d] == closure.facts().off[d];
                tally.exact += same ? 1 : 0;
            }
}

/// Every assumption of the board: the static closures found at once from the graph of singles
/// say what SinglesClosure says of each (whether it clashes; its facts where it holds).
void expect_static_closures_as_singles_closure(const Board& board, int& clashing) {
    const StaticClosures all(board);
    SinglesClosure closure(board, Reach::Static);
    for (int cell = 0; cell < board.cells(); ++cell)
        for (int digit : digits_of(board.candidates(cell)))
            for (bool on : {true, false}) {
                const bool holds = closure.assume({cell, digit}, on);
                ASSERT_EQ(all.holds({cell, digit}, on), holds) << board.cell_name(cell) << (on ? "=" : "<>") << digit;
                if (!holds) {
                    ++clashing;
                    continue;
                }
                const FactBits facts = all.facts({cell, digit}, on);
                for (std::size_t d = 0; d < 9; ++d) {
                    ASSERT_EQ(facts.on[d], closure.facts().on[d])
                        << board.cell_name(cell) << (on ? "=" : "<>") << digit;
                    ASSERT_EQ(facts.off[d], closure.facts().off[d])
                        << board.cell_name(cell) << (on ? "=" : "<>") << digit;
                }
            }
}

TEST(SinglesClosure, BoundsEveryLineOfReasoning) {
    Tally tally;
    unsigned seed = 1;
    for (const char* puzzle : kHardStarts)
        for (const Board& board : start_and_thinned(puzzle, seed++, {20, 45}))
            for (Reach reach : {Reach::Dynamic, Reach::Static, Reach::OneDigit}) {
                expect_closure_bounds_lines(board, reach, tally);
                if (HasFatalFailure()) return;
            }
    // Not vacuous: most lines hold, and the closure is mostly exact (a filter that said "maybe"
    // everywhere would pass the bound and save nothing).
    EXPECT_GT(tally.holding, 2000);
    EXPECT_GT(tally.clashing, 100);
    EXPECT_GT(tally.exact * 10, tally.holding * 9);
}

TEST(StaticClosures, AsSinglesClosureOfEachAssumption) {
    int clashing = 0;
    unsigned seed = 1;
    for (const char* puzzle : kHardStarts)
        for (const Board& board : start_and_thinned(puzzle, seed++, {20, 45})) {
            expect_static_closures_as_singles_closure(board, clashing);
            if (HasFatalFailure()) return;
        }
    EXPECT_GT(clashing, 50);  // not vacuous: the thinned grids have lines that clash
}

}  // namespace
}  // namespace hints_test
