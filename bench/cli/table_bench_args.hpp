#pragma once
/// The command line of bench/table_bench.cpp.

#include <cstdint>
#include <optional>
#include <vector>

namespace csp::bench {

struct TableBenchArgs {
    std::vector<int> arities{3, 4, 5};
    std::vector<int> tuple_counts{1000, 10000, 50000};
    double tightness = 0.1;
    int variables = 12;
    std::uint64_t nodes = 2000;
    std::uint64_t seed = 1;
};

/// Reads the command line into `args`; the exit code when the program stops there (--help, or a
/// usage error: CLI11's codes).
std::optional<int> parse_table_bench_args(int argc, char** argv, TableBenchArgs& args);

}  // namespace csp::bench
