#pragma once
/// What every example program shares: exit codes, the search-strategy options and the error
/// handling around main, so the programs themselves only hold their model and their output.

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdint>
#include <exception>
#include <iostream>
#include <memory>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <string>
#include <string_view>
#include <vector>

#include "csp/solver.hpp"
#include "csp/trace.hpp"

namespace csp::examples {

inline constexpr int kExitOk = 0;        ///< answered (solved, counted, proved)
inline constexpr int kExitNoAnswer = 1;  ///< no solution, not unique, or stopped by a limit
inline constexpr int kExitBadInput = 2;  ///< bad input or usage; the message says what and where

/// The strategy flags as text, so CLI11 checks them against the engine's own name tables.
struct SearchFlags {
    std::string inference = "mac";
    std::string var_order = "mrv-degree";
    std::string val_order = "input";
    std::uint64_t seed = 1;  ///< for --val-order random
    double time_limit = 0;   ///< seconds, 0 = none
    bool stats = false;
    bool trace = false;
};

/// Adds --inference, --var-order, --val-order, --seed, --time-limit, --stats and --trace; `flags` holds the defaults.
inline void add_search_flags(CLI::App& app, SearchFlags& flags) {
    auto choices = [](const std::vector<std::string_view>& names) {
        return CLI::IsMember(std::vector<std::string>(names.begin(), names.end()));
    };
    app.add_option("--inference", flags.inference, "propagation after each assignment")
        ->check(choices(csp::inference_names()))->capture_default_str();
    app.add_option("--var-order", flags.var_order, "variable ordering")
        ->check(choices(csp::variable_order_names()))->capture_default_str();
    app.add_option("--val-order", flags.val_order, "value ordering")
        ->check(choices(csp::value_order_names()))->capture_default_str();
    app.add_option("--seed", flags.seed, "seed for --val-order random")->capture_default_str();
    app.add_option("--time-limit", flags.time_limit, "give up after this many seconds (0 = none)")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("--stats", flags.stats, "print search statistics");
    app.add_flag("--trace", flags.trace, "print every assignment, pruning and backtrack of the search");
}

/// A tracer printing the search on stdout, naming variable i as names[i] (for --trace).
inline std::unique_ptr<csp::SpdlogTracer> make_tracer(std::vector<std::string> names) {
    auto logger = std::make_shared<spdlog::logger>("trace", std::make_shared<spdlog::sinks::stdout_sink_st>());
    logger->set_level(spdlog::level::debug);
    logger->set_pattern("%v");
    return std::make_unique<csp::SpdlogTracer>(std::move(names), std::move(logger));
}

/// The same, with the problem's variable names.
inline std::unique_ptr<csp::SpdlogTracer> make_tracer(const csp::Problem& problem) {
    std::vector<std::string> names;
    for (csp::VarId x = 0; x < problem.num_variables(); ++x) names.push_back(problem.name(x));
    return make_tracer(std::move(names));
}

/// Solver options from the flags (names already validated by CLI11).
inline csp::SolverOptions solver_options(const SearchFlags& flags) {
    csp::SolverOptions options;
    options.inference = csp::inference_from_string(flags.inference);
    options.variable_order = csp::variable_order_from_string(flags.var_order);
    options.value_order = csp::value_order_from_string(flags.val_order);
    options.seed = flags.seed;
    options.limits.time_limit = std::chrono::milliseconds(static_cast<long long>(flags.time_limit * 1000));
    return options;
}

/// Parses the command line and runs `body`, turning usage errors and exceptions (malformed input
/// files, bad puzzles) into a one-line message on stderr and exit code 2.
template <class Body>
int run_cli(CLI::App& app, int argc, char** argv, Body&& body) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? kExitOk : kExitBadInput;
    }
    try {
        return body();
    } catch (const std::exception& e) {
        std::cerr << app.get_name() << ": " << e.what() << "\n";
        return kExitBadInput;
    }
}

}  // namespace csp::examples
