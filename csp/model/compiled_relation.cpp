#include "csp/model/compiled_relation.hpp"

#include <algorithm>
#include <utility>

#include "csp/base/index.hpp"

namespace csp::detail {

namespace {

// Bound form, seen from one end with `value` there: the other end's compatible indices are
// first..last (a ≤ b + k from y's end, b ≥ a − k from x's end).
std::pair<int, int> bound_range(const CompiledRelation& r, bool reversed, int value) {
    const int other = reversed ? r.nx : r.ny;
    return reversed ? std::pair{0, CompiledRelation::partner(true, value, r.offset)}
                    : std::pair{CompiledRelation::partner(false, value, r.offset), other - 1};
}

}  // namespace

bool CompiledRelation::allows(bool reversed, int value, int other) const {
    const int diff = reversed ? other - value : value - other;
    switch (form) {
        case Form::Bitsets: return bitset_rows(reversed)[at(value)].contains(other);
        // K holds a few offsets (N-Queens: 3), a linear scan beats a binary search.
        case Form::Excluded: return std::find(excluded.begin(), excluded.end(), diff) == excluded.end();
        case Form::Shift: return diff == offset;
        case Form::Bound: return diff <= offset;
    }
    return false;
}

const Domain& CompiledRelation::compatible(bool reversed, int value, Domain& scratch) const {
    const int other = reversed ? nx : ny;
    switch (form) {
        case Form::Bitsets: return bitset_rows(reversed)[at(value)];
        case Form::Excluded:
            scratch = Domain::range(other);
            for (int k : excluded) scratch.remove(partner(reversed, value, k));  // remove() ignores out-of-range
            break;
        case Form::Shift: {
            scratch = Domain(other);
            const int p = partner(reversed, value, offset);
            if (p >= 0 && p < other) scratch.insert(p);
            break;
        }
        case Form::Bound: {
            scratch = Domain::range(other);
            const auto [first, last] = bound_range(*this, reversed, value);
            scratch.keep_range(first, last);
            break;
        }
    }
    return scratch;
}

int CompiledRelation::conflicts(bool reversed, int value, const Domain& others) const {
    switch (form) {
        case Form::Bitsets: return others.size() - others.intersection_size(bitset_rows(reversed)[at(value)]);
        case Form::Excluded: {
            int count = 0;
            for (int k : excluded) count += others.contains(partner(reversed, value, k)) ? 1 : 0;
            return count;
        }
        case Form::Shift: return others.size() - (others.contains(partner(reversed, value, offset)) ? 1 : 0);
        case Form::Bound: {
            Domain outside = others;
            const auto [first, last] = bound_range(*this, reversed, value);
            return outside.keep_range(first, last);
        }
    }
    return 0;
}

bool CompiledRelation::remove_unsupported(bool reversed, const Domain& source, Domain& target,
                                          std::uint64_t& checks) const {
    if (source.empty()) {
        const bool changed = !target.empty();
        target.clear();
        return changed;
    }
    if (form == Form::Shift) {
        // Target index i keeps a support iff its partner i ± k is in the source: a shifted AND.
        ++checks;
        const long long shift = reversed ? -static_cast<long long>(offset) : offset;
        bool changed = false;
        auto words = target.words();
        for (std::size_t w = 0; w < words.size(); ++w) {
            const Domain::Word next = words[w] & shifted_word(source, w, shift);
            changed |= next != words[w];
            words[w] = next;
        }
        return changed;
    }
    if (form == Form::Bound) {
        // The loosest source value supports the most: the smallest from x's end, the largest from y's.
        ++checks;
        const auto [first, last] = bound_range(*this, reversed, reversed ? source.max() : source.min());
        return target.keep_range(first, last) > 0;
    }
    // Excluded: a value of the other end that conflicts with every source value conflicts with the
    // smallest one: it is among that value's |K| partners. Each candidate is then tested against the rest.
    const int first = source.min();
    bool changed = false;
    for (int k : excluded) {
        const int candidate = partner(reversed, first, k);
        if (!target.contains(candidate)) continue;
        bool supported = false;
        for (int s : source) {
            ++checks;
            if (allows(reversed, s, candidate)) {
                supported = true;
                break;
            }
        }
        if (!supported) changed |= target.remove(candidate);
    }
    return changed;
}

CompiledRelation to_bitsets(const CompiledRelation& relation) {
    if (!relation.closed()) return relation;
    CompiledRelation bits;
    bits.description = relation.description;
    bits.nx = relation.nx;
    bits.ny = relation.ny;
    Domain scratch;
    for (int a = 0; a < relation.nx; ++a) bits.support.push_back(relation.compatible(false, a, scratch));
    finish_bitsets(bits);
    return bits;
}

void finish_bitsets(CompiledRelation& relation) {
    relation.form = CompiledRelation::Form::Bitsets;
    relation.excluded.clear();
    relation.offset = 0;
    relation.transposed.assign(at(relation.ny), Domain(relation.nx));
    int most = 0;
    for (int a = 0; a < relation.nx; ++a) {
        const Domain& row = relation.support[at(a)];
        most = std::max(most, relation.ny - row.size());
        for (int b : row) relation.transposed[at(b)].insert(a);
    }
    for (const Domain& row : relation.transposed) most = std::max(most, relation.nx - row.size());
    relation.max_conflicts = most;
}

}  // namespace csp::detail
