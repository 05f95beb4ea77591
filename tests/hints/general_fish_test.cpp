// HoDoKu's generalised fish on hand-made positions: an empty grid where one digit is narrowed in a
// few units, so each test shows one Franken, mutant or Siamese fish and its exact eliminations, and
// a position one candidate away where the technique must find nothing. Every step found is checked
// against the templates (every placement of the digit, one per row, column and box): a sound
// elimination is a candidate no placement uses.
#include <gtest/gtest.h>

#include <algorithm>

#include "hints/positions.hpp"

namespace sudoku::hints {
namespace {

using namespace hints_test;

std::vector<int> box_cells(int box) {
    std::vector<int> cells;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) cells.push_back(rc(box / 3 * 3 + r + 1, box % 3 * 3 + c + 1));
    return cells;
}

/// The digit's candidates of `column` (1-based) in every row but `skip_rows`.
std::vector<Candidate> column_except(int digit, int column, std::initializer_list<int> skip_rows) {
    std::vector<Candidate> list;
    for (int r = 1; r <= 9; ++r)
        if (std::find(skip_rows.begin(), skip_rows.end(), r) == skip_rows.end()) list.push_back(cand(r, column, digit));
    return list;
}

/// Every elimination of every step is one the templates make as well.
void expect_sound(const PencilMarks& marks, const std::vector<Step>& steps) {
    std::vector<Candidate> unused;
    for (const Step& step : steps_of(marks, Technique::TemplateDelete))
        unused.insert(unused.end(), step.eliminations.begin(), step.eliminations.end());
    for (const Step& step : steps)
        for (const Candidate& c : step.eliminations)
            EXPECT_NE(std::find(unused.begin(), unused.end(), c), unused.end()) << step.explanation;
}

bool has_step_with(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
    return std::any_of(steps.begin(), steps.end(), [&](const Step& step) { return step.eliminations == eliminations; });
}

/// Row 1 holds 5 only in r1c2 and r1c8 (and `extra`), box 9 only in r7c8 and r9c8: the base sets
/// row 1 and box 9 lie in columns 2 and 8.
PencilMarks franken_x_wing(int extra = 0) {
    PencilMarks marks(3);
    std::vector<int> row1{rc(1, 2), rc(1, 8)};
    if (extra > 0) row1.push_back(rc(1, extra));
    keep_digit_only_in(marks, 5, row_cells(1), row1);
    keep_digit_only_in(marks, 5, box_cells(8), {rc(7, 8), rc(9, 8)});
    return marks;
}

TEST(FrankenFish, XWingOfARowAndABoxClearsItsColumns) {
    const PencilMarks marks = franken_x_wing();
    const auto steps = steps_of(marks, Technique::FrankenXWing);
    std::vector<Candidate> expected = column_except(5, 2, {1});
    for (int r = 2; r <= 6; ++r) expected.push_back(cand(r, 8, 5));
    const auto step =
        std::find_if(steps.begin(), steps.end(), [&](const Step& s) { return s.eliminations == sorted(expected); });
    ASSERT_NE(step, steps.end());
    EXPECT_EQ(step->units, (std::vector<int>{0, 26, 9 + 1, 9 + 7}));
    EXPECT_EQ(step->reason,
              "Franken X-Wing on 5, in row 1, box 9 the 5s lie only in columns 2 and 8, so the rest of those cover "
              "sets loses 5");
    expect_sound(marks, steps);
    EXPECT_TRUE(steps_of(marks, Technique::MutantXWing).empty()) << "a Franken fish is no mutant one";
}

TEST(FrankenFish, NothingWithAThirdCandidateInTheRow) {
    EXPECT_TRUE(steps_of(franken_x_wing(3), Technique::FrankenXWing).empty());
    EXPECT_TRUE(steps_of(franken_x_wing(3), Technique::FrankenSwordfish).empty());
}

TEST(FrankenFish, FinnedXWingClearsWhatTheFinSees) {
    // The third candidate r1c3 is a fin: the cover cells in its box 1 lose 5.
    const PencilMarks marks = franken_x_wing(3);
    const auto steps = steps_of(marks, Technique::FinnedFrankenXWing);
    EXPECT_TRUE(has_step_with(steps, {cand(2, 2, 5), cand(3, 2, 5)}));
    expect_sound(marks, steps);
    for (const Step& step : steps) EXPECT_NE(step.reason.find("apart from the fin"), std::string::npos) << step.reason;
}

TEST(FrankenFish, NothingOnAnOpenGrid) {
    // Every unit holds every digit nine times: two base sets need more than five fins.
    const PencilMarks open(3);
    for (Technique t : {Technique::FrankenXWing, Technique::FinnedFrankenXWing, Technique::FrankenSwordfish,
                        Technique::FinnedFrankenSwordfish, Technique::SiameseFinnedFrankenXWing})
        EXPECT_TRUE(steps_of(open, t).empty()) << info(t).name;
}

/// Row 1 holds 5 only in box 1 (r1c2, r1c3), column 1 only in box 7 (r7c1, r8c1, and `extra`).
PencilMarks mutant_x_wing(int extra_row = 0) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 5, row_cells(1), {rc(1, 2), rc(1, 3)});
    std::vector<int> column1{rc(7, 1), rc(8, 1)};
    if (extra_row > 0) column1.push_back(rc(extra_row, 1));
    keep_digit_only_in(marks, 5, column_cells(1), column1);
    return marks;
}

