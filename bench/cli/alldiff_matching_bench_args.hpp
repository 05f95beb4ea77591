#pragma once
/// The command line of bench/alldiff_matching_bench.cpp.

#include <cstdint>
#include <optional>
#include <vector>

namespace csp::bench {

struct AlldiffMatchingBenchArgs {
    std::vector<int> sizes{9, 16, 25};
    int inputs = 1000;
    double keep = 0.4;
    std::uint64_t seed = 1;
    double min_time = 0.5;
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_alldiff_matching_bench_args(int argc, char** argv, AlldiffMatchingBenchArgs& args);

}  // namespace csp::bench
