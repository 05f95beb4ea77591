#pragma once
/// The templates of a digit on a 9×9: one way to place it once in every row, column and box. Those
/// that fit the position (every placed copy of the digit in it, every other cell of it still holding
/// the digit) are all the digit can still do, so a step that reads that digit's cells alone (a fish
/// of any shape, with or without fins) removes only candidates in none of them: where every
/// candidate lies in one, such a search finds nothing.

#include <array>
#include <bit>
#include <vector>

#include "sudoku/hints/board.hpp"

namespace sudoku::hints::templates {

inline constexpr int kSide = 9;

/// Per row: the columns a fitting template may give the digit there (a placed copy's alone).
inline std::array<unsigned, kSide> open_columns(const Board& board, int digit) {
    std::array<unsigned, kSide> open{};
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.value(cell) == digit || board.has(cell, digit))
            open[static_cast<std::size_t>(board.row(cell))] |= 1u << board.column(cell);
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.value(cell) == digit) open[static_cast<std::size_t>(board.row(cell))] = 1u << board.column(cell);
    return open;
}

/// Whether a fitting template goes through every candidate: `open`, per row, the columns a template
/// may take (open_columns); `candidates`, per row, the digit's candidates' columns. A template is
/// sought through each candidate no template found so far holds, so it stops at the first
/// candidate without one.
inline bool every_candidate_fits(std::array<unsigned, kSide> open, std::array<unsigned, kSide> candidates) {
    std::array<int, kSide> chosen{};  // per row: the template's column
    auto place = [&](auto&& self, int row, unsigned columns, unsigned boxes) -> bool {
        if (row == kSide) return true;
        for (unsigned free = open[static_cast<std::size_t>(row)] & ~columns; free != 0; free &= free - 1) {
            const int column = std::countr_zero(free);
            const unsigned box = 1u << (row / 3 * 3 + column / 3);
            if ((boxes & box) != 0) continue;
            chosen[static_cast<std::size_t>(row)] = column;
            if (self(self, row + 1, columns | 1u << column, boxes | box)) return true;
        }
        return false;
    };
    std::array<unsigned, kSide>& unmet = candidates;  // those in no template found yet
    for (std::size_t row = 0; row < unmet.size(); ++row) {
        while (unmet[row] != 0) {
            const unsigned all = open[row];
            open[row] &= unmet[row] & (~unmet[row] + 1);  // the template must take this candidate
            const bool found = place(place, 0, 0u, 0u);
            open[row] = all;
            if (!found) return false;
            for (std::size_t r = 0; r < unmet.size(); ++r) unmet[r] &= ~(1u << chosen[r]);
        }
    }
    return true;
}

/// Which digits' candidates all lie in fitting templates, for the position last asked, per thread:
/// each search of one digit's pattern asks on every step, and most positions are asked many times.
class FittingDigits {
public:
    static FittingDigits& of(const Board& board) {
        thread_local FittingDigits last;
        last.bind(board);
        return last;
    }
    /// Whether a search that reads `digit`'s cells alone (and removes only what its pattern proves)
    /// may find a step: not where every candidate of the digit lies in a fitting template (on
    /// other sizes: may).
    bool pattern_may_remove(int digit) {
        const Digits bit = Digits{1} << (digit - 1);
        if ((known_ & bit) == 0) {
            known_ |= bit;
            if (fits(digit)) fitting_ |= bit;
        }
        return (fitting_ & bit) == 0;
    }

private:
    void bind(const Board& board) {
        board_ = &board;
        bool same = candidates_.size() == static_cast<std::size_t>(board.cells());
        for (int cell = 0; same && cell < board.cells(); ++cell)
            same = candidates_[static_cast<std::size_t>(cell)] == board.candidates(cell) &&
                   values_[static_cast<std::size_t>(cell)] == board.value(cell);
        if (same) return;
        candidates_.resize(static_cast<std::size_t>(board.cells()));
        values_.resize(static_cast<std::size_t>(board.cells()));
        for (int cell = 0; cell < board.cells(); ++cell) {
            candidates_[static_cast<std::size_t>(cell)] = board.candidates(cell);
            values_[static_cast<std::size_t>(cell)] = board.value(cell);
        }
        known_ = 0;
        fitting_ = 0;
        placed_ = {};
        if (board.side() != kSide) return;
        for (int cell = 0; cell < board.cells(); ++cell)
            if (const int value = board.value(cell); value != 0)
                placed_[static_cast<std::size_t>(value - 1)][static_cast<std::size_t>(board.row(cell))] =
                    1u << board.column(cell);
    }

    /// every_candidate_fits for the bound board (9×9 only).
    bool fits(int digit) const {
        if (board_->side() != kSide) return false;
        std::array<unsigned, kSide> open{};
        std::array<unsigned, kSide> candidates{};
        const std::array<unsigned, kSide>& placed = placed_[static_cast<std::size_t>(digit - 1)];
        for (int row = 0; row < kSide; ++row) {
            const auto r = static_cast<std::size_t>(row);
            for (Positions where = board_->where(board_->row_unit(row), digit); where != 0; where &= where - 1)
                candidates[r] |=
                    1u << board_->column(board_->unit_cell(board_->row_unit(row), std::countr_zero(where)));
            open[r] = placed[r] != 0 ? placed[r] : candidates[r];
        }
        return templates::every_candidate_fits(open, candidates);
    }

    const Board* board_ = nullptr;
    std::vector<Digits> candidates_;
    std::vector<int> values_;
    Digits known_ = 0;                                         // the digits asked about
    Digits fitting_ = 0;                                       // those whose candidates all fit
    std::array<std::array<unsigned, kSide>, kSide> placed_{};  // per digit and row: its placed copy's column
};

}  // namespace sudoku::hints::templates
