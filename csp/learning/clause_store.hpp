#pragma once
/// Learnt clauses over the trail's literals, propagated with two watched literals beside the
/// model's propagators, and the reduction of the learnt database by LBD (glucose's literal block
/// distance: clauses over few decision levels are kept, the others halved when the database grows).
///
/// The clauses live one after the other in one array (a header, then the literals), so that a
/// watch visit reads one cache line where a vector per clause read two: on langford l_2_10 the
/// load of a clause's first literal was 40 % of the whole run. A clause's id is its offset there;
/// reduce() compacts the array and renumbers the trail's clause reasons.

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
    /// Returns its id, valid until the next reduce().
    int add(std::span<const Lit> lits, int lbd, bool removable);
    std::span<const Lit> literals(int clause) const {
        const auto at = static_cast<std::size_t>(clause);
        return {arena_.data() + at + kHeader, static_cast<std::size_t>(arena_[at + kSize])};
    }
    /// Unit propagation of the trail's new literals; each variable a clause narrowed is appended to
    /// `changed`. Returns the clause that became false, or -1.
    int propagate(std::vector<VarId>& changed);
    /// The trail was cut: the literals from there on are new again.
    void backjumped() { head_ = std::min(head_, trail_.size()); }
    /// The learnt clause's activity, bumped when conflict analysis uses it.
    void bump(int clause);
    void decay() { increment_ *= 1.0F / 0.999F; }
    /// Deletes about half of the removable clauses, the ones of highest LBD and lowest activity,
    /// keeping those of LBD ≤ 2 and those that are the reason of a literal on the trail; then
    /// compacts the clauses (their ids change: the trail's reasons follow).
    void reduce();
    std::size_t removable_count() const { return removable_; }

private:
    // A clause's header: its size, LBD, flags and activity (a float's bits), then its literals.
    static constexpr std::size_t kSize = 0, kLbd = 1, kFlags = 2, kActivity = 3, kHeader = 4;
    static constexpr int kRemovable = 1, kDeleted = 2;
    /// A watch list entry: the clause, and another of its literals; when that one is true the
    /// clause is satisfied and need not be read (MiniSat's blocker).
    struct Watch {
        int clause;
        Lit blocker;
    };
    void watch(Lit lit, int clause, Lit blocker);
    float activity(int clause) const;
    void set_activity(int clause, float activity);
    int flags(int clause) const { return arena_[static_cast<std::size_t>(clause) + kFlags]; }

    LiteralTrail& trail_;
    std::vector<Lit> arena_;                 // the clauses, each a header and its literals
    std::vector<std::vector<Watch>> lists_;  // watch lists, by slots_
    /// Per literal: its watch list in lists_, or -1. Made with the first clause: a search that
    /// learns nothing (debruijn's, with no failure, over 10⁶ atoms) pays neither its memory nor a
    /// visit of each trail entry.
    std::vector<int> slots_;
    int head_ = 0;  // the next trail position to propagate
    float increment_ = 1;
    std::size_t removable_ = 0;
};

}  // namespace csp::learning
