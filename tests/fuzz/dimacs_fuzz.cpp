// Fuzz target: the DIMACS .col reader. A file is either read into a well-formed graph (vertices in
// range, each edge once, no self-loop) that survives writing and reading back, or rejected with a
// DimacsError naming a line of the input. Small graphs are coloured and the colouring checked.
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>

#include "csp/search/solver.hpp"
#include "fuzz_check.hpp"
#include "models/dimacs.hpp"
#include "models/graph_colouring.hpp"

namespace ex = csp::examples;

namespace {

void check_colouring(const ex::Graph& g) {
    if (g.vertices > 30) return;
    const int colours = 3;
    const csp::Problem p = ex::colouring_problem(g, colours);
    csp::Solver solver(p, {.max_solutions = 1, .limits = {.node_limit = 5'000}});
    const csp::Result r = solver.solve();
    for (const auto& colouring : r.solutions) {
        FUZZ_CHECK(static_cast<int>(colouring.size()) == g.vertices, "colouring of the wrong size");
        for (auto [u, v] : g.edges)
            FUZZ_CHECK(colouring[static_cast<std::size_t>(u)] != colouring[static_cast<std::size_t>(v)],
                       "an edge joins two vertices of the same colour");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::istringstream in(text);
    ex::DimacsFile file;
    try {
        file = ex::read_dimacs(in, "fuzz");
    } catch (const ex::DimacsError& error) {
        FUZZ_CHECK(error.line() >= 0 && error.line() <= lines, "error line out of range");
        return 0;
    }
    const ex::Graph& g = file.graph;
    FUZZ_CHECK(g.vertices >= 0 && g.vertices <= ex::kMaxDimacsVertices, "vertex count out of range");
    FUZZ_CHECK(std::is_sorted(g.edges.begin(), g.edges.end()), "edges not sorted");
    FUZZ_CHECK(std::adjacent_find(g.edges.begin(), g.edges.end()) == g.edges.end(), "an edge listed twice");
    for (auto [u, v] : g.edges) FUZZ_CHECK(0 <= u && u < v && v < g.vertices, "edge out of range or a self-loop");

    std::ostringstream out;
    ex::write_dimacs(g, out);
    std::istringstream back(out.str());
    const ex::DimacsFile again = ex::read_dimacs(back, "fuzz");
    FUZZ_CHECK(again.graph.vertices == g.vertices && again.graph.edges == g.edges,
               "graph changed through write and read");
    FUZZ_CHECK(again.warnings.empty(), "a written file reads back with warnings");
    check_colouring(g);
    return 0;
}
