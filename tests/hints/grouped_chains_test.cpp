// Grouped nice loops and AICs on positions built by hand: an open grid narrowed so that the only
// chains need a group (the 4s of row 1 in box 2, r1c56) as one of their nodes.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Step;
using sudoku::hints::Technique;

/// 4 in row 1 only in r1c1 and the group r1c56; in column 4 only in r2c4 and r7c4:
/// r1c1=r1c56-r2c4=r7c4, an AIC whose second node is the group.
PencilMarks grouped_chain_position() {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 5), rc(1, 6)});
    keep_digit_only_in(marks, 4, column_cells(4), {rc(2, 4), rc(7, 4)});
    return marks;
}

/// The same, with 4 in column 1 only in r1c1 and r7c1: r1c1=r7c1-r7c4=r2c4-r1c56=r1c1, five
/// links, so r1c1 not 4 would make it 4.
PencilMarks grouped_odd_loop_position() {
    PencilMarks marks = grouped_chain_position();
    keep_digit_only_in(marks, 4, column_cells(1), {rc(1, 1), rc(7, 1)});
    return marks;
}

/// 4 in row 1 only in r1c1 and r1c56, in row 2 only in r2c1 and r2c4: r1c1=r1c56-r2c4=r2c1-r1c1.
PencilMarks grouped_loop_position() {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 5), rc(1, 6)});
    keep_digit_only_in(marks, 4, row_cells(2), {rc(2, 1), rc(2, 4)});
    return marks;
}

const Step* with_effect(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
    const auto want = sorted(eliminations);
    const auto hit = std::find_if(steps.begin(), steps.end(), [&](const Step& s) { return s.eliminations == want; });
    return hit == steps.end() ? nullptr : &*hit;
}

TEST(GroupedAic, TheGroupCarriesTheChain) {
    const auto steps = steps_of(grouped_chain_position(), Technique::GroupedAic);
    // one of r1c1 and r7c4 is 4: r7c1, which sees both, loses it
    const Step* step = with_effect(steps, {cand(7, 1, 4)});
    ASSERT_NE(step, nullptr) << steps.size() << " steps";
    ASSERT_EQ(step->chain.size(), 3u);
    EXPECT_TRUE(step->chain[0].strong);
    EXPECT_EQ(step->chain[0].to_cells, (std::vector<int>{rc(1, 5), rc(1, 6)}));
    EXPECT_FALSE(step->chain[1].strong);
    EXPECT_EQ(step->chain[1].from_cells, (std::vector<int>{rc(1, 5), rc(1, 6)}));
    EXPECT_TRUE(step->chain[2].strong);
    EXPECT_NE(step->reason.find("4 is in r1c56"), std::string::npos) << step->reason;
    EXPECT_NE(step->reason.find("Grouped AIC"), std::string::npos) << step->reason;
    // every grouped step has a group in its chain
    for (const Step& s : steps)
        EXPECT_TRUE(std::any_of(s.chain.begin(), s.chain.end(), [](const auto& l) {
            return l.from_cells.size() > 1 || l.to_cells.size() > 1;
        })) << s.explanation;
}

TEST(GroupedAic, PlainChainsDoNotSeeIt) {
    // without groups row 1 has three places for 4: no strong link leaves r1c1
    EXPECT_TRUE(steps_of(grouped_chain_position(), Technique::Aic).empty());
    EXPECT_TRUE(steps_of(grouped_chain_position(), Technique::XChain).empty());
}

TEST(GroupedAic, NothingWithoutTheSecondStrongLink) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 4, row_cells(1), {rc(1, 1), rc(1, 5), rc(1, 6)});
    EXPECT_TRUE(steps_of(marks, Technique::GroupedAic).empty());
    EXPECT_TRUE(steps_of(marks, Technique::GroupedContinuousNiceLoop).empty());
    EXPECT_TRUE(steps_of(marks, Technique::GroupedDiscontinuousNiceLoop).empty());
    EXPECT_TRUE(steps_of(PencilMarks(3), Technique::GroupedAic).empty());
}

TEST(GroupedContinuousNiceLoop, WeakLinksOfTheLoopBecomeStrong) {
    const auto steps = steps_of(grouped_loop_position(), Technique::GroupedContinuousNiceLoop);
    ASSERT_FALSE(steps.empty());
    // the weak links r1c56-r2c4 (box 2) and r2c1-r1c1 (column 1, box 1) are strong: box 2's
    // other 4s (row 3's three) and those of column 1 and box 1 go
    std::vector<Candidate> want{cand(3, 2, 4), cand(3, 3, 4), cand(3, 4, 4), cand(3, 5, 4), cand(3, 6, 4)};
    for (int row = 3; row <= 9; ++row) want.push_back(cand(row, 1, 4));
    for (const Step& step : steps) EXPECT_EQ(step.eliminations, sorted(want)) << step.explanation;
    EXPECT_TRUE(steps_of(grouped_loop_position(), Technique::ContinuousNiceLoop).empty());
}

TEST(GroupedDiscontinuousNiceLoop, AnOddLoopPlacesItsStart) {
    const auto steps = steps_of(grouped_odd_loop_position(), Technique::GroupedDiscontinuousNiceLoop);
    std::vector<Candidate> others;
    for (int digit : {1, 2, 3, 5, 6, 7, 8, 9}) others.push_back(cand(1, 1, digit));
    const Step* step = with_effect(steps, others);
    ASSERT_NE(step, nullptr) << steps.size() << " steps";
    EXPECT_NE(step->reason.find("Grouped Discontinuous Nice Loop"), std::string::npos) << step->reason;
}

}  // namespace
}  // namespace hints_test
