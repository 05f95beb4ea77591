#include "sudoku/hints/board.hpp"

#include <bit>
#include <stdexcept>
#include <variant>

#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

namespace {

void refuse_large(int box) {
    if (box > kMaxHintBox)
        throw std::invalid_argument("hints need a grid of at most " + std::to_string(kMaxHintBox * kMaxHintBox) + "x" +
                                    std::to_string(kMaxHintBox * kMaxHintBox));
}

}  // namespace

Board::Board(const PencilMarks& marks, bool unique)
    : geometry_(&marks.geometry()), box_(marks.box()), side_(marks.side()), unique_(unique) {
    refuse_large(box_);
    const auto n = static_cast<std::size_t>(cells());
    cand_.assign(n, 0);
    value_.assign(n, 0);
    // Up to 64 values a cell's candidates are one word of the pencil marks' own state: copied as is.
    std::visit(
        [&](const auto& state) {
            for (std::size_t cell = 0; cell < n; ++cell) {
                value_[cell] = state.value[cell];
                if (value_[cell] == 0) cand_[cell] = state.cand[cell].word[0];
            }
        },
        marks.state());
    index_units();
}

Board::Board(int box, const std::vector<int>& values, const std::vector<Digits>& candidates)
    : geometry_(&Geometry::of(box)), box_(box), side_(box * box), unique_(false) {
    refuse_large(box_);
    const auto n = static_cast<std::size_t>(cells());
    value_.assign(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n));
    cand_.assign(n, 0);
    for (std::size_t cell = 0; cell < n; ++cell)
        if (value_[cell] == 0) cand_[cell] = candidates[cell];
    index_units();
}

void Board::index_units() {
    where_.assign(static_cast<std::size_t>(3 * side_ * side_), 0);
    for (int u = 0; u < 3 * side_; ++u) {
        const auto unit = geometry_->unit(u);
        for (int i = 0; i < side_; ++i) {
            Digits digits = cand_[static_cast<std::size_t>(unit[static_cast<std::size_t>(i)])];
            for (; digits != 0; digits &= digits - 1)
                where_[static_cast<std::size_t>(u * side_ + std::countr_zero(digits))] |= Positions{1} << i;
        }
    }
}

Board::Board(const PencilMarks& marks, bool unique, const Grid& givens) : Board(marks, unique) {
    if (givens.side() != side_) throw std::invalid_argument("the givens are not of the position's size");
    placed_since_.assign(static_cast<std::size_t>(cells()), 0);
    for (int cell = 0; cell < cells(); ++cell)
        placed_since_[static_cast<std::size_t>(cell)] = value(cell) != 0 && givens[cell] == 0 ? 1 : 0;
}

int Board::count(int cell) const { return std::popcount(candidates(cell)); }

int Board::index_in(int unit, int cell) const {
    if (unit < side_) return column(cell);
    if (unit < 2 * side_) return row(cell);
    return row(cell) % box_ * box_ + column(cell) % box_;
}

std::vector<int> Board::seen_by_all(const std::vector<int>& group, int digit) const {
    std::vector<int> seen;
    if (group.empty()) return seen;
    // A cell seeing them all sees the first: one of its peers, which come in increasing order.
    for (int cell : geometry().peers(group.front())) {
        if (digit > 0 && !has(cell, digit)) continue;
        bool all = true;
        for (int g : group) all = all && sees(cell, g);
        if (all) seen.push_back(cell);
    }
    return seen;
}

std::string Board::unit_name(int unit) const { return unit_text(unit, side_); }

std::string Board::digits_text(const std::vector<int>& digits) const { return hints::digits_text(digits, side_); }

}  // namespace sudoku::hints
