// Graph colouring example: the DIMACS reader (and its errors), the generators checked against the
// published sizes of the DIMACS instances, and chromatic numbers known from the literature, each
// colouring checked against the edge list.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "csp/search/solver.hpp"
#include "models/dimacs.hpp"
#include "models/graph_colouring.hpp"
#include "models/graph_generators.hpp"

namespace ex = csp::examples;

namespace {

// A proper colouring with exactly k colours, checked on the edges.
void expect_proper(const ex::Graph& g, const std::vector<int>& colour, int k) {
    ASSERT_EQ(colour.size(), static_cast<std::size_t>(g.vertices));
    std::set<int> used(colour.begin(), colour.end());
    EXPECT_EQ(static_cast<int>(used.size()), k);
    for (int c : colour) EXPECT_TRUE(c >= 0 && c < k) << c;
    for (auto [u, v] : g.edges)
        EXPECT_NE(colour[static_cast<std::size_t>(u)], colour[static_cast<std::size_t>(v)]) << u + 1 << "-" << v + 1;
}

bool triangle_free(const ex::Graph& g) {
    std::set<std::pair<int, int>> edges(g.edges.begin(), g.edges.end());
    for (auto [u, v] : g.edges)
        for (int w = v + 1; w < g.vertices; ++w)
            if (edges.count({u, w}) && edges.count({v, w})) return false;
    return true;
}

ex::DimacsFile read(const std::string& text) {
    std::istringstream in(text);
    return ex::read_dimacs(in, "test.col");
}

// Expects a DimacsError on `line` whose message contains `fragment`.
void expect_dimacs_error(const std::string& text, int line, const std::string& fragment) {
    try {
        read(text);
        ADD_FAILURE() << "no error for:\n" << text;
    } catch (const ex::DimacsError& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_NE(e.message().find(fragment), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("test.col:" + std::to_string(line) + ":"), std::string::npos) << e.what();
    }
}

int chromatic(const ex::Graph& g) {
    const ex::ChromaticBounds b = ex::chromatic_number(g, {.variable_order = csp::VariableOrder::DomDeg});
    EXPECT_TRUE(b.exact()) << g.name << ": " << b.lower << ".." << b.upper;
    expect_proper(g, b.best_colouring, b.upper);
    return b.upper;
}

}  // namespace

TEST(Dimacs, ReadsCommentsProblemAndEdges) {
    const auto file = read("c a triangle and a pendant vertex\n\np edge 4 4\ne 1 2\ne 2 3\n  e 3 1\ne 3 4\n");
    EXPECT_TRUE(file.warnings.empty());
    EXPECT_EQ(file.graph.vertices, 4);
    EXPECT_EQ(file.graph.edges, (std::vector<std::pair<int, int>>{{0, 1}, {0, 2}, {1, 2}, {2, 3}}));
}

TEST(Dimacs, EdgesListedBothWaysCountOnce) {
    const auto file = read("p edge 3 4\ne 1 2\ne 2 1\ne 2 3\ne 3 2\n");
    EXPECT_TRUE(file.warnings.empty());  // E counts the lines, as in the DIMACS queen files
    EXPECT_EQ(file.graph.edges.size(), 2u);
}

TEST(Dimacs, EdgeCountMismatchIsAWarning) {
    const auto file = read("p edge 3 5\ne 1 2\ne 2 3\n");
    ASSERT_EQ(file.warnings.size(), 1u);
    EXPECT_NE(file.warnings[0].find("declares 5 edges"), std::string::npos) << file.warnings[0];
    EXPECT_EQ(file.graph.edges.size(), 2u);
}

TEST(Dimacs, MalformedFilesNameTheLine) {
    expect_dimacs_error("c nothing else\n", 1, "missing 'p edge");
    expect_dimacs_error("c x\ne 1 2\np edge 2 1\n", 2, "edge before the 'p edge");
    expect_dimacs_error("p edge 3 1\ne 1 4\n", 2, "vertex 4 out of range 1..3");
    expect_dimacs_error("p edge 3 1\ne 0 2\n", 2, "vertex 0 out of range");
    expect_dimacs_error("p edge 3 1\ne 1 x\n", 2, "expected a vertex number");
    expect_dimacs_error("p edge 3 1\ne 1\n", 2, "expected 'e U V'");
    expect_dimacs_error("p edge 3 1\ne 1 2 3\n", 2, "expected 'e U V'");
    expect_dimacs_error("p edge 3 1\ne 2 2\n", 2, "self-loop on vertex 2");
    expect_dimacs_error("p edge 3\n", 1, "expected 'p edge VERTICES EDGES'");
    expect_dimacs_error("p graph 3 1\n", 1, "expected 'p edge VERTICES EDGES'");
    expect_dimacs_error("p edge -3 1\n", 1, "vertex count");
    expect_dimacs_error("p edge 99999999999 1\n", 1, "too large");
    expect_dimacs_error("p edge 3 1\np edge 3 1\n", 2, "second 'p' line");
    expect_dimacs_error("p edge 3 1\nx 1 2\n", 2, "unknown line type 'x'");
}

