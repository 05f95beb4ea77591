#pragma once
/// The position the techniques look at: a snapshot of pencil marks with each cell's candidates as
/// one word and, per unit and digit, the unit's cells that still hold the digit — the two views
/// every technique is written in. Grids up to 64×64 (box 8), so both fit one 64-bit word.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
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
    /// The position of each cell's value (0: none) and candidates (read where no value is), as an
    /// assumption's reasoning shrinks a grid; not known to be unique. Each placed value must be
    /// gone from its peers' candidates already (PencilMarks would remove it).
    Board(int box, const std::vector<int>& values, const std::vector<Digits>& candidates);

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
    /// A digit as the grid shows it: "7", and "C" for 12 on a 16×16 (sudoku::value_name).
    std::string digit_name(int digit) const { return value_name(digit, side_); }
    /// "{3,7}", "{A,C}" (digit_name).
    std::string digits_text(const std::vector<int>& digits) const;

private:
    /// where_ from cand_.
    void index_units();

    const Geometry* geometry_;
    int box_;
    int side_;
    bool unique_;
    std::vector<Digits> cand_;
    std::vector<int> value_;
    std::vector<char> placed_since_;  ///< per cell: placed, not given; empty when the givens are unknown
    std::vector<Positions> where_;
};

/// The members of a 64-bit set, increasing, read off the word as they are visited: the finders
/// walk such sets in every loop, and a list in memory for each cost more than the search around
/// it. Each bit's index plus `offset` (1 for digits, 0 for positions); a vector where one is wanted.
class SetMembers {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;

        constexpr iterator() = default;
        constexpr iterator(std::uint64_t rest, int offset) : rest_(rest), offset_(offset) {}
        constexpr int operator*() const { return std::countr_zero(rest_) + offset_; }
        constexpr iterator& operator++() {
            rest_ &= rest_ - 1;
            return *this;
        }
        constexpr iterator operator++(int) {
            iterator before = *this;
            ++*this;
            return before;
        }
        constexpr bool operator==(const iterator& other) const { return rest_ == other.rest_; }

    private:
        std::uint64_t rest_ = 0;
        int offset_ = 0;
    };

    constexpr SetMembers(std::uint64_t set, int offset) : set_(set), offset_(offset) {}
    constexpr iterator begin() const { return {set_, offset_}; }
    constexpr iterator end() const { return {0, offset_}; }
    constexpr std::size_t size() const { return static_cast<std::size_t>(std::popcount(set_)); }
    constexpr bool empty() const { return set_ == 0; }
    /// The i-th member (i < size()).
    constexpr int operator[](std::size_t i) const {
        std::uint64_t rest = set_;
        for (; i > 0; --i) rest &= rest - 1;
        return std::countr_zero(rest) + offset_;
    }
    constexpr int front() const { return (*this)[0]; }
    constexpr int back() const { return 63 - std::countl_zero(set_) + offset_; }
    operator std::vector<int>() const { return std::vector<int>(begin(), end()); }

private:
    std::uint64_t set_;
    int offset_;
};

/// The digits of a set, increasing.
constexpr SetMembers digits_of(Digits digits) { return {digits, 1}; }
/// The positions of a set, increasing.
constexpr SetMembers positions_of(Positions positions) { return {positions, 0}; }

}  // namespace sudoku::hints
