// Sue de Coq and HoDoKu's templates on positions built by hand.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

/// r1c1 {1,2,3}, r1c2 {1,2,4} meet row 1 and box 1 with four digits in two cells; r1c5 {1,2} takes
/// 1 or 2 in the row, r2c1 {3,4} takes 3 or 4 in the box. So 1 and 2 lie in row 1's part, 3 and 4
/// in box 1's: the rest of the row loses 1 and 2, the rest of the box 3 and 4 (r1c3, in both, all
/// four).
/// Row 1 meets box 1 in r1c1 {1,2,3}, r1c2 {1,2,4}; r1c5 {1,2} in the row, r2c1 as given in the box.
PencilMarks meeting(std::initializer_list<int> r2c1) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2, 3});
    keep_candidates(marks, rc(1, 2), {1, 2, 4});
    keep_candidates(marks, rc(1, 5), {1, 2});
    keep_candidates(marks, rc(2, 1), r2c1);
    return marks;
}

TEST(SueDeCoq, TheLinesDigitsAndTheBoxsDigitsLeaveTheRest) {
    const auto steps = steps_of(meeting({3, 4}), Technique::SueDeCoq);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c : {3, 4, 6, 7, 8, 9})
        for (int d : {1, 2}) expected.push_back(cand(1, c, d));
    for (int cell : {rc(1, 3), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)})
        for (int d : {3, 4}) expected.push_back({cell, d});
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
    EXPECT_NE(steps[0].explanation.find("so the rest of the line loses {1,2} and the rest of the box {3,4}"),
              std::string::npos)
        << steps[0].explanation;
    // The box's cell shares 1 with the row's: nothing.
    EXPECT_TRUE(steps_of(meeting({1, 3}), Technique::SueDeCoq).empty());
}

/// 1 placed in eight rows, one per column and box: every template puts the ninth in r9c9.
TEST(Templates, SetPlacesADigitEveryTemplateAgreesOn) {
    PencilMarks marks(3);
    const int columns[] = {1, 4, 7, 2, 5, 8, 3, 6};
    for (int r = 1; r <= 8; ++r) marks.place(rc(r, columns[r - 1]), 1);
    const auto steps = steps_of(marks, Technique::TemplateSet);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].placements, std::vector<Candidate>{cand(9, 9, 1)});
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::TemplateSet).empty());
}

/// 1 left only in r1c1, r1c5, r2c1, r2c5 in rows 1 and 2: every template takes columns 1 and 5
/// and boxes 1 and 2 there, so no other row may have 1 in those columns or in row 3 of those boxes.
TEST(Templates, DeleteRemovesCandidatesNoTemplateUses) {
    PencilMarks marks(3);
    for (int r : {1, 2}) keep_digit_only_in(marks, 1, row_cells(r), {rc(r, 1), rc(r, 5)});
    const auto steps = steps_of(marks, Technique::TemplateDelete);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c = 1; c <= 6; ++c) expected.push_back(cand(3, c, 1));
    for (int r = 4; r <= 9; ++r)
        for (int c : {1, 5}) expected.push_back(cand(r, c, 1));
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::TemplateDelete).empty());
}

}  // namespace
}  // namespace hints_test
