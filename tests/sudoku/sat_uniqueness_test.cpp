// The generator's SAT checks: each answer agrees with dlx counting the cleared puzzle (two solutions
// exactly when another one exists), on puzzles where most clues can go and on minimal ones where
// none can; a stopped search answers LimitReached.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/sat_uniqueness.hpp"

namespace {

using sudoku::GeneratedPuzzle;
using sudoku::Grid;

TEST(SatUniqueness, AgreesWithCountingWhenAClueIsCleared) {
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        for (const int target : {35, 0}) {
            SCOPED_TRACE("seed " + std::to_string(seed) + ", clue target " + std::to_string(target));
            const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .clues = target, .backend = "dlx"});
            int removable = 0;
            for (int cell = 0; cell < p.puzzle.cells(); ++cell) {
                if (p.puzzle[cell] == 0) continue;
                Grid fewer = p.puzzle;
                fewer.set(cell, 0);
                const bool unique = sudoku::solve(fewer, {.backend = "dlx", .max_solutions = 2}).unique();
                removable += unique;
                EXPECT_EQ(sudoku::sat_other_solution(fewer, p.solution, cell, {}),
                          unique ? csp::Status::Unsatisfiable : csp::Status::Satisfied)
                    << "cell " << cell;
            }
            if (target == 0) EXPECT_EQ(removable, 0);
            else EXPECT_GT(removable, 0);
        }
    }
}

TEST(SatUniqueness, AStoppedCheckAnswersLimitReached) {
    const GeneratedPuzzle p = sudoku::generate(3, {.seed = 7, .backend = "dlx"});
    int cell = 0;
    while (p.puzzle[cell] == 0) ++cell;
    Grid fewer = p.puzzle;
    fewer.set(cell, 0);
    const std::atomic<bool> cancel{true};
    EXPECT_EQ(sudoku::sat_other_solution(fewer, p.solution, cell, {.cancel = &cancel}), csp::Status::LimitReached);
    EXPECT_EQ(sudoku::sat_other_solution(fewer, p.solution, cell, {}), csp::Status::Satisfied);  // the puzzle is minimal
}

}  // namespace
