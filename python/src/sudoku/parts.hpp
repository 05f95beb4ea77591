#pragma once
// The pieces of csp._core.sudoku, one file each; bind_sudoku (bindings.cpp) calls them in this order,
// since later pieces take and return the types the earlier ones register.
#include <pybind11/pybind11.h>

namespace csp_python::sudoku_parts {

void bind_grid(pybind11::module_& module);      // grid.cpp: Grid, ParseError, parse, parse_all, read
void bind_solve(pybind11::module_& module);     // solve.cpp: Solution, solve, count, check, backends
void bind_generate(pybind11::module_& module);  // generate.cpp: generate
void bind_hints(pybind11::module_& module);     // hints.cpp: Step, Rating, Path, hint, grade, explain
void bind_model(pybind11::module_& module);     // model.cpp: model

/// A ValueError subclass csp.sudoku.NAME with `doc` and the class attributes `fields` (the defaults
/// of what an instance carries), set on `module`; kept for the life of the process, like the module.
pybind11::handle value_error_type(pybind11::module_& module, const char* name, const char* doc, pybind11::dict fields);

}  // namespace csp_python::sudoku_parts
