// csp.Result, csp.BackjumpingResult and csp.Stats.
#include "engine/result.hpp"

#include <chrono>

#include "csp/base/stats.hpp"
#include "engine/bind.hpp"

namespace csp_python {

PyResult to_python(const PyProblem& p, const csp::Result& r) {
    PyResult out{std::string(csp::to_string(r.status)), py::list(), r.solution_count, r.complete, r.stats};
    for (const csp::Assignment& a : r.solutions) out.solutions.append(p.to_dict(a));
    return out;
}

void bind_results(py::module_& m) {
    using S = csp::Stats;
    py::class_<S> stats(m, "Stats",
                        "Search statistics (the engine's csp::Stats); Stats.definitions(): each counter's "
                        "one-line definition.");
    for (const csp::CounterDefinition& c : csp::counter_definitions())  // one home for the words
        stats.def_readonly(std::string(c.name).c_str(), c.member, (std::string(c.definition) + ".").c_str());
    stats
        .def_static(
            "definitions",
            [] {
                py::dict out;
                for (const csp::CounterDefinition& c : csp::counter_definitions())
                    out[py::str(std::string(c.name))] = std::string(c.definition);
                return out;
            },
            "{counter: its one-line definition}, for every counter, in the order a front end lists them.")
        .def_readonly("max_depth", &S::max_depth, "The deepest search level reached.")
        .def_property_readonly(
            "time", [](const S& s) { return std::chrono::duration<double>(s.time).count(); },
            "Wall-clock time of the search, in seconds.")
        .def(
            "counters",
            [](const S& s) {
                py::dict out;
                for (const csp::CounterDefinition& c : csp::counter_definitions())
                    out[py::str(std::string(c.name))] = s.*c.member;
                return out;
            },
            "Every counter by name, in the order of Stats.definitions.")
        .def("__repr__", [](const S& s) { return "csp.Stats(" + csp::to_string(s) + ")"; });

    py::class_<PyResult>(m, "Result", "The outcome of a search.")
        .def_readonly("status", &PyResult::status, "'satisfied', 'unsatisfiable' or 'limit reached'.")
        .def_readonly("solutions", &PyResult::solutions,
                      "The solutions kept, each {name: value} (none with keep_solutions=False).")
        .def_property_readonly(
            "solution", [](const PyResult& r) { return r.solutions.empty() ? py::object(py::none()) : r.solutions[0]; },
            "The first solution, or None.")
        .def_readonly("solution_count", &PyResult::solution_count, "Solutions found (exact when complete).")
        .def_readonly("complete", &PyResult::complete,
                      "True when the whole search space was searched, so solution_count is exact.")
        .def_readonly("stats", &PyResult::stats, "The search statistics (csp.Stats).")
        .def(
            "__bool__", [](const PyResult& r) { return r.status == "satisfied"; }, "True when satisfied.")
        .def("__repr__", [](const PyResult& r) {
            return "csp.Result(" + r.status + ", " + std::to_string(r.solution_count) + " solutions" +
                   (r.complete ? ", complete" : "") + ", " + std::to_string(r.stats.nodes) + " nodes)";
        });

    py::class_<PyBackjumpingResult, PyResult>(m, "BackjumpingResult",
                                              "A Result of solve_backjumping, with what backjumping saved.")
        .def_readonly("backjumps", &PyBackjumpingResult::backjumps, "Dead ends that jumped over at least one level.")
        .def_readonly("levels_skipped", &PyBackjumpingResult::levels_skipped, "Levels jumped over in all.");
}

}  // namespace csp_python
