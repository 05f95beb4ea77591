/// The `backtrack` backend: the plain backtracking Sudoku courses start with (chronological
/// backtracking, AIMA fig. 6.5 without inference or ordering heuristics). Blank cells are filled in
/// row-major order, values tried in increasing order; a bitset of the values used in each row,
/// column and box (updated on place and erase) tells in a few word operations which values fit.
/// No propagation. Written as a loop over an explicit position in the list of blanks, so a 256×256
/// grid cannot overflow the call stack.

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/search_state.hpp"
#include "sudoku/logic/candidate_set.hpp"

namespace sudoku {

namespace {

std::vector<std::pair<std::string, std::uint64_t>> backtrack_counters(const csp::Stats& stats) {
    // The textbook recursive version makes one call at the root and one per placement.
    return {{"recursive calls", stats.nodes + 1}};
}

template <int W>
SolveResult solve_backtrack(const Grid& puzzle, const SolveOptions& options) {
    using Set = detail::Bits<W>;
    const Geometry& g = puzzle.geometry();
    const Set full = Set::first(g.side());
    detail::SearchRecord record(options);
    csp::Stats& stats = record.stats();
    csp::SearchObserver* observer = record.observer();

    std::vector<Set> used(static_cast<std::size_t>(g.num_units()));  // values present per unit
    std::vector<int> cells = puzzle.values();
    std::vector<int> blanks;
    std::vector<std::array<int, 3>> blank_units;  // the row, column and box of each blank
    std::vector<Set> excluded(options.excluded.empty() ? 0 : static_cast<std::size_t>(g.cells()));  // per cell
    for (const CellValue& x : options.excluded) {
        if (cells[x.cell] == x.value) return record.finish(true, backtrack_counters(stats));  // a given excluded
        excluded[x.cell].set(x.value - 1);
    }
    std::vector<Set> blank_excluded;  // per blank, when there are exclusions
    for (int cell = 0; cell < g.cells(); ++cell) {
        const auto units = g.units_of(cell);
        if (cells[cell] == 0) {
            blanks.push_back(cell);
            blank_units.push_back({units[0], units[1], units[2]});
            if (!excluded.empty()) blank_excluded.push_back(excluded[cell]);
            continue;
        }
        const int v = cells[cell] - 1;
        for (int u : units) {
            if (used[u].test(v)) return record.finish(true, backtrack_counters(stats));  // conflicting givens
            used[u].set(v);
        }
    }

    // blanks[0..i) hold values; cells[blanks[i]] is the value last tried there (0 = none yet).
    const std::size_t count = blanks.size();
    std::size_t i = 0;
    bool exhausted = true;
    for (;;) {
        if (i == count) {
            if (record.add(Grid(g.box(), cells))) {
                exhausted = false;
                break;
            }
            if (count == 0) break;
            --i;  // go on with the next value of the last blank
        }
        const int cell = blanks[i];
        const auto& units = blank_units[i];
        int& value = cells[cell];
        if (value != 0) {
            const Set bit = Set::single(value - 1);
            for (int u : units) used[u] -= bit;
            ++stats.backtracks;
            if (observer) observer->on_event(csp::Event::backtrack(cell, value, static_cast<int>(i + 1)));
        }
        // Values up to the one tried last are done; the conflict sets rule out the rest that clash.
        Set fits = full - used[units[0]] - used[units[1]] - used[units[2]] - Set::first(value);
        if (!blank_excluded.empty()) fits -= blank_excluded[i];
        if (fits.none()) {
            value = 0;
            if (i == 0) break;
            --i;
            continue;
        }
        value = fits.lowest() + 1;
        ++stats.nodes;
        if (record.limit_reached(stats.nodes)) {
            exhausted = false;
            break;
        }
        const Set bit = Set::single(value - 1);
        for (int u : units) used[u] |= bit;
        if (observer) observer->on_event(csp::Event::assign(cell, value, static_cast<int>(i + 1)));
        ++i;
        stats.max_depth = std::max(stats.max_depth, static_cast<std::uint32_t>(i));
    }
    return record.finish(exhausted, backtrack_counters(stats));
}

class BacktrackBackend final : public Backend {
public:
    std::string_view name() const override { return "backtrack"; }
    std::string_view description() const override {
        return "plain backtracking: blanks in row-major order, values in increasing order, row/column/box "
               "conflict bitsets, no propagation";
    }
    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        return detail::with_words(puzzle.side(),
                                  [&](auto w) { return solve_backtrack<decltype(w)::value>(puzzle, options); });
    }
    bool takes_exclusions() const override { return true; }
    /// Reports its assignments, backtracks and solutions to SolveOptions::observer.
    std::vector<Setting> reads() const override { return {Setting::Observer}; }
};

}  // namespace

namespace detail {
const Backend& backtrack_backend() {
    static const BacktrackBackend backend;
    return backend;
}
}  // namespace detail

}  // namespace sudoku
