// The examples' trace flags run as processes: --trace-json writes JSON Lines that parse and whose
// solutions are valid, --tree writes DOT that Graphviz renders with a node per assignment,
// --trace-ac3 prints the AC-3 queue, --search backjumping finds valid solutions, --dot writes the
// constraint graph (a box per n-ary constraint); the constraint graph of every example model
// renders; queens --min-conflicts places valid boards; --search min-conflicts, tree and cutset
// answer correctly, and --trace / --trace-json show the steps particular to each method (repairs,
// the tree order and its revisions, the cycle cutset, backjumps with their conflict sets).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "csp/kernel/propagation_context.hpp"
#include "csp/model/constraint_graph.hpp"
#include "graphviz.hpp"
#include "models/compare_problems.hpp"
#include "models/cryptarithm.hpp"
#include "models/example_cli.hpp"
#include "models/graph_colouring.hpp"
#include "models/graph_generators.hpp"
#include "models/latin_square.hpp"
#include "models/map_colouring.hpp"
#include "models/queens.hpp"
#include "models/zebra.hpp"
#include "queens_check.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/format.hpp"
#include "test_process.hpp"

namespace ex = csp::examples;
using csp::testing::run_process;

namespace {

std::string example(const std::string& name) { return std::string(CSP_BINARY_DIR) + "/examples/" + name; }

std::vector<nlohmann::json> json_lines(const std::string& text) {
    std::vector<nlohmann::json> events;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        events.push_back(nlohmann::json::parse(line));  // throws if not JSON
    return events;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

// Borders checked on the map itself, not through the CSP model.
bool proper_colouring(const ex::Map& map, const csp::Assignment& colour) {
    if (colour.size() != map.regions.size()) return false;
    for (auto [a, b] : map.borders)
        if (colour[static_cast<std::size_t>(a)] == colour[static_cast<std::size_t>(b)]) return false;
    return true;
}

using csp::testing::queens_valid;

// "rows by column: 1 5 8 …" from the queens example's output.
csp::Assignment printed_rows(const std::string& out) {
    const std::size_t at = out.find("rows by column:");
    if (at == std::string::npos) return {};
    std::istringstream in(out.substr(at + 15, out.find('\n', at) - at - 15));
    csp::Assignment rows;
    for (int r; in >> r;) rows.push_back(r);
    return rows;
}

// Runs the queens example with `args` and checks the placement it prints: n rows, attack-free, and
// the line that names the method (`marker`).
void expect_valid_queens_run(const std::string& args, std::size_t n, const std::string& marker) {
    const auto r = run_process(example("queens"), args);
    ASSERT_EQ(r.exit_code, 0) << args << "\n" << r.err;
    const csp::Assignment rows = printed_rows(r.out);
    ASSERT_EQ(rows.size(), n) << r.out;
    EXPECT_TRUE(queens_valid(rows)) << r.out;
    EXPECT_NE(r.out.find(marker), std::string::npos) << r.out;
}

TEST(TraceFlags, JsonTraceAndTreeOfOneSearch) {
    const std::string json = csp::testing::test_file("trace.jsonl"), dot = csp::testing::test_file("tree.dot");
    const auto r =
        run_process(example("map_colouring"), "australia --inference fc --var-order input --count --trace-json '" +
                                                  json + "' --tree '" + dot + "'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("18 colourings"), std::string::npos) << r.out;
    const auto events = json_lines(csp::testing::read_text_file(json));
    const ex::Map map = ex::australia();
    std::size_t assigns = 0, solutions = 0;
    for (const auto& e : events) {
        if (e.at("event") == "assign") {
            ++assigns;
            EXPECT_EQ(e.at("name"), map.regions[e.at("var").get<std::size_t>()]);
        }
        if (e.at("event") == "solution") {
            ++solutions;
            EXPECT_TRUE(proper_colouring(map, e.at("values").get<csp::Assignment>())) << e.dump();
        }
    }
    EXPECT_EQ(solutions, 18u);
    EXPECT_NE(r.err.find("JSON trace: " + std::to_string(events.size()) + " events written"), std::string::npos)
        << r.err;

    const std::string tree = csp::testing::read_text_file(dot);
    EXPECT_EQ(tree.rfind("digraph search {", 0), 0u);
    EXPECT_EQ(occurrences(tree, " -> "), assigns);  // one node per assignment under its parent
    EXPECT_EQ(occurrences(tree, "peripheries=2"), 18u);
    csp::testing::expect_graphviz_renders(tree, "map_colouring_tree");
}

TEST(TraceFlags, TreeLimitAndStdout) {
    const auto r = run_process(example("queens"), "6 --count --tree - --tree-limit 10");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::size_t start = r.out.find("digraph search {");
    ASSERT_NE(start, std::string::npos) << r.out;
    const std::string tree = r.out.substr(start, r.out.rfind("}\n") + 2 - start);
    EXPECT_EQ(occurrences(tree, " -> "), 10u);
    EXPECT_NE(tree.find("more nodes not drawn (limit 10)"), std::string::npos);
    csp::testing::expect_graphviz_renders(tree, "queens_truncated_tree");
}

TEST(TraceFlags, TraceAc3PrintsTheQueue) {
    const auto r = run_process(example("map_colouring"), "australia --trace-ac3");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out.rfind("AC-3: 18 arcs queued\n", 0), 0u) << r.out;
    EXPECT_NE(r.out.find("revise (WA,NT): "), std::string::npos);
    EXPECT_NE(r.out.find("arc consistent: "), std::string::npos);
    EXPECT_NE(r.out.find("checked: all 9 borders join different colours"), std::string::npos);
}

TEST(TraceFlags, BackjumpingFindsValidSolutions) {
    for (const std::string inference : {"none", "fc"})
        expect_valid_queens_run("12 --search backjumping --stats --inference " + inference, 12, "backjumping: ");
    const auto zebra = run_process(example("zebra"), "--search backjumping --inference fc");
    ASSERT_EQ(zebra.exit_code, 0) << zebra.err;
    EXPECT_NE(zebra.out.find("The Japanese owns the zebra; the Norwegian drinks water."), std::string::npos)
        << zebra.out;
    EXPECT_NE(zebra.out.find("unique: "), std::string::npos) << zebra.out;
    const auto count = run_process(example("map_colouring"), "australia --count --search backjumping --inference none");
    EXPECT_EQ(count.exit_code, 0) << count.err;
    EXPECT_NE(count.out.find("18 colourings"), std::string::npos) << count.out;
}

TEST(TraceFlags, UnwritableFilesAndUnknownSearchAreUsageErrors) {
    const auto tree = run_process(example("queens"), "4 --tree /nonexistent-dir/tree.dot");
    EXPECT_EQ(tree.exit_code, 2);
    EXPECT_NE(tree.err.find("/nonexistent-dir/tree.dot: cannot write file"), std::string::npos) << tree.err;
    const auto json = run_process(example("zebra"), "--trace-json /nonexistent-dir/t.jsonl");
    EXPECT_EQ(json.exit_code, 2);
    EXPECT_NE(json.err.find("/nonexistent-dir/t.jsonl"), std::string::npos) << json.err;
    const auto search = run_process(example("queens"), "4 --search sideways");
    EXPECT_EQ(search.exit_code, 2);
    EXPECT_NE(search.err.find("--search"), std::string::npos) << search.err;
}

TEST(SearchMethods, MinConflictsTracesItsRepairs) {
    const auto r = run_process(example("queens"), "8 --search min-conflicts --seed 2 --trace --stats");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const csp::Assignment rows = printed_rows(r.out);
    ASSERT_EQ(rows.size(), 8u) << r.out;
    EXPECT_TRUE(csp::testing::queens_valid(rows)) << r.out;
    EXPECT_EQ(r.out.rfind("Q1 = ", 0), 0u) << r.out;  // the starting assignment, then the repairs
    const std::size_t at = r.out.find("min-conflicts: ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::size_t repairs = std::stoul(r.out.substr(at + 15));
    EXPECT_EQ(occurrences(r.out, "\nrepair "), repairs) << r.out;
}

TEST(SearchMethods, MinConflictsRefusesWhatItCannotDo) {
    const auto count = run_process(example("map_colouring"), "australia --count --search min-conflicts");
    EXPECT_EQ(count.exit_code, 2);
    EXPECT_NE(count.err.find("cannot count"), std::string::npos) << count.err;
    const auto tree = run_process(example("queens"), "6 --search min-conflicts --tree -");
    EXPECT_EQ(tree.exit_code, 2);
    EXPECT_NE(tree.err.find("no search tree"), std::string::npos) << tree.err;
    const auto fast = run_process(example("queens"), "8 --min-conflicts --trace");
    EXPECT_EQ(fast.exit_code, 2);
    EXPECT_NE(fast.err.find("--search min-conflicts --trace"), std::string::npos) << fast.err;
}

TEST(SearchMethods, CutsetOnAustraliaShowsTheCutsetAndTheTreeSolver) {
    const auto r = run_process(example("map_colouring"), "australia --search cutset --trace");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out.rfind("cycle cutset {SA}: the other variables form a forest\nSA = 0\n", 0), 0u) << r.out;
    EXPECT_NE(r.out.find("tree order: WA (root), NT (parent WA)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("revise ("), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("checked: all 9 borders join different colours"), std::string::npos) << r.out;

    const auto count = run_process(example("map_colouring"), "australia --search cutset --count");
    ASSERT_EQ(count.exit_code, 0) << count.err;
    EXPECT_NE(count.out.find("18 colourings"), std::string::npos) << count.out;
}

TEST(SearchMethods, TreeSolverOnATreeAndAClearErrorOnACycle) {
    const auto r = run_process(example("graph_colouring"), "--generate tree7 --colors 2 --search tree --trace");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("tree order: v1 (root), v2 (parent v1), v3 (parent v1), v4 (parent v2)"), std::string::npos)
        << r.out;
    EXPECT_EQ(occurrences(r.out, "revise ("), 6u) << r.out;  // one per edge of the 7-vertex tree
    EXPECT_NE(r.out.find("checked: all 6 edges join different colours"), std::string::npos) << r.out;

    const auto count = run_process(example("graph_colouring"), "--generate tree7 --colors 3 --search tree --stats");
    ASSERT_EQ(count.exit_code, 0) << count.err;
    EXPECT_NE(count.out.find("colourable"), std::string::npos) << count.out;

    const auto cycle = run_process(example("map_colouring"), "australia --search tree");
    EXPECT_EQ(cycle.exit_code, 2);
    EXPECT_NE(cycle.err.find("is not a tree"), std::string::npos) << cycle.err;
}

TEST(SearchMethods, TheJsonTraceCarriesTheNewEvents) {
    const auto r = run_process(example("map_colouring"), "australia --search cutset --trace-json -");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::istringstream in(r.out);
    std::string line;
    ASSERT_TRUE(std::getline(in, line));
    const nlohmann::json first = nlohmann::json::parse(line);
    EXPECT_EQ(first.at("event"), "cutset");
    EXPECT_EQ(first.at("names"), nlohmann::json::array({"SA"}));
    std::size_t orders = 0, revisions = 0;
    while (std::getline(in, line) && line.starts_with("{")) {
        const nlohmann::json e = nlohmann::json::parse(line);
        orders += e.at("event") == "tree_order";
        revisions += e.at("event") == "revise";
    }
    EXPECT_EQ(orders, 1u);     // SA = red already works
    EXPECT_EQ(revisions, 4u);  // the path WA–NT–Q–NSW–V; T is a tree of its own
}

TEST(SearchMethods, BackjumpingTracesConflictSetsAndJumps) {
    const auto r =
        run_process(example("queens"), "6 --search backjumping --inference none --var-order input --trace --stats");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const csp::Assignment rows = printed_rows(r.out);
    ASSERT_EQ(rows.size(), 6u) << r.out;
    EXPECT_TRUE(csp::testing::queens_valid(rows)) << r.out;
    const std::size_t at = r.out.find("backjumping: ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::size_t jumps = std::stoul(r.out.substr(at + 13));
    EXPECT_GT(jumps, 0u);
    EXPECT_EQ(occurrences(r.out, "backjump: "), jumps) << r.out;  // real jumps; the others read "dead end: "
    EXPECT_NE(r.out.find("dead end: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("has no value left; conflict set {Q1"), std::string::npos) << r.out;
}

TEST(ConstraintGraphDot, EveryExampleModelRenders) {
    const std::vector<std::pair<std::string, csp::Problem>> models = {
        {"australia", ex::colouring_problem(ex::australia(), 3)},
        {"usa", ex::colouring_problem(ex::usa(), 4)},
        {"queens8", ex::queens_problem(8)},
        {"zebra", ex::zebra_problem()},
        {"sudoku4x4", sudoku::to_problem(sudoku::parse(
                          csp::testing::read_text_file(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/4x4.txt")))},
        {"random", ex::random_csp({.variables = 12, .values = 4}, 7)},
        {"latin7", ex::latin_square_problem(ex::parse_latin_square(csp::testing::read_text_file(
                       std::string(CSP_SOURCE_DIR) + "/examples/data/latin7_unique.txt")))},
        {"send_more_money", ex::cryptarithm_model(ex::parse_cryptarithm("SEND+MORE=MONEY")).problem},
        {"myciel3", ex::colouring_problem(ex::generate_graph("myciel3"), 4)},
    };
    for (const auto& [name, problem] : models) {
        std::ostringstream out;
        csp::ConstraintGraph(problem).write_dot(out);
        const std::string dot = out.str();
        EXPECT_NE(dot.find(problem.name(0)), std::string::npos) << name;
        csp::testing::expect_graphviz_renders(dot, "constraint_graph_" + name);
        if (::testing::Test::IsSkipped() || ::testing::Test::HasFatalFailure()) return;
    }
}

// Global-constraint models are hypergraphs: each n-ary constraint is a box joined to its scope.
TEST(ConstraintGraphDot, NaryConstraintsAreBoxesJoinedToTheirScope) {
    struct Case {
        std::string name;
        csp::Problem problem;
        std::size_t boxes, binary_edges, scope_edges;
    };
    const ex::LatinSquare latin = ex::parse_latin_square("1 0 0 0\n0 0 0 0\n0 0 3 0\n0 0 0 0\n");
    std::vector<Case> cases;
    // N-Queens: all-different over Qi, Qi + i and Qi − i (3 boxes joined to the same n), no arcs.
    cases.push_back({"queens8_alldiff", ex::queens_alldiff_problem(8, csp::AllDifferentStrength::Domain), 3, 0, 24});
    // Latin square of order 4: one all-different per row and per column, no arcs.
    cases.push_back(
        {"latin4_alldiff", ex::latin_square_alldiff_problem(latin, csp::AllDifferentStrength::Hidden), 8, 0, 32});
    // SEND+MORE=MONEY, linear: all-different over the 8 letters, one equation over them, no arcs.
    cases.push_back({"send_more_money_linear",
                     ex::cryptarithm_linear_model(ex::parse_cryptarithm("SEND+MORE=MONEY")).problem, 2, 0, 16});
    for (const Case& c : cases) {
        ASSERT_EQ(c.problem.propagators().size(), c.boxes) << c.name;
        std::ostringstream out;
        csp::ConstraintGraph(c.problem).write_dot(out);
        const std::string dot = out.str();
        EXPECT_EQ(dot.rfind("graph G {", 0), 0u) << dot;
        EXPECT_EQ(occurrences(dot, "shape=box"), c.boxes) << c.name;
        EXPECT_EQ(occurrences(dot, "--"), c.binary_edges + c.scope_edges) << c.name;
        EXPECT_EQ(occurrences(dot, "}"), 1u) << c.name;  // one graph, closed once
        for (std::size_t i = 0; i < c.boxes; ++i)
            for (const csp::VarId x : c.problem.propagators()[i]->scope())
                EXPECT_NE(dot.find("c" + std::to_string(i) + "--" + std::to_string(x) + ";"), std::string::npos)
                    << c.name << ": box " << i << " misses variable " << x;
        csp::testing::expect_graphviz_renders(dot, "hypergraph_" + c.name);
        if (::testing::Test::IsSkipped() || ::testing::Test::HasFatalFailure()) return;
    }
}

TEST(DotFlag, ProgramsWriteTheirConstraintGraph) {
    // --dot - prints the graph alone: 28 pairs of columns for 8 queens, 61 constraints for the zebra.
    const auto queens = run_process(example("queens"), "8 --dot -");
    ASSERT_EQ(queens.exit_code, 0) << queens.err;
    EXPECT_EQ(queens.out.rfind("graph G {", 0), 0u) << queens.out;
    EXPECT_EQ(occurrences(queens.out, "--"), 28u);
    EXPECT_EQ(queens.out.find("rows by column"), std::string::npos) << "no search with --dot -";
    csp::testing::expect_graphviz_renders(queens.out, "queens8_dot_flag");
    if (::testing::Test::IsSkipped() || ::testing::Test::HasFatalFailure()) return;

    const auto alldiff = run_process(example("queens"), "6 --model alldiff --dot -");
    ASSERT_EQ(alldiff.exit_code, 0) << alldiff.err;
    EXPECT_EQ(occurrences(alldiff.out, "shape=box"), 3u) << alldiff.out;
    EXPECT_EQ(occurrences(alldiff.out, "--"), 18u) << alldiff.out;  // 3 boxes joined to the 6 columns
    csp::testing::expect_graphviz_renders(alldiff.out, "queens6_alldiff_dot_flag");
    if (::testing::Test::IsSkipped() || ::testing::Test::HasFatalFailure()) return;

    // To a file, and the search still runs.
    const std::string file = csp::testing::test_file("zebra.dot");
    const auto zebra = run_process(example("zebra"), "--dot '" + file + "'");
    ASSERT_EQ(zebra.exit_code, 0) << zebra.err;
    EXPECT_NE(zebra.out.find("The Japanese owns the zebra"), std::string::npos) << zebra.out;
    const std::string dot = csp::testing::read_text_file(file);
    EXPECT_EQ(occurrences(dot, "--"), 61u);
    EXPECT_NE(dot.find("label=Norwegian"), std::string::npos) << dot;
    csp::testing::expect_graphviz_renders(dot, "zebra_dot_flag");

    const auto bad = run_process(example("queens"), "4 --dot /nonexistent-dir/g.dot");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("/nonexistent-dir/g.dot: cannot write file"), std::string::npos) << bad.err;
}

TEST(QueensMinConflicts, PlacesValidBoardsAndGivesUpOnThree) {
    for (const std::string seed : {"1", "2", "3"})
        expect_valid_queens_run("200 --min-conflicts --seed " + seed, 200, "min-conflicts: 200 queens placed after ");
    // Beyond 1000 queens the rows are not printed; the program checks them itself.
    const auto big = run_process(example("queens"), "20000 --min-conflicts");
    ASSERT_EQ(big.exit_code, 0) << big.err;
    EXPECT_EQ(big.out.find("rows by column"), std::string::npos);
    EXPECT_NE(big.out.find("checked: no two queens share a row or a diagonal"), std::string::npos) << big.out;
    // Three queens have no solution: local search gives up, it cannot say "none".
    const auto three = run_process(example("queens"), "3 --min-conflicts --max-steps 300");
    EXPECT_EQ(three.exit_code, 1);
    EXPECT_NE(three.out.find("min-conflicts gave up after 300 repairs"), std::string::npos) << three.out;
    // The search models stop at 5000; --count makes no sense for local search.
    const auto too_big = run_process(example("queens"), "6000");
    EXPECT_EQ(too_big.exit_code, 2);
    EXPECT_NE(too_big.err.find("use --min-conflicts"), std::string::npos) << too_big.err;
    EXPECT_EQ(run_process(example("queens"), "8 --min-conflicts --count").exit_code, 2);
}

}  // namespace
