#pragma once
/// Shared code for the benchmark programs: loading a puzzle file, timing every solve of every
/// contender on the same puzzles in one process, checking each answer with the independent
/// validator, and printing one summary row per contender (plain table and, optionally, Markdown).
/// Header-only because each bench/*.cpp is a program of its own.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <functional>
#include <iostream>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "csp/search/solver.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::bench {

/// A puzzle and where it came from, so a wrong answer can be traced back to the file.
struct Puzzle {
    Grid grid;
    int line = 0;  ///< 1-based line where the puzzle starts
};

/// The first `limit` puzzles of the file at `path` (0 = all), in file order. A malformed puzzle
/// throws its ParseError ("FILE:LINE:COLUMN: ..."): skipping it would silently change the set the
/// figures are about. Throws std::runtime_error when the file cannot be read or holds no puzzle.
inline std::vector<Puzzle> load_puzzles(const std::string& path, std::size_t limit) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open '" + path + "'");
    PuzzleReader reader(in, path);
    std::vector<Puzzle> puzzles;
    while (limit == 0 || puzzles.size() < limit) {
        std::optional<PuzzleEntry> entry = reader.next();
        if (!entry) break;
        if (entry->error) throw *entry->error;
        puzzles.push_back({std::move(*entry->grid), entry->line});
    }
    if (puzzles.empty()) throw std::runtime_error("no puzzles in '" + path + "'");
    return puzzles;
}

/// What one solver returned for one puzzle, in a form every contender (ours or a peer) can give.
struct Answer {
    csp::Status status = csp::Status::Unsatisfiable;
    std::vector<Grid> solutions;
    std::uint64_t nodes = 0;  ///< search nodes as the solver itself counts them
};

/// A solver under test: a name for the table and a function solving one puzzle. The whole call is
/// timed, so model construction and result extraction count.
struct Contender {
    std::string name;
    std::function<Answer(const Grid&)> solve;
};

enum class Outcome { Solved, Unsolvable, LimitReached, Wrong };

/// Per-puzzle times and outcome counts of one contender.
class Tally {
public:
    void add(std::chrono::nanoseconds elapsed, double cpu_us, Outcome outcome, std::uint64_t nodes) {
        times_us_.push_back(std::chrono::duration<double, std::micro>(elapsed).count());
        cpu_us_ += cpu_us;
        nodes_ += nodes;
        ++counts_[static_cast<std::size_t>(outcome)];
    }
    std::size_t puzzles() const { return times_us_.size(); }
    std::size_t count(Outcome outcome) const { return counts_[static_cast<std::size_t>(outcome)]; }
    std::uint64_t nodes() const { return nodes_; }
    const std::vector<double>& times_us() const { return times_us_; }
    double cpu_us() const { return cpu_us_; }

private:
    std::vector<double> times_us_;
    double cpu_us_ = 0;
    std::uint64_t nodes_ = 0;
    std::size_t counts_[4] = {};
};

/// The figures printed for one contender; times are per puzzle, in microseconds.
struct Summary {
    std::string name;
    std::size_t puzzles = 0, solved = 0, unsolvable = 0, limit_reached = 0, wrong = 0;
    double total_seconds = 0;       ///< sum of the per-puzzle times (loading excluded)
    double puzzles_per_second = 0;  ///< puzzles / total_seconds
    double mean_us = 0, median_us = 0, p99_us = 0;
    double mean_cpu_us = 0;  ///< process CPU time per puzzle: unlike wall time, not inflated by other load
    double mean_nodes = 0;
};

/// Nearest-rank percentile (0 < p ≤ 100) of sorted values: the smallest value with at least p% of
/// the values at or below it.
inline double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

