#pragma once
/// Boolean constraints over 0/1 variables (false = 0, true = 1): clauses, reified conjunction and
/// disjunction, parity. Each propagator is domain consistent (unit propagation: a constraint with
/// one undecided variable left fixes it), like the clause propagation of a SAT solver without
/// watched literals, since propagators keep no state between calls.

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// Adds ∨ positive ∨ ¬negative (FlatZinc bool_clause). A variable in both lists makes the clause
/// always true (nothing is added); an empty clause makes the problem unsatisfiable
/// (Problem::has_false_constant). Throws ModelError for an unknown id or a variable with a value
/// other than 0 and 1.
void add_clause(Problem& problem, std::span<const VarId> positive, std::span<const VarId> negative);

/// Adds r ↔ (x1 ∧ … ∧ xn) (FlatZinc array_bool_and); with no xs, r = 1. Same errors as add_clause.
void add_and_reified(Problem& problem, std::span<const VarId> xs, VarId r);

/// Adds r ↔ (x1 ∨ … ∨ xn) (FlatZinc array_bool_or); with no xs, r = 0. Same errors as add_clause.
void add_or_reified(Problem& problem, std::span<const VarId> xs, VarId r);

/// Adds "x1 + … + xn is odd" (odd = true, FlatZinc array_bool_xor) or "… is even" (odd = false).
/// A variable listed twice cancels out. Same errors as add_clause.
void add_parity(Problem& problem, std::span<const VarId> xs, bool odd);

}  // namespace csp
