#pragma once
/// Helpers for Propagator::explain: marking the values of a scope variable whose absence (or whose
/// being the one value left) is part of a removal's reason, as the query's domains show them.

#include <algorithm>
#include <span>

#include "csp/model/propagator.hpp"

namespace csp::explain {

/// Marks the indices first..last (none when first > last) of a capacity-sized Domain, word by word:
/// a bound's reason covers most of a large domain.
inline void mark_range(Domain& marks, int first, int last) {
    const auto words = marks.words();
    for (int w = first / Domain::kWordBits; first <= last; ++w) {
        const int from = first % Domain::kWordBits;
        const int to = std::min(last - w * Domain::kWordBits, Domain::kWordBits - 1);
        const Domain::Word high = to == Domain::kWordBits - 1 ? ~Domain::Word{0} : (Domain::Word{2} << to) - 1;
        words[static_cast<std::size_t>(w)] |= high & (~Domain::Word{0} << from);
        first = (w + 1) * Domain::kWordBits;
    }
}

/// The values below D(slot)'s least one (all missing): the reason for "x_slot ≥ its minimum".
inline void mark_below_min(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot) {
    mark_range(relevant[slot], 0, q.domains[slot].min() - 1);
}

/// The values above D(slot)'s greatest one (all missing): the reason for "x_slot ≤ its maximum".
inline void mark_above_max(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot) {
    const Domain& d = q.domains[slot];
    mark_range(relevant[slot], d.max() + 1, d.capacity() - 1);
}

/// The one value of D(slot): [x_slot = w]. False when D(slot) has more than one.
inline bool mark_fixed(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot) {
    const Domain& d = q.domains[slot];
    if (!d.is_singleton()) return false;
    relevant[slot].insert(d.min());
    return true;
}

/// Every value of x_slot whose label satisfies `wanted`, each of which must be missing; false
/// (and nothing reliable marked) when one is still in D(slot).
template <class Wanted>
bool mark_missing(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot, Wanted&& wanted) {
    const Domain& d = q.domains[slot];
    const auto labels = q.labels[slot];
    for (int i = 0; i < d.capacity(); ++i)
        if (wanted(static_cast<long long>(labels[static_cast<std::size_t>(i)]))) {
            if (d.contains(i)) return false;
            relevant[slot].insert(i);
        }
    return true;
}

/// For a bound query on x_slot: the value nearest beyond the bound still in D(slot) (the one a
/// monotone reason is about; every value further out fails as it does), or -1. The values missing
/// between the bound and it are marked: they are part of the bound's reason, except those the
/// reason rules out by itself (`ruled_out(index)`, true from some value on outwards): naming those
/// holes too would put literals of other levels in the clause for nothing.
template <class RuledOut>
int probe_beyond_bound(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot, RuledOut&& ruled_out) {
    const Domain& d = q.domains[slot];
    const bool up = q.kind == ExplainQuery::Kind::AtMost;
    int probe = up ? q.index + 1 : q.index - 1;
    while (probe >= 0 && probe < d.capacity() && !d.contains(probe)) probe += up ? 1 : -1;
    if (probe < 0 || probe >= d.capacity()) return -1;
    for (int k = std::min(q.index, probe) + 1; k < std::max(q.index, probe); ++k)
        if (!ruled_out(k)) relevant[slot].insert(k);
    return probe;
}
inline int probe_beyond_bound(const ExplainQuery& q, std::span<Domain> relevant, std::size_t slot) {
    return probe_beyond_bound(q, relevant, slot, [](int) { return false; });
}

}  // namespace csp::explain