inline Summary summarize(const std::string& name, const Tally& tally) {
    Summary s;
    s.name = name;
    s.puzzles = tally.puzzles();
    s.solved = tally.count(Outcome::Solved);
    s.unsolvable = tally.count(Outcome::Unsolvable);
    s.limit_reached = tally.count(Outcome::LimitReached);
    s.wrong = tally.count(Outcome::Wrong);
    if (s.puzzles == 0) return s;
    std::vector<double> sorted = tally.times_us();
    std::sort(sorted.begin(), sorted.end());
    const double n = static_cast<double>(s.puzzles);
    const double total_us = std::accumulate(sorted.begin(), sorted.end(), 0.0);
    s.total_seconds = total_us / 1e6;
    s.puzzles_per_second = total_us > 0 ? n / s.total_seconds : 0;
    s.mean_us = total_us / n;
    s.median_us = sorted.size() % 2 == 1
                      ? sorted[sorted.size() / 2]
                      : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
    s.p99_us = percentile(sorted, 99);
    s.mean_cpu_us = tally.cpu_us() / n;
    s.mean_nodes = static_cast<double>(tally.nodes()) / n;
    return s;
}

/// `value` with `decimals` digits after the point.
inline std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

/// A time ratio: two decimals, or two significant digits below 0.1 so small ratios do not print as 0.00.
inline std::string ratio_text(double numerator, double denominator) {
    if (!(denominator > 0)) return "-";
    const double ratio = numerator / denominator;
    if (ratio >= 0.1) return fixed(ratio, 2);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2g", ratio);
    return buffer;
}

namespace detail {

/// Outcome of one answer, checked by sudoku::solution_error (never trusting the solver); `why`
/// receives the reason when the answer is wrong.
inline Outcome judge(const Grid& puzzle, const Answer& answer, std::string& why) {
    for (const Grid& solution : answer.solutions) {
        why = solution_error(puzzle, solution);
        if (!why.empty()) return Outcome::Wrong;
    }
    switch (answer.status) {
        case csp::Status::Satisfied:
            if (answer.solutions.empty()) {
                why = "reported Satisfied but returned no solution";
                return Outcome::Wrong;
            }
            return Outcome::Solved;
        case csp::Status::Unsatisfiable:
            if (!answer.solutions.empty()) {
                why = "reported Unsatisfiable but returned a solution";
                return Outcome::Wrong;
            }
            return Outcome::Unsolvable;
        case csp::Status::LimitReached:
            return Outcome::LimitReached;
    }
    return Outcome::Wrong;
}

inline std::string pad(std::string text, std::size_t width, bool left) {
    if (text.size() >= width) return text;
    std::string spaces(width - text.size(), ' ');
    return left ? text + spaces : spaces + text;
}

/// The cells of one row of the table; `baseline` is the first contender (ratio columns).
inline std::vector<std::string> row_cells(const Summary& s, const Summary& baseline) {
    return {s.name,
            std::to_string(s.puzzles),
            std::to_string(s.solved),
            std::to_string(s.unsolvable),
            std::to_string(s.limit_reached),
            std::to_string(s.wrong),
            fixed(s.total_seconds, 3),
            fixed(s.puzzles_per_second, 0),
            fixed(s.mean_us, 1),
            fixed(s.median_us, 1),
            fixed(s.p99_us, 1),
            fixed(s.mean_cpu_us, 1),
            fixed(s.mean_nodes, 1),
            ratio_text(s.mean_us, baseline.mean_us),
            ratio_text(s.mean_cpu_us, baseline.mean_cpu_us)};
}

inline const std::vector<std::string>& header_cells() {
    static const std::vector<std::string> header = {
        "backend", "puzzles", "solved", "unsolvable", "limit", "wrong", "total s",
        "puzzles/s", "mean us", "median us", "p99 us", "mean cpu us", "mean nodes", "mean vs first", "cpu vs first"};
    return header;
}

}  // namespace detail

