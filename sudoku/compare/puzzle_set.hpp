#pragma once
/// The puzzles a comparison runs on, each with the line it came from, so a wrong answer can be
/// traced back to the file.

#include <cstddef>
#include <istream>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::compare {

/// A puzzle and where it came from, so a wrong answer can be traced back to the file.
struct Puzzle {
    Grid grid;
    int line = 0;  ///< 1-based line where the puzzle starts
};

/// The first `limit` puzzles of `in` (0 = all), in stream order; `name` is the stream's name in
/// error messages. A malformed puzzle throws its ParseError ("NAME:LINE:COLUMN: ..."): skipping it
/// would silently change the set the figures are about. An empty result is the caller's to judge.
std::vector<Puzzle> read_puzzles(std::istream& in, const std::string& name, std::size_t limit);

/// read_puzzles() on the file at `path`. Throws std::runtime_error when the file cannot be read or
/// holds no puzzle.
std::vector<Puzzle> load_puzzles(const std::string& path, std::size_t limit);

}  // namespace sudoku::compare
