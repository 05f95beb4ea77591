#include "bench/cli/generator_bench_args.hpp"

#include <CLI/CLI.hpp>

namespace csp::bench {

std::optional<int> parse_generator_bench_args(int argc, char** argv, GeneratorBenchArgs& args) {
    CLI::App app{"Time the puzzle generator (minimal unique puzzles) per box size and checking backend"};
    app.add_option("--box", args.boxes, "box sizes, comma-separated (3 = 9x9)")->delimiter(',');
    app.add_option("--backend", args.backends,
                   "uniqueness-check backends to compare, comma-separated (auto = the generator's default per size)")
        ->delimiter(',');
    app.add_option("--runs", args.runs,
                   "puzzles per box size (default: 1000 for 4x4, 200 for 9x9, 10 for 16x16, 3 above)");
    app.add_option("--seed", args.seed, "puzzle i uses derive_seed(seed, i)");
    app.add_option("--first", args.first,
                   "index of the first puzzle (so that processes on several cores can share the runs of one seed)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--time-limit", args.time_limit, "per-puzzle time limit in seconds for box >= 5 (0 = none)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--symmetry", args.symmetry, "clue symmetry");
    app.add_option("--clues", args.clues, "stop at this many clues (0 = minimal)");
    app.add_flag("--grades", args.grades,
                 "print the grade distribution (the step finder's rating, boxes up to 8) and how many puzzles logic "
                 "alone does not solve");
    app.add_flag("!--no-verify", args.verify, "skip the untimed check of every puzzle by a second backend");
    CLI11_PARSE(app, argc, argv);
    return std::nullopt;
}

}  // namespace csp::bench
