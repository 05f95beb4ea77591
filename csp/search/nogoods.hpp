#pragma once
/// Nogoods recorded at restarts (Lecoutre, Saïs, Tabary & Vidal, "Recording and minimizing nogoods
/// from restarts", JSAT 2007). When a run is stopped, every value already refuted on the current
/// branch gives a nogood made of the decisions above it plus that value: {x1=v1, …, xi-1=vi-1, xi=u}.
/// These are the "reduced nld-nogoods": negative decisions need not appear, because each refuted
/// value was refuted under the positive decisions alone. The next runs never explore those subtrees
/// again, which also keeps solution counts exact: a counted solution lies in a refuted subtree.

#include <cstddef>
#include <cstdint>
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

/// A set of nogoods, each "these literals do not all hold", propagated by unit propagation on two
/// watched literals per nogood (as a SAT solver's clauses): a literal x = v can only become entailed
/// when x is fixed, so a pass reads the size of each watched variable and visits the lists of those
/// fixed since their last visit; no other nogood is read (still_life 7x7 has 1,698, each read at
/// every node before: docs/experiments.md, wave 13). The removals come in the order of a scan of
/// every nogood by index, the algorithm before, so the search is the same.
class NogoodStore {
public:
    /// A store for the nogoods of a problem of `variables` variables.
    explicit NogoodStore(int variables);

    /// Records that `literals` cannot all hold (at least one literal, distinct variables). It takes
    /// part from the next propagate(), which must be at the root (store level 0), as the solver's
    /// after a restart: its watches are set up where nothing will be undone.
    void add(std::span<const Literal> literals);
    bool empty() const { return size() == 0; }
    std::size_t size() const { return begins_.size() - 1; }

    /// Unit propagation to a fixpoint: when every literal of a nogood but one is entailed (the
    /// variable is fixed to that value), the last one's value is removed from its variable. Appends
    /// each narrowed variable to `changed`. False when a nogood has all its literals entailed or a
    /// domain becomes empty. `store` must be the same at every call (its trail keeps which watch
    /// lists were visited). Throws std::logic_error above the root while a new nogood is unwatched.
    bool propagate(DomainStore& store, std::vector<VarId>& changed, Stats& stats);

private:
    enum class State { False, Open, True };
    static State state(const DomainStore& store, Literal literal);
    std::span<Literal> literals(std::size_t n) {
        return {literals_.data() + begins_[n], literals_.data() + begins_[n + 1]};
    }
    /// Watches the first two literals of the nogoods added since the last pass at the root; each is
    /// a candidate of this pass.
    void attach(DomainStore& store);
    void watch(VarId x, std::uint32_t n);
    /// Visits the nogoods watching a literal of x, which is fixed: each whose watch there holds
    /// moves it to a literal that does not; with none left, the nogood is a candidate (its other
    /// watch's value must go, or it fails). False when both watches hold.
    bool visit(DomainStore& store, VarId x, Stats& stats);
    /// Nogood n read in full: removes the value of its one literal not entailed, if it is the only
    /// one and not yet false. False on a conflict or a wipe-out.
    bool unit_propagate(DomainStore& store, std::size_t n, std::vector<VarId>& changed, Stats& stats);
    /// The candidates found, by index, in the passes a scan of every nogood by index would make.
    bool propagate_candidates(DomainStore& store, std::vector<VarId>& changed, Stats& stats);

    std::size_t variables_;
    std::vector<Literal> literals_;
    std::vector<std::size_t> begins_{0};               // nogood n is literals_[begins_[n], begins_[n + 1])
    std::size_t attached_ = 0;                         // nogoods [0, attached_) are on the watch lists
    std::vector<std::vector<std::uint32_t>> watches_;  // per variable: the nogoods watching one of its literals
    std::vector<VarId> watched_;                       // the variables with a watch list, each once
    std::vector<char> is_watched_;                     // per variable: in watched_
    /// Per variable: 1 once its watch list was visited while it is fixed. Trailed, so undoing the
    /// level that fixed it (or any level the visit's conclusions rest on) asks for another visit.
    /// Sized once, at the first add(), before any is written: the store's trail points into it.
    std::vector<TrailedWord> visited_;
    std::vector<std::uint32_t> candidates_;  // nogoods that may be unit, found by the visits
    std::vector<std::uint32_t> pass_, next_pass_;
};

}  // namespace csp::detail
