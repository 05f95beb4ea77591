#pragma once
/// count: the number of xs equal to `value` is `count` (FlatZinc's count_eq; a constant value is a
/// variable with one value).
///
/// Strength: with `value` fixed, domain consistent (count keeps the numbers between the xs fixed
/// to it and the xs that may take it; the xs lose or are fixed to it when count leaves no other
/// choice). With `value` open, count is bounded by the xs that share a value with it, and value
/// keeps the values whose count range meets D(count) (when |D(value)|·|xs| is small).

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// count = |{i : xs[i] = value}|.
void add_count(Problem& problem, std::span<const VarId> xs, VarId value, VarId count);

/// counts[k] = |{i : xs[i] = values[k]}| for every k, the values distinct constants: the counts of
/// one array as one propagator (magicseq's count(x, i, x[i]) for every i; a global cardinality),
/// at the strength of add_count with each value fixed. It is woken once per change rather than
/// once per count, and reads only the changes since its last call (count_group.cpp).
void add_counts(Problem& problem, std::span<const VarId> xs, std::span<const int> values,
                std::span<const VarId> counts);

}  // namespace csp
