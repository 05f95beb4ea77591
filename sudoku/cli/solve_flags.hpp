#pragma once
/// The Sudoku solving options as command-line flags, bound to a sudoku::SolveOptions: the backend,
/// the csp backend's model and the engine's search flags (csp/cli), the limits; and the check that
/// every flag given is read by the chosen backend. The flags are made from the rows of
/// sudoku/backends/option_table.hpp; the defaults are the values the bound struct holds when the
/// flags are added.

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "sudoku/backends/backend.hpp"

namespace sudoku::cli {

/// --backend NAME, one of sudoku::backend_names().
void add_backend_flag(CLI::App& app, SolveOptions& options);

/// --model, --alldiff-strength, the engine's strategy and restart flags, --reasoning, --portfolio
/// and the sat backend's --sat-mode and --sat-NAME: what decides how the backends search.
void add_engine_flags(CLI::App& app, SolveOptions& options);

/// --node-limit and --time-limit, per puzzle.
void add_limit_flags(CLI::App& app, SolveOptions& options);

/// The name --alldiff-strength takes for `strength`: "auto" when unset (the backend picks by size).
std::string strength_name(const std::optional<csp::AllDifferentStrength>& strength);

/// Throws std::invalid_argument("--inference is not read by the dlx backend (it reads: …)") for the
/// first flag given on `command`'s command line (defaults do not count) that sets a Setting
/// `backend` does not read (Backend::reads; the table's row says which Setting a flag sets, and
/// Setting::Observer is set by --trace, --trace-json, --tree and --tree-limit).
void check_flags_read(const CLI::App& command, const Backend& backend);

/// The flags of the settings `backend` reads, comma-separated (for messages).
std::string flags_read_by(const Backend& backend);

/// A --help footer: which backend reads which of those flags.
std::string flags_read_help();

}  // namespace sudoku::cli
