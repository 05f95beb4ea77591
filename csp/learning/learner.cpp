#include "csp/learning/learner.hpp"

#include <algorithm>

namespace csp::learning {

Learner::Learner(LiteralTrail& trail, ClauseStore& clauses, Activity& activity)
    : trail_(trail),
      clauses_(clauses),
      activity_(activity),
      seen_(static_cast<std::size_t>(trail.atoms().count()), 0) {}

void Learner::antecedents(int position, std::vector<Lit>& out) {
    const Entry& e = trail_.entry(position);
    if (e.reason.kind != Reason::Kind::Clause) {
        trail_.explain(position, out);
        return;
    }
    clauses_.bump(e.reason.a);
    for (Lit lit : clauses_.literals(e.reason.a))
        if (lit != e.lit && trail_.level_of(atom_of(lit)) > 0) out.push_back(negate(lit));
}

int Learner::conflict_level(const std::vector<Lit>& conflict) const {
    int level = 0;
    for (Lit lit : conflict) level = std::max(level, trail_.level_of(atom_of(lit)));
    return level;
}

Learnt Learner::analyse(const std::vector<Lit>& conflict) {
    const int level = trail_.level();
    Learnt learnt;
    learnt.lits.push_back(0);  // the asserting literal, found last
    int pending = 0;           // literals of the current level still to resolve
    int position = trail_.size();
    std::vector<int> touched;
    const auto take = [&](Lit lit) {
        const int atom = atom_of(lit);
        const int at = trail_.level_of(atom);
        if (at == 0 || seen_[static_cast<std::size_t>(atom)]) return;
        seen_[static_cast<std::size_t>(atom)] = 1;
        touched.push_back(atom);
        activity_.bump(trail_.atoms().var(atom));
        if (at == level) ++pending;
        else learnt.lits.push_back(negate(lit));
    };
    for (Lit lit : conflict) take(lit);
    Lit uip = 0;
    for (;;) {
        do --position;
        while (!seen_[static_cast<std::size_t>(atom_of(trail_.entry(position).lit))]);
        uip = trail_.entry(position).lit;
        if (--pending == 0) break;
        reason_.clear();
        antecedents(position, reason_);
        for (Lit lit : reason_) take(lit);
    }
    learnt.lits[0] = negate(uip);
    for (int atom : touched) seen_[static_cast<std::size_t>(atom)] = 0;
    // The backjump level is the highest below the conflict's; its literal is watched second.
    std::size_t highest = 0;
    for (std::size_t i = 1; i < learnt.lits.size(); ++i)
        if (highest == 0 || trail_.level_of(atom_of(learnt.lits[i])) > trail_.level_of(atom_of(learnt.lits[highest])))
            highest = i;
    if (highest != 0) {
        std::swap(learnt.lits[1], learnt.lits[highest]);
        learnt.backjump_level = trail_.level_of(atom_of(learnt.lits[1]));
    }
    level_seen_.clear();
    for (Lit lit : learnt.lits) level_seen_.push_back(trail_.level_of(atom_of(lit)));
    std::sort(level_seen_.begin(), level_seen_.end());
    learnt.lbd = static_cast<int>(std::unique(level_seen_.begin(), level_seen_.end()) - level_seen_.begin());
    return learnt;
}

}  // namespace csp::learning
