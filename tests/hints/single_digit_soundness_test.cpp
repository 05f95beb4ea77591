// Soundness of the fish, single-digit and colouring finders, and of the rectangles, Sue de Coq, the
// ALS patterns and templates, on real puzzles: along a walk from the givens to the solution, no
// step they find removes a solution value or places a wrong one (the board knows the givens, so
// that avoidable rectangles meet the values the walk placed). The walk applies their own
// steps and, when none applies, places the next value of the bundled solution (checked by
// BundledPuzzles against an independent validator), so it never depends on other techniques.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"

namespace sudoku::hints {
namespace {

constexpr Technique kTechniques[] = {
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::EmptyRectangle,
    Technique::SimpleColorsTrap,
    Technique::SimpleColorsWrap,
    Technique::UniqueRectangle5,
    Technique::UniqueRectangle6,
    Technique::HiddenRectangle,
    Technique::AvoidableRectangle1,
    Technique::AvoidableRectangle2,
    Technique::SueDeCoq,
    Technique::AlsXyWing,
    Technique::AlsXyChain,
    Technique::DeathBlossom,
    Technique::TemplateSet,
    Technique::TemplateDelete,
};

std::vector<Grid> read_all(const std::string& name) {
    std::ifstream in(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/" + name);
    PuzzleReader reader(in, name);
    std::vector<Grid> grids;
    while (auto entry = reader.next()) grids.push_back(*entry->grid);
    return grids;
}

/// The number of steps checked on the walk from `puzzle` to `solution`.
int walk(const Grid& puzzle, const Grid& solution) {
    TechniqueSet ours;
    for (Technique t : kTechniques) ours |= only(t);
    PencilMarks marks(puzzle);
    int checked = 0;
    for (;;) {
        const Board board(marks, true, puzzle);
        for (Technique t : kTechniques) {
            for (const Step& step : find_steps(board, t)) {
                ++checked;
                for (const Candidate& c : step.eliminations) EXPECT_NE(solution[c.cell], c.digit) << step.explanation;
                for (const Candidate& c : step.placements) EXPECT_EQ(solution[c.cell], c.digit) << step.explanation;
            }
        }
        if (const auto step = next_step(board, ours)) {
            apply(*step, marks);
            continue;
        }
        int cell = 0;
        while (cell < marks.cells() && marks.value(cell) != 0) ++cell;
        if (cell == marks.cells()) return checked;
        marks.place(cell, solution[cell]);
    }
}

/// The number of steps checked on the walks through a bundled file's puzzles.
int walk_file(const std::string& name) {
    const auto puzzles = read_all(name + ".txt");
    const auto solutions = read_all(name + ".solution");
    EXPECT_EQ(puzzles.size(), solutions.size()) << name;
    EXPECT_FALSE(puzzles.empty()) << name;
    int checked = 0;
    for (std::size_t i = 0; i < puzzles.size() && i < solutions.size(); ++i) checked += walk(puzzles[i], solutions[i]);
    return checked;
}

TEST(SingleDigitSoundness, NoStepRemovesASolutionValue9x9) {
    const int checked = walk_file("top9") + walk_file("ai_escargot") + walk_file("inkala_2012");
    EXPECT_GT(checked, 1000);  // the walks met the patterns often enough to mean something
}

TEST(SingleDigitSoundness, NoStepRemovesASolutionValue16x16) { EXPECT_GT(walk_file("16x16"), 100); }

}  // namespace
}  // namespace sudoku::hints
