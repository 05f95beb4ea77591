#pragma once
/// The event-driven propagation queue the solver runs for forward checking and MAC, and revise(),
/// its step for one arc (csp::ac3 in csp/consistency/ac3.hpp runs it to a fixpoint on its own).

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/base/stats.hpp"
#include "csp/kernel/change_listener.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"

namespace csp {

namespace detail {

/// Removes from `target` the values without a support in `source` along `relation`, seen from the
/// source's end (`reversed`: the source is the relation's y). Writes the result into `out` and
/// returns whether it differs from `target`.
bool revise(const Domain& target, const Domain& source, const CompiledRelation& relation, bool reversed, Domain& out,
            Stats& stats);

enum class Outcome { Consistent, Wipeout, Interrupted };

/// Propagation driven by domain events: a queue of variables whose domains changed; processing x
/// revises each neighbour against x and schedules the n-ary propagators on x, which run once the
/// cheaper arc revisions are done. Forward checking revises the neighbours once, without chaining.
class Propagation {
public:
    Propagation(const Problem& problem, DomainStore& store, Stats& stats, SearchObserver* observer, LimitGuard* guard);

    Outcome propagate_all();            ///< AC-3 on every variable
    Outcome propagate_from(VarId x);    ///< MAC after x changed
    Outcome forward_check(VarId x);     ///< one step from x
    Outcome run_propagator(int index);  ///< one propagator, no chaining (checks under plain backtracking)
    VarId wiped() const { return wiped_; }
    /// The constraint that failed in the last Wipeout, for dom/wdeg: a binary constraint index or a
    /// propagator index (the other is -1).
    struct Culprit {
        int constraint = -1;
        int propagator = -1;
    };
    Culprit culprit() const { return culprit_; }
    void set_depth(int depth) { depth_ = depth; }
    /// Tells `listener` (not owned; nullptr: nobody) of every change, with its cause.
    void set_listener(ChangeListener* listener) { listener_ = listener; }
    /// Counts Stats::pair_checks from now on: each revision (and each one skipped because it cannot
    /// prune) as the textbook's REVISE would test it; forward checking tests each value of each
    /// neighbour that `assigned` (not owned, per variable) does not mark.
    void count_pair_checks(const std::vector<char>* assigned) {
        count_pairs_ = true;
        assigned_ = assigned;
    }

private:
    Outcome run();
    /// Revise y against x along `arc` (seen from x); false on wipe-out.
    bool revise_arc(VarId x, const Arc& arc, bool& changed);
    /// Revise the other end of `arc` against x = value (x is fixed); false on wipe-out.
    bool revise_fixed(VarId x, const Arc& arc, const CompiledRelation& rel, int value, bool& changed);
    /// D(y) loses the values that x = value excludes along a difference relation; false on wipe-out.
    bool exclude_partners(VarId y, const CompiledRelation& relation, bool reversed, int value, VarId cause,
                          bool& changed);
    /// D(y) ∩= mask, with the bookkeeping of a revision; false on wipe-out.
    bool narrow(VarId y, const Domain& mask, VarId cause, bool& changed);
    /// Records the values of D(y) not in `kept` as pruned (stats, observer).
    void count_prunings(VarId y, const Domain& before, const Domain& kept, VarId cause);
    bool wipeout(VarId y);
    /// `cause`: the propagator whose change this is (it is at its own fixpoint), or -1.
    void enqueue(VarId x, int cause = -1);
    /// Queues x's propagators, except `cause` (already at its fixpoint) and, unless x is fixed,
    /// those that only act on fixed variables.
    void schedule_propagators(VarId x, int size, int cause);
    /// Runs propagator `index`, its cheap stage when `cheap`; false on wipe-out.
    bool call_propagator(int index, bool cheap = false);
    /// The next (propagator, cheap stage?) to run: cheap stages and cheap propagators first, the
    /// full stage of staged propagators only when none of those is queued. {-1, false} when idle.
    std::pair<int, bool> next_propagator();

    /// Adds the textbook's checks of REVISE(other end, x) along `arc` (count_pair_checks).
    void count_arc(VarId x, const Arc& arc);

    const Problem& problem_;
    DomainStore& store_;
    Stats& stats_;
    bool count_pairs_ = false;
    const std::vector<char>* assigned_ = nullptr;
    SearchObserver* observer_;
    LimitGuard* guard_;
    std::vector<VarId> queue_;
    std::size_t head_ = 0;
    std::vector<char> queued_;
    std::vector<int> cause_;                  // per queued variable: the one propagator that changed it, or -1
    std::vector<int> most_conflicts_;         // per variable: its arcs can only prune once |D(x)| is at most this
    std::vector<std::span<const Arc>> arcs_;  // per variable, cached from the problem
    std::vector<std::span<const int>> propagators_of_;  // per variable
    std::vector<char> fixed_events_only_;               // per propagator
    std::vector<char> staged_;                          // per propagator: has a cheap stage
    /// Queued propagators: [0] runs first (cheap stages, unstaged propagators), [1] the full stage
    /// of staged propagators. A propagator is queued at most once per queue.
    /// Pushes are branch-free (whether a propagator wakes is data the branch predictor cannot
    /// learn): the slot is written always and kept only when the propagator was not queued yet.
    struct PropagatorQueue {
        std::vector<int> items;  // items[head, tail) are queued, oldest first
        std::size_t head = 0;
        std::size_t tail = 0;
        std::vector<int> queued;  // per propagator, 0 or 1 (int, not char: a char store may alias anything)
        /// Room for `count` more pushes.
        void reserve_more(std::size_t count) {
            if (tail + count > items.size()) items.resize(std::max(2 * items.size(), tail + count));
        }
        /// Queues p when `wake` holds and p is not queued; needs room (reserve_more).
        void push_if(int p, bool wake) {
            const auto i = static_cast<std::size_t>(p);
            const int add = static_cast<int>(wake) & (queued[i] ^ 1);
            items[tail] = p;
            tail += static_cast<std::size_t>(add);
            queued[i] |= add;
        }
        void clear();
    };
    PropagatorQueue propagator_queues_[2];
    std::span<const std::shared_ptr<const Propagator>> propagators_;  // cached from the problem
    const std::vector<std::span<const int>>& labels_;                 // value labels per variable
    std::vector<std::string> descriptions_;                 // per propagator, made once when an observer is attached
    std::vector<std::unique_ptr<PropagatorState>> states_;  // per propagator: its state for this search
    /// Per propagator: 1 once it declared itself entailed (PropagationContext::entailed), trailed
    /// so that backtracking past that point wakes it again.
    std::vector<TrailedWord> entailed_;
    std::vector<VarId> changed_;  // variables a propagator narrowed
    Domain scratch_;
    VarId wiped_ = -1;
    Culprit culprit_;
    int depth_ = 0;
    ChangeListener* listener_ = nullptr;
};

}  // namespace detail
}  // namespace csp
