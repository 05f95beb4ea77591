// BUG+1 (bivalue universal grave plus one): when every unsolved cell holds two candidates and every
// digit appears exactly twice (or not at all) in each unit, the position has no solution or more
// than one (the candidates pair up around cycles that can take either of two assignments). If all
// of that holds but for one cell with three candidates, whose extra digit appears three times in
// each of its units, a puzzle with one solution must put that digit there: the cell loses its other
// two candidates (HoDoKu reports the step that way, leaving the single for the next step).
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_bug_plus_one(const Board& board, StepSink& sink) {
    int plus_one = -1;
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (board.value(cell) != 0 || board.count(cell) == 2) continue;
        if (board.count(cell) != 3 || plus_one >= 0) return;
        plus_one = cell;
    }
    if (plus_one < 0) return;
    // Every count is 0 or 2, except one digit of the cell counted three times in each of its units.
    int extra = 0;
    int units_with_three = 0;
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        for (int digit = 1; digit <= board.side(); ++digit) {
            const int count = std::popcount(board.where(unit, digit));
            if (count == 0 || count == 2) continue;
            if (count != 3 || !board.in_unit(unit, plus_one) || !board.has(plus_one, digit)) return;
            if (extra != 0 && extra != digit) return;
            extra = digit;
            ++units_with_three;
        }
    }
    if (units_with_three != 3) return;
    Step step{.technique = Technique::BugPlusOne};
    for (int unit : board.geometry().units_of(plus_one)) step.units.push_back(unit);
    for (int digit : digits_of(board.candidates(plus_one))) {
        if (digit != extra) step.eliminations.push_back({plus_one, digit});
        step.marks.push_back({{plus_one, digit}, digit == extra ? Role::Fin : Role::Pattern});
    }
    const std::string cell = board.cell_name(plus_one);
    const std::string digit = board.digit_name(extra);
    step.reason = "bivalue universal grave + 1: every unsolved cell but " + cell +
                  " holds two candidates, and each digit appears twice in each unit, but for " + digit +
                  " three times in " + board.unit_name(board.row_unit(board.row(plus_one))) + ", " +
                  board.unit_name(board.column_unit(board.column(plus_one))) + " and " +
                  board.unit_name(board.box_unit(board.box_of(plus_one))) + "; without " + digit + " in " + cell +
                  " the puzzle would have no solution or several, so " + cell + " is " + digit;
    sink.add(std::move(step));
}

}  // namespace sudoku::hints
