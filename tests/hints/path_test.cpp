// The solving path on real puzzles: every step keeps the solution, and the rating follows the steps.
#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "hints/positions.hpp"
#include "hints/technique_sets.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/path.hpp"

namespace hints_test {
namespace {

using namespace sudoku::hints;

struct Solved {
    sudoku::Grid puzzle;
    sudoku::Grid solution;
};

/// The fixture's 4×4 and 9×9 puzzles (PUZZLE:SOLUTION lines); the solution is checked here by the
/// dlx backend, independent of the step finder.
std::vector<Solved> fixtures() {
    std::ifstream in(std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt");
    std::vector<Solved> list;
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':');
        if (line.empty() || line[0] == '#' || colon == std::string::npos || colon > 81) continue;
        Solved s{sudoku::parse(line.substr(0, colon)), sudoku::parse(line.substr(colon + 1))};
        sudoku::SolveOptions options;
        options.max_solutions = 2;
        const auto result = sudoku::find_backend("dlx").solve(s.puzzle, options);
        EXPECT_TRUE(result.unique());
        EXPECT_EQ(result.solutions.at(0), s.solution);
        list.push_back(std::move(s));
    }
    return list;
}

TEST(SolvingPath, EveryStepKeepsTheSolution) {
    const auto puzzles = fixtures();
    ASSERT_GE(puzzles.size(), 6u);
    for (const Solved& s : puzzles) {
        PencilMarks marks(s.puzzle);
        // The nested chains walk their own puzzles in nested_chains_test.cpp (a slow test).
        const SolvingPath path = solve_logically(marks, {.allowed = without_nested_chains(), .unique = true});
        for (const Step& step : path.steps) {
            for (const Candidate& c : step.placements) EXPECT_EQ(s.solution[c.cell], c.digit) << step.explanation;
            for (const Candidate& c : step.eliminations)
                EXPECT_NE(s.solution[c.cell], c.digit)
                    << step.explanation << " in " << sudoku::to_string(s.puzzle, sudoku::Format::Line);
            apply(step, marks);
        }
        EXPECT_EQ(marks, path.final_marks);
        EXPECT_NE(path.end, PathEnd::Contradiction);
        if (path.end == PathEnd::Solved) {
            EXPECT_EQ(marks.grid(), s.solution);
        }
    }
}

TEST(SolvingPath, TheWikipediaPuzzleNeedsOnlySingles) {
    const auto puzzle =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const SolvingPath path = solve_logically(PencilMarks(puzzle));
    ASSERT_EQ(path.end, PathEnd::Solved);
    EXPECT_EQ(path.steps.size(), 51u);  // one placement per empty cell
    const Rating rating = rate(path);
    EXPECT_TRUE(rating.solved);
    EXPECT_EQ(rating.level, Level::Easy);
    EXPECT_LE(rating.se, info(Technique::NakedSingle).se_rating);
    int uses = 0;
    for (int n : rating.uses) uses += n;
    EXPECT_EQ(uses, 51);
}

TEST(SolvingPath, OnlyTheAllowedTechniques) {
    const auto puzzle =
        sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const SolvingPath path = solve_logically(PencilMarks(puzzle), {.allowed = only(Technique::FullHouse)});
    EXPECT_EQ(path.end, PathEnd::Stuck);
    for (const Step& step : path.steps) EXPECT_EQ(step.technique, Technique::FullHouse);
}

TEST(SolvingPath, TwoEqualGivensInAUnitEndInAContradiction) {
    PencilMarks marks(2);
    marks.place(rc(1, 1, 4), 1);
    marks.remove(rc(1, 2, 4), 2);
    marks.remove(rc(1, 3, 4), 2);
    marks.remove(rc(1, 4, 4), 2);  // row 1 has no room for 2
    EXPECT_EQ(solve_logically(marks).end, PathEnd::Contradiction);
}

TEST(Rating, AnUnfinishedPathIsExtremeAndScoresRaiseTheLevel) {
    SolvingPath path;
    path.end = PathEnd::Stuck;
    path.final_marks = PencilMarks(3);
    EXPECT_EQ(rate(path).level, Level::Extreme);
    EXPECT_FALSE(rate(path).solved);
    path.end = PathEnd::Solved;
    for (int i = 0; i < 17; ++i) path.steps.push_back({.technique = Technique::Pointing});  // 17 × 50 > 800
    EXPECT_EQ(rate(path).level, Level::Medium);
    path.steps.resize(3);
    for (int i = 0; i < 16; ++i) path.steps.push_back({.technique = Technique::NakedSingle});
    const Rating r = rate(path);
    EXPECT_EQ(r.level, Level::Medium);
    EXPECT_EQ(r.score, 3 * 50 + 16 * 4);
    EXPECT_EQ(r.hardest, Technique::Pointing);
}

}  // namespace
}  // namespace hints_test

namespace hints_test {
namespace {

bool same_step(const std::optional<Step>& a, const std::vector<Step>& b) {
    if (!a) return b.empty();
    return !b.empty() && a->technique == b.front().technique && a->explanation == b.front().explanation;
}

/// next_step remembers each costly technique's first step per position, and the nice loops keep
/// the last position's both kinds: every answer must be the one a fresh search gives, whichever
/// position was asked before. Walked along SE's path of a puzzle that needs chains.
TEST(NextStep, RememberedAnswersAreTheFreshOnes) {
    const sudoku::Grid grid =
        sudoku::parse("........1...2.9.8..4.....7.8...9..3.9...3..642..1.6......68.5..1....53...75......");
    const SolvingPath path = solve_logically(PencilMarks(grid), {.unique = true});
    ASSERT_GE(path.steps.size(), 20u);
    PencilMarks marks(grid);
    const Board start(marks, true);
    int positions = 0;
    for (const Step& taken : path.steps) {
        const Board board(marks, true);
        for (int t = static_cast<int>(Technique::Skyscraper); t <= static_cast<int>(Technique::EmptyRectangle); ++t) {
            const auto technique = static_cast<Technique>(t);
            (void)find_steps(start, Technique::ContinuousNiceLoop, 1);  // the loops now hold another position
            const std::vector<Step> fresh = find_steps(board, technique, 1);
            EXPECT_TRUE(same_step(next_step(board, only(technique)), fresh)) << to_string(technique);
            EXPECT_TRUE(same_step(next_step(board, only(technique)), fresh)) << to_string(technique) << ", again";
        }
        // The other kind of loop on the same position comes from the kept search.
        const std::vector<Step> continuous = find_steps(board, Technique::ContinuousNiceLoop, 1);
        const std::vector<Step> discontinuous = find_steps(board, Technique::DiscontinuousNiceLoop, 1);
        (void)find_steps(start, Technique::ContinuousNiceLoop, 1);
        const std::vector<Step> fresh = find_steps(board, Technique::DiscontinuousNiceLoop, 1);
        EXPECT_TRUE(discontinuous.empty()
                        ? fresh.empty()
                        : !fresh.empty() && fresh.front().explanation == discontinuous.front().explanation);
        EXPECT_TRUE(continuous.empty() || continuous.front().technique == Technique::ContinuousNiceLoop);
        apply(taken, marks);
        ++positions;
    }
    EXPECT_EQ(positions, static_cast<int>(path.steps.size()));
}

}  // namespace
}  // namespace hints_test
