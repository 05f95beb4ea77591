// The `sudoku` tool run as a process: exit codes, stdin, errors with line and column, batch order.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "sudoku/format.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

namespace {

using csp::testing::ProcessResult;
using csp::testing::read_text_file;

// Runs the tool with `args` (a shell fragment) and optional standard input.
ProcessResult run(const std::string& args, const std::string& input = "") {
    return csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/sudoku", args, input);
}

using sudoku::testing::kPuzzles;
const std::string kCliData = std::string(CSP_TEST_DATA_DIR) + "/cli/";

// `out` holds one valid solution per puzzle of top9.txt, in the input's order.
void expect_top9_solved_in_order(const std::string& out, const std::string& context) {
    std::istringstream puzzles(read_text_file(kPuzzles + "top9.txt")), solutions(out);
    std::string p, s;
    int n = 0;
    while (std::getline(puzzles, p)) {
        if (p.empty() || p[0] == '#') continue;
        ASSERT_TRUE(std::getline(solutions, s)) << context;
        EXPECT_EQ(sudoku::solution_error(sudoku::parse(p), sudoku::parse(s)), "") << context << ", puzzle " << n;
        ++n;
    }
    EXPECT_EQ(n, 10) << context;
}

TEST(Cli, SolvesABundledPuzzleInItsOwnForm) {
    const ProcessResult r = run("solve " + kPuzzles + "inkala_2012.txt");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const sudoku::Grid puzzle = sudoku::parse(read_text_file(kPuzzles + "inkala_2012.txt"));
    const sudoku::Grid solution = sudoku::parse(r.out);
    EXPECT_EQ(sudoku::solution_error(puzzle, solution), "");
    EXPECT_EQ(solution, sudoku::parse(read_text_file(kPuzzles + "inkala_2012.solution")));
    EXPECT_NE(r.err.find("puzzles 1, solved 1"), std::string::npos) << r.err;
}

TEST(Cli, ReadsStandardInputAndPrintsPretty) {
    const std::string puzzle = read_text_file(kPuzzles + "4x4.txt");
    const ProcessResult r = run("solve - --format pretty", puzzle);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("+-----+-----+"), std::string::npos) << r.out;
}

TEST(Cli, BadPuzzleIsReportedWithLineAndColumnAndTheOthersAreStillSolved) {
    const ProcessResult r = run("solve --threads 2 " + kCliData + "mixed.txt");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("mixed.txt:3:"), std::string::npos) << r.err;
    std::istringstream lines(r.out);
    std::string line;
    int solved = 0;
    while (std::getline(lines, line))
        if (!line.empty() && line[0] != '#') ++solved;
    EXPECT_EQ(solved, 3) << r.out;
}

TEST(Cli, DuplicateGivensNameBothCells) {
    const ProcessResult r = run("solve " + kCliData + "duplicate.txt");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("duplicate.txt:2:2"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("r1c1"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("r1c2"), std::string::npos) << r.err;
}

TEST(Cli, UnsolvableAndMultipleSolutionsAreReportedNotErrors) {
    // Consistent givens with no completion: r1c3 must be 3 or 4, and column 3 holds both.
    const ProcessResult none = run("solve -", "12........3...4.\n");
    EXPECT_EQ(none.exit_code, 1) << none.err;
    EXPECT_NE(none.out.find("no solution"), std::string::npos) << none.out;
    const ProcessResult many = run("solve -", "................\n");
    EXPECT_EQ(many.exit_code, 1);
    EXPECT_NE(many.out.find("more than one solution"), std::string::npos) << many.out;
    const ProcessResult counted = run("count - --max 5", "................\n" + read_text_file(kPuzzles + "4x4.txt"));
    EXPECT_NE(counted.out.find("puzzle 1 (line 1): multiple (at least 5)"), std::string::npos) << counted.out;
    EXPECT_NE(counted.out.find("puzzle 2 (line 3): unique"), std::string::npos) << counted.out;  // after its comment
}

TEST(Cli, BatchOutputKeepsInputOrderWithThreads) {
    const ProcessResult r = run("solve --threads 2 -q " + kPuzzles + "top9.txt");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    expect_top9_solved_in_order(r.out, "default search");
}

TEST(Cli, SearchStrategyFlagsStillSolveEveryPuzzle) {
    // Restarts, random ties, group reasoning and a portfolio change how the tree is searched, never the answer:
    // every puzzle still gets its one valid solution, and uniqueness is still proven.
    for (const std::string strategy : {"--restarts luby --restart-base 2 --random-ties --seed 7",
                                       "--restarts geometric --restart-base 1 --restart-growth 2 --no-nogoods",
                                       "--reasoning full --var-order dom-wdeg", "--portfolio 3 --reasoning pointing"}) {
        const ProcessResult r = run("solve --threads 2 -q " + strategy + " " + kPuzzles + "top9.txt");
        ASSERT_EQ(r.exit_code, 0) << strategy << "\n" << r.err << r.out;
        expect_top9_solved_in_order(r.out, strategy);
    }
    EXPECT_EQ(run("solve --restarts sometimes " + kPuzzles + "4x4.txt").exit_code, 2);
    EXPECT_EQ(run("solve --reasoning clever " + kPuzzles + "4x4.txt").exit_code, 2);
    EXPECT_EQ(run("solve --portfolio 0 " + kPuzzles + "4x4.txt").exit_code, 2);
}

TEST(Cli, LimitsEndInLimitReached) {
    const ProcessResult r = run("solve --backend backtrack --node-limit 10 " + kPuzzles + "inkala_2012.txt");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.out.find("limit reached"), std::string::npos) << r.out;
    // A solution found, but the limit stopped the uniqueness check: not reported as solved uniquely.
    // csp needs more than 300 nodes for the proof (bitboard does not: it proves it in fewer).
    const ProcessResult cut = run("solve --backend csp --node-limit 300 " + kPuzzles + "inkala_2012.txt");
    EXPECT_EQ(cut.exit_code, 1) << cut.out;
    EXPECT_NE(cut.out.find("before uniqueness was proven"), std::string::npos) << cut.out;
}

