#pragma once
/// Reasoning over groups of variables that are each all-different, beyond what one all-different
/// constraint sees: the deductions human Sudoku solvers name (Crook 2009; the `rules` backend), as
/// engine propagators any model can add next to its all-different constraints.
///  - naked subset: k variables of a group whose values together are k values: the others lose them;
///  - hidden subset: k values confined to k variables of a group: those variables lose other values;
///  - intersection ("pointing" and "box-line"): when a value that group A must take can only go to
///    variables A shares with group B, the rest of B loses it.
/// A group "must take" a value when its variables have exactly as many values as there are variables
/// (then every value is used), as in a Sudoku unit; this is checked while propagating.

#include <span>
#include <string_view>
#include <vector>

#include "csp/model/problem.hpp"

namespace csp {

enum class GroupReasoning {
    None,           ///< nothing beyond the all-different constraints
    Intersections,  ///< pointing / box-line between every two groups sharing two or more variables
    Subsets,        ///< naked and hidden subsets within each group
    Full,           ///< both
};

std::string_view to_string(GroupReasoning level);
/// Accepts the names printed by to_string ("none", "pointing", "subsets", "full").
GroupReasoning group_reasoning_from_string(std::string_view name);
std::vector<std::string_view> group_reasoning_names();

/// The largest subsets looked for by default (pairs, triples and quads, like the rules backend).
inline constexpr int kDefaultMaxSubset = 4;

/// Adds the propagators of `level` over `groups`, each a set of distinct variables that the model
/// already constrains to be all different (this adds reasoning, not the constraint itself). All the
/// variables must share one value set of at most 64 values (the reasoning is bit-parallel), else
/// ModelError. Subsets of 2..max_subset variables (values) are looked for.
void add_group_reasoning(Problem& problem, std::span<const std::vector<VarId>> groups, GroupReasoning level,
                         int max_subset = kDefaultMaxSubset);

}  // namespace csp
