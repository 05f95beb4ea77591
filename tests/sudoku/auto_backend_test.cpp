// The `auto` backend, the default: which backend it hands a puzzle to, that the result names it, and
// that its answers pass the independent validator.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

namespace {

using sudoku::Grid;

using sudoku::testing::kPuzzles;

Grid read_puzzle(const std::string& name) {
    std::ifstream in(kPuzzles + name);
    std::stringstream text;
    text << in.rdbuf();
    return sudoku::parse(text.str());
}

sudoku::SolveResult solve_unique(const Grid& puzzle, sudoku::SolveOptions options = {}) {
    options.max_solutions = 2;
    sudoku::SolveResult r = sudoku::solve(puzzle, options);
    EXPECT_TRUE(r.unique());
    for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, s), "");
    return r;
}

TEST(AutoBackend, IsTheDefault) { EXPECT_EQ(sudoku::SolveOptions{}.backend, "auto"); }

TEST(AutoBackend, Hands9x9ToBitboard16x16ToRulesAnd4x4ToTheEngine) {
    EXPECT_EQ(solve_unique(read_puzzle("inkala_2012.txt")).backend, "bitboard");
    EXPECT_EQ(solve_unique(read_puzzle("16x16.txt")).backend, "rules");
    EXPECT_EQ(solve_unique(read_puzzle("4x4.txt")).backend, "csp");
}

// `rules` on 16×16 grids with few givens (many solutions): it finds two, each valid.
TEST(AutoBackend, Counts16x16GridsWithFewGivens) {
    Grid sparse = read_puzzle("16x16.txt");
    for (int cell = 0; cell < sparse.cells(); ++cell)
        if (cell % 3 != 0) sparse.set(cell, 0);
    for (const Grid& grid : {Grid(4), sparse}) {
        sudoku::SolveOptions options;
        options.max_solutions = 2;
        const auto r = sudoku::solve(grid, options);
        EXPECT_EQ(r.backend, "rules");
        EXPECT_EQ(r.solution_count, 2u);
        for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(grid, s), "");
    }
}

TEST(AutoBackend, HandsLargerGridsToClauseLearning) {
    EXPECT_EQ(solve_unique(read_puzzle("25x25.txt")).backend, "sat");
    EXPECT_EQ(solve_unique(read_puzzle("25x25_minimal.txt")).backend, "sat");
}

// A 25×25 grid that any search finishes at once: a solution with its first row blanked.
Grid nearly_full_25x25() {
    Grid grid = read_puzzle("25x25.solution");
    for (int cell = 0; cell < grid.side(); ++cell) grid.set(cell, 0);
    return grid;
}

TEST(AutoBackend, AnEngineSettingOrAnObserverChoosesTheEngineAtAnySize) {
    const Grid big = nearly_full_25x25();
    sudoku::SolveOptions fc;
    fc.search.inference = csp::Inference::ForwardChecking;
    EXPECT_EQ(solve_unique(big, fc).backend, "csp");
    sudoku::SolveOptions pointing{.reasoning = csp::GroupReasoning::Intersections};
    EXPECT_EQ(solve_unique(big, pointing).backend, "csp");
    struct Quiet : csp::SearchObserver {
        void on_event(const csp::Event&) override {}
    } quiet;
    EXPECT_EQ(solve_unique(big, {.observer = &quiet}).backend, "csp");
    // The seed is read by both: it does not move a large grid off `sat`.
    sudoku::SolveOptions seeded;
    seeded.search.seed = 9;
    EXPECT_EQ(solve_unique(big, seeded).backend, "sat");
}

TEST(AutoBackend, AnExplicitBackendIsNamedInTheResult) {
    const Grid puzzle = read_puzzle("inkala_2012.txt");
    EXPECT_EQ(solve_unique(puzzle, {.backend = "dlx"}).backend, "dlx");
    EXPECT_EQ(solve_unique(puzzle, {.backend = "sat"}).backend, "sat");
}

TEST(AutoBackend, StatsSayWhichBackendAnswered) {
    const std::string tool = std::string(CSP_BINARY_DIR) + "/sudoku";
    const auto big = csp::testing::run_process(tool, "solve --stats --format line " + kPuzzles + "25x25.txt");
    EXPECT_EQ(big.exit_code, 0) << big.err;
    EXPECT_NE(big.out.find("# backend sat, "), std::string::npos) << big.out;
    const auto small = csp::testing::run_process(tool, "count --stats " + kPuzzles + "inkala_2012.txt");
    EXPECT_EQ(small.exit_code, 0) << small.err;
    EXPECT_NE(small.out.find("# backend bitboard, "), std::string::npos) << small.out;
}

// Few givens on a large grid: a great many solutions, which the engine finds at once while the
// clauses of every candidate take seconds to build (an empty 36×36: sat 16 s, csp 0.3 s).
TEST(AutoBackend, HandsLargeGridsWithFewGivensToTheEngine) {
    for (int box : {5, 6, 7}) {
        const Grid empty(box);
        sudoku::SolveOptions options;
        options.max_solutions = 2;
        const auto r = sudoku::solve(empty, options);
        EXPECT_EQ(r.backend, "csp") << box;
        EXPECT_EQ(r.solution_count, 2u) << box;
        for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(empty, s), "") << box;
    }
    // The minimal 25×25 has 268 givens of 625 (43 %): clause learning's.
    EXPECT_EQ(solve_unique(read_puzzle("25x25_minimal.txt")).backend, "sat");
}

}  // namespace
