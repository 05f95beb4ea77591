// The chain search's detours (chains::Rules::detours): a nice chain that needs a longer way into
// one of its nodes than the shortest ones the breadth-first run keeps. The position was found by
// a search over random patterns of one digit and is checked here by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "positions.hpp"
#include "sudoku/hints/techniques/chains.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Board;
using sudoku::hints::chains::Chain;
using sudoku::hints::chains::Node;
using sudoku::hints::chains::Rules;
using sudoku::hints::chains::Search;

/// 1 only in these cells. From r4c1 not 1 the shortest chains to r8c4 is 1 (seven links) come
/// back to r4c1 (r4c1 - r5c2 - r5c5 - r5c6 - r5c2 - r4c1 - r8c1 - r8c4, and with r5c5 and r5c6
/// swapped); the nice one (nine links) goes r4c1 - r5c2 - r5c5 - r5c6 - r2c6 - r1c6 - r1c3 -
/// r3c1 - r8c1 - r8c4. With 1 in r1c1 too, box 1 has three places and that way is cut.
PencilMarks detour_position(bool also_r1c1 = false) {
    PencilMarks marks(3);
    std::vector<int> ones = {rc(1, 3), rc(1, 6), rc(1, 7), rc(1, 9), rc(2, 6), rc(2, 8), rc(3, 1),
                             rc(4, 1), rc(5, 2), rc(5, 5), rc(5, 6), rc(5, 7), rc(5, 8), rc(5, 9),
                             rc(6, 7), rc(6, 8), rc(7, 3), rc(8, 1), rc(8, 4), rc(9, 3), rc(9, 9)};
    if (also_r1c1) ones.push_back(rc(1, 1));
    for (int cell = 0; cell < 81; ++cell)
        if (std::find(ones.begin(), ones.end(), cell) == ones.end()) marks.remove(cell, 1);
    return marks;
}

/// The nice chain the search gives from r4c1 (not 1) to r8c4 (1), one digit only.
Chain chain_to_r8c4(const Board& board, bool detours) {
    Search search(board, Rules{.cell_strong = false, .cell_weak = false, .detours = detours, .digits = 1});
    const Node end{{rc(8, 4), 1}, true};
    bool reached = false;
    search.run({rc(4, 1), 1}, false, false, [&](const Node& node, int) {
        reached = reached || node == end;
        return true;
    });
    EXPECT_TRUE(reached);
    return search.nice_chain_to(end);
}

TEST(ChainDetours, NiceChainThroughALongerWayIn) {
    const Board board(detour_position());
    EXPECT_TRUE(chain_to_r8c4(board, false).empty());  // the kept shortest ways are lassos
    const Chain chain = chain_to_r8c4(board, true);
    ASSERT_EQ(chain.size(), 10u);
    EXPECT_TRUE(sudoku::hints::chains::is_nice(board, chain));
    const std::vector<int> cells = {rc(4, 1), rc(5, 2), rc(5, 5), rc(5, 6), rc(2, 6),
                                    rc(1, 6), rc(1, 3), rc(3, 1), rc(8, 1), rc(8, 4)};
    for (std::size_t i = 0; i < chain.size(); ++i) {
        EXPECT_EQ(chain[i].candidate.cell, cells[i]) << i;
        EXPECT_EQ(chain[i].on, i % 2 == 1) << i;
    }
    // the X-chain's effect: r8c1 sees both ends
    EXPECT_EQ(sudoku::hints::chains::seen_by_both(board, rc(4, 1), rc(8, 4), 1), std::vector<Candidate>{cand(8, 1, 1)});
}

TEST(ChainDetours, NothingWhereNoNiceChainExists) {
    const Board board(detour_position(true));
    EXPECT_TRUE(chain_to_r8c4(board, true).empty());
}

}  // namespace
}  // namespace hints_test
