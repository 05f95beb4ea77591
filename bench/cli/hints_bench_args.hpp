#pragma once
/// The command line of bench/hints_bench.cpp: one subcommand and its options.

#include <cstddef>
#include <optional>
#include <string>

#include "bench/hints/commands.hpp"

namespace csp::bench {

struct HintsBenchArgs {
    enum class Command { Reglib, Soundness, Timing, Grade, Se };
    Command command = Command::Reglib;
    ::sudoku::hints_bench::ReglibOptions reglib;
    ::sudoku::hints_bench::PuzzleFile puzzles;  ///< soundness, timing, grade
    std::size_t show = 20;                      ///< soundness: violations printed in full, 0 = all
    bool grade_verbose = false;
    ::sudoku::hints_bench::SeOptions se;
};

/// Reads the command line into `args`; the exit code when the program stops there (0 for --help,
/// 2 for a usage error or an unknown technique, said on stderr).
std::optional<int> parse_hints_bench_args(int argc, char** argv, HintsBenchArgs& args);

}  // namespace csp::bench
