// hints_bench timing: the CPU time of explaining each puzzle to the end (solve_logically from the
// givens: the pencil marks, every step, until solved or stuck), the share solved by logic, and how
// often each technique was used. Telling a unique puzzle (which may use the uniqueness techniques)
// is done by the dlx backend beforehand and not timed.

#include <algorithm>
#include <array>
#include <ctime>
#include <iomanip>
#include <ostream>
#include <string>

#include "bench/bench_common.hpp"
#include "bench/hints/commands.hpp"
#include "bench/hints/common.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/compare/summary.hpp"
#include "sudoku/compare/table.hpp"
#include "sudoku/hints/finder.hpp"

namespace sudoku::hints_bench {

namespace {

using compare::fixed;

/// Process CPU time in milliseconds of explaining one puzzle.
double explain_ms(const KnownPuzzle& known, hints::SolvingPath& path) {
    const std::clock_t start = std::clock();
    path = hints::solve_logically(PencilMarks(known.puzzle.grid), known.path_options());
    return static_cast<double>(std::clock() - start) * (1e3 / CLOCKS_PER_SEC);
}

/// Process CPU time in milliseconds of one hint: the easiest step in `marks`, or none after every
/// technique has looked.
double hint_ms(const PencilMarks& marks, const KnownPuzzle& known) {
    const std::clock_t start = std::clock();
    (void)hints::next_step(hints::Board(marks, known.path_options().unique));
    return static_cast<double>(std::clock() - start) * (1e3 / CLOCKS_PER_SEC);
}

}  // namespace

int run_timing(const PuzzleFile& file, std::ostream& out) {
    const std::vector<compare::Puzzle> puzzles = load(file);
    print_header(out, "timing", file, puzzles);
    std::vector<KnownPuzzle> known;
    known.reserve(puzzles.size());
    for (const compare::Puzzle& puzzle : puzzles) known.push_back(know(puzzle));

    hints::SolvingPath path;
    (void)explain_ms(known.front(), path);  // warm-up, untimed: one-time setup is not charged to puzzle 1
    std::vector<double> ms;
    std::vector<double> hint_times;
    double slowest_hint = 0;
    std::array<std::size_t, 3> ends{};
    std::array<std::size_t, hints::kTechniqueCount> steps{}, used_by{};
    std::size_t slowest = 0;
    const bench::CpuShare gauge;
    batch::Progress progress(known.size());
    for (std::size_t i = 0; i < known.size(); ++i) {
        ms.push_back(explain_ms(known[i], path));
        // A hint at the start, and where logic stops (every technique looks and finds nothing: the
        // slowest hint there is).
        hint_times.push_back(hint_ms(PencilMarks(known[i].puzzle.grid), known[i]));
        if (path.end == hints::PathEnd::Stuck) hint_times.push_back(hint_ms(path.final_marks, known[i]));
        // And before every step of the path: the slowest hint anywhere on it.
        PencilMarks marks(known[i].puzzle.grid);
        for (const hints::Step& step : path.steps) {
            slowest_hint = std::max(slowest_hint, hint_ms(marks, known[i]));
            hints::apply(step, marks);
        }
        if (ms.back() > ms[slowest]) slowest = i;
        ++ends[static_cast<std::size_t>(path.end)];
        std::array<bool, hints::kTechniqueCount> used{};
        for (const hints::Step& step : path.steps) {
            ++steps[static_cast<std::size_t>(step.technique)];
            used[static_cast<std::size_t>(step.technique)] = true;
        }
        for (std::size_t t = 0; t < used.size(); ++t) used_by[t] += used[t] ? 1 : 0;
        progress.tick(i + 1);
    }
    progress.finish();

    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    double total = 0;
    for (double t : ms) total += t;
    out << "CPU ms per puzzle (explain to the end): median " << fixed(compare::percentile(sorted, 50), 3) << ", p90 "
        << fixed(compare::percentile(sorted, 90), 3) << ", p99 " << fixed(compare::percentile(sorted, 99), 3)
        << ", max " << fixed(sorted.back(), 3) << " (puzzle " << slowest + 1 << ", line " << known[slowest].puzzle.line
        << "), mean " << fixed(total / static_cast<double>(ms.size()), 3) << '\n';
    std::sort(hint_times.begin(), hint_times.end());
    out << "CPU ms per hint (the next step at the start, and where logic stops): median "
        << fixed(compare::percentile(hint_times, 50), 3) << ", p99 " << fixed(compare::percentile(hint_times, 99), 3)
        << ", max " << fixed(hint_times.back(), 3)
        << "; the slowest before any step of any path: " << fixed(std::max(slowest_hint, hint_times.back()), 3) << '\n';
    const std::size_t n = known.size();
    out << "solved by logic: " << ends[static_cast<std::size_t>(hints::PathEnd::Solved)] << " ("
        << percent(ends[static_cast<std::size_t>(hints::PathEnd::Solved)], n) << "); stuck "
        << ends[static_cast<std::size_t>(hints::PathEnd::Stuck)] << "; contradiction "
        << ends[static_cast<std::size_t>(hints::PathEnd::Contradiction)] << '\n';
    if (ends[static_cast<std::size_t>(hints::PathEnd::Contradiction)] > 0)
        out << "a path that ends in a contradiction took an unsound step: hints_bench soundness names it\n";
    out << std::left << std::setw(28) << "technique" << std::right << std::setw(10) << "steps" << std::setw(10)
        << "puzzles" << std::setw(9) << "share" << '\n';
    for (hints::Technique t : hints::all_techniques()) {
        const auto k = static_cast<std::size_t>(t);
        if (steps[k] == 0) continue;
        out << std::left << std::setw(28) << hints::to_string(t) << std::right << std::setw(10) << steps[k]
            << std::setw(10) << used_by[k] << std::setw(9) << percent(used_by[k], n) << '\n';
    }
    bench::print_cpu_share(out, gauge);
    return 0;
}

}  // namespace sudoku::hints_bench
