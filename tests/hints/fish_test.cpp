// Basic, finned and sashimi fish on hand-made positions: an empty grid where one digit is narrowed
// in a few lines, so each test shows one pattern and its exact eliminations.
#include <gtest/gtest.h>

#include <algorithm>

#include "hints/positions.hpp"

namespace sudoku::hints {
namespace {

using namespace hints_test;

/// Leaves `digit` in row `row` (1-based) only in the given columns (1-based).
void row_only(PencilMarks& marks, int digit, int row, std::initializer_list<int> columns) {
    const int side = marks.side();
    std::vector<int> keep;
    for (int c : columns) keep.push_back(rc(row, c, side));
    keep_digit_only_in(marks, digit, row_cells(row, side), keep);
}

/// The candidates `digit` of the given columns (1-based) in every row but `skip_rows`.
std::vector<Candidate> columns_except_rows(int digit, std::initializer_list<int> columns,
                                           std::initializer_list<int> skip_rows, int side = 9) {
    std::vector<Candidate> list;
    for (int c : columns)
        for (int r = 1; r <= side; ++r)
            if (std::find(skip_rows.begin(), skip_rows.end(), r) == skip_rows.end())
                list.push_back(cand(r, c, digit, side));
    return sorted(list);
}

TEST(BasicFish, XWingInRowsClearsItsColumns) {
    PencilMarks marks(3);
    row_only(marks, 5, 2, {3, 8});
    row_only(marks, 5, 7, {3, 8});
    const auto steps = steps_of(marks, Technique::XWing);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    EXPECT_EQ(step.eliminations, columns_except_rows(5, {3, 8}, {2, 7}));
    EXPECT_EQ(step.units, (std::vector<int>{1, 6, 9 + 2, 9 + 7}));
    EXPECT_EQ(step.marks, (std::vector<Mark>{{cand(2, 3, 5)}, {cand(2, 8, 5)}, {cand(7, 3, 5)}, {cand(7, 8, 5)}}));
    EXPECT_EQ(step.reason,
              "X-Wing on 5, in rows 2 and 7 the 5s lie only in columns 3 and 8, so the rest of those columns loses 5");
}

TEST(BasicFish, XWingInColumnsClearsItsRows) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 1, column_cells(4), {rc(1, 4), rc(9, 4)});
    keep_digit_only_in(marks, 1, column_cells(6), {rc(1, 6), rc(9, 6)});
    const auto steps = steps_of(marks, Technique::XWing);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int r : {1, 9})
        for (int c = 1; c <= 9; ++c)
            if (c != 4 && c != 6) expected.push_back(cand(r, c, 1));
    EXPECT_EQ(steps.front().eliminations, sorted(expected));
}

TEST(BasicFish, SwordfishAndJellyfish) {
    PencilMarks sword(3);
    row_only(sword, 7, 1, {2, 5});
    row_only(sword, 7, 5, {5, 8});
    row_only(sword, 7, 9, {2, 8});
    EXPECT_TRUE(steps_of(sword, Technique::XWing).empty());
    auto steps = steps_of(sword, Technique::Swordfish);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, columns_except_rows(7, {2, 5, 8}, {1, 5, 9}));

    PencilMarks jelly(3);
    row_only(jelly, 3, 1, {1, 4});
    row_only(jelly, 3, 3, {4, 6});
    row_only(jelly, 3, 5, {6, 9});
    row_only(jelly, 3, 7, {1, 9});
    EXPECT_TRUE(steps_of(jelly, Technique::Swordfish).empty());
    steps = steps_of(jelly, Technique::Jellyfish);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, columns_except_rows(3, {1, 4, 6, 9}, {1, 3, 5, 7}));
    EXPECT_EQ(steps.front().units.size(), 8u);
}

TEST(BasicFish, NothingWithoutAFishOrWithoutEliminations) {
    PencilMarks finned(3);  // a fin in row 7: no basic X-Wing
    row_only(finned, 5, 2, {3, 8});
    row_only(finned, 5, 7, {3, 8, 9});
    EXPECT_TRUE(steps_of(finned, Technique::XWing).empty());

    PencilMarks done(3);  // rows and columns both hold 5 only in the four corners: nothing left to remove
    for (int row : {2, 7}) row_only(done, 5, row, {3, 8});
    for (int column : {3, 8}) keep_digit_only_in(done, 5, column_cells(column), {rc(2, column), rc(7, column)});
    EXPECT_TRUE(steps_of(done, Technique::XWing).empty());
}

TEST(BasicFish, XWingOn16x16And4x4) {
    PencilMarks big(4);
    row_only(big, 12, 2, {4, 13});
    row_only(big, 12, 11, {4, 13});
    auto steps = steps_of(big, Technique::XWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, columns_except_rows(12, {4, 13}, {2, 11}, 16));

    PencilMarks small(2);
    row_only(small, 2, 1, {1, 2});
    row_only(small, 2, 3, {1, 2});
    steps = steps_of(small, Technique::XWing);
    ASSERT_EQ(steps.size(), 1u);  // the columns' X-Wing on rows 2 and 4 has the same effect
    EXPECT_EQ(steps.front().eliminations, columns_except_rows(2, {1, 2}, {1, 3}, 4));
}

