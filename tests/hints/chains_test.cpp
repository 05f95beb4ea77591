// The chain techniques on positions built by hand: an open grid (every candidate everywhere, so
// no strong link anywhere) narrowed until only the chain's strong links exist.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Role;
using sudoku::hints::Step;
using sudoku::hints::Technique;

/// The eliminations of each step, in the order found.
std::vector<std::vector<Candidate>> effects(const std::vector<Step>& steps) {
    std::vector<std::vector<Candidate>> out;
    for (const Step& step : steps) out.push_back(step.eliminations);
    return out;
}

bool has_effect(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
    const auto want = sorted(eliminations);
    return std::any_of(steps.begin(), steps.end(), [&](const Step& s) { return s.eliminations == want; });
}

/// `digit` in `cell` for each of `digits`.
std::vector<Candidate> each_digit(int cell, std::vector<int> digits) {
    std::vector<Candidate> out;
    for (int d : digits) out.push_back({cell, d});
    return out;
}

/// The links of a step alternate strong and weak, and its marks colour the nodes: ColorA true, ColorB false.
void expect_alternating(const Step& step) {
    ASSERT_FALSE(step.chain.empty());
    for (std::size_t i = 1; i < step.chain.size(); ++i) {
        EXPECT_NE(step.chain[i].strong, step.chain[i - 1].strong) << step.explanation;
        EXPECT_EQ(step.chain[i].from_cells, step.chain[i - 1].to_cells);
        EXPECT_EQ(step.chain[i].from_digit, step.chain[i - 1].to_digit);
    }
    for (const auto& link : step.chain) {
        const Role to = link.strong ? Role::ColorA : Role::ColorB;
        const sudoku::hints::Mark mark{{link.to_cells.front(), link.to_digit}, to};
        EXPECT_NE(std::find(step.marks.begin(), step.marks.end(), mark), step.marks.end()) << step.explanation;
    }
}

// --- X-Chain -------------------------------------------------------------------------------------

/// 4 only in columns a and b of rows 1, 4 and 7 (with a box of 3; rows 1, 5, 9 with a box of 4):
/// r1cA=r1cB-rXcB=rXcC-rYcC=rYcD, a chain from r1cA to rYcD.
PencilMarks x_chain_position(int box) {
    PencilMarks marks(box);
    const int side = box * box;
    const int r2 = box + 1;
    const int r3 = 2 * box + 1;
    keep_digit_only_in(marks, 4, row_cells(1, side), {rc(1, 1, side), rc(1, 5, side)});
    keep_digit_only_in(marks, 4, row_cells(r2, side), {rc(r2, 5, side), rc(r2, 8, side)});
    keep_digit_only_in(marks, 4, row_cells(r3, side), {rc(r3, 8, side), rc(r3, 2, side)});
    return marks;
}

TEST(XChain, OneDigitChainClearsWhatSeesBothEnds) {
    const auto steps = steps_of(x_chain_position(3), Technique::XChain);
    // r1c1=r1c5-r4c5=r4c8-r7c8=r7c2: r2c2, r3c2 (box 1, column 2) and r8c1, r9c1 (column 1, box 7)
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(2, 2, 4), cand(3, 2, 4), cand(8, 1, 4), cand(9, 1, 4)}));
    EXPECT_EQ(steps[0].chain.size(), 5u);
    EXPECT_TRUE(steps[0].chain.front().strong);
    EXPECT_TRUE(steps[0].chain.back().strong);
    expect_alternating(steps[0]);
    EXPECT_NE(steps[0].reason.find("X-Chain on 4"), std::string::npos) << steps[0].reason;
}

TEST(XChain, NothingWhenTheEndsShareNoCandidate) {
    PencilMarks marks = x_chain_position(3);
    for (int cell : {rc(2, 2), rc(3, 2), rc(8, 1), rc(9, 1)}) marks.remove(cell, 4);
    EXPECT_TRUE(steps_of(marks, Technique::XChain).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::XChain).empty());  // no strong link at all
}

