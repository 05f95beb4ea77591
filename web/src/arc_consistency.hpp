#pragma once
/// ac3(): textbook AC-3 or AC-2001 with every REVISE step, for stepping through the queue.

#include "web/src/error.hpp"
#include "web/src/instance.hpp"

namespace web {

/// {consistent, checks, revisions, prunings, initial, domains, queue (the starting arcs),
/// steps:[{target, source, removed, wipeout, checks, added (the arcs it queued)}]};
/// `options` = {algorithm: 'ac3'|'ac2001', assign: {VAR: label}, maxSteps}.
json arc_consistency(Instance instance, const json& options);

}  // namespace web
