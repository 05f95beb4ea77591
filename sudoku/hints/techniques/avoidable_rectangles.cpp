// Avoidable rectangles: a unique rectangle among cells the solver has placed. Four cells on two
// rows, two columns and two boxes, none of them a given, may not end as a on one diagonal and b on
// the other: swapping a and b there would solve the givens a second time. With a and b placed in
// two corners of one box (a given has no say: it cannot swap):
//   type 1: a third corner placed with the digit that completes the pattern, the fourth (open,
//           two candidates) loses the last one;
//   type 2: the two open corners hold the missing digit and one extra digit x each, the same x in
//           both, so one of them is x and every cell seeing both loses x.
// As in HoDoKu, the open corners hold exactly two candidates, and the rule needs the givens alone
// to have one solution: Board's `unique` with the givens known.
#include <algorithm>
#include <bit>
#include <string>
#include <tuple>
#include <vector>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

bool placed_since(const Board& board, int cell) { return board.value(cell) != 0 && !board.given(cell); }

/// The pattern's corners: `first` and `second` placed in one box, `across_first` in a line with
/// `first`, `across_second` with `second`, in another box.
struct Corners {
    int first;
    int second;
    int across_first;
    int across_second;
};

/// Calls found(corners) for every rectangle whose first two corners are placed since the givens,
/// each once; stops when found returns false.
template <class Found>
void for_each_avoidable(const Board& board, Found&& found) {
    for (int first = 0; first < board.cells(); ++first) {
        if (!placed_since(board, first)) continue;
        for (int second : board.geometry().unit(board.box_unit(board.box_of(first)))) {
            const bool same_row = board.row(second) == board.row(first);
            if (second <= first || (!same_row && board.column(second) != board.column(first))) continue;
            if (!placed_since(board, second)) continue;
            for (int k = 0; k < board.side(); ++k) {
                const int across_first = same_row ? board.geometry().cell(k, board.column(first))
                                                  : board.geometry().cell(board.row(first), k);
                const int across_second = same_row ? board.geometry().cell(k, board.column(second))
                                                   : board.geometry().cell(board.row(second), k);
                if (board.box_of(across_first) == board.box_of(first)) continue;
                if (!found(Corners{first, second, across_first, across_second})) return;
            }
        }
    }
}

/// An open corner with exactly two candidates, one of them `digit`.
bool open_pair_with(const Board& board, int cell, int digit) {
    return board.value(cell) == 0 && board.count(cell) == 2 && board.has(cell, digit);
}

Step avoidable_step(const Board& board, const Corners& c, Technique technique) {
    Step step{.technique = technique};
    for (int cell : {c.first, c.second, c.across_first, c.across_second}) {
        if (board.value(cell) != 0) step.marks.push_back({{cell, board.value(cell)}, Role::Pattern});
        else
            for (int digit : digits_of(board.candidates(cell))) step.marks.push_back({{cell, digit}, Role::Pattern});
    }
    for (int cell : {c.first, c.across_second}) {
        step.units.push_back(board.row(c.first) == board.row(c.second) ? board.column_unit(board.column(cell))
                                                                       : board.row_unit(board.row(cell)));
    }
    return step;
}

std::string describe(const Board& board, const Corners& c) {
    const int a = board.value(c.first);
    const int b = board.value(c.second);
    return "avoidable rectangle on " + board.digits_text({std::min(a, b), std::max(a, b)}) + " in " +
           cells_text({c.first, c.second, c.across_first, c.across_second}, board.side()) + ": " +
           cells_text({c.first, c.second}, board.side()) + " were placed as " + board.digit_name(a) + " and " +
           board.digit_name(b) + ", not given";
}

std::string swap_clause(const Board& board, const Corners& c) {
    return "the four cells, none of them given, could swap " + board.digit_name(board.value(c.first)) + " and " +
           board.digit_name(board.value(c.second)) + " and solve the givens a second time";
}

bool type_1(const Board& board, const Corners& c, StepSink& sink) {
    const int a = board.value(c.first);
    const int b = board.value(c.second);
    // The pattern needs across_first = b and across_second = a.
    for (auto [placed, open, wanted, missing] :
         {std::tuple{c.across_first, c.across_second, b, a}, std::tuple{c.across_second, c.across_first, a, b}}) {
        if (!placed_since(board, placed) || board.value(placed) != wanted || !open_pair_with(board, open, missing))
            continue;
        Step step = avoidable_step(board, c, Technique::AvoidableRectangle1);
        step.eliminations.push_back({open, missing});
        step.reason = describe(board, c) + ", and " + board.cell_name(placed) + " was placed as " +
                      board.digit_name(wanted) + "; were " + board.cell_name(open) + " " + board.digit_name(missing) +
                      ", " + swap_clause(board, c) + ", so it loses " + board.digit_name(missing);
        if (!sink.add(std::move(step))) return false;
    }
    return true;
}

bool type_2(const Board& board, const Corners& c, StepSink& sink) {
    const int a = board.value(c.first);
    const int b = board.value(c.second);
    if (!open_pair_with(board, c.across_first, b) || !open_pair_with(board, c.across_second, a)) return true;
    const Digits extra = board.candidates(c.across_first) & ~(Digits{1} << (b - 1));
    if (extra != (board.candidates(c.across_second) & ~(Digits{1} << (a - 1)))) return true;
    const int x = std::countr_zero(extra) + 1;
    const std::vector<int> both = {c.across_first, c.across_second};
    Step step = avoidable_step(board, c, Technique::AvoidableRectangle2);
    for (Mark& mark : step.marks)
        if (mark.candidate.digit == x) mark.role = Role::Fin;
    for (int cell : board.seen_by_all(both, x)) step.eliminations.push_back({cell, x});
    step.reason = describe(board, c) + "; unless one of " + cells_text(both, board.side()) + " is " +
                  board.digit_name(x) + ", they would be " + board.digit_name(b) + " and " + board.digit_name(a) +
                  " and " + swap_clause(board, c) + "; so every cell seeing both loses " + board.digit_name(x);
    return sink.add(std::move(step));
}

}  // namespace

void find_avoidable_rectangle_1(const Board& board, StepSink& sink) {
    for_each_avoidable(board, [&](const Corners& c) { return type_1(board, c, sink); });
}

void find_avoidable_rectangle_2(const Board& board, StepSink& sink) {
    for_each_avoidable(board, [&](const Corners& c) { return type_2(board, c, sink); });
}

}  // namespace sudoku::hints
