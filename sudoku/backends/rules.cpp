#include "sudoku/backends/rules.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "csp/support/enum_names.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/candidates.hpp"

namespace sudoku {

namespace {

constexpr std::pair<Rule, std::string_view> kRuleNames[] = {
    {Rule::NakedSingle, "naked singles"},   {Rule::HiddenSingle, "hidden singles"},
    {Rule::NakedSubset, "naked subsets"},   {Rule::HiddenSubset, "hidden subsets"},
    {Rule::Pointing, "pointing"},           {Rule::BoxLine, "box-line"},
};
constexpr std::pair<Deduction, std::string_view> kDeductionNames[] = {
    {Deduction::Solved, "solved"}, {Deduction::Stuck, "stuck"}, {Deduction::Contradiction, "contradiction"}};

constexpr std::size_t index(Rule rule) { return static_cast<std::size_t>(rule); }

/// The outcome of one rule pass.
enum class Step { None, Progress, Contradiction };

/// The deduction engine for W-word candidate sets. It keeps counts across calls, so one engine can
/// serve a whole search.
template <int W>
class Deducer {
public:
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
        counts[index(Rule::NakedSingle)] = eliminator_.naked_singles();
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
                ++fired_[index(Rule::HiddenSingle)];
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
                                ++fired_[index(Rule::Pointing)];
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
                            ++fired_[index(Rule::BoxLine)];
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

