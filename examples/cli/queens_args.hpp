#pragma once
/// The command line of examples/queens.cpp.

#include <cstdint>
#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

struct QueensArgs {
    int n = 8;
    bool count = false;
    bool min_conflicts = false;
    std::uint64_t max_steps = 1'000'000;
    std::string dot_path;
    ModelFlags model;
    SearchFlags flags;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_queens_args(int argc, char** argv, QueensArgs& args);

}  // namespace csp::examples
