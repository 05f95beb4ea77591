// The forcing chains' engine: an assumption's reasoning kept (KeptReasoning) weighs each of its
// facts as assuming the premise again does. SE's cell, region and double chains weigh every line
// of a group on its kept reasoning instead of assuming it once more, so the numbers of the path
// depend on this being exact.
#include <gtest/gtest.h>

#include <span>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/techniques/implications.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

struct Assumption {
    Candidate candidate;
    bool on = false;
};

/// Every assumption of the position kept, then each assumed afresh (after all the others, so the
/// engine's scratch holds another line): every fact weighs the same both ways.
void expect_kept_reasoning_weighs_as_fresh(const Board& board, Reach reach) {
    Implications implications(board, reach);
    std::vector<Assumption> premises;
    std::vector<KeptReasoning> kept;
    for (int cell = 0; cell < board.cells(); ++cell)
        for (int digit : digits_of(board.candidates(cell)))
            for (bool on : {true, false}) {
                premises.push_back({{cell, digit}, on});
                implications.assume({cell, digit}, on);
                kept.push_back(implications.kept());
            }
    ASSERT_GT(premises.size(), 100u);
    int weighed = 0;
    for (std::size_t p = premises.size(); p-- > 0;) {
        implications.assume(premises[p].candidate, premises[p].on);
        ASSERT_EQ(implications.trail().size(), kept[p].trail.size());
        for (int i = 0; i < static_cast<int>(kept[p].trail.size()); ++i) {
            const std::span<const int> fact(&i, 1);
            ASSERT_EQ(implications.complexity(kept[p], fact), implications.complexity(fact))
                << "premise " << p << ", fact " << i;
            ++weighed;
        }
    }
    EXPECT_GT(weighed, 1000);
}

Board start_of(const char* puzzle) { return Board(sudoku::PencilMarks(sudoku::parse(puzzle)), true); }

TEST(Implications, KeptReasoningWeighsFactsAsAFreshAssumption) {
    // magictour_top1465 #1 (SE 9.0: dynamic forcing chains) at its start
    const Board board = start_of("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    for (Reach reach : {Reach::Dynamic, Reach::Static, Reach::OneDigit})
        expect_kept_reasoning_weighs_as_fresh(board, reach);
}

TEST(Implications, KeptReasoningWeighsPatternFactsAsAFreshAssumption) {
    // dynamic plus: locked candidates, pairs and X-Wings inside the lines
    const Board board = start_of("........1...2.9.8..4.....7.8...9..3.9...3..642..1.6......68.5..1....53...75......");
    expect_kept_reasoning_weighs_as_fresh(board, Reach::DynamicPlus);
}

}  // namespace
}  // namespace hints_test
