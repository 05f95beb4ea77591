#pragma once
/// Index math for an N×N Sudoku with n×n boxes (N = n²): cells are numbered row-major 0..N²-1,
/// units are the N rows, then the N columns, then the N boxes. Tables are built once per n.

#include <span>
#include <string>
#include <vector>

namespace sudoku {

class Geometry {
public:
    /// The shared, immutable geometry for box size n (thread-safe, built on first use).
    /// Throws std::invalid_argument for n < 1 or n > kMaxBox.
    static const Geometry& of(int box);
    static constexpr int kMaxBox = 16;  ///< 256×256 grids; the values of a cell fit in 256 bits

    int box() const { return box_; }
    int side() const { return side_; }    ///< N
    int cells() const { return side_ * side_; }
    int num_units() const { return 3 * side_; }

    int row(int cell) const { return cell / side_; }
    int column(int cell) const { return cell % side_; }
    int box_of(int cell) const { return row(cell) / box_ * box_ + column(cell) / box_; }
    int cell(int row, int column) const { return row * side_ + column; }

    /// The N cells of unit u (0 ≤ u < 3N), in row-major order.
    std::span<const int> unit(int u) const { return {units_.data() + u * side_, static_cast<size_t>(side_)}; }
    /// Row, column and box unit indices of a cell.
    std::span<const int, 3> units_of(int cell) const { return std::span<const int, 3>(cell_units_.data() + 3 * cell, 3); }
    /// Every other cell sharing a unit with `cell` (2(N−1) + (n−1)² of them), increasing.
    std::span<const int> peers(int cell) const {
        return {peers_.data() + cell * peer_count_, static_cast<size_t>(peer_count_)};
    }
    int peer_count() const { return peer_count_; }

    explicit Geometry(int box);

private:
    int box_;
    int side_;
    int peer_count_;
    std::vector<int> units_;
    std::vector<int> cell_units_;
    std::vector<int> peers_;
};

/// "r3c7" (1-based), the name used in every message.
std::string cell_name(int cell, int side);

}  // namespace sudoku
