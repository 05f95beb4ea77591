#pragma once
/// Tree-structured CSPs (Freuder 1982; AIMA §6.5.1, fig. 6.11 TREE-CSP-SOLVER): when the constraint
/// graph has no cycle, order each tree from a root, make every parent arc consistent with its
/// children (leaves first), then assign from the roots down without ever backtracking: O(n·d²).

#include <cstdint>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/base/stats.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/solver.hpp"

namespace csp {

struct TreeOptions {
    bool count = false;                  ///< also count every solution (dynamic programming over the trees)
    SearchLimits limits;                 ///< time limit and cancellation (node_limit counts assignments)
    SearchObserver* observer = nullptr;  ///< sees the arc-consistency prunings and the assignments
};

/// Solves a problem whose constraint graph is a forest. Satisfied: `solutions` holds one solution;
/// with options.count, `solution_count` is the number of solutions (capped at 2⁶⁴−1, and then
/// `complete` is false). A limit that stops it first gives Status::LimitReached. The work is
/// polynomial, O(n·d²), but a long chain of large domains still takes long: limits are polled
/// during the consistency pass, the count and the assignments. Throws ModelError naming a constraint that closes a cycle otherwise, and
/// for a problem with n-ary constraints (its graph is then a hypergraph).
Result solve_tree(const Problem& problem, const TreeOptions& options = {});

namespace detail {

/// A constraint (index into problem.constraints()) between two variables with active[x] set that
/// closes a cycle among them, or -1 when those variables' constraints form a forest.
int cycle_closing_constraint(const Problem& problem, const std::vector<char>& active);

struct ForestSolution {
    bool consistent = false;
    std::vector<int> index;   ///< a value index for each active variable, -1 for the others
    std::uint64_t count = 0;  ///< number of solutions, when asked for (saturating)
    bool saturated = false;   ///< the count overflowed and was capped
    bool stopped = false;     ///< a limit stopped it: nothing above holds
};

/// TREE-CSP-SOLVER on the active variables, with their current domains in `domains` (narrowed in
/// place by the arc-consistency pass). Precondition: cycle_closing_constraint(problem, active) < 0.
/// Constraints to inactive variables are ignored (cutset conditioning applies them beforehand).
/// The observer sees prunings at `depth` and the assignments below it. `guard` is polled as the
/// work goes (a stop sets `stopped`).
ForestSolution solve_forest(const Problem& problem, std::vector<Domain>& domains, const std::vector<char>& active,
                            bool count, Stats& stats, LimitGuard& guard, SearchObserver* observer = nullptr,
                            int depth = 0);

}  // namespace detail
}  // namespace csp