TEST(Cli, CheckValidatesGridsAndSolutions) {
    const ProcessResult r = run("check " + kPuzzles + "inkala_2012.solution");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("valid solution"), std::string::npos);
    const ProcessResult bad = run("check " + kCliData + "duplicate.txt");
    EXPECT_EQ(bad.exit_code, 2);
}

TEST(Cli, UsageErrorsAndEmptyInputExitWithTwo) {
    EXPECT_EQ(run("solve --no-such-flag").exit_code, 2);
    EXPECT_EQ(run("solve --inference strong").exit_code, 2);
    const ProcessResult zero = run("count --max 0 " + kPuzzles + "4x4.txt");
    EXPECT_EQ(zero.exit_code, 2);
    EXPECT_NE(zero.err.find("--max: must be 1 or more, got 0"), std::string::npos) << zero.err;
    EXPECT_LT(zero.err.size(), 200u) << zero.err;  // not the whole of DBL_MAX, as CLI11's own check prints
    const ProcessResult negative = run("solve --time-limit -1 " + kPuzzles + "4x4.txt");
    EXPECT_EQ(negative.exit_code, 2);
    EXPECT_NE(negative.err.find("must be 0 or more, got -1"), std::string::npos) << negative.err;
    EXPECT_NE(negative.err.find("--time-limit"), std::string::npos) << negative.err;
    EXPECT_EQ(run("solve /no/such/file").exit_code, 2);
    const ProcessResult empty = run("solve -", "# only a comment\n");
    EXPECT_EQ(empty.exit_code, 2);
    EXPECT_NE(empty.err.find("no puzzle found"), std::string::npos) << empty.err;
    EXPECT_EQ(run("solve -", std::string(5000, '\x01')).exit_code, 2);
}

// Issue 36: every number given follows the one rule of csp/base/option_rule.hpp.
TEST(Cli, AHugeTimeLimitIsNoLimitAndATinyOneIsTheShortest) {
    for (const char* huge : {"1e10", "9.3e9", "1e300", "inf"}) {
        const ProcessResult r = run(std::string("count -q --time-limit ") + huge + " " + kPuzzles + "top9.txt");
        EXPECT_EQ(r.exit_code, 0) << huge << r.err;
        EXPECT_EQ(r.out.find("limit"), std::string::npos) << huge << r.out;
    }
    // Counting an empty grid never ends: only the limit stops it.
    for (const char* tiny : {"1e-10", "1e-300", "0.0004"}) {
        const ProcessResult r = run(std::string("count -q --backend dlx --max 1000000000 --time-limit ") + tiny + " -",
                                    std::string(81, '.'));
        EXPECT_NE(r.out.find("limit"), std::string::npos) << tiny << r.out << r.err;
    }
}

