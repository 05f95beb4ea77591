#pragma once
// The propagators behind add_group_reasoning. Both work on one-word domains over a shared value set.

#include <memory>
#include <span>
#include <vector>

#include "csp/kernel/propagation_context.hpp"
#include "csp/model/problem.hpp"

namespace csp::detail {

/// Pointing / box-line between two all-different groups sharing at least two variables.
std::shared_ptr<const Propagator> make_intersection_propagator(std::span<const VarId> a, std::span<const VarId> b);
/// Naked and hidden subsets of 2..max_subset within one all-different group.
std::shared_ptr<const Propagator> make_subset_propagator(const Problem& problem, std::span<const VarId> group,
                                                         int max_subset);

/// True when the labels in `values` are pairwise distinct (the check behind satisfied()).
bool all_distinct(std::span<const int> values);

}  // namespace csp::detail