TEST(XChain, SixteenBySixteen) {
    const auto steps = steps_of(x_chain_position(4), Technique::XChain);
    // r1c1=r1c5-r5c5=r5c8-r9c8=r9c2: the ends share box 1 / column 2 and column 1 / box 9
    const int s = 16;
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> want;
    for (int r = 2; r <= 4; ++r) want.push_back(cand(r, 2, 4, s));
    for (int r = 10; r <= 12; ++r) want.push_back(cand(r, 1, 4, s));
    EXPECT_EQ(steps[0].eliminations, sorted(want));
}

// --- XY-Chain ------------------------------------------------------------------------------------

/// r1c1 {1,2} - r1c5 {2,3} - r4c5 {3,4} - r4c2 {4,1}: if r1c1 is not 1, r4c2 is.
PencilMarks xy_chain_position() {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {2, 3});
    keep_candidates(marks, rc(4, 5), {3, 4});
    keep_candidates(marks, rc(4, 2), {4, 1});
    return marks;
}

TEST(XYChain, ChainOfBivalueCellsClearsWhatSeesBothEnds) {
    const auto steps = steps_of(xy_chain_position(), Technique::XYChain);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations,
              sorted({cand(1, 2, 1), cand(2, 2, 1), cand(3, 2, 1), cand(4, 1, 1), cand(5, 1, 1), cand(6, 1, 1)}));
    EXPECT_EQ(steps[0].chain.size(), 7u);  // four cells: four links inside them, three between
    expect_alternating(steps[0]);
}

TEST(XYChain, NothingWhenACellOfTheChainHoldsAThirdCandidate) {
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    keep_candidates(marks, rc(1, 5), {2, 3});
    keep_candidates(marks, rc(4, 5), {3, 4, 5});
    keep_candidates(marks, rc(4, 2), {4, 1});
    EXPECT_TRUE(steps_of(marks, Technique::XYChain).empty());
}

TEST(XYChain, SixteenBySixteen) {
    PencilMarks marks(4);
    const int s = 16;
    keep_candidates(marks, rc(1, 1, s), {1, 12});
    keep_candidates(marks, rc(1, 9, s), {12, 16});
    keep_candidates(marks, rc(9, 9, s), {16, 1});
    const auto steps = steps_of(marks, Technique::XYChain);
    // r1c1 and r9c9 share no unit: r1c9 and r9c1 see both, and only r9c1 holds 1
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, sorted({cand(9, 1, 1, s)}));
}

// --- Remote Pair ---------------------------------------------------------------------------------

/// r1c1 - r1c6 - r5c6 - r5c3, all {5,8}: r1c1 and r5c3 hold different ones of 5 and 8.
PencilMarks remote_pair_position() {
    PencilMarks marks(3);
    for (int cell : {rc(1, 1), rc(1, 6), rc(5, 6), rc(5, 3)}) keep_candidates(marks, cell, {5, 8});
    return marks;
}

TEST(RemotePair, CellsSeeingBothEndsLoseBothDigits) {
    const auto steps = steps_of(remote_pair_position(), Technique::RemotePair);
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> want;
    for (int cell : {rc(1, 3), rc(2, 3), rc(3, 3), rc(4, 1), rc(5, 1), rc(6, 1)})
        for (const Candidate& c : each_digit(cell, {5, 8})) want.push_back(c);
    EXPECT_EQ(steps[0].eliminations, sorted(want));
    expect_alternating(steps[0]);
}

TEST(RemotePair, NothingWithThreeCells) {
    PencilMarks marks(3);
    for (int cell : {rc(1, 1), rc(1, 6), rc(5, 6)}) keep_candidates(marks, cell, {5, 8});
    EXPECT_TRUE(steps_of(marks, Technique::RemotePair).empty());
}

