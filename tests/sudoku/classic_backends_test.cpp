// The classic backends (backtrack, rules, best-first) and bitboard on known puzzles. Every solution goes through
// the independent validator; expected counts come from the data's sources or from constructions.

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/best_first.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Grid;

// Project Euler problem 96, grid 01 (solvable by singles), and its published solution.
const char* const kEasy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const char* const kEasySolution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
using sudoku::testing::expect_all_valid;
using sudoku::testing::kInkala;
using sudoku::testing::kNoSolution;
// From tdoku's test set (/work/shared/data/sudoku9/tdoku_test_puzzles_with_counts.txt): a puzzle with
// exactly 3 solutions.
const char* const kThreeSolutions = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
// krazydad hex-Sudoku, "intermediate" book, puzzle 2 (unique, see /work/shared/data/sudoku-large).
const char* const k16Unique =
    "E.36....DG..21..B..D.2..73...4E.87F.4..DE...B...2.1.....8..A....C...B.A4...51D.61...2.7..9.C...5..G4."
    "1E6.A2..97.....G....8EB........751....F.....8B..GC.2D9.A5..F...3.B..7.E...1A.928...B5.3...F....A..1."
    "....F.3...E...8F..4.71A.36...G7..A.5..B..4A..3B....E2.9";

const char* const kClassic[] = {"backtrack", "rules", "best-first", "bitboard"};

sudoku::SolveOptions options(const std::string& backend, std::size_t max_solutions, csp::SearchLimits limits = {}) {
    sudoku::SolveOptions o;
    o.backend = backend;
    o.max_solutions = max_solutions;
    o.limits = limits;
    return o;
}

using sudoku::testing::pattern_solution;

// The pattern solution with roughly a third of its cells blanked (still solvable: the pattern is a solution).
Grid pattern_puzzle(int n) {
    Grid grid = pattern_solution(n);
    for (int cell = 0; cell < grid.cells(); ++cell)
        if ((cell * 7 + cell / grid.side()) % 3 == 0) grid.set(cell, 0);
    return grid;
}

std::vector<std::string> counter_names(const sudoku::SolveResult& result) {
    std::vector<std::string> names;
    for (const auto& [name, count] : result.counters) names.push_back(name);
    return names;
}

class ClassicBackend : public ::testing::TestWithParam<const char*> {
protected:
    std::string name() const { return GetParam(); }
    const sudoku::Backend& backend() const { return sudoku::find_backend(GetParam()); }
    sudoku::SolveResult run(const Grid& puzzle, std::size_t max_solutions, csp::SearchLimits limits = {}) const {
        return backend().solve(puzzle, options(name(), max_solutions, limits));
    }
};

TEST_P(ClassicBackend, IsRegisteredUnderItsName) {
    EXPECT_EQ(backend().name(), name());
    EXPECT_FALSE(backend().description().empty());
    const auto names = sudoku::backend_names();
    EXPECT_NE(std::find(names.begin(), names.end(), name()), names.end());
}

TEST_P(ClassicBackend, SolvesAnEasyPuzzleToItsPublishedSolution) {
    const Grid puzzle = sudoku::parse(kEasy);
    const auto result = run(puzzle, 2);
    ASSERT_EQ(result.status, csp::Status::Satisfied);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_TRUE(result.complete);
    EXPECT_TRUE(result.unique());
    EXPECT_EQ(sudoku::solution_error(puzzle, result.solutions[0]), "");
    EXPECT_EQ(result.solutions[0], sudoku::parse(kEasySolution));
}

TEST_P(ClassicBackend, SolvesInkala) {
    // Plain backtracking needs about two million nodes to prove it unique (slow under sanitizers),
    // so it only finds the solution; the others prove uniqueness.
    const Grid puzzle = sudoku::parse(kInkala);
    const bool prove = name() != "backtrack";
    const auto result = run(puzzle, prove ? 2 : 1);
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    ASSERT_EQ(result.solutions.size(), 1u);
    if (prove) {
        EXPECT_TRUE(result.unique());
    }
    expect_all_valid(puzzle, result);
    EXPECT_GT(result.stats.nodes, 0u);  // not solvable without search by any of these three
}

