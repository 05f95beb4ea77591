#pragma once
/// Positive table constraints: the variables' values must form one of the listed tuples.
/// Generalised arc consistency by compact-table (Demeulenaere et al., CP 2016): a bitset of the
/// tuples still valid, kept per search and restored on backtracking, narrowed by the supports of
/// the values each call removes (or rebuilt from the values left, when fewer remain), then each
/// value is kept only if its support bitset meets the valid tuples (residues make that one AND).

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// Adds "(vars[0], …, vars[k-1]) is one of `tuples`": tuples flattened row by row, k values each,
/// as labels. A tuple naming a value outside a variable's values is never valid (not an error); a
/// variable may appear more than once (a tuple is then valid only if its repeated positions agree).
/// No tuple at all makes the problem unsatisfiable. Throws ModelError for no variables, an unknown
/// variable, or a tuple count that is not a multiple of k.
void add_table(Problem& problem, std::span<const VarId> vars, std::span<const int> tuples);

namespace detail {
/// The same constraint, computing the valid tuples from the domains at every call instead of
/// keeping them between calls: the alternative measured in bench/table_bench.cpp.
void add_table_from_scratch(Problem& problem, std::span<const VarId> vars, std::span<const int> tuples);
}  // namespace detail

}  // namespace csp
