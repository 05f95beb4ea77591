// Skyscraper, 2-String Kite and Empty Rectangle on hand-made positions: an empty grid where one
// digit is narrowed to the pattern's conjugate pairs.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/se_rating.hpp"

namespace sudoku::hints {
namespace {

using namespace hints_test;

/// The cells of box b (1-based, numbered row by row).
std::vector<int> box_cells(int b, int box = 3) {
    const auto unit = Geometry::of(box).unit(2 * box * box + b - 1);
    return {unit.begin(), unit.end()};
}

TEST(Skyscraper, TopsSeenByTheSameCellsLoseTheDigit) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 3), rc(1, 7)});
    keep_digit_only_in(marks, 4, row_cells(5), {rc(5, 3), rc(5, 9)});
    const auto steps = steps_of(marks, Technique::Skyscraper);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    // Cells seeing r1c7 and r5c9: the rest of column 9 in box 3, of column 7 in box 6.
    EXPECT_EQ(step.eliminations, sorted({cand(2, 9, 4), cand(3, 9, 4), cand(4, 7, 4), cand(6, 7, 4)}));
    EXPECT_EQ(step.units, (std::vector<int>{0, 4, 9 + 2}));
    ASSERT_EQ(step.chain.size(), 3u);
    EXPECT_TRUE(step.chain[0].strong && !step.chain[1].strong && step.chain[2].strong);
    EXPECT_EQ(
        step.reason,
        "Skyscraper on 4, row 1 and row 5 hold 4 only in r1c3, r1c7 and r5c3, r5c9; r1c3 and r5c3 share column 3, "
        "so one of them is not 4 and one of r1c7 and r5c9 is 4: the cells seeing both lose 4");
}

TEST(Skyscraper, NothingWhenTheTopsAlsoShareALine) {
    PencilMarks marks(3);  // an X-Wing
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 3), rc(1, 7)});
    keep_digit_only_in(marks, 4, row_cells(5), {rc(5, 3), rc(5, 7)});
    EXPECT_TRUE(steps_of(marks, Technique::Skyscraper).empty());
}

TEST(Skyscraper, InColumnsOn16x16) {
    PencilMarks marks(4);
    keep_digit_only_in(marks, 10, column_cells(1, 16), {rc(2, 1, 16), rc(14, 1, 16)});
    keep_digit_only_in(marks, 10, column_cells(9, 16), {rc(2, 9, 16), rc(16, 9, 16)});
    const auto steps = steps_of(marks, Technique::Skyscraper);
    ASSERT_EQ(steps.size(), 1u);
    // Cells seeing r14c1 and r16c9: row 16 in r14c1's box, row 14 in r16c9's box.
    EXPECT_EQ(steps.front().eliminations, sorted({cand(16, 2, 10, 16), cand(16, 3, 10, 16), cand(16, 4, 10, 16),
                                                  cand(14, 10, 10, 16), cand(14, 11, 10, 16), cand(14, 12, 10, 16)}));
}

TEST(TwoStringKite, TheCellSeeingBothTailsLosesTheDigit) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 3, row_cells(2), {rc(2, 1), rc(2, 6)});
    keep_digit_only_in(marks, 3, column_cells(2), {rc(3, 2), rc(8, 2)});
    const auto steps = steps_of(marks, Technique::TwoStringKite);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(8, 6, 3)}));
    EXPECT_EQ(step.units, (std::vector<int>{1, 9 + 1, 18}));
    EXPECT_EQ(step.reason,
              "2-String Kite on 3, row 2 holds 3 only in r2c1, r2c6 and column 2 only in r3c2, r8c2; r2c1 and r3c2 "
              "share box 1, so one of them is not 3 and one of r2c6 and r8c2 is 3: the cells seeing both lose 3");
}

TEST(TwoStringKite, NothingWhenTheEndsShareNoBox) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 3, row_cells(2), {rc(2, 1), rc(2, 6)});
    keep_digit_only_in(marks, 3, column_cells(5), {rc(5, 5), rc(8, 5)});
    EXPECT_TRUE(steps_of(marks, Technique::TwoStringKite).empty());
}

TEST(TwoStringKite, On4x4) {
    PencilMarks marks(2);
    keep_digit_only_in(marks, 1, row_cells(1, 4), {rc(1, 1, 4), rc(1, 4, 4)});
    keep_digit_only_in(marks, 1, column_cells(2, 4), {rc(2, 2, 4), rc(4, 2, 4)});
    const auto steps = steps_of(marks, Technique::TwoStringKite);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, (std::vector<Candidate>{cand(4, 4, 1, 4)}));
}

/// Box 5's 9s only in `box_cells` and column 8's 9s only in r4c8 and r7c8.
PencilMarks empty_rectangle_position(const std::vector<int>& box_cells_with_9) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 9, box_cells(5), box_cells_with_9);
    keep_digit_only_in(marks, 9, column_cells(8), {rc(4, 8), rc(7, 8)});
    return marks;
}

TEST(EmptyRectangle, ThePairsOtherRowMeetsTheBoxsColumn) {
    const auto marks = empty_rectangle_position({rc(4, 4), rc(4, 5), rc(4, 6), rc(5, 6), rc(6, 6)});
    const auto steps = steps_of(marks, Technique::EmptyRectangle);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(7, 6, 9)}));
    EXPECT_EQ(step.units, (std::vector<int>{18 + 4, 9 + 7, 3, 9 + 5}));
    EXPECT_EQ(step.reason,
              "Empty Rectangle on 9, the 9s of box 5 lie only in row 4 and column 6, and column 8 holds 9 only in "
              "r4c8 and r7c8; if r7c6 were 9, r4c8 would be 9 and box 5 would have no place left for it");
    // SE's chains have no group: it proves this by Nishio, r7c6, r7c8, r4c8 and the five box cells,
    // 8 nodes: 7.5 + 0.2.
    EXPECT_DOUBLE_EQ(sudoku::hints::se_rating(step, 9), 7.7);
}

TEST(EmptyRectangle, NothingWhenTheBoxIsNotOnOneRowAndColumn) {
    const auto marks = empty_rectangle_position({rc(4, 4), rc(4, 5), rc(4, 6), rc(5, 5), rc(5, 6), rc(6, 6)});
    EXPECT_TRUE(steps_of(marks, Technique::EmptyRectangle).empty());
}

TEST(EmptyRectangle, ThroughARowPairOn16x16) {
    PencilMarks marks(4);
    std::vector<int> keep;  // box 6 (rows 5-8, columns 5-8): 11 only in row 5 and column 8
    for (int cell : box_cells(6, 4))
        if (cell / 16 == 4 || cell % 16 == 7) keep.push_back(cell);
    keep_digit_only_in(marks, 11, box_cells(6, 4), keep);
    keep_digit_only_in(marks, 11, row_cells(13, 16), {rc(13, 8, 16), rc(13, 15, 16)});
    const auto steps = steps_of(marks, Technique::EmptyRectangle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, (std::vector<Candidate>{cand(5, 15, 11, 16)}));
}

}  // namespace
}  // namespace sudoku::hints
