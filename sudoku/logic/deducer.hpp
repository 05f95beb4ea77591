#pragma once
/// The engine behind deduce() (sudoku/logic/deductions.hpp): the rules applied to a CandidateState to
/// a fixpoint, cheapest first. A template on the words per cell, kept in a header so the `rules`
/// backend's search can run it on its own states without a copy. Internal (detail).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/candidate_set.hpp"
#include "sudoku/logic/candidate_state.hpp"
#include "sudoku/logic/deductions.hpp"
#include "sudoku/logic/eliminator.hpp"

namespace sudoku {
namespace detail {

/// The position of `rule` in per-rule count arrays.
constexpr std::size_t rule_index(Rule rule) { return static_cast<std::size_t>(rule); }

/// The deduction engine for W-word candidate sets. It keeps counts across calls, so one engine can
/// serve a whole search.
template <int W>
class Deducer {
public:
    /// The outcome of one rule pass.
    enum class Step { None, Progress, Contradiction };

    using Set = detail::Bits<W>;
    using State = detail::CandidateState<W>;

    Deducer(const Geometry& geometry, const RuleSet& rules)
        : g_(geometry),
          rules_(rules),
          eliminator_(geometry),
          full_(Set::first(geometry.side())),
          box_(geometry.box()),
          side_(geometry.side()),
          positions_(static_cast<std::size_t>(geometry.side())),
          naked_begin_(static_cast<std::size_t>(geometry.num_units()) + 1),
          hidden_begin_(static_cast<std::size_t>(geometry.num_units()) + 1),
          small_(static_cast<std::size_t>(geometry.cells())) {
        for (auto& segments : segments_) segments.resize(static_cast<std::size_t>(side_ * box_));
    }

    /// Places the givens, removes the excluded candidates and deduces.
    Deduction start(State& s, const Grid& puzzle, std::span<const CellValue> excluded = {}) {
        if (!eliminator_.load(s, puzzle)) return fail();
        // Removing a given's own value empties its cell: no solution, as SolveOptions::excluded says.
        for (const CellValue& x : excluded)
            if (!eliminator_.remove(s, x.cell, Set::single(x.value - 1))) return fail();
        return run(s);
    }
    /// Deduces from a position built elsewhere (its singles are not noticed yet).
    Deduction adopt(State& s) {
        if (!eliminator_.scan(s)) return fail();
        return run(s);
    }
    /// Places value index v in `cell` (a guess) and deduces.
    Deduction assume(State& s, int cell, int v) {
        if (!eliminator_.place(s, cell, v)) return fail();
        return run(s);
    }

    const Geometry& geometry() const { return g_; }
    /// Zeroes the counts, for a deducer reused on another puzzle.
    void reset_counts() {
        fired_ = {};
        contradictions_ = 0;
        eliminator_.reset_counts();
    }

    /// Counts per rule so far.
    std::array<std::uint64_t, kRuleCount> fired() const {
        auto counts = fired_;
        counts[rule_index(Rule::NakedSingle)] = eliminator_.naked_singles();
        return counts;
    }
    std::uint64_t eliminations() const { return eliminator_.eliminations(); }
    std::uint64_t contradictions() const { return contradictions_; }

private:
    struct Item {
        int id;     ///< a cell position in the unit (naked subsets) or a value index (hidden subsets)
        int count;  ///< elements of mask
        Set mask;   ///< its values (naked) or its positions in the unit (hidden)
    };

    Deduction fail() {
        eliminator_.drop_pending();  // the cells noticed belong to a state being dropped
        ++contradictions_;
        return Deduction::Contradiction;
    }

    Deduction run(State& s) {
        for (;;) {
            if (!settle(s)) return fail();
            if (s.unplaced == 0) return Deduction::Solved;
            // The singles run to their common fixpoint first; only then are the costlier rules tried.
            if (rules_.hidden_singles) {
                if (!hidden_singles(s)) return fail();
                if (s.unplaced == 0) return Deduction::Solved;
            }
            const Step step = next_rule(s);
            if (step == Step::Contradiction) return fail();
            if (step == Step::None) return Deduction::Stuck;
        }
    }

    /// Naked singles to a fixpoint (or, when they are off, forget the cells noticed).
    bool settle(State& s) {
        if (rules_.naked_singles) return eliminator_.place_singles(s);
        eliminator_.drop_pending();
        return true;
    }

