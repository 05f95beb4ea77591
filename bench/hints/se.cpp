// hints_bench se: our Sudoku Explainer number beside the one SE's own rater (serate) gave, for a
// file of `PUZZLE RATING` lines (tests/data/hints/serate_sample.txt, made by
// bench/hints/serate_sample.sh; RATING "timeout" when serate did not finish, such lines are
// skipped). Reports the share within ±0.2 and ±0.5 and, on the puzzles serate rates above 7.5, Spearman's
// rank correlation; a puzzle our path cannot finish is "unrated" and ranks above every number.

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <limits>
#include <map>
#include <numeric>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/hints/commands.hpp"
#include "bench/hints/common.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/compare/table.hpp"
#include "sudoku/format.hpp"

namespace sudoku::hints_bench {

namespace {

struct Rated {
    std::string puzzle;
    int line = 0;
    double serate = 0;
};

std::vector<Rated> read_ratings(const SeOptions& options, std::size_t& timeouts) {
    std::ifstream in(options.path);
    if (!in) throw std::runtime_error("cannot read " + options.path);
    std::vector<Rated> list;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string puzzle, rating;
        if (!(fields >> puzzle >> rating))
            throw std::runtime_error(options.path + ":" + std::to_string(number) + ": expected PUZZLE RATING");
        if (rating == "timeout") {
            ++timeouts;
            continue;
        }
        Rated r{puzzle, number, 0};
        try {
            std::size_t used = 0;
            r.serate = std::stod(rating, &used);
            if (used != rating.size()) throw std::invalid_argument(rating);
        } catch (const std::exception&) {
            throw std::runtime_error(options.path + ":" + std::to_string(number) + ":" +
                                     std::to_string(puzzle.size() + 2) + ": the rating '" + rating +
                                     "' is neither a number nor 'timeout'");
        }
        list.push_back(r);
        if (options.limit != 0 && list.size() >= options.limit) break;
    }
    if (list.empty()) throw std::runtime_error(options.path + " holds no rated puzzle");
    return list;
}

/// Ranks from 1, ties sharing their mean rank.
std::vector<double> ranks(const std::vector<double>& values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::ranges::sort(order, {}, [&](std::size_t i) { return values[i]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && values[order[j]] == values[order[i]]) ++j;
        for (std::size_t k = i; k < j; ++k) rank[order[k]] = static_cast<double>(i + j + 1) / 2.0;
        i = j;
    }
    return rank;
}

/// Spearman's rank correlation: Pearson's of the ranks; NaN for fewer than two or constant values.
double spearman(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() < 2) return std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> ra = ranks(a), rb = ranks(b);
    const double n = static_cast<double>(a.size());
    const double ma = std::accumulate(ra.begin(), ra.end(), 0.0) / n;
    const double mb = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
    double sab = 0, saa = 0, sbb = 0;
    for (std::size_t i = 0; i < ra.size(); ++i) {
        sab += (ra[i] - ma) * (rb[i] - mb);
        saa += (ra[i] - ma) * (ra[i] - ma);
        sbb += (rb[i] - mb) * (rb[i] - mb);
    }
    if (saa == 0 || sbb == 0) return std::numeric_limits<double>::quiet_NaN();
    return sab / std::sqrt(saa * sbb);
}

}  // namespace

int run_se(const SeOptions& options, std::ostream& out) {
    std::size_t timeouts = 0;
    const std::vector<Rated> rated = read_ratings(options, timeouts);
    out << "se: " << options.path << ", " << rated.size() << " puzzles rated by serate (" << timeouts
        << " timed out there, skipped)\n";
    constexpr double kUnrated = std::numeric_limits<double>::infinity();
    std::vector<double> ours(rated.size());
    std::size_t within = 0, within_half = 0, exact = 0, unrated = 0;
    std::map<std::string, std::pair<std::size_t, std::size_t>> by_hardest;  // off by > 0.2, all
    if (options.verbose)
        out << std::left << std::setw(6) << "line" << std::setw(84) << "puzzle"
            << "serate  ours  hardest\n";
    batch::Progress progress(rated.size());
    for (std::size_t i = 0; i < rated.size(); ++i) {
        const compare::Puzzle puzzle{.grid = parse(rated[i].puzzle), .line = rated[i].line};
        const KnownPuzzle known = know(puzzle);
        const hints::Rating rating = hints::grade(PencilMarks(known.puzzle.grid), known.path_options());
        ours[i] = rating.solved ? rating.se : kUnrated;
        const bool close = rating.solved && std::abs(rating.se - rated[i].serate) <= 0.2 + 1e-9;
        within += close ? 1 : 0;
        within_half += rating.solved && std::abs(rating.se - rated[i].serate) <= 0.5 + 1e-9 ? 1 : 0;
        exact += rating.solved && std::abs(rating.se - rated[i].serate) < 0.05 ? 1 : 0;
        unrated += rating.solved ? 0 : 1;
        const std::string hardest = rating.hardest ? std::string(hints::to_string(*rating.hardest)) : "(none)";
        auto& [off, all] = by_hardest[rating.solved ? hardest : "(unrated)"];
        ++all;
        off += close ? 0 : 1;
        if (options.verbose)
            out << std::left << std::setw(6) << rated[i].line << std::setw(84) << rated[i].puzzle << std::setw(8)
                << compare::fixed(rated[i].serate, 1) << std::setw(6)
                << (rating.solved ? compare::fixed(rating.se, 1) : std::string("-")) << hardest << '\n';
        progress.tick(i + 1);
    }
    progress.finish();

    const std::size_t n = rated.size();
    out << "within ±0.2 of serate: " << within << " of " << n << " (" << percent(within, n)
        << "); within ±0.5: " << within_half << " (" << percent(within_half, n) << "); equal: " << exact << " ("
        << percent(exact, n) << "); unrated by us (logic stops): " << unrated << '\n';
    std::vector<double> high_se, high_ours;
    for (std::size_t i = 0; i < n; ++i)
        if (rated[i].serate > 7.5) high_se.push_back(rated[i].serate), high_ours.push_back(ours[i]);
    const double rho = spearman(high_se, high_ours);
    out << "serate above 7.5: " << high_se.size()
        << " puzzles; Spearman (ours, serate): " << (std::isnan(rho) ? std::string("-") : compare::fixed(rho, 3))
        << '\n';
    out << std::left << std::setw(28) << "our hardest technique" << std::right << std::setw(9) << "puzzles"
        << std::setw(12) << "off >0.2" << '\n';
    for (const auto& [name, counts] : by_hardest)
        out << std::left << std::setw(28) << name << std::right << std::setw(9) << counts.second << std::setw(12)
            << counts.first << '\n';
    return 0;
}

}  // namespace sudoku::hints_bench
