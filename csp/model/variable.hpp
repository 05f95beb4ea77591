#pragma once
/// Variables are named by their index: 0, 1, … in the order Problem::add_variable created them.
/// On its own so that the propagator interface and the model can both name variables without
/// including each other.

namespace csp {

using VarId = int;

}  // namespace csp
