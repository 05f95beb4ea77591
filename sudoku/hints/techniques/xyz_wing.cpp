// XYZ-Wing: a pivot holding only {x,y,z} sees two pincers holding only {x,z} and {y,z}. Whichever
// value the pivot takes, one of the three cells is z, so a cell seeing all three cannot be z.
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"
#include "sudoku/hints/techniques/wings.hpp"

namespace sudoku::hints {

namespace {

Step xyz_wing(const Board& board, int pivot, int a, int b) {
    const int z = std::countr_zero(board.candidates(a) & board.candidates(b)) + 1;
    Step step = wing_step(board, Technique::XYZWing, {pivot, a, b}, z);
    for (int pincer : {a, b})
        for (int unit : shared_units(board, pivot, pincer)) step.units.push_back(unit);
    step.reason = "XYZ-Wing, " + cell_with_digits(board, pivot) + " sees " + cell_with_digits(board, a) + " and " +
                  cell_with_digits(board, b) + ": whichever value " + board.cell_name(pivot) +
                  " takes, one of the three cells is " + board.digit_name(z) + ", so a cell seeing all three loses " +
                  board.digit_name(z);
    return step;
}

}  // namespace

void find_xyz_wing(const Board& board, StepSink& sink) {
    for (int pivot = 0; pivot < board.cells(); ++pivot) {
        if (board.count(pivot) != 3) continue;
        const Digits xyz = board.candidates(pivot);
        const auto peers = board.geometry().peers(pivot);
        auto pincer = [&](int cell) {
            const Digits digits = board.candidates(cell);
            return std::popcount(digits) == 2 && (digits & ~xyz) == 0;
        };
        for (std::size_t i = 0; i < peers.size(); ++i) {
            const int a = peers[i];
            if (!pincer(a)) continue;
            for (std::size_t j = i + 1; j < peers.size(); ++j) {
                const int b = peers[j];
                // Two different pairs of the pivot's digits: together they cover it, and share z.
                if (!pincer(b) || board.candidates(b) == board.candidates(a)) continue;
                if (!sink.add(xyz_wing(board, pivot, a, b))) return;
            }
        }
    }
}

}  // namespace sudoku::hints
