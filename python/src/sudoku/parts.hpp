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

}  // namespace csp_python::sudoku_parts
