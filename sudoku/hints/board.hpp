#pragma once
/// The position the techniques look at: a snapshot of pencil marks with each cell's candidates as
/// one word and, per unit and digit, the unit's cells that still hold the digit — the two views
/// every technique is written in. Grids up to 64×64 (box 8), so both fit one 64-bit word.

#include <cstdint>
#include <string>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

using Digits = std::uint64_t;     ///< a set of digits: bit d-1 for digit d
using Positions = std::uint64_t;  ///< a set of a unit's cells: bit i for geometry().unit(u)[i]

inline constexpr int kMaxHintBox = 8;

class Board {
public:
    /// Throws std::invalid_argument for boxes above kMaxHintBox. `unique`: the puzzle is known to
    /// have exactly one solution, which the uniqueness techniques need.
    explicit Board(const PencilMarks& marks, bool unique = false);
    /// The same, knowing which placed values are the puzzle's givens (the others were placed
    /// since), which the avoidable rectangles need; `unique` then says the givens alone have one
    /// solution.
    Board(const PencilMarks& marks, bool unique, const Grid& givens);

    const Geometry& geometry() const { return *geometry_; }
    int box() const { return box_; }
    int side() const { return side_; }
    int cells() const { return side_ * side_; }
    bool unique() const { return unique_; }

    int value(int cell) const { return value_[static_cast<std::size_t>(cell)]; }  ///< placed value or 0
    /// A placed value that was given; without the givens (the first constructor) every placed value is.
    bool given(int cell) const {
        return value(cell) != 0 && (placed_since_.empty() || placed_since_[static_cast<std::size_t>(cell)] == 0);
    }
    /// The candidates of an unplaced cell; empty for a placed one.
    Digits candidates(int cell) const { return cand_[static_cast<std::size_t>(cell)]; }
    bool has(int cell, int digit) const { return (candidates(cell) >> (digit - 1) & 1u) != 0; }
    int count(int cell) const;
    /// The cells of `unit` that hold `digit` as a candidate, as positions in the unit.
    Positions where(int unit, int digit) const { return where_[static_cast<std::size_t>(unit * side_ + digit - 1)]; }
    int unit_cell(int unit, int index) const { return geometry_->unit(unit)[static_cast<std::size_t>(index)]; }
    /// The position of `cell` within `unit` (which must contain it).
    int index_in(int unit, int cell) const;

    int row(int cell) const { return cell / side_; }
    int column(int cell) const { return cell % side_; }
    int box_of(int cell) const { return geometry_->box_of(cell); }
    int row_unit(int row) const { return row; }
    int column_unit(int column) const { return side_ + column; }
    int box_unit(int box) const { return 2 * side_ + box; }
    /// Whether `unit` contains `cell`.
    bool in_unit(int unit, int cell) const {
        const int kind = unit / side_;
        const int index = unit % side_;
        return kind == 0 ? row(cell) == index : kind == 1 ? column(cell) == index : box_of(cell) == index;
    }
    /// Two different cells in one row, column or box.
    bool sees(int a, int b) const {
        return a != b && (row(a) == row(b) || column(a) == column(b) || box_of(a) == box_of(b));
    }
    /// Every cell seeing all of `cells` (none of them), holding `digit` when digit > 0.
    std::vector<int> seen_by_all(const std::vector<int>& cells, int digit = 0) const;

    std::string cell_name(int cell) const { return sudoku::cell_name(cell, side_); }  ///< "r3c5"
    std::string unit_name(int unit) const;                                            ///< "row 3", "column 5", "box 7"

private:
    const Geometry* geometry_;
    int box_;
    int side_;
    bool unique_;
    std::vector<Digits> cand_;
    std::vector<int> value_;
    std::vector<char> placed_since_;  ///< per cell: placed, not given; empty when the givens are unknown
    std::vector<Positions> where_;
};

/// The digits of a set, increasing.
std::vector<int> digits_of(Digits digits);
/// The positions of a set, increasing.
std::vector<int> positions_of(Positions positions);

}  // namespace sudoku::hints
