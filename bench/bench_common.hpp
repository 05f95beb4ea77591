#pragma once
/// What only the benchmark programs need on top of the comparison harness of sudoku/compare/
/// (loading puzzles, timing contenders, judging answers, the table): a gauge of how much CPU the
/// run got, and the verdict line that fails a run with wrong answers. Header-only because each
/// bench/*.cpp is a program of its own.

#include <chrono>
#include <ctime>
#include <ostream>
#include <vector>

#include "sudoku/compare/summary.hpp"
#include "sudoku/compare/table.hpp"

namespace sudoku::bench {

/// How much of the wall-clock time this process was on a CPU, from construction to share().
/// Well below 1 means other processes competed for the cores and the per-puzzle times are
/// inflated; the runs are single-threaded, so 1 is the most it can be.
class CpuShare {
public:
    CpuShare() : cpu_start_(std::clock()), wall_start_(std::chrono::steady_clock::now()) {}
    double share() const {
        const double cpu = static_cast<double>(std::clock() - cpu_start_) / CLOCKS_PER_SEC;
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start_).count();
        return wall > 0 ? cpu / wall : 0;
    }

private:
    std::clock_t cpu_start_;
    std::chrono::steady_clock::time_point wall_start_;
};

/// Prints the CPU share line that goes under every table.
inline void print_cpu_share(std::ostream& out, const CpuShare& gauge) {
    const double share = gauge.share();
    out << "cpu/wall during the run: " << compare::fixed(share, 2)
        << (share < 0.9 ? " (other processes took the CPU: times are inflated, re-run on a quiet machine)" : "")
        << '\n';
}

/// Prints the loud verdict line and returns the process exit code: 0, or 1 when any answer was wrong.
inline int finish(std::ostream& out, const std::vector<compare::Summary>& summaries) {
    const std::size_t wrong = compare::wrong_answers(summaries);
    if (wrong == 0) return 0;
    out << "\n*** " << wrong << " WRONG ANSWER(S): these figures are not valid ***\n";
    return 1;
}

}  // namespace sudoku::bench
