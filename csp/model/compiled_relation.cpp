#include "csp/model/compiled_relation.hpp"

#include <algorithm>

#include "csp/base/index.hpp"

namespace csp::detail {

bool CompiledRelation::allows(bool reversed, int value, int other) const {
    if (!difference) return bitset_rows(reversed)[at(value)].contains(other);
    const int diff = reversed ? other - value : value - other;
    // K holds a few offsets (N-Queens: 3), a linear scan beats a binary search.
    return std::find(excluded.begin(), excluded.end(), diff) == excluded.end();
}

const Domain& CompiledRelation::compatible(bool reversed, int value, Domain& scratch) const {
    if (!difference) return bitset_rows(reversed)[at(value)];
    scratch = Domain::range(reversed ? nx : ny);
    for (int k : excluded) scratch.remove(partner(reversed, value, k));  // remove() ignores out-of-range
    return scratch;
}

int CompiledRelation::conflicts(bool reversed, int value, const Domain& others) const {
    if (!difference) return others.size() - others.intersection_size(bitset_rows(reversed)[at(value)]);
    int count = 0;
    for (int k : excluded) count += others.contains(partner(reversed, value, k)) ? 1 : 0;
    return count;
}

bool CompiledRelation::remove_unsupported(bool reversed, const Domain& source, Domain& target,
                                          std::uint64_t& checks) const {
    if (source.empty()) {
        const bool changed = !target.empty();
        target.clear();
        return changed;
    }
    // A value of the other end that conflicts with every source value conflicts with the smallest
    // one: it is among that value's |K| partners. Each candidate is then tested against the rest.
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
    if (!relation.difference) return relation;
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
    relation.difference = false;
    relation.excluded.clear();
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
