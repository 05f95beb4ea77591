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
    // Back along the trail over the reasons of ¬assumption; the decisions reached are assumptions,
    // since only assumptions have been decided so far (MiniSat's analyzeFinal).
    failed_.assign(1, assumption);
    if (level() == 0) return;
    const auto mark = [this](Lit q) {
        if (vars_[q.var()].level > 0) seen_[q.var()] = 1;
        return true;
    };
    mark(assumption);
    for (std::size_t i = trail_size_; i-- > trail_lim_[0];) {
        const BoolVar v = trail_[i].var();
        if (!seen_[v]) continue;
        seen_[v] = 0;
        const CRef r = vars_[v].reason;
        if (r == kNoReason) failed_.push_back(trail_[i]);
        else each_reason_literal(r, mark);
    }
}

}  // namespace csp::detail
