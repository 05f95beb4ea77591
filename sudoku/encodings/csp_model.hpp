#pragma once
/// Sudoku as one CSP instance: a variable per cell (named "r1c1") with values 1..N, and a ≠
/// constraint between every pair of peers (810 for 9×9). The model depends only on the box size,
/// so it is built once per size and a puzzle's givens are passed to the solver as assumptions.

#include <string_view>
#include <utility>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// How the units are stated: pairwise ≠ arcs, or one all-different constraint per unit.
enum class Model { Binary, AllDifferent };
std::string_view to_string(Model model);
Model model_from_string(std::string_view name);  ///< "binary" or "alldiff"
std::vector<std::string_view> model_names();

/// The shared model for box size n (built on first use, thread-safe; immutable afterwards).
/// `reasoning` adds the group propagators (csp/constraints/group_reasoning/group_reasoning.hpp) over the 3N units: pointing /
/// box-line between each box and the lines crossing it, naked / hidden subsets within each unit.
/// Grids above 64×64 get no group reasoning (it works on one-word domains).
const csp::Problem& binary_model(int box, csp::GroupReasoning reasoning = csp::GroupReasoning::None);
/// One all-different per row, column and box (3N constraints), at the given strength.
const csp::Problem& all_different_model(int box, csp::AllDifferentStrength strength,
                                        csp::GroupReasoning reasoning = csp::GroupReasoning::None);
const csp::Problem& model_for(int box, Model model, csp::AllDifferentStrength strength,
                              csp::GroupReasoning reasoning = csp::GroupReasoning::None);

/// The all-different strength the tool uses when none is asked for: `hidden` up to 9×9, `domain`
/// from 16×16 on, the faster of the two at each size
/// (docs/experiments.md#the-default-strength-by-size).
csp::AllDifferentStrength default_strength(int box);

/// A standalone problem for one puzzle: the binary model with the givens assigned.
csp::Problem to_problem(const Grid& puzzle);

/// The givens as (variable, value) assumptions for Solver::solve.
std::vector<std::pair<csp::VarId, int>> givens_of(const Grid& puzzle);

/// A complete assignment of the model back to a grid.
Grid to_grid(const csp::Assignment& assignment, int box);

}  // namespace sudoku
