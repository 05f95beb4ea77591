#include "sudoku/app/solution_count.hpp"

#include "sudoku/batch/interrupt.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"

namespace sudoku::app {

int count_solutions(const PencilMarks& position, std::chrono::milliseconds time_limit) {
    return count_to_two(marked_grid(position), time_limit, &batch::interrupt_flag()).value_or(-1);
}

std::string not_one_solution(int solutions) {
    if (solutions == 0) return "it has no solution (`sudoku explain` names the givens that cannot all hold)";
    if (solutions == 2) return "it has several solutions (`sudoku explain` shows two, and givens that make it unique)";
    return "";
}

}  // namespace sudoku::app
