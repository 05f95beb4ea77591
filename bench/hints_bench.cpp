// hints_bench: validation and benchmarks of the step finder (sudoku/hints/), one subcommand each
// (bench/hints/, docs/benchmarks.md "Hints and explanations"):
//
//   hints_bench reglib FILE [--technique NAME|CODE] [--verbose] [--min-rate PCT]
//       HoDoKu's regression library: per technique the cases whose listed effect our finder finds
//       (the rule: bench/hints/reglib.cpp); exit 1 when a technique passes less than PCT (100) %.
//   hints_bench soundness FILE [--limit N] [--show N]
//       Every step of every puzzle's solving path checked against its solution (dlx backend); exit 1
//       on a step that places a wrong value or removes the solution's.
//   hints_bench timing FILE [--limit N]
//       CPU time per puzzle of explaining it to the end: median, p90, p99, max; share solved; the
//       techniques used.
//   hints_bench grade FILE [--limit N] [--verbose]
//       Every puzzle rated: the distribution of HoDoKu levels and SE ratings, the share in Extreme;
//       --verbose adds a line per puzzle (its whole rating and CPU ms), to diff two builds.
//   hints_bench se FILE [--limit N] [--verbose]
//       Our SE number beside serate's (FILE: `PUZZLE RATING` lines, tests/data/hints/serate_sample.txt):
//       the share within ±0.2, Spearman's rank correlation on the puzzles serate rates above 7.5.
//
// Exit status 2 for bad arguments or input (a line that does not parse is named FILE:LINE:COLUMN).

#include <exception>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "bench/hints/commands.hpp"
#include "csp/cli/choices.hpp"
#include "sudoku/hints/technique.hpp"

namespace {

/// A count: CLI11 would read "-1" into an unsigned as a huge number.
const CLI::Validator kCount(
    [](const std::string& text) { return text.starts_with('-') ? std::string("must be 0 or more") : std::string(); },
    "N >= 0");

}  // namespace

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

    hb::PuzzleFile soundness, timing, grade;
    const auto add_puzzle_command = [&](const char* name, const char* help, hb::PuzzleFile& file) {
        auto* command = app.add_subcommand(name, help);
        command->add_option("FILE", file.path, "puzzles, one-line or grid form (box up to 8)")->required();
        command->add_option("--limit", file.limit, "only the first N puzzles (0 = all)")->check(kCount);
        return command;
    };
    auto* soundness_command = add_puzzle_command(
        "soundness", "check every step of every solving path against the puzzle's solution", soundness);
    std::size_t show = 20;
    soundness_command->add_option("--show", show, "print the first N violations in full (0 = all)");
    auto* timing_command =
        add_puzzle_command("timing", "CPU time per puzzle of explaining it to the end, techniques used", timing);
    auto* grade_command =
        add_puzzle_command("grade", "rate every puzzle: HoDoKu levels, SE ratings, the share in Extreme", grade);
    bool grade_verbose = false;
    grade_command->add_flag("--verbose", grade_verbose,
                            "a line per puzzle: SE, level, score, steps per technique, CPU ms");

    hb::SeOptions se;
    auto* se_command = app.add_subcommand("se", "our SE number beside serate's: share within 0.2, Spearman above 7.5");
    se_command->add_option("FILE", se.path, "PUZZLE RATING lines rated by serate (RATING a number or 'timeout')")
        ->required();
    se_command->add_option("--limit", se.limit, "only the first N rated puzzles (0 = all)")->check(kCount);
    se_command->add_flag("--verbose", se.verbose, "a line per puzzle: serate's number beside ours");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error) == 0 ? 0 : 2;  // --help is not an error
    }
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
        if (soundness_command->parsed()) return hb::run_soundness(soundness, show, std::cout);
        if (timing_command->parsed()) return hb::run_timing(timing, std::cout);
        if (grade_command->parsed()) return hb::run_grade(grade, grade_verbose, std::cout);
        if (se_command->parsed()) return hb::run_se(se, std::cout);
    } catch (const std::exception& error) {
        std::cerr << "hints_bench: " << error.what() << '\n';
        return 2;
    }
    return 2;
}
