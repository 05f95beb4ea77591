#pragma once
/// The bounds reasoning of m = min(xs) / max(xs), shared with the binary add_min / add_max.

#include <span>

#include "csp/model/variable.hpp"

namespace csp {
class PropagationContext;
}

namespace csp::detail {

/// Narrows m and xs to the fixpoint of the extremum's bounds rules; false on wipe-out.
bool extremum_bounds(PropagationContext& context, VarId m, std::span<const VarId> xs, bool maximum);

}  // namespace csp::detail
