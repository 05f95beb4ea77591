// The rules every front end of the step finder applies (sudoku/hints/policy.hpp): when the
// uniqueness techniques may be used, which sizes the finder takes, technique names in any case.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/policy.hpp"
#include "sudoku/hints/technique.hpp"

namespace {

using sudoku::hints::Uniqueness;

const std::string kWikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(UniquenessPolicy, NamesReadBackAndUnknownOnesAreRefusedWithTheChoices) {
    for (const auto name : sudoku::hints::uniqueness_names())
        EXPECT_EQ(sudoku::hints::to_string(sudoku::hints::uniqueness_from_string(name)), name);
    try {
        (void)sudoku::hints::uniqueness_from_string("maybe");
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "unknown uniqueness 'maybe' (expected one of: auto, assume, off)");
    }
}

TEST(UniquenessPolicy, AutoNeedsOneSolutionOfThePosition) {
    const std::string solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const sudoku::PencilMarks unique(sudoku::parse(kWikipedia));
    // The first row of the solution alone: many solutions.
    const sudoku::PencilMarks several(sudoku::parse(solution.substr(0, 9) + std::string(72, '.')));
    const auto may = [](const sudoku::PencilMarks& position, Uniqueness mode) {
        return sudoku::hints::check_position(position, mode).unique;
    };
    EXPECT_TRUE(may(unique, Uniqueness::Auto));
    EXPECT_FALSE(may(several, Uniqueness::Auto));
    EXPECT_TRUE(may(several, Uniqueness::Assume));
    EXPECT_FALSE(may(unique, Uniqueness::Off));
    // Cells placed since the givens count: with the rest of the solution placed, one solution.
    sudoku::PencilMarks placed = several;
    for (int cell = 9; cell < 81; ++cell) placed.place(cell, solution[static_cast<std::size_t>(cell)] - '0');
    EXPECT_TRUE(may(placed, Uniqueness::Auto));
}

/// The uniqueness techniques treat placed values as givens: a position made unique only by
/// candidates struck by hand gets none of them under Auto. Here a generated puzzle whose path
/// uses unique rectangles loses its given r1c2=1, left as r1c2's only candidate: one solution, but
/// the placed values have several, and with the uniqueness techniques (an avoidable rectangle
/// through r1c2) the path ran into a contradiction ("no solution", said `sudoku explain`).
TEST(UniquenessPolicy, AutoNeedsOneSolutionOfThePlacedValuesNotOnlyOfTheMarks) {
    const std::string puzzle = ".1......5.......2....376.1......3..87....5.6.945......4.........2.7..1..37.581...";
    std::string open = puzzle;
    open[1] = '.';  // r1c2's given taken out
    const sudoku::Grid placed = sudoku::parse(open);
    EXPECT_EQ(sudoku::solve(placed, {.backend = "dlx", .max_solutions = 2}).solutions.size(), 2U);
    sudoku::PencilMarks position(placed);
    for (const int value : position.candidates(1))
        if (value != 1) position.remove(1, value);
    const sudoku::hints::PositionCheck check = sudoku::hints::check_position(position, Uniqueness::Auto);
    EXPECT_EQ(check.solutions, 1);
    EXPECT_FALSE(check.refusal);
    EXPECT_FALSE(check.unique);
    const auto path = sudoku::hints::solve_logically(position, {.unique = check.unique});
    ASSERT_EQ(path.end, sudoku::hints::PathEnd::Solved);
    EXPECT_EQ(sudoku::solution_error(sudoku::parse(puzzle), path.final_marks.grid()), "");
}

/// check_position, the rule of `hint` and `grade` on every surface: none or several solutions are
/// refused, one is worked on; the counts are checked against the dlx backend's.
TEST(OneSolutionPolicy, NoneAndSeveralAreRefusedOneIsWorkedOn) {
    const auto check = [](const std::string& puzzle, Uniqueness mode = Uniqueness::Auto) {
        const sudoku::Grid grid = sudoku::parse(puzzle);
        const auto counted = sudoku::solve(grid, {.backend = "dlx", .max_solutions = 2}).solutions.size();
        const sudoku::hints::PositionCheck out = sudoku::hints::check_position(sudoku::PencilMarks(grid), mode);
        EXPECT_EQ(out.solutions, static_cast<int>(counted)) << puzzle;
        return out;
    };
    const auto unique = check(kWikipedia);
    EXPECT_FALSE(unique.refusal);
    EXPECT_TRUE(unique.unique);
    EXPECT_FALSE(check(kWikipedia, Uniqueness::Off).unique);
    const auto several = check(std::string(81, '.'), Uniqueness::Assume);
    EXPECT_EQ(several.refusal, "it has several solutions");
    // The Wikipedia puzzle with a 2 at r1c3 (its solution has 4): no two givens clash.
    std::string none = kWikipedia;
    none[2] = '2';
    EXPECT_EQ(check(none).refusal, "it has no solution");
    // Candidates deleted by hand count: the Wikipedia puzzle with r1c3's solution value 4 struck out.
    sudoku::PencilMarks struck(sudoku::parse(kWikipedia));
    struck.remove(2, 4);
    EXPECT_EQ(sudoku::hints::check_position(struck, Uniqueness::Auto).refusal, "it has no solution");
}

TEST(SizePolicy, TheStepFinderTakesBoxesUpToEight) {
    EXPECT_FALSE(sudoku::hints::unsupported_size(2));
    EXPECT_FALSE(sudoku::hints::unsupported_size(8));
    EXPECT_EQ(sudoku::hints::unsupported_size(9), "the step finder takes grids up to 64x64");
}

TEST(TechniqueNames, AnyCaseAndHodokuCodes) {
    EXPECT_EQ(sudoku::hints::parse_technique("X-WING"), sudoku::hints::Technique::XWing);
    EXPECT_EQ(sudoku::hints::parse_technique("x-wing"), sudoku::hints::Technique::XWing);
    EXPECT_EQ(sudoku::hints::parse_technique("0300"), sudoku::hints::Technique::XWing);
    try {
        (void)sudoku::hints::parse_technique("x-r\xC3\xA4y");
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()).rfind("unknown technique 'x-r\\xC3\\xA4y' (a HoDoKu code such as 0300", 0), 0u)
            << e.what();
    }
}

}  // namespace
