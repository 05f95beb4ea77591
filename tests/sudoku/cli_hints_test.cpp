// `sudoku hint`, `explain` and `grade` run as processes; every step they print is checked against
// the solution found by the dlx backend.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

namespace {

using csp::testing::run_process;

const std::string kSudoku = std::string(CSP_BINARY_DIR) + "/sudoku";
const std::string kWikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
using sudoku::testing::kInkala;

sudoku::Grid solution_of(const std::string& puzzle) {
    sudoku::SolveOptions options;
    options.backend = "dlx";
    return sudoku::solve(sudoku::parse(puzzle), options).solutions.at(0);
}

/// "436" → r3c6 digit 4 holds (placement) or not (elimination) in the solution.
bool holds(const sudoku::Grid& solution, const std::string& code) {
    const int digit = code[0] - '0', row = code[1] - '1', column = code[2] - '1';
    return solution[row * 9 + column] == digit;
}

TEST(CliHints, HintGivesAStepThatKeepsTheSolution) {
    const auto r = run_process(kSudoku, "hint --json", kWikipedia + "\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto step = nlohmann::json::parse(r.out);
    EXPECT_EQ(step["technique"], "hidden-single");
    const auto solution = solution_of(kWikipedia);
    ASSERT_EQ(step["placements"].size(), 1u);
    for (const auto& p : step["placements"]) EXPECT_TRUE(holds(solution, p.get<std::string>()));
    EXPECT_NE(step["explanation"].get<std::string>().find("hidden single"), std::string::npos);
}

TEST(CliHints, HintLevelsGiveAwayTheTechniqueThenWhereThenTheStep) {
    const auto full = run_process(kSudoku, "hint --json --level full", kWikipedia + "\n");
    ASSERT_EQ(full.exit_code, 0) << full.err;
    const auto step = nlohmann::json::parse(full.out);
    const auto vague = run_process(kSudoku, "hint --level vague", kWikipedia + "\n");
    EXPECT_EQ(vague.exit_code, 0);
    EXPECT_EQ(vague.out, "next step: " + step["title"].get<std::string>() + "\n");
    const auto cells = run_process(kSudoku, "hint --json --level cells", kWikipedia + "\n");
    ASSERT_EQ(cells.exit_code, 0) << cells.err;
    const auto where = nlohmann::json::parse(cells.out);
    EXPECT_EQ(where["technique"], step["technique"]);
    EXPECT_EQ(where["units"], step["units"]);
    EXPECT_FALSE(where["cells"].empty());
    EXPECT_FALSE(where.contains("placements"));
    EXPECT_FALSE(where.contains("eliminations"));
    // Where, never what: no value placed or removed is named.
    const std::string text = where["explanation"].get<std::string>();
    EXPECT_EQ(text.rfind("next step: " + step["title"].get<std::string>() + "; look at ", 0), 0u) << text;
    EXPECT_EQ(text.find('='), std::string::npos) << text;
    EXPECT_EQ(text.find("<>"), std::string::npos) << text;
    const auto refused = run_process(kSudoku, "hint --level cells --svg x.svg", kWikipedia + "\n");
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("--level full"), std::string::npos) << refused.err;
    EXPECT_EQ(run_process(kSudoku, "hint --level loud", kWikipedia + "\n").exit_code, 2);
}

/// The eliminations of a compact effect ("r15c47<>7, r2c9<>3: …") as HoDoKu's triples ("714", …).
std::set<std::string> expand_compact(const std::string& text) {
    std::set<std::string> codes;
    std::istringstream parts(text.substr(0, text.find(": ")));
    for (std::string part; std::getline(parts, part, ',');) {
        if (!part.empty() && part.front() == ' ') part.erase(0, 1);
        const auto ne = part.find("<>");
        if (ne == std::string::npos) continue;  // a placement
        const std::string rows = part.substr(1, part.find('c') - 1);
        const std::string columns = part.substr(part.find('c') + 1, ne - part.find('c') - 1);
        for (const char r : rows)
            for (const char c : columns) codes.insert(part.substr(ne + 2) + r + c);
    }
    return codes;
}

TEST(CliHints, CompactNotationNamesTheSameEliminations) {
    const std::pair<std::string, std::string> cases[] = {
        {kWikipedia, "pointing"},
        {"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", "naked-triple"}};
    for (const auto& [puzzle, technique] : cases) {
        const auto json = run_process(kSudoku, "hint --json --technique " + technique, puzzle + "\n");
        ASSERT_EQ(json.exit_code, 0) << json.err;
        const auto step = nlohmann::json::parse(json.out);
        std::set<std::string> expected;
        for (const auto& e : step["eliminations"]) expected.insert(e.get<std::string>());
        ASSERT_FALSE(expected.empty());
        const auto compact = run_process(kSudoku, "hint --compact --technique " + technique, puzzle + "\n");
        ASSERT_EQ(compact.exit_code, 0) << compact.err;
        EXPECT_EQ(expand_compact(compact.out), expected) << compact.out;
        EXPECT_LT(compact.out.find(": "), step["explanation"].get<std::string>().find(": "))
            << "shorter than the long form";
    }
    const auto explain = run_process(kSudoku, "explain --compact", kWikipedia + "\n");
    EXPECT_EQ(explain.exit_code, 0);
}

TEST(CliHints, HintShowsThePencilMarksBeforeAndAfter) {
    const auto r = run_process(kSudoku, "hint --candidates -", kWikipedia + "\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("| [5]  [3]   124"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("after the step:"), std::string::npos);
}

TEST(CliHints, HintReadsAHodokuLineAndItsTechnique) {
    // Row 1 of the Wikipedia puzzle with r1c9's 8 and r1c3's 8 deleted: only a technique of the
    // line's kind may answer, here a naked single.
    const std::string line = ":0003::" + kWikipedia + ":::::\n";
    const auto r = run_process(kSudoku, "hint --json", line);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto step = nlohmann::json::parse(r.out);
    EXPECT_EQ(step["technique"], "naked-single");
    EXPECT_EQ(step["code"], "0003");
    for (const auto& p : step["placements"]) EXPECT_TRUE(holds(solution_of(kWikipedia), p.get<std::string>()));
}

TEST(CliHints, AHodokuLineWithoutATechniqueTakesAnyStep) {
    const auto r = run_process(kSudoku, "hint --json", ":::" + kWikipedia + ":::::\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto step = nlohmann::json::parse(r.out);
    EXPECT_EQ(step["technique"], "hidden-single") << "the easiest step, as for the puzzle";
    for (const auto& p : step["placements"]) EXPECT_TRUE(holds(solution_of(kWikipedia), p.get<std::string>()));
}

TEST(CliHints, HintDrawsTheStepAsAnSvgPicture) {
    const std::string svg = csp::testing::test_file("step.svg");
    const auto r = run_process(kSudoku, "hint --technique pointing --svg '" + svg + "'", kWikipedia + "\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string picture = csp::testing::read_text_file(svg);
    EXPECT_EQ(picture.rfind("<svg ", 0), 0u);
    EXPECT_NE(picture.find("</svg>"), std::string::npos);
    // r2c7<>7, r2c9<>7: each eliminated candidate is struck through in red.
    std::size_t struck = 0;
    for (auto at = picture.find("stroke=\"#b00000\""); at != std::string::npos;
         at = picture.find("stroke=\"#b00000\"", at + 1))
        ++struck;
    EXPECT_EQ(struck, 2u) << r.out;
}

TEST(CliHints, NoStepGivesEmptyListsAndStatusOne) {
    const auto r = run_process(kSudoku, "hint --json --technique full-house", kInkala + "\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto step = nlohmann::json::parse(r.out);
    EXPECT_TRUE(step["technique"].is_null());
    EXPECT_TRUE(step["eliminations"].empty());
    EXPECT_TRUE(step["placements"].empty());
}

TEST(CliHints, AnUnknownTechniqueIsABadInput) {
    const auto r = run_process(kSudoku, "hint --technique x-wings", kWikipedia + "\n");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("unknown technique 'x-wings'"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("x-wing"), std::string::npos);
}

TEST(CliHints, ExplainSolvesTheWikipediaPuzzleWithSinglesAndEveryStepHolds) {
    const auto r = run_process(kSudoku, "explain --json", kWikipedia + "\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto path = nlohmann::json::parse(r.out);
    EXPECT_EQ(path["end"], "solved");
    EXPECT_EQ(path["rating"]["level"], "easy");
    EXPECT_EQ(path["solutions"], 1);
    const auto solution = solution_of(kWikipedia);
    ASSERT_EQ(path["steps"].size(), 51u);
    for (const auto& step : path["steps"]) {
        for (const auto& p : step["placements"]) EXPECT_TRUE(holds(solution, p.get<std::string>()));
        for (const auto& e : step["eliminations"]) EXPECT_FALSE(holds(solution, e.get<std::string>()));
    }
    const auto text = run_process(kSudoku, "explain", kWikipedia + "\n");
    EXPECT_NE(text.out.find("51. "), std::string::npos);
    EXPECT_NE(text.out.find("solved in 51 steps: SE 1.2, easy"), std::string::npos) << text.out;
}

TEST(CliHints, ExplainWritesEachPositionAsALineThatHintReadsBack) {
    const auto r = run_process(kSudoku, "explain --json", kWikipedia + "\n");
    const auto path = nlohmann::json::parse(r.out);
    const auto& step = path["steps"][20];
    const auto back = run_process(kSudoku, "hint --json", step["position"].get<std::string>() + "\n");
    ASSERT_EQ(back.exit_code, 0) << back.err;
    const auto hint = nlohmann::json::parse(back.out);
    EXPECT_EQ(hint["technique"], step["technique"]);
    EXPECT_EQ(hint["placements"], step["placements"]);
}

TEST(CliHints, ThePencilMarksHintPrintsAreReadBackAsThePosition) {
    // A pointing step eliminates; the grid after it is a position no puzzle form can write.
    const auto first = run_process(kSudoku, "hint --technique pointing --candidates -", kWikipedia + "\n");
    ASSERT_EQ(first.exit_code, 0) << first.err;
    const std::string after = first.out.substr(first.out.find("after the step:\n") + 16);
    const auto again = run_process(kSudoku, "hint --candidates -", after);
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(again.out.substr(0, after.size()), after) << "read back, the grid prints as it was";
    const auto step = nlohmann::json::parse(run_process(kSudoku, "hint --json -", after).out);
    const auto solution = solution_of(kWikipedia);
    EXPECT_FALSE(step["technique"].is_null());
    for (const auto& p : step["placements"]) EXPECT_TRUE(holds(solution, p.get<std::string>()));
    for (const auto& e : step["eliminations"]) EXPECT_FALSE(holds(solution, e.get<std::string>()));
    const auto grade = run_process(kSudoku, "grade --json -", after + "\n" + after);
    EXPECT_EQ(grade.exit_code, 0) << grade.err;
    EXPECT_EQ(std::count(grade.out.begin(), grade.out.end(), '\n'), 2) << "two grids, two ratings: " << grade.out;
    const auto bad = run_process(kSudoku, "hint -", "| 12 3 x4 1 |\n");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("<stdin>:1:8: unexpected 'x' in a cell"), std::string::npos) << bad.err;
}

TEST(CliHints, ExplainDrawsEveryStep) {
    const std::string dir = csp::testing::test_file("pictures");
    std::filesystem::create_directories(dir);
    const auto r = run_process(kSudoku, "explain --svg-dir '" + dir + "'", kWikipedia + "\n");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(std::filesystem::exists(dir + "/step-001.svg"));
    EXPECT_TRUE(std::filesystem::exists(dir + "/step-051.svg"));
    EXPECT_FALSE(std::filesystem::exists(dir + "/step-052.svg"));
}

TEST(CliHints, ExplainNamesGivensThatCannotAllHold) {
    // Row 1 holds 1..8, so r1c9 must be 9, which column 9 already has in r6c9.
    const std::string puzzle = "12345678." + std::string(36, '.') + "........9" + std::string(27, '.');
    const auto r = run_process(kSudoku, "explain --json", puzzle + "\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto out = nlohmann::json::parse(r.out);
    ASSERT_EQ(out["diagnosis"]["kind"], "no-solution");
    const auto& givens = out["diagnosis"]["givens"];
    EXPECT_EQ(givens.size(), 9u);
    // Checked by the dlx backend: those givens alone have no solution.
    std::string only(81, '.');
    for (const auto& g : givens) {
        const std::string text = g.get<std::string>();  // "r1c1=1"
        const int row = text[1] - '1', column = text[3] - '1';
        only[static_cast<std::size_t>(row * 9 + column)] = text[5];
    }
    sudoku::SolveOptions options;
    options.backend = "dlx";
    EXPECT_TRUE(sudoku::solve(sudoku::parse(only), options).solutions.empty());
    const auto text = run_process(kSudoku, "explain", puzzle + "\n");
    EXPECT_NE(text.out.find("no solution: these 9 givens cannot all hold: r1c1=1, r1c2=2"), std::string::npos)
        << text.out;
}

TEST(CliHints, ExplainMakesAPuzzleWithSeveralSolutionsUnique) {
    std::string puzzle = kWikipedia;
    for (std::size_t cell = 72; cell < 81; ++cell) puzzle[cell] = '.';  // row 9 blanked
    const auto r = run_process(kSudoku, "explain --json", puzzle + "\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto diagnosis = nlohmann::json::parse(r.out)["diagnosis"];
    ASSERT_EQ(diagnosis["kind"], "several-solutions");
    std::string completed = puzzle;
    for (const auto& g : diagnosis["completing_givens"]) {
        const std::string text = g.get<std::string>();
        completed[static_cast<std::size_t>((text[1] - '1') * 9 + (text[3] - '1'))] = text[5];
    }
    sudoku::SolveOptions options;
    options.backend = "dlx";
    options.max_solutions = 2;
    EXPECT_EQ(sudoku::solve(sudoku::parse(puzzle), options).solutions.size(), 2u);
    EXPECT_TRUE(sudoku::solve(sudoku::parse(completed), options).unique());
}

TEST(CliHints, GradeAndHintSayWhenAPuzzleHasSeveralSolutionsOrNone) {
    std::string several = kWikipedia;
    for (std::size_t cell = 72; cell < 81; ++cell) several[cell] = '.';  // row 9 blanked
    // Row 1 holds 1..8, so r1c9 must be 9, which column 9 already has in r6c9.
    const std::string none = "12345678." + std::string(36, '.') + "........9" + std::string(27, '.');
    sudoku::SolveOptions options;
    options.backend = "dlx";
    options.max_solutions = 2;
    ASSERT_EQ(sudoku::solve(sudoku::parse(several), options).solutions.size(), 2u);
    ASSERT_TRUE(sudoku::solve(sudoku::parse(none), options).solutions.empty());

    const auto grade = run_process(kSudoku, "grade --threads 1", several + "\n" + none + "\n" + kWikipedia + "\n");
    EXPECT_EQ(grade.exit_code, 1) << grade.err;
    EXPECT_NE(grade.out.find("puzzle 1 (line 1): not graded, it has several solutions"), std::string::npos)
        << grade.out;
    EXPECT_NE(grade.out.find("puzzle 2 (line 2): not graded, it has no solution"), std::string::npos) << grade.out;
    EXPECT_NE(grade.out.find("puzzle 3 (line 3): SE 1.2, easy"), std::string::npos) << grade.out;
    const auto json = run_process(kSudoku, "grade --json", several + "\n");
    EXPECT_EQ(json.exit_code, 1);
    EXPECT_NE(nlohmann::json::parse(json.out)["error"].get<std::string>().find("several solutions"), std::string::npos);

    const auto hint = run_process(kSudoku, "hint", several + "\n");
    EXPECT_EQ(hint.exit_code, 1) << hint.err;
    EXPECT_EQ(hint.out,
              "no step: it has several solutions (`sudoku explain` shows two, and givens that make it "
              "unique)\n");
    const auto hint_none = run_process(kSudoku, "hint --json", none + "\n");
    EXPECT_EQ(hint_none.exit_code, 1);
    EXPECT_TRUE(nlohmann::json::parse(hint_none.out)["technique"].is_null());
}

/// On a 16×16 the step, the pencil marks and the picture name 12 "C", as the puzzle's one-line form
/// does; what --candidates prints reads back.
TEST(CliHints, DigitsAboveNineAreLettersAsTheGridShowsThem) {
    const std::string file = std::string(CSP_SOURCE_DIR) + "/examples/puzzles/16x16.txt";
    const auto r = run_process(kSudoku, "hint --candidates " + file, "");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("\nr1c6=C: hidden single, C fits nowhere else in box 2\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("[G]"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("[16]"), std::string::npos) << r.out;
    // The grid printed after the step, read back: the step placed, C at r1c6.
    const std::string after = r.out.substr(r.out.find("after the step:\n") + 16);
    const auto back = run_process(kSudoku, "hint --json -", after);
    ASSERT_EQ(back.exit_code, 0) << back.err;
    const sudoku::Grid solution = solution_of(
        "D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G"
        "......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F"
        ".....D.B.E13.6.D........7A...8BC3....954.");
    EXPECT_EQ(solution[5], 12);  // r1c6
    // The next step from there is explain's second, and it keeps the solution too.
    const auto step = nlohmann::json::parse(back.out);
    EXPECT_EQ(step["placements"], nlohmann::json::array({"4r4c12"})) << back.out;
    EXPECT_EQ(solution[3 * 16 + 11], 4);
}

TEST(CliHints, WhereLogicStopsTheToolSaysNoTechniqueItKnowsApplies) {
    std::string several = kWikipedia;
    for (std::size_t cell = 72; cell < 81; ++cell) several[cell] = '.';
    const auto r = run_process(kSudoku, "explain", several + "\n");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.out.find("cells open: no technique this tool knows applies\n"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("guess"), std::string::npos) << r.out;
    // With one technique allowed, the message says that the allowed ones found nothing.
    const auto only = run_process(kSudoku, "hint --technique full-house", kInkala + "\n");
    EXPECT_EQ(only.exit_code, 1);
    EXPECT_EQ(only.out, "no step: no step found with the techniques allowed\n");
}

TEST(CliHints, AGridTooLargeForTheStepFinderIsSaidSoAndTheOthersAreGraded) {
    std::string big;
    for (int row = 0; row < 81; ++row) {
        for (int column = 0; column < 81; ++column) big += column ? " 0" : "0";
        big += "\n";
    }
    const auto r = run_process(kSudoku, "grade --threads 2", kWikipedia + "\n\n" + big + "\n" + kWikipedia + "\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.out.find("puzzle 2 (line 3): not graded, the step finder takes grids up to 64x64"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("puzzle 3 (line 85): SE 1.2, easy"), std::string::npos) << r.out;
}

TEST(CliHints, ClashingGivensAreABadInputNamingBothCells) {
    std::string clash = kWikipedia;
    clash[2] = '5';  // a second 5 in row 1
    const auto r = run_process(kSudoku, "explain", clash + "\n");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("r1c1"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("r1c3"), std::string::npos) << r.err;
}

TEST(CliHints, GradeRatesEveryPuzzleAndBadInputNamesLineAndColumn) {
    const auto r = run_process(kSudoku, "grade --json", kWikipedia + "\n" + kInkala + "\n");
    std::istringstream lines(r.out);
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_EQ(nlohmann::json::parse(first)["level"], "easy");
    EXPECT_EQ(nlohmann::json::parse(second)["puzzle"], 2);
    const auto bad = run_process(kSudoku, "grade", kWikipedia + "\n" + kWikipedia.substr(0, 40) + "x" + "\n");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("<stdin>:2:"), std::string::npos) << bad.err;
}

}  // namespace
