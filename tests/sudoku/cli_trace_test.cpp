// `sudoku solve` with --trace, --trace-json, --tree and --trace-ac3, run as a process: the traces
// name the cells (r1c1 …), every JSON line parses and its solutions solve their puzzles, the tree
// renders with Graphviz.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "graphviz.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/format.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

namespace {

using csp::testing::read_text_file;
using csp::testing::test_file;

csp::testing::ProcessResult sudoku_cli(const std::string& args, const std::string& input = "") {
    return csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/sudoku", args, input);
}

using sudoku::testing::kPuzzles;

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

TEST(CliTrace, TraceNamesTheCells) {
    const auto r =
        sudoku_cli("solve " + kPuzzles + "4x4.txt --trace --model binary --inference fc --var-order input -q");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("r1c2 = "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("(because of r1c2)"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(" x0"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("solution: r1c1=1, r1c2="), std::string::npos) << r.err;
}

TEST(CliTrace, JsonTraceOfSeveralPuzzles) {
    const std::string json = test_file("trace.jsonl");
    const std::string input = read_text_file(kPuzzles + "4x4.txt") + "\n" + read_text_file(kPuzzles + "easy.txt");
    const auto r = sudoku_cli("solve - --trace-json '" + json + "'", input);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<sudoku::Grid> puzzles = {sudoku::parse(read_text_file(kPuzzles + "4x4.txt")),
                                               sudoku::parse(read_text_file(kPuzzles + "easy.txt"))};
    std::istringstream lines(read_text_file(json));
    int problem = -1;
    std::vector<int> solutions(2, 0);
    std::uint64_t seq = 0;
    for (std::string line; std::getline(lines, line);) {
        const nlohmann::json e = nlohmann::json::parse(line);  // throws if not JSON
        EXPECT_EQ(e.at("seq").get<std::uint64_t>(), ++seq);
        if (e.at("event") == "problem") {
            ++problem;
            ASSERT_LT(problem, 2);
            EXPECT_EQ(e.at("label").get<std::string>().rfind("puzzle " + std::to_string(problem + 1) + " (line ", 0),
                      0u)
                << line;
            continue;
        }
        ASSERT_GE(problem, 0) << "an event before the first problem: " << line;
        const sudoku::Grid& puzzle = puzzles[static_cast<std::size_t>(problem)];
        if (e.contains("name")) {
            EXPECT_EQ(e.at("name").get<std::string>()[0], 'r') << line;
        }
        if (e.at("event") == "solution") {
            ++solutions[static_cast<std::size_t>(problem)];
            const sudoku::Grid solved = sudoku::to_grid(e.at("values").get<csp::Assignment>(), puzzle.box());
            EXPECT_EQ(sudoku::solution_error(puzzle, solved), "") << line;
        }
    }
    EXPECT_EQ(problem, 1);
    EXPECT_EQ(solutions, (std::vector<int>{1, 1}));  // unique puzzles: the uniqueness check finds no second
}

TEST(CliTrace, TreeOfTheFirstPuzzleRenders) {
    const std::string dot = test_file("tree.dot");
    const std::string input = read_text_file(kPuzzles + "4x4.txt") + "\n" + read_text_file(kPuzzles + "4x4.txt");
    const auto r = sudoku_cli("solve - --inference fc --var-order input --tree '" + dot + "'", input);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("search tree: puzzle 1 (line 2) only"), std::string::npos) << r.err;
    const std::string tree = read_text_file(dot);
    EXPECT_EQ(tree.rfind("digraph search {", 0), 0u) << tree;
    EXPECT_NE(tree.find("label=\"r1c2="), std::string::npos) << tree;
    EXPECT_EQ(occurrences(tree, "peripheries=2"), 1u);  // the one solution of the first puzzle
    csp::testing::expect_graphviz_renders(tree, "sudoku_tree");
}

TEST(CliTrace, TraceAc3ShowsTheQueueBeforeTheSearch) {
    const auto r = sudoku_cli("solve " + kPuzzles + "4x4.txt --trace-ac3 -q");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.err.rfind("AC-3: 112 arcs queued\n", 0), 0u) << r.err.substr(0, 200);  // 56 ≠ constraints, both ways
    EXPECT_NE(r.err.find("revise (r1c2,r1c1): "), std::string::npos);
    EXPECT_NE(r.err.find("arc consistent: "), std::string::npos);
    EXPECT_EQ(sudoku::solution_error(sudoku::parse(read_text_file(kPuzzles + "4x4.txt")), sudoku::parse(r.out)), "");
}

TEST(CliTrace, UnwritableTraceFileIsAUsageError) {
    const auto r = sudoku_cli("solve " + kPuzzles + "4x4.txt --trace-json /nonexistent-dir/t.jsonl");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("/nonexistent-dir/t.jsonl: cannot write file"), std::string::npos) << r.err;
}

}  // namespace
