#pragma once
/// Linear constraints Σ aᵢ·xᵢ (=, ≤, ≥) c on the variables' values, with bounds reasoning:
/// each term is kept within what the other terms' bounds leave room for (Apt 2003, §6.5 / the
/// classic "bounds consistency for linear equations"). Enough to model cryptarithms and Killer
/// Sudoku cages directly.

#include <span>
#include <string_view>

#include "csp/model/problem.hpp"

namespace csp {

enum class LinearRelation { Equal, LessEqual, GreaterEqual };

/// Adds Σ coefficients[i]·vars[i] REL rhs. Throws ModelError when the two spans differ in length,
/// a coefficient is 0, or a variable repeats.
void add_linear(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                LinearRelation relation, long long rhs);

}  // namespace csp
