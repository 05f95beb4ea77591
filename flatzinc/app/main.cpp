// fzn-csp: the engine as a FlatZinc solver, for `minizinc --solver csp` (flatzinc/csp.msc.in).
#include <CLI/CLI.hpp>
#include <chrono>
#include <exception>
#include <iostream>
#include <string>

#include "csp/cli/option_flags.hpp"
#include "csp/cli/search_flags.hpp"
#include "csp/model/errors.hpp"
#include "flatzinc/app/option_table.hpp"
#include "flatzinc/app/run.hpp"
#include "flatzinc/model/translation.hpp"
#include "flatzinc/reader/parse_error.hpp"
#include "flatzinc/reader/parser.hpp"

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
    CLI11_PARSE(app, argc, argv);
    options.restarts_given = app.count("--restarts") > 0;
    if (app.count("--seed") > 0) options.seed = options.engine.seed;
    try {
        const flatzinc::Model model = file == "-" ? flatzinc::read_flatzinc(std::cin, "<stdin>")
                                                  : flatzinc::read_flatzinc(std::filesystem::path(file));
        flatzinc::Translation translation = flatzinc::translate(model);
        return flatzinc::app::solve_and_print(translation, options, std::cout, started);
    } catch (const flatzinc::ParseError& e) {
        std::cerr << "fzn-csp: " << e.what() << "\n";
        return 1;
    } catch (const csp::ModelError& e) {
        std::cerr << "fzn-csp: " << file << ": " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "fzn-csp: " << e.what() << "\n";
        return 2;
    }
}
