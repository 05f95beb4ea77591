#include "csp/observe/event.hpp"

namespace csp {

std::string_view to_string(EventKind kind) {
    switch (kind) {
        case EventKind::Assign: return "assign";
        case EventKind::Prune: return "prune";
        case EventKind::Wipeout: return "wipeout";
        case EventKind::Backtrack: return "backtrack";
        case EventKind::Solution: return "solution";
        case EventKind::Backjump: return "backjump";
        case EventKind::Repair: return "repair";
        case EventKind::TreeOrder: return "tree_order";
        case EventKind::Revise: return "revise";
        case EventKind::Cutset: return "cutset";
    }
    return "unknown";
}

}  // namespace csp
