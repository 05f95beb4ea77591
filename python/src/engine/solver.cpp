// csp.Solver: the engine's backtracking search with keyword options. The GIL is released while it
// searches; observer and on_solution callables take it back for each call, and so does Ctrl-C's check.
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

#include "csp/parallel/decomposition.hpp"
#include "csp/search/solver.hpp"
#include "engine/bind.hpp"
#include "engine/hooks.hpp"
#include "engine/observers.hpp"
#include "engine/options.hpp"
#include "engine/result.hpp"
#include "engine/signal_check.hpp"

namespace csp_python {

namespace {

class PySolver {
public:
    PySolver(std::shared_ptr<PyProblem> problem, const py::kwargs& options)
        : problem_(std::move(problem)), settings_(solver_settings(options)) {}

    PyResult solve(const py::object& assume) {
        return run(assume, [this](std::span<const std::pair<csp::VarId, int>> assumptions, Bridge& bridge) {
            if (!solver_ || version_ != problem_->version()) {
                csp::SolverOptions options = settings_.options;
                options.limits = signals_.add_to(options.limits, &cancel_);
                options.observer = bridge.observer();
                options.on_solution = bridge.solution_callback();
                options.hooks = make_hooks(settings_.hooks, problem_, bridge);
                solver_ = std::make_unique<csp::Solver>(problem_->engine(), std::move(options));
                version_ = problem_->version();
            }
            return solver_->solve(assumptions);
        });
    }

    /// A search of its own (a new engine solver) for the first `max_solutions`, without observers:
    /// what iter_solutions repeats with growing counts (the search is deterministic).
    PyResult solve_fresh(std::size_t max_solutions, const py::object& assume) {
        if (!settings_.observer.is_none() || !settings_.on_solution.is_none())
            throw py::value_error(
                "iter_solutions: a Solver with an observer or on_solution cannot iterate (it "
                "repeats searches); use solve() with max_solutions=0");
        return run(assume, [&](std::span<const std::pair<csp::VarId, int>> assumptions, Bridge& bridge) {
            csp::SolverOptions options = settings_.options;
            options.limits = signals_.add_to(options.limits, &cancel_);
            options.max_solutions = max_solutions;
            options.keep_solutions = true;
            options.hooks = make_hooks(settings_.hooks, problem_, bridge);
            return csp::Solver(problem_->engine(), std::move(options)).solve(assumptions);
        });
    }

    void cancel() { cancel_ = true; }

    /// Embarrassingly parallel search's split (csp/parallel/decomposition.hpp): at least `parts`
    /// subproblems where the search tree has them, each {name: value}, what solve(assume=...) takes.
    py::list split(std::size_t parts) {
        if (parts == 0) throw py::value_error("split: parts must be at least 1");
        csp::Decomposition d;
        {
            const PyProblem::Busy busy(*problem_);
            const py::gil_scoped_release release;
            d = csp::decompose(problem_->engine(), settings_.options, parts);
        }
        if (!d.complete) throw std::runtime_error("split: stopped by the time or node limit before it was done");
        py::list out;
        for (const csp::Decisions& decisions : d.subproblems) {
            py::dict part;
            for (const auto& [x, value] : decisions) part[problem_->name(x)] = problem_->to_python(x, value);
            out.append(std::move(part));
        }
        return out;
    }