TEST(Dimacs, WriteThenReadGivesTheSameGraph) {
    const ex::Graph g = ex::mycielski(4);
    std::stringstream text;
    ex::write_dimacs(g, text);
    const auto back = ex::read_dimacs(text, "round-trip");
    EXPECT_TRUE(back.warnings.empty());
    EXPECT_EQ(back.graph.vertices, g.vertices);
    EXPECT_EQ(back.graph.edges, g.edges);
}

TEST(Generators, MatchTheDimacsInstances) {
    // Vertex and edge counts of the DIMACS files (the queen files list each edge twice: 320, 580).
    const struct {
        const char* name;
        int vertices;
        std::size_t edges;
    } sizes[] = {{"myciel3", 11, 20},    {"myciel4", 23, 71},   {"myciel5", 47, 236},  {"myciel6", 95, 755},
                 {"myciel7", 191, 2360}, {"queen5_5", 25, 160}, {"queen6_6", 36, 290}, {"queen8_12", 96, 1368}};
    for (const auto& s : sizes) {
        const ex::Graph g = ex::generate_graph(s.name);
        EXPECT_EQ(g.vertices, s.vertices) << s.name;
        EXPECT_EQ(g.edges.size(), s.edges) << s.name;
    }
    for (int k = 2; k <= 6; ++k) EXPECT_TRUE(triangle_free(ex::mycielski(k))) << k;
    EXPECT_THROW(ex::generate_graph("myciel"), std::invalid_argument);
    EXPECT_THROW(ex::generate_graph("myciel0"), std::invalid_argument);
    EXPECT_THROW(ex::generate_graph("queen5"), std::invalid_argument);
    EXPECT_THROW(ex::generate_graph("queen0_5"), std::invalid_argument);
    EXPECT_THROW(ex::generate_graph("petersen"), std::invalid_argument);
}

TEST(Bounds, CliqueAndGreedyColouringAreValid) {
    const ex::Graph g = ex::queen_graph(6, 6);
    const std::vector<int> clique = ex::greedy_clique(g);
    EXPECT_EQ(clique.size(), 6u);  // a row, a column or a long diagonal of the board
    std::set<std::pair<int, int>> edges(g.edges.begin(), g.edges.end());
    for (std::size_t i = 0; i < clique.size(); ++i)
        for (std::size_t j = i + 1; j < clique.size(); ++j)
            EXPECT_TRUE(edges.count({std::min(clique[i], clique[j]), std::max(clique[i], clique[j])}));
    const std::vector<int> greedy = ex::dsatur_colouring(g);
    expect_proper(g, greedy, ex::colours_used(greedy));
}

TEST(Chromatic, MycielskiGraphs) {
    EXPECT_EQ(chromatic(ex::mycielski(3)), 4);
    EXPECT_EQ(chromatic(ex::mycielski(4)), 5);
#ifdef NDEBUG
    // Proving myciel5 not 5-colourable takes ~50,000 nodes: quick in Release, slow under sanitizers.
    EXPECT_EQ(chromatic(ex::mycielski(5)), 6);
#endif
}

TEST(Chromatic, QueenGraphs) {
    EXPECT_EQ(chromatic(ex::queen_graph(5, 5)), 5);
    EXPECT_EQ(chromatic(ex::queen_graph(6, 6)), 7);
}

TEST(Chromatic, DataFiles) {
    const std::string dir = CSP_SOURCE_DIR "/examples/data/";
    EXPECT_EQ(chromatic(ex::read_dimacs_file(dir + "petersen.col").graph), 3);
    const ex::DimacsFile wheel = ex::read_dimacs_file(dir + "wheel5.col");
    EXPECT_TRUE(wheel.warnings.empty());
    EXPECT_EQ(wheel.graph.edges.size(), 10u);
    EXPECT_EQ(chromatic(wheel.graph), 4);
}

TEST(Chromatic, TimeLimitLeavesBoundsNotAnAnswer) {
    // A limit of one node per K cannot prove myciel5 (χ = 6) has no 5-colouring.
    csp::SolverOptions options{.variable_order = csp::VariableOrder::DomDeg};
    options.limits.node_limit = 1;
    const ex::Graph g = ex::mycielski(5);
    const ex::ChromaticBounds b = ex::chromatic_number(g, options);
    EXPECT_LE(b.lower, 6);
    EXPECT_GE(b.upper, 6);
    EXPECT_LT(b.lower, b.upper);
    expect_proper(g, b.best_colouring, b.upper);
}

TEST(Colouring, DecidesKColourability) {
    const ex::Graph g = ex::mycielski(3);  // χ = 4
    for (int k : {3, 4}) {
        const csp::Problem p = ex::colouring_problem(g, k, ex::greedy_clique(g));
        csp::Solver solver(p);
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.status, k == 3 ? csp::Status::Unsatisfiable : csp::Status::Satisfied) << k;
        if (!r.solutions.empty()) expect_proper(g, r.solutions.front(), k);
    }
    // Fewer colours than the clique has vertices: unsatisfiable, not a modelling error.
    const ex::Graph k4 = ex::queen_graph(2, 2);
    const csp::Problem p = ex::colouring_problem(k4, 2, ex::greedy_clique(k4));
    csp::Solver solver(p);
    EXPECT_EQ(solver.solve().status, csp::Status::Unsatisfiable);
}