TEST(FinnedFish, FinnedXWingClearsTheFinsBox) {
    PencilMarks marks(3);
    row_only(marks, 5, 2, {3, 8});
    row_only(marks, 5, 7, {3, 8, 9});
    const auto steps = steps_of(marks, Technique::FinnedXWing);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps.front();
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(8, 8, 5), cand(9, 8, 5)}));
    EXPECT_EQ(step.marks,
              (std::vector<Mark>{
                  {cand(2, 3, 5)}, {cand(2, 8, 5)}, {cand(7, 3, 5)}, {cand(7, 8, 5)}, {cand(7, 9, 5), Role::Fin}}));
    EXPECT_EQ(step.reason,
              "Finned X-Wing on 5, in rows 2 and 7 the 5s lie only in columns 3 and 8 apart from the fin r7c9 in "
              "box 9; either the fin is 5 or the fish holds, so the cells of those columns in box 9 lose 5");
    EXPECT_TRUE(steps_of(marks, Technique::SashimiXWing).empty());
}

TEST(FinnedFish, SashimiXWingHasABaseLineWithOneCandidateBesidesItsFins) {
    PencilMarks marks(3);
    row_only(marks, 5, 2, {3, 8});
    row_only(marks, 5, 7, {3, 9});
    // Either column 8 (fin r7c9 in box 9) or column 9 (fin r2c8 in box 3) makes the second cover line.
    EXPECT_EQ(eliminations_of(steps_of(marks, Technique::SashimiXWing)),
              (std::vector<std::vector<Candidate>>{{cand(1, 9, 5), cand(3, 9, 5)}, {cand(8, 8, 5), cand(9, 8, 5)}}));
    EXPECT_TRUE(steps_of(marks, Technique::FinnedXWing).empty());
}

TEST(FinnedFish, NothingWhenTheFinsLieInTwoBoxes) {
    PencilMarks marks(3);  // whichever two columns cover, the third holds one fin in box 3 or 1, one in box 9 or 7
    row_only(marks, 5, 2, {3, 8, 9});
    row_only(marks, 5, 7, {3, 8, 9});
    EXPECT_TRUE(steps_of(marks, Technique::FinnedXWing).empty());
    EXPECT_TRUE(steps_of(marks, Technique::SashimiXWing).empty());
}

TEST(FinnedFish, SwordfishAndJellyfish) {
    PencilMarks sword(3);
    row_only(sword, 7, 1, {2, 5});
    row_only(sword, 7, 5, {5, 8});
    row_only(sword, 7, 9, {2, 8, 9});
    auto steps = steps_of(sword, Technique::FinnedSwordfish);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, (std::vector<Candidate>{cand(7, 8, 7), cand(8, 8, 7)}));

    PencilMarks sashimi_sword(3);
    row_only(sashimi_sword, 7, 1, {2, 5});
    row_only(sashimi_sword, 7, 5, {5, 8});
    row_only(sashimi_sword, 7, 9, {2, 9});
    EXPECT_EQ(eliminations_of(steps_of(sashimi_sword, Technique::SashimiSwordfish)),
              (std::vector<std::vector<Candidate>>{{cand(4, 9, 7), cand(6, 9, 7)}, {cand(7, 8, 7), cand(8, 8, 7)}}));

    PencilMarks jelly(3);
    row_only(jelly, 3, 1, {1, 4});
    row_only(jelly, 3, 3, {4, 6});
    row_only(jelly, 3, 5, {6, 9});
    row_only(jelly, 3, 7, {1, 8, 9});
    steps = steps_of(jelly, Technique::FinnedJellyfish);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations, (std::vector<Candidate>{cand(8, 9, 3), cand(9, 9, 3)}));

    PencilMarks sashimi_jelly(3);
    row_only(sashimi_jelly, 3, 1, {1, 4});
    row_only(sashimi_jelly, 3, 3, {4, 6});
    row_only(sashimi_jelly, 3, 5, {6, 9});
    row_only(sashimi_jelly, 3, 7, {1, 8});
    // Covers 1, 4, 6, 8 (fin r5c9), 1, 4, 6, 9 (fin r7c8) and 1, 6, 8, 9 (fins r1c4, r3c4 in box 2).
    EXPECT_EQ(eliminations_of(steps_of(sashimi_jelly, Technique::SashimiJellyfish)),
              (std::vector<std::vector<Candidate>>{
                  {cand(2, 6, 3)}, {cand(4, 8, 3), cand(6, 8, 3)}, {cand(8, 9, 3), cand(9, 9, 3)}}));
}

TEST(FinnedFish, NothingForABasicFish) {
    PencilMarks marks(3);
    row_only(marks, 5, 2, {3, 8});
    row_only(marks, 5, 7, {3, 8});
    for (Technique t : {Technique::FinnedXWing, Technique::SashimiXWing, Technique::FinnedSwordfish,
                        Technique::SashimiSwordfish, Technique::FinnedJellyfish, Technique::SashimiJellyfish})
        EXPECT_TRUE(steps_of(marks, t).empty()) << info(t).name;
}

TEST(FinnedFish, FinnedXWingOn16x16) {
    PencilMarks marks(4);
    row_only(marks, 9, 1, {2, 10});
    row_only(marks, 9, 6, {2, 10, 11});
    const auto steps = steps_of(marks, Technique::FinnedXWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations,
              (std::vector<Candidate>{cand(5, 10, 9, 16), cand(7, 10, 9, 16), cand(8, 10, 9, 16)}));
}

}  // namespace
}  // namespace sudoku::hints
