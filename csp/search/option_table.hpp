#pragma once
/// The tables of the search options (csp/base/option_table.hpp): SearchLimits and SolverOptions.
/// Every front end makes its flags, keywords and help from these rows; a new option of the search
/// is one row here.

#include <vector>

#include "csp/base/option_table.hpp"
#include "csp/base/search_limits.hpp"
#include "csp/search/solver.hpp"

namespace csp {

/// node_limit and time_limit.
const std::vector<OptionRow<SearchLimits>>& search_limit_table();

/// The strategy (inference, variable_order, value_order, seed), the restarts (random_ties, restarts,
/// restart_base, restart_growth, nogoods), propagate_refutations, max_solutions, keep_solutions and
/// the limits. Not in it: the observer, on_solution, search groups, objective and auxiliary
/// variables, which a program sets in code.
const std::vector<OptionRow<SolverOptions>>& solver_option_table();

}  // namespace csp