    /// The first rule after the singles, cheapest first, that makes progress.
    Step next_rule(State& s) {
        if (rules_.pointing || rules_.box_line)
            if (const Step step = intersections(s); step != Step::None) return step;
        // The material of the subset passes is gathered on first use and stays valid until a pass
        // makes progress, which ends this call.
        for (int k = 2; k <= rules_.max_subset_size; ++k) {
            if (rules_.naked_subsets) {
                if (k == 2) prepare_naked(s);
                if (const Step step = naked_subsets(s, k); step != Step::None) return step;
            }
            if (rules_.hidden_subsets) {
                if (k == 2) prepare_hidden(s);
                if (const Step step = hidden_subsets(s, k); step != Step::None) return step;
            }
        }
        return Step::None;
    }

    /// Hidden singles, each followed by the naked singles it causes, until a round over all units
    /// finds none; false on a contradiction. The round is cyclic: after progress in unit u the scan
    /// goes on at u+1 and stops once every unit has been seen since, rather than starting a fresh
    /// pass at unit 0 (which would look again at units nothing has changed since their last scan).
    /// Per unit, values seen in exactly one cell come from two OR/AND accumulations:
    /// `twice |= once & m; once |= m`. A value seen nowhere is a contradiction.
    bool hidden_singles(State& s) {
        const int units = g_.num_units();
        for (int u = 0, unseen = units; unseen > 0; u = u + 1 == units ? 0 : u + 1) {
            --unseen;
            const Set placed = s.unit_placed[u];
            if (placed == full_) continue;
            const auto cells = g_.unit(u);
            Set once;
            Set twice;
#pragma GCC unroll 3
            for (int cell : cells) {
                const Set& m = s.cand[cell];
                twice |= once & m;
                once |= m;
            }
            if (once != full_) return false;
            Set hidden = once - twice - placed;
            if (hidden.none()) continue;
            while (hidden.any()) {
                const int v = hidden.lowest();
                hidden.reset(v);
                // A placed cell holds only its own value, so the one cell still holding v is open.
                int target = -1;
                for (int cell : cells)
                    if (s.cand[cell].test(v)) {
                        target = cell;
                        break;
                    }
                // Gone when an earlier hidden single of this unit took its cell: no room left for v.
                if (target < 0 || s.value[target] != 0) return false;
                ++fired_[rule_index(Rule::HiddenSingle)];
                if (!eliminator_.place(s, target, v)) return false;
            }
            if (!settle(s)) return false;  // later units then see the consequences
            if (s.unplaced == 0) return true;
            unseen = units;  // this unit included: its naked singles may have left it a hidden single
        }
        return true;
    }

    /// Pointing and box-line reduction from the union of candidates of each box/line intersection
    /// ("segment"). Orientation o = 0 works on rows, 1 on columns; segment (line, block) holds the
    /// cells of the line inside its block-th box along the line.
    Step intersections(State& s) {
        auto& rows = segments_[0];
        auto& columns = segments_[1];
        std::fill(columns.begin(), columns.end(), Set{});
        for (int r = 0; r < side_; ++r) {
            const Set* row = s.cand.data() + r * side_;
            const int band = r / box_;
            for (int block = 0; block < box_; ++block) {
                Set m;
                for (int k = block * box_; k < (block + 1) * box_; ++k) {
                    m |= row[k];
                    columns[k * box_ + band] |= row[k];
                }
                rows[r * box_ + block] = m;
            }
        }
        // Removals make the segments stale supersets; what is deduced from them stays sound
        // (a value confined by stale masks is confined, or has no room at all).
        if (rules_.pointing) {
            Step step = Step::None;
            for (int o = 0; o < 2; ++o)
                for (int band = 0; band < box_; ++band)
                    for (int block = 0; block < box_; ++block) {
                        const int box_unit = 2 * side_ + (o == 0 ? band * box_ + block : block * box_ + band);
                        if (s.unit_placed[box_unit] == full_) continue;  // nothing left to confine
                        exclusive(o, band, block, /*across_lines=*/true);
                        for (int i = 0; i < box_; ++i) {
                            const Set only = only_[i] - s.unit_placed[box_unit];
                            if (only.none()) continue;
                            const int line = band * box_ + i;
                            bool changed = false;
                            for (int other = 0; other < box_; ++other) {
                                if (other == block) continue;
                                const Step st = clear_segment(s, o, line, other, only);
                                if (st == Step::Contradiction) return st;
                                changed = changed || st == Step::Progress;
                            }
                            if (changed) {
                                ++fired_[rule_index(Rule::Pointing)];
                                step = Step::Progress;
                            }
                        }
                    }
            if (step != Step::None) return step;
        }
        if (rules_.box_line) {
            Step step = Step::None;
            for (int o = 0; o < 2; ++o)
                for (int line = 0; line < side_; ++line) {
                    const int line_unit = o * side_ + line;
                    if (s.unit_placed[line_unit] == full_) continue;
                    exclusive(o, line, 0, /*across_lines=*/false);
                    for (int block = 0; block < box_; ++block) {
                        const Set only = only_[block] - s.unit_placed[line_unit];
                        if (only.none()) continue;
                        const int band = line / box_;
                        bool changed = false;
                        for (int other = band * box_; other < (band + 1) * box_; ++other) {
                            if (other == line) continue;
                            const Step st = clear_segment(s, o, other, block, only);
                            if (st == Step::Contradiction) return st;
                            changed = changed || st == Step::Progress;
                        }
                        if (changed) {
                            ++fired_[rule_index(Rule::BoxLine)];
                            step = Step::Progress;
                        }
                    }
                }
            if (step != Step::None) return step;
        }
        return Step::None;
    }

