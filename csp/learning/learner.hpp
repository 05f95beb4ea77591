#pragma once
/// Conflict analysis over the mixed trail: resolution back to the first unique implication point
/// of the conflict's level (1UIP), the reasons asked of the trail or the clause store as needed.

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

    /// What implied the trail entry at `position`, as true literals of level > 0.
    void antecedents(int position, std::vector<Lit>& out);
    /// The highest level among these true literals (0 when none is above the root).
    int conflict_level(const std::vector<Lit>& conflict) const;
    /// Analyses a conflict — true literals that cannot all hold, at least one of them of the
    /// trail's current level — into a clause that asserts one literal after the backjump.
    Learnt analyse(const std::vector<Lit>& conflict);

private:
    LiteralTrail& trail_;
    ClauseStore& clauses_;
    Activity& activity_;
    std::vector<char> seen_;  // per atom
    std::vector<int> level_seen_;
    std::vector<Lit> reason_;
};

}  // namespace csp::learning
