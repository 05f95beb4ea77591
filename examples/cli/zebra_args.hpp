#pragma once
/// The command line of examples/zebra.cpp.

#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

struct ZebraArgs {
    bool show_clues = false;
    SearchFlags flags;
    std::string dot_path;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_zebra_args(int argc, char** argv, ZebraArgs& args);

}  // namespace csp::examples
