// Singles: the last empty cell of a unit (full house), a digit with one place left in a unit
// (hidden single), a cell with one candidate left (naked single).
#include <bit>
#include <string>

#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

void find_full_house(const Board& board, StepSink& sink) {
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        int empty = -1;
        int empties = 0;
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) == 0) ++empties, empty = cell;
        if (empties != 1 || board.count(empty) != 1) continue;
        const int digit = std::countr_zero(board.candidates(empty)) + 1;
        Step step{.technique = Technique::FullHouse, .placements = {{empty, digit}}, .units = {unit}};
        step.reason = "full house, the last empty cell of " + board.unit_name(unit);
        if (!sink.add(std::move(step))) return;
    }
}

void find_hidden_single(const Board& board, StepSink& sink) {
    // Boxes first: a person scans them first, and Sudoku Explainer rates them easier.
    const int side = board.side();
    for (int k = 0; k < 3 * side; ++k) {
        const int unit = (k + 2 * side) % (3 * side);
        for (int digit = 1; digit <= side; ++digit) {
            const Positions where = board.where(unit, digit);
            if (std::popcount(where) != 1) continue;
            const int cell = board.unit_cell(unit, std::countr_zero(where));
            Step step{.technique = Technique::HiddenSingle, .placements = {{cell, digit}}, .units = {unit}};
            step.reason =
                "hidden single, " + board.digit_name(digit) + " fits nowhere else in " + board.unit_name(unit);
            if (!sink.add(std::move(step))) return;
        }
    }
}

void find_naked_single(const Board& board, StepSink& sink) {
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (board.count(cell) != 1) continue;
        const int digit = std::countr_zero(board.candidates(cell)) + 1;
        Step step{.technique = Technique::NakedSingle, .placements = {{cell, digit}}};
        step.reason =
            "naked single, " + board.digit_name(digit) + " is the only candidate left in " + board.cell_name(cell);
        if (!sink.add(std::move(step))) return;
    }
}

}  // namespace sudoku::hints
