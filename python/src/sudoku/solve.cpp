// sudoku.solve, sudoku.count, sudoku.check and sudoku.backends; the searches run without the GIL,
// Ctrl-C stops them (engine/signal_check.hpp).
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/signal_check.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/parts.hpp"
#include "sudoku/solve_options.hpp"

namespace py = pybind11;

namespace csp_python::sudoku_parts {

namespace {

/// What sudoku.solve returns.
struct Solution {
    std::string status;
    std::optional<sudoku::Grid> grid;
    std::optional<bool> unique;
    std::string backend;
    csp::Stats stats;
    std::vector<std::pair<std::string, std::uint64_t>> counters;
};

// Grids are taken by value here and below: the search reads its own copy with the GIL released,
// while Python may change the caller's grid.
Solution solve(const sudoku::Grid puzzle, const std::string& backend, bool first, const py::object& time_limit,
               const py::object& node_limit, const py::kwargs& engine_options) {
    sudoku::SolveOptions options = solve_options(backend, time_limit, node_limit, engine_options);
    options.max_solutions = first ? 1 : 2;
    SignalCheck signals;
    options.limits = signals.add_to(options.limits);
    sudoku::SolveResult result;
    {
        py::gil_scoped_release unlocked;
        result = sudoku::solve(puzzle, options);
    }
    signals.rethrow();
    Solution solution{.status = std::string(csp::to_string(result.status)),
                      .grid = std::nullopt,
                      .unique = std::nullopt,
                      .backend = std::string(result.backend),
                      .stats = result.stats,
                      .counters = std::move(result.counters)};
    if (!result.solutions.empty()) solution.grid = std::move(result.solutions.front());
    // Known only when two solutions were looked for and the search got far enough to tell.
    if (!first && (result.complete || result.solution_count >= 2)) solution.unique = result.unique();
    return solution;
}

std::uint64_t count(const sudoku::Grid puzzle, std::size_t max, const std::string& backend,
                    const py::object& time_limit, const py::object& node_limit, const py::kwargs& engine_options) {
    sudoku::SolveOptions options = solve_options(backend, time_limit, node_limit, engine_options);
    options.max_solutions = max;
    options.keep_solutions = false;  // a count: memory must not grow with it
    SignalCheck signals;
    options.limits = signals.add_to(options.limits);
    sudoku::SolveResult result;
    {
        py::gil_scoped_release unlocked;
        result = sudoku::solve(puzzle, options);
    }
    signals.rethrow();
    const std::uint64_t found = result.solution_count;
    if (!result.complete && (max == 0 || found < max)) {
        // MemoryError for memory_limit (the sat backend's clauses), TimeoutError for the others
        PyErr_SetString(result.memory_limited ? PyExc_MemoryError : PyExc_TimeoutError,
                        (std::string(result.memory_limited ? "the memory limit" : "the limit") +
                         " stopped the count after " + std::to_string(found) + " solution(s); the puzzle may have more")
                            .c_str());
        throw py::error_already_set();
    }
    return found;
}

/// The independent checks: givens without a clash, and (with a solution, or for a full grid) a valid
/// completion keeping every given.
std::string check(const sudoku::Grid& puzzle, const std::optional<sudoku::Grid>& solution) {
    if (solution) {
        if (solution->box() != puzzle.box())
            return "the solution is " + std::to_string(solution->side()) + "x" + std::to_string(solution->side()) +
                   ", the puzzle " + std::to_string(puzzle.side()) + "x" + std::to_string(puzzle.side());
        return sudoku::solution_error(puzzle, *solution);
    }
    if (const auto conflict = sudoku::find_conflict(puzzle)) return conflict->describe(puzzle.geometry());
    return puzzle.complete() ? sudoku::solution_error(puzzle, puzzle) : "";
}

}  // namespace

void bind_solve(py::module_& module) {
    py::class_<Solution>(module, "Solution", "The answer of sudoku.solve.")
        .def_readonly("status", &Solution::status, "'satisfied', 'unsatisfiable' or 'limit reached'.")
        .def_readonly("grid", &Solution::grid, "The (first) solution, or None.")
        .def_readonly("unique", &Solution::unique,
                      "True: the only solution; False: there are others; None: not known (first=True, or a "
                      "limit stopped the search for a second).")
        .def_readonly("backend", &Solution::backend, "The backend that answered (for 'auto', the one it chose).")
        .def_readonly("stats", &Solution::stats,
                      "The search statistics (csp.Stats: nodes, backtracks, ..., time in seconds); backends fill "
                      "what applies to them.")
        .def_property_readonly(
            "counters",
            [](const Solution& s) {
                py::dict counters;
                for (const auto& [name, value] : s.counters) counters[py::str(name)] = value;
                return counters;
            },
            "Backend-specific counters, e.g. {'link updates': 89526} for dlx.")
        .def(
            "__bool__", [](const Solution& s) { return s.grid.has_value(); }, "A solution was found.")
        .def("__repr__", [](const Solution& s) {
            std::string unique = s.unique ? (*s.unique ? "True" : "False") : "None";
            return "<sudoku.Solution " + s.status + " by " + s.backend + ", unique=" + unique + ">";
        });

    const std::string engine_doc =
        "Engine options by keyword (as the sudoku tool's flags; each only for a backend "
        "that reads it, else ValueError): " +
        engine_option_names() + ".";
    module.def("solve", &solve, py::arg("grid"), py::arg("backend") = "auto", py::arg("first") = false,
               py::arg("time_limit") = py::none(), py::arg("node_limit") = py::none(),
               ("Solve a puzzle with a backend of backends(). first=False looks for a second solution too, to "
                "tell whether it is unique. time_limit in seconds, node_limit in search nodes (None: no "
                "limit). " +
                engine_doc + " Releases the GIL while it searches.")
                   .c_str());
    module.def("count", &count, py::arg("grid"), py::arg("max") = 2, py::arg("backend") = "auto",
               py::arg("time_limit") = py::none(), py::arg("node_limit") = py::none(),
               ("The number of solutions, counting stops at `max` (0: count them all). TimeoutError when a "
                "limit stops the count first, MemoryError when memory_limit does (the sat backend keeps a clause "
                "per solution it counts). " +
                engine_doc + " Releases the GIL while it searches.")
                   .c_str());
    module.def("check", &check, py::arg("grid"), py::arg("solution") = py::none(),
               "The independent validator, written apart from every solver: '' when valid, else the first "
               "problem. check(puzzle, solution): the solution is complete, every unit a permutation of 1..N "
               "and every given kept. check(grid): no two equal givens in a unit and, for a full grid, every "
               "unit a permutation.");
    module.def(
        "backends",
        [] {
            std::vector<std::string> names;
            for (auto name : sudoku::backend_names()) names.emplace_back(name);
            return names;
        },
        "The names of the backends, 'auto' (the default) first.");
    module.def(
        "describe_backend",
        [](const std::string& name) { return std::string(sudoku::find_backend(name).description()); }, py::arg("name"),
        "What the backend called `name` does, in one sentence.");
}

}  // namespace csp_python::sudoku_parts
