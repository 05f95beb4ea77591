// Map colouring example: the map data (well-known facts about the borders) and colourings
// checked against the border lists directly.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "csp/model/constraint_graph.hpp"
#include "csp/search/solver.hpp"
#include "models/map_colouring.hpp"

namespace ex = csp::examples;

namespace {

int region(const ex::Map& map, const std::string& name) {
    const auto it = std::find(map.regions.begin(), map.regions.end(), name);
    return it == map.regions.end() ? -1 : static_cast<int>(it - map.regions.begin());
}

bool borders(const ex::Map& map, const std::string& a, const std::string& b) {
    const int x = region(map, a);
    const int y = region(map, b);
    return std::find(map.borders.begin(), map.borders.end(), std::pair{std::min(x, y), std::max(x, y)}) !=
           map.borders.end();
}

std::set<std::string> neighbours(const ex::Map& map, const std::string& name) {
    const int x = region(map, name);
    std::set<std::string> result;
    for (auto [a, b] : map.borders) {
        if (a == x) result.insert(map.regions[static_cast<std::size_t>(b)]);
        if (b == x) result.insert(map.regions[static_cast<std::size_t>(a)]);
    }
    return result;
}

// Every border joins two different colours, all within 0..k-1: checked on the map, not the model.
void expect_proper(const ex::Map& map, const csp::Assignment& colour, int k) {
    ASSERT_EQ(colour.size(), map.regions.size());
    for (int c : colour) EXPECT_TRUE(c >= 0 && c < k) << c;
    for (auto [a, b] : map.borders)
        EXPECT_NE(colour[static_cast<std::size_t>(a)], colour[static_cast<std::size_t>(b)])
            << map.regions[static_cast<std::size_t>(a)] << "-" << map.regions[static_cast<std::size_t>(b)];
}

}  // namespace

TEST(MapColouring, AustraliaIsFigure61) {
    const ex::Map map = ex::australia();
    EXPECT_EQ(map.regions.size(), 7u);
    EXPECT_EQ(map.borders.size(), 9u);
    EXPECT_EQ(neighbours(map, "SA"), (std::set<std::string>{"WA", "NT", "Q", "NSW", "V"}));
    EXPECT_TRUE(neighbours(map, "T").empty());
}

TEST(MapColouring, UsaBordersAreRight) {
    const ex::Map map = ex::usa();
    EXPECT_EQ(map.regions.size(), 49u);   // 48 contiguous states + DC
    EXPECT_EQ(map.borders.size(), 107u);  // as in Knuth's Stanford GraphBase
    EXPECT_EQ(neighbours(map, "DC"), (std::set<std::string>{"MD", "VA"}));
    EXPECT_FALSE(borders(map, "UT", "NM"));  // Four Corners: corners only
    EXPECT_FALSE(borders(map, "AZ", "CO"));
    EXPECT_TRUE(borders(map, "AZ", "UT"));
    EXPECT_TRUE(borders(map, "CO", "NM"));
    EXPECT_EQ(neighbours(map, "ME"), (std::set<std::string>{"NH"}));
    EXPECT_EQ(neighbours(map, "TN"), (std::set<std::string>{"AL", "AR", "GA", "KY", "MS", "MO", "NC", "VA"}));
    EXPECT_EQ(neighbours(map, "MO"), (std::set<std::string>{"AR", "IL", "IA", "KS", "KY", "NE", "OK", "TN"}));
    EXPECT_EQ(neighbours(map, "CA"), (std::set<std::string>{"AZ", "NV", "OR"}));
    EXPECT_EQ(neighbours(map, "MI"), (std::set<std::string>{"IN", "OH", "WI"}));  // land borders only
    for (const std::string& r : map.regions) EXPECT_FALSE(neighbours(map, r).empty()) << r;
}

TEST(MapColouring, AustraliaHas18ThreeColourings) {
    const ex::Map map = ex::australia();
    const csp::Problem p = ex::colouring_problem(map, 3);
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    // Mainland: SA takes one of 3 colours, WA-NT-Q-NSW-V then alternate (2 ways); T any of 3.
    EXPECT_EQ(r.solution_count, 18u);
    EXPECT_TRUE(r.complete);
    std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
    EXPECT_EQ(distinct.size(), 18u);
    for (const auto& s : r.solutions) expect_proper(map, s, 3);
}

TEST(MapColouring, AustraliaNeedsThreeColours) {
    const csp::Problem p = ex::colouring_problem(ex::australia(), 2);  // WA, NT, SA form a triangle
    csp::Solver solver(p);
    EXPECT_EQ(solver.solve().status, csp::Status::Unsatisfiable);
}

namespace {
// Four colours suffice and three do not: the map has an odd wheel (a region whose neighbours form
// a ring of odd length).
void expect_four_colours_but_not_three(const ex::Map& map) {
    const csp::Problem four = ex::colouring_problem(map, 4);
    csp::Solver solver(four);
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied) << map.name;
    expect_proper(map, r.solutions.front(), 4);
    const csp::Problem three = ex::colouring_problem(map, 3);
    csp::Solver solver3(three);
    EXPECT_EQ(solver3.solve().status, csp::Status::Unsatisfiable) << map.name;
}
}  // namespace

TEST(MapColouring, UsaFourColouredButNotThree) {
    expect_four_colours_but_not_three(ex::usa());  // Nevada and its five neighbours
}

TEST(MapColouring, FranceBordersAreRight) {
    const ex::Map map = ex::france();
    EXPECT_EQ(map.regions.size(), 13u);
    EXPECT_EQ(map.borders.size(), 23u);
    EXPECT_EQ(neighbours(map, "IDF"), (std::set<std::string>{"HDF", "NOR", "CVL", "BFC", "GES"}));
    EXPECT_EQ(neighbours(map, "PAC"), (std::set<std::string>{"ARA", "OCC"}));
    EXPECT_TRUE(neighbours(map, "COR").empty());  // an island
    EXPECT_FALSE(borders(map, "BRE", "NAQ"));     // Pays de la Loire lies between them
    EXPECT_EQ(ex::map_by_name("france").name, "France");
}

TEST(MapColouring, FranceFourColouredButNotThree) {
    expect_four_colours_but_not_three(ex::france());  // Île-de-France and its five neighbours
}

TEST(MapColouring, DotHasOneEdgePerBorder) {
    const ex::Map map = ex::usa();
    std::ostringstream dot;
    csp::ConstraintGraph(ex::colouring_problem(map, 4)).write_dot(dot);
    const std::string text = dot.str();
    std::size_t edges = 0;
    for (std::size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) ++edges;
    EXPECT_EQ(edges, 107u);
    EXPECT_NE(text.find("label=DC"), std::string::npos);
}

TEST(MapColouring, TableTyposAreCaught) {
    EXPECT_THROW(ex::make_map("bad", {"A: B", "B: C"}), std::invalid_argument);  // unknown C
    EXPECT_THROW(ex::make_map("bad", {"A: B", "B: A"}), std::invalid_argument);  // border twice
    EXPECT_THROW(ex::make_map("bad", {"A:", "A:"}), std::invalid_argument);      // region twice
    EXPECT_THROW(ex::map_by_name("mars"), std::invalid_argument);
}
