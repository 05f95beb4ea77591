#pragma once
/// The command line of bench/sudoku_bench.cpp.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"

namespace csp::bench {

struct SudokuBenchArgs {
    std::string path;
    std::vector<std::string> backends;  ///< the first is the ratio baseline; empty = csp
    std::size_t limit = 0;              ///< only the first N puzzles, 0 = all
    std::uint64_t node_limit = 0;
    std::int64_t time_limit_ms = 0;
    std::size_t max_solutions = 1;
    bool markdown = false;
    bool per_puzzle = false;
    ::sudoku::SolveOptions base;  ///< the csp backend's strategy (sudoku::cli::add_engine_flags)
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_sudoku_bench_args(int argc, char** argv, SudokuBenchArgs& args);

/// The csp backend's strategy in one line, for the header of a run.
std::string describe_strategy(const ::sudoku::SolveOptions& options);

}  // namespace csp::bench
