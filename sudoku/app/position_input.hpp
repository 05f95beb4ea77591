#pragma once
// The input of `hint`, `explain` and `grade`: puzzles in any of the puzzle forms, or pencil-mark
// positions as lines of HoDoKu's library format or as pencil-mark grids (told apart by the first
// block of the input: HoDoKu's lines start with ':', a grid has a row with a cell of several
// candidates, a bracketed value or '-'). Read one position at a time, in bounded memory.

#include <istream>
#include <memory>
#include <optional>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/hints/hodoku_format.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::app {

struct Position {
    int index = 0;                            ///< 0-based among the input's positions
    int line = 0;                             ///< 1-based line where it starts
    bool alone = false;                       ///< the input's only position
    std::optional<Grid> givens;               ///< the puzzle (HoDoKu line: its givens alone; grid: its values)
    std::optional<PencilMarks> marks;         ///< unset when the givens clash
    std::optional<hints::HodokuCase> hodoku;  ///< set for a line of HoDoKu's format
    std::optional<ParseError> error;          ///< set when it could not be read
};

/// Reads the positions of a stream. A UTF-8 byte order mark at its start is skipped.
class PositionReader {
public:
    PositionReader(std::istream& in, std::string source);
    ~PositionReader();
    PositionReader(const PositionReader&) = delete;
    PositionReader& operator=(const PositionReader&) = delete;

    /// The next position (or the reason it could not be read); nullopt at the end of the input.
    std::optional<Position> next();

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sudoku::app
