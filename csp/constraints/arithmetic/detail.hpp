#pragma once
/// The operations behind csp/constraints/arithmetic/arithmetic.hpp: their meaning (evaluate, the one
/// definition both the support enumeration and satisfied() read) and their bounds reasoning.

#include <optional>

#include "csp/model/variable.hpp"

namespace csp {
class PropagationContext;
}

namespace csp::detail {

enum class Operation { Times, Division, Modulo, Power, Abs, Min, Max };

/// f(a, b) for the operation (b unused by Abs), or nullopt where it has no value (y = 0 in div and
/// mod, a negative exponent of a base other than ±1, a power beyond the long long range).
std::optional<long long> evaluate(Operation operation, long long a, long long b);

/// Sound bounds reasoning for z = f(x, y) (y unused by Abs), to its own fixpoint; false on wipe-out.
bool times_bounds(PropagationContext& context, VarId x, VarId y, VarId z);
bool division_bounds(PropagationContext& context, VarId x, VarId y, VarId z);
bool modulo_bounds(PropagationContext& context, VarId x, VarId y, VarId z);
bool power_bounds(PropagationContext& context, VarId x, VarId y, VarId z);
bool abs_bounds(PropagationContext& context, VarId x, VarId z);

}  // namespace csp::detail
