#include "bench/cli/per_puzzle_cpu_args.hpp"

#include <CLI/CLI.hpp>

#include "sudoku/backends/backend.hpp"

namespace csp::bench {

std::optional<int> parse_per_puzzle_cpu_args(int argc, char** argv, PerPuzzleCpuArgs& args) {
    CLI::App app{"CPU microseconds per puzzle of one backend (best of several passes)"};
    app.add_option("file", args.file, "puzzles, one per line")->required();
    app.add_option("--first", args.first, "only the first N puzzles (0 = all)");
    app.add_option("--limit", args.limit, "solutions to look for: 1 = first solution, 2 = uniqueness")
        ->check(CLI::Range(1, 2));
    app.add_option("--repeats", args.repeats, "timed passes; the best counts")->check(CLI::Range(1, 100));
    app.add_option("--backend", args.backend, "the backend to time")->check(CLI::IsMember(::sudoku::backend_names()));
    CLI11_PARSE(app, argc, argv);
    return std::nullopt;
}

}  // namespace csp::bench
