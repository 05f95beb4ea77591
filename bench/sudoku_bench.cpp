// sudoku_bench: throughput of the Sudoku backends on a puzzle file, side by side in one process.
// Every answer is checked with sudoku::solution_error; a wrong one makes the exit code 1.
//
//   sudoku_bench FILE [--backend NAME ...|--backends a,b] [--limit N] [--node-limit N]
//                [--time-limit-ms T] [--max-solutions K] [--markdown] [--per-puzzle]
//                [csp backend strategy: --inference, --var-order, --val-order, --restarts, …
//                 the flags of sudoku::cli::add_engine_flags]

#include <chrono>
#include <cstdint>
#include <ctime>
#include <exception>
#include <iomanip>
#include <iostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "bench/bench_common.hpp"
#include "csp/cli/choices.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/cli/solve_flags.hpp"
#include "sudoku/compare/contest.hpp"
#include "sudoku/compare/puzzle_set.hpp"
#include "sudoku/compare/table.hpp"

namespace {

std::string box_sizes(const std::vector<sudoku::compare::Puzzle>& puzzles) {
    std::set<int> sides;
    for (const auto& puzzle : puzzles) sides.insert(puzzle.grid.side());
    std::string text;
    for (int side : sides) text += (text.empty() ? "" : ", ") + std::to_string(side) + "x" + std::to_string(side);
    return text;
}

// One line per solve: the backend, the outcome (checked independently), wall time and search counters.
void print_outcome(std::ostream& out, const std::string& backend, const sudoku::Grid& puzzle,
                   const sudoku::SolveResult& result, std::chrono::steady_clock::time_point start,
                   std::clock_t cpu_start) {
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const double cpu_ms = static_cast<double>(std::clock() - cpu_start) * (1e3 / CLOCKS_PER_SEC);
    std::string outcome = std::string(csp::to_string(result.status));
    if (!result.solutions.empty())
        outcome = sudoku::solution_error(puzzle, result.solutions.front()).empty() ? "solved (valid)" : "WRONG";
    out << backend << ": " << outcome << ", " << std::fixed << std::setprecision(1) << ms << " ms (cpu " << cpu_ms
        << " ms), nodes " << result.stats.nodes << ", restarts " << result.stats.restarts << ", nogoods "
        << result.stats.nogoods << '\n';
}

}  // namespace

// The csp backend's strategy in one line, for the header of a run.
std::string describe(const sudoku::SolveOptions& options) {
    const csp::SolverOptions& search = options.search;
    std::string text = "inference=" + std::string(csp::to_string(search.inference)) +
                       " var-order=" + std::string(csp::to_string(search.variable_order)) +
                       " val-order=" + std::string(csp::to_string(search.value_order)) +
                       " restarts=" + std::string(csp::to_string(search.restarts));
    if (search.restarts != csp::RestartPolicy::None) text += " base=" + std::to_string(search.restart_base);
    if (search.random_ties) text += " random-ties seed=" + std::to_string(search.seed);
    if (options.portfolio > 1) text += " portfolio=" + std::to_string(options.portfolio);
    return text + " reasoning=" + std::string(csp::to_string(options.reasoning)) +
           " model=" + std::string(sudoku::to_string(options.model)) +
           " alldiff-strength=" + sudoku::cli::strength_name(options.strength);
}

int main(int argc, char** argv) {
    CLI::App app{"Time Sudoku backends on the same puzzles (one process, puzzles interleaved)"};
    std::string path;
    std::vector<std::string> backends;
    std::size_t limit = 0;
    std::uint64_t node_limit = 0;
    std::int64_t time_limit_ms = 0;
    std::size_t max_solutions = 1;
    bool markdown = false;
    bool per_puzzle = false;
    sudoku::SolveOptions base;

    app.add_option("FILE", path, "puzzle file (one-line or grid form, any size)")->required();
    app.add_option("--backend,--backends", backends,
                   "backends to run, repeatable or comma-separated; the first is the ratio baseline "
                   "(default csp; known: " +
                       csp::cli::join(sudoku::backend_names(), "|") + ")")
        ->delimiter(',')
        ->allow_extra_args(false);
    app.add_option("--limit", limit, "use only the first N puzzles (0 = all)");
    app.add_option("--node-limit", node_limit, "per-puzzle node limit (0 = none)");
    app.add_option("--time-limit-ms", time_limit_ms, "per-puzzle time limit in ms (0 = none)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--max-solutions", max_solutions, "stop after K solutions (2 = uniqueness check; 0 = all)");
    app.add_flag("--markdown", markdown, "also print the rows as a Markdown table");
    app.add_flag(
        "--per-puzzle", per_puzzle,
        "print each solve's outcome, time and nodes to stderr (the first line is the untimed warm-up on puzzle 1)");
    sudoku::cli::add_engine_flags(app, base);
    CLI11_PARSE(app, argc, argv);
    if (backends.empty()) backends.emplace_back("csp");

    std::vector<sudoku::compare::Puzzle> puzzles;
    try {
        for (const std::string& name : backends) (void)sudoku::find_backend(name);
        puzzles = sudoku::compare::load_puzzles(path, limit);
    } catch (const std::exception& error) {
        std::cerr << "sudoku_bench: " << error.what() << '\n';
        return 2;
    }
    base.max_solutions = max_solutions;
    base.limits.node_limit = node_limit;
    base.limits.time_limit = std::chrono::milliseconds(time_limit_ms);

    std::vector<sudoku::compare::Contender> contenders;
    for (const std::string& name : backends) {
        sudoku::SolveOptions options = base;
        options.backend = name;
        contenders.push_back(
            {name, [options, per_puzzle, name](const sudoku::Grid& puzzle) {
                 const auto start = std::chrono::steady_clock::now();
                 const std::clock_t cpu_start = std::clock();
                 sudoku::SolveResult result = sudoku::solve(puzzle, options);
                 if (per_puzzle) print_outcome(std::cerr, name, puzzle, result, start, cpu_start);
                 return sudoku::compare::Answer{result.status, std::move(result.solutions), result.stats.nodes};
             }});
    }

#ifndef NDEBUG
    std::cout << "warning: assertions are on; time a Release build (-DCMAKE_BUILD_TYPE=Release)\n";
#endif
    std::cout << puzzles.size() << " puzzles (" << box_sizes(puzzles) << ") from " << path << '\n'
              << "csp options: " << describe(base) << " max-solutions=" << max_solutions << " node-limit=" << node_limit
              << " time-limit-ms=" << time_limit_ms << "\n\n";

    std::vector<sudoku::compare::Summary> summaries;
    const sudoku::bench::CpuShare gauge;
    try {
        summaries = sudoku::compare::run(puzzles, contenders, std::cerr);
    } catch (const std::exception& error) {
        std::cerr << "sudoku_bench: solver failed: " << error.what() << '\n';
        return 2;
    }
    sudoku::compare::print_table(std::cout, summaries, markdown);
    sudoku::bench::print_cpu_share(std::cout, gauge);
    return sudoku::bench::finish(std::cout, summaries);
}
