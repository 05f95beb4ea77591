#pragma once
/// The command line of examples/latin_square.cpp.

#include <string>

#include "models/example_cli.hpp"

namespace csp::examples {

struct LatinSquareArgs {
    std::string path;  ///< the square's file, "-" for standard input
    SearchFlags flags;
    ModelFlags model;
    std::string dot_path;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_latin_square_args(int argc, char** argv, LatinSquareArgs& args);

}  // namespace csp::examples
