// The diagnoses of sudoku/diagnosis/, each checked with a backend (dlx) as the independent judge:
// the givens blamed for no solution admit none on their own, and each one dropped admits one; the
// completing givens of a puzzle with several solutions make it unique, and each one dropped does not.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/diagnosis/no_solution.hpp"
#include "sudoku/diagnosis/not_unique.hpp"
#include "sudoku/format.hpp"

namespace {

using sudoku::CellValue;
using sudoku::Grid;

// Puzzles with one solution, of box size 2 and 3: those of tests/data/sudoku_fixtures.txt and
// examples/puzzles/top9.txt.
std::vector<Grid> small_fixtures() {
    std::vector<Grid> out;
    for (const std::string& path : {std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt",
                                    std::string(CSP_SOURCE_DIR) + "/examples/puzzles/top9.txt"}) {
        std::ifstream in(path);
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#') continue;
            const Grid puzzle = sudoku::parse(line.substr(0, line.find(':')));
            if (puzzle.box() <= 3) out.push_back(puzzle);
        }
    }
    return out;
}

// Solutions of `puzzle` counted to two by dlx, with the search exhausted.
std::size_t count(const Grid& puzzle) {
    const sudoku::SolveResult r = sudoku::solve(puzzle, {.backend = "dlx", .max_solutions = 2});
    EXPECT_TRUE(r.complete || r.solutions.size() == 2);
    for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, s), "");
    return r.solutions.size();
}

Grid with_givens(int box, const std::vector<CellValue>& givens) {
    Grid grid(box);
    for (const CellValue& g : givens) grid.set(g.cell, g.value);
    return grid;
}

// The givens blamed admit no solution, and without any one of them they admit one.
void expect_minimal_conflict(const Grid& puzzle, const std::vector<CellValue>& givens) {
    ASSERT_FALSE(givens.empty());
    for (std::size_t i = 0; i < givens.size(); ++i) {
        EXPECT_EQ(puzzle[givens[i].cell], givens[i].value) << "not a given of the puzzle";
        if (i > 0) {
            EXPECT_LT(givens[i - 1].cell, givens[i].cell) << "not in reading order";
        }
    }
    EXPECT_EQ(count(with_givens(puzzle.box(), givens)), 0u);
    for (std::size_t drop = 0; drop < givens.size(); ++drop) {
        std::vector<CellValue> rest = givens;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
        EXPECT_GE(count(with_givens(puzzle.box(), rest)), 1u)
            << "given " << sudoku::cell_name(givens[drop].cell, puzzle.side()) << " is not needed";
    }
}

// Unsolvable variants of the fixtures: one given changed to a value no peer given has, kept when
// dlx finds no solution.
std::vector<Grid> unsolvable_variants() {
    std::vector<Grid> out;
    for (const Grid& puzzle : small_fixtures()) {
        int found = 0;
        for (int cell = 0; cell < puzzle.cells() && found < 2; ++cell) {
            if (puzzle[cell] == 0) continue;
            for (int value = 1; value <= puzzle.side() && found < 2; ++value) {
                Grid changed = puzzle;
                changed.set(cell, value);
                if (value == puzzle[cell] || sudoku::find_conflict(changed)) continue;
                if (count(changed) == 0) {
                    out.push_back(changed);
                    ++found;
                    cell += puzzle.side();  // the next variant elsewhere in the grid
                }
            }
        }
    }
    return out;
}

TEST(NoSolution, TwoEqualGivensInARowAreTheExplanation) {
    Grid puzzle = sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    puzzle.set(8, 5);  // r1c9 = 5, as r1c1
    const auto explanation = sudoku::explain_no_solution(puzzle);
    ASSERT_TRUE(explanation.givens.has_value());
    EXPECT_TRUE(explanation.complete);
    EXPECT_EQ(*explanation.givens, (std::vector<CellValue>{{0, 5}, {8, 5}}));
    expect_minimal_conflict(puzzle, *explanation.givens);
}

