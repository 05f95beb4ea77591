#include "csp/learning/literal_trail.hpp"

namespace csp::learning {

LiteralTrail::LiteralTrail(const Problem& problem, detail::DomainStore& store)
    : problem_(problem),
      store_(store),
      atoms_(store.all()),
      states_(static_cast<std::size_t>(atoms_.count())),
      recorded_(store.all()),
      phase_(static_cast<std::size_t>(store.size()), -1),
      seen_(static_cast<std::size_t>(store.size()), 0) {
    for (VarId x = 0; x < store.size(); ++x) {
        const Domain& d = store[x];
        for (int i = 0; i < d.capacity(); ++i)
            if (!d.contains(i)) state(atoms_.atom(x, i)) = {.position = -1, .level = 0, .value = -1};
        if (d.is_singleton()) {
            state(atoms_.atom(x, d.min())) = {.position = -1, .level = 0, .value = 1};
            phase_[static_cast<std::size_t>(x)] = d.min();
        }
    }
}

void LiteralTrail::push(Lit lit, Reason reason) {
    AtomState& s = state(atom_of(lit));
    s.position = size();
    s.level = level();
    s.value = is_removal(lit) ? -1 : 1;
    trail_.push_back({lit, reason});
}

void LiteralTrail::record(VarId x, Reason reason) {
    const auto xi = static_cast<std::size_t>(x);
    Domain& recorded = recorded_[xi];
    const Domain& now = store_[x];
    const auto old_words = recorded.words();
    const auto new_words = now.words();
    for (std::size_t w = 0; w < old_words.size(); ++w) {
        Domain::Word gone = old_words[w] & ~new_words[w];
        if (gone == 0) continue;
        while (gone != 0) {
            const int i = static_cast<int>(w) * Domain::kWordBits + std::countr_zero(gone);
            gone &= gone - 1;
            const int atom = atoms_.atom(x, i);
            if (state(atom).value > 0) {  // x was fixed to i: a conflict, reported by clash(), undone by backjump
                if (clash_.removal < 0) clash_ = {differ_lit(atom), reason, size()};
                continue;
            }
            old_words[w] &= ~(Domain::Word{1} << (i % Domain::kWordBits));
            push(differ_lit(atom), reason);
        }
    }
    if (now.is_singleton()) {
        const int v = now.min();
        const int atom = atoms_.atom(x, v);
        phase_[xi] = v;
        if (state(atom).value == 0) push(equal_lit(atom), {.kind = Reason::Kind::OnlyValue});
    }
}

void LiteralTrail::decide(VarId x, int index) {
    store_.push_level();
    level_start_.push_back(size());
    assert_literal(equal_lit(atoms_.atom(x, index)), {.kind = Reason::Kind::Decision});
}

void LiteralTrail::assert_literal(Lit lit, Reason reason) {
    const int atom = atom_of(lit);
    const VarId x = atoms_.var(atom);
    const int index = atoms_.index(atom);
    if (is_removal(lit)) {
        store_.remove(x, index);
        record(x, reason);
        return;
    }
    push(lit, reason);
    store_.assign(x, index);
    record(x, {.kind = Reason::Kind::Channel, .a = lit});
}

void LiteralTrail::backjump(int target) {
    if (target >= level()) return;
    clash_.removal = -1;
    const int keep = level_start_[static_cast<std::size_t>(target)];
    while (level() > target) store_.pop_level();
    level_start_.resize(static_cast<std::size_t>(target));
    while (size() > keep) {
        const Lit lit = trail_.back().lit;
        const int atom = atom_of(lit);
        AtomState& s = state(atom);
        s.position = kUnknown;
        s.level = 0;
        s.value = 0;
        if (is_removal(lit)) recorded_[static_cast<std::size_t>(atoms_.var(atom))].insert(atoms_.index(atom));
        trail_.pop_back();
    }
}

void LiteralTrail::on_arc(int constraint, VarId source, VarId target, bool reversed) {
    record(target, {.kind = Reason::Kind::Arc, .a = constraint, .b = source, .c = reversed ? 1 : 0});
}

void LiteralTrail::on_propagator(int index, std::span<const VarId> changed) {
    const Reason reason{.kind = Reason::Kind::Propagator, .a = index, .b = size()};
    for (VarId x : changed) record(x, reason);
}

}  // namespace csp::learning