TEST_P(ClassicBackend, FirstSolutionStopsEarly) {
    const Grid puzzle = sudoku::parse(kThreeSolutions);
    const auto result = run(puzzle, 1);
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    ASSERT_EQ(result.solutions.size(), 1u);
    expect_all_valid(puzzle, result);
}

TEST_P(ClassicBackend, CountsThreeSolutions) {
    const Grid puzzle = sudoku::parse(kThreeSolutions);
    const auto result = run(puzzle, 0);
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_TRUE(result.complete);
    ASSERT_EQ(result.solutions.size(), 3u);
    expect_all_valid(puzzle, result);
    EXPECT_EQ(std::set<std::vector<int>>(
                  {result.solutions[0].values(), result.solutions[1].values(), result.solutions[2].values()})
                  .size(),
              3u);
    EXPECT_EQ(result.stats.solutions, 3u);
}

// Blanking a rectangle a b / b a of a solved grid whose two rows share a band leaves exactly two
// solutions: the grid and the grid with the four values swapped.
TEST_P(ClassicBackend, CountsTwoSolutionsOfADeadlyRectangle) {
    const Grid solution = sudoku::parse(kEasySolution);
    ASSERT_EQ(sudoku::solution_error(sudoku::parse(kEasy), solution), "");
    std::vector<int> rectangle;
    for (int r1 = 0; r1 < 9 && rectangle.empty(); ++r1)
        for (int r2 = r1 + 1; r2 < r1 / 3 * 3 + 3 && rectangle.empty(); ++r2)
            for (int c1 = 0; c1 < 9 && rectangle.empty(); ++c1)
                for (int c2 = c1 + 1; c2 < 9 && rectangle.empty(); ++c2)
                    if (solution.at(r1, c1) == solution.at(r2, c2) && solution.at(r1, c2) == solution.at(r2, c1))
                        rectangle = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
    ASSERT_EQ(rectangle.size(), 4u) << "the solved grid has no rectangle within a band";
    Grid puzzle = solution;
    for (int cell : rectangle) puzzle.set(cell, 0);

    const auto result = run(puzzle, 0);
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_TRUE(result.complete);
    ASSERT_EQ(result.solutions.size(), 2u);
    expect_all_valid(puzzle, result);
    EXPECT_NE(result.solutions[0], result.solutions[1]);
    EXPECT_TRUE(result.solutions[0] == solution || result.solutions[1] == solution);

    const auto two = run(puzzle, 2);  // uniqueness check: two found, search stopped there
    EXPECT_EQ(two.solutions.size(), 2u);
    EXPECT_FALSE(two.unique());
}

TEST_P(ClassicBackend, ReportsNoSolutionAfterSearching) {
    const Grid puzzle = sudoku::parse(kNoSolution);
    ASSERT_FALSE(sudoku::find_conflict(puzzle));
    const auto result = run(puzzle, 0);
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
    EXPECT_TRUE(result.solutions.empty());
}

TEST_P(ClassicBackend, ReportsACellWithoutCandidates) {
    // Row 1 holds 1..8 and column 9 holds a 9 lower down: r1c9 has no value, yet no two givens clash.
    Grid puzzle(3);
    for (int c = 0; c < 8; ++c) puzzle.set(c, c + 1);
    puzzle.set(8 * 9 + 8, 9);
    ASSERT_FALSE(sudoku::find_conflict(puzzle));
    const auto result = run(puzzle, 1);
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
    EXPECT_TRUE(result.solutions.empty());
}

TEST_P(ClassicBackend, ConflictingGivensAreUnsatisfiableWhenCalledDirectly) {
    Grid puzzle(2);
    puzzle.set(0, 1);
    puzzle.set(1, 1);
    const auto result = run(puzzle, 1);
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
}

TEST_P(ClassicBackend, SolvesEveryBoxSizeUpToFive) {
    for (int n = 1; n <= 5; ++n) {
        SCOPED_TRACE(n);
        const Grid puzzle = pattern_puzzle(n);
        const auto result = run(puzzle, 1);
        EXPECT_EQ(result.status, csp::Status::Satisfied);
        ASSERT_EQ(result.solutions.size(), 1u);
        expect_all_valid(puzzle, result);
    }
}

