#include <gtest/gtest.h>

#include <sstream>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/model/constraint_graph.hpp"
#include "graphviz.hpp"
#include "test_models.hpp"

namespace {

TEST(ConstraintGraph, AustraliaNeighboursDegreesAndComponents) {
    const csp::Problem p = csp::testing::australia(3);
    const csp::ConstraintGraph g(p);
    EXPECT_EQ(g.num_vertices(), 7);
    EXPECT_EQ(g.num_edges(), 9u);
    const auto sa = p.variable("SA");
    EXPECT_EQ(g.degree(sa), 5);
    EXPECT_EQ(g.degree(p.variable("T")), 0);
    EXPECT_EQ(g.neighbours(p.variable("WA")), (std::vector<csp::VarId>{p.variable("NT"), sa}));
    const auto c = g.components();
    EXPECT_EQ(c.count, 2);  // the mainland and Tasmania
    EXPECT_EQ(c.of[static_cast<std::size_t>(p.variable("WA"))], c.of[static_cast<std::size_t>(p.variable("V"))]);
    EXPECT_NE(c.of[static_cast<std::size_t>(p.variable("WA"))], c.of[static_cast<std::size_t>(p.variable("T"))]);
    EXPECT_FALSE(g.is_forest());
}

TEST(ConstraintGraph, PathIsAForest) {
    csp::Problem p;
    for (int i = 0; i < 4; ++i) p.add_variable("x" + std::to_string(i), 0, 1);
    for (int i = 0; i + 1 < 4; ++i) p.add_constraint(i, i + 1, csp::not_equal());
    EXPECT_TRUE(csp::ConstraintGraph(p).is_forest());
}

TEST(ConstraintGraph, DotNamesEveryVariableAndRelation) {
    const csp::Problem p = csp::testing::australia(3);
    std::ostringstream dot;
    csp::ConstraintGraph(p).write_dot(dot);
    const std::string text = dot.str();
    EXPECT_EQ(text.rfind("graph G {", 0), 0u);
    for (const char* name : {"WA", "NT", "SA", "Q", "NSW", "V", "T"})
        EXPECT_NE(text.find(std::string("label=") + name + "]"), std::string::npos) << name;
    EXPECT_EQ(std::count(text.begin(), text.end(), '-') / 2, 9 + 0);  // nine "--" edges, no other dashes
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

// An n-ary constraint joins every pair of its scope (the primal graph): an all-different over four
// variables is a clique of six edges, one component, with cycles.
TEST(ConstraintGraph, NaryConstraintsJoinEveryPairOfTheirScope) {
    csp::Problem p;
    for (int i = 0; i < 5; ++i) p.add_variable("x" + std::to_string(i), 0, 3);
    const std::vector<csp::VarId> four = {0, 1, 2, 3};
    csp::add_all_different(p, four, csp::AllDifferentStrength::Domain);
    const csp::ConstraintGraph g(p);
    EXPECT_EQ(g.num_edges(), 6u);
    EXPECT_EQ(g.degree(0), 3);
    EXPECT_EQ(g.neighbours(2), (std::vector<csp::VarId>{0, 1, 3}));
    EXPECT_EQ(g.components().count, 2);  // the clique and x4 alone
    EXPECT_FALSE(g.is_forest());

    // A binary constraint on a pair the clique already joins adds no edge; one to x4 adds one.
    p.add_constraint(0, 1, csp::less());
    p.add_constraint(3, 4, csp::less());
    const csp::ConstraintGraph joined(p);
    EXPECT_EQ(joined.num_edges(), 7u);
    EXPECT_EQ(joined.components().count, 1);
    EXPECT_FALSE(joined.is_forest());
}

TEST(ConstraintGraph, ATwoVariableNaryConstraintIsOneEdge) {
    csp::Problem p;
    for (int i = 0; i < 3; ++i) p.add_variable("x" + std::to_string(i), 0, 3);
    const std::vector<int> ones = {1, 1};
    const std::vector<csp::VarId> first = {0, 1};
    const std::vector<csp::VarId> second = {1, 2};
    csp::add_linear(p, ones, first, csp::LinearRelation::Equal, 3);
    csp::add_linear(p, ones, second, csp::LinearRelation::LessEqual, 4);
    const csp::ConstraintGraph g(p);
    EXPECT_EQ(g.num_edges(), 2u);
    EXPECT_EQ(g.components().count, 1);
    EXPECT_TRUE(g.is_forest());  // a path x0 - x1 - x2
}

// The DOT drawing is the constraint hypergraph (AIMA fig. 6.2): binary constraints are labelled
// edges; each n-ary constraint is a box, labelled with its description, joined to its scope.
TEST(ConstraintGraph, DotDrawsNaryConstraintsAsBoxesJoinedToTheirScope) {
    csp::Problem p;
    for (int i = 0; i < 5; ++i) p.add_variable("x" + std::to_string(i), 0, 3);
    const std::vector<csp::VarId> four = {0, 1, 2, 3};
    csp::add_all_different(p, four, csp::AllDifferentStrength::Domain);
    const std::vector<int> ones = {1, 1};
    const std::vector<csp::VarId> pair = {3, 4};
    csp::add_linear(p, ones, pair, csp::LinearRelation::Equal, 3);
    p.add_constraint(0, 4, csp::less());
    std::ostringstream out;
    csp::ConstraintGraph(p).write_dot(out);
    const std::string dot = out.str();
    EXPECT_EQ(dot.rfind("graph G {", 0), 0u) << dot;
    EXPECT_EQ(occurrences(dot, "shape=box"), 2u) << dot;
    EXPECT_EQ(occurrences(dot, "--"), 1u + 4u + 2u) << dot;  // the < edge, then the boxes' scopes
    EXPECT_NE(dot.find("0--4 [label=\"<\"]"), std::string::npos) << dot;
    for (std::size_t i = 0; i < p.propagators().size(); ++i) {
        EXPECT_NE(dot.find("label=\"" + p.propagators()[i]->describe() + "\""), std::string::npos) << dot;
        for (const csp::VarId x : p.propagators()[i]->scope())
            EXPECT_NE(dot.find("c" + std::to_string(i) + "--" + std::to_string(x) + ";"), std::string::npos) << dot;
    }
    EXPECT_EQ(occurrences(dot, "}"), 1u) << dot;
    csp::testing::expect_graphviz_renders(dot, "constraint_hypergraph");
}

}  // namespace
