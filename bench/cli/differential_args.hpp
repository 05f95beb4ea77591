#pragma once
/// The command line of bench/differential.cpp.

#include <cstdint>
#include <optional>
#include <vector>

namespace csp::bench {

struct DifferentialArgs {
    std::uint64_t count = 1000;
    std::vector<int> sizes = {4, 9, 16, 25};  ///< grid sides
    std::uint64_t seed = 1;
    std::uint64_t first = 0;  ///< index of the first case
    double time_limit = 10;   ///< seconds per solve, 0 = none
    double slow = 0;          ///< print solves slower than this many seconds, 0 = none
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_differential_args(int argc, char** argv, DifferentialArgs& args);

}  // namespace csp::bench
