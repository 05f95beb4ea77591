// Soundness of the fish (HoDoKu's Franken, mutant and Siamese ones too), single-digit and colouring
// finders on real puzzles: along a walk from the
// givens to the solution, no step they find removes a solution value. The walk applies their own
// steps and, when none applies, places the next value of the bundled solution (checked by
// BundledPuzzles against an independent validator), so it never depends on other techniques.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"

namespace sudoku::hints {
namespace {

const std::vector<Technique> kTechniques = {
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
    Technique::TurbotFish,
    Technique::DualTwoStringKite,
    Technique::DualEmptyRectangle,
    Technique::MultiColors1,
    Technique::MultiColors2,
};

std::vector<Grid> read_all(const std::string& name) {
    std::ifstream in(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/" + name);
    PuzzleReader reader(in, name);
    std::vector<Grid> grids;
    while (auto entry = reader.next()) grids.push_back(*entry->grid);
    return grids;
}

/// HoDoKu's generalised fish of two sets and Siamese swordfish, on the 9×9 walks (a walk asks for
/// every fish at every step: the finned swordfish of boxes and lines took over a minute).
const std::vector<Technique> kGeneralisedFish = {
    Technique::FrankenXWing,           Technique::FinnedFrankenXWing,      Technique::MutantXWing,
    Technique::SiameseFinnedSwordfish, Technique::SiameseSashimiSwordfish,
};

/// The number of steps checked on the walk from `puzzle` to `solution`.
int walk(const Grid& puzzle, const Grid& solution, const std::vector<Technique>& techniques) {
    TechniqueSet ours;
    for (Technique t : techniques) ours |= only(t);
    PencilMarks marks(puzzle);
    int checked = 0;
    for (;;) {
        const Board board(marks, true);
        for (Technique t : techniques) {
            for (const Step& step : find_steps(board, t)) {
                ++checked;
                for (const Candidate& c : step.eliminations) EXPECT_NE(solution[c.cell], c.digit) << step.explanation;
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
int walk_file(const std::string& name, const std::vector<Technique>& techniques = kTechniques) {
    const auto puzzles = read_all(name + ".txt");
    const auto solutions = read_all(name + ".solution");
    EXPECT_EQ(puzzles.size(), solutions.size()) << name;
    EXPECT_FALSE(puzzles.empty()) << name;
    int checked = 0;
    for (std::size_t i = 0; i < puzzles.size() && i < solutions.size(); ++i)
        checked += walk(puzzles[i], solutions[i], techniques);
    return checked;
}

TEST(SingleDigitSoundness, NoStepRemovesASolutionValue9x9) {
    const int checked = walk_file("top9") + walk_file("ai_escargot") + walk_file("inkala_2012");
    EXPECT_GT(checked, 1000);  // the walks met the patterns often enough to mean something
}

TEST(SingleDigitSoundness, NoStepRemovesASolutionValue16x16) { EXPECT_GT(walk_file("16x16"), 100); }

/// Behind the SLOW filter (tests/CMakeLists.txt): the finned Franken X-Wings take seconds.
TEST(GeneralisedFishSoundnessSlow, NoStepRemovesASolutionValue9x9) {
    const int checked = walk_file("top9", kGeneralisedFish) + walk_file("ai_escargot", kGeneralisedFish);
    EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace sudoku::hints
