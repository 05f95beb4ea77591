#pragma once
/// Solves the subproblems a worker is handed (decomposition.hpp) one after another. Without
/// learning each is a fresh Solver::solve(decisions). With learning (SolverOptions::learning) and an
/// objective (or Keep::Always) one learning search is kept across them (detail::LearningSession): each subproblem's decisions are
/// assumptions below its search, so the clauses learnt in one (valid for the whole problem) prune
/// the next, instead of every subproblem learning from nothing.
///
/// What carries over is sound only for subproblems as a decomposition makes them: a solution found
/// is excluded for the later calls too (their spaces are disjoint, so none of theirs is lost), and
/// an objective's bound only tightens (each call's better_than holds for every later call).

#include <memory>

#include "csp/parallel/decomposition.hpp"
#include "csp/search/solver.hpp"

namespace csp {

class SubproblemSolver {
public:
    /// When the learning search is kept across calls. By default only to optimise: counting the
    /// solutions of a QWH took more CPU with it (under load; docs/experiments.md), while golomb 10
    /// took a sixth of the CPU.
    enum class Keep { Optimising, Always };

    /// `options`: the whole search's. The problem must outlive the solver.
    SubproblemSolver(const Problem& problem, const SolverOptions& options, Keep keep = Keep::Optimising);
    SubproblemSolver(Problem&&, const SolverOptions&, Keep = Keep::Optimising) = delete;
    ~SubproblemSolver();
    SubproblemSolver(const SubproblemSolver&) = delete;
    SubproblemSolver& operator=(const SubproblemSolver&) = delete;

    /// Solves `subproblem` with `options`: the whole search's, with this part's max_solutions,
    /// keep_solutions, on_solution, limits and objective bound (Combination::next_options()). The
    /// result is Solver::solve(subproblem)'s, short of the solutions earlier calls found.
    Result solve(const Decisions& subproblem, const SolverOptions& options);

private:
    struct Session;
    const Problem& problem_;
    SolverOptions options_;
    Keep keep_;
    std::unique_ptr<Session> session_;  // with learning; made at the first call, again after a limit
};

}  // namespace csp
