#pragma once
/// N-ary constraints as propagators. A propagator narrows the domains of its scope; it is scheduled
/// in the same event-driven queue as the binary arcs whenever a variable of its scope changes.
/// The interface is part of the model (a Problem holds its propagators); how they run — the queue,
/// the domains under search and the PropagationContext they narrow through — is the kernel's
/// (csp/kernel/).
///
/// Contract: propagate() reaches its own fixpoint (it is not re-run for its own changes), never
/// removes a value that belongs to a solution of its constraint, and fails (returns false) when its
/// variables are all fixed to values that violate it. satisfied() is the independent check used
/// by validators. Propagators are shared by copies of a Problem and by threads: keep them immutable.
/// What one search needs to remember between calls (compact-table's set of valid tuples) lives in a
/// PropagatorState that the search owns and the trail restores on backtracking.

#include <memory>
#include <span>
#include <string>

#include "csp/model/domain.hpp"
#include "csp/model/variable.hpp"

namespace csp {

class PropagationContext;  // csp/kernel/propagation_context.hpp

/// What a propagator is asked when lazy clause generation wants a short reason for a removal
/// (Propagator::explain): the scope's domains at that point of the search, with their labels, and
/// the removed value, index `index` of scope()[position] — or, for a bound, every value above
/// (AtMost: why x ≤ index) or below (AtLeast: why x ≥ index) it.
/// The scope's domains as an explanation reads them, each built on first use: a learning search
/// rebuilds a domain as it stood at some point of the trail, and most reasons read few of a large
/// scope's domains (inverse, all-different by the variable fixed to the value).
class ScopeDomains {
public:
    /// `fetch(context, k, out)` writes the domain of scope()[k] into out.
    using Fetch = void (*)(void* context, std::size_t slot, Domain& out);
    ScopeDomains(std::span<Domain> cache, std::span<char> ready, Fetch fetch, void* context)
        : cache_(cache), ready_(ready), fetch_(fetch), context_(context) {}
    std::size_t size() const { return cache_.size(); }
    const Domain& operator[](std::size_t slot) const {
        if (!ready_[slot]) {
            fetch_(context_, slot, cache_[slot]);
            ready_[slot] = 1;
        }
        return cache_[slot];
    }

private:
    std::span<Domain> cache_;
    std::span<char> ready_;  // per slot: cache_[slot] is built
    Fetch fetch_;
    void* context_;
};

struct ExplainQuery {
    enum class Kind { Removed, AtMost, AtLeast };
    ScopeDomains domains;
    std::span<const std::span<const int>> labels;
    std::size_t position;
    int index;
    Kind kind = Kind::Removed;
};

/// A propagator's memory for one search, made by Propagator::make_state() when the search starts.
/// Its TrailedWords change only through PropagationContext::write, so backtracking restores them with
/// the domains; other members may only be caches that are right whatever their value (residues).
class PropagatorState {
public:
    virtual ~PropagatorState() = default;
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
    /// Lazy clause generation: a reason shorter than the scope's whole domains. Mark in relevant[k]
    /// the values missing from query.domains[k] whose absence, with this constraint alone, rules out
    /// the queried value, or the one value of a single-valued domain for [x_k = w]; return false
    /// (the default) to let all of them be the reason. Only the constraint's meaning matters here,
    /// not how propagate() found the removal. A bound query a propagator declines is asked again
    /// value by value.
    /// Whether explain() may give a reason (so the trail builds its query only then).
    virtual bool explains() const { return false; }
    /// Whether explain() is asked on the scope's domains as they were when the call that made the
    /// change began, rather than just before the change: the same for each change of one call, so
    /// that a propagator whose reasons share costly work (regular's reachable states) may reuse it.
    /// Such a propagator must be able to explain every change of a call from the domains it began with.
    virtual bool explains_from_call_start() const { return false; }
    virtual bool explain(const ExplainQuery& query, std::span<Domain> relevant) const {
        (void)query;
        (void)relevant;
        return false;
    }
};

}  // namespace csp
