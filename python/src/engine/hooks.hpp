#pragma once
// Python callables as the search's variable order, value order and inference (csp::SearchHooks):
// csp.Solver(p, variable_order=f, value_order=g, inference=h). Each call takes the GIL and gets a
// csp.SearchState, the node in the user's names and values, valid during that call only.
#include <pybind11/pybind11.h>

#include <memory>

#include "csp/search/search_hooks.hpp"
#include "engine/observers.hpp"
#include "engine/py_problem.hpp"

namespace csp_python {

/// The callables given for the three hookable keywords (None: the option's name was given instead).
struct PythonHooks {
    py::object variable_order = py::none();  ///< f(state) -> a variable (name) or None
    py::object value_order = py::none();     ///< f(state, var) -> its values in the order to try
    py::object inference = py::none();       ///< f(state, var, value) -> False on failure

    bool any() const { return !variable_order.is_none() || !value_order.is_none() || !inference.is_none(); }
};

/// Is `keyword` one a callable may be given for?
bool hookable(std::string_view keyword);

/// The engine's hooks calling `hooks`; a Python exception stops the search through `bridge`, which
/// raises it afterwards. `problem` and `bridge` must outlive the search.
csp::SearchHooks make_hooks(const PythonHooks& hooks, std::shared_ptr<const PyProblem> problem, Bridge& bridge);

void bind_search_state(py::module_& m);

}  // namespace csp_python
