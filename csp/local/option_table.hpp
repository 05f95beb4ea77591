#pragma once
/// The table of MinConflictsOptions (csp/base/option_table.hpp): max_steps, seed, random_walk and
/// the limits. Python's min_conflicts keywords and the web's min-conflicts options are made from it.

#include <vector>

#include "csp/base/option_table.hpp"
#include "csp/local/min_conflicts.hpp"

namespace csp {

const std::vector<OptionRow<MinConflictsOptions>>& min_conflicts_option_table();

}  // namespace csp
