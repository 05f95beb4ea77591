#pragma once
/// The candidates of every cell of a grid plus what has been placed: the state the pencil marks,
/// the deduction rules and the candidate-based backends work on. Internal (detail).

#include <cstdint>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/candidate_set.hpp"

namespace sudoku {
namespace detail {

/// The candidates of every cell plus what has been placed. Copying it is the undo mechanism of the
/// rules and best-first searches (a 9×9 state is about 1 KB, a few memcpy's).
/// Invariant: a placed value is no longer a candidate of any peer.
template <int W>
struct CandidateState {
    using Set = Bits<W>;
    static constexpr int kWords = W;
    std::vector<Set> cand;             ///< per cell; a placed cell holds exactly its value
    std::vector<Set> unit_placed;      ///< per unit, the values placed in it
    std::vector<std::uint16_t> value;  ///< per cell, the placed value 1..N, or 0
    int unplaced = 0;                  ///< cells without a placed value

    CandidateState() = default;
    /// Every value open in every cell, nothing placed.
    explicit CandidateState(const Geometry& g)
        : cand(static_cast<std::size_t>(g.cells()), Set::first(g.side())),
          unit_placed(static_cast<std::size_t>(g.num_units())),
          value(static_cast<std::size_t>(g.cells()), 0),
          unplaced(g.cells()) {}

    /// Back to every value open in every cell, keeping the storage (for reuse across puzzles).
    void reopen(const Geometry& g) {
        cand.assign(static_cast<std::size_t>(g.cells()), Set::first(g.side()));
        unit_placed.assign(static_cast<std::size_t>(g.num_units()), Set{});
        value.assign(static_cast<std::size_t>(g.cells()), 0);
        unplaced = g.cells();
    }

    /// Heap bytes held (for memory budgets).
    std::size_t bytes() const {
        return (cand.size() + unit_placed.size()) * sizeof(Set) + value.size() * sizeof(std::uint16_t);
    }
    bool operator==(const CandidateState&) const = default;
};

/// The solution in a fully placed state.
template <int W>
Grid grid_of(const CandidateState<W>& s, int box) {
    return Grid(box, std::vector<int>(s.value.begin(), s.value.end()));
}

}  // namespace detail
}  // namespace sudoku
