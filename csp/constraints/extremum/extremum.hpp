#pragma once
/// m = min(x1, …, xn) and m = max(x1, …, xn), by bounds reasoning: m lies between the smallest
/// lower bound and the smallest upper bound of the xs (for min), every x is at least m, and when a
/// single x can still be as small as m's upper bound, that x is at most it (the classic bounds
/// propagator of the minimum constraint, e.g. Gecode's or Choco's). A variable may repeat.

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// m = min(xs). Throws ModelError when xs is empty.
void add_minimum(Problem& problem, VarId m, std::span<const VarId> xs);
/// m = max(xs). Throws ModelError when xs is empty.
void add_maximum(Problem& problem, VarId m, std::span<const VarId> xs);

}  // namespace csp
