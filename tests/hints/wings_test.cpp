// XY-Wing, XYZ-Wing and W-Wing on positions built by hand: the exact eliminations, and nothing
// where the pattern is broken.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Technique;

/// Pivot r1c1 {1,2} sees pincers r1c5 {1,3} and r4c1 {2,3} (on 16×16: r1c9 and r5c1): r4c5 (r5c9),
/// which sees both pincers, loses 3.
PencilMarks xy_wing(int box = 3) {
    const int side = box * box;
    PencilMarks marks(box);
    keep_candidates(marks, rc(1, 1, side), {1, 2});
    keep_candidates(marks, rc(1, side / 2 + 1, side), {1, 3});
    keep_candidates(marks, rc(box + 1, 1, side), {2, 3});
    return marks;
}

TEST(XYWing, PincersSeenByOneCellTakeTheirSharedDigit) {
    const auto steps = steps_of(xy_wing(), Technique::XYWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, std::vector<Candidate>{cand(4, 5, 3)});
    EXPECT_EQ(steps[0].explanation,
              "r4c5<>3: XY-Wing, r1c1 {1,2} sees r1c5 {1,3} and r4c1 {2,3}: whichever of 1 and 2 r1c1 takes, r1c5 "
              "or r4c1 is 3, so a cell seeing both loses 3");
    EXPECT_EQ(steps[0].units, (std::vector<int>{0, 9}));  // row 1 links r1c5, column 1 links r4c1
    EXPECT_EQ(steps[0].marks.size(), 6u);
    ASSERT_EQ(steps[0].chain.size(), 5u);
    EXPECT_EQ(steps[0].chain.front().from_cells, std::vector<int>{rc(1, 5)});
    EXPECT_EQ(steps[0].chain.back().to_digit, 3);
}

TEST(XYWing, NothingWhenThePincersShareNoDigit) {
    PencilMarks marks = xy_wing();
    keep_candidates(marks, rc(4, 1), {2, 4});
    EXPECT_TRUE(steps_of(marks, Technique::XYWing).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::XYWing).empty());
}

TEST(XYWing, WorksOnSixteenBySixteen) {
    const auto steps = steps_of(xy_wing(4), Technique::XYWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, std::vector<Candidate>{cand(5, 9, 3, 16)});
}

/// Pivot r1c1 {1,2,3} sees r1c5 {1,3} and r2c2 {2,3}: r1c2 and r1c3 see all three and lose 3.
PencilMarks xyz_wing() {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2, 3});
    keep_candidates(marks, rc(1, 5), {1, 3});
    keep_candidates(marks, rc(2, 2), {2, 3});
    return marks;
}

TEST(XYZWing, CellsSeeingAllThreeLoseTheSharedDigit) {
    const auto steps = steps_of(xyz_wing(), Technique::XYZWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, (std::vector<Candidate>{cand(1, 2, 3), cand(1, 3, 3)}));
    EXPECT_EQ(steps[0].explanation,
              "r1c2<>3, r1c3<>3: XYZ-Wing, r1c1 {1,2,3} sees r1c5 {1,3} and r2c2 {2,3}: whichever value r1c1 takes, "
              "one of the three cells is 3, so a cell seeing all three loses 3");
    EXPECT_EQ(steps[0].marks.size(), 7u);
}

TEST(XYZWing, NothingWhenAPincerHoldsAnotherDigit) {
    PencilMarks marks = xyz_wing();
    keep_candidates(marks, rc(2, 2), {2, 4});
    EXPECT_TRUE(steps_of(marks, Technique::XYZWing).empty());
}

/// r1c1 and r9c9 hold {4,7}; row 5 holds 4 only in r5c1 (seen by r1c1) and r5c9 (seen by r9c9):
/// r1c9 and r9c1 see both cells and lose 7.
TEST(WWing, AStrongLinkBetweenTwoEqualPairs) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {4, 7});
    keep_candidates(marks, rc(9, 9), {4, 7});
    keep_digit_only_in(marks, 4, row_cells(5), {rc(5, 1), rc(5, 9)});
    const auto steps = steps_of(marks, Technique::WWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, (std::vector<Candidate>{cand(1, 9, 7), cand(9, 1, 7)}));
    EXPECT_EQ(steps[0].explanation,
              "r1c9<>7, r9c1<>7: W-Wing, r1c1 and r9c9 hold only {4,7}, and the 4 of row 5 is in r5c1 (seen by r1c1) "
              "or r5c9 (seen by r9c9): so r1c1 or r9c9 is not 4 but 7, and a cell seeing both loses 7");
    EXPECT_EQ(steps[0].units, std::vector<int>{4});
    ASSERT_EQ(steps[0].chain.size(), 5u);
    EXPECT_TRUE(steps[0].chain[2].strong);
    EXPECT_EQ(steps[0].chain[2].from_cells, std::vector<int>{rc(5, 1)});

    marks = PencilMarks(3);  // a third 4 in row 5: no strong link
    keep_candidates(marks, rc(1, 1), {4, 7});
    keep_candidates(marks, rc(9, 9), {4, 7});
    keep_digit_only_in(marks, 4, row_cells(5), {rc(5, 1), rc(5, 5), rc(5, 9)});
    EXPECT_TRUE(steps_of(marks, Technique::WWing).empty());
}

TEST(WWing, WorksOnFourByFour) {
    // r1c1 and r4c4 hold {1,2}; row 3 holds 1 only in r3c1 and r3c4: r1c4 and r4c1 lose 2.
    PencilMarks marks(2);
    keep_candidates(marks, rc(1, 1, 4), {1, 2});
    keep_candidates(marks, rc(4, 4, 4), {1, 2});
    keep_digit_only_in(marks, 1, row_cells(3, 4), {rc(3, 1, 4), rc(3, 4, 4)});
    const auto steps = steps_of(marks, Technique::WWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, (std::vector<Candidate>{cand(1, 4, 2, 4), cand(4, 1, 2, 4)}));
}

}  // namespace
}  // namespace hints_test