TEST(RemotePair, SixteenBySixteen) {
    PencilMarks marks(4);
    const int s = 16;
    for (int cell : {rc(1, 1, s), rc(1, 9, s), rc(9, 9, s), rc(9, 13, s)}) keep_candidates(marks, cell, {2, 15});
    const auto steps = steps_of(marks, Technique::RemotePair);
    // r1c1 and r9c13 share no unit; r1c13 and r9c1 see both
    ASSERT_EQ(steps.size(), 1u);
    std::vector<Candidate> want;
    for (int cell : {rc(1, 13, s), rc(9, 1, s)})
        for (const Candidate& c : each_digit(cell, {2, 15})) want.push_back(c);
    EXPECT_EQ(steps[0].eliminations, sorted(want));
}

// --- Nice loops and AICs -------------------------------------------------------------------------

/// 5 only in r2c2, r5c2 of column 2 and in r1c5, r5c5 of column 5: linked through row 5, the
/// chain r2c2=r5c2-r5c5=r1c5 puts 5 in r2c2 or r1c5.
PencilMarks kite_position(int box) {
    PencilMarks marks(box);
    const int side = box * box;
    const int r = box + 2;
    keep_digit_only_in(marks, 5, column_cells(2, side), {rc(2, 2, side), rc(r, 2, side)});
    keep_digit_only_in(marks, 5, column_cells(box + 2, side), {rc(1, box + 2, side), rc(r, box + 2, side)});
    return marks;
}

TEST(DiscontinuousNiceLoop, AssumingACandidateTrueLeadsToItBeingFalse) {
    // r1c1=5 -> r1c5<>5 -> r5c5=5 -> r5c2<>5 -> r2c2=5 -> r1c1<>5; the same for r1c3, r2c4, r2c6
    const auto steps = steps_of(kite_position(3), Technique::DiscontinuousNiceLoop);
    auto found = effects(steps);
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, (std::vector<std::vector<Candidate>>{
                         {cand(1, 1, 5)}, {cand(1, 3, 5)}, {cand(2, 4, 5)}, {cand(2, 6, 5)}}));
    for (const Step& step : steps) {
        expect_alternating(step);
        EXPECT_FALSE(step.chain.front().strong);
        EXPECT_FALSE(step.chain.back().strong);
    }
}

TEST(DiscontinuousNiceLoop, AssumingACandidateFalseLeadsToItBeingTrue) {
    // r1c1<>5 -> r1c5=5 -> r1c5<>7 -> r4c5=7 -> r4c5<>8 -> r4c1=8 -> r4c1<>5 -> r1c1=5
    PencilMarks marks(3);
    keep_digit_only_in(marks, 5, row_cells(1), {rc(1, 1), rc(1, 5)});
    keep_digit_only_in(marks, 7, column_cells(5), {rc(1, 5), rc(4, 5)});
    keep_digit_only_in(marks, 8, row_cells(4), {rc(4, 1), rc(4, 5)});
    keep_digit_only_in(marks, 5, column_cells(1), {rc(1, 1), rc(4, 1)});
    const auto steps = steps_of(marks, Technique::DiscontinuousNiceLoop);
    EXPECT_TRUE(has_effect(steps, each_digit(rc(1, 1), {1, 2, 3, 4, 6, 7, 8, 9})));
    for (const Step& step : steps) {
        expect_alternating(step);
        for (const Candidate& c : step.eliminations) EXPECT_NE(c, cand(1, 1, 5)) << step.explanation;
    }
}

TEST(DiscontinuousNiceLoop, SixteenBySixteen) {
    // r2c2=r6c2-r6c6=r1c6: the cells seeing r2c2 and r1c6 are r1c1..4 and r2c5..8
    const int s = 16;
    const auto steps = steps_of(kite_position(4), Technique::DiscontinuousNiceLoop);
    std::vector<Candidate> found;
    for (const Step& step : steps) {
        ASSERT_EQ(step.eliminations.size(), 1u);
        found.push_back(step.eliminations[0]);
    }
    std::vector<Candidate> want;
    for (int c : {1, 3, 4}) want.push_back(cand(1, c, 5, s));
    for (int c : {5, 7, 8}) want.push_back(cand(2, c, 5, s));
    EXPECT_EQ(sorted(found), sorted(want));
}

