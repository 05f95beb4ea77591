#include "bench/cli/differential_args.hpp"

#include <CLI/CLI.hpp>

namespace csp::bench {

std::optional<int> parse_differential_args(int argc, char** argv, DifferentialArgs& args) {
    CLI::App app{"Differential test: every Sudoku backend and model on the same random puzzles"};
    app.add_option("--count", args.count, "Puzzles to run")->capture_default_str();
    app.add_option("--sizes", args.sizes, "Grid sides (4, 9, 16, 25, ...)")->delimiter(',')->capture_default_str();
    app.add_option("--seed", args.seed, "Seed of the run")->capture_default_str();
    app.add_option("--first", args.first, "Index of the first case (to rerun one case)")->capture_default_str();
    app.add_option("--time-limit", args.time_limit,
                   "Seconds per solve (0 = none); a solve stopped is left out of the vote")
        ->capture_default_str();
    app.add_option("--slow", args.slow, "Print every solve taking longer than this many seconds (0 = none)");
    CLI11_PARSE(app, argc, argv);
    return std::nullopt;
}

}  // namespace csp::bench
