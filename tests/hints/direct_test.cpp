// Sudoku Explainer's direct techniques on positions built by hand: the exact placement, and nothing
// where the pattern's eliminations leave no single.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

std::vector<int> box_cells(int box) {
    std::vector<int> cells;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) cells.push_back(rc(box / 3 * 3 + r + 1, box % 3 * 3 + c + 1));
    return cells;
}

TEST(DirectPointing, TheBoxItPointsIntoKeepsOnePlace) {
    // Box 1's 5s lie in row 1 (r1c1, r1c2), so row 1 loses 5 elsewhere; box 2 holds 5 in r1c4, r1c5
    // and r3c6.
    PencilMarks marks(3);
    keep_digit_only_in(marks, 5, box_cells(0), {rc(1, 1), rc(1, 2)});
    keep_digit_only_in(marks, 5, box_cells(1), {rc(1, 4), rc(1, 5), rc(3, 6)});
    const auto steps = steps_of(marks, Technique::DirectPointing);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    EXPECT_EQ(step.placements, (std::vector<Candidate>{cand(3, 6, 5)}));
    EXPECT_TRUE(step.eliminations.empty());
    EXPECT_EQ(step.units, (std::vector<int>{18, 0, 19}));  // box 1, row 1, box 2
    EXPECT_EQ(step.explanation,
              "r3c6=5: locked candidates, in box 1 the 5s lie only in row 1, so the rest of row 1 loses 5; then 5 "
              "fits nowhere else in box 2 (direct pointing)");
    EXPECT_EQ(sudoku::hints::se_rating(step, 9), 1.7);
}

TEST(DirectPointing, NothingWhenTwoPlacesRemain) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 5, box_cells(0), {rc(1, 1), rc(1, 2)});
    keep_digit_only_in(marks, 5, box_cells(1), {rc(1, 4), rc(2, 5), rc(3, 6)});
    EXPECT_FALSE(steps_of(marks, Technique::Pointing).empty()) << "the plain pointing is there";
    EXPECT_TRUE(steps_of(marks, Technique::DirectPointing).empty());
}

TEST(DirectClaiming, ALineOfTheSameKindKeepsOnePlace) {
    // Row 1's 7s lie in box 1 (r1c1, r1c2); row 2 holds 7 only in r2c3 (box 1) and r2c8.
    PencilMarks marks(3);
    keep_digit_only_in(marks, 7, row_cells(1), {rc(1, 1), rc(1, 2)});
    keep_digit_only_in(marks, 7, row_cells(2), {rc(2, 3), rc(2, 8)});
    const auto steps = steps_of(marks, Technique::DirectClaiming);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().placements, (std::vector<Candidate>{cand(2, 8, 7)}));
    EXPECT_EQ(sudoku::hints::se_rating(steps.front(), 9), 1.9);
    marks = PencilMarks(3);  // row 2 keeps two places: nothing
    keep_digit_only_in(marks, 7, row_cells(1), {rc(1, 1), rc(1, 2)});
    keep_digit_only_in(marks, 7, row_cells(2), {rc(2, 3), rc(2, 7), rc(2, 8)});
    EXPECT_TRUE(steps_of(marks, Technique::DirectClaiming).empty());
}

/// Row 1: 1 and 2 fit only in r1c1 and r1c2 (a hidden pair, which also holds 3); 3 fits in those
/// two and `others`.
PencilMarks hidden_pair_in_row_1(const std::vector<int>& others) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 1, row_cells(1), {rc(1, 1), rc(1, 2)});
    keep_digit_only_in(marks, 2, row_cells(1), {rc(1, 1), rc(1, 2)});
    std::vector<int> threes{rc(1, 1), rc(1, 2)};
    threes.insert(threes.end(), others.begin(), others.end());
    keep_digit_only_in(marks, 3, row_cells(1), threes);
    return marks;
}

TEST(DirectHiddenPair, AnotherDigitOfTheRowKeepsOnePlace) {
    const auto steps = steps_of(hidden_pair_in_row_1({rc(1, 9)}), Technique::DirectHiddenPair);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().placements, (std::vector<Candidate>{cand(1, 9, 3)}));
    EXPECT_EQ(sudoku::hints::se_rating(steps.front(), 9), 2.0);
    EXPECT_TRUE(steps_of(hidden_pair_in_row_1({rc(1, 8), rc(1, 9)}), Technique::DirectHiddenPair).empty());
}

TEST(DirectHiddenTriple, AnotherDigitOfTheRowKeepsOnePlace) {
    PencilMarks marks(3);
    for (int d : {1, 2, 3}) keep_digit_only_in(marks, d, row_cells(1), {rc(1, 1), rc(1, 2), rc(1, 3)});
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 2), rc(1, 6)});
    const auto steps = steps_of(marks, Technique::DirectHiddenTriple);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().placements, (std::vector<Candidate>{cand(1, 6, 4)}));
    EXPECT_EQ(sudoku::hints::se_rating(steps.front(), 9), 2.5);
    marks = PencilMarks(3);
    for (int d : {1, 2, 3}) keep_digit_only_in(marks, d, row_cells(1), {rc(1, 1), rc(1, 2), rc(1, 3)});
    EXPECT_TRUE(steps_of(marks, Technique::DirectHiddenTriple).empty()) << "no other digit is left one place";
}

}  // namespace
}  // namespace hints_test
