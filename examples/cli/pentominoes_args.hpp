#pragma once
/// The command line of examples/pentominoes.cpp.

#include "csp/base/search_limits.hpp"
#include "models/example_cli.hpp"

namespace csp::examples {

struct PentominoesArgs {
    int rows = 6;
    int cols = 10;
    bool count = false;
    bool stats = false;
    csp::SearchLimits limits;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_pentominoes_args(int argc, char** argv, PentominoesArgs& args);

}  // namespace csp::examples
