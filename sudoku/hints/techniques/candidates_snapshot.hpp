#pragma once
/// Each cell's candidates at one position, kept to tell whether a later position lies within it
/// (has no candidate it lacked). The memos of the chain searches are built on it: what a chain
/// removes only shrinks as candidates go, so a search that found nothing at the kept position finds
/// nothing within it either, provided its links are the same (each search has its own test).

#include <cstddef>
#include <vector>

#include "sudoku/hints/board.hpp"

namespace sudoku::hints {

class CandidatesSnapshot {
public:
    /// Whether a position is kept and `board` has no candidate it lacked.
    bool contains(const Board& board) const {
        if (candidates_.empty() || static_cast<int>(candidates_.size()) != board.cells()) return false;
        for (int cell = 0; cell < board.cells(); ++cell)
            if ((board.candidates(cell) & ~candidates_[static_cast<std::size_t>(cell)]) != 0) return false;
        return true;
    }
    void take(const Board& board) {
        candidates_.resize(static_cast<std::size_t>(board.cells()));
        for (int cell = 0; cell < board.cells(); ++cell)
            candidates_[static_cast<std::size_t>(cell)] = board.candidates(cell);
    }
    void clear() { candidates_.clear(); }
    /// The kept candidates of `cell` (only when a position is kept).
    Digits at(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }

private:
    std::vector<Digits> candidates_;  // empty: no position kept
};

}  // namespace sudoku::hints
