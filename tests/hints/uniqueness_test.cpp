// Unique rectangles (types 1-6), hidden and avoidable rectangles and BUG+1 on positions built by
// hand; they act only on a puzzle declared to have one solution.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "hints/positions.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

constexpr Technique kRectangleTypes[] = {Technique::UniqueRectangle1, Technique::UniqueRectangle2,
                                         Technique::UniqueRectangle3, Technique::UniqueRectangle4};

/// A rectangle on {1,2} in r1c1, r1c5 (both exactly {1,2}), r2c1 and r2c5: rows 1-2, columns 1
/// and 5, boxes 1 and 2. The caller gives the candidates of r2c1 and r2c5.
PencilMarks rectangle(std::initializer_list<int> r2c1, std::initializer_list<int> r2c5) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {1, 2});
    keep_candidates(marks, rc(2, 1), r2c1);
    keep_candidates(marks, rc(2, 5), r2c5);
    return marks;
}

/// The only step of `technique` (declared unique), after checking that none is found when the
/// puzzle is not declared unique.
Step only_step(const PencilMarks& marks, Technique technique) {
    EXPECT_TRUE(steps_of(marks, technique, false).empty()) << "uniqueness used without being declared";
    const auto steps = steps_of(marks, technique, true);
    EXPECT_EQ(steps.size(), 1u);
    return steps.empty() ? Step{} : steps[0];
}

/// The other rectangle types find nothing in `marks`.
void only_type(const PencilMarks& marks, Technique technique) {
    for (Technique other : kRectangleTypes) {
        if (other != technique) {
            EXPECT_TRUE(steps_of(marks, other, true).empty()) << to_string(other);
        }
    }
}

TEST(UniqueRectangle, Type1TheCornerWithExtrasLosesBothDigits) {
    const PencilMarks marks = rectangle({1, 2}, {1, 2, 7, 8});
    const Step step = only_step(marks, Technique::UniqueRectangle1);
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(2, 5, 1), cand(2, 5, 2)}));
    EXPECT_EQ(step.explanation,
              "r2c5<>1,2: unique rectangle on {1,2} in r1c1, r1c5, r2c1, r2c5: r1c1, r1c5, r2c1 hold nothing but "
              "{1,2}; were r2c5 1 or 2, the four cells would hold only 1 and 2, which could swap places and give the "
              "puzzle a second solution, so it loses both");
    only_type(marks, Technique::UniqueRectangle1);
}

/// r2c5 has lost its 2 to logic (no 2 is placed near it): the rectangle still counts, and 1 goes.
TEST(UniqueRectangle, Type1WithACandidateMissingFromACorner) {
    const PencilMarks marks = rectangle({1, 2}, {1, 7, 8});
    EXPECT_EQ(only_step(marks, Technique::UniqueRectangle1).eliminations, std::vector<Candidate>{cand(2, 5, 1)});
}

/// A 2 placed in r2c9 forbids 2 in r2c5 outright: the four cells could never swap, no rectangle.
TEST(UniqueRectangle, NoRectangleWhereAPlacedDigitForbidsACorner) {
    PencilMarks marks = rectangle({1, 2}, {1, 7, 8});
    marks.place(rc(2, 9), 2);
    EXPECT_TRUE(steps_of(marks, Technique::UniqueRectangle1, true).empty());
}

/// r1c1, r1c5, r5c1, r5c5 lie in four boxes: swapping their digits would repeat one in each box,
/// so they are no deadly pattern and nothing is found.
TEST(UniqueRectangle, FourCellsInFourBoxesAreNoRectangle) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {1, 2});
    keep_candidates(marks, rc(5, 1), {1, 2});
    keep_candidates(marks, rc(5, 5), {1, 2, 7, 8});
    for (Technique technique : kRectangleTypes) EXPECT_TRUE(steps_of(marks, technique, true).empty());
}

TEST(UniqueRectangle, Type2TheSharedExtraDigitLeavesCellsSeeingBothCorners) {
    const PencilMarks marks = rectangle({1, 2, 7}, {1, 2, 7});
    const Step step = only_step(marks, Technique::UniqueRectangle2);
    std::vector<Candidate> expected;
    for (int c : {2, 3, 4, 6, 7, 8, 9}) expected.push_back(cand(2, c, 7));
    EXPECT_EQ(step.eliminations, expected);
    only_type(marks, Technique::UniqueRectangle2);
    // Two different extra digits: no type 2.
    EXPECT_TRUE(steps_of(rectangle({1, 2, 7}, {1, 2, 8}), Technique::UniqueRectangle2, true).empty());
}

