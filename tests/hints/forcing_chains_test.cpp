// Forcing chains: contradictions and verities on positions built by hand, with their exact effects
// and reasons; and on real puzzles, every step they find keeps the solution the dlx backend finds.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "hints/positions.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

/// r1c1 {1,2}, r1c2 {1,3}, r1c3 {1,3} (every other cell open): r1c1=1 would leave r1c2 and r1c3
/// both needing 3.
PencilMarks pair_in_row(int box = 3) {
    const int side = box * box;
    PencilMarks marks(box);
    keep_candidates(marks, rc(1, 1, side), {1, 2});
    keep_candidates(marks, rc(1, 2, side), {1, 3});
    keep_candidates(marks, rc(1, 3, side), {1, 3});
    return marks;
}

TEST(ForcingChainContradiction, AnAssumptionThatEmptiesACellIsFalse) {
    const auto steps = find_steps(Board(pair_in_row()), Technique::ForcingChainContradiction, 1);
    ASSERT_EQ(steps.size(), 1u);
    const Step& step = steps[0];
    EXPECT_EQ(step.eliminations, std::vector<Candidate>{cand(1, 1, 1)});
    EXPECT_TRUE(step.placements.empty());
    EXPECT_EQ(step.explanation,
              "r1c1<>1: forcing chain, if r1c1 were 1, then r1c2=3 (naked single) and r1c3 would have no candidate "
              "left, so r1c1 is not 1");
    // The chain runs from the premise to the emptied cell: r1c1=1 takes 1 from r1c2, so r1c2=3,
    // which takes 3 from r1c3.
    const std::vector<Link> expected = {{{rc(1, 1)}, 1, {rc(1, 2)}, 1, false},
                                        {{rc(1, 1)}, 1, {rc(1, 3)}, 1, false},
                                        {{rc(1, 2)}, 1, {rc(1, 2)}, 3, true},
                                        {{rc(1, 2)}, 3, {rc(1, 3)}, 3, false}};
    EXPECT_EQ(step.chain, expected);
    EXPECT_EQ(step.marks.front(), (Mark{cand(1, 1, 1), Role::ColorA}));
}

TEST(ForcingChainContradiction, AllOfThemFollowFromThePairAndTheCellThatNeedsIt) {
    // Beyond r1c1<>1: a 1 or a 3 seeing both r1c2 and r1c3 would empty one of them; a 2 seeing
    // r1c1 would make it 1.
    std::set<Candidate> expected = {cand(1, 1, 1)};
    for (int c = 4; c <= 9; ++c)
        for (int digit : {1, 2, 3}) expected.insert(cand(1, c, digit));
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            for (int digit : {1, 2, 3}) expected.insert(cand(r, c, digit));
    for (int r = 4; r <= 9; ++r) expected.insert(cand(r, 1, 2));
    std::set<Candidate> found;
    const auto steps = find_steps(Board(pair_in_row()), Technique::ForcingChainContradiction, 1000);
    for (const Step& step : steps) {
        EXPECT_TRUE(step.placements.empty()) << step.explanation;
        ASSERT_EQ(step.eliminations.size(), 1u);
        found.insert(step.eliminations[0]);
    }
    EXPECT_EQ(found, expected);
}

TEST(ForcingChainContradiction, AFalseEliminationPlaces) {
    // 5 fits row 1 only in r1c1 {4,5,6}: without it, row 1 has no room for 5, so r1c1=5.
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {4, 5, 6});
    keep_digit_only_in(marks, 5, row_cells(1), {rc(1, 1)});
    const auto steps = find_steps(Board(marks), Technique::ForcingChainContradiction, 1000);
    const auto placing = std::find_if(steps.begin(), steps.end(), [](const Step& s) { return !s.placements.empty(); });
    ASSERT_NE(placing, steps.end());
    EXPECT_EQ(placing->placements, std::vector<Candidate>{cand(1, 1, 5)});
    EXPECT_EQ(placing->explanation,
              "r1c1=5: forcing chain, if r1c1 were not 5, then 5 would have no place left in row 1, so r1c1 is 5");
    EXPECT_EQ(placing->units, std::vector<int>{0});
}

TEST(ForcingChainContradiction, NothingOnAnOpenGrid) {
    EXPECT_TRUE(find_steps(Board(PencilMarks(3)), Technique::ForcingChainContradiction, 1000).empty());
    PencilMarks marks(3);
    keep_candidates(marks, rc(1, 1), {1, 2});
    EXPECT_TRUE(find_steps(Board(marks), Technique::ForcingChainContradiction, 1000).empty());
}

TEST(ForcingChainContradiction, WorksOnSixteenBySixteen) {
    const auto steps = find_steps(Board(pair_in_row(4)), Technique::ForcingChainContradiction, 1);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, std::vector<Candidate>{cand(1, 1, 1, 16)});
}

/// An XY-Wing seen as a verity: r5c5 {1,2}, r5c1 {1,3}, r1c5 {2,3}. Either value of r5c5 puts a 3
/// in r5c1 or r1c5, and either takes 3 from r1c1.
PencilMarks wing() {
    PencilMarks marks(3);
    keep_candidates(marks, rc(5, 5), {1, 2});
    keep_candidates(marks, rc(5, 1), {1, 3});
    keep_candidates(marks, rc(1, 5), {2, 3});
    return marks;
}

