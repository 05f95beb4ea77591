// ALS-XZ on positions built by hand: two almost locked sets joined by a restricted common digit.
#include <gtest/gtest.h>

#include "hints/positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

/// The step of `steps` with exactly `eliminations`, or null.
const Step* with_eliminations(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
    for (const Step& step : steps)
        if (step.eliminations == sorted(eliminations)) return &step;
    return nullptr;
}

/// A = r1c1 {1,2}, r1c2 {2,3} (row 1), B = r4c1 {1,3}: the 1s of A (r1c1) see the 1 of B, so 1 is
/// the restricted common; 3 lies in A or B, and the cells seeing r1c2 and r4c1 lose 3.
TEST(AlsXz, TheCommonDigitLeavesCellsSeeingAllItsPlaces) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 2), {2, 3});
    keep_candidates(marks, rc(4, 1), {1, 3});
    const auto steps = steps_of(marks, Technique::AlsXz);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations,
              (std::vector<Candidate>{cand(2, 1, 3), cand(3, 1, 3), cand(4, 2, 3), cand(5, 2, 3), cand(6, 2, 3)}));
    EXPECT_EQ(steps[0].explanation,
              "r2c1<>3, r3c1<>3, r4c2<>3, r5c2<>3, r6c2<>3: ALS-XZ: almost locked sets A = r1c1, r1c2 {1,2,3} in row "
              "1 and B = r4c1 {1,3} in row 4; every 1 of A sees every 1 of B, so one set lacks 1 and holds all its "
              "other digits; either way 3 lies in A or B, so a cell seeing all its places in both loses it");
    EXPECT_EQ(steps[0].units, (std::vector<int>{0, 3}));
    ASSERT_EQ(steps[0].chain.size(), 1u);
    EXPECT_EQ(steps[0].chain[0].from_cells, std::vector<int>{rc(1, 1)});
    EXPECT_EQ(steps[0].chain[0].to_cells, std::vector<int>{rc(4, 1)});
}

/// The same sets with B moved to r5c5, where no 1 or 3 of it sees those of A: nothing.
TEST(AlsXz, NothingWithoutARestrictedCommon) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 2), {2, 3});
    keep_candidates(marks, rc(5, 5), {1, 3});
    EXPECT_TRUE(steps_of(marks, Technique::AlsXz).empty());
}

/// A = r1c1 {1,4}, r1c2 {4,7} (row 1) and B = r5c1 {1,8}, r5c2 {7,8} (row 5) share two restricted
/// commons, 1 (column 1) and 7 (column 2). Each set then keeps its own other digit (4 in A, 8 in
/// B) and both commons stay inside the pair of sets.
TEST(AlsXz, DoublyLinkedSetsLockTheirOtherDigits) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 4});
    keep_candidates(marks, rc(1, 2), {4, 7});
    keep_candidates(marks, rc(5, 1), {1, 8});
    keep_candidates(marks, rc(5, 2), {7, 8});
    std::vector<Candidate> expected;
    for (int c = 3; c <= 9; ++c) expected.push_back(cand(1, c, 4));  // A's 4 in row 1
    for (int c = 3; c <= 9; ++c) expected.push_back(cand(5, c, 8));  // B's 8 in row 5
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c) expected.push_back(cand(r, c, 4));  // and in box 1
    for (int r : {4, 6})
        for (int c = 1; c <= 3; ++c) expected.push_back(cand(r, c, 8));  // and in box 4
    for (int r : {2, 3, 4, 6, 7, 8, 9}) {
        expected.push_back(cand(r, 1, 1));  // 1 sits in r1c1 or r5c1
        expected.push_back(cand(r, 2, 7));  // 7 in r1c2 or r5c2
    }
    const auto steps = steps_of(marks, Technique::AlsXz);
    const Step* step = with_eliminations(steps, expected);
    ASSERT_NE(step, nullptr) << steps.size() << " steps, first: " << (steps.empty() ? "" : steps[0].explanation);
    EXPECT_EQ(step->chain.size(), 2u);
    EXPECT_NE(step->explanation.find("ALS-XZ, doubly linked"), std::string::npos);
}

/// On 16×16: A = r1c1 {1,2}, r1c2 {2,3}, B = r6c1 {1,3} (column 1, another box).
TEST(AlsXz, WorksOnSixteenBySixteen) {
    PencilMarks marks(4);
    keep_candidates(marks, rc(1, 1, 16), {1, 2});
    keep_candidates(marks, rc(1, 2, 16), {2, 3});
    keep_candidates(marks, rc(6, 1, 16), {1, 3});
    const auto steps = steps_of(marks, Technique::AlsXz);
    std::vector<Candidate> expected;
    for (int r = 2; r <= 4; ++r) expected.push_back(cand(r, 1, 3, 16));  // box 1, column 1
    for (int r = 5; r <= 8; ++r)
        if (r != 6) expected.push_back(cand(r, 2, 3, 16));  // box 5, column 2
    expected.push_back(cand(6, 2, 3, 16));
    EXPECT_NE(with_eliminations(steps, expected), nullptr) << steps.size() << " steps";
}

}  // namespace
}  // namespace hints_test
