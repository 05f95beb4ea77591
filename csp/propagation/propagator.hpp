#pragma once
/// N-ary constraints as propagators. A propagator narrows the domains of its scope; it is scheduled
/// in the same event-driven queue as the binary arcs whenever a variable of its scope changes.
///
/// Contract: propagate() reaches its own fixpoint (it is not re-run for its own changes), never
/// removes a value that belongs to a solution of its constraint, and fails (returns false) when its
/// variables are all fixed to values that violate it. satisfied() is the independent check used
/// by validators. Propagators are shared by copies of a Problem and by threads: keep them immutable.
/// What one search needs to remember between calls (compact-table's set of valid tuples) lives in a
/// PropagatorState that the search owns and the trail restores on backtracking.

#include <bit>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/stats.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/variable.hpp"
#include "csp/observe/observer.hpp"
#include "csp/propagation/domain_store.hpp"

namespace csp {

class Propagator;

/// A propagator's memory for one search, made by Propagator::make_state() when the search starts.
/// Its TrailedWords change only through PropagationContext::write, so backtracking restores them with
/// the domains; other members may only be caches that are right whatever their value (residues).
class PropagatorState {
public:
    virtual ~PropagatorState() = default;
};

/// What a propagator sees while it runs: the current domains, and narrowing operations that record
/// the change for the queue. Each narrowing returns false when it empties a domain.
class PropagationContext {
public:
    /// The propagator running is number `index` in the problem's propagators(), described by
    /// `description` (its describe(), made once per search, not per pruning): the observer is told it
    /// made the prunings. `state` is this search's state of the propagator, or nullptr when the caller
    /// keeps none.
    PropagationContext(detail::DomainStore& store, Stats& stats, SearchObserver* observer, int depth,
                       std::vector<VarId>& changed, const std::vector<std::vector<int>>& labels, int index = -1,
                       std::string_view description = {}, PropagatorState* state = nullptr)
        : store_(store),
          stats_(stats),
          observer_(observer),
          depth_(depth),
          changed_(changed),
          labels_(labels),
          index_(index),
          description_(description),
          state_(state) {}

    const Domain& domain(VarId x) const { return store_[x]; }
    /// The running propagator's state for this search (its make_state()), or nullptr: then the
    /// propagator works from the domains alone.
    PropagatorState* state() const { return state_; }
    /// A trailed write into that state: backtracking past this point restores the old value.
    void write(detail::TrailedWord& cell, Domain::Word value) { store_.write(cell, value); }
    /// Value labels of x: index i of its domain is labels(x)[i].
    std::span<const int> labels(VarId x) const { return labels_[static_cast<std::size_t>(x)]; }

    bool remove(VarId x, int index) {
        if (!store_[x].contains(index)) return true;
        report(x, index);
        store_.remove(x, index);
        return changed(x);
    }
    bool intersect(VarId x, const Domain& mask) {
        if (store_[x].is_subset_of(mask)) return true;
        if (observer_) {
            for (int v : store_[x])
                if (!mask.contains(v)) report(x, v);
        } else {
            stats_.prunings += static_cast<std::uint64_t>(store_[x].size() - store_[x].intersection_size(mask));
        }
        store_.intersect(x, mask);
        return changed(x);
    }
    bool assign(VarId x, int index) {
        if (!store_[x].contains(index)) return fail(x);
        if (store_[x].is_singleton()) return true;
        Domain only(store_[x].capacity());
        only.insert(index);
        return intersect(x, only);
    }
    /// Keeps only the indices first..last of D(x) (none when first > last): moving the bounds of a
    /// large domain costs a few word operations, not one per value removed.
    bool keep_range(VarId x, int first, int last) {
        const Domain& d = store_[x];
        if (d.min() >= first && d.max() <= last) return true;
        if (observer_) {
            for (int v : d)
                if (v < first || v > last) report(x, v);
        }
        const int removed = store_.keep_range(x, first, last);
        if (!observer_) stats_.prunings += static_cast<std::uint64_t>(removed);
        return changed(x);
    }
    /// D(x) ∩= mask for a domain of at most 64 values (one machine word): the bit-parallel fast path.
    bool intersect_word(VarId x, Domain::Word mask) {
        const Domain::Word current = store_[x].words()[0];
        if ((current & ~mask) == 0) return true;
        if (observer_) {
            for (int v : store_[x])
                if (!(mask >> v & 1u)) report(x, v);
        } else {
            stats_.prunings += static_cast<std::uint64_t>(std::popcount(current & ~mask));
        }
        store_.intersect_word(x, mask);
        return changed(x);
    }
    /// Declares a failure on x (e.g. too few values for the variables).
    bool fail(VarId x) {
        ++stats_.wipeouts;
        wiped_ = x;
        if (observer_) observer_->on_event(Event::wipeout(x, depth_));
        return false;
    }
    VarId wiped() const { return wiped_; }

private:
    void report(VarId x, int index) {
        ++stats_.prunings;
        if (observer_) report_to_observer(x, labels(x)[static_cast<std::size_t>(index)]);
    }
    void report_to_observer(VarId x, int value) {
        if (index_ >= 0) observer_->on_event(Event::constraint_prune(x, value, index_, description_, depth_));
        else observer_->on_event(Event::prune(x, value, -1, depth_));
    }
    bool changed(VarId x) {
        changed_.push_back(x);
        return !store_[x].empty() || fail(x);
    }

    detail::DomainStore& store_;
    Stats& stats_;
    SearchObserver* observer_;
    int depth_;
    std::vector<VarId>& changed_;
    const std::vector<std::vector<int>>& labels_;
    int index_;
    std::string_view description_;
    PropagatorState* state_;
    VarId wiped_ = -1;
};

class Propagator {
public:
    virtual ~Propagator() = default;
    virtual std::span<const VarId> scope() const = 0;
    /// Narrow the scope's domains; false on wipe-out.
    virtual bool propagate(PropagationContext& context) const = 0;
    /// Independent check of a complete assignment: `values` are the labels of scope() in order.
    virtual bool satisfied(std::span<const int> values) const = 0;
    /// Only a variable becoming fixed can let it prune (e.g. all-different at value strength).
    virtual bool fixed_events_only() const { return false; }
    /// Staging, for a propagator whose full propagate() is expensive: propagate_cheap() does part of
    /// its reasoning, cheaply, and runs as soon as the scope changes; propagate() waits until the
    /// arcs and every cheap stage are at their fixpoint, so it runs less often and on domains the
    /// cheap reasoning has already narrowed. propagate() alone must still be complete.
    virtual bool has_cheap_stage() const { return false; }
    virtual bool propagate_cheap(PropagationContext& context) const { return propagate(context); }
    /// A fresh state for one search, or nullptr (the default) for a propagator that needs none.
    virtual std::unique_ptr<PropagatorState> make_state() const { return nullptr; }
    virtual std::string describe() const = 0;
};

}  // namespace csp
