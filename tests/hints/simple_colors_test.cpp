// Simple colours on hand-made positions: an empty grid where one digit is narrowed to a chain of
// conjugate pairs.
#include <gtest/gtest.h>

#include "hints/positions.hpp"

namespace sudoku::hints {
namespace {

using namespace hints_test;

/// Digit `digit` only in `a` and `b` among the cells of `unit`.
void pair_in(PencilMarks& marks, int digit, const std::vector<int>& unit, int a, int b) {
    keep_digit_only_in(marks, digit, unit, {a, b});
}

/// Colour A: r2c1, r8c5; colour B: r8c1, r3c5 (pairs in column 1, row 8, column 5).
PencilMarks trap_position() {
    PencilMarks marks(3);
    pair_in(marks, 3, column_cells(1), rc(2, 1), rc(8, 1));
    pair_in(marks, 3, row_cells(8), rc(8, 1), rc(8, 5));
    pair_in(marks, 3, column_cells(5), rc(8, 5), rc(3, 5));
    return marks;
}

TEST(SimpleColors, TrapRemovesCellsSeeingBothColours) {
    const auto steps = steps_of(trap_position(), Technique::SimpleColorsTrap);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    // r2c1 (A) and r3c5 (B): row 3 in box 1 and row 2 in box 2.
    EXPECT_EQ(step.eliminations, sorted({cand(3, 2, 3), cand(3, 3, 3), cand(2, 4, 3), cand(2, 6, 3)}));
    EXPECT_EQ(step.marks, (std::vector<Mark>{{cand(2, 1, 3), Role::ColorA},
                                             {cand(8, 5, 3), Role::ColorA},
                                             {cand(3, 5, 3), Role::ColorB},
                                             {cand(8, 1, 3), Role::ColorB}}));
    EXPECT_EQ(step.units, (std::vector<int>{7, 9 + 0, 9 + 4}));
    EXPECT_EQ(step.reason,
              "Simple Colors Trap on 3, the conjugate pairs of 3 join r2c1, r8c5 (colour A) and r3c5, r8c1 (colour "
              "B), and one colour holds 3 in all its cells, so a cell seeing both colours loses 3");
    EXPECT_TRUE(steps_of(trap_position(), Technique::SimpleColorsWrap).empty());
}

TEST(SimpleColors, NoTrapWhenNoCellSeesBothColours) {
    PencilMarks marks(3);  // A: r1c2, r5c6; B: r1c6, r5c8
    pair_in(marks, 3, row_cells(1), rc(1, 2), rc(1, 6));
    pair_in(marks, 3, column_cells(6), rc(1, 6), rc(5, 6));
    pair_in(marks, 3, row_cells(5), rc(5, 6), rc(5, 8));
    EXPECT_TRUE(steps_of(marks, Technique::SimpleColorsTrap).empty());
    EXPECT_TRUE(steps_of(marks, Technique::SimpleColorsWrap).empty());
}

TEST(SimpleColors, WrapRemovesAColourThatSeesItself) {
    PencilMarks marks(3);  // A: r1c1, r5c5, r2c2 (r1c1 and r2c2 share box 1); B: r1c5, r5c2
    pair_in(marks, 3, row_cells(1), rc(1, 1), rc(1, 5));
    pair_in(marks, 3, column_cells(5), rc(1, 5), rc(5, 5));
    pair_in(marks, 3, row_cells(5), rc(5, 5), rc(5, 2));
    pair_in(marks, 3, column_cells(2), rc(5, 2), rc(2, 2));
    const auto steps = steps_of(marks, Technique::SimpleColorsWrap);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, sorted({cand(1, 1, 3), cand(2, 2, 3), cand(5, 5, 3)}));
    EXPECT_NE(steps.front().reason.find("r1c1 and r2c2 of colour A see each other"), std::string::npos)
        << steps.front().reason;
}

TEST(SimpleColors, TrapOn16x16) {
    PencilMarks marks(4);  // A: r2c1, r12c7; B: r12c1, r3c7
    pair_in(marks, 5, column_cells(1, 16), rc(2, 1, 16), rc(12, 1, 16));
    pair_in(marks, 5, row_cells(12, 16), rc(12, 1, 16), rc(12, 7, 16));
    pair_in(marks, 5, column_cells(7, 16), rc(12, 7, 16), rc(3, 7, 16));
    const auto steps = steps_of(marks, Technique::SimpleColorsTrap);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, sorted({cand(3, 2, 5, 16), cand(3, 3, 5, 16), cand(3, 4, 5, 16),
                                                  cand(2, 5, 5, 16), cand(2, 6, 5, 16), cand(2, 8, 5, 16)}));
}

}  // namespace
}  // namespace sudoku::hints
