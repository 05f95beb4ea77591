#pragma once
// Small models shared by the engine tests, built directly with the public API.

#include <string>
#include <utility>
#include <vector>

#include "csp/problem.hpp"

namespace csp::testing {

/// Australia (AIMA fig. 6.1) with k colours.
inline Problem australia(int colours) {
    Problem p;
    const char* names[] = {"WA", "NT", "SA", "Q", "NSW", "V", "T"};
    for (const char* n : names) p.add_variable(n, 0, colours - 1);
    const std::pair<const char*, const char*> borders[] = {{"WA", "NT"}, {"WA", "SA"}, {"NT", "SA"}, {"NT", "Q"},
                                                         {"SA", "Q"},   {"SA", "NSW"}, {"SA", "V"},  {"Q", "NSW"},
                                                         {"NSW", "V"}};
    for (auto [a, b] : borders) p.add_constraint(*p.find(a), *p.find(b), not_equal());
    return p;
}

/// N-Queens: one variable per column holding the row; ≠ and ≠-offset for the diagonals.
inline Problem queens(int n) {
    Problem p;
    for (int i = 0; i < n; ++i) p.add_variable("Q" + std::to_string(i + 1), 1, n);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            p.add_constraint(i, j, not_equal());
            p.add_constraint(i, j, not_equal_offset(j - i));
            p.add_constraint(i, j, not_equal_offset(i - j));
        }
    return p;
}

/// Independent check that a queens placement has no two queens attacking.
inline bool queens_valid(const std::vector<int>& rows) {
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            const int dr = rows[i] - rows[j];
            const int dc = static_cast<int>(j - i);
            if (dr == 0 || dr == dc || dr == -dc) return false;
        }
    return true;
}

}  // namespace csp::testing