TEST(ForcingChainVerity, BothValuesOfACellLeadToTheSameElimination) {
    const auto steps = steps_of(wing(), Technique::ForcingChainVerity);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].eliminations, std::vector<Candidate>{cand(1, 1, 3)});
    EXPECT_EQ(steps[0].explanation,
              "r1c1<>3: forcing chain verity, r5c5 is 1 or 2; if r5c5 were 1, then r5c1=3 (naked single) and r1c1 "
              "would not be 3; if r5c5 were 2, then r1c5=3 (naked single) and r1c1 would not be 3; either way r1c1 "
              "is not 3");
    EXPECT_EQ(steps[0].marks[0], (Mark{cand(5, 5, 1), Role::Pattern}));
    EXPECT_EQ(steps[0].marks[1], (Mark{cand(5, 5, 2), Role::Pattern}));
    EXPECT_EQ(steps[0].chain.size(), 6u);  // three inferences in each branch
    // Every group of the position (the three cells, the places of a digit in a unit) agrees on it alone.
    const auto all = find_steps(Board(wing()), Technique::ForcingChainVerity, 1000);
    ASSERT_EQ(all.size(), 1u);
}

TEST(ForcingChainVerity, EveryPlaceOfADigitInAUnitLeadsToTheSamePlacement) {
    // Row 1 holds 9 only in r1c1 and r1c2; either takes 9 from r2c3 {8,9}, which is then 8.
    PencilMarks marks(3);
    keep_digit_only_in(marks, 9, row_cells(1), {rc(1, 1), rc(1, 2)});
    keep_candidates(marks, rc(2, 3), {8, 9});
    const auto steps = find_steps(Board(marks), Technique::ForcingChainVerity, 1000);
    const auto placing = std::find_if(steps.begin(), steps.end(), [](const Step& s) { return !s.placements.empty(); });
    ASSERT_NE(placing, steps.end());
    EXPECT_EQ(placing->placements, std::vector<Candidate>{cand(2, 3, 8)});
    EXPECT_EQ(placing->explanation,
              "r2c3=8: forcing chain verity, the 9 of row 1 is in r1c1 or r1c2; if r1c1 were 9, then r2c3=8 (naked "
              "single); if r1c2 were 9, then r2c3=8 (naked single); either way r2c3 is 8");
    EXPECT_EQ(placing->units, std::vector<int>{0});
    // The rest: both places take 9 from the rest of box 1 (what pointing would say), but for
    // r2c3, whose placement says it.
    std::set<Candidate> eliminated;
    for (const Step& step : steps) eliminated.insert(step.eliminations.begin(), step.eliminations.end());
    std::set<Candidate> expected;
    for (int r = 2; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            if (rc(r, c) != rc(2, 3)) expected.insert(cand(r, c, 9));
    EXPECT_EQ(eliminated, expected);
}

TEST(ForcingChainVerity, NothingOnAnOpenGrid) {
    EXPECT_TRUE(find_steps(Board(PencilMarks(3)), Technique::ForcingChainVerity, 1000).empty());
}

TEST(ForcingChains, EveryStepOnTheWayThroughHardPuzzlesKeepsTheSolution) {
    // Hard puzzles of tests/data/sudoku_fixtures.txt, solved by singles and forcing chains alone so
    // that the chains are needed whatever other techniques exist; at every position where singles
    // stop, every step either kind of forcing chain finds must keep the dlx backend's solution.
    const char* const puzzles[] = {
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
        "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4",
    };
    TechniqueSet allowed = only(Technique::FullHouse) | only(Technique::HiddenSingle) | only(Technique::NakedSingle) |
                           only(Technique::ForcingChainContradiction) | only(Technique::ForcingChainVerity);
    int checked = 0;
    for (const char* text : puzzles) {
        const sudoku::Grid puzzle = sudoku::parse(text);
        sudoku::SolveOptions options;
        options.backend = "dlx";
        options.max_solutions = 2;
        const auto solved = sudoku::solve(puzzle, options);
        ASSERT_TRUE(solved.unique()) << text;
        const sudoku::Grid& solution = solved.solutions[0];
        const SolvingPath path = solve_logically(PencilMarks(puzzle), {.allowed = allowed, .unique = true});
        EXPECT_NE(path.end, PathEnd::Contradiction) << text;  // some of them need more than chains of singles
        PencilMarks marks(puzzle);
        for (const Step& taken : path.steps) {
            if (taken.technique == Technique::ForcingChainContradiction ||
                taken.technique == Technique::ForcingChainVerity) {
                const Board board(marks, true);
                for (Technique t : {Technique::ForcingChainContradiction, Technique::ForcingChainVerity})
                    for (const Step& step : find_steps(board, t, 10000)) {
                        for (const Candidate& c : step.placements)
                            EXPECT_EQ(solution[c.cell], c.digit) << step.explanation;
                        for (const Candidate& c : step.eliminations)
                            EXPECT_NE(solution[c.cell], c.digit) << step.explanation;
                        checked += static_cast<int>(step.placements.size() + step.eliminations.size());
                    }
            }
            apply(taken, marks);
        }
        if (path.end == PathEnd::Solved) {
            EXPECT_EQ(marks.grid(), solution) << text;
        }
    }
    EXPECT_GT(checked, 500);
}

}  // namespace
}  // namespace hints_test
