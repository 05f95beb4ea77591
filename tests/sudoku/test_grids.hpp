#pragma once
// Helpers of the Sudoku tests: grids built from a definition, independent of the code under test,
// and the reader run over a whole text.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_process.hpp"

namespace sudoku::testing {

/// The bundled puzzles (examples/puzzles/).
inline const std::string kPuzzles = std::string(CSP_SOURCE_DIR) + "/examples/puzzles/";

/// Arto Inkala's "hardest" 9×9: unique, and hard for singles-based search.
inline const std::string kInkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// Consistent givens with no solution, found only by searching.
inline const std::string kNoSolution =
    ".23.....94.....1...9..3..4.2..91...4.....78..9...4...23...9...1.6..........5.....";

/// The sudoku tool of this build, run as a process.
inline csp::testing::ProcessResult run_sudoku(const std::string& args, const std::string& input = "") {
    return csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/sudoku", args, input);
}

/// Solutions of `puzzle` up to two, by `backend`.
inline SolveResult count_two(const Grid& puzzle, const std::string& backend) {
    return solve(puzzle, {.backend = backend, .max_solutions = 2});
}

/// Every solution of `result` is a solution of `puzzle`, by the independent validator.
inline void expect_all_valid(const Grid& puzzle, const SolveResult& result) {
    for (const Grid& solution : result.solutions) EXPECT_EQ(solution_error(puzzle, solution), "");
}

/// A valid solved grid of any box size n by the shifted-rows pattern: row r is 1..N rotated by
/// n·(r mod n) + r div n. Built from the definition, independent of the code under test.
inline Grid pattern_solution(int n) {
    const int side = n * n;
    std::vector<int> cells;
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) cells.push_back((n * (r % n) + r / n + c) % side + 1);
    return Grid(n, cells);
}

/// `solution` with a fixed scatter of its cells (two in five) blanked.
inline Grid puzzle_of(const Grid& solution) {
    Grid puzzle = solution;
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if ((cell * 7 + cell / 3) % 5 < 2) puzzle.set(cell, 0);
    return puzzle;
}

/// Every entry PuzzleReader reads from `text` (source "test").
inline std::vector<PuzzleEntry> read_all(const std::string& text) {
    std::istringstream in(text);
    PuzzleReader reader(in, "test");
    std::vector<PuzzleEntry> entries;
    while (auto entry = reader.next()) entries.push_back(std::move(*entry));
    return entries;
}

/// Every grid of the puzzle file at `path`; a test failure for an unreadable file or entry.
inline std::vector<Grid> read_grids(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in) << path;
    PuzzleReader reader(in, path);
    std::vector<Grid> grids;
    while (auto entry = reader.next()) {
        EXPECT_TRUE(entry->grid) << path;
        if (entry->grid) grids.push_back(*entry->grid);
    }
    return grids;
}

/// The error parse() throws for `text` (source "test"); a test failure when it throws none.
inline ParseError parse_error(const std::string& text) {
    try {
        parse(text, "test");
    } catch (const ParseError& e) {
        return e;
    }
    ADD_FAILURE() << "no ParseError for:\n" << text.substr(0, 400);
    return ParseError("test", 0, 0, "(none)");
}

}  // namespace sudoku::testing
