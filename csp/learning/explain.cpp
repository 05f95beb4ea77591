// Lazy explanations: the reason of a trail entry turned into the literals that implied it, only
// when conflict analysis asks. Every literal given has level > 0 and stood on the trail before the
// entry (root facts are left out: they hold in every clause's context).
#include <algorithm>
#include <cassert>

#include "csp/learning/literal_trail.hpp"
#include "csp/model/propagator.hpp"

namespace csp::learning {

void LiteralTrail::removals(VarId x, int before, std::vector<Lit>& out) const {
    const int capacity = atoms_.capacity(x);
    for (int i = 0; i < capacity; ++i) {
        const int atom = atoms_.atom(x, i);
        const AtomState& s = state(atom);
        if (s.value < 0 && s.level > 0 && s.position < before) out.push_back(differ_lit(atom));
    }
}

void LiteralTrail::scope_removals(int propagator, int before, std::vector<Lit>& out) {
    // A propagator prunes only what the constraint and its scope's domains imply: those domains,
    // as they were when it ran, are its explanation whatever its algorithm.
    const auto scope = problem_.propagators()[static_cast<std::size_t>(propagator)]->scope();
    for (VarId x : scope) {
        char& seen = seen_[static_cast<std::size_t>(x)];
        if (seen) continue;
        seen = 1;
        removals(x, before, out);
    }
    for (VarId x : scope) seen_[static_cast<std::size_t>(x)] = 0;
}

bool LiteralTrail::clash(std::vector<Lit>& out) {
    if (clash_.removal < 0) return false;
    const Lit fixed = negate(clash_.removal);
    if (level_of(atom_of(fixed)) > 0) out.push_back(fixed);
    explain(clash_.removal, clash_.reason, clash_.position, out);
    return true;
}

bool LiteralTrail::explain_by_propagator(int propagator, VarId x, int index, int position, std::vector<Lit>& out) {
    const Propagator& p = *problem_.propagators()[static_cast<std::size_t>(propagator)];
    if (!p.explains()) return false;
    const auto scope = p.scope();
    const auto at = std::find(scope.begin(), scope.end(), x);
    if (at == scope.end()) return false;
    scope_domains_.resize(scope.size());
    relevant_.resize(scope.size());
    scope_labels_.resize(scope.size());
    for (std::size_t k = 0; k < scope.size(); ++k) {
        const VarId y = scope[k];
        const int capacity = atoms_.capacity(y);
        Domain& d = scope_domains_[k];
        d = Domain(capacity, true);
        for (int i = 0; i < capacity; ++i) {
            const AtomState& s = state(atoms_.atom(y, i));
            if (s.value < 0 && s.position < position) d.remove(i);
        }
        relevant_[k] = Domain(capacity);
        scope_labels_[k] = problem_.labels(y);
    }
    const ExplainQuery query{scope_domains_, scope_labels_, static_cast<std::size_t>(at - scope.begin()), index};
    if (!p.explain(query, relevant_)) return false;
    for (std::size_t k = 0; k < scope.size(); ++k)
        for (int i : relevant_[k]) {
            const int atom = atoms_.atom(scope[k], i);
            if (scope_domains_[k].contains(i)) {  // [x_k = i]: on the trail once its domain was {i}
                const AtomState& s = state(atom);
                if (s.value > 0 && s.position < position) {
                    if (s.level > 0) out.push_back(equal_lit(atom));
                } else {
                    removals(scope[k], position, out);  // the removals that left only i
                }
                continue;
            }
            assert(state(atom).value < 0 && state(atom).position < position);
            if (state(atom).level > 0) out.push_back(differ_lit(atom));
        }
    return true;
}

void LiteralTrail::explain(Lit lit, Reason reason, int position, std::vector<Lit>& out) {
    const int atom = atom_of(lit);
    const VarId x = atoms_.var(atom);
    const Entry e{lit, reason};
    switch (e.reason.kind) {
        case Reason::Kind::Decision:
        case Reason::Kind::Fact: return;
        case Reason::Kind::Channel: out.push_back(e.reason.a); return;
        case Reason::Kind::OnlyValue: removals(x, position, out); return;
        case Reason::Kind::Arc: {
            // The removed value lost every support in the source: the source's supports are gone.
            const auto& c = problem_.constraints()[static_cast<std::size_t>(e.reason.a)];
            const VarId source = e.reason.b;
            const bool reversed = e.reason.c != 0;
            const Domain& supports = c.relation->compatible(!reversed, atoms_.index(atom), scratch_);
            for (int j : supports) {
                const int support = atoms_.atom(source, j);
                assert(state(support).value < 0 && state(support).position < position);
                (void)position;
                if (state(support).level > 0) out.push_back(differ_lit(support));
            }
            return;
        }
        case Reason::Kind::Propagator:
            if (!is_removal(lit) || !explain_by_propagator(e.reason.a, x, atoms_.index(atom), position, out))
                scope_removals(e.reason.a, e.reason.b, out);
            return;
        case Reason::Kind::Clause: return;  // the ClauseStore explains its own (see Learner)
    }
}

}  // namespace csp::learning
