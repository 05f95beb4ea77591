#include "csp/learning/literal_trail.hpp"

#include <algorithm>

namespace csp::learning {

LiteralTrail::LiteralTrail(const Problem& problem, detail::DomainStore& store)
    : problem_(problem),
      store_(store),
      atoms_(store.all()),
      states_(static_cast<std::size_t>(atoms_.count())),
      values_(static_cast<std::size_t>(atoms_.count()), 0),
      recorded_(store.all()),
      root_(store.all()),
      removed_(static_cast<std::size_t>(store.size())),
      phase_(static_cast<std::size_t>(store.size()), -1),
      seen_(static_cast<std::size_t>(store.size()), 0) {
    // Each atom is on the trail at most once, so this bounds its size: reserved (address space, paged
    // in as written) rather than grown, whose copies faulted in twice the pages on wide domains.
    trail_.reserve(static_cast<std::size_t>(atoms_.count()));
    for (VarId x = 0; x < store.size(); ++x) {
        const Domain& d = store[x];
        for (int i = 0; i < d.capacity(); ++i)
            if (!d.contains(i)) set_root(atoms_.atom(x, i), -1);
        if (d.empty()) continue;  // no bound holds: the search fails at once
        for (int i = 0; i < d.capacity(); ++i)
            if (i < d.min() || i >= d.max()) set_root(atoms_.bound(x, i), i < d.min() ? -1 : 1);
        if (d.is_singleton()) {
            set_root(atoms_.atom(x, d.min()), 1);
            phase_[static_cast<std::size_t>(x)] = d.min();
        }
    }
}

void LiteralTrail::push(Lit lit, Reason reason) {
    const int atom = atom_of(lit);
    if (level() == 0 && is_removal(lit) && !atoms_.is_bound(atom))  // a fact from now on, as the root's are
        root_[static_cast<std::size_t>(atoms_.var(atom))].remove(atoms_.index(atom));
    append(lit, reason, level());
}

void LiteralTrail::record(VarId x, Reason reason) {
    const auto xi = static_cast<std::size_t>(x);
    Domain& recorded = recorded_[xi];
    const Domain& now = store_[x];
    // A propagator's new bounds first: the values beyond them are then consequences of one literal,
    // so analysis asks the propagator once per bound, not once per value.
    const bool nonempty = !now.empty();
    const int lo = nonempty ? now.min() : 0, hi = nonempty ? now.max() : 0;
    // [x = v] implies every bound it makes; an asserted bound only the weaker ones, pushed already.
    Reason upper{.kind = Reason::Kind::Bound}, lower{.kind = Reason::Kind::Bound};
    if (reason.kind == Reason::Kind::Channel && !atoms_.is_bound(atom_of(reason.a))) upper = lower = reason;
    if (reason.kind == Reason::Kind::Propagator && nonempty) {
        if (atom_value(atoms_.bound(x, hi)) == 0) {
            push(at_most_lit(atoms_.bound(x, hi)), reason);
            upper = {.kind = Reason::Kind::Channel, .a = at_most_lit(atoms_.bound(x, hi))};
        }
        if (lo > 0 && atom_value(atoms_.bound(x, lo - 1)) == 0) {
            push(above_lit(atoms_.bound(x, lo - 1)), reason);
            lower = {.kind = Reason::Kind::Channel, .a = above_lit(atoms_.bound(x, lo - 1))};
        }
    }
    // The removals: the atoms' base, the level and the lists read once (push() would reload them
    // after each call); a removal at the root becomes a root fact, as push() would make it.
    const auto old_words = recorded.words();
    const auto new_words = now.words();
    const int base = atoms_.atom(x, 0);
    const int at_level = level();
    std::vector<int>& removed = removed_[xi];
    const bool by_upper = nonempty && upper.kind == Reason::Kind::Channel;
    const bool by_lower = nonempty && lower.kind == Reason::Kind::Channel;
    for (std::size_t w = 0; w < old_words.size(); ++w) {
        Domain::Word gone = old_words[w] & ~new_words[w];
        while (gone != 0) {
            const int i = static_cast<int>(w) * Domain::kWordBits + std::countr_zero(gone);
            gone &= gone - 1;
            const int atom = base + i;
            const Reason why = by_upper && i > hi ? upper : by_lower && i < lo ? lower : reason;
            if (atom_value(atom) > 0) {  // x was fixed to i: a conflict, reported by clash(), undone by backjump
                if (clash_.removal < 0) clash_ = {differ_lit(atom), why, size()};
                continue;
            }
            old_words[w] &= ~(Domain::Word{1} << (i % Domain::kWordBits));
            if (at_level > 0) removed.push_back(size());
            else root_[xi].remove(i);
            append(differ_lit(atom), why, at_level);
        }
    }
    if (!nonempty) return;  // a wipe-out: its conflict is the removals, no bound follows
    push_bounds(x, lo, hi, upper, lower);
    if (now.is_singleton()) {
        const int atom = atoms_.atom(x, lo);
        phase_[xi] = lo;
        if (atom_value(atom) == 0) push(equal_lit(atom), {.kind = Reason::Kind::OnlyValue});
    }
}

void LiteralTrail::push_bounds(VarId x, int lo, int hi, Reason upper, Reason lower) {
    // From the outermost bound inwards, so that each Bound reason's neighbour is already there. The
    // bound atoms still unknown run from the new bound to the last one that held (x ≤ hi may be
    // there already, a propagator's).
    const int capacity = atoms_.capacity(x);
    const int base = atoms_.bound(x, 0);
    const int at_level = level();
    int top = hi + 1;
    while (top < capacity - 1 && atom_value(base + top) == 0) ++top;
    for (int k = top - 1; k >= hi; --k)
        if (atom_value(base + k) == 0) append(at_most_lit(base + k), upper, at_level);
    int bottom = std::max(lo - 2, -1);
    while (bottom >= 0 && atom_value(base + bottom) == 0) --bottom;
    for (int k = bottom + 1; k < lo; ++k)
        if (atom_value(base + k) == 0) append(above_lit(base + k), lower, at_level);
}

void LiteralTrail::decide(Lit lit) {
    store_.push_level();
    level_start_.push_back(size());
    assert_literal(lit, {.kind = Reason::Kind::Decision});
}

void LiteralTrail::assert_literal(Lit lit, Reason reason) {
    const int atom = atom_of(lit);
    const VarId x = atoms_.var(atom);
    const int index = atoms_.index(atom);
    if (atoms_.is_bound(atom)) {  // the bound, the weaker bounds it implies, then the values it cuts off
        push(lit, reason);
        const Reason channel{.kind = Reason::Kind::Channel, .a = lit};
        const int capacity = atoms_.capacity(x);
        if (is_removal(lit)) {
            for (int k = index - 1; k >= 0 && atom_value(atoms_.bound(x, k)) == 0; --k)
                push(above_lit(atoms_.bound(x, k)), channel);
            store_.keep_range(x, index + 1, capacity - 1);
        } else {
            for (int k = index + 1; k < capacity && atom_value(atoms_.bound(x, k)) == 0; ++k)
                push(at_most_lit(atoms_.bound(x, k)), channel);
            store_.keep_range(x, 0, index);
        }
        record(x, channel);
        return;
    }
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
    if (explained_.size() > static_cast<std::size_t>(keep)) explained_.resize(static_cast<std::size_t>(keep));
    if (target == 0) {  // only root facts are left, and they are never explained
        explained_.clear();
        explanations_.clear();
    }
    for (int p = size(); p-- > keep;) {
        const Lit lit = trail_[static_cast<std::size_t>(p)].lit;
        const int atom = atom_of(lit);
        AtomState& s = state(atom);
        s.position = kUnknown;
        s.level = 0;
        values_[static_cast<std::size_t>(atom)] = 0;
        if (!is_removal(lit)) continue;
        const VarId x = atoms_.var(atom);
        const int index = atom - atoms_.atom(x, 0);
        if (index >= atoms_.capacity(x)) continue;  // a bound
        recorded_[static_cast<std::size_t>(x)].insert(index);
        removed_[static_cast<std::size_t>(x)].pop_back();  // above the root: the trail is cut above level 0 only
    }
    trail_.resize(static_cast<std::size_t>(keep));
}

void LiteralTrail::on_arc(int constraint, VarId source, VarId target, bool reversed) {
    record(
        target,
        {.kind = Reason::Kind::Arc, .c = reversed ? std::uint8_t{1} : std::uint8_t{0}, .a = constraint, .b = source});
}

void LiteralTrail::begin_propagator(int index) {
    running_ = {.kind = Reason::Kind::Propagator, .a = index, .b = size()};
}

void LiteralTrail::on_narrowed(VarId x) { record(x, running_); }

}  // namespace csp::learning
