#pragma once
/// What the subcommands share: the puzzles of a file with what an exact solver says of each, and
/// the number formats of the reports.

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "bench/hints/commands.hpp"
#include "sudoku/compare/puzzle_set.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/hints/path.hpp"

namespace sudoku::hints_bench {

/// A puzzle and its solutions by the dlx backend: up to two, each passed by the validator.
struct KnownPuzzle {
    compare::Puzzle puzzle;
    std::vector<Grid> solutions;
    bool unique = false;  ///< exactly one solution (the search was complete)

    /// The solving path's options: the uniqueness techniques only for a unique puzzle.
    hints::PathOptions path_options() const { return {.unique = unique}; }
};

/// The first file.limit puzzles of the file (0 = all). Throws std::runtime_error for a file that
/// cannot be read or holds no puzzle, ParseError (FILE:LINE:COLUMN) for a malformed puzzle.
std::vector<compare::Puzzle> load(const PuzzleFile& file);

/// Solves the puzzle with the dlx backend, asking for two solutions. Throws std::runtime_error
/// when a solution fails the validator (sudoku::solution_error).
KnownPuzzle know(const compare::Puzzle& puzzle);

/// "FILE: N puzzles (9x9)", the first line of each report.
void print_header(std::ostream& out, const std::string& what, const PuzzleFile& file,
                  const std::vector<compare::Puzzle>& puzzles);

/// `part` of `whole` in percent with one decimal ("12.5%"); "-" when whole is 0.
std::string percent(std::size_t part, std::size_t whole);

}  // namespace sudoku::hints_bench