TEST(NoSolution, GivensThatClashOnlyThroughSearchAreMinimal) {
    const std::vector<Grid> puzzles = unsolvable_variants();
    ASSERT_GE(puzzles.size(), 10u);
    std::size_t beyond_a_pair = 0;
    for (const Grid& puzzle : puzzles) {
        const auto explanation = sudoku::explain_no_solution(puzzle);
        ASSERT_TRUE(explanation.givens.has_value()) << sudoku::to_string(puzzle, sudoku::Format::Line);
        EXPECT_TRUE(explanation.complete);
        expect_minimal_conflict(puzzle, *explanation.givens);
        if (explanation.givens->size() > 2) ++beyond_a_pair;
    }
    EXPECT_GE(beyond_a_pair, puzzles.size() / 2);  // no two of the changed givens clash directly
}

TEST(NoSolution, APuzzleWithASolutionHasNoExplanation) {
    for (const Grid& puzzle : small_fixtures()) {
        const auto explanation = sudoku::explain_no_solution(puzzle);
        EXPECT_FALSE(explanation.givens.has_value());
        EXPECT_TRUE(explanation.complete);
        EXPECT_EQ(explanation.searches, 1u);
    }
    EXPECT_FALSE(sudoku::explain_no_solution(Grid(3)).givens.has_value());
}

// Blanks the fixture's givens one by one in a fixed scatter until dlx finds a second solution.
Grid several_solutions(const Grid& unique) {
    Grid puzzle = unique;
    for (int step = 0; count(puzzle) < 2; ++step) {
        const int cell = (step * 37) % puzzle.cells();
        if (puzzle[cell] != 0) puzzle.set(cell, 0);
    }
    return puzzle;
}

void expect_explains_several(const Grid& puzzle) {
    const auto explanation = sudoku::explain_not_unique(puzzle);
    ASSERT_TRUE(explanation.solutions.has_value()) << sudoku::to_string(puzzle, sudoku::Format::Line);
    EXPECT_TRUE(explanation.complete);
    const sudoku::SeveralSolutions& two = *explanation.solutions;
    EXPECT_EQ(sudoku::solution_error(puzzle, two.first), "");
    EXPECT_EQ(sudoku::solution_error(puzzle, two.second), "");
    std::vector<int> differing;
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (two.first[cell] != two.second[cell]) differing.push_back(cell);
    EXPECT_EQ(two.differing_cells, differing);
    EXPECT_GE(differing.size(), 4u);  // two solutions differ in at least a rectangle

    const std::vector<CellValue>& extra = two.completing_givens;
    ASSERT_FALSE(extra.empty());
    Grid completed = puzzle;
    for (std::size_t i = 0; i < extra.size(); ++i) {
        EXPECT_EQ(puzzle[extra[i].cell], 0) << "already a given";
        EXPECT_EQ(two.first[extra[i].cell], extra[i].value);
        if (i > 0) {
            EXPECT_LT(extra[i - 1].cell, extra[i].cell);
        }
        completed.set(extra[i].cell, extra[i].value);
    }
    EXPECT_EQ(count(completed), 1u);
    for (const CellValue& drop : extra) {
        Grid fewer = completed;
        fewer.set(drop.cell, 0);
        EXPECT_EQ(count(fewer), 2u) << sudoku::cell_name(drop.cell, puzzle.side()) << " is not needed";
    }
}

TEST(NotUnique, CompletingGivensAreIrreducible) {
    int explained = 0;
    for (const Grid& unique : small_fixtures()) {
        expect_explains_several(several_solutions(unique));
        ++explained;
    }
    EXPECT_GE(explained, 15);
}

TEST(NotUnique, AnEmptyGridAndOneWithFewGivens) {
    expect_explains_several(Grid(2));
    Grid two_givens(3);
    two_givens.set(0, 1);
    two_givens.set(8, 5);
    expect_explains_several(two_givens);
}

TEST(NotUnique, AUniqueOrUnsolvablePuzzleHasNoExplanation) {
    for (const Grid& puzzle : small_fixtures()) {
        const auto explanation = sudoku::explain_not_unique(puzzle);
        EXPECT_FALSE(explanation.solutions.has_value());
        EXPECT_TRUE(explanation.complete);
    }
    Grid clash(2);  // two 1s in the first row: no solution at all
    clash.set(0, 1);
    clash.set(1, 1);
    const auto explanation = sudoku::explain_not_unique(clash);
    EXPECT_FALSE(explanation.solutions.has_value());
    EXPECT_TRUE(explanation.complete);
}

