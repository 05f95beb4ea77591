#include "sudoku/geometry.hpp"

#include <array>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace sudoku {

void check_box_size(int box) {
    if (box < 1 || box > Geometry::kMaxBox)
        throw std::invalid_argument("box size " + std::to_string(box) + " is out of range 1.." +
                                    std::to_string(Geometry::kMaxBox));
}

std::string size_name(int side) { return std::to_string(side) + "×" + std::to_string(side); }

const Geometry& Geometry::of(int box) {
    check_box_size(box);
    // One lazily built instance per box size; call_once makes the first use from several threads safe,
    // and the instances are immutable afterwards.
    static std::array<std::once_flag, kMaxBox + 1> built;
    static std::array<std::unique_ptr<const Geometry>, kMaxBox + 1> instances;
    std::call_once(built[box], [box] { instances[box] = std::make_unique<const Geometry>(box); });
    return *instances[box];
}

Geometry::Geometry(int box) : box_(box), side_(box * box), peer_count_(0) {
    check_box_size(box);
    const int n = box_;
    const int side = side_;
    peer_count_ = 2 * (side - 1) + (n - 1) * (n - 1);

    units_.reserve(static_cast<size_t>(3 * side * side));
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) units_.push_back(cell(r, c));
    for (int c = 0; c < side; ++c)
        for (int r = 0; r < side; ++r) units_.push_back(cell(r, c));
    for (int b = 0; b < side; ++b) {
        const int top = b / n * n;
        const int left = b % n * n;
        for (int r = top; r < top + n; ++r)
            for (int c = left; c < left + n; ++c) units_.push_back(cell(r, c));
    }

    cell_units_.reserve(static_cast<size_t>(3 * cells()));
    for (int i = 0; i < cells(); ++i) {
        cell_units_.push_back(row(i));
        cell_units_.push_back(side + column(i));
        cell_units_.push_back(2 * side + box_of(i));
    }
}

void Geometry::build_peers() const {
    const int n = box_;
    const int side = side_;
    const auto at = [side](int r, int c) { return static_cast<Cell>(r * side + c); };
    // Peers are emitted row by row, so each list comes out increasing without sorting: rows outside
    // the cell's box contribute the column cell, the cell's own row everything but itself, and the
    // other rows of its box their n box cells (which include the column cell).
    peers_.reserve(static_cast<size_t>(cells()) * static_cast<size_t>(peer_count_));
    for (int i = 0; i < cells(); ++i) {
        const int r0 = row(i);
        const int c0 = column(i);
        const int top = r0 / n * n;
        const int left = c0 / n * n;
        for (int r = 0; r < side; ++r) {
            if (r == r0) {
                for (int c = 0; c < side; ++c)
                    if (c != c0) peers_.push_back(at(r, c));
            } else if (r >= top && r < top + n) {
                for (int c = left; c < left + n; ++c) peers_.push_back(at(r, c));
            } else {
                peers_.push_back(at(r, c0));
            }
        }
    }
}

std::string cell_name(int cell, int side) {
    return "r" + std::to_string(cell / side + 1) + "c" + std::to_string(cell % side + 1);
}

}  // namespace sudoku
