#include "sudoku/app/solution_count.hpp"

#include "sudoku/batch/interrupt.hpp"

namespace sudoku::app {

hints::PositionCheck check_with_ctrl_c(const PencilMarks& position, hints::Uniqueness mode,
                                       std::chrono::milliseconds count_time) {
    return hints::check_position(position, mode, {.cancel = &batch::interrupt_flag()}, count_time);
}

std::string refusal_text(const hints::PositionCheck& check) {
    if (!check.refusal) return "";
    return *check.refusal + (check.solutions == 0 ? " (`sudoku explain` names the givens that cannot all hold)"
                                                  : " (`sudoku explain` shows two, and givens that make it unique)");
}

}  // namespace sudoku::app
