#pragma once
// The parts of the engine's bindings, one file each; bind_engine (bindings.cpp) calls them in order.
#include <pybind11/pybind11.h>

#include <memory>

#include "engine/py_problem.hpp"

namespace csp_python {

using ProblemClass = py::class_<PyProblem, std::shared_ptr<PyProblem>>;

ProblemClass bind_problem(py::module_& m);                   // problem.cpp: Problem, Variable, values
void bind_relations(py::module_& m, ProblemClass& problem);  // relations.cpp: add_constraint, Relation
void bind_propagators(ProblemClass& problem);                // propagators.cpp: add_all_different, …
void bind_graph(ProblemClass& problem);                      // graph.cpp: to_dot, edges, is_forest
void bind_observers(py::module_& m);                         // observers.cpp: Event, Recorder
void bind_results(py::module_& m);                           // result.cpp: Result, Stats
void bind_search_state(py::module_& m);                      // hooks.cpp: SearchState for callable orders
void bind_solver(py::module_& m);                            // solver.cpp: Solver, solve, count_solutions
void bind_checkpoint(py::module_& m);                        // checkpoint.cpp: _Checkpoint (csp.distributed)
void bind_algorithms(py::module_& m);                        // algorithms.cpp: ac3, min-conflicts, …
void bind_option_tables(py::module_& m);                     // options.cpp: _option_tables
void bind_models(py::module_& m);                            // models.cpp: the example models' data

}  // namespace csp_python
