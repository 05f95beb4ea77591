#include "engine/observers.hpp"

#include <pybind11/stl.h>

#include <sstream>
#include <utility>

#include "csp/observe/search_tree.hpp"
#include "engine/bind.hpp"

namespace csp_python {

Event to_event(const PyProblem& p, const RawEvent& raw) {
    Event e{raw.kind, py::none(), py::none(), py::none(), py::none(), raw.depth};
    if (raw.var >= 0) {
        e.var = p.name(raw.var);
        if (std::string_view(raw.kind) != "wipeout") e.value = p.to_python(raw.var, raw.value);
    }
    if (raw.cause >= 0) e.cause = p.name(raw.cause);
    else if (!raw.constraint.empty()) e.cause = py::str(raw.constraint);
    if (std::string_view(raw.kind) == "solution") e.values = p.to_dict(raw.values);
    return e;
}

void Recorder::add(std::shared_ptr<const PyProblem> problem, RawEvent event) {
    const std::lock_guard lock(mutex_);
    events_.emplace_back(std::move(problem), std::move(event));
}

py::list Recorder::events() const {
    const std::lock_guard lock(mutex_);
    py::list out;
    for (const auto& [problem, raw] : events_) out.append(to_event(*problem, raw));
    return out;
}

std::string Recorder::search_tree(std::size_t max_nodes) const {
    const std::lock_guard lock(mutex_);
    if (events_.empty()) throw py::value_error("search_tree: nothing recorded yet");
    const std::shared_ptr<const PyProblem>& last = events_.back().first;
    csp::SearchTreeWriter tree(last->engine(), max_nodes);
    for (const auto& [problem, e] : events_) {
        if (problem != last) continue;
        const std::string_view kind = e.kind;
        if (kind == "assign") tree.on_assign(e.var, e.value, e.depth);
        else if (kind == "prune") tree.on_prune(e.var, e.value, e.cause, e.depth);
        else if (kind == "wipeout") tree.on_wipeout(e.var, e.depth);
        else if (kind == "backtrack") tree.on_backtrack(e.var, e.value, e.depth);
        else if (kind == "solution") tree.on_solution(e.values);
    }
    std::ostringstream dot;
    tree.write_dot(dot);
    return dot.str();
}

void Recorder::clear() {
    const std::lock_guard lock(mutex_);
    events_.clear();
}

std::size_t Recorder::size() const {
    const std::lock_guard lock(mutex_);
    return events_.size();
}

void check_observer(const py::object& observer, const char* option, bool recorder_allowed) {
    if (observer.is_none() || (recorder_allowed && py::isinstance<Recorder>(observer)) ||
        PyCallable_Check(observer.ptr()))
        return;
    throw py::type_error(std::string(option) + " must be " + (recorder_allowed ? "a csp.Recorder, " : "") +
                         "a callable or None, not " + py::repr(observer).cast<std::string>());
}

Bridge::Bridge(std::shared_ptr<const PyProblem> problem, py::object observer, py::object on_solution,
               std::atomic<bool>* cancel)
    : problem_(std::move(problem)),
      observer_(std::move(observer)),
      on_solution_(std::move(on_solution)),
      cancel_(cancel) {
    if (py::isinstance<Recorder>(observer_)) recorder_ = &observer_.cast<Recorder&>();
}

Bridge::~Bridge() = default;

template <class F>
void Bridge::call_python(F&& f) {
    py::gil_scoped_acquire gil;
    if (error_) return;
    try {
        f();
    } catch (py::error_already_set& e) {
        error_ = std::move(e);
        if (cancel_) *cancel_ = true;
    }
}

void Bridge::deliver(RawEvent event) {
    if (recorder_) return recorder_->add(problem_, std::move(event));  // no Python object: no GIL
    call_python([&] { observer_(to_event(*problem_, event)); });
}

std::function<void(const csp::Assignment&)> Bridge::solution_callback() {
    if (on_solution_.is_none()) return {};
    return [this](const csp::Assignment& a) { call_python([&] { on_solution_(problem_->to_dict(a)); }); };
}

void Bridge::rethrow() {
    if (error_) {
        py::error_already_set e = std::move(*error_);
        error_.reset();
        throw e;
    }
}

void Bridge::on_assign(int var, int value, int depth) { deliver({"assign", var, value, depth, -1, {}, {}}); }
void Bridge::on_prune(int var, int value, int cause, int depth) {
    deliver({"prune", var, value, depth, cause, {}, {}});
}
void Bridge::on_constraint_prune(int var, int value, int, std::string_view description, int depth) {
    deliver({"prune", var, value, depth, -1, std::string(description), {}});
}
void Bridge::on_wipeout(int var, int depth) { deliver({"wipeout", var, 0, depth, -1, {}, {}}); }
void Bridge::on_backtrack(int var, int value, int depth) { deliver({"backtrack", var, value, depth, -1, {}, {}}); }
void Bridge::on_solution(std::span<const int> values) {
    deliver({"solution", -1, 0, 0, -1, {}, std::vector<int>(values.begin(), values.end())});
}

void bind_observers(py::module_& m) {
    py::class_<Event>(m, "Event",
                      "One event of a search: kind is 'assign', 'prune', 'wipeout', 'backtrack' or 'solution'.")
        .def_readonly("kind", &Event::kind, "'assign', 'prune', 'wipeout', 'backtrack' or 'solution'.")
        .def_readonly("var", &Event::var, "The variable's name (None for 'solution').")
        .def_readonly("value", &Event::value, "The value assigned, pruned or undone (None for 'wipeout', 'solution').")
        .def_readonly("depth", &Event::depth, "The search depth (the root's children are at 1).")
        .def_readonly("cause", &Event::cause,
                      "For 'prune': the name of the variable whose assignment caused it, or the description of "
                      "the n-ary constraint that did; else None.")
        .def_readonly("values", &Event::values, "For 'solution': the solution as {name: value}; else None.")
        .def("__repr__", [](const Event& e) {
            std::string s = "csp.Event(" + e.kind;
            if (!e.var.is_none()) s += ", " + py::str(e.var).cast<std::string>();
            if (!e.value.is_none()) s += "=" + py::repr(e.value).cast<std::string>();
            if (!e.cause.is_none()) s += ", because of " + py::str(e.cause).cast<std::string>();
            if (!e.values.is_none()) s += ", " + py::repr(e.values).cast<std::string>();
            return s + ", depth " + std::to_string(e.depth) + ")";
        });

    py::class_<Recorder>(m, "Recorder",
                         "An observer that keeps every event (pass it as observer=...). Recording costs no call "
                         "into Python per event; read them afterwards with .events.")
        .def(py::init<>(), "An empty recorder.")
        .def_property_readonly("events", &Recorder::events, "The events recorded so far, in order, as csp.Event.")
        .def("search_tree", &Recorder::search_tree, py::arg("max_nodes") = 1000,
             "The search recorded last (the events of the last problem watched) as the engine's search tree, "
             "Graphviz DOT: a node per assignment under the one it extends, with the values pruned there; dead "
             "ends red, solutions green; nodes past max_nodes left out and counted. Values are the engine's: "
             "integers as themselves, other labels as their position in the variable's values.")
        .def("clear", &Recorder::clear, "Forgets the events recorded so far.")
        .def("__len__", &Recorder::size, "The number of events recorded.");
}

}  // namespace csp_python
