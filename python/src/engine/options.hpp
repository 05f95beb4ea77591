#pragma once
// Keyword options of csp.Solver (and the limits of the other searches) to the engine's structs. The
// names and values are the SolverOptions fields and the engine's name tables, as on the command line.
#include <pybind11/pybind11.h>

#include <cstdint>

#include "csp/base/search_limits.hpp"
#include "csp/search/solver.hpp"

namespace csp_python {

namespace py = pybind11;

struct SolverSettings {
    csp::SolverOptions options;        ///< without observer, on_solution and cancel (the Solver adds them)
    py::object observer = py::none();  ///< None, a callable or a csp.Recorder
    py::object on_solution = py::none();
};

/// Raises ValueError for an unknown option name (listing the valid ones) or value.
SolverSettings solver_settings(const py::kwargs& options);

/// restart_base (> 0) and restart_growth (in [1, 100], as the command line allows): ValueError otherwise.
/// csp.Solver and csp.sudoku.solve both read them here.
std::uint64_t restart_base_arg(py::handle value);
double restart_growth_arg(py::handle value);

/// node_limit (None or 0: none) and time_limit (seconds; None or 0: none) as engine limits.
csp::SearchLimits search_limits(const py::object& node_limit, const py::object& time_limit);

}  // namespace csp_python
