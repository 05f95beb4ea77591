#include "sudoku/grid.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace sudoku {

namespace {

// Plain index arithmetic rather than Geometry's tables: the validator below must not share code
// with what it checks, and a 256×256 check should not build the peer tables.
int box_index(int cell, int box) {
    const int side = box * box;
    return cell / side / box * box + cell % side / box;
}

/// "value 5 appears twice in row 3: r3c1 and r3c8" for two cells that share a unit.
std::string describe_pair(int first, int second, int value, int box) {
    const int side = box * box;
    std::string unit;
    if (first / side == second / side) unit = "row " + std::to_string(first / side + 1);
    else if (first % side == second % side) unit = "column " + std::to_string(first % side + 1);
    else unit = "box " + std::to_string(box_index(first, box) + 1);
    return "value " + std::to_string(value) + " appears twice in " + unit + ": " + cell_name(first, side) + " and " +
           cell_name(second, side);
}

}  // namespace

Grid::Grid(int box) : box_(box) {
    check_box_size(box);
    cells_.assign(static_cast<size_t>(cells()), 0);
}

Grid::Grid(int box, std::vector<int> cells) : box_(box), cells_(std::move(cells)) {
    check_box_size(box);
    const int side = this->side();
    if (cells_.size() != static_cast<size_t>(side * side))
        throw std::invalid_argument("a " + size_name(side) + " grid (box size " + std::to_string(box) + ") has " +
                                    std::to_string(side * side) + " cells, but " + std::to_string(cells_.size()) +
                                    " were given");
    for (int i = 0; i < side * side; ++i)
        if (cells_[i] < 0 || cells_[i] > side)
            throw std::invalid_argument(cell_name(i, side) + " holds " + std::to_string(cells_[i]) + ", outside 0.." +
                                        std::to_string(side) + " (0 = blank)");
}

void Grid::set(int cell, int value) {
    if (cell < 0 || cell >= cells())
        throw std::out_of_range("cell " + std::to_string(cell) + " is outside 0.." + std::to_string(cells() - 1));
    if (value < 0 || value > side())
        throw std::out_of_range("value " + std::to_string(value) + " for " + cell_name(cell, side()) +
                                " is outside 0.." + std::to_string(side()));
    cells_[cell] = value;
}

int Grid::givens() const {
    int count = 0;
    for (int v : cells_) count += v != 0;
    return count;
}

bool Grid::complete() const {
    for (int v : cells_)
        if (v == 0) return false;
    return true;
}

std::string Conflict::describe(const Geometry& geometry) const {
    return describe_pair(first_cell, second_cell, value, geometry.box());
}

namespace {

/// Up to 64×64: whether any value repeats in a unit, with one bit per value and unit on the stack.
/// Most grids checked have no repeat (sudoku::solve checks every puzzle before solving it), and
/// this answers them without the allocation and the earliest-cell bookkeeping of the full scan.
constexpr int kLargestSideForMasks = 64;

bool has_repeat_by_masks(const Grid& grid) {
    const int box = grid.box();
    const int side = grid.side();
    std::uint64_t seen[3 * kLargestSideForMasks];
    std::fill(seen, seen + 3 * side, std::uint64_t{0});
    for (int cell = 0; cell < grid.cells(); ++cell) {
        const int value = grid[cell];
        if (value == 0) continue;
        const std::uint64_t bit = std::uint64_t{1} << (value - 1);
        std::uint64_t& row = seen[cell / side];
        std::uint64_t& column = seen[side + cell % side];
        std::uint64_t& square = seen[2 * side + box_index(cell, box)];
        if (((row | column | square) & bit) != 0) return true;
        row |= bit;
        column |= bit;
        square |= bit;
    }
    return false;
}

}  // namespace

std::optional<Conflict> find_conflict(const Grid& grid) {
    if (grid.side() <= kLargestSideForMasks && !has_repeat_by_masks(grid)) return std::nullopt;
    // Scan in row-major order, remembering per unit the first cell that holds each value; the first
    // repeat found is the earliest cell (in reading order) that clashes with an earlier one, which is
    // where a parser reports it.
    const int box = grid.box();
    const int side = grid.side();
    const size_t stride = static_cast<size_t>(side) + 1;
    std::vector<int> first_holder(3 * static_cast<size_t>(side) * stride, -1);
    for (int cell = 0; cell < grid.cells(); ++cell) {
        const int value = grid[cell];
        if (value == 0) continue;
        const int units[3] = {cell / side, side + cell % side, 2 * side + box_index(cell, box)};
        int earliest = -1;
        for (int u : units) {
            const int holder = first_holder[static_cast<size_t>(u) * stride + value];
            if (holder >= 0 && (earliest < 0 || holder < earliest)) earliest = holder;
        }
        if (earliest >= 0) return Conflict{earliest, cell, value};
        for (int u : units) first_holder[static_cast<size_t>(u) * stride + value] = cell;
    }
    return std::nullopt;
}

std::string solution_error(const Grid& puzzle, const Grid& solution) {
    const int box = puzzle.box();
    const int side = puzzle.side();
    if (solution.box() != box)
        return "the solution is " + size_name(solution.side()) + " but the puzzle is " + size_name(side);

    for (int cell = 0; cell < solution.cells(); ++cell) {
        const int value = solution[cell];
        if (value == 0) return "the solution is incomplete: " + cell_name(cell, side) + " is blank";
        if (value < 1 || value > side)
            return cell_name(cell, side) + " holds " + std::to_string(value) + ", outside 1.." + std::to_string(side);
    }
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (puzzle[cell] != 0 && puzzle[cell] != solution[cell])
            return "the given " + std::to_string(puzzle[cell]) + " at " + cell_name(cell, side) + " was changed to " +
                   std::to_string(solution[cell]);

    // Each unit has N cells holding values in 1..N, so it is a permutation exactly when no value repeats.
    std::vector<int> holder(static_cast<size_t>(side) + 1);
    auto check_unit = [&](auto cell_at) -> std::string {
        std::fill(holder.begin(), holder.end(), -1);
        for (int k = 0; k < side; ++k) {
            const int cell = cell_at(k);
            int& first = holder[solution[cell]];
            if (first >= 0) return describe_pair(first, cell, solution[cell], box);
            first = cell;
        }
        return {};
    };
    for (int r = 0; r < side; ++r)
        if (auto e = check_unit([&](int k) { return r * side + k; }); !e.empty()) return e;
    for (int c = 0; c < side; ++c)
        if (auto e = check_unit([&](int k) { return k * side + c; }); !e.empty()) return e;
    for (int b = 0; b < side; ++b) {
        const int top = b / box * box;
        const int left = b % box * box;
        if (auto e = check_unit([&](int k) { return (top + k / box) * side + left + k % box; }); !e.empty()) return e;
    }
    return {};
}

}  // namespace sudoku
