#pragma once
/// A binary relation compiled over value indices, the form every solver reads. Between runs of
/// consecutive values the built-in relations have a closed form in the index difference a − b and
/// need no table at all (N-Queens' n² arcs would otherwise need n² bits each):
///  - Excluded: a − b ∉ K, for ≠, x − y ≠ k and their conjunctions; a revise looks at |K| candidates;
///  - Shift: a − b = k, for = and x − y = k; a revise is a shifted AND, a word at a time;
///  - Bound: a − b ≤ k, for < and ≤; a revise keeps a range of indices.
/// Any other relation (and a mix of forms that has no closed form) is stored as support bitsets: for
/// each value of one side, the compatible values of the other.
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
    enum class Form { Bitsets, Excluded, Shift, Bound };
    Form form = Form::Bitsets;
    /// Bitset form: support[a] = the b compatible with a; transposed[b] = the a compatible with b.
    std::vector<Domain> support;
    std::vector<Domain> transposed;
    /// Excluded form: (a, b) is allowed iff a − b is not in `excluded` (sorted, distinct).
    std::vector<int> excluded;
    /// Shift form: allowed iff a − b = offset; Bound form: allowed iff a − b ≤ offset.
    int offset = 0;
    int nx = 0;  ///< number of values of x
    int ny = 0;  ///< number of values of y
    /// The most values of the other side that one value conflicts with, in either direction. While
    /// a domain has more values than this, every value across the arc keeps a support, so revising
    /// the arc is skipped (for ≠ this is 1: nothing happens until the domain is a single value).
    int max_conflicts = 0;
    std::string description;

    /// A closed form (no bitsets).
    bool closed() const { return form != Form::Bitsets; }
    /// Is (this end = value, other end = other) allowed?
    bool allows(bool reversed, int value, int other) const;
    /// The other end's values compatible with `value`: the stored row, or (closed forms) the row
    /// built in `scratch`. The result is valid until scratch changes.
    const Domain& compatible(bool reversed, int value, Domain& scratch) const;
    /// How many values of `others` (the other end's) conflict with `value`.
    int conflicts(bool reversed, int value, const Domain& others) const;
    /// Closed forms: removes from `target` (the other end's domain) the values that conflict with
    /// every value of `source` (this end's domain); returns whether target changed.
    bool remove_unsupported(bool reversed, const Domain& source, Domain& target, std::uint64_t& checks) const;
    /// The other end's index that `value` meets through the difference k (a − b = k). It may fall
    /// outside the other end's indices; then no value of the other end is at that difference.
    static int partner(bool reversed, int value, int k) { return reversed ? value + k : value - k; }
    /// Bitset form only: the support rows seen from this end.
    const std::vector<Domain>& bitset_rows(bool reversed) const { return reversed ? transposed : support; }
};

/// The bitset form of a closed-form relation (for intersecting it with a relation of another kind).
CompiledRelation to_bitsets(const CompiledRelation& relation);
/// Fills `transposed` and `max_conflicts` of a bitset relation from its `support`.
void finish_bitsets(CompiledRelation& relation);

}  // namespace csp::detail
