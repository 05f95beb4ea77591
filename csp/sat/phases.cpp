// Modes and phases of csp::SatSolver: the alternation of focused and stable search (CaDiCaL /
// Kissat), the target and best phases of the longest conflict-free trails, rephasing, and the
// polarity a decision takes.
#include <algorithm>

#include "csp/sat/internal.hpp"

namespace csp::detail {

void SatCore::start_phase_policy() {
    // Scheduled once, at the first solve() call; later calls go on where the last one stopped.
    if (options_.stable_first != 0 && next_switch_ == 0) {
        mode_length_ = static_cast<double>(options_.stable_first);
        next_switch_ = stats_.conflicts + options_.stable_first;
    }
    if (options_.rephase_interval != 0 && next_rephase_ == 0)
        next_rephase_ = stats_.conflicts + options_.rephase_interval;
}

void SatCore::use_focused_search() {
    options_.stable_first = 0;
    options_.rephase_interval = 0;
    options_.bump_reasons = 0;
    stable_ = false;
    next_switch_ = 0;
    next_rephase_ = 0;
}

void SatCore::switch_mode() {
    stable_ = !stable_;
    ++stats_.mode_switches;
    mode_length_ *= options_.mode_growth;
    next_switch_ = stats_.conflicts + static_cast<std::uint64_t>(std::max(1.0, mode_length_));
}

void SatCore::update_target_and_best(std::size_t conflict_free) {
    // The first conflict_free literals of the trail were propagated without a conflict. A record
    // length copies the current assignment over the saved phases (those of unassigned variables).
    const auto copy = [this](std::vector<std::int8_t>& into) {
        for (std::size_t v = 0; v < vars_.size(); ++v) into[v] = phase_[v] ? kTrue : kFalse;
        for (const Lit l : trail()) into[static_cast<std::size_t>(l.var())] = l.negated() ? kFalse : kTrue;
    };
    if (conflict_free > target_assigned_) {
        target_assigned_ = conflict_free;
        if (options_.target_phases && options_.stable_first != 0) copy(target_phase_);  // read in stable mode only
    }
    if (conflict_free > best_assigned_) {
        best_assigned_ = conflict_free;
        if (options_.rephase_interval != 0) copy(best_phase_);
    }
}

void SatCore::rephase() {
    // Best, original, best, inverted, … (CaDiCaL without its local-search walk).
    const std::uint64_t k = stats_.rephases++;
    next_rephase_ = stats_.conflicts + options_.rephase_interval * (k + 2);
    const bool initial = options_.initial_phase;
    for (std::size_t v = 0; v < vars_.size(); ++v) {
        switch (k % 4) {
            case 0:
            case 2:
                if (best_phase_[v] != kUndef) phase_[v] = best_phase_[v] == kTrue ? 1 : 0;
                break;
            case 1: phase_[v] = initial ? 1 : 0; break;
            default: phase_[v] = initial ? 0 : 1; break;
        }
    }
    if (k % 2 == 0) best_assigned_ = 0;
    target_assigned_ = 0;
    std::fill(target_phase_.begin(), target_phase_.end(), kUndef);
}

bool SatCore::branch_phase(BoolVar v) const {
    const auto i = static_cast<std::size_t>(v);
    if (stable_ && options_.target_phases && target_phase_[i] != kUndef) return target_phase_[i] == kTrue;
    return phase_[i] != 0;
}

}  // namespace csp::detail
