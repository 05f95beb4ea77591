#pragma once
/// Conflict-directed backjumping (Prosser 1993; AIMA §6.3.3). Each level of the search keeps a
/// conflict set: the earlier levels whose values explain why its values failed. When a level runs
/// out of values it jumps straight back to the deepest level in its conflict set, passing the set
/// on, instead of back to the level just above (chronological backtracking). With forward checking
/// (FC-CBJ) a value removed from a future variable is blamed on the level whose assignment removed it;
/// variables fixed from the start (singleton domains, such as a puzzle's givens) are forward-checked
/// once before the first choice, and what they remove is blamed on no level.
/// Forward checking runs on the binary constraints; an n-ary constraint is checked once all its
/// variables are assigned, and a failure is blamed on the levels of its other variables.

#include <cstdint>

#include "csp/base/search_limits.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/solver.hpp"

namespace csp {

struct BackjumpingOptions {
    bool forward_checking = true;  ///< FC-CBJ; false = plain CBJ (checks against the past only)
    VariableOrder variable_order = VariableOrder::Mrv;
    std::size_t max_solutions = 1;  ///< stop after this many; 0 = all
    bool keep_solutions = true;     ///< false: only count them
    SearchLimits limits;
    SearchObserver* observer = nullptr;  ///< not owned; null = no tracing cost
};

/// csp::Solver's Result, plus what backjumping saved.
struct BackjumpingResult : Result {
    std::uint64_t backjumps = 0;       ///< dead ends that jumped over at least one level
    std::uint64_t levels_skipped = 0;  ///< levels jumped over in all (chronological backtracking skips none)
};

/// First solution, all, or a count (options.max_solutions), like csp::Solver, by CBJ or FC-CBJ.
/// After a solution the search continues chronologically: the solution depends on every level.
BackjumpingResult solve_backjumping(const Problem& problem, const BackjumpingOptions& options = {});

}  // namespace csp
