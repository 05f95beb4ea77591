#include "engine/bindings.hpp"

#include "csp/model/errors.hpp"
#include "engine/bind.hpp"

namespace csp_python {

void bind_engine(pybind11::module_& module) {
    py::register_exception<csp::ModelError>(module, "ModelError", PyExc_ValueError).attr("__doc__") =
        "A malformed model (the engine's csp::ModelError, with its message): an unknown variable, a "
        "name or value given twice, no values, a constraint of a variable with itself, a value "
        "a variable does not have. A ValueError.";
    ProblemClass problem = bind_problem(module);
    bind_relations(module, problem);
    bind_propagators(problem);
    bind_graph(problem);
    bind_observers(module);
    bind_results(module);
    bind_search_state(module);
    bind_solver(module);
    bind_checkpoint(module);
    bind_algorithms(module);
    bind_option_tables(module);
    bind_models(module);
}

}  // namespace csp_python
