#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Grid;

const sudoku::Backend& dlx() { return sudoku::find_backend("dlx"); }

sudoku::SolveOptions options(std::size_t max_solutions, csp::SearchLimits limits = {},
                             csp::SearchObserver* observer = nullptr) {
    sudoku::SolveOptions o;
    o.backend = "dlx";
    o.max_solutions = max_solutions;
    o.limits = limits;
    o.observer = observer;
    return o;
}

// Unique puzzles: the first 17-clue puzzle of Royle's list, the Wikipedia example, and the first
// puzzle of the forum's "hardest" list (all checked unique by tdoku, see /work/shared/data).
const char* const kUnique[] = {
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
};

// Consistent givens, no solution (tdoku's test set, count 0): found only by searching.
const char* const kHardNoSolution = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";

using sudoku::testing::pattern_solution;

TEST(DlxBackend, IsRegistered) {
    EXPECT_EQ(dlx().name(), "dlx");
    EXPECT_EQ(dlx().description(), "exact cover (Algorithm X on dancing links)");
    const auto names = sudoku::backend_names();
    EXPECT_NE(std::find(names.begin(), names.end(), "dlx"), names.end());
}

TEST(DlxBackend, SolvesUniquePuzzles) {
    for (const char* text : kUnique) {
        SCOPED_TRACE(text);
        const Grid puzzle = sudoku::parse(text);
        ASSERT_FALSE(sudoku::find_conflict(puzzle));
        const auto result = sudoku::solve(puzzle, options(2));
        EXPECT_EQ(result.status, csp::Status::Satisfied);
        EXPECT_TRUE(result.complete);
        EXPECT_TRUE(result.unique());
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_EQ(sudoku::solution_error(puzzle, result.solutions[0]), "");
        EXPECT_EQ(result.stats.solutions, 1u);
        ASSERT_FALSE(result.counters.empty());
        EXPECT_EQ(result.counters[0].first, "link updates");
        EXPECT_GT(result.counters[0].second, 0u);
    }
}

TEST(DlxBackend, ReusedMatricesGiveTheSameResults) {
    // The matrices of a size are kept per thread and rebuilt for each puzzle: a puzzle solved again
    // after others (of this size and another) searches exactly as the first time.
    const Grid puzzle = sudoku::parse(kUnique[0]);
    const auto first = dlx().solve(puzzle, options(2));
    (void)dlx().solve(sudoku::parse(kUnique[1]), options(2));
    (void)dlx().solve(pattern_solution(2), options(1));
    (void)dlx().solve(sudoku::parse(kHardNoSolution), options(2));
    const auto again = dlx().solve(puzzle, options(2));
    ASSERT_EQ(again.solutions.size(), 1u);
    EXPECT_EQ(again.solutions[0].values(), first.solutions[0].values());
    EXPECT_EQ(again.stats.nodes, first.stats.nodes);
    EXPECT_EQ(again.counters, first.counters);
}

TEST(DlxBackend, FirstSolutionOnlyIsNotComplete) {
    const Grid puzzle = sudoku::parse(kUnique[2]);
    const auto result = dlx().solve(puzzle, options(1));
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_FALSE(result.complete);  // stopped at the first solution: uniqueness not decided
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_TRUE(sudoku::is_solution(puzzle, result.solutions[0]));
    EXPECT_GT(result.stats.nodes, 0u);
}

/// Blanks four cells (r1,c1) (r1,c2) (r2,c1) (r2,c2), rows in one band, columns in two stacks, whose
/// values read a b / b a: swapping a and b gives a second solution, and nothing else is free.
std::pair<Grid, Grid> two_solution_puzzle(const Grid& solution) {
    const int side = solution.side(), box = solution.box();
    for (int r1 = 0; r1 < side; ++r1)
        for (int r2 = r1 + 1; r2 < side && r2 / box == r1 / box; ++r2)
            for (int c1 = 0; c1 < side; ++c1)
                for (int c2 = c1 + 1; c2 < side; ++c2) {
                    if (c1 / box == c2 / box) continue;
                    const int a = solution.at(r1, c1), b = solution.at(r1, c2);
                    if (solution.at(r2, c2) != a || solution.at(r2, c1) != b) continue;
                    Grid puzzle = solution, other = solution;
                    for (int r : {r1, r2})
                        for (int c : {c1, c2}) {
                            puzzle.set(r * side + c, 0);
                            other.set(r * side + c, solution.at(r, c) == a ? b : a);
                        }
                    return {puzzle, other};
                }
    ADD_FAILURE() << "no swappable rectangle in the grid";
    return {solution, solution};
}

