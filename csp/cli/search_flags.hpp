#pragma once
/// The engine's search options as command-line flags, bound to a csp::SolverOptions (or its
/// SearchLimits). Every front end (the `sudoku` tool, the benchmarks, the examples) adds its flags
/// here, so a flag has one name, one help text and one check everywhere. The flags are made from the
/// rows of the engine's option tables (csp/search/option_table.hpp, by option_flags.hpp). The
/// defaults are the values the bound struct holds when the flags are added: each front end keeps
/// its own defaults in its own options struct, and --help shows them.

#include <CLI/CLI.hpp>
#include <string>

#include "csp/base/search_limits.hpp"
#include "csp/search/solver.hpp"

namespace csp::cli {

/// --inference, --branch-singletons (textbook MAC), --count-pair-checks, --variable-order (or
/// --var-order), --value-order (or --val-order) and --seed.
void add_strategy_flags(CLI::App& app, SolverOptions& options);

/// --random-ties, --restarts, --restart-base, --restart-growth and --no-nogoods.
void add_restart_flags(CLI::App& app, SolverOptions& options);

/// --node-limit N: give up after N search nodes (0 = none).
void add_node_limit_flag(CLI::App& app, SearchLimits& limits);

/// --time-limit SECONDS (a decimal number; 0 = none; the rule of csp/base/option_rule.hpp).
void add_time_limit_flag(CLI::App& app, SearchLimits& limits);

/// The most worker threads a program may be asked for: more only costs memory and start-up.
inline constexpr unsigned kMaxThreads = 256;

/// --threads N, from 0 (the machine's cores) to kMaxThreads.
CLI::Option* add_threads_flag(CLI::App& app, unsigned& threads, std::string help);

}  // namespace csp::cli
