// binding_overhead: the C++ side of the Python binding's overhead benchmark (bench/python/overhead.py
// runs the same work through `csp` and compares). Each subcommand prints one line, "cpu_seconds S",
// the process CPU time of the timed part, best of --repeat runs.
//
//   binding_overhead sudoku FILE [--count N] [--backend B] [--repeat R]
//       the first N puzzles of FILE, read beforehand, each solved by one sudoku::solve call with
//       max_solutions 2 (what sudoku.solve(g, backend=B) does); every answer is checked by the
//       validator (exit 1 on a wrong or missing one).
//   binding_overhead model [--variables N] [--repeat R]
//       a csp::Problem of N variables over 0..9 with a binary predicate |a - b| != 1 between x_i and
//       x_{i+1} and between x_i and x_{i+2}, each added as a C++ lambda (compiled when added).

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <fstream>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include "bench/cli/binding_overhead_args.hpp"
#include "csp/model/problem.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"

namespace {

double cpu_now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

/// The best (least) CPU time of `repeat` runs of `work`.
template <class Work>
double best_of(int repeat, Work&& work) {
    double best = std::numeric_limits<double>::infinity();
    for (int r = 0; r < repeat; ++r) {
        const double start = cpu_now();
        work();
        best = std::min(best, cpu_now() - start);
    }
    return best;
}

std::vector<sudoku::Grid> read_puzzles(const std::string& file, std::size_t count) {
    std::ifstream in(file);
    if (!in) throw std::runtime_error(file + ": cannot open the file");
    sudoku::PuzzleReader reader(in, file);
    std::vector<sudoku::Grid> grids;
    while (grids.size() < count) {
        auto entry = reader.next();
        if (!entry) break;
        if (entry->error) throw *entry->error;
        grids.push_back(std::move(*entry->grid));
    }
    return grids;
}

int run_sudoku(const std::string& file, std::size_t count, const std::string& backend, int repeat) {
    const std::vector<sudoku::Grid> puzzles = read_puzzles(file, count);
    sudoku::SolveOptions options;
    options.backend = backend;
    options.max_solutions = 2;
    std::vector<sudoku::SolveResult> results(puzzles.size());
    const double seconds = best_of(repeat, [&] {
        for (std::size_t i = 0; i < puzzles.size(); ++i) results[i] = sudoku::solve(puzzles[i], options);
    });
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        if (!results[i].unique() || !sudoku::is_solution(puzzles[i], results[i].solutions[0])) {
            std::cerr << "puzzle " << i + 1 << ": wrong or missing answer\n";
            return 1;
        }
    std::cout << "puzzles " << puzzles.size() << "\ncpu_seconds " << seconds << "\n";
    return 0;
}

int run_model(int variables, int repeat) {
    std::size_t constraints = 0;
    const double seconds = best_of(repeat, [&] {
        csp::Problem p;
        for (int i = 0; i < variables; ++i) p.add_variable("x" + std::to_string(i), 0, 9);
        // One relation for every constraint, as the Python side passes one predicate object.
        const csp::Relation apart = csp::predicate([](int a, int b) { return std::abs(a - b) != 1; }, "apart");
        for (int i = 0; i < variables; ++i)
            for (int step : {1, 2})
                if (i + step < variables) p.add_constraint(i, i + step, apart);
        constraints = p.constraints().size();
    });
    std::cout << "constraints " << constraints << "\ncpu_seconds " << seconds << "\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::BindingOverheadArgs args;
    if (const auto exit_code = csp::bench::parse_binding_overhead_args(argc, argv, args)) return *exit_code;
    try {
        if (args.sudoku) return run_sudoku(args.file, args.count, args.backend, args.repeat);
        return run_model(args.variables, args.repeat);
    } catch (const std::exception& e) {  // an unreadable file or puzzle, a backend refusing it
        std::cerr << "binding_overhead: " << e.what() << '\n';
        return 2;
    }
}
