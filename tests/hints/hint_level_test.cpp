// How much of a step a hint gives away (sudoku/hints/hint_level.hpp) and the compact notation
// (compact_notation.hpp): the words the tool, Python and the web say alike, on steps built by hand.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "hints/positions.hpp"
#include "sudoku/hints/compact_notation.hpp"
#include "sudoku/hints/hint_level.hpp"

namespace {

using hints_test::rc;
using sudoku::hints::HintLevel;

/// An X-Wing on 7 in rows 1 and 5, columns 4 and 7 (its pattern marked), with 3 removed at r2c9 too.
sudoku::hints::Step x_wing_step() {
    sudoku::hints::Step step;
    step.technique = sudoku::hints::Technique::XWing;
    step.units = {0, 4, 9 + 3, 9 + 6};  // rows 1 and 5, columns 4 and 7
    for (const int c : {rc(1, 4), rc(1, 7), rc(5, 4), rc(5, 7)}) step.marks.push_back({{c, 7}});
    step.eliminations = {{rc(2, 9), 3}, {rc(3, 4), 7}, {rc(3, 7), 7}, {rc(8, 4), 7}, {rc(8, 7), 7}};
    step.reason = "x-wing";
    step.explanation = "r2c9<>3, r3c4<>7, r3c7<>7, r8c4<>7, r8c7<>7: x-wing";
    return step;
}

TEST(HintLevel, NamesReadBackAndAnUnknownOneNamesTheChoices) {
    for (const auto name : sudoku::hints::hint_level_names())
        EXPECT_EQ(sudoku::hints::to_string(sudoku::hints::hint_level_from_string(name)), name);
    try {
        (void)sudoku::hints::hint_level_from_string("some");
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "unknown hint level 'some' (expected one of: vague, cells, full)");
    }
}

TEST(HintLevel, TheTechniqueThenWhereThenTheWholeStep) {
    const sudoku::hints::Step step = x_wing_step();
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Vague, 9), "next step: X-Wing");
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Cells, 9),
              "next step: X-Wing; look at row 1, row 5, column 4, column 7, cells r1c4, r1c7, r5c4, r5c7");
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Full, 9), step.explanation);
    // The compact notation changes only the whole step's words.
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Vague, 9, true), "next step: X-Wing");
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Full, 9, true), "r2c9<>3, r38c47<>7: x-wing");
}

TEST(HintLevel, AStepThatMarksNothingPointsAtTheCellsItActsOn) {
    sudoku::hints::Step step;
    step.technique = sudoku::hints::Technique::NakedSingle;
    step.placements = {{rc(4, 2), 5}};
    EXPECT_EQ(sudoku::hints::pattern_cells(step), std::vector<int>{rc(4, 2)});
    EXPECT_EQ(sudoku::hints::hint_text(step, HintLevel::Cells, 9), "next step: Naked Single; look at cells r4c2");
}

TEST(CompactNotation, RowsSharingTheirColumnsAreOneGroupPerDigit) {
    sudoku::hints::Step step;
    // 7 out of r1c4, r1c7, r5c4, r5c7 and r2c9 (other columns: a group of its own); 4 out of r1c5, r3c5.
    step.eliminations = {{rc(1, 4), 7}, {rc(1, 5), 4}, {rc(1, 7), 7}, {rc(2, 9), 7},
                         {rc(3, 5), 4}, {rc(5, 4), 7}, {rc(5, 7), 7}};
    step.placements = {{rc(1, 6), 8}};
    EXPECT_EQ(sudoku::hints::compact_effect(step, 9), "r1c6=8, r13c5<>4, r15c47<>7, r2c9<>7");
    // Above 9×9 a row or column is no longer one character: the long form.
    sudoku::hints::Step big;
    big.eliminations = {{0, 12}, {1, 12}};
    EXPECT_EQ(sudoku::hints::compact_effect(big, 16), sudoku::hints::effect_text(big, 16));
}

}  // namespace
