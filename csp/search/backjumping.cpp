#include "csp/search/backjumping.hpp"

#include <algorithm>
#include <chrono>

#include "csp/base/index.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp {

namespace {

using detail::at;

// Conflict sets are sets of levels, kept as bitsets over 0..n-1 (a Domain serves).
void unite(Domain& set, const Domain& other) {
    for (std::size_t w = 0; w < set.words().size(); ++w) set.words()[w] |= other.words()[w];
}

class Backjumper {
public:
    Backjumper(const Problem& problem, const BackjumpingOptions& options)
        : problem_(problem),
          options_(options),
          n_(problem.num_variables()),
          store_(problem.domains()),
          guard_(options.limits),
          assigned_(at(n_), 0),
          level_of_(at(n_), -1),
          var_at_(at(n_), -1),
          past_fc_(at(n_), Domain(n_)),
          pruned_by_(at(n_)) {}

    BackjumpingResult run() {
        if (!problem_.has_false_constant() && (!options_.forward_checking || forward_check_fixed())) label(0);
        result_.status =
            limit_hit_ ? Status::LimitReached : (result_.solution_count ? Status::Satisfied : Status::Unsatisfiable);
        result_.complete = !limit_hit_ && !enough_;
        result_.stats.time = guard_.elapsed();
        return std::move(result_);
    }

private:
    bool stopped() const { return limit_hit_ || enough_; }
    Stats& stats() { return result_.stats; }
    int label_of(VarId x, int index) const { return problem_.labels(x)[at(index)]; }
    const detail::CompiledRelation& relation(const Arc& arc) const {
        return *problem_.constraints()[at(arc.constraint)].relation;
    }

    // Labels a variable at `level` and, recursively, all the rest. Returns the conflict set of the
    // failed subtree: the earlier levels its failure depends on (every earlier level if it held a
    // solution). The caller jumps over itself when its own level is not in the set.
    Domain label(int level) {
        // Plain CBJ narrows no domain: the orderings count the legal values themselves.
        const VarId x =
            detail::select_variable(options_.variable_order, problem_, store_, assigned_, false,
                                    {.legal_value_checks = options_.forward_checking ? nullptr : &stats().checks});
        if (x < 0) {
            record_solution();
            Domain all_above(n_);
            for (int l = 0; l < level; ++l) all_above.insert(l);
            return all_above;
        }
        assigned_[at(x)] = 1;
        level_of_[at(x)] = level;
        var_at_[at(level)] = x;
        // Values already pruned from x by forward checking are blamed on the levels that pruned them.
        Domain conflicts = past_fc_[at(x)];
        const std::vector<int> values(store_[x].begin(), store_[x].end());
        for (int v : values) {
            if (guard_.exceeded(stats().nodes)) {
                limit_hit_ = true;
                break;
            }
            ++stats().nodes;
            stats().max_depth = std::max(stats().max_depth, static_cast<std::uint32_t>(level + 1));
            store_.push_level();
            store_.assign(x, v);
            if (options_.observer) options_.observer->on_event(Event::assign(x, label_of(x, v), level + 1));
            const bool ok =
                (options_.forward_checking ? forward_check(x, level, conflicts) : agrees_with_past(x, v, conflicts)) &&
                satisfies_ground_propagators(x, conflicts);
            if (!ok) {
                ++stats().backtracks;
                undo(x, v, level);
                continue;
            }
            Domain below = label(level + 1);
            undo(x, v, level);
            if (stopped()) break;
            if (!below.contains(level)) {  // x's value played no part in the failure: jump over x
                release(x);
                return below;
            }
            below.remove(level);
            unite(conflicts, below);
        }
        release(x);
        if (!stopped()) {
            count_jump(level, conflicts);
            if (options_.observer) report_dead_end(x, level, conflicts);
        }
        return conflicts;
    }

    // FC: narrow each future neighbour to the values compatible with x's value. On a wipe-out the
    // levels that had pruned the emptied variable join x's conflict set.
    bool forward_check(VarId x, int level, Domain& conflicts) {
        const int v = store_[x].min();
        for (const Arc& arc : problem_.arcs(x)) {
            const VarId y = arc.other;
            if (assigned_[at(y)]) continue;
            const Domain& keep = relation(arc).compatible(arc.reversed, v, scratch_);
            ++stats().checks;
            if (store_[y].is_subset_of(keep)) continue;
            for (int w : store_[y]) {
                if (keep.contains(w)) continue;
                ++stats().prunings;
                if (options_.observer) options_.observer->on_event(Event::prune(y, label_of(y, w), x, level + 1));
            }
            store_.intersect(y, keep);
            past_fc_[at(y)].insert(level);
            pruned_by_[at(level)].push_back(y);
            if (store_[y].empty()) {
                ++stats().wipeouts;
                if (options_.observer) options_.observer->on_event(Event::wipeout(y, level + 1));
                Domain culprits = past_fc_[at(y)];
                culprits.remove(level);
                unite(conflicts, culprits);
                return false;
            }
        }
        return true;
    }

