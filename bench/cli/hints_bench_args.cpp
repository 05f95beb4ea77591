#include "bench/cli/hints_bench_args.hpp"

#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "csp/cli/choices.hpp"
#include "sudoku/hints/technique.hpp"

namespace csp::bench {

namespace {

/// A count: CLI11 would read "-1" into an unsigned as a huge number.
const CLI::Validator kCount(
    [](const std::string& text) { return text.starts_with('-') ? std::string("must be 0 or more") : std::string(); },
    "N >= 0");

}  // namespace

std::optional<int> parse_hints_bench_args(int argc, char** argv, HintsBenchArgs& args) {
    CLI::App app{"Validate and time the step finder of sudoku/hints (explanations, ratings)"};
    app.require_subcommand(1);

    auto* reglib =
        app.add_subcommand("reglib", "run HoDoKu's regression library: the pass rate of every technique we have");
    reglib->add_option("FILE", args.reglib.path, "the library (reglib-1.4-public.txt or a file in its format)")
        ->required();
    std::string technique;
    reglib->add_option("--technique", technique, "only this technique: our name or HoDoKu's code (0300)");
    reglib->add_flag("--verbose", args.reglib.verbose, "for each failing case, what the finder found instead");
    reglib->add_option("--min-rate", args.reglib.min_rate, "exit 1 when a technique passes less than this %")
        ->check(CLI::Range(0.0, 100.0));

    // soundness, timing and grade read the same puzzle file options (one of them runs).
    const auto add_puzzle_command = [&](const char* name, const char* help) {
        auto* command = app.add_subcommand(name, help);
        command->add_option("FILE", args.puzzles.path, "puzzles, one-line or grid form (box up to 8)")->required();
        command->add_option("--limit", args.puzzles.limit, "only the first N puzzles (0 = all)")->check(kCount);
        return command;
    };
    auto* soundness =
        add_puzzle_command("soundness", "check every step of every solving path against the puzzle's solution");
    soundness->add_option("--show", args.show, "print the first N violations in full (0 = all)");
    auto* timing = add_puzzle_command("timing", "CPU time per puzzle of explaining it to the end, techniques used");
    auto* grade = add_puzzle_command("grade", "rate every puzzle: HoDoKu levels, SE ratings, the share in Extreme");
    grade->add_flag("--verbose", args.grade_verbose,
                    "a line per puzzle: SE, level, score, steps per technique, CPU ms");

    auto* se = app.add_subcommand("se", "our SE number beside serate's: share within 0.2, Spearman above 7.5");
    se->add_option("FILE", args.se.path, "PUZZLE RATING lines rated by serate (RATING a number or 'timeout')")
        ->required();
    se->add_option("--limit", args.se.limit, "only the first N rated puzzles (0 = all)")->check(kCount);
    se->add_flag("--verbose", args.se.verbose, "a line per puzzle: serate's number beside ours");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error) == 0 ? 0 : 2;  // --help is not an error
    }
    using Command = HintsBenchArgs::Command;
    args.command = soundness->parsed() ? Command::Soundness
                   : timing->parsed()  ? Command::Timing
                   : grade->parsed()   ? Command::Grade
                   : se->parsed()      ? Command::Se
                                       : Command::Reglib;
    if (!technique.empty()) {
        args.reglib.technique = ::sudoku::hints::technique_from_string(technique);
        if (!args.reglib.technique) {
            std::cerr << "hints_bench: unknown technique '" << technique
                      << "' (known: " << csp::cli::join(::sudoku::hints::technique_names(), "|")
                      << ", or HoDoKu's code such as 0300)\n";
            return 2;
        }
    }
    return std::nullopt;
}

}  // namespace csp::bench
