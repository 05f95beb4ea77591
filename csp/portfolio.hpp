#pragma once
/// A parallel portfolio: several differently configured searches of one problem run at once, each on
/// its own thread, and the first to reach an answer stops the others (Gomes & Selman, "Algorithm
/// portfolios", AI 2001). Randomised restarts make the runs' times differ a lot on hard instances,
/// so the fastest of k runs is often much faster than a typical one.

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "csp/solver.hpp"

namespace csp {

/// `k` variants of `base` for a portfolio: the first is `base` itself; each other one breaks ties at
/// random with its own seed (derived from base.seed) and, if `base` has no restarts, restarts on the
/// Luby schedule. Nogoods stay as in `base`, so counts stay exact.
std::vector<SolverOptions> portfolio_variants(const SolverOptions& base, int k);

struct PortfolioResult {
    Result result;                  ///< the winner's result and stats
    int winner = 0;                 ///< index in `runs` of the run whose result this is
    std::uint64_t total_nodes = 0;  ///< nodes of all runs together
};

/// Runs one search per entry of `runs` on its own thread (the problem is shared, read-only) and
/// returns the result of the first that ends with an answer (Satisfied or Unsatisfiable); the others
/// are cancelled. When every run stops at its limits, returns the first run's result (LimitReached).
/// Every run's own node and time limits apply, and runs[0].limits.cancel (if any) cancels all of
/// them. Only the first run keeps its observer (an observer follows one search). With one entry the
/// search runs on the calling thread.
PortfolioResult solve_portfolio(const Problem& problem, std::span<const SolverOptions> runs,
                                std::span<const std::pair<VarId, int>> assumptions = {});

}  // namespace csp
