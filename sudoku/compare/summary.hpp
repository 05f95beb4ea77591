#pragma once
/// What a comparison measures of one contender: per-puzzle times and outcome counts while it runs
/// (Tally), and the figures printed from them (Summary).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sudoku::compare {

/// How one answer was judged by the validator.
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
double percentile(const std::vector<double>& sorted, double p);

/// The figures of one contender's tally.
Summary summarize(const std::string& name, const Tally& tally);

/// Total wrong answers over all contenders (non-zero must fail the program).
std::size_t wrong_answers(const std::vector<Summary>& summaries);

}  // namespace sudoku::compare
