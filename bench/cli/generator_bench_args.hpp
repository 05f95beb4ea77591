#pragma once
/// The command line of bench/generator_bench.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace csp::bench {

struct GeneratorBenchArgs {
    std::vector<int> boxes = {3, 4, 5};
    std::vector<std::string> backends = {"auto"};  ///< uniqueness-check backends
    int runs = 0;                                  ///< puzzles per box size, 0 = the size's default
    std::uint64_t seed = 1;
    int first = 0;
    double time_limit = 30;  ///< seconds per puzzle for box >= 5, 0 = none
    std::string symmetry = "none";
    int clues = 0;  ///< stop at this many clues, 0 = minimal
    bool grades = false;
    bool verify = true;  ///< the untimed check of every puzzle by a second backend
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_generator_bench_args(int argc, char** argv, GeneratorBenchArgs& args);

}  // namespace csp::bench
