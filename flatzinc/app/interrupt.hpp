#pragma once
/// Ctrl-C (SIGINT) and SIGTERM stop the search, not the program: the handler only sets a flag the
/// search polls (csp::StopRequest), so fzn-csp still prints the best solution found and the
/// statistics, as a FlatZinc solver should when `minizinc` or the user interrupts it. A second
/// signal ends the program at once (the handler restores the default).

#include "csp/base/search_limits.hpp"

namespace flatzinc::app {

/// Installs the handlers (once) and returns the request they set.
const csp::StopRequest& interrupt_request();

}  // namespace flatzinc::app
