#pragma once
/// The trail of lazy clause generation: every value the search removes from a domain, every bound
/// a domain's least or greatest value passes ([x ≤ i], [x ≥ i]), and every variable it fixes,
/// becomes a literal on the trail with its decision level and its reason. The
/// reason is kept as a cause (a binary constraint, a propagator, a learnt clause, a decision…) and
/// turned into literals only when conflict analysis asks (explain.cpp): lazy explanation.
///
/// The trail follows the domain store: it listens to the propagation queue (ChangeListener) and
/// records what changed since it last looked, so no propagator needs to know about it.

#include <climits>
#include <cstdint>
#include <span>
#include <vector>

#include "csp/kernel/change_listener.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/learning/literals.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/propagator.hpp"

namespace csp::learning {

/// Why a literal holds.
struct Reason {
    enum class Kind : std::uint8_t {
        Decision,   ///< the search chose it
        Fact,       ///< holds at the root (the objective's bound)
        Channel,    ///< [x ≠ j] because [x = v] (a = the literal [x = v])
        OnlyValue,  ///< [x = v] because every other value of x was removed
        Bound,  ///< [x ≤ i] because [x ≤ i + 1] and [x ≠ i + 1]; [x ≥ i] because [x ≥ i − 1] and [x ≠ i − 1]
        Arc,         ///< binary constraint a, source variable b, c = reversed
        Propagator,  ///< propagator a, on the domains of its scope before trail position b (a bound:
                     ///< every value beyond it; the values it cut off are then Channel from it)
        Clause,      ///< clause a of the ClauseStore
    };
    // c beside kind: a trail entry is then 16 bytes, not 20 (debruijn's 10⁶ entries are its memory).
    Kind kind = Kind::Decision;
    std::uint8_t c = 0;
    int a = 0;
    int b = 0;
};

struct Entry {
    Lit lit;
    Reason reason;
};
static_assert(sizeof(Entry) == 16);

class LiteralTrail final : public detail::ChangeListener {
public:
    static constexpr int kUnknown = INT_MAX;  ///< the position of an atom not on the trail

    /// Records the changes of `store`, whose current domains are the root's: values already
    /// missing are facts at level 0 and never appear in a clause.
    LiteralTrail(const Problem& problem, detail::DomainStore& store);

    const Atoms& atoms() const { return atoms_; }
    int level() const { return store_.level(); }
    int size() const { return static_cast<int>(trail_.size()); }
    /// The trail's size when `level` (≥ 1) opened: its first entry.
    int level_start(int level) const { return level_start_[static_cast<std::size_t>(level - 1)]; }
    const Entry& entry(int position) const { return trail_[static_cast<std::size_t>(position)]; }
    /// 1 true, -1 false, 0 unknown.
    int value(Lit lit) const {
        const int v = values_[static_cast<std::size_t>(atom_of(lit))];
        return is_removal(lit) ? -v : v;
    }
    int level_of(int atom) const { return state(atom).level; }
    int position_of(int atom) const { return state(atom).position; }
    /// The last value index x was fixed to (phase saving), or -1.
    int saved_phase(VarId x) const { return phase_[static_cast<std::size_t>(x)]; }

    /// Opens a level and fixes x to value index `index`.
    void decide(VarId x, int index) { decide(equal_lit(atoms_.atom(x, index))); }
    /// Opens a level and makes `lit` (unknown) true there: [x = v], [x ≠ v], [x ≤ v] or [x ≥ v].
    void decide(Lit lit);
    /// Makes `lit` (unknown) true for `reason`, at the current level.
    void assert_literal(Lit lit, Reason reason);
    /// Records the values of D(x) removed since the trail last looked, for `reason`, and the bounds
    /// they moved. A propagator's new bounds come first, with its reason, and explain the values they
    /// cut off; other causes explain the removals, and the bounds follow from them.
    void record(VarId x, Reason reason);
    /// Undoes the levels above `target`, domains and literals together.
    void backjump(int target);
    /// The ClauseStore renumbered its clauses: each Clause reason's id becomes `renamed(id)`.
    template <class Rename>
    void rename_clauses(Rename renamed) {
        for (Entry& e : trail_)
            if (e.reason.kind == Reason::Kind::Clause) e.reason.a = renamed(e.reason.a);
        if (clash_.removal >= 0 && clash_.reason.kind == Reason::Kind::Clause)
            clash_.reason.a = renamed(clash_.reason.a);
    }

