#pragma once
// csp.Result and csp.Stats: what every search returns, with solutions as {name: value} dicts.
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "engine/py_problem.hpp"

namespace csp_python {

struct PyResult {
    std::string status;
    py::list solutions;
    std::uint64_t solution_count = 0;
    bool complete = false;
    csp::Stats stats;
};

/// csp.BacktrackingResult's extra: what conflict-directed backjumping saved.
struct PyBackjumpingResult : PyResult {
    std::uint64_t backjumps = 0;
    std::uint64_t levels_skipped = 0;
};

PyResult to_python(const PyProblem& p, const csp::Result& r);

}  // namespace csp_python
