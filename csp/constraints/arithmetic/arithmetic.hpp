#pragma once
/// Arithmetic on the variables' values, z = f(x, y), with FlatZinc's semantics: division truncates
/// toward zero, the remainder takes the sign of the dividend (C++ / and %), and a divisor of 0 has
/// no solution. Power: x^y for y ≥ 0 (x^0 = 1, also for x = 0); a negative exponent has a value
/// only for x = 1 (1) and x = −1 (±1 by the parity of y), otherwise no solution (MiniZinc leaves it
/// undefined). A result outside the int range is no value of any variable: no solution.
///
/// Strength: domain consistent (every value left has a support) when the input domains are small
/// (|D(x)|·|D(y)| ≤ 4096: supports are enumerated); bounds reasoning (interval arithmetic, sound,
/// weaker) otherwise. A variable may appear in several places (x·x = z).

#include "csp/model/problem.hpp"

namespace csp {

/// x·y = z.
void add_times(Problem& problem, VarId x, VarId y, VarId z);
/// x div y = z (truncated toward zero; y ≠ 0).
void add_division(Problem& problem, VarId x, VarId y, VarId z);
/// x mod y = z (the sign of x; y ≠ 0).
void add_modulo(Problem& problem, VarId x, VarId y, VarId z);
/// x^y = z (see above for y < 0).
void add_power(Problem& problem, VarId x, VarId y, VarId z);
/// |x| = z.
void add_abs(Problem& problem, VarId x, VarId z);
/// min(x, y) = z.
void add_min(Problem& problem, VarId x, VarId y, VarId z);
/// max(x, y) = z.
void add_max(Problem& problem, VarId x, VarId y, VarId z);

}  // namespace csp