    std::span<const Item> unit_items(const std::vector<Item>& items, const std::vector<std::size_t>& begin, int u) const {
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
            if (step == Step::Progress) ++fired_[index(Rule::NakedSubset)];
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
            if (step == Step::Progress) ++fired_[index(Rule::HiddenSubset)];
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

/// One open choice of the rules search: a state and the values of its guess cell not tried yet.
template <int W>
struct Frame {
    detail::CandidateState<W> state;
    int cell = -1;
    detail::Bits<W> untried;
};

/// What a rules search works with: the deducer (with its scratch space) and the frames.
template <int W>
struct Workspace {
    explicit Workspace(const Geometry& g) : deducer(g, RuleSet{}) {}
    Deducer<W> deducer;
    std::vector<Frame<W>> frames;
};

/// A workspace for one solve. Building one allocates about a dozen vectors, a measurable part of
/// solving an easy 9×9 puzzle, so each thread keeps a few of the small ones; one solve in progress
/// holds its own, so a solve started from an observer callback does not share it.
template <int W>
class WorkspaceLease {
public:
    explicit WorkspaceLease(const Geometry& g) {
        auto& kept = pool();
        for (std::size_t i = kept.size(); i-- > 0;)
            if (&kept[i]->deducer.geometry() == &g) {
                workspace_ = std::move(kept[i]);
                kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
                workspace_->deducer.reset_counts();
                return;
            }
        workspace_ = std::make_unique<Workspace<W>>(g);
    }
    ~WorkspaceLease() {
        auto& kept = pool();
        // Large grids take long enough that allocating is noise, and their states are big to keep.
        if (workspace_->deducer.geometry().box() <= kMaxKeptBox && kept.size() < kMaxKept)
            kept.push_back(std::move(workspace_));
    }
    WorkspaceLease(const WorkspaceLease&) = delete;
    WorkspaceLease& operator=(const WorkspaceLease&) = delete;

    Workspace<W>& operator*() const { return *workspace_; }

private:
    static constexpr int kMaxKeptBox = 4;
    static constexpr std::size_t kMaxKept = 4;
    static std::vector<std::unique_ptr<Workspace<W>>>& pool() {
        thread_local std::vector<std::unique_ptr<Workspace<W>>> kept;
        return kept;
    }
    std::unique_ptr<Workspace<W>> workspace_;
};

/// Depth-first search over copies of the state: deduce, then guess each candidate of a
/// fewest-candidates cell. One frame per open choice; the last value of a frame reuses the frame's
/// own state instead of a copy.
template <int W>
SolveResult solve_rules(const Grid& puzzle, const SolveOptions& options) {
    const Geometry& g = puzzle.geometry();
    detail::SearchRecord record(options);
    csp::Stats& stats = record.stats();
    csp::SearchObserver* observer = record.observer();
    const WorkspaceLease<W> lease(g);
    Deducer<W>& deducer = (*lease).deducer;
    std::vector<Frame<W>>& frames = (*lease).frames;
    bool exhausted = true;

    if (frames.empty()) frames.emplace_back();
    frames[0].state.reopen(g);
    const Deduction root = deducer.start(frames[0].state, puzzle, options.excluded);
    if (root == Deduction::Solved) {
        record.add(detail::grid_of(frames[0].state, g.box()));
    } else if (root == Deduction::Stuck) {
        auto open_choice = [&](std::size_t at) {
            Frame<W>& f = frames[at];
            f.cell = detail::fewest_candidates_cell(f.state);
            f.untried = f.state.cand[f.cell];
        };
        open_choice(0);
        std::size_t depth = 1;  // frames in use
        while (depth > 0) {
            const std::size_t top = depth - 1;
            if (frames[top].untried.none()) {
                --depth;
                continue;
            }
            const int cell = frames[top].cell;
            int v = frames[top].untried.lowest();
            if (options.guide)
                if (const int hint = (*options.guide)[cell] - 1; hint >= 0 && frames[top].untried.test(hint)) v = hint;
            frames[top].untried.reset(v);
            ++stats.nodes;
            if (record.limit_reached(stats.nodes)) {
                exhausted = false;
                break;
            }
            const bool last = frames[top].untried.none();
            const std::size_t at = last ? top : top + 1;
            if (!last) {
                if (frames.size() <= at) frames.emplace_back();
                frames[at].state = frames[top].state;
            }
            stats.max_depth = std::max(stats.max_depth, static_cast<std::uint32_t>(at + 1));
            if (observer) observer->on_assign(cell, v + 1, static_cast<int>(top + 1));
            const Deduction d = deducer.assume(frames[at].state, cell, v);
            if (d == Deduction::Stuck) {
                open_choice(at);
                depth = at + 1;
                continue;
            }
            if (d == Deduction::Contradiction) {
                ++stats.backtracks;
                if (observer) observer->on_backtrack(cell, v + 1, static_cast<int>(top + 1));
            } else if (record.add(detail::grid_of(frames[at].state, g.box()))) {
                exhausted = false;
                break;
            }
            if (last) --depth;
        }
    }

    const auto fired = deducer.fired();
    stats.prunings = deducer.eliminations();
    stats.wipeouts = deducer.contradictions();
    std::vector<std::pair<std::string, std::uint64_t>> counters;
    counters.reserve(std::size(kRuleNames) + 1);
    for (const auto& [rule, name] : kRuleNames) counters.emplace_back(std::string(name), fired[index(rule)]);
    counters.emplace_back("guesses", stats.nodes);
    return record.finish(exhausted, std::move(counters));
}

class RulesBackend final : public Backend {
public:
    std::string_view name() const override { return "rules"; }
    std::string_view description() const override {
        return "human-style deduction (singles, pointing, box-line, naked and hidden subsets) to a fixpoint, "
               "then depth-first guessing on a fewest-candidates cell";
    }
    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        return detail::with_words(puzzle.side(),
                                  [&](auto w) { return solve_rules<decltype(w)::value>(puzzle, options); });
    }
    bool takes_exclusions() const override { return true; }
    /// Reports its assignments, backtracks and solutions to SolveOptions::observer.
    std::vector<Setting> reads() const override { return {Setting::Observer}; }
};

}  // namespace

std::string_view to_string(Rule rule) { return csp::detail::name_of(rule, kRuleNames); }
std::string_view to_string(Deduction deduction) { return csp::detail::name_of(deduction, kDeductionNames); }

bool RuleSet::enabled(Rule rule) const {
    switch (rule) {
        case Rule::NakedSingle: return naked_singles;
        case Rule::HiddenSingle: return hidden_singles;
        case Rule::NakedSubset: return naked_subsets;
        case Rule::HiddenSubset: return hidden_subsets;
        case Rule::Pointing: return pointing;
        case Rule::BoxLine: return box_line;
    }
    return false;
}

RuleSet RuleSet::with(Rule rule, bool on) const {
    RuleSet copy = *this;
    switch (rule) {
        case Rule::NakedSingle: copy.naked_singles = on; break;
        case Rule::HiddenSingle: copy.hidden_singles = on; break;
        case Rule::NakedSubset: copy.naked_subsets = on; break;
        case Rule::HiddenSubset: copy.hidden_subsets = on; break;
        case Rule::Pointing: copy.pointing = on; break;
        case Rule::BoxLine: copy.box_line = on; break;
    }
    return copy;
}

DeduceResult deduce(PencilMarks& marks, const RuleSet& rules) {
    return std::visit(
        [&](auto& s) {
            Deducer<std::decay_t<decltype(s)>::kWords> deducer(marks.geometry(), rules);
            DeduceResult result;
            result.outcome = deducer.adopt(s);
            result.fired = deducer.fired();
            result.eliminations = deducer.eliminations();
            return result;
        },
        marks.state());
}

namespace detail {
const Backend& rules_backend() {
    static const RulesBackend backend;
    return backend;
}
}  // namespace detail

}  // namespace sudoku
