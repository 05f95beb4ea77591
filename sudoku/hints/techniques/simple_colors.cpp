// Simple colours: the conjugate pairs of one digit join cells into clusters; colouring each
// cluster's cells alternately with two colours, one colour holds the digit in all its cells and
// the other in none. Trap: a cell seeing cells of both colours loses the digit. Wrap: two cells of
// one colour seeing each other cannot both hold it, so that colour is false and all its cells lose
// the digit. Multi-colours (HoDoKu's) weigh two clusters of one digit against each other: type 1,
// when a colour of one sees a colour of the other, one of the two opposite colours is true, and a
// cell seeing both of those loses the digit (all such pairs of the two clusters in one step);
// type 2, a colour of one cluster that sees both colours of the other is false.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/hints/techniques/conjugates.hpp"
#include "sudoku/hints/techniques/digit_pattern_memo.hpp"
#include "sudoku/hints/techniques/digit_templates.hpp"
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

/// A cell of `a` that sees a cell of `b`, or -1 (and the cell of `b` in `seen`).
int sees_some(const Board& board, const std::vector<int>& a, const std::vector<int>& b, int& seen) {
    for (int x : a)
        for (int y : b)
            if (board.sees(x, y)) return seen = y, x;
    return -1;
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

namespace {

/// Adds the step step_of(cluster) gives (nullopt: none) for each cluster of each digit. A cluster
/// is a pattern of one digit, so a digit pattern on which no step came is remembered (the memo of
/// digit patterns, per `kind` of step) and skipped when a later position has it again.
template <class StepOf>
void add_cluster_steps(const Board& board, StepSink& sink, std::uint64_t kind, StepOf&& step_of) {
    DigitPatternMemo& memo = DigitPatternMemo::of_this_thread();
    const std::uint64_t settings = kind | static_cast<std::uint64_t>(board.side()) << 8;
    templates::FittingDigits& fitting = templates::FittingDigits::of(board);
    for (int digit = 1; digit <= board.side(); ++digit) {
        const std::optional<DigitPatternMemo::Key> key =
            DigitPatternMemo::key(board, digit, DigitPatternMemo::Search::SimpleColors, settings);
        if (key && memo.contains(*key)) continue;
        if (!fitting.pattern_may_remove(digit)) {  // colours of one digit remove nothing
            if (key) memo.insert(*key);
            continue;
        }
        bool any = false;
        for (const Cluster& cluster : clusters_of(board, digit)) {
            std::optional<Step> step = step_of(cluster);
            if (!step) continue;
            any = true;
            if (!sink.add(std::move(*step))) return;
        }
        if (key && !any) memo.insert(*key);
    }
}

}  // namespace

void find_simple_colors_trap(const Board& board, StepSink& sink) {
    add_cluster_steps(board, sink, 0, [&](const Cluster& cluster) -> std::optional<Step> {
        const int digit = cluster.digit;
        Step step = colors_step(cluster, Technique::SimpleColorsTrap);
        for (int cell = 0; cell < board.cells(); ++cell)
            if (board.has(cell, digit) && sees_any(board, cell, cluster.colors[0]) &&
                sees_any(board, cell, cluster.colors[1]))
                step.eliminations.push_back({cell, digit});
        if (step.eliminations.empty()) return std::nullopt;
        step.reason = "Simple Colors Trap on " + board.digit_name(digit) + ", " + cluster_text(board, cluster) +
                      ", so a cell seeing both colours loses " + board.digit_name(digit);
        return step;
    });
}

void find_simple_colors_wrap(const Board& board, StepSink& sink) {
    add_cluster_steps(board, sink, 1, [&](const Cluster& cluster) -> std::optional<Step> {
        const int digit = cluster.digit;
        Step step = colors_step(cluster, Technique::SimpleColorsWrap);
        std::string why;
        for (int c = 0; c < 2; ++c) {
            const auto [a, b] = clash(board, cluster.colors[c]);
            if (a < 0) continue;
            for (int cell : cluster.colors[c]) step.eliminations.push_back({cell, digit});
            why += std::string(why.empty() ? "" : " and ") + board.cell_name(a) + " and " + board.cell_name(b) +
                   " of colour " + (c == 0 ? "A" : "B") + " see each other";
        }
        if (step.eliminations.empty()) return std::nullopt;
        step.reason = "Simple Colors Wrap on " + board.digit_name(digit) + ", " + cluster_text(board, cluster) + "; " +
                      why + ", so that colour is false and its cells lose " + board.digit_name(digit);
        return step;
    });
}

namespace {

/// Both clusters' colours in the step's marks: A and B for the first, Fin and Pattern for the second.
Step two_clusters_step(const Cluster& x, const Cluster& y, Technique technique) {
    Step step = colors_step(x, technique);
    for (int c = 0; c < 2; ++c)
        for (int cell : y.colors[c]) step.marks.push_back({{cell, y.digit}, c == 0 ? Role::Fin : Role::Pattern});
    step.units = x.units;
    step.units.insert(step.units.end(), y.units.begin(), y.units.end());
    return step;
}

/// "the conjugate pairs of 3 join r1c1 (colour A) and r1c5 (colour B), and r7c7 (colour C) and r9c8 (colour D)".
std::string clusters_text(const Board& board, const Cluster& x, const Cluster& y) {
    const int side = board.side();
    return "the conjugate pairs of " + board.digit_name(x.digit) + " join " + cells_text(x.colors[0], side) +
           " (colour A) and " + cells_text(x.colors[1], side) + " (colour B), and " + cells_text(y.colors[0], side) +
           " (colour C) and " + cells_text(y.colors[1], side) + " (colour D); in each pair of colours one holds " +
           board.digit_name(x.digit) + " in all its cells";
}

constexpr const char* kColorNames[2][2] = {{"A", "B"}, {"C", "D"}};

}  // namespace

void find_multi_colors_1(const Board& board, StepSink& sink) {
    templates::FittingDigits& fitting = templates::FittingDigits::of(board);
    for (int digit = 1; digit <= board.side(); ++digit) {
        if (!fitting.pattern_may_remove(digit)) continue;  // every candidate in a template
        const std::vector<Cluster> clusters = clusters_of(board, digit);
        for (std::size_t i = 0; i < clusters.size(); ++i) {
            for (std::size_t j = i + 1; j < clusters.size(); ++j) {
                const Cluster& x = clusters[i];
                const Cluster& y = clusters[j];
                Step step = two_clusters_step(x, y, Technique::MultiColors1);
                std::string why;
                for (int cx = 0; cx < 2; ++cx) {
                    for (int cy = 0; cy < 2; ++cy) {
                        int seen = -1;
                        const int a = sees_some(board, x.colors[cx], y.colors[cy], seen);
                        if (a < 0) continue;
                        // cx and cy are not both true: the opposite colours are not both false
                        const std::vector<int>& u = x.colors[1 - cx];
                        const std::vector<int>& v = y.colors[1 - cy];
                        for (int cell = 0; cell < board.cells(); ++cell)
                            if (board.has(cell, digit) && sees_any(board, cell, u) && sees_any(board, cell, v))
                                step.eliminations.push_back({cell, digit});
                        why += std::string(why.empty() ? "" : "; ") + board.cell_name(a) + " (colour " +
                               kColorNames[0][cx] + ") sees " + board.cell_name(seen) + " (colour " +
                               kColorNames[1][cy] + "), so one of colours " + kColorNames[0][1 - cx] + " and " +
                               kColorNames[1][1 - cy] + " is true";
                    }
                }
                if (step.eliminations.empty()) continue;
                step.reason = "Multi-Colors on " + board.digit_name(digit) + ", " + clusters_text(board, x, y) + "; " +
                              why + "; a cell seeing both colours of such a pair loses " + board.digit_name(digit);
                if (!sink.add(std::move(step))) return;
            }
        }
    }
}

void find_multi_colors_2(const Board& board, StepSink& sink) {
    templates::FittingDigits& fitting = templates::FittingDigits::of(board);
    for (int digit = 1; digit <= board.side(); ++digit) {
        if (!fitting.pattern_may_remove(digit)) continue;  // every candidate in a template
        const std::vector<Cluster> clusters = clusters_of(board, digit);
        for (std::size_t i = 0; i < clusters.size(); ++i) {
            for (std::size_t j = 0; j < clusters.size(); ++j) {
                if (i == j) continue;
                const Cluster& x = clusters[i];
                const Cluster& y = clusters[j];
                for (int c = 0; c < 2; ++c) {
                    int seen0 = -1;
                    int seen1 = -1;
                    const int a = sees_some(board, x.colors[c], y.colors[0], seen0);
                    const int b = sees_some(board, x.colors[c], y.colors[1], seen1);
                    if (a < 0 || b < 0) continue;
                    Step step = two_clusters_step(x, y, Technique::MultiColors2);
                    for (int cell : x.colors[c]) step.eliminations.push_back({cell, digit});
                    step.reason = "Multi-Colors on " + board.digit_name(digit) + ", " + clusters_text(board, x, y) +
                                  "; colour " + kColorNames[0][c] + " sees both colours of the other cluster (" +
                                  board.cell_name(a) + " sees " + board.cell_name(seen0) + ", " + board.cell_name(b) +
                                  " sees " + board.cell_name(seen1) + "), so it is false and its cells lose " +
                                  board.digit_name(digit);
                    if (!sink.add(std::move(step))) return;
                }
            }
        }
    }
}

}  // namespace sudoku::hints
