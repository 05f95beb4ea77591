// Simple colours: the conjugate pairs of one digit join cells into clusters; colouring each
// cluster's cells alternately with two colours, one colour holds the digit in all its cells and
// the other in none. Trap: a cell seeing cells of both colours loses the digit. Wrap: two cells of
// one colour seeing each other cannot both hold it, so that colour is false and all its cells lose
// the digit.
#include <algorithm>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/conjugates.hpp"
#include "sudoku/hints/techniques/techniques.hpp"

namespace sudoku::hints {

namespace {

struct Cluster {
    int digit = 0;
    std::vector<int> colors[2];  ///< the cells of colour A and of colour B, increasing
    std::vector<int> units;      ///< the units of the conjugate pairs that join it
};

/// The clusters of `digit`, each of at least two cells.
std::vector<Cluster> clusters_of(const Board& board, int digit) {
    const auto pairs = conjugate_pairs(board, digit, 0, 3 * board.side());
    std::vector<std::vector<std::size_t>> links(static_cast<std::size_t>(board.cells()));
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        links[static_cast<std::size_t>(pairs[i].first)].push_back(i);
        links[static_cast<std::size_t>(pairs[i].second)].push_back(i);
    }
    std::vector<int> color(static_cast<std::size_t>(board.cells()), -1);
    std::vector<bool> pair_used(pairs.size(), false);
    std::vector<Cluster> clusters;
    for (int start = 0; start < board.cells(); ++start) {
        if (links[static_cast<std::size_t>(start)].empty() || color[static_cast<std::size_t>(start)] >= 0) continue;
        Cluster cluster{.digit = digit};
        std::vector<int> queue = {start};
        color[static_cast<std::size_t>(start)] = 0;
        for (std::size_t next = 0; next < queue.size(); ++next) {
            const int cell = queue[next];
            const int c = color[static_cast<std::size_t>(cell)];
            cluster.colors[c].push_back(cell);
            for (std::size_t i : links[static_cast<std::size_t>(cell)]) {
                if (!pair_used[i]) pair_used[i] = true, cluster.units.push_back(pairs[i].unit);
                const int other = pairs[i].other(cell);
                if (color[static_cast<std::size_t>(other)] >= 0) continue;
                color[static_cast<std::size_t>(other)] = 1 - c;
                queue.push_back(other);
            }
        }
        for (auto& cells : cluster.colors) std::sort(cells.begin(), cells.end());
        std::sort(cluster.units.begin(), cluster.units.end());
        clusters.push_back(std::move(cluster));
    }
    return clusters;
}

bool sees_any(const Board& board, int cell, const std::vector<int>& cells) {
    return std::any_of(cells.begin(), cells.end(), [&](int other) { return board.sees(cell, other); });
}

/// Two cells of `cells` that see each other, or {-1, -1}.
std::pair<int, int> clash(const Board& board, const std::vector<int>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j)
            if (board.sees(cells[i], cells[j])) return {cells[i], cells[j]};
    return {-1, -1};
}

Step colors_step(const Cluster& cluster, Technique technique) {
    Step step{.technique = technique, .units = cluster.units};
    for (int c = 0; c < 2; ++c)
        for (int cell : cluster.colors[c])
            step.marks.push_back({{cell, cluster.digit}, c == 0 ? Role::ColorA : Role::ColorB});
    return step;
}

/// "the conjugate pairs of 3 join r1c1, r5c5 (colour A) and r1c5, r5c1 (colour B)".
std::string cluster_text(const Board& board, const Cluster& cluster) {
    const int side = board.side();
    return "the conjugate pairs of " + board.digit_name(cluster.digit) + " join " +
           cells_text(cluster.colors[0], side) + " (colour A) and " + cells_text(cluster.colors[1], side) +
           " (colour B), and one colour holds " + board.digit_name(cluster.digit) + " in all its cells";
}

}  // namespace

void find_simple_colors_trap(const Board& board, StepSink& sink) {
    for (int digit = 1; digit <= board.side(); ++digit) {
        for (const Cluster& cluster : clusters_of(board, digit)) {
            Step step = colors_step(cluster, Technique::SimpleColorsTrap);
            for (int cell = 0; cell < board.cells(); ++cell)
                if (board.has(cell, digit) && sees_any(board, cell, cluster.colors[0]) &&
                    sees_any(board, cell, cluster.colors[1]))
                    step.eliminations.push_back({cell, digit});
            if (step.eliminations.empty()) continue;
            step.reason = "Simple Colors Trap on " + board.digit_name(digit) + ", " + cluster_text(board, cluster) +
                          ", so a cell seeing both colours loses " + board.digit_name(digit);
            if (!sink.add(std::move(step))) return;
        }
    }
}

void find_simple_colors_wrap(const Board& board, StepSink& sink) {
    for (int digit = 1; digit <= board.side(); ++digit) {
        for (const Cluster& cluster : clusters_of(board, digit)) {
            Step step = colors_step(cluster, Technique::SimpleColorsWrap);
            std::string why;
            for (int c = 0; c < 2; ++c) {
                const auto [a, b] = clash(board, cluster.colors[c]);
                if (a < 0) continue;
                for (int cell : cluster.colors[c]) step.eliminations.push_back({cell, digit});
                why += std::string(why.empty() ? "" : " and ") + board.cell_name(a) + " and " + board.cell_name(b) +
                       " of colour " + (c == 0 ? "A" : "B") + " see each other";
            }
            if (step.eliminations.empty()) continue;
            step.reason = "Simple Colors Wrap on " + board.digit_name(digit) + ", " + cluster_text(board, cluster) +
                          "; " + why + ", so that colour is false and its cells lose " + board.digit_name(digit);
            if (!sink.add(std::move(step))) return;
        }
    }
}

}  // namespace sudoku::hints
