#pragma once
/// Latin squares and quasigroup completion: fill an n×n grid with 1..n so that every row and
/// every column holds each value once, keeping the given cells. Completing a partial Latin square
/// is NP-complete (Colbourn 1984); it is the "quasigroup completion problem" of Gomes & Selman
/// (1997). Model: a variable per cell, values 1..n, and either ≠ between cells sharing a row or a
/// column (binary), or one all-different per row and per column.
///
/// Input: n lines of n whitespace-separated integers, 0 for a blank (the Sudoku grid form, but
/// any n); '#' starts a comment; blank lines are ignored.

#include <algorithm>
#include <charconv>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"

namespace csp::examples {

/// A malformed square. what() reads "SOURCE:LINE:COLUMN: MESSAGE" (1-based; COLUMN is the
/// character position, 0 when the fault is not at one place).
class LatinSquareError : public std::runtime_error {
public:
    LatinSquareError(const std::string& source, int line, int column, const std::string& message)
        : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message),
          line_(line),
          column_(column),
          message_(message) {}
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& message() const { return message_; }

private:
    int line_;
    int column_;
    std::string message_;
};

/// A partial (or complete) Latin square; cells row-major, 0 = blank.
struct LatinSquare {
    int order = 0;
    std::vector<int> cells;
    int at(int row, int col) const { return cells[static_cast<std::size_t>(row * order + col)]; }
};

/// Largest order accepted (a 100×100 square is already 10,000 variables and ~990,000 arcs).
inline constexpr int kMaxLatinOrder = 100;

/// Reads one square; the order is the number of values on the first row.
inline LatinSquare parse_latin_square(std::string_view text, const std::string& source = "<input>") {
    LatinSquare square;
    int rows = 0;
    int line_number = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++line_number;
        if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
        // The values of this line, with the 1-based character column of each.
        std::vector<std::pair<std::string_view, int>> words;
        for (std::size_t i = 0; i < line.size();) {
            if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
                ++i;
                continue;
            }
            const std::size_t j = std::min(line.find_first_of(" \t\r", i), line.size());
            words.emplace_back(line.substr(i, j - i), static_cast<int>(i) + 1);
            i = j;
        }
        if (words.empty()) continue;
        if (rows == 0) {
            square.order = static_cast<int>(words.size());
            if (square.order > kMaxLatinOrder)
                throw LatinSquareError(source, line_number, 0,
                                       "the first row has " + std::to_string(square.order) + " values; at most " +
                                           std::to_string(kMaxLatinOrder) + " are supported");
        } else if (rows == square.order) {
            throw LatinSquareError(source, line_number, words[0].second,
                                   "extra row: a square of order " + std::to_string(square.order) + " has " +
                                       std::to_string(square.order) +
                                       " rows (the order is the length of the first row)");
        }
        if (static_cast<int>(words.size()) != square.order) {
            // Point at the first value too many, or at the end of a short line.
            const int column = static_cast<int>(words.size()) > square.order
                                   ? words[static_cast<std::size_t>(square.order)].second
                                   : static_cast<int>(line.size()) + 1;
            throw LatinSquareError(source, line_number, column,
                                   "expected " + std::to_string(square.order) +
                                       " values (as on the first row), found " + std::to_string(words.size()));
        }
        for (auto [word, column] : words) {
            int value = -1;
            const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
            if (ec != std::errc{} || ptr != word.data() + word.size())
                throw LatinSquareError(source, line_number, column,
                                       "expected an integer, found '" + std::string(word) + "'");
            if (value < 0 || value > square.order)
                throw LatinSquareError(
                    source, line_number, column,
                    "value " + std::string(word) + " out of range: 0 (blank) to " + std::to_string(square.order));
            square.cells.push_back(value);
        }
        ++rows;
    }
    if (rows == 0)
        throw LatinSquareError(source, line_number, 0, "no square: expected n lines of n values (0 = blank)");
    if (rows < square.order)
        throw LatinSquareError(source, line_number, 0,
                               "expected " + std::to_string(square.order) + " rows, found " + std::to_string(rows));
    return square;
}

/// The first pair of givens that already clash ("row 2 holds 3 twice (columns 1 and 4)"), or "".
inline std::string given_conflict(const LatinSquare& s) {
    for (int line = 0; line < s.order; ++line)
        for (int i = 0; i < s.order; ++i)
            for (int j = i + 1; j < s.order; ++j) {
                if (s.at(line, i) != 0 && s.at(line, i) == s.at(line, j))
                    return "row " + std::to_string(line + 1) + " holds " + std::to_string(s.at(line, i)) +
                           " twice (columns " + std::to_string(i + 1) + " and " + std::to_string(j + 1) + ")";
                if (s.at(i, line) != 0 && s.at(i, line) == s.at(j, line))
                    return "column " + std::to_string(line + 1) + " holds " + std::to_string(s.at(i, line)) +
                           " twice (rows " + std::to_string(i + 1) + " and " + std::to_string(j + 1) + ")";
            }
    return {};
}

/// The n² cell variables rRcC (1-based, row-major), each with values 1..n.
inline void add_cell_variables(csp::Problem& p, int n) {
    for (int r = 1; r <= n; ++r)
        for (int c = 1; c <= n; ++c) {
            std::string name = "r";  // appended, not a chain of operator+: GCC 12 misreads that at -O3
            name += std::to_string(r);
            name += 'c';
            name += std::to_string(c);
            p.add_variable(name, 1, n);
        }
}

/// Variables rRcC (row-major), values 1..n, ≠ within rows and columns, the givens assigned.
inline csp::Problem latin_square_problem(const LatinSquare& s) {
    csp::Problem p;
    const int n = s.order;
    add_cell_variables(p, n);
    for (int line = 0; line < n; ++line)
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                p.add_constraint(line * n + i, line * n + j, csp::not_equal());  // row `line`
                p.add_constraint(i * n + line, j * n + line, csp::not_equal());  // column `line`
            }
    for (int x = 0; x < n * n; ++x)
        if (s.cells[static_cast<std::size_t>(x)] != 0) p.assign(x, s.cells[static_cast<std::size_t>(x)]);
    return p;
}

/// The global-constraint model: the same variables (rRcC, row-major, so solutions read the same),
/// one all-different per row and one per column (2n constraints instead of n²(n−1) arcs), the
/// givens assigned.
inline csp::Problem latin_square_alldiff_problem(const LatinSquare& s, csp::AllDifferentStrength strength) {
    csp::Problem p;
    const int n = s.order;
    add_cell_variables(p, n);
    for (int line = 0; line < n; ++line) {
        std::vector<csp::VarId> row, column;
        for (int i = 0; i < n; ++i) {
            row.push_back(line * n + i);
            column.push_back(i * n + line);
        }
        csp::add_all_different(p, row, strength);
        csp::add_all_different(p, column, strength);
    }
    for (int x = 0; x < n * n; ++x)
        if (s.cells[static_cast<std::size_t>(x)] != 0) p.assign(x, s.cells[static_cast<std::size_t>(x)]);
    return p;
}

/// The square as text in the input form, values right-aligned.
inline std::string to_string(const LatinSquare& s) {
    const int width = static_cast<int>(std::to_string(s.order).size());
    std::ostringstream out;
    for (int r = 0; r < s.order; ++r) {
        for (int c = 0; c < s.order; ++c) {
            const std::string v = std::to_string(s.at(r, c));
            out << (c ? " " : "") << std::string(static_cast<std::size_t>(width) - v.size(), ' ') << v;
        }
        out << '\n';
    }
    return out.str();
}

}  // namespace csp::examples
