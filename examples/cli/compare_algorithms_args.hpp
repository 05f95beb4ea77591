#pragma once
/// The command line of examples/compare_algorithms.cpp.

#include <cstdint>
#include <string>

#include "models/compare_methods.hpp"
#include "models/compare_problems.hpp"
#include "models/example_cli.hpp"

namespace csp::examples {

struct CompareAlgorithmsArgs {
    std::string rows_text;     ///< comma-separated row keys; every row by default
    std::string methods_text;  ///< comma-separated method keys; the default methods by default
    CompareLimits limits;
    double time_limit = 1.0;
    int runs = 5;
    std::uint64_t seed = 1;
    bool markdown = false;
    bool checks = false;
    RandomCspShape shape;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_compare_algorithms_args(int argc, char** argv, CompareAlgorithmsArgs& args);

}  // namespace csp::examples
