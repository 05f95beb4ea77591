#pragma once
/// The command line of examples/queens_exact_cover.cpp.

#include "csp/exact_cover/exact_cover.hpp"
#include "models/example_cli.hpp"

namespace csp::examples {

struct QueensExactCoverArgs {
    int n = 8;
    bool count = false;
    bool stats = false;
    csp::ExactCoverOptions options;  ///< the limits the flags set
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_queens_exact_cover_args(int argc, char** argv, QueensExactCoverArgs& args);

}  // namespace csp::examples
