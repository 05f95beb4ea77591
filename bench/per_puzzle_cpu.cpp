// per_puzzle_cpu: CPU µs per puzzle of one backend over a puzzle file, timed the way
// ../shared/peers/tdoku/tdoku_bench times tdoku (the best of several passes of CPU time), so that
// bench/tdoku_compare.sh can print the two side by side. One untimed pass first judges every
// answer with sudoku::solution_error and checks that limit 2 finds exactly one solution on a
// proper puzzle; a wrong answer makes the exit code 1.
//
//   per_puzzle_cpu FILE [--first N] [--limit 1|2] [--repeats R] [--backend NAME]

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "bench/cli/per_puzzle_cpu_args.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/compare/puzzle_set.hpp"

namespace {

double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::PerPuzzleCpuArgs args;
    if (const auto exit_code = csp::bench::parse_per_puzzle_cpu_args(argc, argv, args)) return *exit_code;
    try {
        const auto puzzles = sudoku::compare::load_puzzles(args.file, args.first);
        sudoku::SolveOptions options;
        options.backend = args.backend;
        options.max_solutions = args.limit;
        int wrong = 0;
        for (const auto& p : puzzles) {
            const sudoku::SolveResult r = sudoku::solve(p.grid, options);
            const bool ok = !r.solutions.empty() && sudoku::solution_error(p.grid, r.solutions.front()).empty() &&
                            (args.limit == 1 || r.unique());
            if (!ok && ++wrong <= 5) std::cerr << args.file << ":" << p.line << ": wrong or missing answer\n";
        }
        double best = 1e30;
        std::uint64_t nodes = 0;
        for (int pass = 0; pass < args.repeats; ++pass) {
            nodes = 0;
            const double start = cpu_seconds();
            for (const auto& p : puzzles) nodes += sudoku::solve(p.grid, options).stats.nodes;
            best = std::min(best, cpu_seconds() - start);
        }
        const double n = static_cast<double>(puzzles.size());
        std::printf("%zu puzzles, %d wrong, best %.6f s, %.2f us/puzzle, %.1f nodes/puzzle\n", puzzles.size(), wrong,
                    best, best * 1e6 / n, static_cast<double>(nodes) / n);
        return wrong == 0 ? 0 : 1;
    } catch (const std::exception& e) {
        std::cerr << "per_puzzle_cpu: " << e.what() << '\n';
        return 2;
    }
}
