// HoDoKu's single-digit patterns beyond the basic ones, on positions built by hand: the turbot
// fish, the dual 2-string kite and empty rectangle, and the two kinds of multi-colours.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

std::vector<std::vector<Candidate>> effects(const std::vector<Step>& steps) {
    std::vector<std::vector<Candidate>> out;
    for (const Step& step : steps) out.push_back(step.eliminations);
    std::sort(out.begin(), out.end());
    return out;
}

// --- Turbot Fish --------------------------------------------------------------------------------

/// 4 in row 1 only in r1c1 and r1c5, in column 6 only in r2c6 and r8c6: r1c1=r1c5-r2c6=r8c6,
/// the weak link inside box 2.
PencilMarks turbot_position() {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 5)});
    keep_digit_only_in(marks, 4, column_cells(6), {rc(2, 6), rc(8, 6)});
    return marks;
}

TEST(TurbotFish, TwoConjugatePairsJoinedInABox) {
    const auto steps = steps_of(turbot_position(), Technique::TurbotFish);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(8, 1, 4)}));  // sees r1c1 and r8c6
    EXPECT_EQ(steps[0].chain.size(), 3u);
    EXPECT_NE(steps[0].reason.find("Turbot Fish on 4"), std::string::npos) << steps[0].reason;
}

TEST(TurbotFish, NothingWithOnePair) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 5)});
    EXPECT_TRUE(steps_of(marks, Technique::TurbotFish).empty());
}

// --- Dual 2-String Kite -------------------------------------------------------------------------

/// 4 in row 2 only in r2c1, r2c7; column 2 only r1c2, r8c2; row 1 only r1c2, r1c8; column 1 only
/// r2c1, r7c1: two kites through r1c2 and r2c1 of box 1.
PencilMarks dual_kite_position(bool both = true) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(2), {rc(2, 1), rc(2, 7)});
    keep_digit_only_in(marks, 4, column_cells(2), {rc(1, 2), rc(8, 2)});
    if (!both) return marks;
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 2), rc(1, 8)});
    keep_digit_only_in(marks, 4, column_cells(1), {rc(2, 1), rc(7, 1)});
    return marks;
}

TEST(DualTwoStringKite, BothKitesInOneStep) {
    const auto kites = steps_of(dual_kite_position(), Technique::TwoStringKite);
    EXPECT_EQ(effects(kites), (std::vector<std::vector<Candidate>>{{cand(7, 8, 4)}, {cand(8, 7, 4)}}));
    const auto steps = steps_of(dual_kite_position(), Technique::DualTwoStringKite);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(7, 8, 4), cand(8, 7, 4)}));
    EXPECT_NE(steps[0].reason.find("Dual 2-String Kite"), std::string::npos) << steps[0].reason;
}

TEST(DualTwoStringKite, NothingWithOneKite) {
    EXPECT_EQ(steps_of(dual_kite_position(false), Technique::TwoStringKite).size(), 1u);
    EXPECT_TRUE(steps_of(dual_kite_position(false), Technique::DualTwoStringKite).empty());
}

/// Kites on 4 and on 5 through the same box cells r2c1 and r1c2: HoDoKu pairs them as one dual
/// (its regression library, lines 743 and 745, lists such steps).
TEST(DualTwoStringKite, KitesOfTwoDigitsThroughTheSameBoxCells) {
    PencilMarks marks = dual_kite_position(false);
    keep_digit_only_in(marks, 5, row_cells(2), {rc(2, 1), rc(2, 9)});
    keep_digit_only_in(marks, 5, column_cells(2), {rc(1, 2), rc(9, 2)});
    const auto steps = steps_of(marks, Technique::DualTwoStringKite);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(8, 7, 4), cand(9, 9, 5)}));
}

// --- Dual Empty Rectangle -----------------------------------------------------------------------

/// 9 in box 5 only in column 4 and row 6; in column 8 only r6c8, r7c8 and in row 7 only r7c4,
/// r7c8: one empty rectangle through each pair.
PencilMarks dual_rectangle_position(bool both = true) {
    PencilMarks marks(3);
    for (int cell : {rc(4, 5), rc(4, 6), rc(5, 5), rc(5, 6)}) marks.remove(cell, 9);
    keep_digit_only_in(marks, 9, column_cells(8), {rc(6, 8), rc(7, 8)});
    if (both) keep_digit_only_in(marks, 9, row_cells(7), {rc(7, 4), rc(7, 8)});
    return marks;
}

