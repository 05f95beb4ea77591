#pragma once
/// Conjugate pairs, the strong links of the single-digit techniques (skyscraper, 2-string kite,
/// empty rectangle, simple colours): a unit where a digit has exactly two places, so one of the two
/// holds it.

#include <bit>
#include <vector>

#include "sudoku/hints/board.hpp"

namespace sudoku::hints {

struct ConjugatePair {
    int unit = 0;
    int first = 0;   ///< the earlier cell in the unit's order
    int second = 0;  ///< the later one

    /// The pair's other cell; `cell` is one of the two.
    int other(int cell) const { return cell == first ? second : first; }
};

/// The conjugate pairs of `digit` in units first_unit..last_unit-1.
inline std::vector<ConjugatePair> conjugate_pairs(const Board& board, int digit, int first_unit, int last_unit) {
    std::vector<ConjugatePair> pairs;
    for (int unit = first_unit; unit < last_unit; ++unit) {
        const Positions where = board.where(unit, digit);
        if (std::popcount(where) != 2) continue;
        pairs.push_back({unit, board.unit_cell(unit, std::countr_zero(where)),
                         board.unit_cell(unit, 63 - std::countl_zero(where))});
    }
    return pairs;
}

}  // namespace sudoku::hints
