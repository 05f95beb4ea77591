#pragma once
/// The command line of examples/graph_colouring.cpp.

#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

struct GraphColouringArgs {
    std::string path;        ///< a DIMACS .col file, or empty
    std::string generate;    ///< a built-in graph's name, or empty
    std::string write_path;  ///< --write-col FILE, or empty
    int colours = 0;         ///< 0: find the chromatic number
    bool find_chromatic = false;
    SearchFlags flags;
    std::string dot_path;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_graph_colouring_args(int argc, char** argv, GraphColouringArgs& args);

}  // namespace csp::examples
