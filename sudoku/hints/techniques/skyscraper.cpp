// Skyscraper: two parallel lines each holding a digit in only two cells, with one end of each on a
// common cross line. The two bottom ends cannot both hold the digit (they share the cross line),
// so one of the two top ends does, and a cell that sees both top ends loses the digit.
#include <string>

#include "sudoku/hints/techniques/conjugates.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

/// The skyscrapers on `digit` whose conjugate pairs lie in rows (or columns); false once the sink
/// is full.
bool find_in_lines(const Board& board, StepSink& sink, int digit, bool rows) {
    const int side = board.side();
    const auto pairs = conjugate_pairs(board, digit, rows ? 0 : side, rows ? side : 2 * side);
    auto cross = [&](int cell) { return rows ? board.column(cell) : board.row(cell); };
    auto cross_unit = [&](int cell) {
        return rows ? board.column_unit(board.column(cell)) : board.row_unit(board.row(cell));
    };
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        for (std::size_t j = i + 1; j < pairs.size(); ++j) {
            for (int bottom1 : {pairs[i].first, pairs[i].second}) {
                for (int bottom2 : {pairs[j].first, pairs[j].second}) {
                    const int top1 = pairs[i].other(bottom1);
                    const int top2 = pairs[j].other(bottom2);
                    // Tops on one cross line as well would make an X-Wing.
                    if (cross(bottom1) != cross(bottom2) || cross(top1) == cross(top2)) continue;
                    Step step{.technique = Technique::Skyscraper,
                              .units = {pairs[i].unit, pairs[j].unit, cross_unit(bottom1)}};
                    for (int cell : board.seen_by_all({top1, top2}, digit)) step.eliminations.push_back({cell, digit});
                    if (step.eliminations.empty()) continue;
                    for (int cell : {top1, bottom1, bottom2, top2}) step.marks.push_back({{cell, digit}});
                    step.chain = {{{top1}, digit, {bottom1}, digit, true},
                                  {{bottom1}, digit, {bottom2}, digit, false},
                                  {{bottom2}, digit, {top2}, digit, true}};
                    const std::string d = board.digit_name(digit);
                    step.reason = "Skyscraper on " + d + ", " + board.unit_name(pairs[i].unit) + " and " +
                                  board.unit_name(pairs[j].unit) + " hold " + d + " only in " +
                                  cells_text({pairs[i].first, pairs[i].second}, side) + " and " +
                                  cells_text({pairs[j].first, pairs[j].second}, side) + "; " +
                                  board.cell_name(bottom1) + " and " + board.cell_name(bottom2) + " share " +
                                  board.unit_name(cross_unit(bottom1)) + ", so one of them is not " + d +
                                  " and one of " + board.cell_name(top1) + " and " + board.cell_name(top2) + " is " +
                                  d + ": the cells seeing both lose " + d;
                    if (!sink.add(std::move(step))) return false;
                }
            }
        }
    }
    return true;
}

}  // namespace

void find_skyscraper(const Board& board, StepSink& sink) {
    for (int digit = 1; digit <= board.side(); ++digit)
        for (const bool rows : {true, false})
            if (!find_in_lines(board, sink, digit, rows)) return;
}

}  // namespace sudoku::hints
