// hints_bench: validation and benchmarks of the step finder (sudoku/hints/), one subcommand each
// (bench/hints/, docs/benchmarks.md "Hints and explanations"):
//
//   hints_bench reglib FILE [--technique NAME|CODE] [--verbose] [--min-rate PCT]
//       HoDoKu's regression library: per technique the cases whose listed effect our finder finds
//       (the rule: bench/hints/reglib.cpp); exit 1 when a technique passes less than PCT (100) %.
//
// Exit status 2 for bad arguments or input (a line that does not parse is named FILE:LINE:COLUMN).

#include <exception>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "bench/hints/commands.hpp"
#include "csp/cli/choices.hpp"
#include "sudoku/hints/technique.hpp"

int main(int argc, char** argv) {
    namespace hb = sudoku::hints_bench;
    CLI::App app{"Validate and time the step finder of sudoku/hints (explanations, ratings)"};
    app.require_subcommand(1);

    hb::ReglibOptions reglib;
    std::string technique;
    auto* reglib_command =
        app.add_subcommand("reglib", "run HoDoKu's regression library: the pass rate of every technique we have");
    reglib_command->add_option("FILE", reglib.path, "the library (reglib-1.4-public.txt or a file in its format)")
        ->required();
    reglib_command->add_option("--technique", technique, "only this technique: our name or HoDoKu's code (0300)");
    reglib_command->add_flag("--verbose", reglib.verbose, "for each failing case, what the finder found instead");
    reglib_command->add_option("--min-rate", reglib.min_rate, "exit 1 when a technique passes less than this %")
        ->check(CLI::Range(0.0, 100.0));

    CLI11_PARSE(app, argc, argv);
    try {
        if (reglib_command->parsed()) {
            if (!technique.empty()) {
                reglib.technique = sudoku::hints::technique_from_string(technique);
                if (!reglib.technique) {
                    std::cerr << "hints_bench: unknown technique '" << technique
                              << "' (known: " << csp::cli::join(sudoku::hints::technique_names(), "|")
                              << ", or HoDoKu's code such as 0300)\n";
                    return 2;
                }
            }
            return hb::run_reglib(reglib, std::cout);
        }
    } catch (const std::exception& error) {
        std::cerr << "hints_bench: " << error.what() << '\n';
        return 2;
    }
    return 2;
}
