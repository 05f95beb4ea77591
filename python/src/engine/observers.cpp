#include "engine/observers.hpp"

#include <pybind11/stl.h>

#include <sstream>
#include <utility>

#include "csp/observe/event_json.hpp"
#include "csp/observe/search_tree.hpp"
#include "engine/bind.hpp"

namespace csp_python {

namespace {

py::list names_of(const PyProblem& p, std::span<const int> vars) {
    py::list out;
    for (int x : vars) out.append(p.name(x));
    return out;
}

py::object name_or_none(const PyProblem& p, int x) { return x >= 0 ? p.name(x) : py::none(); }

}  // namespace

Event to_event(const PyProblem& p, const csp::Event& raw) {
    Event e{std::string(csp::to_string(raw.kind)), raw.depth};
    switch (raw.kind) {
        case csp::EventKind::Solution: e.values = p.to_dict(raw.vars); break;
        case csp::EventKind::TreeOrder: {
            e.order = names_of(p, raw.vars);
            py::dict parent;
            for (int x : raw.vars) parent[p.name(x)] = name_or_none(p, raw.parent[static_cast<std::size_t>(x)]);
            e.parent = std::move(parent);
            break;
        }
        case csp::EventKind::Cutset: e.vars = names_of(p, raw.vars); break;
        case csp::EventKind::Revise:
            e.target = p.name(raw.var);
            e.source = p.name(raw.cause);
            break;
        case csp::EventKind::Backjump:
            e.var = p.name(raw.var);
            e.conflict_set = names_of(p, raw.vars);
            e.target = name_or_none(p, raw.target);
            e.target_depth = py::int_(raw.target_depth);
            break;
        case csp::EventKind::Repair:
            e.var = p.name(raw.var);
            e.value = p.to_python(raw.var, raw.value);
            e.old_value = p.to_python(raw.var, raw.old_value);
            e.conflicts = py::int_(raw.conflicts);
            e.step = py::int_(raw.step);
            break;
        case csp::EventKind::Wipeout: e.var = p.name(raw.var); break;
        case csp::EventKind::Assign:
        case csp::EventKind::Backtrack:
        case csp::EventKind::Prune:
            e.var = p.name(raw.var);
            e.value = p.to_python(raw.var, raw.value);
            if (raw.cause >= 0) e.cause = p.name(raw.cause);
            else if (!raw.constraint_name.empty()) e.cause = py::str(std::string(raw.constraint_name));
            break;
    }
    return e;
}

void Recorder::add(std::shared_ptr<const PyProblem> problem, const csp::Event& event) {
    csp::StoredEvent stored(event);  // copied before the lock: the searches sharing it wait less
    const std::lock_guard lock(mutex_);
    events_.emplace_back(std::move(problem), std::move(stored));
}

py::list Recorder::events() const {
    const std::lock_guard lock(mutex_);
    py::list out;
    for (const auto& [problem, stored] : events_) out.append(to_event(*problem, stored.event()));
    return out;
}

std::string Recorder::search_tree(std::size_t max_nodes) const {
    const std::lock_guard lock(mutex_);
    if (events_.empty()) throw py::value_error("search_tree: nothing recorded yet");
    const std::shared_ptr<const PyProblem>& last = events_.back().first;
    csp::SearchTreeWriter tree(last->engine(), max_nodes);
    tree.name_values([&last](int x, int value) { return py::str(last->to_python(x, value)).cast<std::string>(); });
    for (const auto& [problem, stored] : events_)
        if (problem == last) tree.on_event(stored.event());
    std::ostringstream dot;
    tree.write_dot(dot);
    return dot.str();
}

std::string Recorder::trace_json() const {
    const std::lock_guard lock(mutex_);
    csp::EventJsonEncoder encoder;
    const PyProblem* current = nullptr;
    std::size_t problems = 0;
    std::string out;
    for (const auto& [problem, stored] : events_) {
        if (problem.get() != current) {
            current = problem.get();
            std::vector<std::string> names = current->engine().variable_names();
            if (++problems == 1) encoder.name_variables(std::move(names));
            else out += encoder.begin_problem("problem " + std::to_string(problems), std::move(names)) + '\n';
        }
        out += encoder.encode(stored.event()) + '\n';
    }
    return out;
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

void Bridge::on_event(const csp::Event& event) {
    if (recorder_) return recorder_->add(problem_, event);  // no Python object: no GIL
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
             "ends red, solutions green; nodes past max_nodes left out and counted. Values as the problem's "
             "(str() of each: 'red', 3).")
        .def("trace_json", &Recorder::trace_json,
             "The recorded events as JSON Lines, one object per event, in the encoding --trace-json writes "
             "(docs/trace-format.md): ids and names of variables, the engine's values (integers as themselves, "
             "other labels as their position in the variable's values); a 'problem' event where the events "
             "of another problem begin.")
        .def("clear", &Recorder::clear, "Forgets the events recorded so far.")
        .def("__len__", &Recorder::size, "The number of events recorded.");
}

}  // namespace csp_python
