#include "bench/cli/alldiff_matching_bench_args.hpp"

#include <CLI/CLI.hpp>

namespace csp::bench {

std::optional<int> parse_alldiff_matching_bench_args(int argc, char** argv, AlldiffMatchingBenchArgs& args) {
    CLI::App app{"Domain-strength all-different: the engine's propagator against Boost.Graph"};
    app.add_option("--sizes", args.sizes, "unit sizes n (n variables over n values, n <= 64)")->delimiter(',');
    app.add_option("--inputs", args.inputs, "random inputs per size")->check(CLI::PositiveNumber);
    app.add_option("--keep", args.keep, "probability that a variable keeps a value")->check(CLI::Range(0.0, 1.0));
    app.add_option("--seed", args.seed, "random seed");
    app.add_option("--min-time", args.min_time, "seconds of timed calls per size and method, at least");
    CLI11_PARSE(app, argc, argv);
    return std::nullopt;
}

}  // namespace csp::bench
