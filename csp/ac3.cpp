#include "csp/ac3.hpp"

namespace csp {
namespace detail {

bool revise(const Domain& target, const Domain& source, const std::vector<Domain>& forward,
            const std::vector<Domain>& backward, bool sparse, Domain& out, Stats& stats) {
    ++stats.revisions;
    const int source_size = source.size();
    if (source_size == 1) {
        // A singleton source leaves exactly the values compatible with it: one AND.
        ++stats.checks;
        out = target;
        return out.intersect_with(forward[static_cast<std::size_t>(source.min())]);
    }
    // Sparse relations (each value excludes at most one) support everything once |source| ≥ 2.
    if (sparse && source_size >= 2) return false;
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
    : problem_(problem), store_(store), stats_(stats), observer_(observer), guard_(guard),
      queued_(static_cast<std::size_t>(problem.num_variables()), 0) {
    queue_.reserve(static_cast<std::size_t>(problem.num_variables()));
}

void Propagation::enqueue(VarId x) {
    if (queued_[static_cast<std::size_t>(x)]) return;
    queued_[static_cast<std::size_t>(x)] = 1;
    queue_.push_back(x);
}

bool Propagation::revise_arc(VarId x, const Arc& arc, bool& changed) {
    const Constraint& c = problem_.constraints()[static_cast<std::size_t>(arc.constraint)];
    const detail::CompiledRelation& rel = *c.relation;
    // Seen from x: rows(reversed) maps x's values to the other's; rows(!reversed) the converse.
    changed = revise(store_[arc.other], store_[x], rel.rows(arc.reversed), rel.rows(!arc.reversed), rel.sparse,
                     scratch_, stats_);
    if (!changed) return true;
    const Domain& before = store_[arc.other];
    const int removed = before.size() - scratch_.size();
    stats_.prunings += static_cast<std::uint64_t>(removed);
    if (observer_) {
        const auto labels = problem_.labels(arc.other);
        for (int v : before)
            if (!scratch_.contains(v)) observer_->on_prune(arc.other, labels[static_cast<std::size_t>(v)], x, depth_);
    }
    store_.replace(arc.other, scratch_);
    if (scratch_.empty()) {
        ++stats_.wipeouts;
        wiped_ = arc.other;
        if (observer_) observer_->on_wipeout(arc.other, depth_);
        return false;
    }
    return true;
}

Outcome Propagation::run() {
    Outcome outcome = Outcome::Consistent;
    while (head_ < queue_.size()) {
        const VarId x = queue_[head_++];
        queued_[static_cast<std::size_t>(x)] = 0;
        if (guard_ && guard_->exceeded(0)) {  // time and cancellation only; nodes are counted by search
            outcome = Outcome::Interrupted;
            break;
        }
        for (const Arc& arc : problem_.arcs(x)) {
            bool changed = false;
            if (!revise_arc(x, arc, changed)) {
                outcome = Outcome::Wipeout;
                break;
            }
            if (changed) enqueue(arc.other);
        }
        if (outcome != Outcome::Consistent) break;
    }
    for (std::size_t i = head_; i < queue_.size(); ++i) queued_[static_cast<std::size_t>(queue_[i])] = 0;
    queue_.clear();
    head_ = 0;
    return outcome;
}

Outcome Propagation::propagate_all() {
    for (VarId x = 0; x < problem_.num_variables(); ++x) enqueue(x);
    return run();
}

Outcome Propagation::propagate_from(VarId x) {
    enqueue(x);
    return run();
}

Outcome Propagation::forward_check(VarId x) {
    for (const Arc& arc : problem_.arcs(x)) {
        bool changed = false;
        if (!revise_arc(x, arc, changed)) return Outcome::Wipeout;
    }
    return Outcome::Consistent;
}

}  // namespace detail

Ac3Result ac3(const Problem& problem, SearchObserver* observer) {
    std::vector<Domain> initial;
    for (VarId x = 0; x < problem.num_variables(); ++x) initial.push_back(problem.domain(x));
    detail::DomainStore store(std::move(initial));
    Stats stats;
    Ac3Result result;
    for (VarId x = 0; x < problem.num_variables(); ++x)
        if (store[x].empty()) result.consistent = false, result.wiped = x;
    if (result.consistent) {
        detail::Propagation propagation(problem, store, stats, observer, nullptr);
        result.consistent = propagation.propagate_all() == detail::Outcome::Consistent;
        result.wiped = propagation.wiped();
    }
    result.domains = store.all();
    result.revisions = stats.revisions;
    result.checks = stats.checks;
    result.prunings = stats.prunings;
    return result;
}

}  // namespace csp
