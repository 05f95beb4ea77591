#include "sudoku/hints/techniques/singles_closure.hpp"

#include <bit>

namespace sudoku::hints {

namespace {

/// The 9×9 grid's units and peers as cell sets, built once.
struct GridMasks {
    std::array<CellBits, 81> peers{};
    std::array<CellBits, 27> units{};    // rows, columns, boxes: Board's unit numbers
    std::array<std::uint32_t, 81> of{};  // per cell: its three units, bit u
    GridMasks() {
        for (int cell = 0; cell < 81; ++cell) {
            const int row = cell / 9;
            const int column = cell % 9;
            const int box = row / 3 * 3 + column / 3;
            for (int unit : {row, 9 + column, 18 + box}) {
                units[static_cast<std::size_t>(unit)] |= CellBits::of(cell);
                of[static_cast<std::size_t>(cell)] |= std::uint32_t{1} << unit;
            }
        }
        for (int cell = 0; cell < 81; ++cell) {
            for (std::uint32_t u = of[static_cast<std::size_t>(cell)]; u != 0; u &= u - 1)
                peers[static_cast<std::size_t>(cell)] |= units[static_cast<std::size_t>(std::countr_zero(u))];
            peers[static_cast<std::size_t>(cell)] &= ~CellBits::of(cell);
        }
    }
};

const GridMasks& masks() {
    static const GridMasks table;
    return table;
}

/// Calls f(cell) for every cell of the set.
template <class F>
void for_each_cell(CellBits set, F&& f) {
    for (std::uint64_t w = set.low; w != 0; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = set.high; w != 0; w &= w - 1) f(64 + std::countr_zero(w));
}

}  // namespace

int CellBits::count() const { return std::popcount(low) + std::popcount(high); }

FactBits& FactBits::operator&=(const FactBits& other) {
    for (std::size_t d = 0; d < 9; ++d) {
        on[d] &= other.on[d];
        off[d] &= other.off[d];
    }
    return *this;
}

bool FactBits::any() const {
    for (std::size_t d = 0; d < 9; ++d)
        if (on[d].any() || off[d].any()) return true;
    return false;
}

FactBits FactBits::all() {
    FactBits every;
    const CellBits grid{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
    every.on.fill(grid);
    every.off.fill(grid);
    return every;
}

SinglesClosure::SinglesClosure(const Board& board, Reach reach) : reach_(reach) {
    for (int cell = 0; cell < 81; ++cell) {
        if (board.value(cell) == 0) open_cells_ |= CellBits::of(cell);
        for (int digit : digits_of(board.candidates(cell)))
            start_[static_cast<std::size_t>(digit - 1)] |= CellBits::of(cell);
        // Implications' naked singles: every cell; a static chain's, the cells with two candidates
        if (reach == Reach::Dynamic || (reach == Reach::Static && board.count(cell) == 2))
            naked_cells_ |= CellBits::of(cell);
    }
    for (int unit = 0; unit < 27; ++unit) {
        Digits placed = 0;
        for (int cell : board.geometry().unit(unit))
            if (board.value(cell) != 0) placed |= Digits{1} << (board.value(cell) - 1);
        for (int digit = 1; digit <= 9; ++digit) {
            const auto d = static_cast<std::size_t>(digit - 1);
            const std::uint32_t bit = std::uint32_t{1} << unit;
            if ((placed >> (digit - 1) & 1) == 0) open_[d] |= bit;
            if (reach != Reach::Static || std::popcount(board.where(unit, digit)) == 2) linked_[d] |= bit;
        }
    }
}

bool SinglesClosure::assume(const Candidate& candidate, bool on) {
    facts_ = {};
    done_ = {};
    const auto d = static_cast<std::size_t>(candidate.digit - 1);
    (on ? facts_.on : facts_.off)[d] = CellBits::of(candidate.cell);
    const bool holds = propagate();
    CellBits& premise = (on ? facts_.on : facts_.off)[d];
    premise &= ~CellBits::of(candidate.cell);
    return holds;
}

bool SinglesClosure::propagate() {
    const GridMasks& grid = masks();
    std::array<CellBits, 9> checked{};  // per digit: the eliminations whose singles are looked for
    for (;;) {
        // Placements: the digit leaves the cell's peers, and (but in one digit's reasoning) the
        // cell's other digits leave it.
        CellBits placed;
        CellBits twice;
        bool placing = false;
        for (std::size_t d = 0; d < 9; ++d) {
            twice |= placed & facts_.on[d];
            placed |= facts_.on[d];
            const CellBits fresh = facts_.on[d] & ~done_[d];
            if (!fresh.any()) continue;
            placing = true;
            for_each_cell(fresh,
                          [&](int cell) { facts_.off[d] |= grid.peers[static_cast<std::size_t>(cell)] & start_[d]; });
            done_[d] = facts_.on[d];
        }
        if (placing && reach_ != Reach::OneDigit)
            for (std::size_t d = 0; d < 9; ++d) facts_.off[d] |= start_[d] & ((placed & ~facts_.on[d]) | twice);

        // Singles where something was eliminated since the last look.
        std::array<CellBits, 9> fresh{};
        CellBits touched;
        unsigned digits = 0;  // bit d: digit d+1 lost places
        for (std::size_t d = 0; d < 9; ++d) {
            fresh[d] = facts_.off[d] & ~checked[d];
            if (!fresh[d].any()) continue;
            checked[d] = facts_.off[d];
            touched |= fresh[d];
            digits |= 1u << d;
        }
        if (digits == 0) return true;
        std::array<CellBits, 9> left{};
        for (std::size_t d = 0; d < 9; ++d) left[d] = start_[d] & ~facts_.off[d];
        if (reach_ != Reach::OneDigit) {
            CellBits one;
            CellBits two;
            for (std::size_t d = 0; d < 9; ++d) {
                two |= one & left[d];
                one |= left[d];
            }
            if ((touched & open_cells_ & ~one).any()) return false;  // a cell without candidates
            const CellBits single = touched & one & ~two & naked_cells_;
            if (single.any())
                for (std::size_t d = 0; d < 9; ++d) facts_.on[d] |= left[d] & single;
        }
        for (; digits != 0; digits &= digits - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(digits));
            std::uint32_t units = 0;
            for_each_cell(fresh[d], [&](int cell) { units |= grid.of[static_cast<std::size_t>(cell)]; });
            for (units &= open_[d]; units != 0; units &= units - 1) {
                const int unit = std::countr_zero(units);
                const CellBits places = left[d] & grid.units[static_cast<std::size_t>(unit)];
                const int count = places.count();
                if (count == 0) return false;  // a digit without a place in the unit
                if (count == 1 && (linked_[d] >> unit & 1) != 0) facts_.on[d] |= places;
            }
        }
    }
}

}  // namespace sudoku::hints