TEST(DlxBackend, CountsTwoSolutions) {
    const Grid solution =
        sudoku::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    ASSERT_TRUE(solution.complete());
    const auto [puzzle, swapped] = two_solution_puzzle(solution);
    ASSERT_EQ(puzzle.givens(), 77);
    ASSERT_TRUE(sudoku::is_solution(puzzle, swapped));  // the construction is right

    const auto two = dlx().solve(puzzle, options(2));
    EXPECT_EQ(two.status, csp::Status::Satisfied);
    EXPECT_FALSE(two.complete);  // stopped at the second: a third is not ruled out
    EXPECT_FALSE(two.unique());
    EXPECT_EQ(two.solutions.size(), 2u);

    const auto all = dlx().solve(puzzle, options(0));
    EXPECT_TRUE(all.complete);
    ASSERT_EQ(all.solutions.size(), 2u);
    for (const Grid& g : all.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, g), "");
    const std::set<std::vector<int>> found{all.solutions[0].values(), all.solutions[1].values()};
    const std::set<std::vector<int>> expected{solution.values(), swapped.values()};
    EXPECT_EQ(found, expected);
}

TEST(DlxBackend, CountsAllSolutions) {
    // tdoku's test set gives 3 solutions for this puzzle.
    const Grid puzzle =
        sudoku::parse("8.........95.......67.........472968...913245...856137....9.716...6.8492......583");
    const auto result = dlx().solve(puzzle, options(0));
    EXPECT_TRUE(result.complete);
    ASSERT_EQ(result.solutions.size(), 3u);
    std::set<std::vector<int>> distinct;
    for (const Grid& g : result.solutions) {
        EXPECT_EQ(sudoku::solution_error(puzzle, g), "");
        distinct.insert(g.values());
    }
    EXPECT_EQ(distinct.size(), 3u);
}

TEST(DlxBackend, NoSolutionNeedsSearch) {
    const Grid puzzle = sudoku::parse(kHardNoSolution);
    ASSERT_FALSE(sudoku::find_conflict(puzzle));
    const auto result = dlx().solve(puzzle, options(2));
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
    EXPECT_TRUE(result.solutions.empty());
    EXPECT_GT(result.stats.nodes, 0u);
}

TEST(DlxBackend, CellWithoutCandidateIsUnsatisfiable) {
    // Row 1 holds 1..8 and column 1 holds 9: r1c1 has no value left, though no two givens clash.
    Grid puzzle(3);
    for (int c = 1; c < 9; ++c) puzzle.set(c, c);
    puzzle.set(4 * 9, 9);
    ASSERT_FALSE(sudoku::find_conflict(puzzle));
    const auto result = dlx().solve(puzzle, options(0));
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
}

TEST(DlxBackend, ConflictingGivensAreUnsatisfiable) {
    // Called directly, without the registry's conflict check.
    Grid puzzle(3);
    puzzle.set(0, 5);
    puzzle.set(8, 5);
    const auto result = dlx().solve(puzzle, options(1));
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
}

TEST(DlxBackend, NodeLimitEndsInLimitReached) {
    const Grid empty(3);
    const auto result = dlx().solve(empty, options(0, {.node_limit = 50}));
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
    EXPECT_EQ(result.stats.nodes, 50u);
    for (const Grid& g : result.solutions) EXPECT_TRUE(sudoku::is_solution(empty, g));

    const Grid hard = sudoku::parse(kHardNoSolution);
    const auto limited = dlx().solve(hard, options(1, {.node_limit = 3}));
    EXPECT_EQ(limited.status, csp::Status::LimitReached);  // never a false Unsatisfiable
    EXPECT_FALSE(limited.complete);
}

