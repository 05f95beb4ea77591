// Lazy explanations: the reason of a trail entry turned into the literals that implied it, only
// when conflict analysis asks. Every literal given has level > 0 and stood on the trail before the
// entry (root facts are left out: they hold in every clause's context).
#include <algorithm>
#include <bit>
#include <cassert>

#include "csp/learning/literal_trail.hpp"
#include "csp/model/propagator.hpp"

namespace csp::learning {

void LiteralTrail::domain_before(VarId x, int before, Domain& out) const {
    // Nothing removed since `before` (the usual case): the recorded domain, a copy of words.
    out = recorded_[static_cast<std::size_t>(x)];
    // Then the values removed since, newest first.
    const std::vector<int>& removed = removed_[static_cast<std::size_t>(x)];
    for (auto at = removed.rbegin(); at != removed.rend() && *at >= before; ++at)
        out.insert(atom_of(entry(*at).lit) - atoms_.atom(x, 0));
}

namespace {

/// The first index whose bit is clear (words beyond the capacity are all ones), or `capacity`.
int first_clear(std::span<const Domain::Word> words, int capacity) {
    for (std::size_t w = 0; w < words.size(); ++w)
        if (~words[w] != 0)
            return std::min(capacity, static_cast<int>(w) * Domain::kWordBits + std::countr_one(words[w]));
    return capacity;
}

/// The last index below `capacity` whose bit is clear, or −1.
int last_clear(std::span<const Domain::Word> words, int capacity) {
    for (int i = capacity - 1; i >= 0;) {
        const Domain::Word word = words[static_cast<std::size_t>(i / Domain::kWordBits)];
        const int bit = i % Domain::kWordBits;
        const Domain::Word below = bit == Domain::kWordBits - 1 ? ~word : ~word & ((Domain::Word{2} << bit) - 1);
        if (below != 0) return i - bit + (Domain::kWordBits - 1 - std::countl_zero(below));
        i -= bit + 1;
    }
    return -1;
}

}  // namespace

void LiteralTrail::absent(VarId x, const Domain* wanted, int before, std::vector<Lit>& out) {
    const int capacity = atoms_.capacity(x);
    // cover: the values a bound may stand for — wanted (all missing by `before`) or missing at the
    // root (facts in every context); without `wanted`, every value missing by then.
    if (wanted != nullptr) {
        cover_ = *wanted;
    } else {
        domain_before(x, before, cover_);
        for (Domain::Word& w : cover_.words()) w = ~w;
    }
    const auto root = root_[static_cast<std::size_t>(x)].words();
    const auto words = cover_.words();
    for (std::size_t w = 0; w < words.size(); ++w) words[w] |= ~root[w];
    const auto holds = [&](Lit lit) {
        const AtomState& s = state(atom_of(lit));
        return value(lit) > 0 && s.position < before;
    };
    int lo = first_clear(words, capacity);                              // [x ≥ lo] stands for the values below lo
    while (lo > 0 && !holds(above_lit(atoms_.bound(x, lo - 1)))) --lo;  // not on the trail yet by `before`
    int hi = last_clear(words, capacity);                               // [x ≤ hi] stands for the values above hi
    while (hi < capacity - 1 && (hi < 0 || !holds(at_most_lit(atoms_.bound(x, hi))))) ++hi;
    const auto emit = [&](Lit lit) {
        if (state(atom_of(lit)).level > 0) out.push_back(lit);
    };
    if (lo > 0) emit(above_lit(atoms_.bound(x, lo - 1)));
    if (hi < capacity - 1) emit(at_most_lit(atoms_.bound(x, hi)));
    // The holes between: the wanted values (or all missing ones) not at the root.
    if (wanted == nullptr) {
        domain_before(x, before, cover_);
        for (Domain::Word& w : cover_.words()) w = ~w;
    } else {
        cover_ = *wanted;
    }
    for (int i : cover_) {
        if (i > hi) break;
        if (i >= lo) emit(differ_lit(atoms_.atom(x, i)));
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

bool LiteralTrail::explain_by_propagator(int propagator, VarId x, ExplainQuery::Kind kind, int index, int position,
                                         std::vector<Lit>& out) {
    const Propagator& p = *problem_.propagators()[static_cast<std::size_t>(propagator)];
    if (!p.explains()) return false;
    const auto scope = p.scope();
    const auto at = std::find(scope.begin(), scope.end(), x);
    if (at == scope.end()) return false;
    const auto slot = static_cast<std::size_t>(at - scope.begin());
    const std::size_t n = scope.size();
    if (scope_domains_.size() < n) {
        scope_domains_.resize(n);
        relevant_.resize(n);
    }
    scope_ready_.assign(n, 0);
    // The marks are all clear between queries (each is cleared once read), so only a slot whose
    // capacity differs is made anew: no allocation or clearing per query, and no work at all when
    // the same propagator is asked again (analysis often asks one many times in a row).
    if (prepared_for_ != propagator) {
        prepared_for_ = propagator;
        scope_labels_.resize(n);
        const auto& labels = problem_.all_labels();
        for (std::size_t k = 0; k < n; ++k) {
            const VarId y = scope[k];
            if (relevant_[k].capacity() != atoms_.capacity(y)) relevant_[k] = Domain(atoms_.capacity(y));
            scope_labels_[k] = labels[static_cast<std::size_t>(y)];
        }
    }
    struct Fetching {
        const LiteralTrail* trail;
        std::span<const VarId> scope;
        int position;
    } fetching{this, scope, position};
    const ScopeDomains::Fetch fetch = [](void* context, std::size_t k, Domain& domain) {
        const auto& f = *static_cast<const Fetching*>(context);
        f.trail->domain_before(f.scope[k], f.position, domain);
    };
    const ScopeDomains domains(std::span<Domain>(scope_domains_).first(n), std::span<char>(scope_ready_).first(n),
                               fetch, &fetching);
    const auto clear_marks = [&] {
        for (std::size_t k = 0; k < n; ++k)
            std::fill(relevant_[k].words().begin(), relevant_[k].words().end(), Domain::Word{0});
    };
    const std::span<Domain> relevant = std::span<Domain>(relevant_).first(n);
    if (!p.explain({domains, scope_labels_, slot, index, kind}, relevant)) {
        if (kind == ExplainQuery::Kind::Removed) {
            clear_marks();
            return false;
        }
        // A bound the propagator does not explain as one: each value beyond it, the present ones
        // by the propagator, the missing ones by their own absence.
        const Domain& own = domains[slot];
        const bool above = kind == ExplainQuery::Kind::AtMost;
        const int first = above ? index + 1 : 0;
        const int last = above ? own.capacity() - 1 : index - 1;
        for (int j = first; j <= last; ++j) {
            if (!own.contains(j)) {
                relevant_[slot].insert(j);
            } else if (!p.explain({domains, scope_labels_, slot, j}, relevant)) {
                clear_marks();
                return false;
            }
        }
    }
    for (std::size_t k = 0; k < n; ++k) {
        Domain& marked = relevant_[k];
        const auto marks = marked.words();
        if (std::all_of(marks.begin(), marks.end(), [](Domain::Word w) { return w == 0; })) continue;
        const Domain& d = domains[k];
        bool fixed = false, any = false;  // fixed: [x_k = w], on the trail once its domain was {w}
        const auto present = d.words();
        for (std::size_t w = 0; w < present.size(); ++w) {
            Domain::Word& m = marks[w];
            fixed = fixed || (m & present[w]) != 0;
            m &= ~present[w];
            any = any || m != 0;
        }
        if (fixed) {
            const AtomState& s = state(atoms_.atom(scope[k], d.min()));
            if (!(atom_value(atoms_.atom(scope[k], d.min())) > 0 && s.position < position)) {
                removals(scope[k], position, out);  // the removals that left only w
                std::fill(marks.begin(), marks.end(), Domain::Word{0});
                continue;
            }
            if (s.level > 0) out.push_back(equal_lit(atoms_.atom(scope[k], d.min())));
        }
        if (any) absent(scope[k], &marked, position, out);
        std::fill(marks.begin(), marks.end(), Domain::Word{0});
    }
    return true;
}

namespace {
/// The kept explanations' literals past which they are all dropped (4 MB).
constexpr std::size_t kExplanationsKept = std::size_t{1} << 20;
}  // namespace

void LiteralTrail::explain(int position, std::vector<Lit>& out) {
    const Entry& e = entry(position);
    const Reason::Kind kind = e.reason.kind;
    if (kind != Reason::Kind::Propagator && kind != Reason::Kind::Arc && kind != Reason::Kind::OnlyValue) {
        explain(e.lit, e.reason, position, out);  // a literal or two: cheaper than a look-up
        return;
    }
    const auto at = static_cast<std::size_t>(position);
    if (at < explained_.size() && explained_[at].begin >= 0) {
        const auto first = explanations_.begin();
        out.insert(out.end(), first + explained_[at].begin, first + explained_[at].end);
        return;
    }
    const std::size_t from = out.size();
    explain(e.lit, e.reason, position, out);
    if (explanations_.size() > kExplanationsKept) {
        explanations_.clear();
        std::fill(explained_.begin(), explained_.end(), Explained{});
    }
    if (explained_.size() <= at) explained_.resize(at + 1);
    explained_[at] = {static_cast<int>(explanations_.size()),
                      static_cast<int>(explanations_.size() + (out.size() - from))};
    explanations_.insert(explanations_.end(), out.begin() + static_cast<std::ptrdiff_t>(from), out.end());
}

void LiteralTrail::explain(Lit lit, Reason reason, int position, std::vector<Lit>& out) {
    const int atom = atom_of(lit);
    const VarId x = atoms_.var(atom);
    const int index = atoms_.index(atom);
    switch (reason.kind) {
        case Reason::Kind::Decision:
        case Reason::Kind::Fact: return;
        case Reason::Kind::Channel: out.push_back(reason.a); return;
        case Reason::Kind::OnlyValue: removals(x, position, out); return;
        case Reason::Kind::Bound: {
            // [x ≤ i] from [x ≤ i + 1] and [x ≠ i + 1]; [x ≥ i + 1] from [x ≥ i] and [x ≠ i].
            const bool upper = !is_removal(lit);
            const int removed = upper ? index + 1 : index;
            const int next = upper ? index + 1 : index - 1;
            const Lit gone = differ_lit(atoms_.atom(x, removed));
            assert(value(gone) > 0 && position_of(atom_of(gone)) < position);
            if (level_of(atom_of(gone)) > 0) out.push_back(gone);
            if (next >= 0 && next < atoms_.capacity(x)) {
                const int neighbour = atoms_.bound(x, next);
                if (level_of(neighbour) > 0) out.push_back(upper ? at_most_lit(neighbour) : above_lit(neighbour));
            }
            return;
        }
        case Reason::Kind::Arc: {
            // The removed value lost every support in the source: the source's supports are gone.
            const auto& c = problem_.constraints()[static_cast<std::size_t>(reason.a)];
            const bool reversed = reason.c != 0;
            absent(reason.b, &c.relation->compatible(!reversed, index, scratch_), position, out);
            return;
        }
        case Reason::Kind::Propagator: {
            using Kind = ExplainQuery::Kind;
            // reason.b: the trail's size when the call began (explains_from_call_start).
            if (problem_.propagators()[static_cast<std::size_t>(reason.a)]->explains_from_call_start())
                position = std::min(position, reason.b);
            const bool bound = atoms_.is_bound(atom);
            if (bound && !is_removal(lit)) {
                if (explain_by_propagator(reason.a, x, Kind::AtMost, index, position, out)) return;
            } else if (bound) {
                if (explain_by_propagator(reason.a, x, Kind::AtLeast, index + 1, position, out)) return;
            } else if (is_removal(lit) && explain_by_propagator(reason.a, x, Kind::Removed, index, position, out)) {
                return;
            }
            scope_removals(reason.a, reason.b, out);
            return;
        }
        case Reason::Kind::Clause: return;  // the ClauseStore explains its own (see Learner)
    }
}

}  // namespace csp::learning
