// Restarts: when to give up the current trail (glucose: the glue of recent learnt clauses against
// the overall mean, Audemard & Simon 2009; the Luby sequence; never; stable phases on a slow Luby
// sequence), when a long trail postpones a restart (Audemard & Simon, CP 2012), and the restart.
#include <algorithm>

#include "csp/sat/internal.hpp"
#include "csp/search/restarts.hpp"

namespace csp::detail {

namespace {
constexpr double kRestartMargin = 0.8;        // glucose: restart when recent mean × this exceeds the overall mean
constexpr double kBlockMargin = 1.4;          // a trail this much above the recent mean blocks a restart
constexpr std::uint64_t kBlockAfter = 10000;  // conflicts before restarts may be blocked
}  // namespace

void SatCore::start_restart_policy() {
    run_conflicts_ = 0;
    luby_index_ = 1;
    recent_glue_.clear();
}

void SatCore::update_restart_averages(std::uint32_t trail_at_conflict, std::uint32_t glue) {
    // Restart blocking: a long trail at this conflict postpones the next restart by emptying the
    // glue window, which must fill up again before a restart is due.
    if (options_.block_restarts && options_.restarts == SatRestarts::Glucose && !stable_) {
        // The margin multiplies the sum before the division, not the mean: the search depends on
        // the rounding of this comparison.
        if (stats_.conflicts > kBlockAfter && recent_glue_.full() && recent_trail_.full() &&
            static_cast<double>(trail_at_conflict) >
                kBlockMargin * static_cast<double>(recent_trail_.sum()) / static_cast<double>(recent_trail_.size())) {
            recent_glue_.clear();
            ++stats_.blocked_restarts;
        }
        recent_trail_.push(trail_at_conflict);
    }
    glue_total_ += glue;
    recent_glue_.push(glue);
}

bool SatCore::restart_due() const {
    // Stable phases restart rarely whatever the focused policy, so long trails get explored.
    if (stable_) return run_conflicts_ >= luby(luby_index_) * options_.stable_luby_unit;
    switch (options_.restarts) {
        case SatRestarts::Glucose:
            return recent_glue_.full() && recent_glue_.mean() * kRestartMargin >
                                              static_cast<double>(glue_total_) / static_cast<double>(stats_.conflicts);
        case SatRestarts::Luby: return run_conflicts_ >= luby(luby_index_) * options_.luby_unit;
        case SatRestarts::None: return false;
    }
    return false;
}

void SatCore::restart(std::size_t assumption_levels) {
    // A mode switch or a rephase that is due happens at a restart too; a mode switch starts the
    // Luby sequence again instead of counting as a restart.
    const bool switching = switching_mode();
    const bool resetting_phases = rephasing();
    update_target_and_best(trail_size_);  // everything propagated without a conflict
    if (switching) {
        switch_mode();
        luby_index_ = 1;
    } else {
        ++stats_.restarts;
        ++luby_index_;
    }
    run_conflicts_ = 0;
    recent_glue_.clear();
    // The assumption levels stay: they would be decided again, in the same order.
    cancel_until(static_cast<int>(std::min(assumption_levels, trail_lim_.size())));
    if (resetting_phases) rephase();
}

}  // namespace csp::detail
