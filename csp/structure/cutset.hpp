#pragma once
/// Cutset conditioning (Dechter 1990; AIMA §6.5.1): choose a cycle cutset S — variables whose
/// removal leaves the constraint graph a forest — then, for each consistent assignment of S, narrow
/// the other variables' domains to the values compatible with it and solve the rest with the tree
/// solver. O(d^|S| · n·d²): worth it when the cutset is small.

#include <span>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/solver.hpp"

namespace csp {

/// A small cycle cutset, found greedily: peel off every variable of degree ≤ 1 (it lies on no
/// cycle), move the highest-degree variable left into the cutset, repeat until nothing is left;
/// then drop each cutset variable whose return would not close a cycle. Not always minimum
/// (that problem is NP-hard), but a good start.
/// Binary constraints only: throws ModelError for a problem with n-ary ones.
std::vector<VarId> cycle_cutset(const Problem& problem);

struct CutsetOptions {
    bool count = false;                  ///< count every solution instead of stopping at the first
    SearchLimits limits;                 ///< node_limit counts cutset assignments tried
    SearchObserver* observer = nullptr;  ///< sees the cutset assignments (and the tree solver's work)
};

/// Cutset conditioning with the greedy cutset above. Result as csp::Solver's: with options.count,
/// `solution_count` is the number of solutions (complete = false if a limit stopped it first or
/// it was capped at 2⁶⁴−1); `solutions` holds the first solution found. Binary constraints only:
/// throws ModelError for a problem with n-ary ones.
Result solve_cutset(const Problem& problem, const CutsetOptions& options = {});
/// The same with a cutset of your choice; throws ModelError if removing it leaves a cycle.
Result solve_cutset(const Problem& problem, std::span<const VarId> cutset, const CutsetOptions& options = {});

}  // namespace csp