/// r2c1 and r2c5 add {3} and {4}; with r2c8 = {3,4} they make a naked pair in row 2.
TEST(UniqueRectangle, Type3TheExtraDigitsFormANakedSubsetWithAnotherCell) {
    PencilMarks marks = rectangle({1, 2, 3}, {1, 2, 4});
    keep_candidates(marks, rc(2, 8), {3, 4});
    const Step step = only_step(marks, Technique::UniqueRectangle3);
    std::vector<Candidate> expected;
    for (int c : {2, 3, 4, 6, 7, 9})
        for (int d : {3, 4}) expected.push_back(cand(2, c, d));
    EXPECT_EQ(step.eliminations, expected);
    EXPECT_NE(step.explanation.find("naked pair on {3,4} with r2c8, so the rest of row 2 loses those digits"),
              std::string::npos)
        << step.explanation;
    // Without the partner cell there is no subset.
    EXPECT_TRUE(steps_of(rectangle({1, 2, 3}, {1, 2, 4}), Technique::UniqueRectangle3, true).empty());
}

/// A rectangle on {1,2} in r2c1, r2c2 (box 1) and r5c1, r5c2 (box 4): the extra corners share row
/// 2 and box 1, and with r2c3 = {3,4} they make a naked pair in both, which clears both.
TEST(UniqueRectangle, Type3InALineAndABoxClearsBoth) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(5, 1), {1, 2});
    keep_candidates(marks, rc(5, 2), {1, 2});
    keep_candidates(marks, rc(2, 1), {1, 2, 3});
    keep_candidates(marks, rc(2, 2), {1, 2, 4});
    keep_candidates(marks, rc(2, 3), {3, 4});
    const Step step = only_step(marks, Technique::UniqueRectangle3);
    std::vector<Candidate> expected;
    for (int cell : {rc(1, 1), rc(1, 2), rc(1, 3), rc(2, 4), rc(2, 5), rc(2, 6), rc(2, 7), rc(2, 8), rc(2, 9), rc(3, 1),
                     rc(3, 2), rc(3, 3)})
        for (int d : {3, 4}) expected.push_back({cell, d});
    EXPECT_EQ(step.eliminations, expected);
    EXPECT_NE(step.explanation.find("naked pair on {3,4} with r2c3, so the rest of row 2 and box 1 loses"),
              std::string::npos)
        << step.explanation;
}

/// In row 2 the 1s lie only in the extra corners: one of them is 1, neither may be 2.
TEST(UniqueRectangle, Type4AConjugatePairOnOneDigitRemovesTheOther) {
    PencilMarks marks = rectangle({1, 2, 7}, {1, 2, 8});
    keep_digit_only_in(marks, 1, row_cells(2), {rc(2, 1), rc(2, 5)});
    const Step step = only_step(marks, Technique::UniqueRectangle4);
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(2, 1, 2), cand(2, 5, 2)}));
    EXPECT_EQ(step.explanation,
              "r2c1<>2, r2c5<>2: unique rectangle on {1,2} in r1c1, r1c5, r2c1, r2c5: in row 2 the 1s lie only in "
              "r2c1, r2c5, so one of them is 1; were the other 2, the four cells would hold only 1 and 2, which could "
              "swap places and give the puzzle a second solution; so r2c1, r2c5 lose 2");
    only_type(marks, Technique::UniqueRectangle4);
    EXPECT_TRUE(steps_of(rectangle({1, 2, 7}, {1, 2, 8}), Technique::UniqueRectangle4, true).empty());
}

/// The rectangle with r1c1 = {1,2}, r1c5 = r2c1 = {1,2,7} and r2c5 as given.
PencilMarks three_extras(std::initializer_list<int> r2c5) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {1, 2, 7});
    keep_candidates(marks, rc(2, 1), {1, 2, 7});
    keep_candidates(marks, rc(2, 5), r2c5);
    return marks;
}

