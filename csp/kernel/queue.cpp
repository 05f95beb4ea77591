#include "csp/kernel/queue.hpp"

#include <algorithm>

#include "csp/kernel/pair_checks.hpp"

namespace csp {
namespace detail {

bool revise(const Domain& target, const Domain& source, const CompiledRelation& relation, bool reversed, Domain& out,
            Stats& stats) {
    ++stats.revisions;
    const int source_size = source.size();
    // Each target value conflicts with at most max_conflicts source values: with more than that
    // in the source every one keeps a support (≠: nothing to do until the source is one value).
    if (source_size > relation.max_conflicts) return false;
    if (relation.closed()) {
        out = target;
        return relation.remove_unsupported(reversed, source, out, stats.checks);
    }
    const std::vector<Domain>& forward = relation.bitset_rows(reversed);
    const std::vector<Domain>& backward = relation.bitset_rows(!reversed);
    if (source_size == 1) {
        // A singleton source leaves exactly the values compatible with it: one AND.
        ++stats.checks;
        out = target;
        return out.intersect_with(forward[static_cast<std::size_t>(source.min())]);
    }
    if (source_size <= target.size()) {
        // Union of the supports of the source's values, then one intersection.
        out = Domain(target.capacity());
        for (int s : source) {
            ++stats.checks;
            for (std::size_t w = 0; w < out.words().size(); ++w)
                out.words()[w] |= forward[static_cast<std::size_t>(s)].words()[w];
        }
        out.intersect_with(target);
        return !(out == target);
    }
    out = target;
    bool changed = false;
    for (int t : target) {
        ++stats.checks;
        if (!backward[static_cast<std::size_t>(t)].intersects(source)) changed |= out.remove(t);
    }
    return changed;
}

Propagation::Propagation(const Problem& problem, DomainStore& store, Stats& stats, SearchObserver* observer,
                         LimitGuard* guard)
    : problem_(problem),
      store_(store),
      stats_(stats),
      observer_(observer),
      guard_(guard),
      queued_(static_cast<std::size_t>(problem.num_variables()), 0),
      cause_(static_cast<std::size_t>(problem.num_variables()), -1),
      most_conflicts_(static_cast<std::size_t>(problem.num_variables()), 0),
      propagators_(problem.propagators()),
      labels_(problem.all_labels()) {
    if (observer_ != nullptr)  // the prunings' reports name their constraint
        for (const auto& propagator : propagators_) descriptions_.push_back(propagator->describe());
    const auto variables = static_cast<std::size_t>(problem.num_variables());
    const auto constraints = problem.constraints();
    queue_.reserve(variables);
    arcs_.reserve(variables);
    propagators_of_.reserve(variables);
    for (VarId x = 0; x < problem.num_variables(); ++x) {
        arcs_.push_back(problem.arcs(x));
        propagators_of_.push_back(problem.propagators_of(x));
        int& most = most_conflicts_[static_cast<std::size_t>(x)];
        for (const Arc& arc : arcs_.back())
            most = std::max(most, constraints[static_cast<std::size_t>(arc.constraint)].relation->max_conflicts);
    }
    fixed_events_only_.reserve(propagators_.size());
    staged_.reserve(propagators_.size());
    states_.reserve(propagators_.size());
    for (const auto& p : propagators_) {
        fixed_events_only_.push_back(p->fixed_events_only() ? 1 : 0);
        staged_.push_back(p->has_cheap_stage() ? 1 : 0);
        states_.push_back(p->make_state());
    }
    for (PropagatorQueue& queue : propagator_queues_) queue.queued.assign(propagators_.size(), 0);
    entailed_.resize(propagators_.size());
}

void Propagation::enqueue(VarId x, int cause) {
    const auto i = static_cast<std::size_t>(x);
    if (queued_[i]) {
        if (cause_[i] != cause) cause_[i] = -1;  // changed by several: everyone must look again
        return;
    }
    queued_[i] = 1;
    cause_[i] = cause;
    queue_.push_back(x);
}

void Propagation::count_prunings(VarId y, const Domain& before, const Domain& kept, VarId cause) {
    stats_.prunings += static_cast<std::uint64_t>(before.size() - before.intersection_size(kept));
    if (!observer_) return;
    const auto labels = problem_.labels(y);
    for (int v : before)
        if (!kept.contains(v)) observer_->on_event(Event::prune(y, labels[static_cast<std::size_t>(v)], cause, depth_));
}

bool Propagation::wipeout(VarId y) {
    ++stats_.wipeouts;
    wiped_ = y;
    if (observer_) observer_->on_event(Event::wipeout(y, depth_));
    return false;
}

bool Propagation::narrow(VarId y, const Domain& mask, VarId cause, bool& changed) {
    ++stats_.revisions;
    ++stats_.checks;
    changed = !store_[y].is_subset_of(mask);
    if (!changed) return true;
    count_prunings(y, store_[y], mask, cause);
    store_.intersect(y, mask);
    return !store_[y].empty() || wipeout(y);
}

namespace {

// Does D(y) still hold one of the values that `value` excludes along a difference relation?
bool holds_partner(const Domain& dy, const CompiledRelation& relation, bool reversed, int value) {
    for (int k : relation.excluded)
        if (dy.contains(CompiledRelation::partner(reversed, value, k))) return true;
    return false;
}

}  // namespace

bool Propagation::exclude_partners(VarId y, const CompiledRelation& relation, bool reversed, int value, VarId cause,
                                   bool& changed) {
    ++stats_.revisions;
    ++stats_.checks;
    // Usually none is left (Sudoku's ≠ arcs once propagation has run): then that test is all the work.
    changed = holds_partner(store_[y], relation, reversed, value);
    if (!changed) [[likely]]
        return true;
    for (int k : relation.excluded) {
        const int excluded = CompiledRelation::partner(reversed, value, k);
        if (!store_.remove(y, excluded)) continue;  // not in D(y), or not a value of y at all
        ++stats_.prunings;
        if (observer_)
            observer_->on_event(Event::prune(
                y, labels_[static_cast<std::size_t>(y)][static_cast<std::size_t>(excluded)], cause, depth_));
    }
    return !store_[y].empty() || wipeout(y);
}

bool Propagation::revise_arc(VarId x, const Arc& arc, bool& changed) {
    const Constraint& c = problem_.constraints()[static_cast<std::size_t>(arc.constraint)];
    const detail::CompiledRelation& rel = *c.relation;
    changed = revise(store_[arc.other], store_[x], rel, arc.reversed, scratch_, stats_);
    if (!changed) return true;
    count_prunings(arc.other, store_[arc.other], scratch_, x);
    store_.replace(arc.other, scratch_);
    return !scratch_.empty() || wipeout(arc.other);
}

bool Propagation::revise_fixed(VarId x, const Arc& arc, const CompiledRelation& rel, int value, bool& changed) {
    // A fixed x removes its |K| partners (excluded differences), ANDs its support row (bitsets), or
    // revises in closed form (shift, bound).
    switch (rel.form) {
        case CompiledRelation::Form::Excluded: return exclude_partners(arc.other, rel, arc.reversed, value, x, changed);
        case CompiledRelation::Form::Bitsets:
            return narrow(arc.other, rel.bitset_rows(arc.reversed)[static_cast<std::size_t>(value)], x, changed);
        case CompiledRelation::Form::Shift:
        case CompiledRelation::Form::Bound: break;
    }
    return revise_arc(x, arc, changed);
}

void Propagation::schedule_propagators(VarId x, int size, int cause) {
    const std::span<const int> wakes = propagators_of_[static_cast<std::size_t>(x)];
    for (PropagatorQueue& queue : propagator_queues_) queue.reserve_more(wakes.size());
    for (int p : wakes) {
        const auto i = static_cast<std::size_t>(p);
        const bool on_any_event = fixed_events_only_[i] == 0;
        const bool staged = staged_[i] != 0;
        // The cause is at its own fixpoint (after its full stage, its cheap stage is too); an
        // entailed propagator can prune nothing more.
        const bool wake = (p != cause) && (size == 1 || on_any_event) && entailed_[i].value == 0;
        propagator_queues_[0].push_if(p, wake);
        propagator_queues_[1].push_if(p, wake && staged);
    }
}

void Propagation::PropagatorQueue::clear() {
    for (std::size_t i = head; i < tail; ++i) queued[static_cast<std::size_t>(items[i])] = 0;
    head = tail = 0;
}

std::pair<int, bool> Propagation::next_propagator() {
    for (int stage = 0; stage < 2; ++stage) {
        PropagatorQueue& queue = propagator_queues_[stage];
        if (queue.head == queue.tail) {
            queue.head = queue.tail = 0;  // reuse the slots
            continue;
        }
        const int p = queue.items[queue.head++];
        queue.queued[static_cast<std::size_t>(p)] = 0;
        return {p, stage == 0 && staged_[static_cast<std::size_t>(p)]};
    }
    return {-1, false};
}

bool Propagation::call_propagator(int index, bool cheap) {
    ++stats_.propagator_calls;
    changed_.clear();
    const Propagator& propagator = *propagators_[static_cast<std::size_t>(index)];
    const std::string_view description =
        descriptions_.empty() ? std::string_view{} : descriptions_[static_cast<std::size_t>(index)];
    if (listener_ != nullptr) listener_->begin_propagator(index);
    PropagationContext context(store_, stats_, observer_, depth_, changed_, labels_, index, description,
                               states_[static_cast<std::size_t>(index)].get(), listener_);
    const bool ok = cheap ? propagator.propagate_cheap(context) : propagator.propagate(context);
    if (!ok) wiped_ = context.wiped();
    else if (context.was_entailed()) store_.write(entailed_[static_cast<std::size_t>(index)], 1);
    return ok;
}

Outcome Propagation::run() {
    Outcome outcome = Outcome::Consistent;
    const Constraint* constraints = problem_.constraints().data();
    while (outcome == Outcome::Consistent) {
        if (guard_ && guard_->exceeded(0)) {  // time and cancellation only; nodes are counted by search
            outcome = Outcome::Interrupted;
            break;
        }
        if (head_ == queue_.size()) {
            // Arc revisions are at a fixpoint: run the next n-ary propagator, if any.
            const auto [p, cheap] = next_propagator();
            if (p < 0) break;
            const bool ok = call_propagator(p, cheap);
            if (!ok) {
                culprit_ = {-1, p};
                outcome = Outcome::Wipeout;
                break;
            }
            for (VarId y : changed_) {
                // Without arcs to revise, y's only work is waking its propagators: do it now
                // rather than through the variable queue.
                if (arcs_[static_cast<std::size_t>(y)].empty()) schedule_propagators(y, store_[y].size(), p);
                else enqueue(y, p);
            }
            continue;
        }
        const VarId x = queue_[head_++];
        queued_[static_cast<std::size_t>(x)] = 0;
        const Domain& dx = store_[x];
        const int size = store_.domain_size(x);
        schedule_propagators(x, size, cause_[static_cast<std::size_t>(x)]);
        // While x has more values than any of its arcs' relations rule out per value, no neighbour
        // can lose a support (all ≠, as in Sudoku: nothing to do until x is fixed).
        if (size > most_conflicts_[static_cast<std::size_t>(x)]) {
            if (count_pairs_)  // the textbook revises them all the same
                for (const Arc& arc : arcs_[static_cast<std::size_t>(x)]) count_arc(x, arc);
            continue;
        }
        const int value = size == 1 ? dx.min() : -1;
        for (const Arc& arc : arcs_[static_cast<std::size_t>(x)]) {
            const detail::CompiledRelation& rel = *constraints[arc.constraint].relation;
            if (count_pairs_) count_arc(x, arc);
            if (size > rel.max_conflicts) continue;
            bool changed = false;
            const bool ok = size == 1 ? revise_fixed(x, arc, rel, value, changed) : revise_arc(x, arc, changed);
            if (listener_ != nullptr && (changed || !ok)) listener_->on_arc(arc.constraint, x, arc.other, arc.reversed);
            if (!ok) {
                culprit_ = {arc.constraint, -1};
                outcome = Outcome::Wipeout;
                break;
            }
            if (changed) enqueue(arc.other);
        }
    }
    for (std::size_t i = head_; i < queue_.size(); ++i) queued_[static_cast<std::size_t>(queue_[i])] = 0;
    queue_.clear();
    head_ = 0;
    for (PropagatorQueue& queue : propagator_queues_) queue.clear();
    return outcome;
}

Outcome Propagation::propagate_all() {
    // An empty domain fails before any propagator reads it (bounds of nothing are undefined); it is
    // the wiped variable, so a learning search records the failure as that domain's removals.
    for (VarId x = 0; x < problem_.num_variables(); ++x)
        if (store_[x].empty()) {
            culprit_ = {};
            wipeout(x);
            return Outcome::Wipeout;
        }
    for (VarId x = 0; x < problem_.num_variables(); ++x) enqueue(x);
    return run();
}

Outcome Propagation::propagate_from(VarId x) {
    enqueue(x);
    return run();
}

Outcome Propagation::forward_check(VarId x) {
    // x has just been assigned: each neighbour keeps the values compatible with x's one value.
    const int value = store_[x].min();
    for (const Arc& arc : problem_.arcs(x)) {
        const auto& rel = *problem_.constraints()[static_cast<std::size_t>(arc.constraint)].relation;
        // The book's forward checking tests each value of each unassigned neighbour against x's.
        if (count_pairs_ && !(assigned_ && (*assigned_)[static_cast<std::size_t>(arc.other)]))
            stats_.pair_checks += static_cast<std::uint64_t>(store_.domain_size(arc.other));
        bool changed = false;
        const bool ok = revise_fixed(x, arc, rel, value, changed);
        if (!ok) {
            culprit_ = {arc.constraint, -1};
            return Outcome::Wipeout;
        }
    }
    for (int p : problem_.propagators_of(x))
        if (!call_propagator(p)) {
            culprit_ = {-1, p};
            return Outcome::Wipeout;
        }
    return Outcome::Consistent;
}

void Propagation::count_arc(VarId x, const Arc& arc) {
    const auto& rel = *problem_.constraints()[static_cast<std::size_t>(arc.constraint)].relation;
    stats_.pair_checks += textbook_pair_checks(store_[arc.other], store_[x], rel, arc.reversed);
}

Outcome Propagation::run_propagator(int index) {
    if (call_propagator(index)) return Outcome::Consistent;
    culprit_ = {-1, index};
    return Outcome::Wipeout;
}

}  // namespace detail

}  // namespace csp