TEST(DualEmptyRectangle, BothRectanglesInOneStep) {
    const auto steps = steps_of(dual_rectangle_position(), Technique::DualEmptyRectangle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(6, 8, 9), cand(7, 4, 9)}));
}

/// 1 in box 1 only in r1c1 and r2c2, which fit two rectangles (row 1 with column 2, row 2 with
/// column 1); column 5 holds 1 only in r1c5, r6c5, column 7 only in r2c7, r8c7. HoDoKu pairs the
/// two as one dual: one box, the same candidates in it (regression library line 749).
TEST(DualEmptyRectangle, TwoCrossingsOfOneBox) {
    PencilMarks marks(3);
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            if (r != c || r == 3) marks.remove(rc(r, c), 1);
    keep_digit_only_in(marks, 1, column_cells(5), {rc(1, 5), rc(6, 5)});
    keep_digit_only_in(marks, 1, column_cells(7), {rc(2, 7), rc(8, 7)});
    EXPECT_EQ(effects(steps_of(marks, Technique::EmptyRectangle)),
              (std::vector<std::vector<Candidate>>{{cand(6, 2, 1)}, {cand(8, 1, 1)}}));
    const auto steps = steps_of(marks, Technique::DualEmptyRectangle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(6, 2, 1), cand(8, 1, 1)}));
}

TEST(DualEmptyRectangle, NothingWithOneRectangle) {
    EXPECT_FALSE(steps_of(dual_rectangle_position(false), Technique::EmptyRectangle).empty());
    EXPECT_TRUE(steps_of(dual_rectangle_position(false), Technique::DualEmptyRectangle).empty());
}

// --- Multi-Colors -------------------------------------------------------------------------------

/// 4 in row 1 only in r1c1 and r1c9 (cluster A/B), and the cluster r2c2=r2c7=r5c7=r5c1 (rows 2
/// and 5, column 7; colours C: r2c2, r5c7 and D: r2c7, r5c1).
PencilMarks multi_colors_position(bool second_cluster = true) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 9)});
    if (!second_cluster) return marks;
    keep_digit_only_in(marks, 4, row_cells(2), {rc(2, 2), rc(2, 7)});
    keep_digit_only_in(marks, 4, column_cells(7), {rc(2, 7), rc(5, 7)});
    keep_digit_only_in(marks, 4, row_cells(5), {rc(5, 7), rc(5, 1)});
    return marks;
}

TEST(MultiColors2, AColourSeeingBothColoursOfTheOtherIsFalse) {
    // r1c1 (A) sees r2c2 (C) and r5c1 (D); r2c7 and r5c1 (D) see r1c1 (A) and r1c9 (B)
    const auto steps = steps_of(multi_colors_position(), Technique::MultiColors2);
    EXPECT_EQ(effects(steps),
              (std::vector<std::vector<Candidate>>{{cand(1, 1, 4)}, sorted({cand(2, 7, 4), cand(5, 1, 4)})}));
}

TEST(MultiColors1, OneOfTheOppositeColoursIsTrue) {
    const auto steps = steps_of(multi_colors_position(), Technique::MultiColors1);
    ASSERT_EQ(steps.size(), 1u);  // one pair of clusters
    // A sees C, so B (r1c9) or D is true: r3c8 sees r1c9 and r2c7; r1c1 sees r1c9 and r5c1
    const auto& e = steps[0].eliminations;
    EXPECT_NE(std::find(e.begin(), e.end(), cand(3, 8, 4)), e.end());
    EXPECT_NE(std::find(e.begin(), e.end(), cand(1, 1, 4)), e.end());
    EXPECT_NE(steps[0].reason.find("Multi-Colors on 4"), std::string::npos) << steps[0].reason;
}

TEST(MultiColors, NothingWithOneCluster) {
    EXPECT_TRUE(steps_of(multi_colors_position(false), Technique::MultiColors1).empty());
    EXPECT_TRUE(steps_of(multi_colors_position(false), Technique::MultiColors2).empty());
}

}  // namespace
}  // namespace hints_test
