// 2-String Kite: a row and a column each holding a digit in only two cells, one end of each in a
// common box (two different cells). Those two ends cannot both hold the digit, so one of the
// other two ends does, and the cell seeing both of them loses the digit.
#include <string>

#include "sudoku/hints/techniques/conjugates.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// A kite from a row pair and a column pair joined in a box at `row_end` and `column_end`; false
/// once the sink is full.
bool add_kite(const Board& board, StepSink& sink, int digit, const ConjugatePair& row, const ConjugatePair& column,
              int row_end, int column_end) {
    const int row_tail = row.other(row_end);
    const int column_tail = column.other(column_end);
    Step step{.technique = Technique::TwoStringKite,
              .units = {row.unit, column.unit, board.box_unit(board.box_of(row_end))}};
    for (int cell : board.seen_by_all({row_tail, column_tail}, digit)) step.eliminations.push_back({cell, digit});
    if (step.eliminations.empty()) return true;
    for (int cell : {row_tail, row_end, column_end, column_tail}) step.marks.push_back({{cell, digit}});
    step.chain = {{{row_tail}, digit, {row_end}, digit, true},
                  {{row_end}, digit, {column_end}, digit, false},
                  {{column_end}, digit, {column_tail}, digit, true}};
    const std::string d = board.digit_name(digit);
    const int side = board.side();
    step.reason = "2-String Kite on " + d + ", " + board.unit_name(row.unit) + " holds " + d + " only in " +
                  cells_text({row.first, row.second}, side) + " and " + board.unit_name(column.unit) + " only in " +
                  cells_text({column.first, column.second}, side) + "; " + board.cell_name(row_end) + " and " +
                  board.cell_name(column_end) + " share " + board.unit_name(step.units[2]) +
                  ", so one of them is not " + d + " and one of " + board.cell_name(row_tail) + " and " +
                  board.cell_name(column_tail) + " is " + d + ": the cells seeing both lose " + d;
    return sink.add(std::move(step));
}

}  // namespace

void find_two_string_kite(const Board& board, StepSink& sink) {
    const int side = board.side();
    for (int digit = 1; digit <= side; ++digit) {
        const auto rows = conjugate_pairs(board, digit, 0, side);
        const auto columns = conjugate_pairs(board, digit, side, 2 * side);
        for (const ConjugatePair& row : rows) {
            for (const ConjugatePair& column : columns) {
                // A cell in both pairs would make this a chain of two links, not a kite.
                if (row.first == column.first || row.first == column.second || row.second == column.first ||
                    row.second == column.second)
                    continue;
                for (int row_end : {row.first, row.second})
                    for (int column_end : {column.first, column.second})
                        if (board.box_of(row_end) == board.box_of(column_end) &&
                            !add_kite(board, sink, digit, row, column, row_end, column_end))
                            return;
            }
        }
    }
}

}  // namespace sudoku::hints
