// Locked candidates: where a digit's candidates in one unit all lie in the intersection with a
// second unit, the digit must go there, so the second unit's other cells lose it. Pointing: a box
// pointing along a line; claiming: a line claiming a box.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// The box (or the line) that holds every place of `where` in `unit`, or -1. A line's positions
/// run along it, a box's row by row, so a box's part of a line, or a line's part of a box, is a
/// mask of positions (the paths and every line of SE's dynamic chains (+) ask this of every unit).
int shared_unit(const Board& board, int unit, Positions where, bool want_box) {
    const int box = board.box();
    const int at = std::countr_zero(where);
    const int first = board.unit_cell(unit, at);
    const Positions band = ((Positions{1} << box) - 1) << (at / box * box);  // box consecutive positions
    if (want_box) return (where & ~band) == 0 ? board.box_unit(board.box_of(first)) : -1;
    if (std::popcount(where) < 2) return -1;  // one cell lies on two lines: a hidden single's business
    if ((where & ~band) == 0) return board.row_unit(board.row(first));
    Positions column = 0;  // a box's column: every box-th position
    for (int r = 0; r < box; ++r) column |= Positions{1} << (r * box + at % box);
    if ((where & ~column) == 0) return board.column_unit(board.column(first));
    return -1;
}

void find_locked(const Board& board, StepSink& sink, bool pointing) {
    const int side = board.side();
    const int first_unit = pointing ? 2 * side : 0;
    const int last_unit = pointing ? 3 * side : 2 * side;
    for (int unit = first_unit; unit < last_unit; ++unit) {
        for (int digit = 1; digit <= side; ++digit) {
            const Positions where = board.where(unit, digit);
            if (where == 0) continue;
            const int target = shared_unit(board, unit, where, !pointing);
            if (target < 0) continue;
            // Most digits of most units are locked with nothing to remove: no step is built for them
            // (the paths ask for this on every step; the words cost more than the search).
            bool removes = false;
            for (int i : positions_of(board.where(target, digit)))
                removes = removes || !board.in_unit(unit, board.unit_cell(target, i));
            if (!removes) continue;
            Step step{.technique = pointing ? Technique::Pointing : Technique::Claiming, .units = {unit, target}};
            for (int cell : board.geometry().unit(target))
                if (!board.in_unit(unit, cell) && board.has(cell, digit)) step.eliminations.push_back({cell, digit});
            for (int i : positions_of(where)) step.marks.push_back({{board.unit_cell(unit, i), digit}});
            step.reason = "locked candidates, in " + board.unit_name(unit) + " the " + board.digit_name(digit) +
                          "s lie only in " + board.unit_name(target) + ", so the rest of " + board.unit_name(target) +
                          " loses " + board.digit_name(digit);
            if (!sink.add(std::move(step))) return;
        }
    }
}

}  // namespace

void find_pointing(const Board& board, StepSink& sink) { find_locked(board, sink, true); }
void find_claiming(const Board& board, StepSink& sink) { find_locked(board, sink, false); }

}  // namespace sudoku::hints
