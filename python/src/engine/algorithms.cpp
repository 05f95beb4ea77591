// The teaching algorithms on a Problem: AC-3 with its trace, min-conflicts (also on the queens'
// counters), the tree solver, cutset conditioning, conflict-directed backjumping. Each releases the
// GIL while it runs.
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "csp/consistency/ac3.hpp"
#include "csp/consistency/textbook_ac.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/local/option_table.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "engine/bind.hpp"
#include "engine/observers.hpp"
#include "engine/options.hpp"
#include "engine/result.hpp"
#include "engine/signal_check.hpp"

namespace csp_python {

namespace {

using ProblemPtr = std::shared_ptr<PyProblem>;

/// Runs `search(observer, stops)` without the GIL, the problem held unchanged; `stops` holds the
/// cancel flag of the observer's errors and Ctrl-C's check, for the search's limits. Raises what
/// Ctrl-C or an observer raised.
template <class Search>
auto run(const ProblemPtr& p, const py::object& observer, Search&& search) {
    check_observer(observer, "observer", true);
    std::atomic<bool> cancel{false};
    Bridge bridge(p, observer, py::none(), &cancel);
    SignalCheck signals;
    const csp::SearchLimits stops = signals.add_to({}, &cancel);
    decltype(search(static_cast<csp::SearchObserver*>(nullptr), stops)) result;
    {
        const PyProblem::Busy busy(*p);
        const py::gil_scoped_release release;
        result = search(bridge.observer(), stops);
    }
    signals.rethrow();
    bridge.rethrow();
    return result;
}

struct PyAc3Step {
    py::tuple arc;
    py::list removed;
    bool wipeout;
    std::uint64_t checks;
    py::list queue;
};

struct PyAc3Result {
    bool consistent;
    py::object wiped;
    py::dict domains;
    std::uint64_t revisions, checks, prunings;
    std::vector<PyAc3Step> steps;
};

py::list labels_of(const PyProblem& p, csp::VarId x, const csp::Domain& d) {
    py::list out;
    const auto labels = p.engine().labels(x);
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (d.contains(static_cast<int>(i))) out.append(p.to_python(x, labels[i]));
    return out;
}

/// The engine's problem with the assumptions {variable or name: value} fixed (a copy; the problem
/// itself when there are none).
std::shared_ptr<const csp::Problem> assumed(const PyProblem& p, const py::object& assume, const char* operation) {
    if (assume.is_none()) return {std::shared_ptr<const csp::Problem>(), &p.engine()};
    if (!py::isinstance<py::dict>(assume))
        throw py::type_error("csp." + std::string(operation) +
                             "(): assume must be a dict {variable or name: value}, got " +
                             py::str(py::type::handle_of(assume).attr("__name__")).cast<std::string>());
    auto copy = std::make_shared<csp::Problem>(p.engine());
    for (const auto& [x, value] : assume.cast<py::dict>()) {
        const csp::VarId id = p.var(x, operation);
        copy->assign(id, p.to_engine(id, value, operation));  // a value ruled out already leaves none
    }
    return copy;
}

PyAc3Result ac3(const ProblemPtr& p, const std::string& algorithm, bool trace, const py::object& time_limit,
                const py::object& assume) {
    if (algorithm != "ac3" && algorithm != "ac3-textbook" && algorithm != "ac2001")
        throw py::value_error("unknown algorithm '" + algorithm + "' (expected one of: ac3, ac3-textbook, ac2001)");
    if (trace && algorithm == "ac3")
        throw py::value_error(
            "ac3: trace=True needs algorithm='ac3-textbook' or 'ac2001' (the engine's ac3 "
            "revises whole bitsets, not one arc at a time)");
    std::vector<csp::Ac3Step> steps;
    const csp::Ac3StepCallback record = [&steps](const csp::Ac3Step& s) { steps.push_back(s); };
    const csp::SearchLimits limits = search_limits(py::none(), time_limit);
    const std::shared_ptr<const csp::Problem> problem = assumed(*p, assume, "ac3");
    const csp::Ac3Result r = run(p, py::none(), [&](csp::SearchObserver*, const csp::SearchLimits& stops) {
        csp::SearchLimits all = limits;
        all.cancel = stops.cancel;
        all.stop_request = stops.stop_request;
        if (algorithm == "ac3") return csp::ac3(*problem, nullptr, all);
        const csp::Ac3StepCallback& on_step = trace ? record : csp::Ac3StepCallback();
        return algorithm == "ac2001" ? csp::ac2001(*problem, on_step, all) : csp::ac3_textbook(*problem, on_step, all);
    });
    if (r.stopped) {  // Ctrl-C was raised by run(): the time limit
        PyErr_SetString(
            PyExc_TimeoutError,
            ("the time limit stopped " + algorithm + " after " + std::to_string(r.revisions) + " revisions").c_str());
        throw py::error_already_set();
    }
    PyAc3Result out{
        r.consistent, r.wiped >= 0 ? p->name(r.wiped) : py::none(), py::dict(), r.revisions, r.checks, r.prunings, {}};
    for (csp::VarId x = 0; x < p->size(); ++x)
        out.domains[p->name(x)] = labels_of(*p, x, r.domains[static_cast<std::size_t>(x)]);
    for (const csp::Ac3Step& s : steps) {
        PyAc3Step step{py::make_tuple(p->name(s.target), p->name(s.source)), py::list(), s.wipeout, s.checks,
                       py::list()};
        for (int v : s.removed) step.removed.append(p->to_python(s.target, v));
        for (const auto& [xi, xj] : s.queue) step.queue.append(py::make_tuple(p->name(xi), p->name(xj)));
        out.steps.push_back(std::move(step));
    }
    return out;
}

struct PyLocalResult {
    std::string status;
    py::object solution;
    std::uint64_t steps;
    int conflicted_variables;
    std::vector<int> conflicts_history;
};

/// The keywords of min_conflicts through the rows of its table (csp/local/option_table.hpp).
csp::MinConflictsOptions local_options(const py::object& max_steps, const py::object& seed,
                                       const py::object& random_walk, const py::object& time_limit,
                                       std::vector<int>* history) {
    csp::MinConflictsOptions options;
    const std::pair<const char*, const py::object*> keywords[] = {
        {"max_steps", &max_steps}, {"seed", &seed}, {"random_walk", &random_walk}, {"time_limit", &time_limit}};
    for (const auto& [name, value] : keywords)
        apply_keyword(*csp::find_option(csp::min_conflicts_option_table(), name), options, *value, name);
    options.conflict_history = history;
    return options;
}

PyLocalResult min_conflicts(const ProblemPtr& p, const py::object& max_steps, const py::object& seed,
                            const py::object& random_walk, const py::object& time_limit, bool history,
                            const py::object& observer) {
    std::vector<int> conflicts;
    auto options = local_options(max_steps, seed, random_walk, time_limit, history ? &conflicts : nullptr);
    const csp::MinConflictsResult r = run(p, observer, [&](csp::SearchObserver* o, const csp::SearchLimits& stops) {
        options.observer = o;
        options.limits.cancel = stops.cancel;
        options.limits.stop_request = stops.stop_request;
        return csp::min_conflicts(p->engine(), options);
    });
    const bool solved = r.status == csp::Status::Satisfied;
    return {std::string(csp::to_string(r.status)), solved ? py::object(p->to_dict(r.assignment)) : py::none(), r.steps,
            r.conflicted_variables, std::move(conflicts)};
}

PyLocalResult queens_min_conflicts(int n, const py::object& max_steps, const py::object& seed,
                                   const py::object& random_walk, const py::object& time_limit, bool history) {
    std::vector<int> conflicts;
    auto options = local_options(max_steps, seed, random_walk, time_limit, history ? &conflicts : nullptr);
    SignalCheck signals;
    options.limits = signals.add_to(options.limits);
    csp::MinConflictsResult r;
    {
        const py::gil_scoped_release release;
        csp::QueensConflicts queens(n);
        r = csp::min_conflicts(queens, options);
    }
    signals.rethrow();
    py::object solution = py::none();
    if (r.status == csp::Status::Satisfied) solution = py::cast(r.assignment);
    return {std::string(csp::to_string(r.status)), solution, r.steps, r.conflicted_variables, std::move(conflicts)};
}

}  // namespace

void bind_algorithms(py::module_& m) {
    py::class_<PyAc3Step>(m, "AC3Step", "One REVISE(Xi, Xj) of textbook AC-3 or AC-2001 (ac3(..., trace=True)).")
        .def_readonly("arc", &PyAc3Step::arc, "(Xi, Xj) as names: Xi's domain was revised against Xj.")
        .def_readonly("removed", &PyAc3Step::removed, "The values removed from Xi.")
        .def_readonly("wipeout", &PyAc3Step::wipeout, "True when Xi's domain became empty.")
        .def_readonly("checks", &PyAc3Step::checks, "Value pairs tested in this step.")
        .def_readonly("queue", &PyAc3Step::queue, "The arcs (Xi, Xj) still queued afterwards, front first.")
        .def("__repr__", [](const PyAc3Step& s) {
            return "csp.AC3Step(" + py::repr(s.arc).cast<std::string>() + ", removed " +
                   py::repr(s.removed).cast<std::string>() + ", " + std::to_string(py::len(s.queue)) + " queued)";
        });
    py::class_<PyAc3Result>(m, "AC3Result", "The outcome of arc consistency on its own.")
        .def_readonly("consistent", &PyAc3Result::consistent, "False when a domain was wiped out.")
        .def_readonly("wiped", &PyAc3Result::wiped, "The name of the variable wiped out, or None.")
        .def_readonly("domains", &PyAc3Result::domains, "The reduced domains: {name: [values]}.")
        .def_readonly("revisions", &PyAc3Result::revisions, "REVISE calls.")
        .def_readonly("checks", &PyAc3Result::checks, "Support tests (value pairs for the textbook algorithms).")
        .def_readonly("prunings", &PyAc3Result::prunings, "Values removed.")
        .def_readonly("steps", &PyAc3Result::steps, "With trace=True: every revision (csp.AC3Step), in order.")
        .def(
            "__bool__", [](const PyAc3Result& r) { return r.consistent; }, "True when consistent.");
    m.def("ac3", &ac3, py::arg("problem").none(false), py::arg("algorithm") = "ac3", py::arg("trace") = false,
          py::arg("time_limit") = py::none(), py::arg("assume") = py::none(),
          "Arc consistency without search, from the problem's domains. algorithm: 'ac3' (the engine's "
          "propagation, n-ary constraints too), 'ac3-textbook' (AIMA fig. 6.3, counting value pairs) or 'ac2001' "
          "(both binary constraints only); trace=True records every revision and the queue in .steps. time_limit in "
          "seconds (None or 0: none): TimeoutError when it runs out; Ctrl-C stops it (KeyboardInterrupt). assume "
          "({variable or name: value}) fixes variables for this call only, as after those assignments.");

    py::class_<PyLocalResult>(m, "LocalResult", "The outcome of min-conflicts local search.")
        .def_readonly("status", &PyLocalResult::status,
                      "'satisfied', or 'limit reached' when the steps ran out (local search proves nothing).")
        .def_readonly("solution", &PyLocalResult::solution,
                      "The solution ({name: value}; for queens_min_conflicts the row of each column, from 0), or None.")
        .def_readonly("steps", &PyLocalResult::steps, "Repairs made.")
        .def_readonly("conflicted_variables", &PyLocalResult::conflicted_variables,
                      "Variables still in conflict at the end.")
        .def_readonly("conflicts_history", &PyLocalResult::conflicts_history,
                      "With history=True: the variables in conflict before the first repair and after each one.")
        .def(
            "__bool__", [](const PyLocalResult& r) { return r.status == "satisfied"; }, "True when satisfied.");
    const csp::MinConflictsOptions local_defaults;
    m.def("min_conflicts", &min_conflicts, py::arg("problem").none(false),
          py::arg("max_steps") = local_defaults.max_steps, py::arg("seed") = local_defaults.seed,
          py::arg("random_walk") = local_defaults.random_walk, py::arg("time_limit") = py::none(),
          py::arg("history") = false, py::arg("observer") = py::none(),
          "Min-conflicts local search (AIMA fig. 6.8) on any problem; the same seed gives the same run. "
          "history=True records the variables in conflict after each repair in .conflicts_history (counted "
          "over all variables at every step: for plots, not for speed). An observer sees the starting "
          "assignment ('assign' events at depth 0), each 'repair', and the 'solution'.");
    m.def("queens_min_conflicts", &queens_min_conflicts, py::arg("n"), py::arg("max_steps") = local_defaults.max_steps,
          py::arg("seed") = local_defaults.seed, py::arg("random_walk") = local_defaults.random_walk,
          py::arg("time_limit") = py::none(), py::arg("history") = false,
          "Min-conflicts on n queens with row and diagonal counters (a million queens in seconds). history=True "
          "records the queens in conflict before the first repair and after each one in .conflicts_history (the "
          "same run: counting does not change it).");

    m.def(
        "solve_tree",
        [](const ProblemPtr& p, bool count, const py::object& time_limit, const py::object& observer) {
            const auto limits = search_limits(py::none(), time_limit);  // with the GIL: it reads Python values
            const csp::Result r = run(p, observer, [&](csp::SearchObserver* o, const csp::SearchLimits& stops) {
                csp::TreeOptions options{.count = count, .limits = limits, .observer = o};
                options.limits.cancel = stops.cancel;
                options.limits.stop_request = stops.stop_request;
                return csp::solve_tree(p->engine(), options);
            });
            return to_python(*p, r);
        },
        py::arg("problem").none(false), py::arg("count") = false, py::arg("time_limit") = py::none(),
        py::arg("observer") = py::none(),
        "The tree solver (AIMA fig. 6.11) for a problem whose constraint graph has no cycle; count=True also counts "
        "every solution. ModelError names a constraint on a cycle, or an n-ary constraint.");
    m.def(
        "cycle_cutset",
        [](const ProblemPtr& p) {
            py::list out;
            for (csp::VarId x : csp::cycle_cutset(p->engine())) out.append(p->name(x));
            return out;
        },
        py::arg("problem").none(false), "A small cycle cutset (names): without these variables the graph is a forest.");
    m.def(
        "solve_cutset",
        [](const ProblemPtr& p, bool count, const py::object& cutset, const py::object& node_limit,
           const py::object& time_limit, const py::object& observer) {
            std::vector<csp::VarId> chosen;
            if (!cutset.is_none() && !py::isinstance<py::iterable>(cutset))
                throw py::type_error("solve_cutset: cutset must be an iterable of variables or names, got " +
                                     py::str(py::type::handle_of(cutset).attr("__name__")).cast<std::string>());
            if (!cutset.is_none()) chosen = p->vars(cutset, "solve_cutset");
            const auto limits = search_limits(node_limit, time_limit);  // with the GIL: it reads Python values
            const csp::Result r = run(p, observer, [&](csp::SearchObserver* o, const csp::SearchLimits& stops) {
                csp::CutsetOptions options{count, limits, o};
                options.limits.cancel = stops.cancel;
                options.limits.stop_request = stops.stop_request;
                return cutset.is_none() ? csp::solve_cutset(p->engine(), options)
                                        : csp::solve_cutset(p->engine(), chosen, options);
            });
            return to_python(*p, r);
        },
        py::arg("problem").none(false), py::arg("count") = false, py::arg("cutset") = py::none(),
        py::arg("node_limit") = py::none(), py::arg("time_limit") = py::none(), py::arg("observer") = py::none(),
        "Cutset conditioning (AIMA 6.5.1): each consistent assignment of the cutset (default: cycle_cutset) "
        "narrows the rest, solved by the tree solver.");
    m.def(
        "solve_backjumping",
        [](const ProblemPtr& p, bool forward_checking, const py::object& variable_order,
           const py::object& max_solutions, const py::object& keep_solutions, const py::object& node_limit,
           const py::object& time_limit, const py::object& observer) {
            csp::SolverOptions read;  // the keywords it shares with csp.Solver, read by the same rows
            apply_solver_keywords(read, {{"variable_order", variable_order},
                                         {"max_solutions", max_solutions},
                                         {"keep_solutions", keep_solutions},
                                         {"node_limit", node_limit},
                                         {"time_limit", time_limit}});
            const csp::BackjumpingResult r =
                run(p, observer, [&](csp::SearchObserver* o, const csp::SearchLimits& stops) {
                    csp::BackjumpingOptions options{forward_checking,    read.variable_order, read.max_solutions,
                                                    read.keep_solutions, read.limits,         o};
                    options.limits.cancel = stops.cancel;
                    options.limits.stop_request = stops.stop_request;
                    return csp::solve_backjumping(p->engine(), options);
                });
            PyBackjumpingResult out;
            static_cast<PyResult&>(out) = to_python(*p, r);
            out.backjumps = r.backjumps;
            out.levels_skipped = r.levels_skipped;
            return out;
        },
        py::arg("problem").none(false), py::arg("forward_checking") = false, py::arg("variable_order") = "mrv",
        py::arg("max_solutions") = 1, py::arg("keep_solutions") = true, py::arg("node_limit") = py::none(),
        py::arg("time_limit") = py::none(), py::arg("observer") = py::none(),
        "Conflict-directed backjumping (AIMA 6.3.3): CBJ, or FC-CBJ with forward_checking=True. The result has "
        ".backjumps and .levels_skipped besides a Result's fields.");
}

}  // namespace csp_python
