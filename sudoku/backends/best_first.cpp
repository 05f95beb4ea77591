#include "sudoku/backends/best_first.hpp"

#include <algorithm>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/backends/search_state.hpp"
#include "sudoku/logic/candidate_set.hpp"
#include "sudoku/logic/candidate_state.hpp"
#include "sudoku/logic/eliminator.hpp"

namespace sudoku::detail {

namespace {

/// The states waiting to be expanded, in one of two disciplines.
template <int W>
class Frontier {
public:
    using State = CandidateState<W>;

    explicit Frontier(FrontierOrder order) : order_(order) {}

    void push(State&& state) {
        Node node{std::move(state), next_seq_++};
        if (order_ == FrontierOrder::BreadthFirst) {
            fifo_.push_back(std::move(node));
        } else {
            heap_.push_back(std::move(node));
            std::push_heap(heap_.begin(), heap_.end(), lower_priority);
        }
    }
    State pop() {
        if (order_ == FrontierOrder::BreadthFirst) {
            State state = std::move(fifo_.front().state);
            fifo_.pop_front();
            return state;
        }
        std::pop_heap(heap_.begin(), heap_.end(), lower_priority);
        State state = std::move(heap_.back().state);
        heap_.pop_back();
        return state;
    }
    std::size_t size() const { return order_ == FrontierOrder::BreadthFirst ? fifo_.size() : heap_.size(); }
    bool empty() const { return size() == 0; }

private:
    struct Node {
        State state;
        std::uint64_t seq;  ///< creation order, so ties go to the newest (depth-first among equals)
    };
    static bool lower_priority(const Node& a, const Node& b) {
        if (a.state.unplaced != b.state.unplaced) return a.state.unplaced > b.state.unplaced;
        return a.seq < b.seq;
    }

public:
    static constexpr std::size_t kNodeOverhead = sizeof(Node);

private:
    FrontierOrder order_;
    std::vector<Node> heap_;
    std::deque<Node> fifo_;
    std::uint64_t next_seq_ = 0;
};

template <int W>
int branching_cell(const CandidateState<W>& s, CellChoice choice) {
    if (choice == CellChoice::FewestCandidates) return fewest_candidates_cell(s);
    const auto it = std::find(s.value.begin(), s.value.end(), std::uint16_t{0});
    return it == s.value.end() ? -1 : static_cast<int>(it - s.value.begin());
}

template <int W>
SolveResult best_first_search(const Grid& puzzle, const SolveOptions& options, const BestFirstOptions& search) {
    using State = CandidateState<W>;
    using Set = Bits<W>;
    const Geometry& g = puzzle.geometry();
    SearchRecord record(options);
    csp::Stats& stats = record.stats();
    Eliminator<W> eliminator(g);
    std::uint64_t expanded = 0;
    std::uint64_t max_frontier = 0;
    bool exhausted = true;
    bool full = false;  // the frontier outgrew its capacity

    auto finish = [&] {
        stats.prunings = eliminator.eliminations();
        return record.finish(exhausted, {{"states expanded", expanded}, {"max frontier", max_frontier}});
    };
    // Closes a state under naked singles after a placement (`alive`: it did not wipe out a cell).
    auto settle = [&](State& s, bool alive) {
        if (alive && eliminator.place_singles(s)) return true;
        eliminator.drop_pending();
        ++stats.wipeouts;
        return false;
    };

    State root(g);
    if (!settle(root, eliminator.load(root, puzzle))) return finish();
    if (root.unplaced == 0) {
        record.add(grid_of(root, g.box()));
        return finish();
    }

    // The frontier's bytes: its own budget, or the caller's memory limit when that is lower.
    const std::uint64_t bytes = options.memory_limit != 0
                                    ? std::min<std::uint64_t>(search.max_frontier_bytes, options.memory_limit)
                                    : search.max_frontier_bytes;
    std::size_t capacity = static_cast<std::size_t>(bytes / (root.bytes() + Frontier<W>::kNodeOverhead));
    const bool bytes_bound = search.max_frontier_states == 0 || capacity <= search.max_frontier_states;
    if (search.max_frontier_states != 0) capacity = std::min(capacity, search.max_frontier_states);
    capacity = std::max<std::size_t>(capacity, 1);

    Frontier<W> frontier(search.order);
    frontier.push(std::move(root));
    std::vector<State> successors;
    bool stop = false;
    while (!stop && !frontier.empty()) {
        State s = frontier.pop();
        for (;;) {
            ++expanded;
            const int cell = branching_cell(s, search.cell_choice);
            successors.clear();
            for (Set values = s.cand[cell]; values.any();) {
                const int v = values.lowest();
                values.reset(v);
                ++stats.nodes;
                if (record.limit_reached(stats.nodes)) {
                    stop = true;
                    break;
                }
                State child;
                if (values.none()) child = std::move(s);  // the last successor takes over the parent's storage
                else child = s;
                if (!settle(child, eliminator.place(child, cell, v))) continue;
                if (child.unplaced == 0) {
                    if (record.add(grid_of(child, g.box()))) stop = true;
                    if (stop) break;
                    continue;
                }
                successors.push_back(std::move(child));
            }
            if (stop) break;
            if (successors.size() == 1) {  // forced: expand at once rather than queue it
                s = std::move(successors.front());
                continue;
            }
            if (successors.empty()) ++stats.backtracks;
            for (State& child : successors) frontier.push(std::move(child));
            max_frontier = std::max<std::uint64_t>(max_frontier, frontier.size());
            if (frontier.size() > capacity) {
                record.stop_at_own_limit();
                stop = full = true;
            }
            break;
        }
    }
    if (stop) exhausted = false;
    SolveResult result = finish();
    result.memory_limited = full && bytes_bound;
    return result;
}

class BestFirstBackend final : public Backend {
public:
    std::string_view name() const override { return "best-first"; }
    std::string_view description() const override {
        return "best-first search over candidate states (fewest undecided cells first), branching on a "
               "fewest-candidates cell, naked singles in every state";
    }
    /// Reports the solutions it finds to SolveOptions::observer (its states are not a trail to trace).
    std::vector<Setting> reads() const override { return {Setting::Observer}; }
    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        return solve_best_first(puzzle, options);
    }
};

}  // namespace

SolveResult solve_best_first(const Grid& puzzle, const SolveOptions& options, const BestFirstOptions& search_options) {
    return with_words(puzzle.side(),
                      [&](auto w) { return best_first_search<decltype(w)::value>(puzzle, options, search_options); });
}

const Backend& best_first_backend() {
    static const BestFirstBackend backend;
    return backend;
}

}  // namespace sudoku::detail