TEST(DlxBackend, AnyBoxSize) {
    for (int box : {1, 2, 3, 4, 5}) {
        SCOPED_TRACE("box " + std::to_string(box));
        const Grid solution = pattern_solution(box);
        ASSERT_TRUE(sudoku::is_solution(Grid(box), solution));
        // Keep every other cell: more than one solution may exist, each one must be valid.
        // (Periodic puzzles can be very hard for plain DLX: keeping every third cell of the 25×25
        // pattern takes millions of nodes.)
        Grid puzzle = solution;
        for (int cell = 0; cell < puzzle.cells(); ++cell)
            if (cell % 2 != 0) puzzle.set(cell, 0);
        const auto result = dlx().solve(puzzle, options(1));
        EXPECT_EQ(result.status, csp::Status::Satisfied);
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_EQ(sudoku::solution_error(puzzle, result.solutions[0]), "");

        const auto blank = dlx().solve(Grid(box), options(1));
        EXPECT_EQ(blank.status, csp::Status::Satisfied);
        ASSERT_EQ(blank.solutions.size(), 1u);
        EXPECT_EQ(sudoku::solution_error(Grid(box), blank.solutions[0]), "");
    }
}

TEST(DlxBackend, SmallGridCounts) {
    EXPECT_EQ(dlx().solve(Grid(1), options(0)).solutions.size(), 1u);
    const auto all = dlx().solve(Grid(2), options(0));
    EXPECT_TRUE(all.complete);
    std::set<std::vector<int>> distinct;
    for (const Grid& g : all.solutions) {
        EXPECT_TRUE(sudoku::is_solution(Grid(2), g));
        distinct.insert(g.values());
    }
    EXPECT_EQ(distinct.size(), all.solutions.size());
    EXPECT_EQ(all.solutions.size(), 288u);  // the well-known number of 4×4 Sudoku grids
}

/// Records the Sudoku-level events the backend reports.
class Recorder : public csp::SearchObserver {
public:
    void on_event(const csp::Event& e) override {
        const bool cell_value = e.var >= 0 && e.var < 81 && e.value >= 1 && e.value <= 9;
        switch (e.kind) {
            case csp::EventKind::Assign:
                ++assigns;
                ok = ok && cell_value && e.depth >= 1;
                break;
            case csp::EventKind::Backtrack:
                ++backtracks;
                ok = ok && cell_value;
                break;
            case csp::EventKind::Solution: solutions.emplace_back(e.vars.begin(), e.vars.end()); break;
            default: break;
        }
    }
    std::uint64_t assigns = 0;
    std::uint64_t backtracks = 0;
    bool ok = true;
    std::vector<std::vector<int>> solutions;
};

TEST(DlxBackend, ObserverSeesCellsAndValues) {
    const Grid puzzle = sudoku::parse(kUnique[0]);
    Recorder recorder;
    const auto result = dlx().solve(puzzle, options(2, {}, &recorder));
    EXPECT_TRUE(recorder.ok);
    EXPECT_EQ(recorder.assigns, result.stats.nodes);
    EXPECT_EQ(recorder.backtracks, result.stats.nodes);  // exhausted: every choice undone
    ASSERT_EQ(recorder.solutions.size(), 1u);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(recorder.solutions[0], result.solutions[0].values());
}

/// Solves another puzzle of the same size from inside the search, on the same thread.
class NestedSolver : public csp::SearchObserver {
public:
    void on_event(const csp::Event& e) override {
        if (e.kind == csp::EventKind::Assign && inner.solutions.empty())
            inner = dlx().solve(sudoku::parse(kUnique[1]), options(2));
    }
    sudoku::SolveResult inner;
};

TEST(DlxBackend, SolveFromAnObserverUsesItsOwnMatrix) {
    const Grid puzzle = sudoku::parse(kUnique[2]);
    const auto plain = dlx().solve(puzzle, options(2));
    NestedSolver nested;
    const auto outer = dlx().solve(puzzle, options(2, {}, &nested));
    ASSERT_TRUE(outer.unique());
    EXPECT_EQ(outer.solutions[0].values(), plain.solutions[0].values());
    EXPECT_EQ(outer.stats.nodes, plain.stats.nodes);
    EXPECT_EQ(outer.counters, plain.counters);
    ASSERT_TRUE(nested.inner.unique());
    EXPECT_TRUE(sudoku::is_solution(sudoku::parse(kUnique[1]), nested.inner.solutions[0]));
}

}  // namespace
