#pragma once
// How many solutions a position of `hint`, `explain` or `grade` has, counted before it is worked on,
// and how the tool words hints::check_position's refusal (the rule itself is the library's, shared
// with Python and the web).

#include <chrono>
#include <string>

#include "sudoku/hints/policy.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::app {

/// The solutions of the position (its placed values, less its deleted candidates) counted to two
/// within `time_limit` (and Ctrl-C): 0, 1, 2 (two or more), or -1 when the count was cut short.
int count_solutions(const PencilMarks& position, std::chrono::milliseconds time_limit);

/// hints::check_position for the tool (Ctrl-C stops its count).
hints::PositionCheck check_with_ctrl_c(const PencilMarks& position, hints::Uniqueness mode);

/// The check's refusal with where the tool looks further: "it has several solutions (`sudoku
/// explain` shows two, and givens that make it unique)"; empty when the position is worked on.
std::string refusal_text(const hints::PositionCheck& check);

}  // namespace sudoku::app
