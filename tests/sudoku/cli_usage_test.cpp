// The first minutes with the `sudoku` tool: a misspelt command, a puzzle typed where a file is
// expected, and every output form of `solve` read back by the tool itself.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "sudoku/format.hpp"
#include "test_process.hpp"

namespace {

using csp::testing::ProcessResult;

ProcessResult sudoku_tool(const std::string& args, const std::string& input = "") {
    return csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/sudoku", args, input);
}

const std::string kClassic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(CliUsage, AnUnknownCommandIsNamedWithTheCommands) {
    for (const std::string args : {"frobnicate", "frobnicate file.txt", "--quiet frobnicate"}) {
        const ProcessResult r = sudoku_tool(args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_EQ(r.out, "") << args;
        if (args == "--quiet frobnicate") continue;  // CLI11's own error for the unknown option comes first
        EXPECT_EQ(
            r.err,
            "sudoku: unknown command 'frobnicate' (commands: solve, count, check, compare, generate, hint, explain, grade)\n")
            << args;
    }
    EXPECT_EQ(sudoku_tool("count -q " + std::string(CSP_SOURCE_DIR) + "/examples/puzzles/4x4.txt").exit_code, 0);
}

TEST(CliUsage, APuzzleGivenAsAFileNameSaysHowToPassIt) {
    for (const std::string command : {"solve", "count", "check", "compare"}) {
        const ProcessResult r = sudoku_tool(command + " " + kClassic);
        EXPECT_EQ(r.exit_code, 2) << command;
        EXPECT_EQ(r.out, "") << command;
        EXPECT_EQ(r.err, "sudoku: " + kClassic +
                             ": no such file; to give a puzzle as text, pass it on standard input: echo '" + kClassic +
                             "' | sudoku " + command + " -\n")
            << command;
    }
    // A missing file that does not look like a puzzle gets no hint.
    const ProcessResult missing = sudoku_tool("solve missing.txt");
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_EQ(missing.err, "sudoku: missing.txt: no such file\n");
    // The hint works as it says.
    const ProcessResult piped = sudoku_tool("solve -", kClassic + "\n");
    EXPECT_EQ(piped.exit_code, 0) << piped.err;
    EXPECT_EQ(sudoku::solution_error(sudoku::parse(kClassic), sudoku::parse(piped.out)), "");
}

TEST(CliUsage, EveryOutputFormOfSolveReadsBack) {
    const std::string two = kClassic + "\n" + kClassic.substr(0, 80) + "4\n";  // the second with one more given
    for (const auto name : sudoku::format_names()) {
        const std::string format(name);
        const ProcessResult solved = sudoku_tool("solve -q --format " + format + " -", two);
        ASSERT_EQ(solved.exit_code, 1) << format << solved.err;  // the second has no solution
        // The answers, read back by the tool: one solution, one "no solution" note (a comment).
        const ProcessResult checked = sudoku_tool("check -", solved.out);
        EXPECT_EQ(checked.exit_code, 0) << format << "\n" << solved.out << checked.err;
        EXPECT_NE(checked.out.find("puzzle 1 (line 1): valid solution (9x9)"), std::string::npos) << format << "\n"
                                                                                                  << checked.out;
        // Read back in the form written: solving the answer again answers in that form.
        const ProcessResult again = sudoku_tool("solve -q -", solved.out);
        EXPECT_EQ(again.exit_code, 0) << format << again.err;
        const sudoku::Grid solution = sudoku::parse(again.out);
        EXPECT_EQ(sudoku::solution_error(sudoku::parse(kClassic), solution), "") << format;
        EXPECT_EQ(again.out, sudoku::to_string(solution, sudoku::format_from_string(format)));
        EXPECT_EQ(solved.out.rfind(again.out, 0), 0u) << format << "\n" << solved.out;
    }
}

TEST(CliUsage, ABlockPuzzleIsAnsweredAsABlock) {
    std::string block;
    for (int r = 0; r < 9; ++r) block += kClassic.substr(static_cast<std::size_t>(r) * 9, 9) + "\n";
    const ProcessResult r = sudoku_tool("solve -q -", "# typed by a person\n" + block);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const sudoku::Grid solution = sudoku::parse(r.out);
    EXPECT_EQ(sudoku::solution_error(sudoku::parse(kClassic), solution), "");
    EXPECT_EQ(r.out, sudoku::to_string(solution, sudoku::Format::Block));
}

}  // namespace
