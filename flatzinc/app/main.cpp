// fzn-csp: the engine as a FlatZinc solver, for `minizinc --solver csp` (flatzinc/csp.msc.in).
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <string>

#include "csp/cli/option_flags.hpp"
#include "csp/cli/search_flags.hpp"
#include "flatzinc/app/memory_cap.hpp"
#include "flatzinc/app/option_table.hpp"
#include "flatzinc/app/run.hpp"

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
    CLI::App app{"fzn-csp: solve a FlatZinc model with the csp engine (normally run by `minizinc --solver csp`)"};
    flatzinc::app::RunOptions options;
    std::string file;
    app.add_option("file", file, "the FlatZinc model (.fzn), or - for standard input")->required();
    // The standard flags, from the table: -a/--all-solutions, …, -t/--time-limit.
    for (const auto& row : flatzinc::app::run_option_table())
        csp::cli::add_option_flag(app, options, row, std::string(row.reader));
    // The engine's own flags, for the search without annotations (or with -f); -r is --seed.
    csp::cli::add_strategy_flags(app, options.engine);
    csp::cli::add_restart_flags(app, options.engine);
    csp::cli::add_node_limit_flag(app, options.engine.limits);
    app.set_version_flag("--version", std::string("fzn-csp ") + CSP_VERSION);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);  // prints the message (or the help, or the version: code 0)
        return code == 0 ? 0 : flatzinc::app::kExitUsage;
    }
    options.restarts_given = app.count("--restarts") > 0;
    if (const std::string why = flatzinc::app::cap_memory(options.memory_limit); !why.empty())
        std::cerr << "fzn-csp: --memory-limit not applied: " << why << "\n";
    if (app.count("--seed") > 0) options.seed = options.engine.seed;
    return flatzinc::app::run_file(file, options, started);
}
