#pragma once
/// The flags every example shares, bound with CLI11: --search and the engine's search flags with
/// the examples' defaults, --model and --alldiff-strength, --dot; and the reading of a command line
/// with the examples' exit codes. Only examples/cli/ includes this header: the programs' main files
/// get their arguments from a parse function and never compile CLI11 themselves.

#include <CLI/CLI.hpp>
#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

/// Adds --inference, --var-order, --val-order, --seed, --random-ties, --restarts, --restart-base,
/// --restart-growth, --no-nogoods, --time-limit, --stats, --counters, --search, --assign, --trace,
/// --trace-json, --tree, --tree-limit and --trace-ac3, bound to `flags`.
void add_search_flags(CLI::App& app, SearchFlags& flags);

/// Adds --model binary|alldiff (described by `models_help`) and --alldiff-strength.
void add_model_flags(CLI::App& app, ModelFlags& flags, const std::string& models_help);

/// Adds --dot FILE: the constraint graph in Graphviz DOT ("-": print only the graph and stop).
void add_dot_option(CLI::App& app, std::string& path);

/// Parses the command line with `app`: --help is printed (exit code 0), a usage error reported on
/// stderr (exit code kExitBadInput); otherwise the program runs on.
CommandLine parse_command_line(CLI::App& app, int argc, char** argv);

}  // namespace csp::examples
