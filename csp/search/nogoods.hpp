#pragma once
/// Nogoods recorded at restarts (Lecoutre, Saïs, Tabary & Vidal, "Recording and minimizing nogoods
/// from restarts", JSAT 2007). When a run is stopped, every value already refuted on the current
/// branch gives a nogood made of the decisions above it plus that value: {x1=v1, …, xi-1=vi-1, xi=u}.
/// These are the "reduced nld-nogoods": negative decisions need not appear, because each refuted
/// value was refuted under the positive decisions alone. The next runs never explore those subtrees
/// again, which also keeps solution counts exact: a counted solution lies in a refuted subtree.

#include <cstddef>
#include <span>
#include <vector>

#include "csp/base/stats.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/model/problem.hpp"

namespace csp::detail {

/// x = value (a value index of x).
struct Literal {
    VarId var;
    int value;
};

/// A set of nogoods, each "these literals do not all hold", propagated by unit propagation with two
/// watched literals per nogood: a nogood can only prune once one of its watches is entailed, so a
/// pass over the store reads two domains per nogood unless something is about to happen.
class NogoodStore {
public:
    /// Records that `literals` cannot all hold (at least one literal, distinct variables).
    void add(std::span<const Literal> literals);
    bool empty() const { return begins_.empty(); }
    std::size_t size() const { return begins_.size(); }

    /// Unit propagation to a fixpoint: when every literal of a nogood but one is entailed (the
    /// variable is fixed to that value), the last one's value is removed from its variable. Appends
    /// each narrowed variable to `changed`. False when a nogood has all its literals entailed or a
    /// domain becomes empty.
    bool propagate(DomainStore& store, std::vector<VarId>& changed, Stats& stats);

private:
    enum class State { False, Open, True };
    static State state(const DomainStore& store, Literal literal);
    /// Makes positions 0 and 1 of nogood n watch literals that are not entailed, where possible.
    /// Returns the number of non-entailed watches (0, 1 or 2), or -1 when the nogood is satisfied.
    int rewatch(const DomainStore& store, std::size_t n);

    std::vector<Literal> literals_;
    std::vector<std::size_t> begins_;  // nogood n is literals_[begins_[n], ends_[n])
    std::vector<std::size_t> ends_;
};

}  // namespace csp::detail
