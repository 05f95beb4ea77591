// The chain techniques on real puzzles: along a logical solving path, every step that any of them
// finds keeps the solution's values, the solution being found independently by the dlx backend.
#include <gtest/gtest.h>

#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints {
namespace {

constexpr Technique kChains[] = {Technique::RemotePair,
                                 Technique::XChain,
                                 Technique::XYChain,
                                 Technique::ContinuousNiceLoop,
                                 Technique::DiscontinuousNiceLoop,
                                 Technique::Aic,
                                 Technique::GroupedContinuousNiceLoop,
                                 Technique::GroupedDiscontinuousNiceLoop,
                                 Technique::GroupedAic};

std::vector<Grid> puzzles(const std::string& file, std::size_t count) {
    std::ifstream in(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/" + file);
    std::vector<Grid> out;
    std::string line;
    while (out.size() < count && std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(parse(line));
    return out;
}

/// Walks the path of singles and chains from the givens, checking every chain step on the way;
/// returns the number of steps checked.
int check_path(const Grid& puzzle, int max_positions, FinderOptions options = {}) {
    const SolveResult result = solve(puzzle, {.backend = "dlx", .max_solutions = 2});
    EXPECT_TRUE(result.unique());
    if (!result.unique()) return 0;
    const Grid& solution = result.solutions[0];
    TechniqueSet allowed;
    for (Technique t : {Technique::FullHouse, Technique::HiddenSingle, Technique::NakedSingle})
        allowed.set(static_cast<std::size_t>(t));
    for (Technique t : kChains) allowed.set(static_cast<std::size_t>(t));
    PencilMarks marks(puzzle);
    int checked = 0;
    for (int position = 0; position < max_positions; ++position) {
        const Board board(marks);
        for (Technique t : kChains) {
            for (const Step& step : find_steps(board, t, std::numeric_limits<std::size_t>::max(), options)) {
                ++checked;
                for (const Candidate& c : step.eliminations) EXPECT_NE(solution[c.cell], c.digit) << step.explanation;
                EXPECT_TRUE(step.placements.empty()) << step.explanation;
            }
        }
        const auto step = next_step(board, allowed);
        if (!step) break;
        apply(*step, marks);
    }
    return checked;
}

TEST(ChainSoundness, HardNineByNinePuzzles) {
    int checked = 0;
    for (const Grid& puzzle : puzzles("top9.txt", 4)) checked += check_path(puzzle, 25);
    EXPECT_GT(checked, 100);  // the path really goes through chains
}

TEST(ChainSoundness, ThroughAlmostLockedSets) {  // HoDoKu's "ALS in chains"
    int checked = 0;
    for (const Grid& puzzle : puzzles("top9.txt", 1)) checked += check_path(puzzle, 8, {.als_nodes = true});
    EXPECT_GT(checked, 20);
}

TEST(ChainSoundness, SixteenBySixteen) {
    int checked = 0;
    for (const Grid& puzzle : puzzles("16x16.txt", 1)) checked += check_path(puzzle, 10);
    EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace sudoku::hints
