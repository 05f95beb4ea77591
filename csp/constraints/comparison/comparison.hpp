#pragma once
/// Comparisons between two variables' values, x op y, plain or reified (r ↔ x op y, r a 0/1
/// variable), and reified set membership. = is domain consistent (D(x) and D(y) both become their
/// intersection), ≠ removes a fixed side's value from the other (domain consistent too), < and ≤
/// keep bounds consistency. A reified constraint whose r is fixed acts as the constraint (r = 1) or
/// its negation (r = 0); while r is open, r is fixed as soon as the domains entail or refute x op y.

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

enum class Comparison { Equal, NotEqual, Less, LessEqual };

/// Adds x op y (FlatZinc int_eq, int_ne, int_lt, int_le; x > y is y < x). x may equal y (then the
/// constraint is a constant: x = x holds, x < x makes the problem unsatisfiable). Throws ModelError
/// for unknown ids.
void add_comparison(Problem& problem, VarId x, Comparison comparison, VarId y);

/// Adds r ↔ (x op y) (FlatZinc int_eq_reif, …). Throws ModelError for unknown ids, an r with a
/// value other than 0 and 1, or r being x or y.
void add_reified_comparison(Problem& problem, VarId x, Comparison comparison, VarId y, VarId r);

/// Adds r ↔ (x ∈ set) (FlatZinc set_in_reif with a constant set); the set may hold repeats and
/// values outside D(x). Domain consistent. Throws ModelError as add_reified_comparison.
void add_reified_membership(Problem& problem, VarId x, std::span<const int> set, VarId r);

}  // namespace csp
