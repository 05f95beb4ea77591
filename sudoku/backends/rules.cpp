/// The `rules` backend: the deduction rules of sudoku/logic/deductions.hpp to a fixpoint, then a
/// depth-first guess on a fewest-candidates cell, deducing again after every guess.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/search_state.hpp"
#include "sudoku/logic/candidate_set.hpp"
#include "sudoku/logic/candidate_state.hpp"
#include "sudoku/logic/deducer.hpp"
#include "sudoku/logic/deductions.hpp"

namespace sudoku {

namespace {

using detail::Deducer;

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
            if (observer) observer->on_event(csp::Event::assign(cell, v + 1, static_cast<int>(top + 1)));
            const Deduction d = deducer.assume(frames[at].state, cell, v);
            if (d == Deduction::Stuck) {
                open_choice(at);
                depth = at + 1;
                continue;
            }
            if (d == Deduction::Contradiction) {
                ++stats.backtracks;
                if (observer) observer->on_event(csp::Event::backtrack(cell, v + 1, static_cast<int>(top + 1)));
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
    counters.reserve(kRuleCount + 1);
    for (int i = 0; i < kRuleCount; ++i) {
        const auto rule = static_cast<Rule>(i);  // in enum order, as fired() counts them
        counters.emplace_back(std::string(to_string(rule)), fired[detail::rule_index(rule)]);
    }
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

namespace detail {
const Backend& rules_backend() {
    static const RulesBackend backend;
    return backend;
}
}  // namespace detail

}  // namespace sudoku
