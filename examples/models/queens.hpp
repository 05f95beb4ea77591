#pragma once
/// N-Queens (AIMA §4.1 and §6.3): variable Qi is the row of the queen in column i. Two models:
/// binary "different rows" and "different diagonals" constraints between every pair of columns,
/// or three all-different constraints over the columns' rows, with offsets for the diagonals.

#include <span>
#include <string>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"

namespace csp::examples {

/// Variables Q1..Qn (columns), values 1..n (rows). For columns i < j: Qi ≠ Qj, and the two
/// diagonals Qi − Qj ≠ j − i and Qi − Qj ≠ i − j (the engine intersects the three into one arc).
inline csp::Problem queens_problem(int n) {
    csp::Problem p;
    for (int i = 0; i < n; ++i) p.add_variable("Q" + std::to_string(i + 1), 1, n);
    // Relations are immutable and shared: one per column distance, not one per pair.
    const csp::Relation different_rows = csp::not_equal();
    std::vector<csp::Relation> up, down;  // [d]: Qi − Qj ≠ d and Qi − Qj ≠ −d for columns d apart
    for (int d = 0; d < n; ++d) {
        up.push_back(csp::not_equal_offset(d));
        down.push_back(csp::not_equal_offset(-d));
    }
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            p.add_constraint(i, j, different_rows);
            p.add_constraint(i, j, up[static_cast<std::size_t>(j - i)]);
            p.add_constraint(i, j, down[static_cast<std::size_t>(j - i)]);
        }
    return p;
}

/// The global-constraint model, Gecode's: the same variables Q1..Qn (values 1..n) and three
/// all-different constraints over them, on Qi (different rows), on Qi + i and on Qi − i (different
/// diagonals: two queens share one exactly when those sums or differences meet). No auxiliary
/// variables, so the solutions are those of queens_problem(n).
inline csp::Problem queens_alldiff_problem(int n, csp::AllDifferentStrength strength) {
    csp::Problem p;
    std::vector<csp::VarId> rows;
    std::vector<int> none, up, down;
    for (int i = 1; i <= n; ++i) {
        rows.push_back(p.add_variable("Q" + std::to_string(i), 1, n));
        none.push_back(0);
        up.push_back(i);
        down.push_back(-i);
    }
    csp::add_all_different(p, rows, none, strength);
    csp::add_all_different(p, rows, up, strength);
    csp::add_all_different(p, rows, down, strength);
    return p;
}

/// The board as text, one row per line from row n down to row 1: 'Q' for a queen, '.' for empty.
inline std::string queens_board(std::span<const int> rows) {
    const int n = static_cast<int>(rows.size());
    std::string text;
    for (int row = n; row >= 1; --row) {
        for (int col = 0; col < n; ++col) {
            if (col > 0) text += ' ';
            text += rows[static_cast<std::size_t>(col)] == row ? 'Q' : '.';
        }
        text += '\n';
    }
    return text;
}

}  // namespace csp::examples
