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

#include "bench/bench_common.hpp"
#include "bench/cli/sudoku_bench_args.hpp"
#include "sudoku/backends/backend.hpp"
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

int main(int argc, char** argv) {
    csp::bench::SudokuBenchArgs args;
    if (const auto exit_code = csp::bench::parse_sudoku_bench_args(argc, argv, args)) return *exit_code;
    sudoku::SolveOptions base = args.base;

    std::vector<sudoku::compare::Puzzle> puzzles;
    try {
        for (const std::string& name : args.backends) (void)sudoku::find_backend(name);
        puzzles = sudoku::compare::load_puzzles(args.path, args.limit);
    } catch (const std::exception& error) {
        std::cerr << "sudoku_bench: " << error.what() << '\n';
        return 2;
    }
    base.max_solutions = args.max_solutions;
    base.limits.node_limit = args.node_limit;
    base.limits.time_limit = std::chrono::milliseconds(args.time_limit_ms);

    std::vector<sudoku::compare::Contender> contenders;
    for (const std::string& name : args.backends) {
        sudoku::SolveOptions options = base;
        options.backend = name;
        contenders.push_back(
            {name, [options, per_puzzle = args.per_puzzle, name](const sudoku::Grid& puzzle) {
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
    std::cout << puzzles.size() << " puzzles (" << box_sizes(puzzles) << ") from " << args.path << '\n'
              << "csp options: " << csp::bench::describe_strategy(base) << " max-solutions=" << args.max_solutions
              << " node-limit=" << args.node_limit << " time-limit-ms=" << args.time_limit_ms << "\n\n";

    std::vector<sudoku::compare::Summary> summaries;
    const sudoku::bench::CpuShare gauge;
    try {
        summaries = sudoku::compare::run(puzzles, contenders, std::cerr);
    } catch (const std::exception& error) {
        std::cerr << "sudoku_bench: solver failed: " << error.what() << '\n';
        return 2;
    }
    sudoku::compare::print_table(std::cout, summaries, args.markdown);
    sudoku::bench::print_cpu_share(std::cout, gauge);
    return sudoku::bench::finish(std::cout, summaries);
}
