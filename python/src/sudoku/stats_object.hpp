#pragma once
// A search's csp::Stats as the Python object sudoku results hold.
#include <pybind11/pybind11.h>

#include "csp/base/stats.hpp"

namespace csp_python::sudoku_parts {

pybind11::object stats_object(const csp::Stats& stats);

}  // namespace csp_python::sudoku_parts
