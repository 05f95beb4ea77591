// Empty Rectangle: a box whose candidates of a digit all lie in one row and one column of it (the
// rest of the box, a rectangle, is empty), each line holding some outside their crossing. If the
// box's row loses the digit, the box's column must hold it. With a conjugate pair in a column
// that starts in the box's row: if the cell where the pair's other row meets the box's column held
// the digit, the pair's other end would not, its first end would, and the box would have no place
// left. So that cell loses the digit (likewise with rows and columns swapped).
#include <bit>
#include <string>

#include "sudoku/hints/techniques/conjugates.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

struct Rectangle {
    int digit;
    int box;                 ///< box unit
    std::vector<int> cells;  ///< the box's candidates
    int row;                 ///< row index of the rectangle's row
    int column;              ///< column index of its column
};

/// The eliminations through conjugate pairs in cross lines of the rectangle's row (`along_row`)
/// or of its column; false once the sink is full.
bool use_pairs(const Board& board, StepSink& sink, const Rectangle& er, bool along_row) {
    const int side = board.side();
    const int line = along_row ? board.row_unit(er.row) : board.column_unit(er.column);
    for (int start : board.geometry().unit(line)) {
        if (!board.has(start, er.digit) || board.box_unit(board.box_of(start)) == er.box) continue;
        const int cross = along_row ? board.column_unit(board.column(start)) : board.row_unit(board.row(start));
        const auto pair = conjugate_pairs(board, er.digit, cross, cross + 1);
        if (pair.empty()) continue;
        const int end = pair.front().other(start);
        const int target = along_row ? end - board.column(end) + er.column : er.row * side + board.column(end);
        if (!board.has(target, er.digit) || board.box_unit(board.box_of(target)) == er.box) continue;
        const int other_line = along_row ? board.column_unit(er.column) : board.row_unit(er.row);
        std::vector<int> near;  // the box's candidates on the line through the pair's start
        std::vector<int> far;   // the others, all on the other line
        for (int cell : er.cells) (board.in_unit(line, cell) ? near : far).push_back(cell);
        Step step{.technique = Technique::EmptyRectangle,
                  .eliminations = {{target, er.digit}},
                  .units = {er.box, cross, line, other_line}};
        for (int cell : er.cells) step.marks.push_back({{cell, er.digit}, Role::Fin});
        step.marks.push_back({{start, er.digit}});
        step.marks.push_back({{end, er.digit}});
        step.chain = {{{end}, er.digit, {start}, er.digit, true},
                      {{start}, er.digit, near, er.digit, false},
                      {near, er.digit, far, er.digit, true}};
        const std::string d = board.digit_name(er.digit);
        step.reason = "Empty Rectangle on " + d + ", the " + d + "s of " + board.unit_name(er.box) + " lie only in " +
                      board.unit_name(board.row_unit(er.row)) + " and " +
                      board.unit_name(board.column_unit(er.column)) + ", and " + board.unit_name(cross) + " holds " +
                      d + " only in " + board.cell_name(start) + " and " + board.cell_name(end) + "; if " +
                      board.cell_name(target) + " were " + d + ", " + board.cell_name(start) + " would be " + d +
                      " and " + board.unit_name(er.box) + " would have no place left for it";
        if (!sink.add(std::move(step))) return false;
    }
    return true;
}

}  // namespace

void find_empty_rectangle(const Board& board, StepSink& sink) {
    const int side = board.side();
    const int box = board.box();
    // Positions in a box run row by row: a row of the box is `box` consecutive bits, a column every
    // box-th bit.
    Positions first_column = 0;
    for (int k = 0; k < box; ++k) first_column |= Positions{1} << (k * box);
    const Positions first_row = (Positions{1} << box) - 1;
    for (int digit = 1; digit <= side; ++digit) {
        for (int b = 0; b < side; ++b) {
            const int unit = board.box_unit(b);
            const Positions where = board.where(unit, digit);
            if (std::popcount(where) < 2) continue;
            Rectangle er{.digit = digit, .box = unit};
            for (int i : positions_of(where)) er.cells.push_back(board.unit_cell(unit, i));
            for (int r = 0; r < box; ++r) {
                for (int c = 0; c < box; ++c) {
                    const Positions row = first_row << (r * box);
                    const Positions column = first_column << c;
                    // All on the row or the column, and each holding one off their crossing.
                    if ((where & ~(row | column)) != 0 || (where & row & ~column) == 0 || (where & column & ~row) == 0)
                        continue;
                    er.row = b / box * box + r;
                    er.column = b % box * box + c;
                    if (!use_pairs(board, sink, er, true) || !use_pairs(board, sink, er, false)) return;
                }
            }
        }
    }
}

}  // namespace sudoku::hints
