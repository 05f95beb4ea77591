#pragma once
/// The command line of examples/map_colouring.cpp.

#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

struct MapColouringArgs {
    std::string map_name = "australia";
    int colours = 0;  ///< 0: 3 for australia, 4 for the others
    bool count = false;
    std::string dot_path;
    SearchFlags flags;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_map_colouring_args(int argc, char** argv, MapColouringArgs& args);

}  // namespace csp::examples