/// r1c1 = {1,2}; r1c5, r2c1 and r2c5 add 7: 7 is in one of them, and r2c4, r2c6 (row 2, box 2)
/// see all three.
TEST(UniqueRectangle, Type5TheExtraDigitOfThreeCornersLeavesCellsSeeingAll) {
    const PencilMarks marks = three_extras({1, 2, 7});
    const Step step = only_step(marks, Technique::UniqueRectangle5);
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(2, 4, 7), cand(2, 6, 7)}));
    EXPECT_EQ(step.explanation,
              "r2c4<>7, r2c6<>7: unique rectangle on {1,2} in r1c1, r1c5, r2c1, r2c5: unless one of r1c5, r2c1, r2c5 "
              "is 7, the four cells would hold only 1 and 2, which could swap places and give the puzzle a second "
              "solution; so every cell seeing all of r1c5, r2c1, r2c5 loses 7");
    // Two extra digits (r2c5 adds 8): nothing.
    EXPECT_TRUE(steps_of(three_extras({1, 2, 8}), Technique::UniqueRectangle5, true).empty());
}

/// Extras on the diagonal r1c1 {1,2,7}, r2c5 {1,2,8}; 1 lies only in the corners of rows 1, 2 and
/// columns 1, 5. Were r1c1 and r2c5 1, r1c5 and r2c1 would be 2: so they lose 1.
TEST(UniqueRectangle, Type6AnXWingOnTheDiagonalRemovesItsDigit) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2, 7});
    keep_candidates(marks, rc(1, 5), {1, 2});
    keep_candidates(marks, rc(2, 1), {1, 2});
    keep_candidates(marks, rc(2, 5), {1, 2, 8});
    PencilMarks open_line = marks;
    for (const auto& line : {row_cells(1), row_cells(2), column_cells(1), column_cells(5)})
        keep_digit_only_in(marks, 1, line, {rc(1, 1), rc(1, 5), rc(2, 1), rc(2, 5)});
    const Step step = only_step(marks, Technique::UniqueRectangle6);
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(1, 1, 1), cand(2, 5, 1)}));
    EXPECT_NE(step.explanation.find("in both rows and both columns the 1s lie only in the rectangle"),
              std::string::npos)
        << step.explanation;
    EXPECT_TRUE(steps_of(open_line, Technique::UniqueRectangle6, true).empty());  // 1s elsewhere: nothing
}

/// r1c1 = {1,2}, the other corners with extras; row 2 and column 5 hold 1 only in the rectangle.
/// Were r2c5 2, r2c1 and r1c5 would be 1 and r1c1 2: so r2c5 loses 2.
TEST(HiddenRectangle, ConjugatePairsThroughTheOppositeCorner) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {1, 2, 7});
    keep_candidates(marks, rc(2, 1), {1, 2, 8});
    keep_candidates(marks, rc(2, 5), {1, 2, 9});
    PencilMarks open_line = marks;
    keep_digit_only_in(marks, 1, row_cells(2), {rc(2, 1), rc(2, 5)});
    keep_digit_only_in(marks, 1, column_cells(5), {rc(1, 5), rc(2, 5)});
    const Step step = only_step(marks, Technique::HiddenRectangle);
    EXPECT_EQ(step.eliminations, std::vector<Candidate>{cand(2, 5, 2)});
    EXPECT_EQ(step.explanation,
              "r2c5<>2: unique rectangle on {1,2} in r1c1, r1c5, r2c1, r2c5: r1c1 holds only {1,2}, and in row 2 and "
              "column 5 the 1s lie only in the rectangle; were r2c5 2, its two neighbours in the rectangle would be 1 "
              "and r1c1 2: the four cells would hold only 1 and 2, which could swap places and give the puzzle a "
              "second solution; so r2c5 loses 2");
    keep_digit_only_in(open_line, 1, column_cells(5), {rc(1, 5), rc(2, 5)});  // row 2 keeps its 1s
    EXPECT_TRUE(steps_of(open_line, Technique::HiddenRectangle, true).empty());
}

/// The steps of `technique` on a board that knows the givens (none here: every placed value was
/// placed since, as a solver places them).
std::vector<Step> steps_with_givens(const PencilMarks& marks, Technique technique, const sudoku::Grid& givens) {
    return sudoku::hints::find_steps(sudoku::hints::Board(marks, true, givens), technique);
}

