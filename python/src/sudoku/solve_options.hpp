#pragma once
// The keyword arguments of sudoku.solve and sudoku.count as a sudoku::SolveOptions.
#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include "sudoku/backends/backend.hpp"

namespace csp_python::sudoku_parts {

/// The options of one call: the backend, the limits (seconds, nodes; None = none) and the engine's
/// options by keyword (the names of the sudoku tool's flags with '_' for '-': inference,
/// variable_order, value_order, seed, random_ties, restarts, restart_base, restart_growth, nogoods,
/// model, strength, reasoning, portfolio). ValueError for an unknown name or value, and for an option
/// the chosen backend does not read (as the tool refuses the flag).
sudoku::SolveOptions solve_options(const std::string& backend, std::optional<double> time_limit,
                                   std::optional<std::uint64_t> node_limit, const pybind11::kwargs& engine_options);

/// The names solve_options takes in engine_options, comma-separated (for the docstrings).
std::string engine_option_names();

}  // namespace csp_python::sudoku_parts
