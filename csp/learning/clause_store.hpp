#pragma once
/// Learnt clauses over the trail's literals, propagated with two watched literals beside the
/// model's propagators, and the reduction of the learnt database by LBD (glucose's literal block
/// distance: clauses over few decision levels are kept, the others halved when the database grows).

#include <cstdint>
#include <span>
#include <vector>

#include "csp/learning/literal_trail.hpp"

namespace csp::learning {

class ClauseStore {
public:
    explicit ClauseStore(LiteralTrail& trail) : trail_(trail) {}

    /// Adds a clause of at least two literals; lits[0] and lits[1] are watched (the caller puts an
    /// unknown or the asserting literal first). `removable`: a learnt clause reduction may delete.
    int add(std::vector<Lit> lits, int lbd, bool removable);
    std::span<const Lit> literals(int clause) const { return clauses_[static_cast<std::size_t>(clause)].lits; }
    /// Unit propagation of the trail's new literals; each variable a clause narrowed is appended to
    /// `changed`. Returns the clause that became false, or -1.
    int propagate(std::vector<VarId>& changed);
    /// The trail was cut: the literals from there on are new again.
    void backjumped() { head_ = std::min(head_, trail_.size()); }
    /// The learnt clause's activity, bumped when conflict analysis uses it.
    void bump(int clause);
    void decay() { increment_ *= 1.0 / 0.999; }
    /// Deletes about half of the removable clauses, the ones of highest LBD and lowest activity,
    /// keeping those of LBD ≤ 2 and those that are the reason of a literal on the trail.
    void reduce();
    std::size_t removable_count() const { return removable_; }

private:
    struct Clause {
        std::vector<Lit> lits;
        int lbd = 0;
        double activity = 0;
        bool removable = false;
        bool deleted = false;
    };
    /// A watch list entry: the clause, and another of its literals; when that one is true the
    /// clause is satisfied and need not be read (MiniSat's blocker).
    struct Watch {
        int clause;
        Lit blocker;
    };
    void watch(Lit lit, int clause, Lit blocker);

    LiteralTrail& trail_;
    std::vector<Clause> clauses_;
    std::vector<std::vector<Watch>> lists_;  // watch lists, by LiteralTrail::watch_slot
    std::vector<int> free_;                  // ids of deleted clauses, for reuse
    int head_ = 0;                           // the next trail position to propagate
    double increment_ = 1;
    std::size_t removable_ = 0;
};

}  // namespace csp::learning
