#pragma once
/// A step's effect in the compact (Eureka) notation players write and HoDoKu prints: the eliminations
/// of one digit grouped by rows and columns, "r15c47<>7" for r1c4, r1c7, r5c4 and r5c7, instead of
/// naming every cell. For grids up to 9×9, where a row or column is one character.

#include <string>

#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

/// "r1c6=8, r2c79<>7, r13c5<>4": the placements one by one, then per digit (in increasing order)
/// its eliminated cells in groups of rows sharing the same columns. Above 9×9, the long form
/// (effect_text).
std::string compact_effect(const Step& step, int side);

/// The step's explanation with its effect in the compact notation: compact_effect, then its reason.
std::string compact_explanation(const Step& step, int side);

}  // namespace sudoku::hints
