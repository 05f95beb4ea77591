#pragma once
/// A Sudoku grid value type: N×N cells, 0 = blank, 1..N = a value. Plus the checks every result
/// goes through: consistency of the givens, and an independent solution validator.

#include <optional>
#include <string>
#include <vector>

#include "sudoku/geometry.hpp"

namespace sudoku {

class Grid {
public:
    /// An empty grid of box size n (side n²).
    explicit Grid(int box = 3);
    /// Cells row-major; throws std::invalid_argument when the count is not n⁴ or a value is out of 0..N.
    Grid(int box, std::vector<int> cells);

    int box() const { return box_; }
    int side() const { return box_ * box_; }
    int cells() const { return side() * side(); }
    const Geometry& geometry() const { return Geometry::of(box_); }

    int operator[](int cell) const { return cells_[cell]; }
    int at(int row, int column) const { return cells_[row * side() + column]; }
    /// Throws std::out_of_range for a bad cell or value.
    void set(int cell, int value);
    const std::vector<int>& values() const { return cells_; }

    int givens() const;     ///< non-blank cells
    bool complete() const;  ///< no blank cell

    bool operator==(const Grid&) const = default;

private:
    int box_;
    std::vector<int> cells_;
};

/// A value in a cell: value 1..N of cell 0..N²−1 (row-major).
struct CellValue {
    int cell = 0;
    int value = 0;
    bool operator==(const CellValue&) const = default;
};

/// Two equal values in one unit.
struct Conflict {
    int first_cell;
    int second_cell;
    int value;
    /// "value 5 appears twice in row 3: r3c1 and r3c8".
    std::string describe(const Geometry& geometry) const;
};

/// The first pair of equal givens sharing a unit, if any.
std::optional<Conflict> find_conflict(const Grid& grid);

/// Independent check that `solution` solves `puzzle`: complete, every unit a permutation of 1..N,
/// every given kept. Returns an empty string when valid, else the first problem found.
std::string solution_error(const Grid& puzzle, const Grid& solution);
inline bool is_solution(const Grid& puzzle, const Grid& solution) { return solution_error(puzzle, solution).empty(); }

}  // namespace sudoku
