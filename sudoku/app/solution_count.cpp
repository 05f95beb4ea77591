#include "sudoku/app/solution_count.hpp"

#include "sudoku/batch/interrupt.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"

namespace sudoku::app {

int count_solutions(const PencilMarks& position, std::chrono::milliseconds time_limit) {
    return count_to_two(marked_grid(position), {.time_limit = time_limit, .cancel = &batch::interrupt_flag()})
        .value_or(-1);
}

hints::PositionCheck check_with_ctrl_c(const PencilMarks& position, hints::Uniqueness mode) {
    return hints::check_position(position, mode, {.cancel = &batch::interrupt_flag()});
}

std::string refusal_text(const hints::PositionCheck& check) {
    if (!check.refusal) return "";
    return *check.refusal + (check.solutions == 0 ? " (`sudoku explain` names the givens that cannot all hold)"
                                                  : " (`sudoku explain` shows two, and givens that make it unique)");
}

}  // namespace sudoku::app
