// hints_bench grade: every puzzle rated (sudoku::hints::grade: its paths in SE's and HoDoKu's order) and the
// distribution of the ratings: HoDoKu's levels, Sudoku Explainer's numbers, the hardest technique,
// and the share in the hardest band (Extreme: HoDoKu's top level, which also takes every puzzle
// that logic does not solve); and the process CPU time of each grade (both paths), the rating time
// a user waits for.

#include <algorithm>
#include <array>
#include <ctime>
#include <iomanip>
#include <map>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "bench/hints/commands.hpp"
#include "bench/hints/common.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/compare/summary.hpp"
#include "sudoku/compare/table.hpp"

namespace sudoku::hints_bench {

namespace {

using Counts = std::vector<std::pair<std::string, std::size_t>>;

void print_counts(std::ostream& out, const std::string& title, const Counts& counts, std::size_t whole) {
    out << std::left << std::setw(28) << title << std::right << std::setw(10) << "puzzles" << std::setw(9) << "share"
        << '\n';
    for (const auto& [name, count] : counts)
        out << std::left << std::setw(28) << name << std::right << std::setw(10) << count << std::setw(9)
            << percent(count, whole) << '\n';
}

/// "LINE se 8.3 solved extreme 2110 hardest dynamic-forcing-chain uses 1x12 3x40 …": all a rating
/// says (the uses fingerprint HoDoKu's path), so two builds' ratings can be diffed line by line.
std::string rating_line(int line, const hints::Rating& rating) {
    std::string text = std::to_string(line) + " se " + compare::fixed(rating.se, 1) +
                       (rating.solved ? " solved " : " stuck ") + std::string(hints::to_string(rating.level)) + ' ' +
                       std::to_string(rating.score) + " hardest " +
                       (rating.hardest ? std::string(hints::to_string(*rating.hardest)) : "-") + " uses";
    for (std::size_t t = 0; t < rating.uses.size(); ++t)
        if (rating.uses[t] != 0) text += ' ' + std::to_string(t) + 'x' + std::to_string(rating.uses[t]);
    return text;
}

}  // namespace

int run_grade(const PuzzleFile& file, bool verbose, std::ostream& out) {
    const std::vector<compare::Puzzle> puzzles = load(file);
    print_header(out, "grade", file, puzzles);
    std::array<std::size_t, hints::kLevelCount> levels{};
    std::map<std::string, std::size_t> se;  // "7.5", or "unrated" when logic stops
    std::map<std::string, std::size_t> hardest;
    std::size_t solved = 0;
    std::vector<double> times;  // CPU ms per grade
    batch::Progress progress(puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const KnownPuzzle known = know(puzzles[i]);
        const std::clock_t start = std::clock();
        const hints::Rating rating = hints::grade(PencilMarks(known.puzzle.grid), known.path_options());
        times.push_back(static_cast<double>(std::clock() - start) * (1e3 / CLOCKS_PER_SEC));
        if (verbose) out << rating_line(puzzles[i].line, rating) << ' ' << compare::fixed(times.back(), 3) << '\n';
        ++levels[static_cast<std::size_t>(rating.level)];
        ++se[rating.solved ? compare::fixed(rating.se, 1) : "unrated (logic stops)"];
        ++hardest[rating.hardest ? std::string(hints::to_string(*rating.hardest)) : "(no step)"];
        solved += rating.solved ? 1 : 0;
        progress.tick(i + 1);
    }
    progress.finish();

    const std::size_t n = puzzles.size();
    out << "rated: " << n << " of " << n << "; solved by logic: " << solved << " (" << percent(solved, n) << ")\n";
    std::sort(times.begin(), times.end());
    out << "CPU ms per grade (both paths): median " << compare::fixed(compare::percentile(times, 50), 3) << ", p99 "
        << compare::fixed(compare::percentile(times, 99), 3) << ", max " << compare::fixed(times.back(), 3) << '\n';
    Counts rows;
    for (int level = 0; level < hints::kLevelCount; ++level)
        rows.emplace_back(hints::to_string(static_cast<hints::Level>(level)), levels[static_cast<std::size_t>(level)]);
    print_counts(out, "HoDoKu level", rows, n);
    rows.clear();
    for (const auto& [rating, count] : se) rows.emplace_back(rating, count);
    print_counts(out, "SE rating (hardest step)", rows, n);
    print_counts(out, "hardest technique", Counts(hardest.begin(), hardest.end()), n);
    out << "in the hardest band (extreme): " << levels[static_cast<std::size_t>(hints::Level::Extreme)] << " ("
        << percent(levels[static_cast<std::size_t>(hints::Level::Extreme)], n) << ")\n";
    return 0;
}

}  // namespace sudoku::hints_bench
