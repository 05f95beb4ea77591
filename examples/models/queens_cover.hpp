#pragma once
/// N-Queens as exact cover (Knuth 2000, "Dancing Links", where it introduces secondary columns):
/// one matrix row per square; the n
/// ranks and n files are primary columns (each holds exactly one queen), the 2n − 1 diagonals and
/// 2n − 1 anti-diagonals are secondary (each holds at most one).

#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "csp/exact_cover/exact_cover.hpp"

namespace csp::examples {

/// Row id rank·n + file for the queen on (rank, file), both 0-based. Columns: ranks 0..n-1, files
/// n..2n-1, then the diagonals (rank + file) and the anti-diagonals (rank − file + n − 1).
inline csp::ExactCover queens_cover(int n) {
    if (n < 1) throw std::invalid_argument("queens: n must be at least 1 (got " + std::to_string(n) + ")");
    const int diagonals = 2 * n - 1;
    csp::ExactCover cover(2 * n, 2 * diagonals);
    cover.reserve(static_cast<std::size_t>(n) * n, static_cast<std::size_t>(4) * n * n);
    for (int rank = 0; rank < n; ++rank)
        for (int file = 0; file < n; ++file)
            cover.add_row({rank, n + file, 2 * n + rank + file, 2 * n + diagonals + rank - file + n - 1});
    return cover;
}

/// A solution's rows as the rank (1-based) of the queen in each file, the form of queens_board().
inline std::vector<int> queens_ranks(int n, std::span<const int> rows) {
    std::vector<int> ranks(static_cast<std::size_t>(n), 0);
    for (int row : rows) ranks[static_cast<std::size_t>(row % n)] = row / n + 1;
    return ranks;
}

}  // namespace csp::examples
