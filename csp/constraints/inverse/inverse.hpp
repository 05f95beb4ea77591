#pragma once
/// inverse: f[i] = j ⇔ g[j] = i, f indexed from f_offset and g from g_offset (FlatZinc's
/// fzn_inverse with its arrays' index sets): f and g are inverse permutations, f's values being
/// g's positions and g's values f's positions.
///
/// Strength: arc consistency on each equivalence f[i] = j ⇔ g[j] = i, to the fixpoint: f[i] keeps j
/// only while g[j] keeps i, a fixed f[i] = j fixes g[j] = i, and the same the other way round;
/// values outside the other array's positions are removed. (Not all-different's
/// matching strength: add an all-different for that.) f and g may share variables (an involution).

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// f[i] = j ⇔ g[j] = i. Throws ModelError when f and g differ in length.
void add_inverse(Problem& problem, std::span<const VarId> f, int f_offset, std::span<const VarId> g, int g_offset);

}  // namespace csp
