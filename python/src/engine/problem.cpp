// csp.Problem and csp.Variable: variables with any hashable names and values, unary constraints and
// the independent check of a solution.
#include <pybind11/stl.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "csp/model/errors.hpp"
#include "csp/search/solver.hpp"
#include "engine/bind.hpp"

namespace csp_python {

namespace {

/// x's values for which `keep(value)` holds, as the engine's values; evaluated before anything changes.
std::vector<int> kept(const PyProblem& p, csp::VarId x, const py::function& keep) {
    std::vector<int> values;
    const py::list all = p.values(x);
    for (std::size_t i = 0; i < all.size(); ++i)
        if (py::bool_(keep(all[i])).cast<bool>()) values.push_back(p.to_engine(x, all[i], "restrict"));
    return values;
}

/// x's values left by the unary constraints, as the user's values.
py::list domain_of(const PyProblem& p, csp::VarId x) {
    py::list out;
    const csp::Domain& d = p.engine().domain(x);
    const auto labels = p.engine().labels(x);
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (d.contains(static_cast<int>(i))) out.append(p.to_python(x, labels[i]));
    return out;
}

std::string check(const PyProblem& p, const py::dict& solution) {
    csp::Assignment assignment;
    for (csp::VarId x = 0; x < p.size(); ++x) {
        if (!solution.contains(p.name(x))) return "no value for " + py::repr(p.name(x)).cast<std::string>();
        const py::object value = solution[p.name(x)];
        try {
            assignment.push_back(p.to_engine(x, value, "check"));
        } catch (const csp::ModelError& e) {
            return e.what();
        }
    }
    return csp::violation(p.engine(), assignment);
}

}  // namespace

ProblemClass bind_problem(py::module_& m) {
    py::class_<Variable>(m, "Variable", "A variable of a Problem: its number (.id) and its name (.name).")
        .def_readonly("id", &Variable::id, "Its number: 0, 1, ... in the order the variables were added.")
        .def_readonly("name", &Variable::name, "The name given to Problem.add_variable.")
        .def("__repr__", [](const Variable& v) { return "csp.Variable(" + py::repr(v.name).cast<std::string>() + ")"; })
        .def(
            "__eq__", [](const Variable& a, const Variable& b) { return a.id == b.id && a.name.equal(b.name); },
            py::is_operator())
        .def("__hash__", [](const Variable& v) { return py::hash(v.name); });

    ProblemClass problem(m, "Problem",
                         "A constraint satisfaction problem: variables with values, and constraints between them.");
    problem.def(py::init<>(), "An empty problem.")
        .def(
            "add_variable",
            [](PyProblem& p, const py::object& name, const py::iterable& values) {
                return p.variable(p.add_variable(name, values));
            },
            py::arg("name"), py::arg("values"),
            "Adds a variable named `name` (any hashable: a str, a tuple (r, c), ...) with `values` (an iterable "
            "of distinct values: integers stay integers, anything else is a label). Raises ModelError for a "
            "name already used, a value given twice or no values.")
        .def(
            "add_variables",
            [](PyProblem& p, const py::iterable& names, const py::iterable& values) {
                const py::list vs(values);
                std::vector<Variable> added;
                for (py::handle name : names)
                    added.push_back(p.variable(p.add_variable(py::reinterpret_borrow<py::object>(name), vs)));
                return added;
            },
            py::arg("names"), py::arg("values"), "Adds a variable for each name, all with the same values.")
        .def_property_readonly(
            "variables",
            [](const PyProblem& p) {
                std::vector<Variable> vs;
                for (csp::VarId x = 0; x < p.size(); ++x) vs.push_back(p.variable(x));
                return vs;
            },
            "Every variable, in the order added.")
        .def(
            "variable", [](const PyProblem& p, py::handle name) { return p.variable(p.var(name, "variable")); },
            py::arg("name"), "The variable named `name`; ModelError when there is none.")
        .def("__len__", &PyProblem::size, "The number of variables.")
        .def(
            "values", [](const PyProblem& p, py::handle x) { return p.values(p.var(x, "values")); }, py::arg("x"),
            "Every value x was given (integers increasing, labels as given), unary constraints ignored.")
        .def(
            "domain", [](const PyProblem& p, py::handle xv) { return domain_of(p, p.var(xv, "domain")); }, py::arg("x"),
            "x's values left by the unary constraints (restrict, assign, remove_value).")
        .def(
            "restrict",
            [](PyProblem& p, py::handle xv, const py::function& keep) {
                const csp::VarId x = p.var(xv, "restrict");
                const std::vector<int> values = kept(p, x, keep);
                p.modify().restrict(
                    x, [&values](int v) { return std::find(values.begin(), values.end(), v) != values.end(); });
            },
            py::arg("x"), py::arg("keep"),
            "Keeps only the values v of x with keep(v) true (called once per value, now). An exception of "
            "keep propagates and x is unchanged.")
        .def(
            "assign",
            [](PyProblem& p, py::handle xv, py::handle value) {
                const csp::VarId x = p.var(xv, "assign");
                const int v = p.to_engine(x, value, "assign");
                const std::optional<int> index = p.engine().index_of(x, v);
                if (index && !p.engine().domain(x).contains(*index))  // assign("WA", "green") after "red"
                    throw csp::ModelError("assign: " + py::repr(value).cast<std::string>() + " was removed from " +
                                          py::repr(p.name(x)).cast<std::string>() + "'s domain " +
                                          py::repr(domain_of(p, x)).cast<std::string>() +
                                          " (by assign, restrict or remove_value); assigning it would leave no "
                                          "value. Build a new Problem to change an assignment.");
                p.modify().assign(x, v);
            },
            py::arg("x"), py::arg("value"),
            "Fixes x to `value` (ModelError when it is not one of x's values, or when restrict, remove_value or "
            "an earlier assign removed it: an assignment is not undone).")
        .def(
            "remove_value",
            [](PyProblem& p, py::handle xv, py::handle value) {
                const csp::VarId x = p.var(xv, "remove_value");
                p.modify().remove_value(x, p.to_engine(x, value, "remove_value"));
            },
            py::arg("x"), py::arg("value"), "Removes `value` from x's domain.")
        .def("check", &check, py::arg("solution"),
             "Checks {name: value} against every domain and constraint, independently of the solvers: what is "
             "wrong, or '' (empty, so false) when it is a solution; is_solution() gives True or False.")
        .def("copy", &PyProblem::copy,
             "An independent copy (variables, domains, constraints): change it, or assign in it, without "
             "changing this one.")
        .def("__copy__", &PyProblem::copy)
        .def("__repr__", [](const PyProblem& p) {
            return "<csp.Problem: " + std::to_string(p.size()) + " variables, " +
                   std::to_string(p.engine().constraints().size()) + " binary constraints, " +
                   std::to_string(p.engine().propagators().size()) + " n-ary constraints>";
        });
    return problem;
}

}  // namespace csp_python
