#include "bench/cli/sudoku_bench_args.hpp"

#include <CLI/CLI.hpp>

#include "csp/cli/choices.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/cli/solve_flags.hpp"

namespace csp::bench {

std::optional<int> parse_sudoku_bench_args(int argc, char** argv, SudokuBenchArgs& args) {
    CLI::App app{"Time Sudoku backends on the same puzzles (one process, puzzles interleaved)"};
    app.add_option("FILE", args.path, "puzzle file (one-line or grid form, any size)")->required();
    app.add_option("--backend,--backends", args.backends,
                   "backends to run, repeatable or comma-separated; the first is the ratio baseline "
                   "(default csp; known: " +
                       csp::cli::join(::sudoku::backend_names(), "|") + ")")
        ->delimiter(',')
        ->allow_extra_args(false);
    app.add_option("--limit", args.limit, "use only the first N puzzles (0 = all)");
    app.add_option("--node-limit", args.node_limit, "per-puzzle node limit (0 = none)");
    app.add_option("--time-limit-ms", args.time_limit_ms, "per-puzzle time limit in ms (0 = none)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--max-solutions", args.max_solutions, "stop after K solutions (2 = uniqueness check; 0 = all)");
    app.add_flag("--markdown", args.markdown, "also print the rows as a Markdown table");
    app.add_flag(
        "--per-puzzle", args.per_puzzle,
        "print each solve's outcome, time and nodes to stderr (the first line is the untimed warm-up on puzzle 1)");
    ::sudoku::cli::add_engine_flags(app, args.base);
    CLI11_PARSE(app, argc, argv);
    if (args.backends.empty()) args.backends.emplace_back("csp");
    return std::nullopt;
}

std::string describe_strategy(const ::sudoku::SolveOptions& options) {
    const csp::SolverOptions& search = options.search;
    std::string text = "inference=" + std::string(csp::to_string(search.inference)) +
                       " var-order=" + std::string(csp::to_string(search.variable_order)) +
                       " val-order=" + std::string(csp::to_string(search.value_order)) +
                       " restarts=" + std::string(csp::to_string(search.restarts));
    if (search.restarts != csp::RestartPolicy::None) text += " base=" + std::to_string(search.restart_base);
    if (search.random_ties) text += " random-ties seed=" + std::to_string(search.seed);
    if (options.portfolio > 1) text += " portfolio=" + std::to_string(options.portfolio);
    return text + " reasoning=" + std::string(csp::to_string(options.reasoning)) +
           " model=" + std::string(::sudoku::to_string(options.model)) +
           " alldiff-strength=" + ::sudoku::cli::strength_name(options.strength);
}

}  // namespace csp::bench
