#pragma once
/// Machinery shared by the backends' searches: the branching cell of the candidate-based searches,
/// and the bookkeeping that turns the end of a search into a SolveResult. Internal (detail).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/candidate_state.hpp"

namespace sudoku {
namespace detail {

/// The unplaced cell with the fewest candidates, the first in row-major order among equals (MRV,
/// AIMA §6.3.1); -1 when every cell is placed. Stops at 2, the least once naked singles are placed.
template <int W>
int fewest_candidates_cell(const CandidateState<W>& s) {
    int best = -1;
    int best_count = 0;
    for (int cell = 0; cell < static_cast<int>(s.cand.size()); ++cell) {
        if (s.value[cell] != 0) continue;
        const int count = s.cand[cell].count();
        if (best < 0 || count < best_count) {
            best = cell;
            best_count = count;
            if (count <= 2) break;
        }
    }
    return best;
}

/// Solutions and limits of one backend run: collects solutions up to max_solutions, checks the
/// limits, and turns the end of the search into a SolveResult with one status rule for all.
class SearchRecord {
public:
    explicit SearchRecord(const SolveOptions& options)
        : guard_(options.limits),
          max_solutions_(options.max_solutions),
          keep_(options.keep_solutions),
          observer_(options.observer) {}

    /// True once a limit is exceeded (call once per search node).
    bool limit_reached(std::uint64_t nodes) { return stopped_ || guard_.exceeded(nodes); }
    /// Records that a backend's own limit (e.g. a memory budget) stopped the search.
    void stop_at_own_limit() { stopped_ = true; }
    /// Records a solution; true when enough have been found.
    bool add(Grid solution) {
        if (observer_) observer_->on_event(csp::Event::solution(solution.values()));
        if (keep_) result_.solutions.push_back(std::move(solution));
        ++result_.solution_count;
        return max_solutions_ != 0 && result_.solution_count >= max_solutions_;
    }
    csp::Stats& stats() { return result_.stats; }
    csp::SearchObserver* observer() const { return observer_; }

    /// `exhausted`: the whole search space was explored. A limit always gives LimitReached.
    SolveResult finish(bool exhausted, std::vector<std::pair<std::string, std::uint64_t>> counters) {
        const bool limited = stopped_ || guard_.hit();
        result_.complete = exhausted && !limited;
        if (limited) result_.status = csp::Status::LimitReached;
        else result_.status = result_.solution_count == 0 ? csp::Status::Unsatisfiable : csp::Status::Satisfied;
        result_.stats.solutions = result_.solution_count;
        result_.stats.time = guard_.elapsed();
        result_.counters = std::move(counters);
        return std::move(result_);
    }

private:
    csp::LimitGuard guard_;
    std::size_t max_solutions_;
    bool keep_;
    csp::SearchObserver* observer_;
    bool stopped_ = false;
    SolveResult result_;
};

}  // namespace detail
}  // namespace sudoku
