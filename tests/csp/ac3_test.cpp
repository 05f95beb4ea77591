#include <gtest/gtest.h>

#include "csp/consistency/ac3.hpp"
#include "test_models.hpp"

namespace {

// The reduced domain of a variable, as values (labels) rather than indices.
std::vector<int> values_of(const csp::Problem& p, const csp::Ac3Result& r, csp::VarId x) {
    std::vector<int> out;
    for (int i : r.domains[static_cast<std::size_t>(x)]) out.push_back(p.labels(x)[static_cast<std::size_t>(i)]);
    return out;
}

TEST(Ac3, ChainOfLessThanFixesEveryVariable) {
    csp::Problem p;
    const auto x = p.add_variable("X", 1, 3);
    const auto y = p.add_variable("Y", 1, 3);
    const auto z = p.add_variable("Z", 1, 3);
    p.add_constraint(x, y, csp::less());
    p.add_constraint(y, z, csp::less());
    const csp::Ac3Result r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(values_of(p, r, x), std::vector<int>{1});
    EXPECT_EQ(values_of(p, r, y), std::vector<int>{2});
    EXPECT_EQ(values_of(p, r, z), std::vector<int>{3});
    EXPECT_EQ(r.prunings, 6u);
    EXPECT_GT(r.revisions, 0u);
}

TEST(Ac3, SquareRelationFromAima) {
    // AIMA §6.2.2: Y = X² over the digits leaves X ∈ {0,1,2,3}, Y ∈ {0,1,4,9}.
    csp::Problem p;
    const auto x = p.add_variable("X", 0, 9);
    const auto y = p.add_variable("Y", 0, 9);
    p.add_constraint(
        x, y, [](int a, int b) { return b == a * a; }, "Y=X^2");
    const csp::Ac3Result r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(values_of(p, r, x), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(values_of(p, r, y), (std::vector<int>{0, 1, 4, 9}));
}

TEST(Ac3, TriangleOfTwoColoursIsArcConsistentYetUnsatisfiable) {
    // The textbook's lesson: arc consistency alone does not detect this failure.
    csp::Problem p;
    for (const char* n : {"A", "B", "C"}) p.add_variable(n, 1, 2);
    p.add_constraint(0, 1, csp::not_equal());
    p.add_constraint(1, 2, csp::not_equal());
    p.add_constraint(0, 2, csp::not_equal());
    const csp::Ac3Result r = csp::ac3(p);
    EXPECT_TRUE(r.consistent);
    EXPECT_EQ(r.prunings, 0u);
    for (const auto& d : r.domains) EXPECT_EQ(d.size(), 2);
}

TEST(Ac3, DisjointEqualityWipesOut) {
    csp::Problem p;
    const auto x = p.add_variable("X", std::vector<int>{1, 2});
    const auto y = p.add_variable("Y", std::vector<int>{3, 4});
    p.add_constraint(x, y, csp::equal());
    const csp::Ac3Result r = csp::ac3(p);
    EXPECT_FALSE(r.consistent);
    EXPECT_TRUE(r.wiped == x || r.wiped == y);
}

TEST(Ac3, SingletonPropagatesThroughNotEqual) {
    csp::Problem p = csp::testing::australia(3);
    p.assign(p.variable("WA"), 0);
    p.assign(p.variable("NT"), 1);
    const csp::Ac3Result r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(values_of(p, r, p.variable("SA")), std::vector<int>{2});
    EXPECT_EQ(values_of(p, r, p.variable("Q")), std::vector<int>{0});
    EXPECT_EQ(values_of(p, r, p.variable("NSW")), std::vector<int>{1});
    EXPECT_EQ(values_of(p, r, p.variable("V")), std::vector<int>{0});
    EXPECT_EQ(values_of(p, r, p.variable("T")), (std::vector<int>{0, 1, 2}));
}

}  // namespace
