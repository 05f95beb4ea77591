#pragma once
/// Why a problem has no solution: a minimal set of groups of its constraints that, with the
/// constraints that always hold, already has none. QuickXplain (csp/explain/quickxplain.hpp) with
/// each check a search by the engine's Solver on the problem restricted to the constraints in play
/// (Problem::restricted).

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "csp/base/stats.hpp"
#include "csp/model/constraint_ref.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"

namespace csp {

/// An index into the groups given to minimal_conflict().
using GroupId = int;

/// Constraints that stand or fall together, as the caller sees them: "the givens", "row 3 is all
/// different", "Alice does not teach on Monday". Groups may overlap and share constraints with the
/// background.
struct ConstraintGroup {
    std::string name;  ///< for the caller's messages; minimal_conflict does not read it
    std::vector<ConstraintRef> constraints;
};

struct ConflictOptions {
    /// The search deciding each check (inference, orderings, restarts, …). Only satisfiability is
    /// asked: max_solutions, objective, on_solution and keep_solutions are not read. Its limits are
    /// the budget of the whole explanation: the node limit holds for each check, the time limit and
    /// the cancel flag for all checks together (csp::SearchBudget); a check they stop counts as
    /// satisfiable (see ConflictResult::complete).
    SolverOptions search;
};

struct ConflictResult {
    /// Groups that together with the background have no solution, in increasing order, and minimal:
    /// without any one of them the rest has one. Empty when the background alone has no solution.
    /// nullopt when the background with every group has a solution, or when a limit stopped the
    /// first check, which decides that (then `complete` is false).
    std::optional<std::vector<GroupId>> groups;
    /// Every check finished. When a limit stopped one, it counted as satisfiable: groups returned
    /// still have no solution (that is proven, never assumed) but may include some not needed.
    bool complete = true;
    std::uint64_t checks = 0;  ///< searches run, one per satisfiability check
    Stats stats;               ///< summed over the checks
};

/// A minimal conflict among `groups`, preferring early groups (QuickXplain adds them in order: a
/// conflict among the first ones is found before one that needs later ones). The problem of a check
/// holds the constraints of `background` and of the groups in play; a constraint named in neither
/// is never part of it. Throws ModelError for a ConstraintRef out of range.
ConflictResult minimal_conflict(const Problem& problem, std::span<const ConstraintGroup> groups,
                                std::span<const ConstraintRef> background, const ConflictOptions& options = {});

/// Every constraint of `problem` (Problem::constraint_refs()) in none of `groups`: the background
/// when all the rest must hold.
std::vector<ConstraintRef> ungrouped_constraints(const Problem& problem, std::span<const ConstraintGroup> groups);

}  // namespace csp
