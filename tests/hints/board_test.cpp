// A board built from each cell's value and candidates (as SE's chains build the grid a line of
// reasoning has shrunk to) is the board of the same pencil marks, in every view the techniques read.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "hints/positions.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using sudoku::hints::Board;
using sudoku::hints::Digits;

void expect_same_board(const PencilMarks& marks) {
    const Board through_marks(marks);
    std::vector<int> values;
    std::vector<Digits> candidates;
    for (int cell = 0; cell < marks.cells(); ++cell) {
        values.push_back(through_marks.value(cell));
        // a placed cell's candidates are not read: anything there must not leak into the board
        candidates.push_back(through_marks.value(cell) != 0 ? ~Digits{0} : through_marks.candidates(cell));
    }
    const Board direct(marks.box(), values, candidates);
    ASSERT_EQ(direct.side(), through_marks.side());
    EXPECT_FALSE(direct.unique());
    for (int cell = 0; cell < marks.cells(); ++cell) {
        EXPECT_EQ(direct.value(cell), through_marks.value(cell)) << cell;
        EXPECT_EQ(direct.candidates(cell), through_marks.candidates(cell)) << cell;
    }
    for (int unit = 0; unit < 3 * marks.side(); ++unit)
        for (int digit = 1; digit <= marks.side(); ++digit)
            EXPECT_EQ(direct.where(unit, digit), through_marks.where(unit, digit)) << unit << " " << digit;
}

TEST(Board, FromValuesAndCandidatesIsTheBoardOfThePencilMarks) {
    // Every position along the logical path of a 9×9 and of a 4×4 puzzle.
    for (const std::string puzzle :
         {"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", "1.....3..4.....2"}) {
        PencilMarks marks(sudoku::parse(puzzle));
        const sudoku::hints::SolvingPath path = sudoku::hints::solve_logically(marks);
        ASSERT_FALSE(path.steps.empty());
        for (const sudoku::hints::Step& step : path.steps) {
            expect_same_board(marks);
            sudoku::hints::apply(step, marks);
        }
        expect_same_board(marks);
    }
}

/// seen_by_all looks only among the first cell's peers: the same cells, in order, as every cell
/// checked (groups of one to three cells, with and without a digit, on thinned 4×4, 9×9 and
/// 16×16 grids).
TEST(Board, SeenByAllIsEveryCellSeeingEachOfThem) {
    std::mt19937 random(5);
    for (int box : {2, 3, 4}) {
        PencilMarks marks(box);  // open, then a third of the candidates gone
        for (int cell = 0; cell < marks.cells(); ++cell)
            for (int digit = 1; digit <= marks.side(); ++digit)
                if (marks.count(cell) > 1 && random() % 3 == 0) marks.remove(cell, digit);
        const Board board(marks);
        for (int trial = 0; trial < 60; ++trial) {
            std::vector<int> group;
            for (int size = 1 + trial % 3; static_cast<int>(group.size()) < size;)
                group.push_back(static_cast<int>(random() % static_cast<unsigned>(board.cells())));
            const int digit = trial % 2 == 0 ? 0 : 1 + static_cast<int>(random() % static_cast<unsigned>(board.side()));
            std::vector<int> expected;
            for (int cell = 0; cell < board.cells(); ++cell) {
                bool all = digit == 0 || board.has(cell, digit);
                for (int g : group) all = all && board.sees(cell, g);
                if (all) expected.push_back(cell);
            }
            EXPECT_EQ(board.seen_by_all(group, digit), expected) << box << " " << trial;
        }
    }
}

}  // namespace
}  // namespace hints_test