/// 1 and 2 placed in r1c1, r1c2 (box 1), 2 in r4c1: were r4c2 1, the four cells, none given,
/// could swap 1 and 2.
TEST(AvoidableRectangle, Type1TheLastCornerLosesTheDigitThatClosesIt) {
    PencilMarks marks(3);
    marks.place(rc(1, 1), 1);
    marks.place(rc(1, 2), 2);
    marks.place(rc(4, 1), 2);
    keep_candidates(marks, rc(4, 2), {1, 5});
    const sudoku::Grid none(3);
    const auto steps = steps_with_givens(marks, Technique::AvoidableRectangle1, none);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, std::vector<Candidate>{cand(4, 2, 1)});
    EXPECT_EQ(steps[0].explanation,
              "r4c2<>1: avoidable rectangle on {1,2} in r1c1, r1c2, r4c1, r4c2: r1c1, r1c2 were placed as 1 and 2, not "
              "given, and r4c1 was placed as 2; were r4c2 1, the four cells, none of them given, could swap 1 and 2 "
              "and solve the givens a second time, so it loses 1");
    // Given values cannot swap: with the placed values as givens, nothing; nor without uniqueness.
    EXPECT_TRUE(steps_with_givens(marks, Technique::AvoidableRectangle1, marks.grid()).empty());
    EXPECT_TRUE(steps_of(marks, Technique::AvoidableRectangle1, true).empty());
    EXPECT_TRUE(
        sudoku::hints::find_steps(sudoku::hints::Board(marks, false, none), Technique::AvoidableRectangle1).empty());
}

/// 1 and 2 placed in r1c1, r1c2; r4c1 {2,7} and r4c2 {1,7}: one of them is 7, and row 4 and box 4
/// lose 7.
TEST(AvoidableRectangle, Type2TheSharedExtraDigitLeavesCellsSeeingBoth) {
    PencilMarks marks(3);
    marks.place(rc(1, 1), 1);
    marks.place(rc(1, 2), 2);
    keep_candidates(marks, rc(4, 1), {2, 7});
    keep_candidates(marks, rc(4, 2), {1, 7});
    const sudoku::Grid none(3);
    const auto steps = steps_with_givens(marks, Technique::AvoidableRectangle2, none);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> expected;
    for (int c = 3; c <= 9; ++c) expected.push_back(cand(4, c, 7));
    for (int r : {5, 6})
        for (int c = 1; c <= 3; ++c) expected.push_back(cand(r, c, 7));
    EXPECT_EQ(steps[0].eliminations, sorted(expected));
    keep_candidates(marks, rc(4, 2), {1, 8});  // different extra digits: nothing
    EXPECT_TRUE(steps_with_givens(marks, Technique::AvoidableRectangle2, none).empty());
}

/// On 4×4: r1c1, r2c1 (box 1) and r1c3, r2c3 (box 2).
TEST(UniqueRectangle, WorksOnFourByFour) {
    PencilMarks marks(2);
    keep_candidates(marks, rc(1, 1, 4), {1, 2});
    keep_candidates(marks, rc(2, 1, 4), {1, 2});
    keep_candidates(marks, rc(1, 3, 4), {1, 2});
    keep_candidates(marks, rc(2, 3, 4), {1, 2, 3});
    const auto steps = steps_of(marks, Technique::UniqueRectangle1, true);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, (std::vector<Candidate>{cand(2, 3, 1, 4), cand(2, 3, 2, 4)}));
}

/// A pencil-mark position written row by row: a digit is placed, a group of digits is the
/// candidates of an empty cell.
PencilMarks position(const std::vector<std::string>& rows) {
    PencilMarks marks(3);
    std::vector<std::pair<int, std::string>> open;
    for (int r = 0; r < 9; ++r) {
        std::istringstream in(rows[static_cast<std::size_t>(r)]);
        std::string token;
        for (int c = 0; c < 9 && in >> token; ++c) {
            if (token.size() == 1) marks.place(r * 9 + c, token[0] - '0');
            else open.emplace_back(r * 9 + c, token);
        }
    }
    for (const auto& [cell, digits] : open)
        for (int d = 1; d <= 9; ++d)
            if (digits.find(static_cast<char>('0' + d)) == std::string::npos) marks.remove(cell, d);
    return marks;
}

