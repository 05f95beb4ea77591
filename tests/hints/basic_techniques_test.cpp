// Singles, locked candidates and subsets on positions built by hand.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

TEST(Singles, FullHousePlacesTheLastDigitOfARow) {
    PencilMarks marks(3);
    for (int c = 1; c <= 8; ++c) marks.place(rc(1, c), c);
    const auto steps = steps_of(marks, Technique::FullHouse);
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(steps[0].placements, std::vector<Candidate>{cand(1, 9, 9)});
    EXPECT_EQ(steps[0].explanation, "r1c9=9: full house, the last empty cell of row 1");
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::FullHouse).empty());
}

TEST(Singles, HiddenSingleIsTheOnlyPlaceOfADigitInAUnit) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 7, row_cells(3), {rc(3, 5)});
    const auto steps = steps_of(marks, Technique::HiddenSingle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].placements, std::vector<Candidate>{cand(3, 5, 7)});
    EXPECT_EQ(steps[0].explanation, "r3c5=7: hidden single, 7 fits nowhere else in row 3");
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::HiddenSingle).empty());
}

TEST(Singles, NakedSingleIsACellWithOneCandidate) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(4, 4), {6});
    const auto steps = steps_of(marks, Technique::NakedSingle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].placements, std::vector<Candidate>{cand(4, 4, 6)});
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::NakedSingle).empty());
}

TEST(Singles, WorkOnSixteenBySixteen) {
    PencilMarks marks(4);
    keep_digit_only_in(marks, 12, column_cells(10, 16), {rc(14, 10, 16)});
    const auto steps = steps_of(marks, Technique::HiddenSingle);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].placements, std::vector<Candidate>{cand(14, 10, 12, 16)});
    EXPECT_EQ(steps[0].explanation, "r14c10=C: hidden single, C fits nowhere else in column 10");
}

/// Box 1 holds its 5s only in row 2 (r2c1, r2c3): the rest of row 2 loses 5.
TEST(LockedCandidates, PointingClearsTheLineOutsideTheBox) {
    PencilMarks marks(3);
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            if (!(r == 2 && (c == 1 || c == 3))) marks.remove(rc(r, c), 5);
    const auto steps = steps_of(marks, Technique::Pointing);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c = 4; c <= 9; ++c) expected.push_back(cand(2, c, 5));
    EXPECT_EQ(steps[0].eliminations, expected);
    EXPECT_TRUE(steps_of(marks, Technique::Claiming).empty());
}

/// Box 5 holds its 3s in r4c4, r4c5 and r5c4: in no single line, so nothing points.
TEST(LockedCandidates, CandidatesInAnLShapePointNowhere) {
    PencilMarks marks(3);
    for (int r = 4; r <= 6; ++r)
        for (int c = 4; c <= 6; ++c)
            if (!((r == 4 && c <= 5) || (r == 5 && c == 4))) marks.remove(rc(r, c), 3);
    EXPECT_TRUE(steps_of(marks, Technique::Pointing).empty());
}

/// Row 4 holds its 8s only in box 5 (r4c4, r4c6): the rest of box 5 loses 8.
TEST(LockedCandidates, ClaimingClearsTheBoxOutsideTheLine) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 8, row_cells(4), {rc(4, 4), rc(4, 6)});
    const auto steps = steps_of(marks, Technique::Claiming);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int r = 5; r <= 6; ++r)
        for (int c = 4; c <= 6; ++c) expected.push_back(cand(r, c, 8));
    EXPECT_EQ(steps[0].eliminations, expected);
}

TEST(Subsets, NakedPairClearsItsUnit) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 2), {3, 7});
    keep_candidates(marks, rc(1, 8), {3, 7});
    const auto steps = steps_of(marks, Technique::NakedPair);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c : {1, 3, 4, 5, 6, 7, 9})
        for (int d : {3, 7}) expected.push_back(cand(1, c, d));
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
    EXPECT_EQ(steps[0].units, std::vector<int>{0});
    EXPECT_TRUE(steps_of(marks, Technique::LockedPair).empty()) << "r1c2 and r1c8 share no box";
}

TEST(Subsets, LockedPairClearsTheLineAndTheBox) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {3, 7});
    keep_candidates(marks, rc(1, 2), {3, 7});
    const auto steps = steps_of(marks, Technique::LockedPair);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c = 3; c <= 9; ++c)
        for (int d : {3, 7}) expected.push_back(cand(1, c, d));
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            for (int d : {3, 7}) expected.push_back(cand(r, c, d));
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
}

TEST(Subsets, APairInALineAndABoxThatClearsOnlyOneIsNaked) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {3, 7});
    keep_candidates(marks, rc(1, 2), {3, 7});
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c) keep_candidates(marks, rc(r, c), {1, 2, 4, 5, 6, 8, 9});  // box 1: no 3, 7 left
    EXPECT_TRUE(steps_of(marks, Technique::LockedPair).empty());
    const auto steps = steps_of(marks, Technique::NakedPair);
    ASSERT_EQ(steps.size(), 2u);  // in row 1, and in box 1 (where only r1c3 loses anything)
    EXPECT_EQ(steps[0].units, std::vector<int>{0});
    EXPECT_EQ(steps[0].eliminations.size(), 7u * 2u);  // r1c3..r1c9 lose 3 and 7
}

TEST(Subsets, NakedTripleNeedNotHaveEveryDigitInEveryCell) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(2, 1), {1, 2});
    keep_candidates(marks, rc(5, 1), {2, 4});
    keep_candidates(marks, rc(9, 1), {1, 4});
    const auto steps = steps_of(marks, Technique::NakedTriple);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations.size(), 6u * 3u);
    for (const Candidate& c : steps[0].eliminations) EXPECT_EQ(c.cell % 9, 0);
    EXPECT_TRUE(steps_of(marks, Technique::NakedPair).empty());
}

TEST(Subsets, HiddenPairClearsItsCells) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, column_cells(6), {rc(2, 6), rc(7, 6)});
    keep_digit_only_in(marks, 9, column_cells(6), {rc(2, 6), rc(7, 6)});
    const auto steps = steps_of(marks, Technique::HiddenPair);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int r : {2, 7})
        for (int d : {1, 2, 3, 5, 6, 7, 8}) expected.push_back(cand(r, 6, d));
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::HiddenPair).empty());
}

TEST(Subsets, HiddenQuadOnFourByFourFindsNothingInAFullUnit) {
    // In a 4×4 grid every unit's four digits fill its four cells: no cell has another candidate.
    EXPECT_TRUE(steps_of(PencilMarks(2), Technique::HiddenQuad).empty());
}

TEST(StepSink, DropsStepsThatDoNothingAndDuplicates) {
    sudoku::hints::StepSink sink(9, 5);
    Step nothing;
    EXPECT_TRUE(sink.add(nothing));
    Step a{.technique = Technique::NakedPair, .eliminations = {cand(1, 2, 3), cand(1, 1, 3)}, .reason = "why"};
    EXPECT_TRUE(sink.add(a));
    EXPECT_TRUE(sink.add(a));
    ASSERT_EQ(sink.steps().size(), 1u);
    EXPECT_EQ(sink.steps()[0].explanation, "r1c1<>3, r1c2<>3: why");
}

}  // namespace
}  // namespace hints_test
