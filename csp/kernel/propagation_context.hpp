#pragma once
/// What a propagator sees while it runs (the interface itself, Propagator, is part of the model:
/// csp/model/propagator.hpp): the current domains, and narrowing operations that record each change
/// for the queue and tell the observer.

#include <bit>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/stats.hpp"
#include "csp/kernel/change_listener.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/propagator.hpp"
#include "csp/model/variable.hpp"
#include "csp/observe/observer.hpp"

namespace csp {

/// What a propagator sees while it runs: the current domains, and narrowing operations that record
/// the change for the queue. Each narrowing returns false when it empties a domain.
class PropagationContext {
public:
    /// The propagator running is number `index` in the problem's propagators(), described by
    /// `description` (its describe(), made once per search, not per pruning): the observer is told it
    /// made the prunings. `state` is this search's state of the propagator, or nullptr when the caller
    /// keeps none. `listener`, if any, is told of each change as it is made.
    PropagationContext(detail::DomainStore& store, Stats& stats, SearchObserver* observer, int depth,
                       std::vector<VarId>& changed, const std::vector<std::span<const int>>& labels, int index = -1,
                       std::string_view description = {}, PropagatorState* state = nullptr,
                       detail::ChangeListener* listener = nullptr)
        : store_(store),
          stats_(stats),
          observer_(observer),
          depth_(depth),
          changed_(changed),
          labels_(labels),
          index_(index),
          description_(description),
          state_(state),
          listener_(listener) {}

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
    /// Declares the constraint entailed: it holds for every assignment within the current domains,
    /// so it can prune nothing more and the queue stops waking it until the search backtracks past
    /// this point (Gecode's subsumption). Declaring it is optional: a propagator that never does is
    /// woken as before.
    void entailed() { entailed_ = true; }
    bool was_entailed() const { return entailed_; }
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
        if (listener_ != nullptr) listener_->on_narrowed(x);
        return !store_[x].empty() || fail(x);
    }

    detail::DomainStore& store_;
    Stats& stats_;
    SearchObserver* observer_;
    int depth_;
    std::vector<VarId>& changed_;
    const std::vector<std::span<const int>>& labels_;
    int index_;
    std::string_view description_;
    PropagatorState* state_;
    detail::ChangeListener* listener_;
    VarId wiped_ = -1;
    bool entailed_ = false;
};

/// Writes a word of a propagator's state: through the trail when the state is the search's (kept
/// between calls, so backtracking must restore it), plainly when it is scratch for one call.
class StateWriter {
public:
    /// `trail`: the running propagator's context when its state is kept, nullptr for scratch.
    explicit StateWriter(PropagationContext* trail) : trail_(trail) {}

    void operator()(detail::TrailedWord& cell, Domain::Word value) const {
        if (cell.value == value) return;  // nothing to restore: no trail entry
        if (trail_ != nullptr) trail_->write(cell, value);
        else cell.value = value;
    }

private:
    PropagationContext* trail_;
};

}  // namespace csp