/// A position late in a real solve: every open cell is bivalue but r9c6 {5,7,9}, and 5 appears
/// three times in row 9, column 6 and box 8.
const std::vector<std::string> kBugRows = {
    "4  9  7  1  56 56 8  2  3",   //
    "3  5  8  7  4  2  1  6  9",   //
    "2  1  6  3  9  8  4  7  5",   //
    "1  6  3  9  7  4  2  5  8",   //
    "7  2  9  5  8  1  6  3  4",   //
    "8  4  5  2  36 36 7  9  1",   //
    "56 3  2  8  1  57 9  4  67",  //
    "69 7  1  4  23 39 5  8  26",  //
    "59 8  4  6  25 579 3 1  27",  //
};

TEST(BugPlusOne, TheTrivalueCellTakesTheDigitSeenThreeTimes) {
    const PencilMarks marks = position(kBugRows);
    const Step step = only_step(marks, Technique::BugPlusOne);
    EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(9, 6, 7), cand(9, 6, 9)}));
    EXPECT_EQ(step.explanation,
              "r9c6<>7,9: bivalue universal grave + 1: every unsolved cell but r9c6 holds two candidates, and each "
              "digit appears twice in each unit, but for 5 three times in row 9, column 6 and box 8; without 5 in "
              "r9c6 the puzzle would have no solution or several, so r9c6 is 5");
    // The dlx backend, on the placed values alone, finds one solution, with 5 in r9c6.
    sudoku::SolveOptions options;
    options.max_solutions = 2;
    const auto result = sudoku::find_backend("dlx").solve(marks.grid(), options);
    ASSERT_TRUE(result.unique());
    EXPECT_EQ(result.solutions[0][rc(9, 6)], 5);
}

/// Without its extra 7, r9c6 is bivalue too and 7 appears once in row 9: no trivalue cell, no grave
/// plus one, nothing to conclude.
TEST(BugPlusOne, NothingWithoutTheTrivalueCell) {
    std::vector<std::string> rows = kBugRows;
    rows[8] = "59 8  4  6  25 59 3  1  27";
    EXPECT_TRUE(steps_of(position(rows), Technique::BugPlusOne, true).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::BugPlusOne, true).empty());
}

/// The rectangles of the last position are kept for the next kind asked there: each kind's steps
/// equal those found with the rectangles made afresh (another position asked in between).
TEST(UniqueRectangle, TheKeptRectanglesAreThePositions) {
    // types 1, 2 and 4 (the positions of the tests above), then hard starts thinned at random
    std::vector<PencilMarks> positions = {rectangle({1, 2}, {1, 2, 7, 8}), rectangle({1, 2, 7}, {1, 2, 7}),
                                          rectangle({1, 2, 7}, {1, 2, 8})};
    keep_digit_only_in(positions[2], 1, row_cells(2), {rc(2, 1), rc(2, 5)});
    std::mt19937 random(3);
    for (const char* puzzle : kHardStarts) {
        PencilMarks marks(sudoku::parse(puzzle));
        for (int cell = 0; cell < marks.cells(); ++cell)
            for (int digit = 1; digit <= 9; ++digit)
                if (marks.value(cell) == 0 && marks.has(cell, digit) && marks.count(cell) > 2 && random() % 100 < 35)
                    marks.remove(cell, digit);
        positions.push_back(marks);
    }
    constexpr Technique kinds[] = {Technique::UniqueRectangle1, Technique::UniqueRectangle2,
                                   Technique::UniqueRectangle3, Technique::UniqueRectangle4,
                                   Technique::UniqueRectangle5, Technique::UniqueRectangle6,
                                   Technique::HiddenRectangle};
    auto explained = [](const PencilMarks& marks, Technique kind) {
        std::vector<std::string> out;
        for (const Step& step : steps_of(marks, kind, true)) out.push_back(step.explanation);
        return out;
    };
    int found = 0;
    for (std::size_t p = 0; p < positions.size(); ++p)
        for (Technique kind : kinds) {
            const PencilMarks& other = positions[(p + 1) % positions.size()];
            explained(other, kind);  // the kept rectangles are the other position's
            const std::vector<std::string> afresh = explained(positions[p], kind);
            found += afresh.empty() ? 0 : 1;
            for (Technique before : kinds) {
                explained(positions[p], before);  // kept for this position
                EXPECT_EQ(explained(positions[p], kind), afresh) << to_string(kind) << " after " << to_string(before);
            }
        }
    EXPECT_GE(found, 3);
}

}  // namespace
}  // namespace hints_test