    /// Branch and bound on `variable` (its values must be integers) within `assume`, beating
    /// `better_than` when given: one subproblem of csp.distributed.minimize.
    PyResult optimise(const py::object& variable, bool minimize, const py::object& better_than,
                      const py::object& assume) {
        const csp::VarId x = problem_->var(variable, "optimise");
        problem_->require_ints(std::span<const csp::VarId>(&x, 1), "optimise");
        csp::Objective objective{x, minimize};
        if (!better_than.is_none())
            objective.better_than = problem_->to_engine(x, better_than, "optimise (better_than)");
        return run(assume, [&](std::span<const std::pair<csp::VarId, int>> assumptions, Bridge&) {
            csp::SolverOptions options = settings_.options;
            options.limits = signals_.add_to(options.limits, &cancel_);
            options.objective = objective;
            options.max_solutions = 0;
            options.keep_solutions = true;
            return csp::Solver(problem_->engine(), std::move(options)).solve(assumptions);
        });
    }

private:
    template <class Search>
    PyResult run(const py::object& assume, Search&& search) {
        if (running_.exchange(true))
            throw std::runtime_error(
                "this Solver is already solving in another thread; give each thread its own Solver");
        struct Done {
            std::atomic<bool>& flag;
            ~Done() { flag = false; }
        } done{running_};
        std::vector<std::pair<csp::VarId, int>> assumptions;
        if (!assume.is_none() && !py::isinstance<py::dict>(assume))
            throw py::type_error("assume must be a dict {variable or name: value}, got " +
                                 py::str(py::type::handle_of(assume).attr("__name__")).cast<std::string>());
        if (!assume.is_none())
            for (const auto& [x, value] : assume.cast<py::dict>()) {
                const csp::VarId id = problem_->var(x, "solve (assume)");
                assumptions.emplace_back(id, problem_->to_engine(id, value, "solve (assume)"));
            }
        if (!bridge_) bridge_ = std::make_unique<Bridge>(problem_, settings_.observer, settings_.on_solution, &cancel_);
        cancel_ = false;
        signals_.arm();
        csp::Result r;
        {
            const PyProblem::Busy busy(*problem_);
            const py::gil_scoped_release release;
            r = search(assumptions, *bridge_);
        }
        signals_.rethrow();  // Ctrl-C first: the user asked for it
        bridge_->rethrow();
        return to_python(*problem_, r);
    }

    std::shared_ptr<PyProblem> problem_;
    SolverSettings settings_;
    std::atomic<bool> cancel_{false};
    SignalCheck signals_;  ///< Ctrl-C stops the search (the engine solver keeps a pointer to it)
    std::atomic<bool> running_{false};
    std::unique_ptr<Bridge> bridge_;
    std::unique_ptr<csp::Solver> solver_;
    std::uint64_t version_ = 0;
};

}  // namespace

void bind_solver(py::module_& m) {
    py::class_<PySolver>(
        m, "Solver",
        "Backtracking search with inference (AIMA fig. 6.5) on a Problem. Options (keywords, the "
        "engine's SolverOptions with the command line's names): inference ('none', 'fc', 'mac'), "
        "variable_order ('input', 'mrv', 'mrv-degree', 'domdeg', 'dom-wdeg', ...), value_order "
        "('input', 'lcv', 'random', 'max', 'median'), seed, max_solutions (0 or None: all), "
        "keep_solutions, node_limit, time_limit (seconds), random_ties, restarts ('none', 'luby', "
        "'geometric', 'constant', 'linear'), restart_base, restart_growth, nogoods, propagate_refutations, observer (a "
        "callable taking a csp.Event, or a csp.Recorder), on_solution (a callable taking a dict).")
        .def(py::init<std::shared_ptr<PyProblem>, const py::kwargs&>(), py::arg("problem").none(false),
             "A solver for `problem` with the given options; ValueError names an unknown option or value and "
             "lists the valid ones. The problem may change between searches, not during one.")
        .def("solve", &PySolver::solve, py::arg("assume") = py::none(),
             "Searches and returns a csp.Result. `assume` ({variable or name: value}) fixes variables for this "
             "search only. The GIL is released meanwhile, so other threads run (each with its own Solver).")
        .def("_solve_fresh", &PySolver::solve_fresh, py::arg("max_solutions"), py::arg("assume") = py::none(),
             "Internal: a new search for the first max_solutions solutions (iter_solutions repeats it).")
        .def("split", &PySolver::split, py::arg("parts"),
             "Embarrassingly parallel search (Regin et al., CP 2013): at least `parts` subproblems (where the "
             "search tree has that many), each a dict {name: value} for solve(assume=...), in this search's "
             "order; disjoint, and together they hold every solution (csp.distributed).")
        .def("_optimise", &PySolver::optimise, py::arg("variable"), py::arg("minimize"),
             py::arg("better_than") = py::none(), py::arg("assume") = py::none(),
             "Internal: branch and bound on an integer variable within `assume` (csp.distributed.minimize).")
        .def("cancel", &PySolver::cancel,
             "Stops the search running in another thread: it returns with status 'limit reached'.");
}

}  // namespace csp_python
