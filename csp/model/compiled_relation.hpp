#pragma once
/// A binary relation compiled over value indices, the form every solver reads. Two forms:
///  - support bitsets, for any relation: for each value of one side, the compatible values of the other;
///  - the difference form a − b ∉ K, for ≠, x − y ≠ k and their conjunctions between runs of
///    consecutive values: no table at all (N-Queens' n² arcs would otherwise need n² bits each),
///    and a revise that looks at |K| candidates instead of whole rows.
/// Problem interns compiled relations, so one copy is shared between all arcs that have the same.

#include <cstdint>
#include <string>
#include <vector>

#include "csp/model/domain.hpp"

namespace csp::detail {

/// Immutable once built. Index a is a value index of the constraint's x, b one of its y. The
/// queries are seen from one end of an arc: `reversed` says that end is y, `value` is an index of
/// that end and `other` an index of the other end (as in Arc).
struct CompiledRelation {
    /// Bitset form: support[a] = the b compatible with a; transposed[b] = the a compatible with b.
    std::vector<Domain> support;
    std::vector<Domain> transposed;
    /// Difference form: (a, b) is allowed iff a − b is not in `excluded` (sorted, distinct).
    bool difference = false;
    std::vector<int> excluded;
    int nx = 0;  ///< number of values of x
    int ny = 0;  ///< number of values of y
    /// The most values of the other side that one value conflicts with, in either direction. While
    /// a domain has more values than this, every value across the arc keeps a support, so revising
    /// the arc is skipped (for ≠ this is 1: nothing happens until the domain is a single value).
    int max_conflicts = 0;
    std::string description;

    /// Is (this end = value, other end = other) allowed?
    bool allows(bool reversed, int value, int other) const;
    /// The other end's values compatible with `value`: the stored row, or (difference form) the
    /// row built in `scratch`. The result is valid until scratch changes.
    const Domain& compatible(bool reversed, int value, Domain& scratch) const;
    /// How many values of `others` (the other end's) conflict with `value`.
    int conflicts(bool reversed, int value, const Domain& others) const;
    /// Difference form: removes from `target` (the other end's domain) the values that conflict
    /// with every value of `source` (this end's domain); returns whether target changed.
    bool remove_unsupported(bool reversed, const Domain& source, Domain& target, std::uint64_t& checks) const;
    /// Difference form: the other end's index that `value` excludes through k ∈ K (a − b = k). It
    /// may fall outside the other end's indices; then k excludes nothing for this value.
    static int partner(bool reversed, int value, int k) { return reversed ? value + k : value - k; }
    /// Bitset form only: the support rows seen from this end.
    const std::vector<Domain>& bitset_rows(bool reversed) const { return reversed ? transposed : support; }
};

/// The bitset form of a difference relation (for intersecting it with a relation of another kind).
CompiledRelation to_bitsets(const CompiledRelation& relation);
/// Fills `transposed` and `max_conflicts` of a bitset relation from its `support`.
void finish_bitsets(CompiledRelation& relation);

}  // namespace csp::detail
