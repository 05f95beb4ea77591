#pragma once
/// The search shared by basic and finned fish (basic_fish.cpp, finned_fish.cpp). A fish of size k on
/// a digit: k base lines (rows, or columns) whose candidates of the digit lie in k cover lines of
/// the other direction, apart from fins. Without fins every cover line has its digit in a base
/// line, so the cover lines' other cells lose it; with fins, either a fin is the digit or the fish
/// holds, so only the cover cells that see every fin lose it — for parallel lines, the cover cells
/// in the fins' box, which is why the fins must share one box.

#include <functional>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

struct Fish {
    int digit = 0;
    std::vector<int> base;   ///< base units (all rows or all columns), increasing
    std::vector<int> cover;  ///< cover units of the other direction, increasing
    std::vector<int> body;   ///< the base lines' candidates inside the cover lines
    std::vector<int> fins;   ///< the base lines' candidates outside them, in one box; empty for a basic fish
    /// Some base line keeps at most one candidate besides its fins (HoDoKu's definition).
    bool sashimi = false;
};

/// Calls found(fish) for every fish of `size` lines on every digit, rows as base lines first, then
/// columns: the basic ones (finned false) or the ones with fins and at least one cell to eliminate
/// (finned true). Stops as soon as found returns false, or once `sink` is stopped (a limit).
void for_each_fish(const Board& board, int size, bool finned, StepSink& sink,
                   const std::function<bool(const Fish&)>& found);

/// What the fish eliminates: the cover lines' candidates outside the base lines that see every fin.
std::vector<Candidate> fish_eliminations(const Board& board, const Fish& fish);

/// The step for a fish: its eliminations, units (base then cover), marks (body as Pattern, fins as
/// Fin) and the reason in words; a fish that removes nothing gets no words (a sink drops it).
Step fish_step(const Board& board, const Fish& fish, Technique technique);

}  // namespace sudoku::hints
