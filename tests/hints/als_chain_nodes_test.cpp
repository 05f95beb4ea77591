// Grouped AICs through almost locked sets (FinderOptions::als_nodes, HoDoKu's "ALS in chains"),
// on positions built by hand: the set (or a cell it forces) is the only way the chain can go.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "positions.hpp"
#include "sudoku/hints/technique.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Board;
using sudoku::hints::FinderOptions;
using sudoku::hints::Step;
using sudoku::hints::Technique;

/// 1 in column 3 only in r1c3 and r5c3, 3 in column 8 only in r1c8 and r5c8; r5c1 {1,2,4},
/// r5c2 {2,3,4}, r5c4 {2,4}: an almost locked set of row 5 with 1 only in r5c1 and 3 only in
/// r5c2. r1c3 not 1 → r5c3 is 1 → the set has no 1, so it holds 3 (in r5c2) → r5c8 is not 3 →
/// r1c8 is 3. So r1c3 is 1 or r1c8 is 3, and as they share row 1, r1c3<>3 and r1c8<>1.
PencilMarks set_position(bool almost_locked = true) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 1, column_cells(3), {rc(1, 3), rc(5, 3)});
    keep_digit_only_in(marks, 3, column_cells(8), {rc(1, 8), rc(5, 8)});
    keep_candidates(marks, rc(5, 1), {1, 2, 4});
    if (almost_locked) keep_candidates(marks, rc(5, 2), {2, 3, 4});
    else keep_candidates(marks, rc(5, 2), {2, 3, 4, 5});  // five digits in three cells: no set
    keep_candidates(marks, rc(5, 4), {2, 4});
    return marks;
}

std::vector<Step> grouped_aics(const PencilMarks& marks, bool als_nodes) {
    return sudoku::hints::find_steps(Board(marks), Technique::GroupedAic, 1000, FinderOptions{.als_nodes = als_nodes});
}

const std::vector<Candidate> kEffect = sorted({cand(1, 3, 3), cand(1, 8, 1)});

bool finds_the_effect(const std::vector<Step>& steps) {
    return std::any_of(steps.begin(), steps.end(), [](const Step& s) { return s.eliminations == kEffect; });
}

TEST(AlsChainNodes, AicThroughASet) {
    const std::vector<Step> steps = grouped_aics(set_position(), true);
    const auto it = std::find_if(steps.begin(), steps.end(), [](const Step& s) { return s.eliminations == kEffect; });
    ASSERT_NE(it, steps.end());
    // into the set r5c1, r5c2, r5c4 {1,2,3,4} by its 1, or (as short) from r5c1 not 1 into the
    // set r5c2, r5c4 {2,3,4}, whose 2 and 4 r5c1 sees all of (a forcing read backwards)
    EXPECT_NE(it->reason.find("3 is in the set"), std::string::npos) << it->reason;
    EXPECT_EQ(it->chain.size(), 5u);  // into the set, through it, out, and two links more
}

TEST(AlsChainNodes, NotWithoutTheOption) { EXPECT_FALSE(finds_the_effect(grouped_aics(set_position(), false))); }

TEST(AlsChainNodes, NothingWithoutAnAlmostLockedSet) {
    EXPECT_FALSE(finds_the_effect(grouped_aics(set_position(false), true)));
}

/// A forcing (HoDoKu's): 1 in column 3 only in r1c3 and r5c3; the set r5c1 {1,2,4}, r5c2 {2,4}
/// of box 4; r4c3 {2,4,7} sees every 2 and 4 of the set. r1c3 not 1 → r5c3 is 1 → the set has
/// no 1, so it holds 2 and 4 → r4c3 is 7. So r1c3 is 1 or r4c3 is 7, and as they share column 3,
/// r1c3<>7 (r4c3 has no 1). No chain without the forcing makes r4c3 7: its 7 has no strong link.
PencilMarks forcing_position(bool forced = true) {
    PencilMarks marks(3);
    keep_digit_only_in(marks, 1, column_cells(3), {rc(1, 3), rc(5, 3)});
    keep_candidates(marks, rc(5, 1), {1, 2, 4});
    keep_candidates(marks, rc(5, 2), {2, 4});
    if (forced) keep_candidates(marks, rc(4, 3), {2, 4, 7});
    else keep_candidates(marks, rc(4, 3), {2, 4, 6, 7});  // two candidates left: nothing forced
    return marks;
}

const std::vector<Candidate> kForcedEffect = {cand(1, 3, 7)};

bool finds_the_forced_effect(const std::vector<Step>& steps) {
    return std::any_of(steps.begin(), steps.end(), [](const Step& s) { return s.eliminations == kForcedEffect; });
}

TEST(AlsChainNodes, AicThroughAForcing) {
    const std::vector<Step> steps = grouped_aics(forcing_position(), true);
    const auto it =
        std::find_if(steps.begin(), steps.end(), [](const Step& s) { return s.eliminations == kForcedEffect; });
    ASSERT_NE(it, steps.end());
    EXPECT_NE(it->reason.find("has no 1"), std::string::npos) << it->reason;
    EXPECT_NE(it->reason.find("r4c3 is 7 (every other candidate of r4c3 sees all its places in the set)"),
              std::string::npos)
        << it->reason;
}

TEST(AlsChainNodes, NoForcingWithTwoCandidatesLeft) {
    EXPECT_FALSE(finds_the_forced_effect(grouped_aics(forcing_position(false), true)));
    EXPECT_FALSE(finds_the_forced_effect(grouped_aics(forcing_position(), false)));
}

}  // namespace
}  // namespace hints_test
