// --assign and --trace-ac3 on the example programs, run as processes: AIMA's exercise (AC-3 from
// WA = red, Q = green finds the inconsistency), solutions that keep the assigned values (checked on
// the printed answers, not through the model), every example taking the flag, and a clear message
// with exit code 2 for each kind of bad pair.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "models/map_colouring.hpp"
#include "queens_check.hpp"
#include "test_process.hpp"

namespace ex = csp::examples;
using csp::testing::run_process;

namespace {

std::string example(const std::string& name) { return std::string(CSP_BINARY_DIR) + "/examples/" + name; }
std::string data(const std::string& name) { return std::string(CSP_SOURCE_DIR) + "/examples/data/" + name; }

bool contains(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

// The colour of each region from map_colouring's "WA=red  NT=green …" lines.
std::map<std::string, std::string> printed_colours(const std::string& out) {
    std::map<std::string, std::string> colour;
    std::istringstream words(out);
    for (std::string word; words >> word;)
        if (const auto eq = word.find('='); eq != std::string::npos) colour[word.substr(0, eq)] = word.substr(eq + 1);
    return colour;
}

TEST(TraceAc3, RunsOnceBeforeTheSearchAsItsHelpSays) {
    const auto help = run_process(example("map_colouring"), "--help");
    ASSERT_EQ(help.exit_code, 0);
    EXPECT_TRUE(contains(help.out, "run once before each search")) << help.out;
    EXPECT_FALSE(contains(help.out, "at every step")) << help.out;
    // A search of 7 assignments, traced: AC-3 appears once, before the first of them.
    const auto r = run_process(example("map_colouring"), "australia --trace-ac3 --trace --inference fc");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(occurrences(r.out, "AC-3: 18 arcs queued"), 1u) << r.out;
    EXPECT_EQ(occurrences(r.out, "arc consistent: "), 1u) << r.out;
    EXPECT_LT(r.out.find("arc consistent: "), r.out.find(" = ")) << r.out;
}

TEST(Assign, AimasExerciseAc3FindsTheInconsistency) {
    const auto r = run_process(example("map_colouring"), "--assign WA=0,Q=1 --trace-ac3");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(r.out.rfind("assigned before the search: WA=0, Q=1\nAC-3: 18 arcs queued\n", 0), 0u) << r.out;
    EXPECT_TRUE(contains(r.out, "NT has no value left") || contains(r.out, "SA has no value left")) << r.out;
    EXPECT_TRUE(contains(r.out, "\ninconsistent: ")) << r.out;
    EXPECT_TRUE(contains(r.out, "no colouring with 3 colours extends the assignment")) << r.out;
}

TEST(Assign, SolutionsKeepTheAssignedValues) {
    const auto one = run_process(example("map_colouring"), "usa --assign CA=3,NV=2,TX=0");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    const auto colour = printed_colours(one.out);
    EXPECT_EQ(colour.at("CA"), "yellow");
    EXPECT_EQ(colour.at("NV"), "blue");
    EXPECT_EQ(colour.at("TX"), "red");
    const ex::Map usa = ex::usa();
    for (auto [a, b] : usa.borders)
        EXPECT_NE(colour.at(usa.regions[static_cast<std::size_t>(a)]),
                  colour.at(usa.regions[static_cast<std::size_t>(b)]));
    // Colours are interchangeable: a third of Australia's 18 colourings give WA any one colour.
    const auto count = run_process(example("map_colouring"), "--count --assign WA=2 --inference none --var-order mrv");
    ASSERT_EQ(count.exit_code, 0) << count.err;
    EXPECT_TRUE(contains(count.out, "\n6 colourings\n")) << count.out;

    const auto queens = run_process(example("queens"), "8 --assign Q1=1,Q2=5 --search backjumping");
    ASSERT_EQ(queens.exit_code, 0) << queens.err;
    const std::size_t at = queens.out.find("rows by column:");
    ASSERT_NE(at, std::string::npos) << queens.out;
    std::istringstream in(queens.out.substr(at + 15));
    std::vector<int> rows(8);
    for (int& row : rows) in >> row;
    EXPECT_EQ(rows[0], 1);
    EXPECT_EQ(rows[1], 5);
    EXPECT_TRUE(csp::testing::queens_valid(rows)) << queens.out;
}

TEST(Assign, EveryExampleWithTheSearchFlagsTakesIt) {
    const auto zebra = run_process(example("zebra"), "--assign zebra=1");
    EXPECT_EQ(zebra.exit_code, 1) << zebra.err;  // the zebra lives in house 5
    EXPECT_TRUE(contains(zebra.out, "assigned before the search: zebra=1\n")) << zebra.out;
    EXPECT_TRUE(contains(zebra.out, "no solution")) << zebra.out;

    const auto sum = run_process(example("cryptarithm"), "TWO+TWO=FOUR --assign T=9");
    EXPECT_EQ(sum.exit_code, 0) << sum.err;
    EXPECT_TRUE(contains(sum.out, "  2 solutions\n")) << sum.out;  // 928 + 928 and 938 + 938
    EXPECT_TRUE(contains(sum.out, "928 + 928 = 1856")) << sum.out;
    EXPECT_TRUE(contains(sum.out, "938 + 938 = 1876")) << sum.out;

    // Its first completion has 6 in row 3, column 4; fixing 7 there gives another (or several).
    const auto latin = run_process(example("latin_square"), "'" + data("latin7_multiple.txt") + "' --assign r3c4=7");
    EXPECT_TRUE(latin.exit_code == 0 || latin.exit_code == 1) << latin.err;
    EXPECT_TRUE(contains(latin.out, "assigned before the search: r3c4=7\n")) << latin.out;
    const std::size_t square = latin.out.find("completion");
    ASSERT_NE(square, std::string::npos) << latin.out;
    std::istringstream cells(latin.out.substr(latin.out.find('\n', square) + 1));
    std::vector<int> first(49);
    for (int& v : first) cells >> v;
    EXPECT_EQ(first[2 * 7 + 3], 7) << latin.out;

    const auto graph = run_process(example("graph_colouring"), "--generate myciel3 --colors 4 --assign v1=3");
    EXPECT_EQ(graph.exit_code, 0) << graph.err;
    EXPECT_TRUE(contains(graph.out, "4 colours: colourable")) << graph.out;
}

TEST(Assign, BadPairsAreUsageErrors) {
    const auto expect_error = [](const std::string& program, const std::string& args, const std::string& message) {
        const auto r = run_process(example(program), args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_TRUE(contains(r.err, message)) << args << "\n" << r.err;
    };
    expect_error("map_colouring", "--assign XX=0",
                 "map_colouring: --assign: pair 1 'XX=0': no variable named 'XX' (the variables: WA, NT, SA, Q, NSW, "
                 "V, T)");
    expect_error("map_colouring", "--assign WA=0,Q=3", "--assign: pair 2 'Q=3': 3 is not in the domain of Q {0, 1, 2}");
    expect_error("map_colouring", "--assign WA:0", "--assign: pair 1 'WA:0' is not NAME=VALUE (e.g. WA=0)");
    expect_error("zebra", "--assign Norwegian=2", "2 is not in the domain of Norwegian {1}");
    expect_error("queens", "8 --assign Q1=1 --min-conflicts", "--min-conflicts takes only");
    expect_error("cryptarithm", "--assign S=9", "--assign names one puzzle's letters: give one puzzle");
    expect_error("graph_colouring", "--generate myciel3 --assign v1=0", "--assign need --colors K");
}

}  // namespace