    int cell_at(int o, int line, int k) const { return o == 0 ? line * side_ + k : k * side_ + line; }

    /// only_[i] = segment i minus the union of the other n-1, by prefix and suffix unions. The n
    /// segments are those of one box (the lines first*n+i, block fixed) or of one line (all blocks).
    void exclusive(int o, int first, int block, bool across_lines) {
        const Set* segments = segments_[o].data();
        const Set* base = across_lines ? segments + first * box_ * box_ + block : segments + first * box_;
        const int stride = across_lines ? box_ : 1;
        prefix_[0] = Set{};
        for (int i = 0; i < box_; ++i) prefix_[i + 1] = prefix_[i] | base[i * stride];
        Set suffix;
        for (int i = box_ - 1; i >= 0; --i) {
            only_[i] = base[i * stride] - prefix_[i] - suffix;
            suffix |= base[i * stride];
        }
    }

    Step clear_segment(State& s, int o, int line, int block, const Set& values) {
        if (!segments_[o][line * box_ + block].intersects(values)) return Step::None;
        Step step = Step::None;
        for (int k = block * box_; k < (block + 1) * box_; ++k) {
            const int cell = cell_at(o, line, k);
            if (s.value[cell] != 0 || !s.cand[cell].intersects(values)) continue;
            if (!eliminator_.remove(s, cell, values)) return Step::Contradiction;
            step = Step::Progress;
        }
        return step;
    }

    /// For every unit, the open cells with 2..max_subset_size candidates.
    void prepare_naked(const State& s) {
        // Each cell is counted once here rather than once per unit; 0 marks a cell no subset uses.
        for (std::size_t cell = 0; cell < s.cand.size(); ++cell) {
            const Set& m = s.cand[cell];
            small_[cell] = s.value[cell] == 0 && m.at_most(rules_.max_subset_size) ? m.count() : 0;
        }
        naked_items_.clear();
        for (int u = 0; u < g_.num_units(); ++u) {
            naked_begin_[u] = naked_items_.size();
            if ((full_ - s.unit_placed[u]).at_most(2)) continue;  // a pair needs a third open cell
            const auto cells = g_.unit(u);
            for (int i = 0; i < side_; ++i) {
                const int count = small_[cells[i]];
                if (count >= 2) naked_items_.push_back({i, count, s.cand[cells[i]]});
            }
        }
        naked_begin_[g_.num_units()] = naked_items_.size();
    }

    /// For every unit, the open values with 2..max_subset_size possible cells.
    void prepare_hidden(const State& s) {
        hidden_items_.clear();
        for (int u = 0; u < g_.num_units(); ++u) {
            hidden_begin_[u] = hidden_items_.size();
            const Set free = full_ - s.unit_placed[u];
            if (free.at_most(2)) continue;
            const auto cells = g_.unit(u);
            free.for_each([&](int v) { positions_[v] = Set{}; });
            for (int i = 0; i < side_; ++i) {
                const int cell = cells[i];
                if (s.value[cell] == 0) s.cand[cell].for_each([&](int v) { positions_[v].set(i); });
            }
            free.for_each([&](int v) {
                const int count = positions_[v].count();
                if (count >= 2 && count <= rules_.max_subset_size) hidden_items_.push_back({v, count, positions_[v]});
            });
        }
        hidden_begin_[g_.num_units()] = hidden_items_.size();
    }

