#pragma once
/// One search's result put together from its subproblems' (decomposition.hpp): counts summed, the
/// solutions wanted taken in the order they are added, the best solution of an optimisation with
/// its bound handed to the subproblems still to solve. Shared by every runner over subproblems
/// (sequential, MPI, Python's Dask), so they agree on what the parts add up to.

#include <optional>
#include <span>

#include "csp/search/solver.hpp"

namespace csp {

class Combination {
public:
    /// `options` are the whole search's (its max_solutions, keep_solutions, objective).
    explicit Combination(const SolverOptions& options);

    /// The options to solve the next subproblem with: the solutions still wanted, and with an
    /// objective, only solutions better than the best so far.
    SolverOptions next_options() const;
    /// Adds a subproblem's result (solved with next_options() or an earlier bound); parts that
    /// are not complete make the whole incomplete. Each solution kept (the ones still wanted, or
    /// each one that beats the incumbent) goes to the whole search's on_solution, in this order.
    /// A part that counts more solutions than it lists (read back from a checkpoint) adds the rest
    /// to the count only.
    void add(Result part);
    /// An incumbent found elsewhere (another worker) that the next subproblems must beat.
    std::optional<int> best_value() const { return best_; }
    /// True once enough solutions are found: the remaining subproblems need not be searched.
    bool enough() const;
    /// The whole search's result; `all_added`: every subproblem was added (else a limit stopped
    /// the run before some of them were solved).
    Result result(bool all_added) const;

private:
    SolverOptions options_;
    Result result_;
    bool parts_complete_ = true;
    std::optional<int> best_;
};

/// Solves the subproblems one after another in this process and combines them: the reference the
/// parallel runners are checked against, and what one worker of them does (one SubproblemSolver:
/// with learning, what one subproblem learns serves the next).
Result solve_subproblems(const Problem& problem, const SolverOptions& options, std::span<const Decisions> subproblems);

}  // namespace csp
