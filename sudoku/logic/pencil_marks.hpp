#pragma once
/// Pencil marks: a Sudoku position in candidate form, which people (tests, the difficulty grader)
/// can build by hand and inspect, and which deduce() (sudoku/logic/deductions.hpp) works on.

#include <variant>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/candidate_state.hpp"

namespace sudoku {

/// A position in candidate form ("pencil marks"): for each cell the values still possible and, once
/// placed, its value. Placing a value removes it from the cell's peers. Any position can be built by
/// removing candidates by hand, which is how the rules of deductions.hpp are tested and graded.
class PencilMarks {
public:
    /// Box size n (side n²): every value open in every cell, nothing placed.
    explicit PencilMarks(int box = 3);
    /// The givens of `puzzle` placed; throws std::invalid_argument when two givens conflict.
    explicit PencilMarks(const Grid& puzzle);

    int box() const { return box_; }
    int side() const { return box_ * box_; }
    int cells() const { return side() * side(); }
    const Geometry& geometry() const { return Geometry::of(box_); }

    /// Cell 0..N²-1 and value 1..N; a bad cell or value throws std::out_of_range.
    bool has(int cell, int value) const;
    int count(int cell) const;
    std::vector<int> candidates(int cell) const;
    int value(int cell) const;  ///< placed value, 0 when not placed
    /// Removes a candidate; true when it was there.
    bool remove(int cell, int value);
    /// Places `value` (which must be a candidate of an unplaced cell, else std::invalid_argument)
    /// and removes it from the peers. A peer left empty makes the position contradictory.
    void place(int cell, int value);
    /// The placed values (0 elsewhere).
    Grid grid() const;
    bool operator==(const PencilMarks&) const = default;

    using State = std::variant<detail::CandidateState<1>, detail::CandidateState<2>, detail::CandidateState<4>>;
    /// The engine state, for the deduction engine.
    State& state() { return state_; }
    const State& state() const { return state_; }

private:
    void check(int cell, int value) const;
    int box_;
    State state_;
};

}  // namespace sudoku
