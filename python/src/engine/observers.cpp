#include "engine/observers.hpp"

#include <pybind11/stl.h>

#include <sstream>
#include <utility>

#include "csp/observe/search_tree.hpp"
#include "engine/bind.hpp"

namespace csp_python {

namespace {

py::list names_of(const PyProblem& p, const std::vector<int>& vars) {
    py::list out;
    for (int x : vars) out.append(p.name(x));
    return out;
}

py::object name_or_none(const PyProblem& p, int x) { return x >= 0 ? p.name(x) : py::none(); }

/// Sends a recorded event to an engine observer again.
void replay(const RawEvent& e, csp::SearchObserver& o) {
    const std::string_view kind = e.kind;
    if (kind == "assign") o.on_assign(e.var, e.value, e.depth);
    else if (kind == "prune") o.on_prune(e.var, e.value, e.cause, e.depth);
    else if (kind == "wipeout") o.on_wipeout(e.var, e.depth);
    else if (kind == "backtrack") o.on_backtrack(e.var, e.value, e.depth);
    else if (kind == "solution") o.on_solution(e.values);
    else if (kind == "backjump") o.on_backjump(e.var, e.values, e.target, e.depth, e.target_depth);
    else if (kind == "repair") o.on_repair(e.var, e.old_value, e.value, e.conflicts, e.step);
    else if (kind == "tree_order") o.on_tree_order(e.values, e.parent);
    else if (kind == "revise") o.on_revise(e.target, e.cause, e.depth);
    else if (kind == "cutset") o.on_cutset(e.values);
}

}  // namespace

Event to_event(const PyProblem& p, const RawEvent& raw) {
    const std::string_view kind = raw.kind;
    Event e{raw.kind, raw.depth};
    if (kind == "solution") {
        e.values = p.to_dict(raw.values);
    } else if (kind == "tree_order") {
        e.order = names_of(p, raw.values);
        py::dict parent;
        for (int x : raw.values) parent[p.name(x)] = name_or_none(p, raw.parent[static_cast<std::size_t>(x)]);
        e.parent = std::move(parent);
    } else if (kind == "cutset") {
        e.vars = names_of(p, raw.values);
    } else if (kind == "revise") {
        e.target = p.name(raw.target);
        e.source = p.name(raw.cause);
    } else if (kind == "backjump") {
        e.var = p.name(raw.var);
        e.conflict_set = names_of(p, raw.values);
        e.target = name_or_none(p, raw.target);
        e.target_depth = py::int_(raw.target_depth);
    } else {
        e.var = p.name(raw.var);
        if (kind != "wipeout") e.value = p.to_python(raw.var, raw.value);
        if (kind == "repair") {
            e.old_value = p.to_python(raw.var, raw.old_value);
            e.conflicts = py::int_(raw.conflicts);
            e.step = py::int_(raw.step);
        }
        if (raw.cause >= 0) e.cause = p.name(raw.cause);
        else if (!raw.constraint.empty()) e.cause = py::str(raw.constraint);
    }
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
    for (const auto& [problem, e] : events_)
        if (problem == last) replay(e, tree);
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

void Bridge::on_assign(int var, int value, int depth) {
    deliver({.kind = "assign", .var = var, .value = value, .depth = depth});
}
void Bridge::on_prune(int var, int value, int cause, int depth) {
    deliver({.kind = "prune", .var = var, .value = value, .depth = depth, .cause = cause});
}
void Bridge::on_constraint_prune(int var, int value, int, std::string_view description, int depth) {
    deliver({.kind = "prune", .var = var, .value = value, .depth = depth, .constraint = std::string(description)});
}
void Bridge::on_wipeout(int var, int depth) { deliver({.kind = "wipeout", .var = var, .depth = depth}); }
void Bridge::on_backtrack(int var, int value, int depth) {
    deliver({.kind = "backtrack", .var = var, .value = value, .depth = depth});
}
void Bridge::on_solution(std::span<const int> values) {
    deliver({.kind = "solution", .values = {values.begin(), values.end()}});
}
void Bridge::on_backjump(int var, std::span<const int> conflict_set, int target, int depth, int target_depth) {
    deliver({.kind = "backjump",
             .var = var,
             .depth = depth,
             .values = {conflict_set.begin(), conflict_set.end()},
             .target = target,
             .target_depth = target_depth});
}
void Bridge::on_repair(int var, int old_value, int value, int conflicts, std::uint64_t step) {
    deliver(
        {.kind = "repair", .var = var, .value = value, .old_value = old_value, .conflicts = conflicts, .step = step});
}
void Bridge::on_tree_order(std::span<const int> order, std::span<const int> parent) {
    deliver({.kind = "tree_order", .values = {order.begin(), order.end()}, .parent = {parent.begin(), parent.end()}});
}
void Bridge::on_revise(int target, int source, int depth) {
    deliver({.kind = "revise", .depth = depth, .cause = source, .target = target});
}
void Bridge::on_cutset(std::span<const int> cutset) {
    deliver({.kind = "cutset", .values = {cutset.begin(), cutset.end()}});
}

void bind_observers(py::module_& m) {
    py::class_<Event>(m, "Event",
                      "One event of a search: kind is 'assign', 'prune', 'wipeout', 'backtrack' or 'solution' (every "
                      "search), 'backjump' (solve_backjumping), 'repair' (min_conflicts), 'tree_order' and 'revise' "
                      "(solve_tree, solve_cutset) or 'cutset' (solve_cutset). Fields a kind does not have are None.")
        .def_readonly("kind", &Event::kind,
                      "'assign', 'prune', 'wipeout', 'backtrack', 'solution', 'backjump', 'repair', 'tree_order', "
                      "'revise' or 'cutset'.")
        .def_readonly("var", &Event::var,
                      "The variable's name: assigned, pruned, wiped out, undone, at a dead end ('backjump') or "
                      "repaired ('repair').")
        .def_readonly("value", &Event::value, "The value assigned, pruned or undone; for 'repair' the new value.")
        .def_readonly("depth", &Event::depth,
                      "The search depth (the root's children are at 1; min-conflicts' starting assignment at 0); 0 "
                      "for the kinds without one ('solution', 'repair', 'tree_order', 'cutset').")
        .def_readonly("cause", &Event::cause,
                      "For 'prune': the name of the variable whose assignment caused it, or the description of "
                      "the n-ary constraint that did.")
        .def_readonly("values", &Event::values, "For 'solution': the solution as {name: value}.")
        .def_readonly("conflict_set", &Event::conflict_set,
                      "For 'backjump': the names of the variables blamed for the dead end, shallowest first.")
        .def_readonly("target", &Event::target,
                      "For 'backjump': the variable jumped back to, the deepest of the conflict set (None when the "
                      "set is empty: no solution above); for 'revise': the variable whose domain is revised.")
        .def_readonly("target_depth", &Event::target_depth,
                      "For 'backjump': the depth of target (depth - 1 for a chronological step, 0 for an empty "
                      "conflict set).")
        .def_readonly("old_value", &Event::old_value, "For 'repair': the value the variable had before.")
        .def_readonly("conflicts", &Event::conflicts, "For 'repair': the other variables the new value conflicts with.")
        .def_readonly("step", &Event::step, "For 'repair': the repair's number, from 1.")
        .def_readonly("order", &Event::order,
                      "For 'tree_order': the names in the order the tree solver assigns them, each tree's root first.")
        .def_readonly("parent", &Event::parent,
                      "For 'tree_order': {name: parent's name} for every variable of order, None for a root.")
        .def_readonly("source", &Event::source,
                      "For 'revise': the child whose domain target's values need a support in; the 'prune' events "
                      "after it have cause == source.")
        .def_readonly("vars", &Event::vars, "For 'cutset': the names of the cycle cutset.")
        .def("__repr__", [](const Event& e) {
            const auto str = [](const py::object& o) { return py::str(o).cast<std::string>(); };
            const auto repr = [](const py::object& o) { return py::repr(o).cast<std::string>(); };
            std::string s = "csp.Event(" + e.kind;
            if (!e.step.is_none()) s += " " + str(e.step);
            if (!e.var.is_none()) s += ", " + str(e.var);
            if (!e.old_value.is_none()) s += " " + repr(e.old_value) + " ->";
            if (!e.value.is_none()) s += (e.old_value.is_none() ? "=" : " ") + repr(e.value);
            if (!e.conflicts.is_none()) s += ", " + str(e.conflicts) + " conflicts";
            if (!e.cause.is_none()) s += ", because of " + str(e.cause);
            if (!e.values.is_none()) s += ", " + repr(e.values);
            if (!e.conflict_set.is_none()) s += ", conflict set " + repr(e.conflict_set);
            if (!e.target_depth.is_none())
                s += ", back to " + (e.target.is_none() ? std::string("none") : str(e.target)) + " at depth " +
                     str(e.target_depth);
            if (!e.source.is_none()) s += ", (" + str(e.target) + ", " + str(e.source) + ")";
            if (!e.order.is_none()) s += ", " + repr(e.order);
            if (!e.vars.is_none()) s += ", " + repr(e.vars);
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
