// The constraint graph of a Problem: DOT text, its edges (for csp.Problem.graph(), networkx), its shape.
#include <pybind11/stl.h>

#include <sstream>
#include <vector>

#include "csp/model/constraint_graph.hpp"
#include "engine/bind.hpp"

namespace csp_python {

void bind_graph(ProblemClass& problem) {
    problem
        .def(
            "to_dot",
            [](const PyProblem& p) {
                std::ostringstream out;
                csp::ConstraintGraph(p.engine()).write_dot(out);
                return out.str();
            },
            "The constraint graph in Graphviz DOT: a vertex per variable, an edge per binary constraint labelled "
            "with its relation, each n-ary constraint a box joined to its variables.")
        .def(
            "edges",
            [](const PyProblem& p) {
                const csp::ConstraintGraph graph(p.engine());
                py::list out;
                for (csp::VarId x = 0; x < p.size(); ++x)
                    for (csp::VarId y : graph.neighbours(x))
                        if (x < y) out.append(py::make_tuple(p.name(x), p.name(y)));
                return out;
            },
            "The pairs of variable names that share a constraint (an n-ary constraint joins every pair of its "
            "variables).")
        .def(
            "is_forest", [](const PyProblem& p) { return csp::ConstraintGraph(p.engine()).is_forest(); },
            "True when the constraint graph has no cycle (a tree-structured CSP).")
        .def(
            "components",
            [](const PyProblem& p) {
                const auto c = csp::ConstraintGraph(p.engine()).components();
                std::vector<py::list> parts(static_cast<std::size_t>(c.count));
                for (csp::VarId x = 0; x < p.size(); ++x)
                    parts[static_cast<std::size_t>(c.of[static_cast<std::size_t>(x)])].append(p.name(x));
                return parts;
            },
            "The connected components (independent subproblems), each a list of variable names.");
}

}  // namespace csp_python
