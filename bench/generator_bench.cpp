// generator_bench: time to generate a unique (by default minimal) puzzle, per box size and per
// uniqueness-check backend, on one core. Every puzzle is checked afterwards, untimed: one solution
// by a second backend, and that solution valid by sudoku::solution_error; a failure makes the
// exit code 1. "median ms" is wall time, "cpu ms" the median process CPU time (which other load on
// the machine does not inflate), "fill ms" the median time of random_solution alone.
//
//   generator_bench [--box 3,4,5] [--runs N] [--backend auto,dlx,csp,rules] [--seed S] [--first I] [--time-limit S]
//                   [--symmetry none|rotational|diagonal|mirror] [--clues K] [--grades] [--no-verify]

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bench/bench_common.hpp"
#include "bench/cli/generator_bench_args.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/compare/table.hpp"
#include "sudoku/generator/generator.hpp"

namespace {

using sudoku::compare::fixed;

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

/// Runs per box size when --runs is not given: enough for a stable median in a few seconds.
int default_runs(int box) {
    switch (box) {
        case 1:
        case 2: return 1000;
        case 3: return 200;
        case 4: return 10;
        default: return 3;
    }
}

/// Seconds allowed to the verifying search; a near-minimal 25x25 can take long to prove unique.
constexpr int kVerifySeconds = 300;

/// The uniqueness check of a result, by a backend other than the one that built the puzzle:
/// empty when verified, "?" when the verifying search hit its limit, else what is wrong.
std::string verify(const sudoku::GeneratedPuzzle& result, const std::string& checker) {
    if (const std::string why = sudoku::solution_error(result.puzzle, result.solution); !why.empty())
        return "solution invalid: " + why;
    const std::string other = checker == "rules" ? "csp" : "rules";
    sudoku::SolveOptions options{.backend = other, .max_solutions = 2};
    options.limits.time_limit = std::chrono::seconds(kVerifySeconds);
    const auto check = sudoku::solve(result.puzzle, options);
    if (check.status == csp::Status::LimitReached && check.solutions.size() < 2) return "?";
    if (!check.unique()) return "not unique according to the " + other + " backend";
    if (check.solutions.front() != result.solution) return "the " + other + " backend finds another solution";
    return {};
}

}  // namespace

int main(int argc, char** argv) {
    csp::bench::GeneratorBenchArgs args;
    if (const auto exit_code = csp::bench::parse_generator_bench_args(argc, argv, args)) return *exit_code;

    int failures = 0, unverified = 0;
    sudoku::bench::CpuShare gauge;
    std::printf("%-6s %-8s %5s %10s %10s %10s %10s %10s %8s %8s %8s %9s %9s\n", "size", "backend", "runs", "median ms",
                "cpu ms", "mean ms", "max ms", "fill ms", "clues", "minimal", "limited", "searches", "quick");
    for (const int box : args.boxes) {
        const int count = args.runs > 0 ? args.runs : default_runs(box);
        for (const std::string& backend : args.backends) {
            const std::string checker = backend == "auto" ? std::string(sudoku::default_check_backend(box)) : backend;
            std::vector<double> times_ms, cpu_ms, fill_ms;
            double clue_sum = 0;
            int minimal = 0, limited = 0;
            std::uint64_t searches = 0, quick = 0;
            std::map<sudoku::hints::Level, int> grade_counts;
            int logic_stops = 0;  // puzzles whose solving path needs a guess
            for (int i = 0; i < count; ++i) {
                sudoku::GeneratorOptions options;
                options.seed = sudoku::derive_seed(args.seed, static_cast<std::uint64_t>(args.first + i));
                options.backend = backend == "auto" ? "" : backend;
                options.symmetry = sudoku::symmetry_from_string(args.symmetry);
                options.clues = args.clues;
                if (box >= 5)
                    options.time_limit = std::chrono::milliseconds(static_cast<long long>(args.time_limit * 1000));

                const auto fill_start = std::chrono::steady_clock::now();
                (void)sudoku::random_solution(box, options.seed);
                fill_ms.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - fill_start).count());

                const std::clock_t cpu_start = std::clock();
                const sudoku::GeneratedPuzzle result = sudoku::generate(box, options);
                cpu_ms.push_back(static_cast<double>(std::clock() - cpu_start) * 1000.0 / CLOCKS_PER_SEC);
                times_ms.push_back(std::chrono::duration<double, std::milli>(result.time).count());
                clue_sum += result.puzzle.givens();
                minimal += result.minimal;
                limited += result.time_limited;
                searches += result.searches;
                quick += result.quick_checks;
                if (result.rating) {
                    ++grade_counts[result.rating->level];
                    if (!result.rating->solved) ++logic_stops;
                }
                const std::string why = args.verify ? verify(result, checker) : std::string();
                if (why == "?") {
                    ++unverified;
                } else if (!why.empty()) {
                    std::cerr << "FAILED: box " << box << " puzzle " << i << ": " << why << '\n';
                    ++failures;
                }
            }
            const double n = count;
            double mean = 0, max = 0;
            for (double t : times_ms) mean += t / n, max = std::max(max, t);
            const std::string size = std::to_string(box * box) + "x" + std::to_string(box * box);
            std::printf("%-6s %-8s %5d %10s %10s %10s %10s %10s %8s %8d %8d %9s %9s\n", size.c_str(), checker.c_str(),
                        count, fixed(median(times_ms), 3).c_str(), fixed(median(cpu_ms), 3).c_str(),
                        fixed(mean, 3).c_str(), fixed(max, 3).c_str(), fixed(median(fill_ms), 3).c_str(),
                        fixed(clue_sum / n, 1).c_str(), minimal, limited,
                        fixed(static_cast<double>(searches) / n, 1).c_str(),
                        fixed(static_cast<double>(quick) / n, 1).c_str());
            if (args.grades && sudoku::gradable(box)) {
                std::printf("  grades:");
                for (const auto& [grade, k] : grade_counts)
                    std::printf(" %s %d", std::string(sudoku::hints::to_string(grade)).c_str(), k);
                std::printf("; logic stops (a guess is needed) in %d\n", logic_stops);
            }
            std::fflush(stdout);
        }
    }
    sudoku::bench::print_cpu_share(std::cout, gauge);
    if (unverified > 0)
        std::cout << unverified << " puzzle(s) not verified: the check hit its " << kVerifySeconds << " s limit\n";
    if (failures > 0) std::cout << "*** " << failures << " puzzle(s) FAILED verification ***\n";
    return failures > 0 ? 1 : 0;
}
