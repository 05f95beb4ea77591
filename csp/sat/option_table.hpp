#pragma once
/// The table of SatOptions (csp/base/option_table.hpp): restarts, clause learning and reduction,
/// branching and the stable mode. The solver checks its options against these rows' ranges
/// (check_sat_options), and the Sudoku `sat` backend lifts them into its own table
/// (sudoku/backends/option_table.hpp), so the tool's flags and Python's keywords come from here.

#include <vector>

#include "csp/base/option_table.hpp"
#include "csp/sat/sat_solver.hpp"

namespace csp {

/// Every field of SatOptions, in the order of the struct.
const std::vector<OptionRow<SatOptions>>& sat_option_table();

/// Throws std::invalid_argument naming the first field of `options` outside its row's range.
void check_sat_options(const SatOptions& options);

/// The names of SatRestarts (glucose, luby, none).
std::string_view to_string(SatRestarts restarts);
SatRestarts sat_restarts_from_string(std::string_view name);
std::vector<std::string_view> sat_restarts_names();

}  // namespace csp
