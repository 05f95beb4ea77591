// sudoku.model: the puzzle as a csp.Problem: the Sudoku library's own model (the one the csp backend
// solves) with the givens assigned, handed to Python as an ordinary csp.Problem.
#include <pybind11/stl.h>

#include <optional>
#include <string>

#include "csp/constraints/all_different/all_different.hpp"
#include "engine/py_problem.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/parts.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

std::shared_ptr<PyProblem> model(const sudoku::Grid& puzzle, const std::string& model,
                                 const std::optional<std::string>& strength) {
    const sudoku::Model kind = sudoku::model_from_string(model);  // ValueError naming binary, alldiff
    if (kind == sudoku::Model::Binary && strength)
        throw py::value_error("strength is for the alldiff model, not the binary one");
    const csp::AllDifferentStrength chosen = strength && *strength != "auto"
                                                 ? csp::all_different_strength_from_string(*strength)
                                                 : sudoku::default_strength(puzzle.box());
    csp::Problem problem = sudoku::model_for(puzzle.box(), kind, chosen);  // a copy of the shared model
    for (const auto& [cell, value] : sudoku::givens_of(puzzle)) problem.assign(cell, value);
    return PyProblem::from_engine(std::move(problem));
}

}  // namespace

void bind_model(py::module_& module) {
    module.def("model", &model, py::arg("grid"), py::arg("model") = "binary", py::arg("strength") = py::none(),
               "The puzzle as a csp.Problem, the CSP the csp backend solves: a variable per cell named 'r1c1' "
               "(rows and columns from 1) with values 1..N, the givens assigned, and the rules as 'binary' "
               "(a != constraint between every two cells sharing a unit: 810 for 9x9) or 'alldiff' (one "
               "all-different per row, column and box at `strength`: binary, value, hidden, bounds, domain; "
               "None or 'auto': the csp backend's choice by size). Solve it with csp.Solver; sudoku.solve is "
               "the fast way (it keeps one model per size and passes the givens as assumptions).");
}

}  // namespace csp_python::sudoku_parts
