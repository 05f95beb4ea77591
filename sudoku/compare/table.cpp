#include "sudoku/compare/table.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdio>

namespace sudoku::compare {

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string ratio_text(double numerator, double denominator) {
    if (!(denominator > 0)) return "-";
    const double ratio = numerator / denominator;
    if (ratio >= 0.1) return fixed(ratio, 2);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2g", ratio);
    return buffer;
}

namespace {

std::string pad(std::string text, std::size_t width, bool left) {
    if (text.size() >= width) return text;
    std::string spaces(width - text.size(), ' ');
    return left ? text + spaces : spaces + text;
}

/// The cells of one row of the table; `baseline` is the first contender (ratio columns).
std::vector<std::string> row_cells(const Summary& s, const Summary& baseline) {
    return {s.name,
            std::to_string(s.puzzles),
            std::to_string(s.solved),
            std::to_string(s.unsolvable),
            std::to_string(s.limit_reached),
            std::to_string(s.wrong),
            fixed(s.total_seconds, 3),
            fixed(s.puzzles_per_second, 0),
            fixed(s.mean_us, 1),
            fixed(s.median_us, 1),
            fixed(s.p99_us, 1),
            fixed(s.mean_cpu_us, 1),
            fixed(s.mean_nodes, 1),
            ratio_text(s.mean_us, baseline.mean_us),
            ratio_text(s.mean_cpu_us, baseline.mean_cpu_us)};
}

const std::vector<std::string>& header_cells() {
    static const std::vector<std::string> header = {
        "backend", "puzzles",   "solved", "unsolvable",  "limit",      "wrong",         "total s",     "puzzles/s",
        "mean us", "median us", "p99 us", "mean cpu us", "mean nodes", "mean vs first", "cpu vs first"};
    return header;
}

}  // namespace

void print_table(std::ostream& out, const std::vector<Summary>& summaries, bool markdown) {
    if (summaries.empty()) return;
    std::vector<std::vector<std::string>> rows = {header_cells()};
    for (const Summary& s : summaries) rows.push_back(row_cells(s, summaries.front()));
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i) out << (i == 0 ? "" : "  ") << pad(row[i], widths[i], i == 0);
        out << '\n';
    }
    if (!markdown) return;
    out << '\n';
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out << '|';
        for (const std::string& cell : rows[r]) out << ' ' << cell << " |";
        out << '\n';
        if (r == 0) {
            out << '|';
            for (std::size_t i = 0; i < rows[r].size(); ++i) out << (i == 0 ? "---|" : "--:|");
            out << '\n';
        }
    }
}

}  // namespace sudoku::compare