TEST_P(ClassicBackend, CountsEveryFourByFourGrid) {
    // There are 288 solved 4×4 Sudokus (a known count; 4! × 12).
    const auto result = run(Grid(2), 0);
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_TRUE(result.complete);
    EXPECT_EQ(result.solutions.size(), 288u);
    expect_all_valid(Grid(2), result);
    std::set<std::vector<int>> distinct;
    for (const Grid& g : result.solutions) distinct.insert(g.values());
    EXPECT_EQ(distinct.size(), 288u);
}

TEST_P(ClassicBackend, SolvesAFullGridAsItIs) {
    const Grid solution = sudoku::parse(kEasySolution);
    const auto result = run(solution, 0);
    EXPECT_TRUE(result.unique());
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(result.solutions[0], solution);
}

TEST_P(ClassicBackend, NodeLimitEndsInLimitReached) {
    const auto result = run(Grid(3), 0, {.node_limit = 500});
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
    EXPECT_LE(result.stats.nodes, 500u);
    expect_all_valid(Grid(3), result);
}

TEST_P(ClassicBackend, NodeLimitOnAnUnsolvablePuzzleIsNotUnsatisfiable) {
    const auto result = run(sudoku::parse(kNoSolution), 0, {.node_limit = 20});
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
}

TEST_P(ClassicBackend, CancellationEndsInLimitReached) {
    const std::atomic<bool> cancel{true};
    const auto result = run(Grid(3), 0, {.cancel = &cancel});
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
}

TEST_P(ClassicBackend, GoesThroughTheCommonEntryPoint) {
    const Grid puzzle = sudoku::parse(kEasy);
    const auto result = sudoku::solve(puzzle, options(name(), 2));
    EXPECT_TRUE(result.unique());
    expect_all_valid(puzzle, result);
}

TEST_P(ClassicBackend, CountersKeepTheirNamesAndOrder) {
    const auto easy = run(sudoku::parse(kEasy), 1);
    const auto hard = run(sudoku::parse(kInkala), 1);
    EXPECT_FALSE(easy.counters.empty());
    EXPECT_EQ(counter_names(easy), counter_names(hard));
}

INSTANTIATE_TEST_SUITE_P(Classic, ClassicBackend, ::testing::ValuesIn(kClassic), [](const auto& param_info) {
    std::string name = param_info.param;
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
});

// --- backend-specific behaviour ---

TEST(BacktrackBackend, CountsRecursiveCalls) {
    const auto result = sudoku::find_backend("backtrack").solve(sudoku::parse(kEasy), options("backtrack", 1));
    EXPECT_EQ(counter_names(result), std::vector<std::string>{"recursive calls"});
    // Row-major filling places at least every blank once.
    EXPECT_GE(result.stats.nodes, static_cast<std::uint64_t>(81 - sudoku::parse(kEasy).givens()));
    EXPECT_EQ(result.counters[0].second, result.stats.nodes + 1);
}

/// Records the events of a search.
class Recorder final : public csp::SearchObserver {
public:
    void on_event(const csp::Event& e) override {
        switch (e.kind) {
            case csp::EventKind::Assign: ++assigns; break;
            case csp::EventKind::Backtrack: ++backtracks; break;
            case csp::EventKind::Solution: solutions.emplace_back(e.vars.begin(), e.vars.end()); break;
            default: break;
        }
    }
    std::uint64_t assigns = 0;
    std::uint64_t backtracks = 0;
    std::vector<std::vector<int>> solutions;
};

