#pragma once
/// Index math for an N×N Sudoku with n×n boxes (N = n²): cells are numbered row-major 0..N²-1,
/// units are the N rows, then the N columns, then the N boxes. Tables are built once per n.
/// Memory: the unit tables hold 3N² cells; the peer table (N²·(3N−2−2n) entries, 16-bit) is built
/// only when peers() is first called, so a large grid solved through its units never pays for it.

#include <cstdint>
#include <mutex>
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
    int side() const { return side_; }  ///< N
    int cells() const { return side_ * side_; }
    int num_units() const { return 3 * side_; }

    int row(int cell) const { return cell / side_; }
    int column(int cell) const { return cell % side_; }
    int box_of(int cell) const { return row(cell) / box_ * box_ + column(cell) / box_; }
    int cell(int row, int column) const { return row * side_ + column; }

    /// The N cells of unit u (0 ≤ u < 3N), in row-major order.
    std::span<const int> unit(int u) const { return {units_.data() + u * side_, static_cast<size_t>(side_)}; }
    /// Row, column and box unit indices of a cell.
    std::span<const int, 3> units_of(int cell) const {
        return std::span<const int, 3>(cell_units_.data() + 3 * cell, 3);
    }
    using Cell = std::uint16_t;  ///< a cell index in the peer table (N² ≤ 65536 cells)
    /// Every other cell sharing a unit with `cell` (2(N−1) + (n−1)² of them), increasing.
    /// The table is built on first use (thread-safe).
    std::span<const Cell> peers(int cell) const {
        std::call_once(peers_built_, [this] { build_peers(); });
        return {peers_.data() + static_cast<size_t>(cell) * static_cast<size_t>(peer_count_),
                static_cast<size_t>(peer_count_)};
    }
    int peer_count() const { return peer_count_; }

    explicit Geometry(int box);

private:
    int box_;
    int side_;
    int peer_count_;
    std::vector<int> units_;
    std::vector<int> cell_units_;
    void build_peers() const;
    mutable std::once_flag peers_built_;
    mutable std::vector<Cell> peers_;
};

/// "r3c7" (1-based), the name used in every message.
std::string cell_name(int cell, int side);

/// "9×9", how messages name a grid of side N.
std::string size_name(int side);

/// Throws std::invalid_argument naming the range unless 1 ≤ box ≤ Geometry::kMaxBox.
void check_box_size(int box);

}  // namespace sudoku
