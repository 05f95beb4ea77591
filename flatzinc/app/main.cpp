// fzn-csp: the engine as a FlatZinc solver, for `minizinc --solver csp` (flatzinc/csp.msc.in).
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <string>

#include "csp/cli/search_flags.hpp"
#include "flatzinc/app/run.hpp"

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
    CLI::App app{"fzn-csp: solve a FlatZinc model with the csp engine (normally run by `minizinc --solver csp`)"};
    flatzinc::app::RunOptions options;
    std::string file;
    long long time_limit_ms = 0;
    app.add_option("file", file, "the FlatZinc model (.fzn), or - for standard input")->required();
    app.add_flag("-a,--all-solutions", options.all_solutions,
                 "print every solution (satisfaction) or every better one (optimisation)");
    app.add_flag("-i,--intermediate", options.intermediate, "print each better solution of an optimisation");
    app.add_option("-n,--num-solutions", options.solutions, "stop after this many solutions")
        ->check(CLI::PositiveNumber);
    app.add_flag("-f,--free-search", options.free_search,
                 "ignore the model's search annotations: dom/wdeg with restarts and nogoods");
    app.add_option("-p,--parallel", options.threads, "threads: a portfolio of differently seeded searches")
        ->check(CLI::PositiveNumber);
    app.add_option("-r,--random-seed", options.seed, "seed of the random choices");
    app.add_flag("-s,--statistics", options.statistics, "print %%%mzn-stat lines after the search");
    app.add_option("-t,--time-limit", time_limit_ms, "stop after this many milliseconds (0: no limit)")
        ->check(CLI::NonNegativeNumber);
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
    options.time_limit = std::chrono::milliseconds(time_limit_ms);
    options.restarts_given = app.count("--restarts") > 0;
    if (app.count("--seed") > 0) options.seed = options.engine.seed;
    return flatzinc::app::run_file(file, options, started);
}
