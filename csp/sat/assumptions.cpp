// Assumptions (MiniSat's incremental interface): decided first, one per decision level; when one
// turns out false, the assumptions that forced it.
#include "csp/sat/internal.hpp"

namespace csp::detail {

Lit SatCore::next_assumption(std::span<const Lit> assumptions, bool& failed) {
    // Level i + 1 belongs to assumptions[i]: one already true gets an empty level, so that a
    // backjump below it re-decides exactly the assumptions after it.
    while (static_cast<std::size_t>(level()) < assumptions.size()) {
        const Lit p = assumptions[static_cast<std::size_t>(level())];
        if (value(p) == kUndef) return p;
        if (value(p) == kFalse) {
            analyse_failed(p);
            failed = true;
            break;
        }
        trail_lim_.push_back(trail_size_);
    }
    return kNoLit;
}

void SatCore::analyse_failed(Lit assumption) {
    // The decisions behind ¬assumption are assumptions, since only assumptions have been decided
    // so far.
    failed_.assign(1, assumption);
    if (level() == 0) return;
    mark_above_root(assumption);
    walk_to_decisions([this](Lit decision) { failed_.push_back(decision); });
}

}  // namespace csp::detail
