#pragma once
// The subcommands of the `sudoku` tool. Each returns the process exit code:
// 0 = every puzzle solved (uniquely) / valid, 1 = some unsolvable, not unique, limited or invalid,
// 2 = bad input or usage.

#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "csp/cli/search_outputs.hpp"
#include "sudoku/app/input.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"

namespace sudoku::app {

enum ExitCode { kExitOk = 0, kExitSomeFailed = 1, kExitBadInput = 2 };

struct CommonOptions {
    std::string input = "-";       ///< a path, or "-" for standard input
    std::optional<Format> format;  ///< output form; default: as the input was written
    unsigned threads = 0;          ///< 0 = the machine's cores
    bool stats = false;
    csp::cli::TraceOptions trace;  ///< solve: traces of the search (the tree: first puzzle only)
    bool quiet = false;            ///< no summary line
    SolveOptions solve;
};

/// A subcommand defined in its own file: its CLI11 node, and what runs when it was chosen
/// (called after parsing, so the options it bound are set).
struct Subcommand {
    CLI::App* app = nullptr;
    std::function<int()> run;
};
Subcommand add_compare_command(CLI::App& parent);   // compare.cpp
Subcommand add_generate_command(CLI::App& parent);  // generate.cpp
Subcommand add_hint_command(CLI::App& parent);      // hint.cpp
Subcommand add_explain_command(CLI::App& parent);   // explain.cpp
Subcommand add_grade_command(CLI::App& parent);     // grade.cpp

int run_solve(const CommonOptions& options, bool first_only);
int run_count(const CommonOptions& options, std::size_t max_count);
int run_check(const CommonOptions& options);

}  // namespace sudoku::app
