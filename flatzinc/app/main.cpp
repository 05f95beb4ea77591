// fzn-csp: the engine as a FlatZinc solver, for `minizinc --solver csp` (flatzinc/csp.msc.in).
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <string>

#include "csp/cli/option_flags.hpp"
#include "flatzinc/app/distributed.hpp"
#include "flatzinc/app/interrupt.hpp"
#include "flatzinc/app/memory_cap.hpp"
#include "flatzinc/app/option_table.hpp"
#include "flatzinc/app/run.hpp"

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
    CLI::App app{"fzn-csp: solve a FlatZinc model with the csp engine (normally run by `minizinc --solver csp`)"};
    flatzinc::app::RunOptions options;
    std::string file;
    std::string checkpoint;
    app.add_option("file", file, "the FlatZinc model (.fzn), or - for standard input")->required();
    // The standard flags, from the table: -a/--all-solutions, …, -t/--time-limit.
    for (const auto& row : flatzinc::app::run_option_table())
        csp::cli::add_option_flag(app, options, row, std::string(row.reader));
    // The engine's own flags, for the search without annotations (or with -f); -r is --seed.
    // Named after fzn-csp's defaults: learning is on, so its flag is --no-learning.
    for (const auto* row : flatzinc::app::engine_option_rows())
        csp::cli::add_option_flag(app, options.engine, *row, {}, flatzinc::app::RunOptions::default_engine());
    // Not a row of the table: MiniZinc has no such flag, and it is a file name, which the tables do not hold.
    app.add_option("--checkpoint", checkpoint,
                   "with --mpi: record the subproblems done in this file as the run goes; a rerun with the same "
                   "model and flags skips them (docs/distributed.md)")
        ->type_name("FILE");
    // For the build: the "extraFlags" of the MiniZinc configuration, made from the same rows.
    app.add_flag_callback("--msc-extra-flags",
                          [&options] {
                              std::cout << flatzinc::app::msc_extra_flags(options.engine) << "\n";
                              throw CLI::Success();  // before the check that a file was given
                          })
        ->group("");
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
    options.seed_given = app.count("--seed") > 0 || app.count("-r") > 0;
    options.stop_request = &flatzinc::app::interrupt_request();
    if (!checkpoint.empty() && !options.mpi) {
        std::cerr << "fzn-csp: --checkpoint needs --mpi (`mpirun -np 1 fzn-csp --mpi` for one process)\n";
        return flatzinc::app::kExitUsage;
    }
    if (!options.mpi) return flatzinc::app::run_file(file, options, started);
    return flatzinc::app::run_distributed(argc, argv, {.file = file, .checkpoint = checkpoint}, options, started);
}