TEST(Diagnosis, ACancelledDiagnosisSaysItIsIncomplete) {
    const std::atomic<bool> cancelled{true};
    sudoku::DiagnosisOptions stopped;
    stopped.search.limits.cancel = &cancelled;
    const auto none = sudoku::explain_no_solution(small_fixtures().front(), stopped);
    EXPECT_FALSE(none.givens.has_value());
    EXPECT_FALSE(none.complete);
    const auto several = sudoku::explain_not_unique(Grid(3), stopped);
    EXPECT_FALSE(several.solutions.has_value());
    EXPECT_FALSE(several.complete);
}

// ---- positions: placed values and deleted candidates (issue 36, item 1) ----

const std::string kWikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(Position, DeletedCandidatesAreThoseThePlacedValuesLeave) {
    sudoku::PencilMarks marks(sudoku::parse(kWikipedia));
    marks.place(2, 4);   // r1c3=4, placed
    marks.remove(3, 2);  // r1c4: 2 deleted by hand
    const sudoku::MarkedGrid position = sudoku::marked_grid(marks);
    EXPECT_EQ(position.values[2], 4);
    EXPECT_EQ(position.values.givens(), sudoku::parse(kWikipedia).givens() + 1);
    // Placing 4 in r1c3 took 4 from its peers: not a deletion. The 2 of r1c4 is one.
    EXPECT_EQ(position.deleted, (std::vector<CellValue>{{3, 2}}));
}

TEST(Position, AFullGridOfPlacedCellsHasOneSolution) {
    const Grid solution = sudoku::solve(sudoku::parse(kWikipedia), {.backend = "dlx"}).solutions.at(0);
    sudoku::PencilMarks marks(3);
    for (int cell = 0; cell < 81; ++cell) marks.place(cell, solution[cell]);
    const sudoku::MarkedGrid position = sudoku::marked_grid(marks);
    EXPECT_EQ(sudoku::count_to_two(position, {.time_limit = std::chrono::seconds(10)}), 1);
    EXPECT_FALSE(sudoku::explain_not_unique(position).solutions.has_value());
}

TEST(Position, DeletionsThatEmptyACellLeaveNoSolutionAndTheBlamedValuesCoverIt) {
    sudoku::PencilMarks marks(sudoku::parse(kWikipedia));
    for (const int value : {1, 2, 4}) marks.remove(2, value);  // r1c3 had 1, 2, 4: now none
    const sudoku::MarkedGrid position = sudoku::marked_grid(marks);
    EXPECT_EQ(sudoku::count_to_two(position, {.time_limit = std::chrono::seconds(10)}), 0);
    const auto why = sudoku::explain_no_solution(position);
    ASSERT_TRUE(why.givens.has_value());
    ASSERT_TRUE(why.complete);
    // Judged by dlx: with the blamed values, no value of r1c3 the deletions left has a solution;
    // without any one of them, some value has.
    const auto admits_one = [](const std::vector<CellValue>& values) {
        for (const int v : {3, 5, 6, 7, 8, 9}) {
            Grid g(3);
            for (const CellValue& cv : values) g.set(cv.cell, cv.value);
            if (g[2] != 0 && g[2] != v) continue;
            g.set(2, v);
            if (sudoku::find_conflict(g)) continue;
            if (count(g) > 0) return true;
        }
        return false;
    };
    EXPECT_FALSE(admits_one(*why.givens));
    for (std::size_t drop = 0; drop < why.givens->size(); ++drop) {
        std::vector<CellValue> fewer = *why.givens;
        fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(drop));
        EXPECT_TRUE(admits_one(fewer)) << "not minimal: " << drop;
    }
}

TEST(Position, TheSeveralSolutionsOfAPositionKeepItsDeletions) {
    // The first row alone has many solutions; with r2c1's 6 deleted, none of those found has it.
    sudoku::PencilMarks marks(sudoku::parse("534678912" + std::string(72, '.')));
    marks.remove(9, 6);
    const sudoku::MarkedGrid position = sudoku::marked_grid(marks);
    EXPECT_EQ(sudoku::count_to_two(position, {.time_limit = std::chrono::seconds(10)}), 2);
    const auto why = sudoku::explain_not_unique(position);
    ASSERT_TRUE(why.solutions.has_value());
    for (const Grid* g : {&why.solutions->first, &why.solutions->second}) {
        EXPECT_EQ(sudoku::solution_error(position.values, *g), "");
        EXPECT_NE((*g)[9], 6);
    }
}

}  // namespace
