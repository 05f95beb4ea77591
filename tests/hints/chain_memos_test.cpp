// The plain chain searches (XY-chains, nice loops, AICs) remember the last position where they
// removed nothing and answer "nothing" again for a position within it whose links are the same.
// Checked against the search run afresh (after a position that makes it forget) on positions
// within such a one: with the same links (the memo answers) and with a cell or unit newly down to
// two (it must not).
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>
#include <vector>

#include "hints/positions.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

constexpr Technique kMemoised[] = {Technique::XYChain, Technique::ContinuousNiceLoop, Technique::DiscontinuousNiceLoop,
                                   Technique::Aic};

std::vector<std::string> explanations(const Board& board, Technique technique) {
    std::vector<std::string> out;
    for (const Step& step : find_steps(board, technique, 100)) out.push_back(step.explanation);
    return out;
}

/// The search on `board` with nothing remembered that could answer for it: an open grid first
/// (no cell or unit with two, so it covers only positions without links, where nothing is found).
std::vector<std::string> afresh(const PencilMarks& marks, Technique technique) {
    const Board open(PencilMarks(3));
    find_steps(open, technique, 100);
    return explanations(Board(marks), technique);
}

/// Fewer candidates, the same links: a cell's candidate goes where the cell keeps three or more and
/// each of its units keeps three places or more for the digit.
int thin_keeping_links(PencilMarks& marks, std::mt19937& random) {
    int removed = 0;
    for (int cell = 0; cell < marks.cells(); ++cell) {
        if (marks.value(cell) != 0 || marks.count(cell) < 4 || random() % 3 != 0) continue;
        const Board board(marks);
        for (int digit = 1; digit <= 9; ++digit) {
            if (!marks.has(cell, digit)) continue;
            bool keeps = true;
            for (int unit : board.geometry().units_of(cell))
                keeps = keeps && std::popcount(board.where(unit, digit)) >= 4;
            if (keeps) {
                marks.remove(cell, digit);
                ++removed;
                break;
            }
        }
    }
    return removed;
}

/// A cell of three candidates down to two: a new strong link.
bool make_a_pair(PencilMarks& marks) {
    for (int cell = 0; cell < marks.cells(); ++cell)
        if (marks.value(cell) == 0 && marks.count(cell) == 3)
            for (int digit = 9; digit >= 1; --digit)
                if (marks.has(cell, digit)) return marks.remove(cell, digit), true;
    return false;
}

TEST(PlainChainMemos, AnswerAsTheSearchAfresh) {
    std::mt19937 random(11);
    int answered = 0, refused = 0;
    for (const char* puzzle : kHardStarts)
        for (int percent : {0, 20, 40}) {
            PencilMarks start(sudoku::parse(puzzle));
            for (int cell = 0; cell < start.cells(); ++cell)
                for (int digit = 1; digit <= 9; ++digit)
                    if (start.value(cell) == 0 && start.has(cell, digit) && start.count(cell) > 2 &&
                        static_cast<int>(random() % 100) < percent)
                        start.remove(cell, digit);
            for (Technique technique : kMemoised) {
                if (!afresh(start, technique).empty()) continue;  // nothing to remember here
                PencilMarks same_links = start;
                if (thin_keeping_links(same_links, random) > 0) {
                    explanations(Board(start), technique);  // remembered
                    const std::vector<std::string> memo = explanations(Board(same_links), technique);
                    EXPECT_EQ(memo, afresh(same_links, technique)) << to_string(technique) << ' ' << puzzle;
                    EXPECT_TRUE(memo.empty());
                    ++answered;
                }
                PencilMarks new_link = same_links;
                if (make_a_pair(new_link)) {
                    explanations(Board(start), technique);
                    EXPECT_EQ(explanations(Board(new_link), technique), afresh(new_link, technique))
                        << to_string(technique) << ' ' << puzzle;
                    ++refused;
                }
            }
        }
    EXPECT_GE(answered, 8);
    EXPECT_GE(refused, 8);
}

}  // namespace
}  // namespace hints_test