    /// The literals whose conjunction implied the entry at `position` (explain.cpp), appended. A
    /// propagator's or an arc's answer is kept while the entry stays on the trail: it depends only
    /// on the entries before it, and minimisation asks the lower levels' entries again conflict
    /// after conflict.
    void explain(int position, std::vector<Lit>& out);
    /// The same for `lit` implied by `reason` when the trail had `position` entries.
    void explain(Lit lit, Reason reason, int position, std::vector<Lit>& out);
    /// When the last change removed the one value a variable was fixed to (its [x = v] is on the
    /// trail, so the removal cannot be): appends the conflict, [x = v] and what removed v, and
    /// returns true. Cleared by backjump.
    bool clash(std::vector<Lit>& out);
    /// The cause of the pending clash, or nullptr.
    const Reason* clash_reason() const { return clash_.removal < 0 ? nullptr : &clash_.reason; }
    /// Literals of level > 0, true before trail position `before`, whose conjunction removes every
    /// value D(x) had lost by then: its two bounds and the holes between them.
    void removals(VarId x, int before, std::vector<Lit>& out) { absent(x, nullptr, before, out); }
    /// The same for the values of `wanted` only (each missing before `before`): a bound literal
    /// stands for the values below or above it when they are all wanted or root facts.
    void absent(VarId x, const Domain* wanted, int before, std::vector<Lit>& out);
    /// D(x) as it was before trail position `before` (the removals recorded by then), into `out`.
    void domain_before(VarId x, int before, Domain& out) const;
    /// The removals of a propagator's scope before `before` (each variable once), appended.
    void scope_removals(int propagator, int before, std::vector<Lit>& out);

    void on_arc(int constraint, VarId source, VarId target, bool reversed) override;
    void begin_propagator(int index) override;
    void on_narrowed(VarId x) override;

private:
    struct AtomState {
        int position = kUnknown;  // on the trail; -1 for a root fact
        int level = 0;
    };
    AtomState& state(int atom) { return states_[static_cast<std::size_t>(atom)]; }
    const AtomState& state(int atom) const { return states_[static_cast<std::size_t>(atom)]; }
    void push(Lit lit, Reason reason);
    /// push() without its root-fact step: for the callers that know `lit` is a bound literal, or
    /// take that step themselves. Inline: the trail's hottest write (a removal or bound each).
    void append(Lit lit, Reason reason, int at_level) {
        const int atom = atom_of(lit);
        AtomState& s = state(atom);
        s.position = size();
        s.level = at_level;
        values_[static_cast<std::size_t>(atom)] = is_removal(lit) ? -1 : 1;
        trail_.push_back({lit, reason});
    }
    /// Pushes the bound literals between D(x)'s new bounds lo, hi and the ones already true, each
    /// for `reason` or, when it is Bound, for its neighbour.
    void push_bounds(VarId x, int lo, int hi, Reason upper, Reason lower);
    /// The propagator's own short reason for the literal of x that `kind` and `index` name at
    /// `position` (Propagator::explain), if it gives one.
    bool explain_by_propagator(int propagator, VarId x, ExplainQuery::Kind kind, int index, int position,
                               std::vector<Lit>& out);

    const Problem& problem_;
    detail::DomainStore& store_;
    Atoms atoms_;
    int atom_value(int atom) const { return values_[static_cast<std::size_t>(atom)]; }
    /// A root fact: `value` 1 (the atom holds) or -1.
    void set_root(int atom, signed char value) {
        state(atom).position = -1;
        values_[static_cast<std::size_t>(atom)] = value;
    }

    std::vector<AtomState> states_;
    std::vector<signed char> values_;  // per atom, apart for clause propagation: 1 true, -1 false, 0 unknown
    std::vector<Entry> trail_;
    std::vector<Domain> recorded_;           // per variable: the values not yet recorded as removed
    std::vector<Domain> root_;               // per variable: the root domain
    std::vector<std::vector<int>> removed_;  // per variable: its removals above the root, by trail position
    Domain cover_;                           // scratch of absent
    std::vector<int> phase_;
    std::vector<int> level_start_;  // trail size when each level opened
    std::vector<char> seen_;        // per variable, scratch of scope_removals
    Domain scratch_;
    std::vector<Domain> scope_domains_, relevant_;  // scratch of explain_by_propagator (relevant_ kept clear)
    std::vector<char> scope_ready_;
    std::vector<std::span<const int>> scope_labels_;
    int prepared_for_ = -1;  // the propagator whose scope relevant_ and scope_labels_ are laid out for
    /// The kept explanations (explain(position)): per trail position its range in explanations_
    /// (begin −1: none), cut with the trail; explanations_ is emptied at the root and when full.
    struct Explained {
        int begin = -1;
        int end = 0;
    };
    std::vector<Explained> explained_;
    std::vector<Lit> explanations_;
    Reason running_;  // the running propagator's (begin_propagator): its index and the trail's size then
    struct Clash {
        Lit removal = -1;  // [x ≠ v] that could not be recorded, or -1
        Reason reason;
        int position = 0;
    } clash_;
};

}  // namespace csp::learning
