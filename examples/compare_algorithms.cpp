// The comparison table of AIMA's chapter 6 (2nd ed. fig. 5.5), on this engine: rows are problems,
// columns are search methods, a cell is the median number of assignments (or constraint checks)
// and time, or "> limit" when the method gave up. Every solution is checked by the row's own
// validator before it counts. The rows are in models/compare_problems.hpp, the methods in
// models/compare_methods.hpp.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/compare_algorithms_args.hpp"
#include "models/compare_methods.hpp"
#include "models/compare_problems.hpp"
#include "models/example_cli.hpp"

namespace ex = csp::examples;

namespace {

std::string with_commas(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string duration(std::uint64_t nanoseconds) {
    const double ms = static_cast<double>(nanoseconds) / 1e6;
    char text[32];
    if (ms < 1) std::snprintf(text, sizeof text, "%.3f ms", ms);
    else if (ms < 1000) std::snprintf(text, sizeof text, "%.1f ms", ms);
    else std::snprintf(text, sizeof text, "%.2f s", ms / 1000);
    return text;
}

std::string cell_text(const ex::CompareCell& cell, bool checks) {
    if (!cell.median_finished()) return "> limit";
    const auto count = checks ? cell.median_checks() : cell.median_assignments();
    std::string text = count ? with_commas(*count) : "n/a";
    text += " (" + duration(*cell.median_nanoseconds()) + ")";
    if (cell.solved() < cell.finished()) text += " unsat";
    return text;
}

struct Table {
    std::vector<std::string> headings;
    std::vector<std::vector<std::string>> rows;

    void print(std::ostream& out, bool markdown) const {
        std::vector<std::size_t> width(headings.size());
        for (std::size_t c = 0; c < headings.size(); ++c) {
            width[c] = headings[c].size();
            for (const auto& row : rows) width[c] = std::max(width[c], row[c].size());
        }
        const auto line = [&](const std::vector<std::string>& cells) {
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const std::string pad(width[c] - cells[c].size(), ' ');
                if (markdown) out << "| " << (c == 0 ? cells[c] + pad : pad + cells[c]) << ' ';
                else out << (c ? "  " : "") << (c == 0 ? cells[c] + pad : pad + cells[c]);
            }
            out << (markdown ? "|\n" : "\n");
        };
        line(headings);
        if (markdown) {
            for (std::size_t c = 0; c < headings.size(); ++c)
                out << "|" << (c == 0 ? std::string(width[c] + 2, '-') : std::string(width[c] + 1, '-') + ":");
            out << "|\n";
        }
        for (const auto& row : rows) line(row);
    }
};

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');)
        if (!part.empty()) parts.push_back(part);
    return parts;
}

}  // namespace

int main(int argc, char** argv) {
    ex::CompareAlgorithmsArgs args;
    return ex::run_cli(ex::parse_compare_algorithms_args(argc, argv, args), [&] {
        args.limits.time = std::chrono::milliseconds(static_cast<long long>(args.time_limit * 1000));
        std::vector<ex::CompareMethodInfo> methods;
        for (const std::string& key : split(args.methods_text)) methods.push_back(ex::compare_method(key));
        std::vector<ex::CompareRow> rows;
        for (const std::string& key : split(args.rows_text))
            rows.push_back(ex::compare_row(key, args.shape, args.runs, args.seed));
        if (methods.empty() || rows.empty()) throw std::invalid_argument("no rows or no methods to compare");

        Table table;
        table.headings.push_back("problem");
        for (const auto& m : methods) table.headings.emplace_back(m.heading);
        std::size_t solutions = 0, limited = 0;
        for (const ex::CompareRow& row : rows) {
            std::vector<std::string> cells{row.name};
            for (const auto& m : methods) {
                const ex::CompareCell cell = ex::run_compare_cell(m, row, args.limits, args.runs, args.seed);
                solutions += cell.solved();
                limited += cell.runs.size() - cell.finished();
                cells.push_back(cell_text(cell, args.checks));
                std::cerr << "." << std::flush;  // progress: one dot per cell
            }
            table.rows.push_back(std::move(cells));
        }
        std::cerr << "\n";
        table.print(std::cout, args.markdown);
        std::cout << (args.markdown ? "\n" : "") << "Cells: median "
                  << (args.checks ? "constraint checks" : "assignments") << " (time) over the runs; a random row has "
                  << args.runs << " instances, min-conflicts runs " << args.runs
                  << " seeds. Limits per run: " << with_commas(args.limits.assignments) << " assignments or "
                  << args.time_limit << " s.\n"
                  << (args.markdown ? "\n" : "") << "Validated: " << solutions
                  << " solutions, each checked by its row's "
                  << "validator; " << limited << " runs stopped at a limit.\n";
        return ex::kExitOk;
    });
}