    /// Depth-first choice of k items in increasing order whose masks together have at most k
    /// elements (a branch stops as soon as the union grows past k); calls found(union, chosen ids).
    template <class Found>
    Step find_subset(std::span<const Item> items, int k, std::size_t start, int depth, const Set& joined,
                     const Set& chosen, Found& found) {
        if (depth == k) return joined.at_most(k - 1) ? Step::Contradiction : found(joined, chosen);
        for (std::size_t i = start; i < items.size(); ++i) {
            if (items[i].count > k) continue;
            const Set next = joined | items[i].mask;
            if (!next.at_most(k)) continue;
            Set with = chosen;
            with.set(items[i].id);
            if (const Step step = find_subset(items, k, i + 1, depth + 1, next, with, found); step != Step::None)
                return step;
        }
        return Step::None;
    }

    std::span<const Item> unit_items(const std::vector<Item>& items, const std::vector<std::size_t>& begin,
                                     int u) const {
        return {items.data() + begin[u], begin[u + 1] - begin[u]};
    }

    Step naked_subsets(State& s, int k) {
        for (int u = 0; u < g_.num_units(); ++u) {
            if ((full_ - s.unit_placed[u]).at_most(k)) continue;  // k cells covering every open value remove nothing
            const auto items = unit_items(naked_items_, naked_begin_, u);
            if (items.size() < static_cast<std::size_t>(k)) continue;
            const auto cells = g_.unit(u);
            auto found = [&](const Set& values, const Set& chosen) {
                Step step = Step::None;
                for (int i = 0; i < side_; ++i) {
                    const int cell = cells[i];
                    if (s.value[cell] != 0 || chosen.test(i) || !s.cand[cell].intersects(values)) continue;
                    if (!eliminator_.remove(s, cell, values)) return Step::Contradiction;
                    step = Step::Progress;
                }
                return step;
            };
            const Step step = find_subset(items, k, 0, 0, Set{}, Set{}, found);
            if (step == Step::Progress) ++fired_[rule_index(Rule::NakedSubset)];
            if (step != Step::None) return step;
        }
        return Step::None;
    }

    Step hidden_subsets(State& s, int k) {
        for (int u = 0; u < g_.num_units(); ++u) {
            if ((full_ - s.unit_placed[u]).at_most(k)) continue;
            const auto items = unit_items(hidden_items_, hidden_begin_, u);
            if (items.size() < static_cast<std::size_t>(k)) continue;
            const auto cells = g_.unit(u);
            auto found = [&](const Set& where, const Set& values) {
                Step step = Step::None;
                for (Set rest = where; rest.any();) {
                    const int i = rest.lowest();
                    rest.reset(i);
                    const int cell = cells[i];
                    const Set extra = s.cand[cell] - values;
                    if (extra.none()) continue;
                    if (!eliminator_.remove(s, cell, extra)) return Step::Contradiction;
                    step = Step::Progress;
                }
                return step;
            };
            const Step step = find_subset(items, k, 0, 0, Set{}, Set{}, found);
            if (step == Step::Progress) ++fired_[rule_index(Rule::HiddenSubset)];
            if (step != Step::None) return step;
        }
        return Step::None;
    }

    const Geometry& g_;
    RuleSet rules_;
    detail::Eliminator<W> eliminator_;
    Set full_;
    int box_;
    int side_;
    std::array<std::uint64_t, kRuleCount> fired_{};
    std::uint64_t contradictions_ = 0;
    // Scratch space, kept to avoid allocating per pass.
    std::array<std::vector<Set>, 2> segments_;
    std::array<Set, Geometry::kMaxBox + 1> prefix_{};
    std::array<Set, Geometry::kMaxBox> only_{};
    std::vector<Set> positions_;
    std::vector<Item> naked_items_;
    std::vector<Item> hidden_items_;
    std::vector<std::size_t> naked_begin_;
    std::vector<std::size_t> hidden_begin_;
    std::vector<int> small_;  ///< per cell, its candidate count when a naked subset may use it, else 0
};

}  // namespace detail
}  // namespace sudoku
