#include <gtest/gtest.h>

#include <sstream>

#include "csp/model/constraint_graph.hpp"
#include "test_models.hpp"

namespace {

TEST(ConstraintGraph, AustraliaNeighboursDegreesAndComponents) {
    const csp::Problem p = csp::testing::australia(3);
    const csp::ConstraintGraph g(p);
    EXPECT_EQ(g.num_vertices(), 7);
    EXPECT_EQ(g.num_edges(), 9u);
    const auto sa = *p.find("SA");
    EXPECT_EQ(g.degree(sa), 5);
    EXPECT_EQ(g.degree(*p.find("T")), 0);
    EXPECT_EQ(g.neighbours(*p.find("WA")), (std::vector<csp::VarId>{*p.find("NT"), sa}));
    const auto c = g.components();
    EXPECT_EQ(c.count, 2);  // the mainland and Tasmania
    EXPECT_EQ(c.of[static_cast<std::size_t>(*p.find("WA"))], c.of[static_cast<std::size_t>(*p.find("V"))]);
    EXPECT_NE(c.of[static_cast<std::size_t>(*p.find("WA"))], c.of[static_cast<std::size_t>(*p.find("T"))]);
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

}  // namespace
