// Digits above 9 named as the grid shows them: every sentence the techniques write on a 16×16
// names 12 "C", as the one-line and pretty forms and the pencil-mark grid do (sudoku::value_name).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {
namespace {

Grid bundled_16x16() {
    std::ifstream in(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/16x16.txt");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') return parse(line);
    ADD_FAILURE() << "no puzzle in examples/puzzles/16x16.txt";
    return Grid(4);
}

/// The sentence with its cell, group and unit names taken out: any number left names a digit.
std::string without_places(const std::string& text) {
    static const std::regex places(R"(r\d+(,\d+)*c\d+(,\d+)*|(rows?|columns?|box(es)?) \d+((,? and |, )\d+)*)");
    return std::regex_replace(text, places, "");
}

/// The SE forcing chains take long on a 16×16, and so do the generalised fish of three sets and more
/// (the Siamese ones collect every fish): 48 units to draw base sets from. They write digits as the
/// others do (forcing_text; fish.cpp, whose words the X-Wings here use).
bool quick(Technique t) {
    using enum Technique;
    if (t >= FrankenXWing)
        return t == FrankenXWing || t == FinnedFrankenXWing || t == MutantXWing || t == FinnedMutantXWing ||
               (t >= SiameseFinnedXWing && t <= SiameseSashimiJellyfish);
    return t < NishioForcingChain || t >= ForcingChainContradiction;
}

/// Half the givens of the bundled 16×16 dropped, so that many techniques find steps: every step's
/// sentence names its digits above 9 by letter and holds no number that is not a cell or unit.
TEST(DigitNames, EveryTechniqueOnA16x16WritesLetters) {
    const Grid puzzle = bundled_16x16();
    Grid sparse = puzzle;
    for (int cell = 0; cell < sparse.cells(); cell += 2) sparse.set(cell, 0);
    int lettered = 0;
    std::set<Technique> seen;
    for (const Grid& grid : {puzzle, sparse}) {
        const Board board(PencilMarks(grid), true);
        for (Technique t : all_techniques()) {
            if (!quick(t)) continue;
            for (const Step& step : find_steps(board, t, 20)) {
                const std::string rest = without_places(step.explanation);
                EXPECT_FALSE(std::regex_search(rest, std::regex(R"(\b(1[0-6])\b)"))) << step.explanation;
                for (const std::vector<Candidate>* list : {&step.placements, &step.eliminations})
                    for (const Candidate& c : *list)
                        if (c.digit > 9) {
                            EXPECT_NE(rest.find(value_name(c.digit, 16)), std::string::npos) << step.explanation;
                            ++lettered;
                            seen.insert(t);
                        }
            }
        }
    }
    EXPECT_GT(lettered, 50);
    EXPECT_GE(seen.size(), 5u) << "the 16x16 positions reach few techniques";
}

}  // namespace
}  // namespace sudoku::hints