TEST(AIC, EndsOfOneDigitClearWhatSeesBoth) {
    const auto steps = steps_of(kite_position(3), Technique::Aic);
    EXPECT_TRUE(has_effect(steps, {cand(1, 1, 5), cand(1, 3, 5), cand(2, 4, 5), cand(2, 6, 5)}));
    for (const Step& step : steps) expect_alternating(step);
}

/// 1 only in r1c1, r5c1 of column 1 and in r5c4, r6c5 of box 5; 2 only in r1c5, r6c5 of column 5:
/// r1c1 is 1 or r1c5 is 2 (1 = r1c1 = r5c1 - r5c4 = r6c5, r6c5 1 - 2, 2 = r6c5 = r1c5).
PencilMarks aic_two_digits_position() {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 1, column_cells(1), {rc(1, 1), rc(5, 1)});
    std::vector<int> box5;
    for (int r = 4; r <= 6; ++r)
        for (int c = 4; c <= 6; ++c) box5.push_back(rc(r, c));
    keep_digit_only_in(marks, 1, box5, {rc(5, 4), rc(6, 5)});
    keep_digit_only_in(marks, 2, column_cells(5), {rc(1, 5), rc(6, 5)});
    return marks;
}

TEST(AIC, EndsOfTwoDigitsInOneUnitLoseEachOthersDigit) {
    const auto steps = steps_of(aic_two_digits_position(), Technique::Aic);
    ASSERT_TRUE(has_effect(steps, {cand(1, 1, 2), cand(1, 5, 1)}));
    const Step& step = *std::find_if(steps.begin(), steps.end(), [](const Step& s) {
        return s.eliminations == sorted({cand(1, 1, 2), cand(1, 5, 1)});
    });
    EXPECT_EQ(step.chain.size(), 5u);
    expect_alternating(step);
}

TEST(AIC, NothingWithoutStrongLinks) {
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::Aic).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::DiscontinuousNiceLoop).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::ContinuousNiceLoop).empty());
}

/// 2 only in columns 1 and 5 of rows 1 and 4, 1 only in r1c1 and r4c1 of column 1: the loop
/// r1c1=2=r1c5-2-r4c5=2=r4c1-r4c1(2-1)=1=r1c1-r1c1(1-2) is continuous.
PencilMarks loop_position() {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 2, row_cells(1), {rc(1, 1), rc(1, 5)});
    keep_digit_only_in(marks, 2, row_cells(4), {rc(4, 1), rc(4, 5)});
    keep_digit_only_in(marks, 1, column_cells(1), {rc(1, 1), rc(4, 1)});
    return marks;
}

TEST(ContinuousNiceLoop, WeakLinksOfTheLoopBecomeStrong) {
    const auto steps = steps_of(loop_position(), Technique::ContinuousNiceLoop);
    // r1c1 and r4c1 hold 1 or 2 each; column 5 has its 2 in r1c5 or r4c5
    std::vector<Candidate> want;
    for (int r : {2, 3, 5, 6, 7, 8, 9}) want.push_back(cand(r, 5, 2));
    for (int d = 3; d <= 9; ++d) {
        want.push_back(cand(1, 1, d));
        want.push_back(cand(4, 1, d));
    }
    EXPECT_TRUE(has_effect(steps, want));
    for (const Step& step : steps) expect_alternating(step);
}

TEST(ContinuousNiceLoop, NothingWhenTheLoopIsOpen) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 2, row_cells(1), {rc(1, 1), rc(1, 5)});
    keep_digit_only_in(marks, 1, column_cells(1), {rc(1, 1), rc(4, 1)});
    EXPECT_TRUE(steps_of(marks, Technique::ContinuousNiceLoop).empty());
}

}  // namespace
}  // namespace hints_test
