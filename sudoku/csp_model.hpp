#pragma once
/// Sudoku as one CSP instance: a variable per cell (named "r1c1") with values 1..N, and a ≠
/// constraint between every pair of peers (810 for 9×9). The model depends only on the box size,
/// so it is built once per size and a puzzle's givens are passed to the solver as assumptions.

#include <utility>
#include <vector>

#include "csp/problem.hpp"
#include "csp/solver.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// The shared model for box size n (built on first use, thread-safe; immutable afterwards).
const csp::Problem& binary_model(int box);

/// A standalone problem for one puzzle: the model with the givens assigned.
csp::Problem to_problem(const Grid& puzzle);

/// The givens as (variable, value) assumptions for Solver::solve.
std::vector<std::pair<csp::VarId, int>> givens_of(const Grid& puzzle);

/// A complete assignment of the model back to a grid.
Grid to_grid(const csp::Assignment& assignment, int box);

}  // namespace sudoku
