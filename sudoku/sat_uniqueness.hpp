#pragma once
/// The generator's uniqueness checks with the CDCL solver (csp/sat_solver.hpp): is there a solution
/// of the puzzle, other than the known grid, in which a cleared cell holds another value?
///
/// Each check builds the clauses of the current puzzle (sudoku/sat_encoding.hpp: only open
/// candidates become variables) plus the unit clause "the cleared cell does not hold its solution
/// value", and asks for one model. The puzzle without that cell had the grid as its only solution,
/// so a model is exactly a second solution, and none means the cell can go.
///
/// Why not one incremental solver per grid, with the clues as assumptions (Eén & Sörensson 2003,
/// SatSolver::solve(assumptions)): measured on 25×25 (docs/benchmarks.md "## Generator"), its learnt
/// clauses carry the consequences of the clues, about 2,600 literals each instead of tens, so a
/// conflict costs about 0.4 ms instead of 0.03 ms and the reuse of learnt clauses does not pay for it.

#include "csp/search_limits.hpp"
#include "csp/solver.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// Whether `puzzle` (whose clues all agree with `solution`) has a solution in which the empty `cell`
/// does not hold its solution value: Satisfied (another solution exists), Unsatisfiable (none does)
/// or LimitReached. The search starts from `solution` (the solver's initial phases).
csp::Status sat_other_solution(const Grid& puzzle, const Grid& solution, int cell, const csp::SearchLimits& limits);

}  // namespace sudoku
