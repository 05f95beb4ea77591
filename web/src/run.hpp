#pragma once
/// run(): one search method on a problem, with its result, counters and the recorded events.

#include "csp/search/solver.hpp"
#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

/// `options` as in web/api/engine.d.ts (RunOptions); throws InputError for a bad option or a
/// method that cannot take the problem (the tree solver on a graph with a cycle).
json run(Instance instance, const json& options);

/// "satisfied", "unsatisfiable" or "limit".
const char* status_name(csp::Status status);

}  // namespace web
