// XY-Wing: a pivot holding only {x,y} sees two pincers holding only {x,z} and {y,z}. Whichever
// value the pivot takes, one pincer is z, so a cell seeing both pincers cannot be z.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"
#include "sudoku/hints/techniques/wings.hpp"

namespace sudoku::hints {

namespace {

int lowest_digit(Digits digits) { return std::countr_zero(digits) + 1; }

Step xy_wing(const Board& board, int pivot, int pincer_x, int pincer_y) {
    const Digits xy = board.candidates(pivot);
    const int x = lowest_digit(board.candidates(pincer_x) & xy);
    const int y = lowest_digit(board.candidates(pincer_y) & xy);
    const int z = lowest_digit(board.candidates(pincer_x) & ~xy);
    Step step = wing_step(board, Technique::XYWing, {pincer_x, pincer_y}, z);
    step.marks.push_back({{pivot, x}});
    step.marks.push_back({{pivot, y}});
    for (int pincer : {pincer_x, pincer_y})
        for (int unit : shared_units(board, pivot, pincer)) step.units.push_back(unit);
    // z off in one pincer: its other digit on, the pivot's copy of it off, the pivot's other digit
    // on, the other pincer's copy off, its z on.
    step.chain = {{{pincer_x}, z, {pincer_x}, x, true},
                  {{pincer_x}, x, {pivot}, x, false},
                  {{pivot}, x, {pivot}, y, true},
                  {{pivot}, y, {pincer_y}, y, false},
                  {{pincer_y}, y, {pincer_y}, z, true}};
    step.reason = "XY-Wing, " + cell_with_digits(board, pivot) + " sees " + cell_with_digits(board, pincer_x) +
                  " and " + cell_with_digits(board, pincer_y) + ": whichever of " + board.digit_name(x) + " and " +
                  board.digit_name(y) + " " + board.cell_name(pivot) + " takes, " + board.cell_name(pincer_x) + " or " +
                  board.cell_name(pincer_y) + " is " + board.digit_name(z) + ", so a cell seeing both loses " +
                  board.digit_name(z);
    return step;
}

}  // namespace

void find_xy_wing(const Board& board, StepSink& sink) {
    for (int pivot = 0; pivot < board.cells(); ++pivot) {
        if (board.count(pivot) != 2) continue;
        const Digits xy = board.candidates(pivot);
        const Digits x = xy & (~xy + 1);
        const auto peers = board.geometry().peers(pivot);
        for (int a : peers) {
            // Pincer a holds x and z, pincer b holds y and the same z.
            const Digits in_a = board.candidates(a);
            if (std::popcount(in_a) != 2 || (in_a & xy) != x) continue;
            const Digits z = in_a & ~x;
            for (int b : peers) {
                if (board.candidates(b) != ((xy & ~x) | z)) continue;
                if (!sink.add(xy_wing(board, pivot, a, b))) return;
            }
        }
    }
}

}  // namespace sudoku::hints
