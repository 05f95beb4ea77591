#pragma once
// The check of a position of `hint`, `explain` or `grade` before it is worked on (the count of its
// solutions, whether the uniqueness techniques may be used), and how the tool words hints::check_position's refusal (the rule itself is the library's, shared
// with Python and the web).

#include <chrono>
#include <string>

#include "sudoku/hints/policy.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::app {

/// hints::check_position for the tool (Ctrl-C stops its count; `explain`, which diagnoses what it
/// finds, gives the count longer).
hints::PositionCheck check_with_ctrl_c(
    const PencilMarks& position, hints::Uniqueness mode,
    std::chrono::milliseconds count_time = std::chrono::seconds(hints::kUniquenessSeconds));

/// The check's refusal with where the tool looks further: "it has several solutions (`sudoku
/// explain` shows two, and givens that make it unique)"; empty when the position is worked on.
std::string refusal_text(const hints::PositionCheck& check);

}  // namespace sudoku::app
