#pragma once
// The keyword arguments of sudoku.solve and sudoku.count as a sudoku::SolveOptions, made from the
// table of sudoku/backends/option_table.hpp.
#include <pybind11/pybind11.h>

#include <string>

#include "sudoku/backends/backend.hpp"

namespace csp_python::sudoku_parts {

/// The options of one call: the backend, the limits (seconds, nodes; None = none) and the engine's
/// options by keyword (the rows of the table: the names of the sudoku tool's flags with '_' for
/// '-': model, alldiff_strength, inference, variable_order, …). ValueError for an unknown name or
/// value, and for an option the chosen backend does not read (as the tool refuses the flag);
/// TypeError for a value of the wrong type. Each names its keyword.
sudoku::SolveOptions solve_options(const std::string& backend, const pybind11::object& time_limit,
                                   const pybind11::object& node_limit, const pybind11::kwargs& engine_options);

/// The names solve_options takes in engine_options, comma-separated (for the docstrings).
std::string engine_option_names();

}  // namespace csp_python::sudoku_parts
