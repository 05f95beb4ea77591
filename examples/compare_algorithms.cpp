// The comparison table of AIMA's chapter 6 (2nd ed. fig. 5.5), on this engine: rows are problems,
// columns are search methods, a cell is the median number of assignments (or constraint checks)
// and time, or "> limit" when the method gave up. Every solution is checked by the row's own
// validator before it counts. The rows are in models/compare_problems.hpp, the methods in
// models/compare_methods.hpp.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

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
    CLI::App app{"Compare backtracking, MRV, forward checking, MAC, backjumping and min-conflicts on the same problems",
                 "compare_algorithms"};
    std::string rows_text, methods_text;
    for (const std::string& key : ex::compare_row_keys()) rows_text += (rows_text.empty() ? "" : ",") + key;
    for (std::string_view key : ex::default_compare_method_keys())
        methods_text += (methods_text.empty() ? "" : ",") + std::string(key);
    ex::CompareLimits limits;
    double time_limit = 1.0;
    int runs = 5;
    std::uint64_t seed = 1;
    bool markdown = false, checks = false;
    ex::RandomCspShape shape;
    app.add_option("--rows", rows_text,
                   "problems, comma-separated: australia, usa, queensN, zebra, sudoku-easy, "
                   "sudoku-hard, random")
        ->capture_default_str();
    app.add_option("--methods", methods_text,
                   "columns, comma-separated: bt, bt-mrv, fc, fc-mrv, mac-mrv, cbj, "
                   "fc-cbj-mrv, min-conflicts")
        ->capture_default_str();
    app.add_option("--node-limit", limits.assignments, "give up a run after this many assignments")
        ->check(csp::cli::positive())
        ->capture_default_str();
    app.add_option("--time-limit", time_limit, "give up a run after this many seconds")
        ->check(csp::cli::positive())
        ->capture_default_str();
    app.add_option("--runs", runs, "random instances per random row, and seeds for min-conflicts")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    app.add_option("--seed", seed, "first seed (random instances and min-conflicts)")->capture_default_str();
    app.add_option("--random-variables", shape.variables, "n of the random CSPs")
        ->check(CLI::Range(2, 1000))
        ->capture_default_str();
    app.add_option("--random-values", shape.values, "d of the random CSPs")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    app.add_option("--random-density", shape.density, "p1: fraction of variable pairs constrained")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    app.add_option("--random-tightness", shape.tightness, "p2: fraction of value pairs each constraint forbids")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    app.add_flag("--checks", checks, "report constraint checks instead of assignments");
    app.add_flag("--markdown", markdown, "print the table in Markdown");

    return ex::run_cli(app, argc, argv, [&] {
        limits.time = std::chrono::milliseconds(static_cast<long long>(time_limit * 1000));
        std::vector<ex::CompareMethodInfo> methods;
        for (const std::string& key : split(methods_text)) methods.push_back(ex::compare_method(key));
        std::vector<ex::CompareRow> rows;
        for (const std::string& key : split(rows_text)) rows.push_back(ex::compare_row(key, shape, runs, seed));
        if (methods.empty() || rows.empty()) throw std::invalid_argument("no rows or no methods to compare");

        Table table;
        table.headings.push_back("problem");
        for (const auto& m : methods) table.headings.emplace_back(m.heading);
        std::size_t solutions = 0, limited = 0;
        for (const ex::CompareRow& row : rows) {
            std::vector<std::string> cells{row.name};
            for (const auto& m : methods) {
                const ex::CompareCell cell = ex::run_compare_cell(m, row, limits, runs, seed);
                solutions += cell.solved();
                limited += cell.runs.size() - cell.finished();
                cells.push_back(cell_text(cell, checks));
                std::cerr << "." << std::flush;  // progress: one dot per cell
            }
            table.rows.push_back(std::move(cells));
        }
        std::cerr << "\n";
        table.print(std::cout, markdown);
        std::cout << (markdown ? "\n" : "") << "Cells: median " << (checks ? "constraint checks" : "assignments")
                  << " (time) over the runs; a random row has " << runs << " instances, min-conflicts runs " << runs
                  << " seeds. Limits per run: " << with_commas(limits.assignments) << " assignments or " << time_limit
                  << " s.\n"
                  << (markdown ? "\n" : "") << "Validated: " << solutions << " solutions, each checked by its row's "
                  << "validator; " << limited << " runs stopped at a limit.\n";
        return ex::kExitOk;
    });
}
