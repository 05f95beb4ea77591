#include "sudoku/stats_object.hpp"

#include <chrono>

namespace py = pybind11;

namespace csp_python::sudoku_parts {

py::object stats_object(const csp::Stats& stats) {
    py::dict d;
    d["nodes"] = stats.nodes;
    d["backtracks"] = stats.backtracks;
    d["revisions"] = stats.revisions;
    d["checks"] = stats.checks;
    d["prunings"] = stats.prunings;
    d["wipeouts"] = stats.wipeouts;
    d["propagator_calls"] = stats.propagator_calls;
    d["solutions"] = stats.solutions;
    d["restarts"] = stats.restarts;
    d["nogoods"] = stats.nogoods;
    d["max_depth"] = stats.max_depth;
    d["time"] = std::chrono::duration<double>(stats.time).count();
    return d;
}

}  // namespace csp_python::sudoku_parts
