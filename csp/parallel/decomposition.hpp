#pragma once
/// Embarrassingly parallel search (Régin, Rezgui & Malapert, CP 2013): a problem split into many
/// more subproblems than workers — about 30 per worker — by a depth-bounded search with
/// propagation, so that handing them out on demand keeps every worker busy. Each subproblem is a
/// set of decisions solved alone by the ordinary Solver (Solver::solve(decisions)), or after others
/// by one learning search (subproblem_solver.hpp); their spaces are disjoint and together hold
/// every solution, listed in the order the search visits them.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "csp/search/solver.hpp"

namespace csp {

struct Decomposition {
    std::vector<Decisions> subproblems;  ///< in the search's order
    int depth = 0;                       ///< the decisions the deepest split made
    bool complete = false;               ///< false: a limit stopped the split (the subproblems are not usable)
    Stats stats;                         ///< the splitting searches' work, summed
};

/// Splits the search `options` describe into at least `target` subproblems when the problem has
/// that many consistent nodes: frontiers at depth 1, 2, … until one holds `target` nodes or no node
/// reaches the depth (every node is then a solution or the split cannot go on). The options'
/// limits bound the splitting too. Throws std::invalid_argument when `target` is 0.
Decomposition decompose(const Problem& problem, const SolverOptions& options, std::size_t target);

/// Subproblems per worker that the runners aim at (Régin et al.'s figure): enough that the last
/// ones to finish are short next to the whole, few enough that messages cost little.
inline constexpr std::size_t kSubproblemsPerWorker = 30;

/// The number of subproblems to aim at for `workers` workers.
std::size_t subproblem_target(std::size_t workers);

/// Decisions as text, `VAR=VALUE` by variable index, separated by spaces ("" for none): what the
/// MPI runner sends between ranks of the same program.
std::string to_string(const Decisions& decisions);
/// The inverse of to_string; throws std::invalid_argument naming the bad item, or ModelError for
/// an index that is not one of the problem's variables.
Decisions decisions_from_string(std::string_view text, const Problem& problem);

}  // namespace csp
