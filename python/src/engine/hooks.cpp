#include "engine/hooks.hpp"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/bind.hpp"

namespace csp_python {

namespace {

/// csp.SearchState: a node of the search as a callable sees it. It points into the running search,
/// so it is cut loose (view = null) when the call returns.
class SearchState {
public:
    SearchState(csp::SearchView& view, std::shared_ptr<const PyProblem> problem, csp::VarId cause)
        : view_(&view), problem_(std::move(problem)), cause_(cause) {}
    void release() { view_ = nullptr; }

    py::list unassigned() const {
        py::list out;
        for (csp::VarId x = 0; x < problem_->size(); ++x)
            if (live().undecided(x)) out.append(problem_->name(x));
        return out;
    }
    py::dict assignment() const {
        py::dict out;
        for (csp::VarId x = 0; x < problem_->size(); ++x)
            if (live().assigned(x)) out[problem_->name(x)] = value_of(x, live().domain(x).min());
        return out;
    }
    bool is_assigned(py::handle x) const { return live().assigned(var(x, "SearchState.is_assigned")); }
    py::list domain(py::handle xv) const {
        const csp::VarId x = var(xv, "SearchState.domain");
        py::list out;
        for (int v : live().domain(x)) out.append(value_of(x, v));
        return out;
    }
    py::list legal_values(py::handle xv) const {
        const csp::VarId x = var(xv, "SearchState.legal_values");
        py::list out;
        for (int v : live().domain(x))
            if (live().legal(x, v)) out.append(value_of(x, v));
        return out;
    }
    py::list neighbors(py::handle xv) const {
        const csp::VarId x = var(xv, "SearchState.neighbors");
        py::list out;
        for (const csp::Arc& arc : problem_->engine().arcs(x)) {
            const py::object name = problem_->name(arc.other);
            if (!out.contains(name)) out.append(name);
        }
        return out;
    }
    bool allows(py::handle xv, py::handle a, py::handle yv, py::handle b) const {
        const csp::VarId x = var(xv, "SearchState.allows"), y = var(yv, "SearchState.allows");
        return live().allows(x, index_of(x, a, "SearchState.allows"), y, index_of(y, b, "SearchState.allows"));
    }
    bool remove(py::handle yv, py::handle value) const {
        if (cause_ < 0)
            throw std::runtime_error(
                "SearchState.remove: only an inference callable may narrow domains (variable_order and "
                "value_order only read them)");
        const csp::VarId y = var(yv, "SearchState.remove");
        return live().remove(y, index_of(y, value, "SearchState.remove"), cause_);
    }
    int depth() const { return live().depth(); }
    py::object problem() const { return py::cast(std::const_pointer_cast<PyProblem>(problem_)); }

private:
    csp::SearchView& live() const {
        if (!view_)
            throw std::runtime_error(
                "this csp.SearchState belongs to a call that has returned; read the search only during the call");
        return *view_;
    }
    csp::VarId var(py::handle x, const char* operation) const { return problem_->var(x, operation); }
    py::object value_of(csp::VarId x, int index) const {
        return problem_->to_python(x, problem_->engine().labels(x)[static_cast<std::size_t>(index)]);
    }
    int index_of(csp::VarId x, py::handle value, const char* operation) const {
        return *problem_->engine().index_of(x, problem_->to_engine(x, value, operation));
    }

