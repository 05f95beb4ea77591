#pragma once
/// Conflict analysis over the mixed trail: resolution back to the first unique implication point
/// of the conflict's level (1UIP), the reasons asked of the trail or the clause store as needed;
/// then the learnt clause is minimised (MiniSat's recursive rule: a literal goes when its reason's
/// literals are, recursively, in the clause or at the root) with the same lazy reasons.

#include <cstdint>
#include <vector>

#include "csp/learning/activity.hpp"
#include "csp/learning/clause_store.hpp"
#include "csp/learning/literal_trail.hpp"

namespace csp::learning {

/// A learnt clause: lits[0] is the asserting literal, lits[1] (if any) one of the backjump level.
struct Learnt {
    std::vector<Lit> lits;
    int backjump_level = 0;
    int lbd = 0;
};

class Learner {
public:
    Learner(LiteralTrail& trail, ClauseStore& clauses, Activity& activity);

    /// What implied the trail entry at `position`, as true literals of level > 0. `bump`: a learnt
    /// clause that was the reason gains activity (conflict analysis, not minimisation).
    void antecedents(int position, std::vector<Lit>& out, bool bump = true);
    /// The highest level among these true literals (0 when none is above the root).
    int conflict_level(const std::vector<Lit>& conflict) const;
    /// Analyses a conflict — true literals that cannot all hold, at least one of them of the
    /// trail's current level — into a clause that asserts one literal after the backjump.
    Learnt analyse(const std::vector<Lit>& conflict);
    /// Longer clauses are not minimised: each literal is a lazy explanation to ask, and on black-hole
    /// 0 (clauses of about 570 literals) that tripled the CPU time, on nonogram non_fast_1 (a limit of
    /// 200) added 40 %, both for no failure less; still_life's and golomb 8's are shorter.
    static constexpr std::size_t kMinimiseLimit = 100;
    /// Minimisation pays only where it removes literals: after this many clauses, a search whose
    /// minimisation removed less than kMinimiseWorth of their literals stops minimising (magicseq
    /// 100 and nonogram non_fast_1 took 1.3–3× the CPU for the same failures).
    static constexpr std::int64_t kMinimiseTrial = 1000;
    static constexpr double kMinimiseWorth = 0.10;
    /// Whether analyse() minimises its clause (on unless turned off, to compare).
    void set_minimise(bool on) { minimise_ = on; }

private:
    /// Drops from learnt.lits[1…] each literal whose negation the others imply through reasons.
    void minimise(Learnt& learnt);
    /// Whether the true literal `lit`, whose negation is in the clause, follows from the clause's
    /// other literals and the root: a search over its reasons, marking what it proves.
    bool redundant(Lit lit, std::uint32_t levels);
    void mark(int atom, char state);

    LiteralTrail& trail_;
    ClauseStore& clauses_;
    Activity& activity_;
    std::vector<char> seen_;       // per atom: in analysis, then a minimisation state (Mark)
    std::vector<int> touched_;     // the atoms whose seen_ is set
    std::vector<int> level_seen_;  // per level: the stamp of the last clause that had it (the LBD's count)
    int stamp_ = 0;
    std::vector<Lit> reason_;
    /// The depth-first search of redundant(): per depth an atom and its reason's literals.
    struct Frame {
        int atom = 0;
        std::size_t next = 0;
        std::vector<Lit> reason;
    };
    std::vector<Frame> frames_;
    bool minimise_ = true;
    std::int64_t minimised_clauses_ = 0;  // the trial's counts (kMinimiseTrial)
    std::int64_t literals_before_ = 0;
    std::int64_t literals_removed_ = 0;
};

}  // namespace csp::learning
