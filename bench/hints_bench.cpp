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

#include "bench/cli/hints_bench_args.hpp"
#include "bench/hints/commands.hpp"

int main(int argc, char** argv) {
    namespace hb = sudoku::hints_bench;
    using Command = csp::bench::HintsBenchArgs::Command;
    csp::bench::HintsBenchArgs args;
    if (const auto exit_code = csp::bench::parse_hints_bench_args(argc, argv, args)) return *exit_code;
    try {
        switch (args.command) {
            case Command::Reglib: return hb::run_reglib(args.reglib, std::cout);
            case Command::Soundness: return hb::run_soundness(args.puzzles, args.show, std::cout);
            case Command::Timing: return hb::run_timing(args.puzzles, std::cout);
            case Command::Grade: return hb::run_grade(args.puzzles, args.grade_verbose, std::cout);
            case Command::Se: return hb::run_se(args.se, std::cout);
        }
    } catch (const std::exception& error) {
        std::cerr << "hints_bench: " << error.what() << '\n';
        return 2;
    }
    return 2;
}
