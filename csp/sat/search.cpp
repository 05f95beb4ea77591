// solve(): conflict-driven clause learning. The loop only dispatches: propagate; on a conflict,
// analyse, backjump and learn; otherwise restart, reduce, then decide (an assumption first).
#include <stdexcept>
#include <string>

#include "csp/sat/internal.hpp"

namespace csp::detail {

Status SatCore::solve(std::span<const Lit> assumptions, LimitGuard& guard) {
    for (Lit l : assumptions)
        if (l.var() < 0 || l.var() >= num_vars())
            throw std::invalid_argument("SatSolver::solve: assumption on variable " + std::to_string(l.var()) +
                                        ", which does not exist (" + std::to_string(num_vars()) + " variables)");
    model_.clear();
    failed_.clear();
    if (!ok_) return Status::Unsatisfiable;
    // An assumption already true still opens a level of its own, so levels may outnumber variables.
    if (level_stamp_.size() < vars_.size() + assumptions.size() + 1) {
        level_stamp_.resize(vars_.size() + assumptions.size() + 1, 0);
        level_count_.resize(level_stamp_.size(), 0);
    }
    cancel_until(0);
    if (propagate() != kNoReason) {
        ok_ = false;
        return Status::Unsatisfiable;
    }
    start_restart_policy();
    start_phase_policy();

    for (;;) {
        if (const CRef conflict = propagate(); conflict != kNoReason) {
            if (!on_conflict(conflict)) return Status::Unsatisfiable;
            if (guard.exceeded(stats_.decisions)) return leave(Status::LimitReached);
            continue;
        }
        if (restarting()) {
            restart(assumptions.size());
            continue;
        }
        if (reducing()) reduce();
        if (vivifying()) {  // at level 0, so the assumptions are decided again
            if (!vivify()) return Status::Unsatisfiable;
            continue;
        }

        bool assumption_failed = false;
        Lit next = next_assumption(assumptions, assumption_failed);
        if (assumption_failed) return leave(Status::Unsatisfiable);
        if (next == kNoLit) next = pick_branch();
        if (next == kNoLit) {
            save_model();
            return leave(Status::Satisfied);
        }
        if (guard.exceeded(stats_.decisions)) {
            if (!heap_contains(next.var())) heap_insert(next.var());  // an assumption was never popped
            return leave(Status::LimitReached);
        }
        decide(next);
    }
}

bool SatCore::on_conflict(CRef conflict) {
    ++stats_.conflicts;
    ++run_conflicts_;
    const auto trail_at_conflict = static_cast<std::uint32_t>(trail_size_);
    if (level() == 0) return ok_ = false;
    int backjump = 0;
    std::uint32_t glue = 0;
    analyse(conflict, learnt_clause_, backjump, glue);
    update_target_and_best(trail_lim_.back());  // the conflict level is the first with a conflict
    cancel_until(backjump);
    learn(learnt_clause_, glue);
    update_restart_averages(trail_at_conflict, glue);
    decay();
    return true;
}

Status SatCore::leave(Status status) {
    cancel_until(0);
    return status;
}

void SatCore::save_model() {
    model_.resize(vars_.size());
    for (std::size_t v = 0; v < vars_.size(); ++v) model_[v] = values_[2 * v] == kTrue;
}

}  // namespace csp::detail