/// Runs every contender on every puzzle and returns one summary per contender, in order. Each
/// solve is timed by the steady clock (wall) and by std::clock (process CPU time, which other
/// processes on the machine do not inflate).
/// Puzzles are the outer loop so that noise from other processes on a shared machine falls on all
/// contenders alike. Each contender first solves puzzle 0 once, untimed, so one-time setup
/// (geometry tables, allocator pools) is not charged to the first timed puzzle. A wrong answer is
/// printed to `errors` at once; so is an Unsatisfiable claim on a puzzle another contender solved.
inline std::vector<Summary> run(const std::vector<Puzzle>& puzzles,
                                const std::vector<Contender>& contenders, std::ostream& errors) {
    std::vector<Tally> tallies(contenders.size());
    if (!puzzles.empty())
        for (const Contender& contender : contenders) (void)contender.solve(puzzles.front().grid);

    std::vector<Outcome> outcomes(contenders.size());
    std::vector<std::chrono::nanoseconds> elapsed(contenders.size());
    std::vector<std::uint64_t> nodes(contenders.size());
    std::vector<double> cpu_us(contenders.size());
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        const Grid& puzzle = puzzles[p].grid;
        bool someone_solved = false;
        std::string solver_name;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const std::clock_t cpu_start = std::clock();
            const auto start = std::chrono::steady_clock::now();
            Answer answer = contenders[c].solve(puzzle);
            elapsed[c] = std::chrono::steady_clock::now() - start;
            cpu_us[c] = static_cast<double>(std::clock() - cpu_start) * (1e6 / CLOCKS_PER_SEC);
            std::string why;
            outcomes[c] = detail::judge(puzzle, answer, why);
            nodes[c] = answer.nodes;
            if (outcomes[c] == Outcome::Wrong)
                errors << "WRONG ANSWER: " << contenders[c].name << " on puzzle #" << p + 1
                       << " (line " << puzzles[p].line << "): " << why << '\n';
            if (outcomes[c] == Outcome::Solved && !someone_solved) {
                someone_solved = true;
                solver_name = contenders[c].name;
            }
        }
        // A validated solution refutes every "no solution" claim on the same puzzle.
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            if (someone_solved && outcomes[c] == Outcome::Unsolvable) {
                outcomes[c] = Outcome::Wrong;
                errors << "WRONG ANSWER: " << contenders[c].name << " on puzzle #" << p + 1
                       << " (line " << puzzles[p].line << "): claims no solution, but "
                       << solver_name << " found a valid one\n";
            }
            tallies[c].add(elapsed[c], cpu_us[c], outcomes[c], nodes[c]);
        }
    }
    std::vector<Summary> summaries;
    for (std::size_t c = 0; c < contenders.size(); ++c)
        summaries.push_back(summarize(contenders[c].name, tallies[c]));
    return summaries;
}

/// Prints the summaries as an aligned table; the last two columns are each mean (wall, CPU) time
/// divided by the first contender's. With `markdown`, the same rows follow as a Markdown table for docs/.
inline void print_table(std::ostream& out, const std::vector<Summary>& summaries, bool markdown) {
    if (summaries.empty()) return;
    std::vector<std::vector<std::string>> rows = {detail::header_cells()};
    for (const Summary& s : summaries) rows.push_back(detail::row_cells(s, summaries.front()));
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            out << (i == 0 ? "" : "  ") << detail::pad(row[i], widths[i], i == 0);
        out << '\n';
    }
    if (!markdown) return;
    out << '\n';
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out << '|';
        for (const std::string& cell : rows[r]) out << ' ' << cell << " |";
        out << '\n';
        if (r == 0) {
            out << '|';
            for (std::size_t i = 0; i < rows[r].size(); ++i) out << (i == 0 ? "---|" : "--:|");
            out << '\n';
        }
    }
}

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
    out << "cpu/wall during the run: " << fixed(share, 2)
        << (share < 0.9 ? " (other processes took the CPU: times are inflated, re-run on a quiet machine)" : "")
        << '\n';
}

/// Total wrong answers over all contenders (non-zero must fail the program).
inline std::size_t wrong_answers(const std::vector<Summary>& summaries) {
    std::size_t wrong = 0;
    for (const Summary& s : summaries) wrong += s.wrong;
    return wrong;
}

/// Prints the loud verdict line and returns the process exit code: 0, or 1 when any answer was wrong.
inline int finish(std::ostream& out, const std::vector<Summary>& summaries) {
    const std::size_t wrong = wrong_answers(summaries);
    if (wrong == 0) return 0;
    out << "\n*** " << wrong << " WRONG ANSWER(S): these figures are not valid ***\n";
    return 1;
}

}  // namespace sudoku::bench
