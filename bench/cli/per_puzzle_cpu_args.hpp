#pragma once
/// The command line of bench/per_puzzle_cpu.cpp.

#include <cstddef>
#include <optional>
#include <string>

namespace csp::bench {

struct PerPuzzleCpuArgs {
    std::string file;
    std::size_t first = 0;  ///< only the first N puzzles (0 = all)
    std::size_t limit = 1;  ///< solutions to look for: 1 = first solution, 2 = uniqueness
    int repeats = 3;
    std::string backend = "bitboard";
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_per_puzzle_cpu_args(int argc, char** argv, PerPuzzleCpuArgs& args);

}  // namespace csp::bench
