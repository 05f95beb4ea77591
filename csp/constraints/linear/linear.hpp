#pragma once
/// Linear constraints Σ aᵢ·xᵢ (=, ≤, ≥, ≠) c on the variables' values, plain or reified. = ≤ ≥ keep
/// bounds consistency: each term is kept within what the other terms' bounds leave room for (Apt
/// 2003, §6.5 / the classic "bounds consistency for linear equations"); an equation over two
/// variables (x + y = c, x − y = c, …) is domain consistent while its domains are small. ≠ removes
/// the one value left out once all but one variable are fixed. Enough to model cryptarithms and
/// Killer Sudoku cages directly, and the int_lin_* constraints of FlatZinc.

#include <span>
#include <string_view>

#include "csp/model/problem.hpp"

namespace csp {

enum class LinearRelation { Equal, LessEqual, GreaterEqual, NotEqual };

/// Adds Σ coefficients[i]·vars[i] REL rhs. Throws ModelError when the two spans differ in length,
/// a coefficient is 0, a variable repeats, or Σ |aᵢ|·max |xᵢ| or |rhs| exceeds 2⁶¹ (so no sum the
/// propagator forms can overflow 64 bits).
void add_linear(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                LinearRelation relation, long long rhs);

/// Adds r ↔ (Σ coefficients[i]·vars[i] REL rhs), r a 0/1 variable (FlatZinc int_lin_*_reif). r is
/// fixed once the bounds of the sum decide the relation; a fixed r enforces the relation (r = 1) or
/// its negation (r = 0). Throws ModelError as add_linear, and when r is not a 0/1 variable or is in
/// the sum.
void add_linear_reified(Problem& problem, std::span<const int> coefficients, std::span<const VarId> vars,
                        LinearRelation relation, long long rhs, VarId r);

}  // namespace csp
