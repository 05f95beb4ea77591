// sudoku.model: the puzzle as a csp.Problem, the CSP the csp backend solves, built through the
// engine's Python API (so it is an ordinary csp.Problem, with every method the engine binds).
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/parts.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

py::object model(const sudoku::Grid& puzzle, const std::string& model, const std::optional<std::string>& strength) {
    const sudoku::Model kind = sudoku::model_from_string(model);  // ValueError naming binary, alldiff
    if (kind == sudoku::Model::Binary && strength)
        throw py::value_error("strength is for the alldiff model, not the binary one");
    const sudoku::Geometry& geometry = puzzle.geometry();
    const int side = puzzle.side();
    std::vector<py::str> names;
    for (int cell = 0; cell < puzzle.cells(); ++cell) names.emplace_back(sudoku::cell_name(cell, side));

    py::object problem = py::module_::import("csp").attr("Problem")();
    const py::object values = py::module_::import("builtins").attr("range")(1, side + 1);
    for (const py::str& name : names) problem.attr("add_variable")(name, values);
    if (kind == sudoku::Model::Binary) {
        const py::str different("!=");
        for (int cell = 0; cell < puzzle.cells(); ++cell)
            for (int peer : geometry.peers(cell))
                if (peer > cell) problem.attr("add_constraint")(names[cell], names[peer], different);
    } else {
        const std::string chosen = strength && *strength != "auto"
                                       ? *strength
                                       : std::string(csp::to_string(sudoku::default_strength(puzzle.box())));
        for (int u = 0; u < geometry.num_units(); ++u) {
            py::list unit;
            for (int cell : geometry.unit(u)) unit.append(names[cell]);
            problem.attr("add_all_different")(unit, py::arg("strength") = chosen);
        }
    }
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (puzzle[cell] != 0) problem.attr("assign")(names[cell], puzzle[cell]);
    return problem;
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