TEST(Cli, NumbersOutOfRangeAreRefusedWithTheRangeAndTheFlag) {
    const std::pair<std::string, std::string> cases[] = {
        {"--time-limit nan", "--time-limit: must be 0 or more, got nan"},
        {"--node-limit -1", "--node-limit: must be a whole number, 0 or more, got -1"},
        {"--node-limit 18446744073709551621", "--node-limit: must be a whole number, 0 or more"},
        {"--portfolio 2147483647", "--portfolio: must be a whole number from 1 to 64"},
        {"--restart-growth nan", "--restart-growth: must be a number from 1 to 100, got nan"},
        {"--seed 1.5", "--seed: must be a whole number"},
        {"--threads 1000", "--threads"},
    };
    for (const auto& [flags, message] : cases) {
        const ProcessResult r = run("count " + flags + " " + kPuzzles + "4x4.txt");
        EXPECT_EQ(r.exit_code, 2) << flags;
        EXPECT_NE(r.err.find(message), std::string::npos) << flags << ": " << r.err;
        EXPECT_EQ(r.out, "") << flags;
    }
    // The former spellings of the renamed flags still work.
    EXPECT_EQ(run("count -q --backend csp --var-order mrv --val-order lcv " + kPuzzles + "4x4.txt").exit_code, 0);
}

TEST(Cli, AFlagTheBackendDoesNotReadIsAUsageError) {
    const ProcessResult r = run("solve --backend dlx --inference fc --restarts luby " + kPuzzles + "4x4.txt");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(
        r.err,
        "sudoku: --inference is not read by the dlx backend (it reads: --trace, --trace-json, --tree, --tree-limit)\n");
    EXPECT_EQ(run("count --backend sat --var-order mrv " + kPuzzles + "4x4.txt").exit_code, 2);
    // Only flags given count: every backend runs with the defaults of the flags it does not read.
    EXPECT_EQ(run("count -q --backend sat " + kPuzzles + "4x4.txt").exit_code, 0);

    // Each search flag with a valid value, and the backends that read it.
    const std::vector<std::pair<std::string, std::vector<std::string>>> flags = {
        {"--model binary", {"auto", "csp"}},
        {"--alldiff-strength hidden", {"auto", "csp"}},
        {"--inference fc", {"auto", "csp"}},
        {"--variable-order mrv", {"auto", "csp"}},
        {"--value-order lcv", {"auto", "csp"}},
        {"--seed 3", {"auto", "csp", "sat"}},
        {"--random-ties", {"auto", "csp"}},
        {"--restarts luby", {"auto", "csp"}},
        {"--restart-base 50", {"auto", "csp"}},
        {"--restart-growth 2", {"auto", "csp"}},
        {"--no-nogoods", {"auto", "csp"}},
        {"--reasoning pointing", {"auto", "csp"}},
        {"--portfolio 2", {"auto", "csp", "sat"}},
        {"--trace", {"auto", "csp", "dlx", "backtrack", "rules", "best-first"}},
        {"--trace-json /dev/null", {"auto", "csp", "dlx", "backtrack", "rules", "best-first"}},
        {"--tree /dev/null", {"auto", "csp", "dlx", "backtrack", "rules", "best-first"}},
        {"--tree-limit 5", {"auto", "csp", "dlx", "backtrack", "rules", "best-first"}},
    };
    for (const std::string backend : {"auto", "csp", "dlx", "backtrack", "rules", "best-first", "sat"})
        for (const auto& [flag, readers] : flags) {
            const bool reads = std::find(readers.begin(), readers.end(), backend) != readers.end();
            const ProcessResult one = run("solve -q --backend " + backend + " " + flag + " " + kPuzzles + "4x4.txt");
            const std::string name = flag.substr(0, flag.find(' '));
            EXPECT_EQ(one.exit_code, reads ? 0 : 2) << backend << " " << flag << ": " << one.err;
            if (!reads) {
                EXPECT_EQ(
                    one.err.rfind("sudoku: " + name + " is not read by the " + backend + " backend (it reads: ", 0), 0u)
                    << one.err;
            }
        }
}

TEST(Cli, EveryBackendAndModelSolvesTheHardPuzzle) {
    for (const char* flags :
         {"--backend dlx", "--backend rules", "--backend best-first", "--model binary", "--alldiff-strength domain",
          "--alldiff-strength bounds", "--inference fc --var-order mrv-degree"}) {
        const ProcessResult r = run(std::string("solve -q ") + flags + " " + kPuzzles + "ai_escargot.txt");
        EXPECT_EQ(r.exit_code, 0) << flags << ": " << r.err;
        EXPECT_EQ(sudoku::parse(r.out), sudoku::parse(read_text_file(kPuzzles + "ai_escargot.solution"))) << flags;
    }
}

}  // namespace