    // Before the first choice, FC from every variable fixed from the start (a singleton domain, such
    // as a puzzle's given) and from those it fixes in turn. Those values hold at every level, so what
    // they prune is pruned for good and blamed on no level. False when a domain is wiped out: then
    // no assignment can succeed and the search does not start.
    bool forward_check_fixed() {
        std::vector<VarId> fixed;
        for (VarId x = 0; x < n_; ++x)
            if (store_[x].is_singleton()) fixed.push_back(x);
        for (std::size_t i = 0; i < fixed.size(); ++i) {
            const VarId x = fixed[i];
            for (const Arc& arc : problem_.arcs(x)) {
                const VarId y = arc.other;
                const Domain& keep = relation(arc).compatible(arc.reversed, store_[x].min(), scratch_);
                ++stats().checks;
                if (store_[y].is_subset_of(keep)) continue;
                const bool was_singleton = store_[y].is_singleton();
                for (int w : store_[y]) {
                    if (keep.contains(w)) continue;
                    ++stats().prunings;
                    if (options_.observer) options_.observer->on_event(Event::prune(y, label_of(y, w), x, 0));
                }
                store_.intersect(y, keep);
                if (store_[y].empty()) {
                    ++stats().wipeouts;
                    if (options_.observer) options_.observer->on_event(Event::wipeout(y, 0));
                    return false;
                }
                if (!was_singleton && store_[y].is_singleton()) fixed.push_back(y);
            }
        }
        return true;
    }

    // Plain CBJ: test x = v against the assigned neighbours; on a conflict blame the earliest
    // conflicting level (Prosser checks the past in order and stops there), so jumps go furthest.
    bool agrees_with_past(VarId x, int v, Domain& conflicts) {
        int culprit = -1;
        for (const Arc& arc : problem_.arcs(x)) {
            if (!assigned_[at(arc.other)]) continue;
            ++stats().checks;
            if (relation(arc).allows(arc.reversed, v, store_[arc.other].min())) continue;
            const int level = level_of_[at(arc.other)];
            if (culprit < 0 || level < culprit) culprit = level;
        }
        if (culprit < 0) return true;
        conflicts.insert(culprit);
        return false;
    }

    // An n-ary constraint is checked once all its variables are assigned; when it fails, every
    // other variable of its scope is to blame.
    bool satisfies_ground_propagators(VarId x, Domain& conflicts) {
        for (int p : problem_.propagators_of(x)) {
            const Propagator& propagator = *problem_.propagators()[at(p)];
            scope_values_.clear();
            for (VarId y : propagator.scope()) {
                if (!assigned_[at(y)]) break;
                scope_values_.push_back(label_of(y, store_[y].min()));
            }
            if (scope_values_.size() < propagator.scope().size()) continue;
            ++stats().checks;
            if (propagator.satisfied(scope_values_)) continue;
            for (VarId y : propagator.scope())
                if (y != x) conflicts.insert(level_of_[at(y)]);
            return false;
        }
        return true;
    }

    void undo(VarId x, int v, int level) {
        store_.pop_level();
        for (VarId y : pruned_by_[at(level)]) past_fc_[at(y)].remove(level);
        pruned_by_[at(level)].clear();
        if (options_.observer) options_.observer->on_event(Event::backtrack(x, label_of(x, v), level + 1));
    }

    void release(VarId x) {
        assigned_[at(x)] = 0;
        level_of_[at(x)] = -1;
    }

    // A dead end at `level` goes back to the deepest level in its conflict set (-1: none can help).
    void count_jump(int level, const Domain& conflicts) {
        const int target = conflicts.max();
        if (target >= level - 1) return;  // chronological
        ++result_.backjumps;
        result_.levels_skipped += static_cast<std::uint64_t>(level - 1 - target);
    }

    // The dead end of x's level as the observer sees it: variables, not levels, and depths from 1.
    void report_dead_end(VarId x, int level, const Domain& conflicts) {
        conflict_vars_.clear();
        for (int l : conflicts) conflict_vars_.push_back(var_at_[at(l)]);
        const int target = conflicts.max();  // -1 when empty
        options_.observer->on_event(
            Event::backjump(x, conflict_vars_, target < 0 ? -1 : var_at_[at(target)], level + 1, target + 1));
    }

    void record_solution() {
        ++result_.solution_count;
        ++stats().solutions;
        if (options_.keep_solutions || options_.observer) {
            Assignment a(at(n_));
            for (VarId x = 0; x < n_; ++x) a[at(x)] = label_of(x, store_[x].min());
            if (options_.observer) options_.observer->on_event(Event::solution(a));
            if (options_.keep_solutions) result_.solutions.push_back(std::move(a));
        }
        enough_ = options_.max_solutions != 0 && result_.solution_count >= options_.max_solutions;
    }

    const Problem& problem_;
    const BackjumpingOptions& options_;
    const int n_;
    detail::DomainStore store_;
    LimitGuard guard_;
    std::vector<char> assigned_;
    std::vector<int> level_of_;                  // level of each assigned variable, else -1
    std::vector<VarId> var_at_;                  // the variable of each level, while it is assigned
    std::vector<Domain> past_fc_;                // per variable: the levels whose forward checking pruned it
    std::vector<std::vector<VarId>> pruned_by_;  // per level: the variables its forward checking pruned
    std::vector<int> scope_values_;              // scratch: a propagator's scope labels
    std::vector<int> conflict_vars_;             // scratch: a dead end's conflict set, as variables
    Domain scratch_;                             // scratch: a difference relation's compatible values
    BackjumpingResult result_;
    bool limit_hit_ = false;
    bool enough_ = false;
};

}  // namespace

BackjumpingResult solve_backjumping(const Problem& problem, const BackjumpingOptions& options) {
    return Backjumper(problem, options).run();
}

}  // namespace csp