    csp::SearchView* view_;
    std::shared_ptr<const PyProblem> problem_;
    csp::VarId cause_;
};

/// Calls f(state, rest...) with a SearchState over `view`, cut loose afterwards whatever happens.
template <class... Args>
py::object call_with_state(const py::object& f, csp::SearchView& view, const std::shared_ptr<const PyProblem>& p,
                           csp::VarId cause, Args&&... rest) {
    py::object state = py::cast(SearchState(view, p, cause));
    struct Release {
        py::object& s;
        ~Release() { s.cast<SearchState&>().release(); }
    } release{state};
    return f(state, std::forward<Args>(rest)...);
}

[[noreturn]] void raise_value_error(const std::string& message) {
    PyErr_SetString(PyExc_ValueError, message.c_str());
    throw py::error_already_set();
}

std::string shown(py::handle v) { return py::repr(v).cast<std::string>(); }

}  // namespace

bool hookable(std::string_view keyword) {
    return keyword == "variable_order" || keyword == "value_order" || keyword == "inference";
}

csp::SearchHooks make_hooks(const PythonHooks& hooks, std::shared_ptr<const PyProblem> problem, Bridge& bridge) {
    csp::SearchHooks out;
    if (!hooks.variable_order.is_none())
        out.choose_variable = [f = hooks.variable_order, problem, &bridge](csp::SearchView& view) -> csp::VarId {
            csp::VarId chosen = -1;
            const bool ok = bridge.call_python([&] {
                const py::object r = call_with_state(f, view, problem, -1);
                if (r.is_none()) {
                    for (csp::VarId x = 0; x < problem->size(); ++x)
                        if (view.undecided(x))
                            raise_value_error("variable_order: the callable returned None, but " +
                                              shown(problem->name(x)) + " is still unassigned");
                    return;
                }
                chosen = problem->var(r, "variable_order");
                if (!view.undecided(chosen))
                    raise_value_error("variable_order: the callable chose " + shown(r) +
                                      ", which is not among state.unassigned");
            });
            if (ok) return chosen;
            for (csp::VarId x = 0; x < problem->size(); ++x)  // the search stops soon: any valid choice
                if (view.undecided(x)) return x;
            return -1;
        };
    if (!hooks.value_order.is_none())
        out.order_values = [f = hooks.value_order, problem, &bridge](csp::SearchView& view, csp::VarId x,
                                                                     std::vector<int>& values) {
            std::vector<int> ordered;
            const bool ok = bridge.call_python([&] {
                const py::object r = call_with_state(f, view, problem, -1, problem->name(x));
                if (!py::isinstance<py::iterable>(r))
                    raise_value_error("value_order: the callable must return the values of " + shown(problem->name(x)) +
                                      " in the order to try them, got " + shown(r));
                for (py::handle v : r) {
                    const int index = *problem->engine().index_of(x, problem->to_engine(x, v, "value_order"));
                    if (!view.domain(x).contains(index) ||
                        std::find(ordered.begin(), ordered.end(), index) != ordered.end())
                        raise_value_error("value_order: " + shown(v) + " is not one of the values of " +
                                          shown(problem->name(x)) + " left to order, or comes twice");
                    ordered.push_back(index);
                }
                if (ordered.size() != values.size())
                    raise_value_error("value_order: the callable returned " + std::to_string(ordered.size()) +
                                      " values of " + shown(problem->name(x)) + ", and its domain has " +
                                      std::to_string(values.size()));
            });
            if (ok) values = std::move(ordered);
        };
    if (!hooks.inference.is_none())
        out.infer = [f = hooks.inference, problem, &bridge](csp::SearchView& view, csp::VarId x) {
            bool consistent = false;
            bridge.call_python([&] {
                const py::object value =
                    problem->to_python(x, problem->engine().labels(x)[static_cast<std::size_t>(view.domain(x).min())]);
                const py::object r = call_with_state(f, view, problem, x, problem->name(x), value);
                consistent = r.is_none() || py::bool_(r).cast<bool>();
            });
            return consistent;
        };
    return out;
}

void bind_search_state(py::module_& m) {
    py::class_<SearchState>(
        m, "SearchState",
        "A node of csp.Solver's search as a variable_order, value_order or inference callable sees it (valid "
        "during that call only). Variables are names (or csp.Variable), values the user's values.")
        .def_property_readonly("unassigned", &SearchState::unassigned,
                               "The variables the search may still branch on, in the order added (under MAC, "
                               "one-value domains are decided without a branch and are not listed).")
        .def_property_readonly("assignment", &SearchState::assignment,
                               "The variables given a value on this branch: {name: value}.")
        .def_property_readonly("depth", &SearchState::depth, "The node's depth (the root's children at 1).")
        .def_property_readonly("problem", &SearchState::problem, "The csp.Problem being solved.")
        .def("is_assigned", &SearchState::is_assigned, py::arg("x"), "Has the search given x a value on this branch?")
        .def("domain", &SearchState::domain, py::arg("x"),
             "x's current values: under 'fc' or 'mac' only those consistent with the assignment remain; "
             "without inference, all those not removed before the search.")
        .def("legal_values", &SearchState::legal_values, py::arg("x"),
             "x's values consistent with the assignment (every constraint with assigned variables allows them); "
             "each pair tested is one of Stats.checks. What MRV counts.")
        .def("neighbors", &SearchState::neighbors, py::arg("x"),
             "The variables sharing a binary constraint with x, each once.")
        .def("allows", &SearchState::allows, py::arg("x"), py::arg("a"), py::arg("y"), py::arg("b"),
             "Do the binary constraints between x and y allow x = a with y = b? One check.")
        .def("remove", &SearchState::remove, py::arg("y"), py::arg("value"),
             "Removes value from y's domain until the search backs up past this node (inference only: a "
             "'prune' event, one of Stats.prunings). True when y held it. An emptied domain is a failure.");
}

}  // namespace csp_python
