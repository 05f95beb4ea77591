#pragma once
// What the wings (XY-Wing, XYZ-Wing, W-Wing) share: the units two cells have in common, and the
// step that takes a digit from every cell seeing all the wing's cells.

#include <string>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

/// The units (row, column, box) holding both cells, in that order.
std::vector<int> shared_units(const Board& board, int a, int b);

/// "r2c7 {3,8}": a cell and its candidates.
std::string cell_with_digits(const Board& board, int cell);

/// A step of `technique` eliminating `digit` from every cell that sees all of `wing` (none when no
/// cell does); every candidate of the wing's cells is marked as the pattern.
Step wing_step(const Board& board, Technique technique, const std::vector<int>& wing, int digit);

}  // namespace sudoku::hints