TEST(MutantFish, XWingOfARowAndAColumnClearsTwoBoxes) {
    const auto steps = steps_of(mutant_x_wing(), Technique::MutantXWing);
    std::vector<Candidate> expected;
    for (int r : {2, 3})
        for (int c : {2, 3}) expected.push_back(cand(r, c, 5));
    for (int r : {7, 8, 9})
        for (int c : {2, 3}) expected.push_back(cand(r, c, 5));
    EXPECT_EQ(eliminations_of(steps), (std::vector<std::vector<Candidate>>{sorted(expected)}));
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(steps.front().units, (std::vector<int>{0, 9, 18, 24}));
}

TEST(MutantFish, NothingWithAThirdCandidateButAFinnedOne) {
    EXPECT_TRUE(steps_of(mutant_x_wing(5), Technique::MutantXWing).empty());
    // r9c1 lies in box 7, so column 1 still lies in the two boxes: no fin, and a base set of three
    // candidates is no unfinned X-Wing's.
    EXPECT_TRUE(steps_of(mutant_x_wing(9), Technique::MutantXWing).empty());
    const PencilMarks marks = mutant_x_wing(5);  // r5c1 a fin in box 4
    const auto finned = steps_of(marks, Technique::FinnedMutantXWing);
    EXPECT_FALSE(finned.empty());
    expect_sound(marks, finned);
    for (Technique t : {Technique::MutantXWing, Technique::FinnedMutantXWing, Technique::MutantSwordfish,
                        Technique::FinnedMutantSwordfish, Technique::SiameseFinnedMutantXWing})
        EXPECT_TRUE(steps_of(PencilMarks(3), t).empty()) << info(t).name << " on an open grid";
}

TEST(SiameseFish, TwoSashimiXWingsOnTheSameRows) {
    // Rows 2 {3,8} and 7 {3,9}: covers 3 and 8 (fin r7c9) clear r8c8 and r9c8, covers 3 and 9 (fin
    // r2c8) clear r1c9 and r3c9; the first fish, columns 3 and 8, is sashimi.
    PencilMarks marks(3);
    keep_digit_only_in(marks, 5, row_cells(2), {rc(2, 3), rc(2, 8)});
    keep_digit_only_in(marks, 5, row_cells(7), {rc(7, 3), rc(7, 9)});
    const auto steps = steps_of(marks, Technique::SiameseSashimiXWing);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps.front().eliminations,
              (std::vector<Candidate>{cand(1, 9, 5), cand(3, 9, 5), cand(8, 8, 5), cand(9, 8, 5)}));
    EXPECT_EQ(
        steps.front().reason.rfind("Siamese Sashimi X-Wing on 5, two fish on the same base sets: Sashimi X-Wing", 0),
        0u)
        << steps.front().reason;
    EXPECT_TRUE(steps_of(marks, Technique::SiameseFinnedXWing).empty()) << "its first fish is sashimi";
}

TEST(SiameseFish, NothingForOneFinnedFish) {
    PencilMarks marks(3);  // rows 2 {3,8} and 7 {3,8,9}: the one finned X-Wing, fin r7c9
    keep_digit_only_in(marks, 5, row_cells(2), {rc(2, 3), rc(2, 8)});
    keep_digit_only_in(marks, 5, row_cells(7), {rc(7, 3), rc(7, 8), rc(7, 9)});
    ASSERT_EQ(steps_of(marks, Technique::FinnedXWing).size(), 1u);
    for (Technique t : {Technique::SiameseFinnedXWing, Technique::SiameseSashimiXWing,
                        Technique::SiameseFinnedFrankenXWing, Technique::SiameseFinnedMutantXWing})
        EXPECT_TRUE(steps_of(marks, t).empty()) << info(t).name;
}

}  // namespace
}  // namespace sudoku::hints
