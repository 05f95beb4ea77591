#pragma once
/// The command line of bench/binding_overhead.cpp.

#include <cstddef>
#include <optional>
#include <string>

namespace csp::bench {

struct BindingOverheadArgs {
    int repeat = 3;
    bool sudoku = false;  ///< the subcommand: sudoku, else model
    std::string file;     ///< sudoku: the puzzle file
    std::size_t count = 10000;
    std::string backend = "auto";
    int variables = 1000;  ///< model
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_binding_overhead_args(int argc, char** argv, BindingOverheadArgs& args);

}  // namespace csp::bench
