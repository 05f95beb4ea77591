#pragma once
// The independent N-Queens check shared by the engine and example tests.

#include <cstddef>
#include <vector>

namespace csp::testing {

/// True when no two queens attack: rows[i] is the row of the queen in column i.
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
