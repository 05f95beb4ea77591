#include "sudoku/compare/summary.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace sudoku::compare {

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

Summary summarize(const std::string& name, const Tally& tally) {
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
    s.median_us = sorted.size() % 2 == 1 ? sorted[sorted.size() / 2]
                                         : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
    s.p99_us = percentile(sorted, 99);
    s.mean_cpu_us = tally.cpu_us() / n;
    s.mean_nodes = static_cast<double>(tally.nodes()) / n;
    return s;
}

std::size_t wrong_answers(const std::vector<Summary>& summaries) {
    std::size_t wrong = 0;
    for (const Summary& s : summaries) wrong += s.wrong;
    return wrong;
}

}  // namespace sudoku::compare
