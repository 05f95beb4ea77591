#pragma once
/// The command line of examples/cryptarithm.cpp.

#include <string>
#include <vector>

#include "models/example_cli.hpp"

namespace csp::examples {

struct CryptarithmArgs {
    std::vector<std::string> puzzles;
    bool show_model = false;
    std::string model_name = "dual";
    SearchFlags flags;
    std::string dot_path;
};

/// Reads the command line into `args`; the result says whether the program stops there.
CommandLine parse_cryptarithm_args(int argc, char** argv, CryptarithmArgs& args);

}  // namespace csp::examples
