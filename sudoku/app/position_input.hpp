#pragma once
// The input of `hint`, `explain` and `grade`: puzzles in any of the puzzle forms, or pencil-mark
// positions as lines of HoDoKu's library format (told apart by the first line that is not blank or
// a comment).

#include <optional>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/hints/hodoku_format.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::app {

struct Position {
    int index = 0;                            ///< 0-based among the input's positions
    int line = 0;                             ///< 1-based line where it starts
    std::optional<Grid> givens;               ///< the puzzle (for a HoDoKu line: its givens alone)
    std::optional<PencilMarks> marks;         ///< unset when the givens clash
    std::optional<hints::HodokuCase> hodoku;  ///< set for a line of HoDoKu's format
    std::optional<ParseError> error;          ///< set when it could not be read
};

/// Reads the whole input ("-" is standard input); nullopt after printing why it cannot be read.
std::optional<std::vector<Position>> read_positions(const std::string& path, std::string_view command);

}  // namespace sudoku::app
