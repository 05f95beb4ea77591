#include "sudoku/hints/techniques/wings.hpp"

namespace sudoku::hints {

std::vector<int> shared_units(const Board& board, int a, int b) {
    std::vector<int> units;
    for (int unit : board.geometry().units_of(a))
        if (board.in_unit(unit, b)) units.push_back(unit);
    return units;
}

std::string cell_with_digits(const Board& board, int cell) {
    return board.cell_name(cell) + " " + board.digits_text(digits_of(board.candidates(cell)));
}

Step wing_step(const Board& board, Technique technique, const std::vector<int>& wing, int digit) {
    Step step{.technique = technique};
    for (int cell : board.seen_by_all(wing, digit)) step.eliminations.push_back({cell, digit});
    for (int cell : wing)
        for (int d : digits_of(board.candidates(cell))) step.marks.push_back({{cell, d}});
    return step;
}

}  // namespace sudoku::hints