TEST(BacktrackBackend, TellsTheObserverEveryStep) {
    Recorder recorder;
    auto o = options("backtrack", 0);
    o.observer = &recorder;
    const Grid puzzle = sudoku::parse(kThreeSolutions);
    const auto result = sudoku::find_backend("backtrack").solve(puzzle, o);
    EXPECT_EQ(recorder.assigns, result.stats.nodes);
    EXPECT_EQ(recorder.backtracks, result.stats.backtracks);
    ASSERT_EQ(recorder.solutions.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(recorder.solutions[i], result.solutions[i].values());
}

TEST(RulesBackend, SolvesByDeductionWithoutGuessing) {
    const Grid puzzle = sudoku::parse(kEasy);
    const auto result = sudoku::find_backend("rules").solve(puzzle, options("rules", 2));
    EXPECT_TRUE(result.unique());
    expect_all_valid(puzzle, result);
    EXPECT_EQ(counter_names(result), (std::vector<std::string>{"naked singles", "hidden singles", "naked subsets",
                                                               "hidden subsets", "pointing", "box-line", "guesses"}));
    EXPECT_EQ(result.counters.back().second, 0u);
    EXPECT_EQ(result.stats.nodes, 0u);
    // Each blank is placed by exactly one of the two single rules.
    EXPECT_EQ(result.counters[0].second + result.counters[1].second, static_cast<std::uint64_t>(81 - puzzle.givens()));
}

TEST(RulesBackend, GuessesOnlyWhenStuckAndCountsThem) {
    const auto result = sudoku::find_backend("rules").solve(sudoku::parse(kInkala), options("rules", 2));
    EXPECT_TRUE(result.unique());
    EXPECT_GT(result.counters.back().second, 0u);
    EXPECT_EQ(result.counters.back().second, result.stats.nodes);
    EXPECT_GT(result.stats.prunings, 0u);
}

TEST(RulesBackend, ProvesA16x16PuzzleUnique) {
    for (const char* text : {k16Unique}) {
        const Grid puzzle = sudoku::parse(text);
        ASSERT_EQ(puzzle.side(), 16);
        const auto result = sudoku::find_backend("rules").solve(puzzle, options("rules", 2));
        EXPECT_TRUE(result.unique());
        expect_all_valid(puzzle, result);
    }
}

TEST(BestFirstBackend, ProvesA16x16PuzzleUnique) {
    const Grid puzzle = sudoku::parse(k16Unique);
    const auto result = sudoku::find_backend("best-first").solve(puzzle, options("best-first", 2));
    EXPECT_TRUE(result.unique());
    expect_all_valid(puzzle, result);
    EXPECT_EQ(counter_names(result), (std::vector<std::string>{"states expanded", "max frontier"}));
}

TEST(BestFirstBackend, EveryCellChoiceAndFrontierOrderAgrees) {
    using sudoku::detail::CellChoice;
    using sudoku::detail::FrontierOrder;
    const Grid puzzle = sudoku::parse(kInkala);
    const Grid easy = sudoku::parse(kEasy);
    const Grid three = sudoku::parse(kThreeSolutions);
    for (CellChoice choice : {CellChoice::FewestCandidates, CellChoice::FirstUndecided})
        for (FrontierOrder order : {FrontierOrder::BestFirst, FrontierOrder::BreadthFirst}) {
            SCOPED_TRACE(static_cast<int>(choice) * 2 + static_cast<int>(order));
            const sudoku::detail::BestFirstOptions search{.cell_choice = choice, .order = order};
            const auto unique = sudoku::detail::solve_best_first(puzzle, options("best-first", 2), search);
            EXPECT_TRUE(unique.unique());
            expect_all_valid(puzzle, unique);
            EXPECT_TRUE(sudoku::detail::solve_best_first(easy, options("best-first", 2), search).unique());
            const auto all = sudoku::detail::solve_best_first(three, options("best-first", 0), search);
            EXPECT_TRUE(all.complete);
            EXPECT_EQ(all.solutions.size(), 3u);
            expect_all_valid(three, all);
        }
}

TEST(BestFirstBackend, FrontierLimitEndsInLimitReached) {
    using sudoku::detail::FrontierOrder;
    for (FrontierOrder order : {FrontierOrder::BestFirst, FrontierOrder::BreadthFirst}) {
        const sudoku::detail::BestFirstOptions search{.order = order, .max_frontier_states = 100};
        const auto result = sudoku::detail::solve_best_first(Grid(3), options("best-first", 0), search);
        EXPECT_EQ(result.status, csp::Status::LimitReached);
        EXPECT_FALSE(result.complete);
        ASSERT_EQ(result.counters.size(), 2u);
        EXPECT_GT(result.counters[1].second, 100u);  // the frontier that broke the limit
        expect_all_valid(Grid(3), result);
    }
    // A memory budget of one byte still lets the search start, then stops it.
    const auto tiny = sudoku::detail::solve_best_first(Grid(3), options("best-first", 0), {.max_frontier_bytes = 1});
    EXPECT_EQ(tiny.status, csp::Status::LimitReached);
}

}  // namespace
