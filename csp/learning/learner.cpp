#include "csp/learning/learner.hpp"

#include <algorithm>

namespace csp::learning {

namespace {
/// seen_ states: in analysis an atom met (Met); in minimisation a clause literal's atom (InClause),
/// or an atom whose literal the clause implies (Implied), or one it was shown not to (Free).
enum Mark : char { Unseen = 0, Met = 1, InClause = 1, Implied = 2, Free = 3 };

/// The levels of a clause as a 32-bit signature (level mod 32): a literal whose level is not among
/// them cannot follow from the clause alone (MiniSat's abstract levels), so the search stops there.
std::uint32_t signature(int level) { return std::uint32_t{1} << (static_cast<unsigned>(level) & 31U); }
}  // namespace

Learner::Learner(LiteralTrail& trail, ClauseStore& clauses, Activity& activity)
    : trail_(trail),
      clauses_(clauses),
      activity_(activity),
      seen_(static_cast<std::size_t>(trail.atoms().count()), 0) {}

void Learner::antecedents(int position, std::vector<Lit>& out, bool bump) {
    const Entry& e = trail_.entry(position);
    if (e.reason.kind != Reason::Kind::Clause) {
        trail_.explain(position, out);
        return;
    }
    if (bump) clauses_.bump(e.reason.a);
    for (Lit lit : clauses_.literals(e.reason.a))
        if (lit != e.lit && trail_.level_of(atom_of(lit)) > 0) out.push_back(negate(lit));
}

int Learner::conflict_level(const std::vector<Lit>& conflict) const {
    int level = 0;
    for (Lit lit : conflict) level = std::max(level, trail_.level_of(atom_of(lit)));
    return level;
}

void Learner::mark(int atom, char state) {
    char& seen = seen_[static_cast<std::size_t>(atom)];
    if (seen == Unseen) touched_.push_back(atom);
    seen = state;
}

Learnt Learner::analyse(const std::vector<Lit>& conflict) {
    const int level = trail_.level();
    Learnt learnt;
    learnt.lits.push_back(0);  // the asserting literal, found last
    int pending = 0;           // literals of the current level still to resolve
    int position = trail_.size();
    const auto take = [&](Lit lit) {
        const int atom = atom_of(lit);
        const int at = trail_.level_of(atom);
        if (at == 0 || seen_[static_cast<std::size_t>(atom)]) return;
        mark(atom, Met);
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
    for (int atom : touched_) seen_[static_cast<std::size_t>(atom)] = Unseen;
    touched_.clear();
    if (minimise_ && learnt.lits.size() <= kMinimiseLimit) {
        const std::size_t before = learnt.lits.size();
        minimise(learnt);
        literals_before_ += static_cast<std::int64_t>(before);
        literals_removed_ += static_cast<std::int64_t>(before - learnt.lits.size());
        if (++minimised_clauses_ == kMinimiseTrial &&
            static_cast<double>(literals_removed_) < kMinimiseWorth * static_cast<double>(literals_before_))
            minimise_ = false;
    }
    // The backjump level is the highest below the conflict's; its literal is watched second.
    std::size_t highest = 0;
    for (std::size_t i = 1; i < learnt.lits.size(); ++i)
        if (highest == 0 || trail_.level_of(atom_of(learnt.lits[i])) > trail_.level_of(atom_of(learnt.lits[highest])))
            highest = i;
    if (highest != 0) {
        std::swap(learnt.lits[1], learnt.lits[highest]);
        learnt.backjump_level = trail_.level_of(atom_of(learnt.lits[1]));
    }
    // The LBD: the levels counted once each, by a stamp per level (a sort of the clause's levels
    // was 4 % of black-hole 0, whose clauses have some 570 literals).
    if (level_seen_.size() <= static_cast<std::size_t>(level))
        level_seen_.resize(static_cast<std::size_t>(level) + 1, 0);
    ++stamp_;
    for (Lit lit : learnt.lits) {
        int& seen = level_seen_[static_cast<std::size_t>(trail_.level_of(atom_of(lit)))];
        if (seen != stamp_) {
            seen = stamp_;
            ++learnt.lbd;
        }
    }
    return learnt;
}

void Learner::minimise(Learnt& learnt) {
    std::uint32_t levels = 0;
    for (Lit lit : learnt.lits) {
        mark(atom_of(lit), InClause);
        levels |= signature(trail_.level_of(atom_of(lit)));
    }
    const auto kept = std::remove_if(learnt.lits.begin() + 1, learnt.lits.end(),
                                     [&](Lit lit) { return redundant(negate(lit), levels); });
    learnt.lits.erase(kept, learnt.lits.end());
    for (int atom : touched_) seen_[static_cast<std::size_t>(atom)] = Unseen;
    touched_.clear();
}

bool Learner::redundant(Lit lit, std::uint32_t levels) {
    // Each frame's literal is implied once every literal of its reason is: in the clause, at the
    // root, or itself implied. A decision, or a literal of a level the clause lacks, is not.
    const auto open = [&](int atom, std::size_t depth) {
        if (frames_.size() <= depth) frames_.resize(depth + 1);
        Frame& f = frames_[depth];
        f.atom = atom;
        f.next = 0;
        f.reason.clear();
        antecedents(trail_.position_of(atom), f.reason, false);
    };
    const int root = atom_of(lit);
    if (trail_.entry(trail_.position_of(root)).reason.kind == Reason::Kind::Decision) return false;
    std::size_t depth = 0;
    open(root, 0);
    for (;;) {
        Frame& f = frames_[depth];
        if (f.next == f.reason.size()) {  // every literal of its reason is implied
            if (depth == 0) return true;
            mark(f.atom, Implied);
            --depth;
            continue;
        }
        const int atom = atom_of(f.reason[f.next++]);
        const int at = trail_.level_of(atom);
        const char seen = seen_[static_cast<std::size_t>(atom)];
        if (at == 0 || seen == InClause || seen == Implied) continue;
        if (seen == Free || (signature(at) & levels) == 0 ||
            trail_.entry(trail_.position_of(atom)).reason.kind == Reason::Kind::Decision) {
            for (std::size_t d = 1; d <= depth; ++d) mark(frames_[d].atom, Free);
            return false;
        }
        open(atom, ++depth);
    }
}

}  // namespace csp::learning
