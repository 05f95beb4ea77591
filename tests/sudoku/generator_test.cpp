// The puzzle generator: every puzzle is checked from outside — one solution according to two
// backends other than the generator's own checks, a solution that passes sudoku::solution_error,
// minimality by removing clues and counting again, symmetry cell by cell, and grades re-derived
// by the step finder, each of its steps checked against the solution.

#include <gtest/gtest.h>

#include <unistd.h>
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <numeric>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "csp/base/random.hpp"
#include "generated_checks.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/logic/pencil_marks.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

namespace {

using sudoku::GeneratedPuzzle;
using sudoku::GeneratorOptions;
using sudoku::Grid;
using sudoku::Symmetry;
using sudoku::hints::Level;
using sudoku::hints::PathEnd;
using sudoku::hints::Rating;
using sudoku::hints::SolvingPath;
using sudoku::hints::Technique;
using sudoku::testing::count_two;
using sudoku::testing::expect_unique;
using sudoku::testing::run_sudoku;

/// Removing the clues of `cells` leaves at least two solutions (by dlx, validated).
void expect_not_removable(const Grid& puzzle, const std::vector<int>& cells) {
    Grid fewer = puzzle;
    for (const int cell : cells) fewer.set(cell, 0);
    const auto r = count_two(fewer, "dlx");
    ASSERT_TRUE(r.complete || r.solutions.size() == 2);
    EXPECT_EQ(r.solutions.size(), 2u) << "clue(s) at r" << cells.front() / puzzle.side() + 1 << "c"
                                      << cells.front() % puzzle.side() + 1 << " could be removed";
    for (const Grid& solution : r.solutions) EXPECT_EQ(sudoku::solution_error(fewer, solution), "");
}

std::vector<int> clue_cells(const Grid& puzzle) {
    std::vector<int> cells;
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (puzzle[cell] != 0) cells.push_back(cell);
    return cells;
}

/// The image of a cell under a symmetry, computed here from its definition (not the library's).
int mirror_image(int cell, int side, Symmetry symmetry) {
    const int r = cell / side, c = cell % side;
    switch (symmetry) {
        case Symmetry::None: return cell;
        case Symmetry::Rotational: return (side - 1 - r) * side + (side - 1 - c);
        case Symmetry::Diagonal: return c * side + r;
        case Symmetry::Vertical: return r * side + (side - 1 - c);
        default: break;  // the symmetries of more than two cells: generator_controls_test.cpp
    }
    return cell;
}

/// Some symmetries that pair cells (every symmetry: generator_controls_test.cpp).
const Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rotational, Symmetry::Diagonal, Symmetry::Vertical};

// --- names, bounds, seeds ----------------------------------------------------------------------

TEST(Generator, ClueLowerBounds) {
    EXPECT_EQ(sudoku::min_clues(1), 0);
    EXPECT_EQ(sudoku::min_clues(2), 4);
    EXPECT_EQ(sudoku::min_clues(3), 17);
    EXPECT_EQ(sudoku::min_clues(4), 15);
    EXPECT_EQ(sudoku::min_clues(5), 24);
}

TEST(Generator, DerivedSeedsAreRepeatableAndDistinct) {
    std::set<std::uint64_t> seen;
    for (std::uint64_t i = 0; i < 1000; ++i) {
        EXPECT_EQ(sudoku::derive_seed(42, i), sudoku::derive_seed(42, i));
        seen.insert(sudoku::derive_seed(42, i));
        seen.insert(sudoku::derive_seed(43, i));
    }
    EXPECT_EQ(seen.size(), 2000u);
}

TEST(Generator, BadOptionsThrow) {
    EXPECT_THROW(sudoku::generate(0), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(sudoku::Geometry::kMaxBox + 1), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(3, {.clues = 16}), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(3, {.clues = 82}), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(2, {.clues = 3}), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(3, {.max_attempts = 0}), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(3, {.backend = "nonesuch"}), std::invalid_argument);
    EXPECT_THROW(sudoku::random_solution(0, 1), std::invalid_argument);
    EXPECT_THROW(sudoku::random_solution(sudoku::Geometry::kMaxBox + 1, 1), std::invalid_argument);
}

// --- complete grids ----------------------------------------------------------------------------

TEST(Generator, RandomSolutionsAreValidRepeatableAndVaried) {
    // Search fill up to kSearchFillMaxBox, the shuffled pattern above (kMaxBox = 16 would work
    // too, but its geometry tables alone take 200 MB).
    for (const int box : {1, 2, 3, 4, 5, 6, 8}) {
        const Grid a = sudoku::random_solution(box, 7);
        EXPECT_EQ(a.box(), box);
        EXPECT_TRUE(a.complete());
        EXPECT_EQ(sudoku::solution_error(Grid(box), a), "") << "box " << box;
        EXPECT_EQ(sudoku::random_solution(box, 7), a) << "box " << box;
        if (box >= 2) {
            EXPECT_NE(sudoku::random_solution(box, 8), a) << "box " << box;
        }
    }
}

TEST(Generator, SymmetryGroupsPartitionTheGrid) {
    for (const int box : {2, 3, 4}) {
        const int side = box * box;
        for (const Symmetry symmetry : kSymmetries) {
            std::vector<int> seen(static_cast<std::size_t>(side * side), 0);
            for (const auto& group : sudoku::symmetry_groups(box, symmetry)) {
                ASSERT_FALSE(group.empty());
                ASSERT_LE(group.size(), 2u);
                for (const int cell : group) {
                    ++seen[static_cast<std::size_t>(cell)];
                    const int image = mirror_image(cell, side, symmetry);
                    EXPECT_NE(std::find(group.begin(), group.end(), image), group.end());
                }
            }
            for (const int times : seen) EXPECT_EQ(times, 1);
        }
    }
}

// --- puzzles -----------------------------------------------------------------------------------

TEST(Generator, TinyGridsAreMinimalAndUnique) {
    const GeneratedPuzzle one = sudoku::generate(1, {.seed = 3});
    expect_unique(one);
    EXPECT_EQ(one.puzzle.givens(), 0);  // the one cell is forced
    EXPECT_TRUE(one.minimal);

    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const GeneratedPuzzle p = sudoku::generate(2, {.seed = seed});
        expect_unique(p);
        EXPECT_TRUE(p.minimal);
        EXPECT_FALSE(p.time_limited);
        EXPECT_GE(p.puzzle.givens(), sudoku::min_clues(2));
        for (const int cell : clue_cells(p.puzzle)) expect_not_removable(p.puzzle, {cell});
    }
}

TEST(Generator, ClassicPuzzlesAreMinimalAndUnique) {
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed});
        expect_unique(p);
        EXPECT_TRUE(p.minimal);
        EXPECT_TRUE(p.matches);
        EXPECT_EQ(p.attempts, 1);
        EXPECT_GE(p.puzzle.givens(), 17);
        for (const int cell : clue_cells(p.puzzle)) expect_not_removable(p.puzzle, {cell});
    }
}

TEST(Generator, SixteenBySixteenIsMinimalOnASample) {
    const GeneratedPuzzle p = sudoku::generate(4, {.seed = 0});
    expect_unique(p);
    EXPECT_TRUE(p.minimal);
    // Every clue would cost a search each; a spread-out sample of them keeps the test fast.
    const std::vector<int> clues = clue_cells(p.puzzle);
    for (std::size_t i = 0; i < clues.size(); i += clues.size() / 4) expect_not_removable(p.puzzle, {clues[i]});
}

#ifdef NDEBUG
TEST(Generator, TwentyFiveByTwentyFiveWithAClueTarget) {
    // A minimal 25x25 takes minutes; a clue target keeps this to the fast part of the removal.
    const GeneratedPuzzle p = sudoku::generate(5, {.seed = 1, .clues = 400});
    expect_unique(p);
    EXPECT_LE(p.puzzle.givens(), 400);
    EXPECT_FALSE(p.minimal);
}
#endif

TEST(Generator, SameSeedSamePuzzleDifferentSeedDifferentPuzzle) {
    for (const int box : {2, 3}) {
        const GeneratedPuzzle a = sudoku::generate(box, {.seed = 42});
        const GeneratedPuzzle b = sudoku::generate(box, {.seed = 42});
        EXPECT_EQ(a.puzzle, b.puzzle);
        EXPECT_EQ(a.solution, b.solution);
        EXPECT_EQ(a.rating->level, b.rating->level);
        EXPECT_EQ(a.rating->uses, b.rating->uses);
        EXPECT_NE(sudoku::generate(box, {.seed = 43}).puzzle, a.puzzle);
    }
}

TEST(Generator, TheCheckingBackendDoesNotChangeThePuzzle) {
    // Uniqueness is a property of the puzzle, so any correct checker accepts the same removals.
    const Grid reference = sudoku::generate(3, {.seed = 5}).puzzle;
    for (const std::string backend : {"dlx", "csp", "rules", "sat"})
        EXPECT_EQ(sudoku::generate(3, {.seed = 5, .backend = backend}).puzzle, reference) << backend;
}

TEST(Generator, SatChecksMakeUniqueMinimalPuzzlesLikeTheOtherChecks) {
    // The sat checks (a CDCL search for a second solution, the cleared value excluded) make unique,
    // minimal puzzles; that they accept the same removals as the other checks on 9×9, single cells
    // and symmetric pairs alike, is BothKindsOfCheckAgreeOnSymmetricGroups' job.
    for (const Symmetry symmetry : {Symmetry::None, Symmetry::Rotational})
        for (std::uint64_t seed = 0; seed < 3; ++seed) {
            SCOPED_TRACE(std::string(sudoku::to_string(symmetry)) + " seed " + std::to_string(seed));
            const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .symmetry = symmetry, .backend = "sat"});
            expect_unique(p);  // by dlx and csp
            EXPECT_TRUE(p.minimal);
        }
    const GeneratedPuzzle big = sudoku::generate(4, {.seed = 3, .backend = "sat"});
    EXPECT_TRUE(big.minimal);
    EXPECT_EQ(big.puzzle, sudoku::generate(4, {.seed = 3, .backend = "rules"}).puzzle);
    EXPECT_TRUE(count_two(big.puzzle, "dlx").unique());
}

TEST(Generator, BothKindsOfCheckAgreeOnSymmetricGroups) {
    // csp counts to two; rules, dlx and backtrack look for a solution avoiding an excluded value,
    // one search per cell of a pair. Both must accept exactly the same removals.
    for (const int box : {2, 3})
        for (const Symmetry symmetry : {Symmetry::None, Symmetry::Rotational})
            for (std::uint64_t seed = 0; seed < 3; ++seed) {
                const Grid reference =
                    sudoku::generate(box, {.seed = seed, .symmetry = symmetry, .backend = "csp"}).puzzle;
                for (const std::string backend : {"rules", "dlx", "backtrack", "sat"})
                    EXPECT_EQ(sudoku::generate(box, {.seed = seed, .symmetry = symmetry, .backend = backend}).puzzle,
                              reference)
                        << backend << " box " << box << " " << sudoku::to_string(symmetry) << " seed " << seed;
            }
}

TEST(Generator, SymmetricCluesHoldCellByCellAndNoGroupCanGo) {
    for (const int box : {2, 3}) {
        const int side = box * box;
        for (const Symmetry symmetry : kSymmetries) {
            for (std::uint64_t seed = 0; seed < 3; ++seed) {
                const GeneratedPuzzle p = sudoku::generate(box, {.seed = seed, .symmetry = symmetry});
                expect_unique(p);
                EXPECT_TRUE(p.minimal);
                for (int cell = 0; cell < p.puzzle.cells(); ++cell) {
                    const int image = mirror_image(cell, side, symmetry);
                    EXPECT_EQ(p.puzzle[cell] != 0, p.puzzle[image] != 0)
                        << sudoku::to_string(symmetry) << ": r" << cell / side + 1 << "c" << cell % side + 1;
                }
                // Minimal under the symmetry: no clue together with its image can be removed.
                for (const int cell : clue_cells(p.puzzle)) {
                    const int image = mirror_image(cell, side, symmetry);
                    if (image < cell) continue;
                    expect_not_removable(p.puzzle,
                                         image == cell ? std::vector<int>{cell} : std::vector<int>{cell, image});
                }
            }
        }
    }
}

TEST(Generator, ClueTargetStopsEarlyAndStaysUnique) {
    const GeneratedPuzzle p = sudoku::generate(3, {.seed = 9, .clues = 35});
    expect_unique(p);
    EXPECT_EQ(p.puzzle.givens(), 35);
    EXPECT_FALSE(p.minimal);
    EXPECT_TRUE(p.matches);

    // With pairs of cells the last removal may go one below the target.
    const GeneratedPuzzle q = sudoku::generate(3, {.seed = 9, .clues = 35, .symmetry = Symmetry::Rotational});
    expect_unique(q);
    EXPECT_GE(q.puzzle.givens(), 34);
    EXPECT_LE(q.puzzle.givens(), 35);
}

TEST(Generator, UnreachableClueTargetIsReportedAsAMiss) {
    // 17-clue puzzles are extremely rare among random minimal ones: three attempts miss.
    const GeneratedPuzzle p = sudoku::generate(3, {.seed = 1, .clues = 17, .max_attempts = 3});
    EXPECT_FALSE(p.matches);
    EXPECT_EQ(p.attempts, 3);
    EXPECT_GT(p.fewest_clues_seen, 17);
    EXPECT_EQ(std::accumulate(p.grades_seen.begin(), p.grades_seen.end(), 0), 3);
    expect_unique(p);  // still a good puzzle, just not the one asked for
}

TEST(Generator, CancellationReturnsTheUniquePuzzleSoFar) {
    std::atomic<bool> cancel{true};
    const GeneratedPuzzle p = sudoku::generate(4, {.seed = 2, .cancel = &cancel});
    EXPECT_TRUE(p.time_limited);
    EXPECT_FALSE(p.minimal);
    EXPECT_EQ(p.puzzle, p.solution);  // stopped before the first removal
    EXPECT_EQ(sudoku::solution_error(p.puzzle, p.solution), "");
}

// A front end's own stop (Python's Ctrl-C) ends it as cancellation does, and the rating, which can
// take as long as the generation on a large grid and cannot be stopped, is left out.
TEST(Generator, AStopRequestEndsItAndSkipsTheRating) {
    struct Stop final : csp::StopRequest {
        bool requested() const override { return true; }
    } stop;
    const GeneratedPuzzle p = sudoku::generate(4, {.seed = 2, .stop_request = &stop});
    EXPECT_TRUE(p.time_limited);
    EXPECT_EQ(p.puzzle, p.solution);
    EXPECT_FALSE(p.rating.has_value());
    const GeneratedPuzzle graded = sudoku::generate(4, {.seed = 2});
    EXPECT_TRUE(graded.rating.has_value());
}

TEST(Generator, FrontEndsLimitLargeGridsToAMinuteByDefault) {
    EXPECT_EQ(sudoku::default_time_limit(4).count(), 0);
    EXPECT_EQ(sudoku::default_time_limit(5), std::chrono::seconds(60));
    EXPECT_EQ(sudoku::default_time_limit(9), std::chrono::seconds(60));
}

TEST(Generator, TimeLimitKeepsThePuzzleUnique) {
    // Whether 1 ms runs out depends on the machine; either way the puzzle has one solution.
    const GeneratedPuzzle p = sudoku::generate(4, {.seed = 0, .time_limit = std::chrono::milliseconds(1)});
    expect_unique(p);
    EXPECT_NE(p.time_limited, p.minimal);
}

// --- excluded candidates and the guide (the solve options behind the generator's checks) -------

const char* const kExclusionBackends[] = {"rules", "dlx", "backtrack", "sat", "bitboard"};

/// Every solution of `puzzle`, by csp (which knows nothing of exclusions), validated.
std::vector<Grid> all_solutions(const Grid& puzzle) {
    const auto r = sudoku::solve(puzzle, {.backend = "csp", .max_solutions = 0});
    EXPECT_TRUE(r.complete);
    for (const Grid& solution : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, solution), "");
    return r.solutions;
}

bool avoids(const Grid& solution, const std::vector<sudoku::CellValue>& excluded) {
    return std::none_of(excluded.begin(), excluded.end(),
                        [&](const sudoku::CellValue& x) { return solution[x.cell] == x.value; });
}

TEST(Exclusions, SolutionsAreThoseOfTheOracleThatAvoidThem) {
    // 4x4 puzzles with a few givens have tens of solutions: csp lists them all, the ones that avoid
    // the excluded candidates are the oracle, and each backend must list exactly those.
    csp::Random random(11);
    for (int trial = 0; trial < 40; ++trial) {
        const Grid full = sudoku::random_solution(2, random.next());
        Grid puzzle = full;
        for (int cell = 0; cell < puzzle.cells(); ++cell)
            if (random.below(4) != 0) puzzle.set(cell, 0);
        std::vector<sudoku::CellValue> excluded;
        const int count = 1 + static_cast<int>(random.below(6));
        for (int k = 0; k < count; ++k)
            excluded.push_back(
                {.cell = static_cast<int>(random.below(16)), .value = 1 + static_cast<int>(random.below(4))});
        std::set<std::vector<int>> expected;
        for (const Grid& solution : all_solutions(puzzle))
            if (avoids(solution, excluded)) expected.insert(solution.values());
        for (const std::string backend : kExclusionBackends) {
            const auto r = sudoku::solve(puzzle, {.backend = backend, .max_solutions = 0, .excluded = excluded});
            ASSERT_TRUE(r.complete) << backend;
            std::set<std::vector<int>> found;
            for (const Grid& solution : r.solutions) {
                EXPECT_EQ(sudoku::solution_error(puzzle, solution), "") << backend;
                EXPECT_TRUE(avoids(solution, excluded)) << backend;
                found.insert(solution.values());
            }
            EXPECT_EQ(found.size(), r.solutions.size()) << backend << ": a solution twice";
            EXPECT_EQ(found, expected) << backend << " trial " << trial;
            EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied) << backend;
        }
    }
}

TEST(Exclusions, ASecondSolutionIsFoundExactlyWhenARemovalBreaksUniqueness) {
    // The generator's check on 9x9: clear one clue of a unique puzzle and exclude its value. The
    // oracle is dlx counting the cleared puzzle (no exclusions): two solutions iff one avoids it.
    // A minimal puzzle (no clue removable) and a 35-clue one (most clues removable) per seed.
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        for (const int target : {0, 35}) {
            const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .clues = target, .backend = "csp"});
            int removable = 0;
            for (const int cell : clue_cells(p.puzzle)) {
                Grid fewer = p.puzzle;
                fewer.set(cell, 0);
                const bool unique = count_two(fewer, "dlx").unique();
                removable += unique;
                // Plain backtracking is left to the 4x4 test: slow on a 9x9 with few clues.
                for (const std::string backend : {"rules", "dlx", "sat"}) {
                    const auto r = sudoku::solve(fewer, {.backend = backend,
                                                         .excluded = {{.cell = cell, .value = p.solution[cell]}},
                                                         .guide = &p.solution});
                    EXPECT_EQ(r.status, unique ? csp::Status::Unsatisfiable : csp::Status::Satisfied)
                        << backend << " cell " << cell;
                    if (r.status != csp::Status::Satisfied) continue;
                    EXPECT_EQ(sudoku::solution_error(fewer, r.solutions.front()), "") << backend;
                    EXPECT_NE(r.solutions.front()[cell], p.solution[cell]) << backend;
                }
            }
            if (target == 0) EXPECT_EQ(removable, 0) << "minimal";
            else EXPECT_GT(removable, 0) << "35 clues";
        }
    }
}

TEST(Exclusions, AGivensOwnValueLeavesNoSolutionAnotherValueChangesNothing) {
    const GeneratedPuzzle p = sudoku::generate(3, {.seed = 4});
    const int cell = clue_cells(p.puzzle).front();
    const int other = p.solution[cell] % 9 + 1;
    for (const std::string backend : kExclusionBackends) {
        const auto none =
            sudoku::solve(p.puzzle, {.backend = backend, .max_solutions = 2, .excluded = {{cell, p.solution[cell]}}});
        EXPECT_EQ(none.status, csp::Status::Unsatisfiable) << backend;
        EXPECT_TRUE(none.complete) << backend;
        EXPECT_TRUE(none.solutions.empty()) << backend;
        const auto same =
            sudoku::solve(p.puzzle, {.backend = backend, .max_solutions = 2, .excluded = {{cell, other}}});
        ASSERT_TRUE(same.unique()) << backend;
        EXPECT_EQ(same.solutions.front(), p.solution) << backend;
    }
}

TEST(Exclusions, OutOfRangeOrUnsupportedIsAnError) {
    const Grid puzzle(3);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "rules", .excluded = {{81, 1}}}), std::invalid_argument);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "dlx", .excluded = {{-1, 1}}}), std::invalid_argument);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "rules", .excluded = {{0, 0}}}), std::invalid_argument);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "backtrack", .excluded = {{0, 10}}}), std::invalid_argument);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "csp", .excluded = {{0, 1}}}), std::invalid_argument);
    const Grid small_guide = sudoku::random_solution(2, 1);  // a 4x4 guide for a 9x9 puzzle
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "rules", .guide = &small_guide}), std::invalid_argument);
    EXPECT_THROW(sudoku::solve(puzzle, {.backend = "sat", .guide = &small_guide}), std::invalid_argument);
    for (const std::string_view name : sudoku::backend_names()) {
        const bool takes = std::find(std::begin(kExclusionBackends), std::end(kExclusionBackends), name) !=
                           std::end(kExclusionBackends);
        EXPECT_EQ(sudoku::find_backend(name).takes_exclusions(), takes) << name;
    }
}

TEST(Exclusions, AGuidedSearchReachesTheGuideFirst) {
    // rules guesses the guide's value first and sat starts from the guide's phases: neither meets a
    // contradiction when the guide is a solution (every decision agrees with it), so the first
    // solution found is the guide, even from an empty grid.
    for (const std::string backend : {"rules", "sat"}) {
        for (const int box : {3, 4}) {
            for (std::uint64_t seed = 0; seed < (box == 3 ? 3u : 1u); ++seed) {
                const Grid guide = sudoku::random_solution(box, seed);
                const auto r = sudoku::solve(Grid(box), {.backend = backend, .guide = &guide});
                ASSERT_EQ(r.status, csp::Status::Satisfied) << backend;
                EXPECT_EQ(r.solutions.front(), guide) << backend << " box " << box << " seed " << seed;
                EXPECT_EQ(r.stats.backtracks, 0u) << backend;
            }
        }
    }
    // A guide changes the order, never the solutions: the same count as without.
    const GeneratedPuzzle p = sudoku::generate(2, {.seed = 1});
    Grid open = p.puzzle;
    for (const int cell : clue_cells(open)) {
        open.set(cell, 0);
        break;
    }
    for (const std::string backend : {"rules", "sat"})
        EXPECT_EQ(sudoku::solve(open, {.backend = backend, .max_solutions = 0, .guide = &p.solution}).solutions.size(),
                  all_solutions(open).size())
            << backend;
}

// --- grades: the step finder's rating --------------------------------------------------------

/// The step finder's path on `puzzle` in `order` (HoDoKu's: every technique, the uniqueness ones
/// included, for the level; SE's: what SE has, for the SE number, as grade does), every step checked
/// against `solution` (which expect_unique has confirmed by dlx and csp): no placement of another
/// value, no elimination of the solution's value.
SolvingPath checked_path(const Grid& puzzle, const Grid& solution,
                         sudoku::hints::Order order = sudoku::hints::Order::SudokuExplainer) {
    sudoku::PencilMarks marks(puzzle);
    sudoku::hints::PathOptions options{.unique = true, .order = order};
    // SE's path, as grade takes it, leaves out what Sudoku Explainer lacks.
    if (order == sudoku::hints::Order::SudokuExplainer) options.allowed &= ~sudoku::hints::sudoku_explainer_lacks();
    SolvingPath path = sudoku::hints::solve_logically(marks, options);
    const std::string text = sudoku::to_string(puzzle, sudoku::Format::Line);
    for (const sudoku::hints::Step& step : path.steps) {
        for (const auto& c : step.placements)
            EXPECT_EQ(solution[c.cell], c.digit) << step.explanation << " in " << text;
        for (const auto& c : step.eliminations)
            EXPECT_NE(solution[c.cell], c.digit) << step.explanation << " in " << text;
    }
    if (path.end == PathEnd::Solved) {
        EXPECT_EQ(path.final_marks.grid(), solution) << text;
    }
    EXPECT_NE(path.end, PathEnd::Contradiction) << text;
    return path;
}

/// The puzzle's rating, by the step finder directly, agrees with the generator's.
void expect_rating(const GeneratedPuzzle& p) {
    ASSERT_TRUE(p.rating.has_value());
    // The level, score and uses from the path in HoDoKu's order, the SE number from SE's.
    const Rating rating = sudoku::hints::rate(checked_path(p.puzzle, p.solution, sudoku::hints::Order::HoDoKu));
    const Rating se = sudoku::hints::rate(checked_path(p.puzzle, p.solution));
    EXPECT_EQ(p.rating->level, rating.level);
    EXPECT_EQ(p.rating->se, se.se);
    EXPECT_EQ(p.rating->score, rating.score);
    EXPECT_EQ(p.rating->uses, rating.uses);
    EXPECT_EQ(p.rating->solved, rating.solved);
    // A solved path is rated by its hardest technique, raised by the score; a stuck one is extreme.
    if (!rating.solved) {
        EXPECT_EQ(rating.level, Level::Extreme);
    }
}

std::size_t steps_of(const SolvingPath& path, Technique technique) {
    return static_cast<std::size_t>(std::count_if(path.steps.begin(), path.steps.end(),
                                                  [&](const auto& step) { return step.technique == technique; }));
}

/// No clue of `p.puzzle` (every `step`-th one) can go without the puzzle losing its one solution
/// (dlx) or rating harder than `ceiling` (the step finder with every technique). Exact for easy and
/// medium ceilings, whose techniques the finder tries before any uniqueness technique.
void expect_minimal_for_grade(const GeneratedPuzzle& p, Level ceiling, std::size_t step) {
    const std::vector<int> clues = clue_cells(p.puzzle);
    for (std::size_t i = 0; i < clues.size(); i += step) {
        Grid fewer = p.puzzle;
        fewer.set(clues[i], 0);
        if (count_two(fewer, "dlx").solutions.size() == 2) continue;
        const Rating rating = sudoku::hints::rate(checked_path(fewer, p.solution, sudoku::hints::Order::HoDoKu));
        EXPECT_GT(rating.level, ceiling) << "clue r" << clues[i] / p.puzzle.side() + 1 << "c"
                                         << clues[i] % p.puzzle.side() + 1 << " could go and the puzzle would still be "
                                         << sudoku::hints::to_string(ceiling);
    }
}

TEST(Grading, GradesAreTheStepFindersRating) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed});
        expect_rating(p);
        EXPECT_EQ(p.grades_seen[static_cast<std::size_t>(p.rating->level)], 1);
    }
    for (std::uint64_t seed = 0; seed < 5; ++seed) expect_rating(sudoku::generate(2, {.seed = seed}));
}

TEST(Grading, EasyAndMediumCanBeAskedFor) {
    // The levels above medium need techniques the finder may not have yet; these two it always has.
    for (const Level wanted : {Level::Easy, Level::Medium}) {
        SCOPED_TRACE(std::string(sudoku::hints::to_string(wanted)));
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = 11, .difficulty = wanted, .max_attempts = 100});
        ASSERT_TRUE(p.matches) << p.attempts << " attempts";
        expect_unique(p);
        expect_rating(p);
        EXPECT_EQ(p.rating->level, wanted);
        EXPECT_TRUE(p.rating->solved);
        EXPECT_EQ(p.grades_seen[static_cast<std::size_t>(wanted)], 1);  // it stopped at the first match
        EXPECT_TRUE(p.minimal_for_grade);
    }
}

TEST(Grading, ExtremeHasNoCeiling) {
    // Any puzzle is extreme or easier: the clues go down to a minimal puzzle, which is then rated.
    const GeneratedPuzzle p = sudoku::generate(3, {.seed = 2, .difficulty = Level::Extreme, .max_attempts = 1});
    EXPECT_TRUE(p.minimal);
    EXPECT_FALSE(p.minimal_for_grade);
    expect_unique(p);
    expect_rating(p);
    EXPECT_EQ(p.matches, p.rating->level == Level::Extreme);
}

TEST(Grading, ClassicPuzzlesAreMinimalForTheirGrade) {
    for (const Level wanted : {Level::Easy, Level::Medium})
        for (std::uint64_t seed = 0; seed < 3; ++seed) {
            SCOPED_TRACE(std::string(sudoku::hints::to_string(wanted)) + " seed " + std::to_string(seed));
            const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .difficulty = wanted, .max_attempts = 50});
            ASSERT_TRUE(p.matches);
            expect_unique(p);
            expect_rating(p);
            expect_minimal_for_grade(p, wanted, 1);
        }
}

TEST(Grading, EasyAndMediumSixteenBySixteenComeAtOnce) {
    // Random minimal 16×16 puzzles nearly all need guessing; clues are kept for an easier grade instead.
    const std::pair<Level, int> asked[] = {{Level::Easy, 1}, {Level::Medium, 3}};
    for (const auto& [wanted, attempts] : asked) {
        SCOPED_TRACE(std::string(sudoku::hints::to_string(wanted)));
        const GeneratedPuzzle p = sudoku::generate(4, {.seed = 1, .difficulty = wanted, .max_attempts = attempts});
        ASSERT_TRUE(p.matches) << p.attempts << " attempts";
        EXPECT_TRUE(p.minimal_for_grade);
        EXPECT_FALSE(p.minimal);
        expect_unique(p);
        expect_rating(p);
        EXPECT_EQ(p.rating->level, wanted);
        expect_minimal_for_grade(p, wanted, 7);
    }
}

TEST(Grading, RatesAtMostAgreesWithTheRating) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed});
        for (const Level ceiling : {Level::Easy, Level::Medium})
            EXPECT_EQ(sudoku::rates_at_most(p.puzzle, ceiling), p.rating->level <= ceiling) << seed;
    }
    // Not unique: logic cannot fill the empty grid, so no ceiling holds.
    EXPECT_FALSE(sudoku::rates_at_most(Grid(3), Level::Medium));
    EXPECT_THROW(sudoku::rates_at_most(Grid(3), Level::Extreme), std::invalid_argument);
}

TEST(Grading, TheCeilingTechniquesAreAPrefixOfTheFindersOrder) {
    // Easy: the singles; medium reaches the hidden triple (HoDoKu's order: subsets before fish), so
    // it holds neither the X-Wing nor the Swordfish; no set holds a uniqueness technique.
    using sudoku::hints::contains;
    const auto easy = sudoku::techniques_up_to(Level::Easy);
    EXPECT_EQ(easy.count(), 3u);
    EXPECT_TRUE(contains(easy, Technique::NakedSingle));
    const auto medium = sudoku::techniques_up_to(Level::Medium);
    for (const Technique t : {Technique::Pointing, Technique::LockedTriple, Technique::HiddenTriple})
        EXPECT_TRUE(contains(medium, t)) << sudoku::hints::to_string(t);
    for (const Technique t : {Technique::XWing, Technique::Swordfish, Technique::XYWing, Technique::DirectPointing})
        EXPECT_FALSE(contains(medium, t)) << sudoku::hints::to_string(t);
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Unfair, Level::Extreme})
        for (const Technique t : sudoku::hints::all_techniques())
            if (sudoku::hints::info(t).needs_uniqueness) {
                EXPECT_FALSE(contains(sudoku::techniques_up_to(level), t));
            }
    EXPECT_FALSE(contains(sudoku::techniques_up_to(Level::Unfair), Technique::ForcingChainContradiction));
}

TEST(Grading, ASolvedGridIsEasyAndLargeBoxesAreNotGraded) {
    const Grid solution = sudoku::random_solution(3, 4);
    EXPECT_EQ(sudoku::rate_puzzle(solution)->level, Level::Easy);
    EXPECT_TRUE(sudoku::gradable(8));
    EXPECT_FALSE(sudoku::gradable(9));
    // A 81×81 puzzle is made, but not graded (the clue target keeps it quick).
    const GeneratedPuzzle big = sudoku::generate(9, {.seed = 1, .clues = 81 * 81 - 20});
    EXPECT_FALSE(big.rating.has_value());
    EXPECT_EQ(big.grades_seen, (std::array<int, sudoku::hints::kLevelCount>{}));
    EXPECT_EQ(sudoku::solution_error(big.puzzle, big.solution), "");
}

// --- a technique asked for ---------------------------------------------------------------------

TEST(Technique, PuzzlesUseTheTechniqueAskedFor) {
    for (const Technique wanted :
         {Technique::Pointing, Technique::Claiming, Technique::NakedPair, Technique::HiddenPair}) {
        SCOPED_TRACE(std::string(sudoku::hints::to_string(wanted)));
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = 7, .technique = wanted, .max_attempts = 100});
        ASSERT_TRUE(p.matches) << p.attempts << " attempts";
        EXPECT_EQ(p.technique_seen, 1);
        expect_unique(p);
        expect_rating(p);
        EXPECT_GE(steps_of(checked_path(p.puzzle, p.solution, sudoku::hints::Order::HoDoKu), wanted), 1u);
        EXPECT_TRUE(p.minimal);  // no difficulty, no ceiling
    }
}

TEST(Technique, WithADifficultyBoth) {
    const GeneratedPuzzle p = sudoku::generate(
        3, {.seed = 5, .difficulty = Level::Medium, .technique = Technique::NakedPair, .max_attempts = 200});
    ASSERT_TRUE(p.matches) << p.attempts << " attempts";
    expect_unique(p);
    expect_rating(p);
    EXPECT_EQ(p.rating->level, Level::Medium);
    EXPECT_GE(steps_of(checked_path(p.puzzle, p.solution, sudoku::hints::Order::HoDoKu), Technique::NakedPair), 1u);
    EXPECT_TRUE(p.minimal_for_grade);
}

TEST(Technique, ATechniqueTheSizeNeverNeedsIsAMiss) {
    // In a unit of four cells a naked triple leaves the fourth digit one cell: a hidden single, which
    // the finder takes first. So no 4×4 path uses a naked triple.
    const GeneratedPuzzle p = sudoku::generate(2, {.seed = 1, .technique = Technique::NakedTriple, .max_attempts = 3});
    EXPECT_FALSE(p.matches);
    EXPECT_EQ(p.attempts, 3);
    EXPECT_EQ(p.technique_seen, 0);
    expect_unique(p);  // still a good puzzle, just not the one asked for
}

TEST(Technique, ImpossibleRequestsThrow) {
    // A pointing step is medium: a puzzle using one cannot be easy.
    EXPECT_THROW(sudoku::generate(3, {.difficulty = Level::Easy, .technique = Technique::Pointing}),
                 std::invalid_argument);
    // The step finder takes boxes up to 8.
    EXPECT_THROW(sudoku::generate(9, {.difficulty = Level::Extreme}), std::invalid_argument);
    EXPECT_THROW(sudoku::generate(9, {.technique = Technique::HiddenSingle}), std::invalid_argument);
    EXPECT_THROW(sudoku::rate_puzzle(Grid(9)), std::invalid_argument);
}

// --- the command -------------------------------------------------------------------------------

using csp::testing::ProcessResult;

TEST(GenerateCommand, SameSeedSameOutputWithAnyThreadCount) {
    const ProcessResult one = run_sudoku("generate --box 3 --count 6 --seed 42 --threads 1");
    const ProcessResult three = run_sudoku("generate --box 3 --count 6 --seed 42 --threads 3");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    ASSERT_EQ(three.exit_code, 0) << three.err;
    EXPECT_EQ(one.out, three.out);
    EXPECT_NE(run_sudoku("generate --box 3 --count 6 --seed 43").out, one.out);

    // Comment line, then the puzzle; every puzzle reads back, is unique and has the stated clues.
    std::istringstream in(one.out);
    sudoku::PuzzleReader reader(in, "generated");
    int puzzles = 0;
    while (auto entry = reader.next()) {
        ASSERT_TRUE(entry->grid) << entry->error->what();
        ++puzzles;
        EXPECT_TRUE(count_two(*entry->grid, "csp").unique());
        // The grade is the step finder's rating, the one `sudoku grade` gives.
        const std::string label =
            "# puzzle " + std::to_string(puzzles) + ": " + std::to_string(entry->grid->givens()) + " clues, grade " +
            std::string(sudoku::hints::to_string(sudoku::rate_puzzle(*entry->grid)->level)) + " (SE ";
        EXPECT_NE(one.out.find(label), std::string::npos) << label;
    }
    EXPECT_EQ(puzzles, 6);
}

TEST(GenerateCommand, GridFormatReadsBack) {
    const ProcessResult r = run_sudoku("generate --box 2 --count 3 --seed 5 --format grid --symmetry mirror");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::istringstream in(r.out);
    sudoku::PuzzleReader reader(in, "generated");
    int puzzles = 0;
    while (auto entry = reader.next()) {
        ASSERT_TRUE(entry->grid) << entry->error->what();
        EXPECT_EQ(entry->grid->box(), 2);
        ++puzzles;
    }
    EXPECT_EQ(puzzles, 3);
}

TEST(GenerateCommand, BadInputExitsWithTwoAndSaysWhy) {
    const std::pair<std::string, std::string> cases[] = {
        {"--box 0", "--box 0"},
        {"--box 17", "--box 17"},
        {"--count 0", "--count"},
        {"--clues 16", "at least 17"},
        {"--clues 82", "81 cells"},
        {"--box 2 --clues 3", "at least 4"},
        {"--box 6 --format line", "grid"},
        {"--difficulty insane", "insane"},
        {"--difficulty expert", "expert"},
        {"--technique frobnicate", "unknown technique 'frobnicate'"},
        {"--difficulty easy --technique pointing",
         "pointing is a medium technique: a puzzle that uses it cannot "
         "grade easy"},
        {"--box 9 --difficulty easy", "boxes up to 8, not 9"},
        {"--box 9 --technique 0100", "boxes up to 8, not 9"},
        {"--time-limit -1", "--time-limit"},
    };
    for (const auto& [args, says] : cases) {
        const ProcessResult r = run_sudoku("generate --seed 1 " + args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_NE((r.err + r.out).find(says), std::string::npos) << args << ": " << r.err;
        EXPECT_EQ(r.out.find("# puzzle"), std::string::npos) << args;
    }
}

TEST(GenerateCommand, AnEasySixteenBySixteenComesFromOneAttempt) {
    const ProcessResult r = run_sudoku("generate --box 4 --difficulty easy --seed 1 --attempts 1");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Grid puzzle = sudoku::parse(r.out);
    EXPECT_EQ(puzzle.box(), 4);
    const auto counted = count_two(puzzle, "dlx");
    ASSERT_TRUE(counted.unique());
    const Rating rating =
        sudoku::hints::rate(checked_path(puzzle, counted.solutions.front(), sudoku::hints::Order::HoDoKu));
    EXPECT_EQ(rating.level, Level::Easy);
    const std::string first_line = r.out.substr(0, r.out.find('\n') + 1);
    EXPECT_EQ(first_line.rfind("# puzzle 1: " + std::to_string(puzzle.givens()) + " clues, grade easy (SE ", 0), 0u)
        << first_line;
    EXPECT_NE(first_line.find(", minimal for easy\n"), std::string::npos) << first_line;
}

TEST(GenerateCommand, DifficultyAndTechniqueAgreeWithTheGradeCommand) {
    const std::string base = ::testing::TempDir() + "generate_" + std::to_string(getpid()) + "_graded.txt";
    const ProcessResult r = run_sudoku("generate --seed 3 --count 2 --difficulty medium --technique naked-pair");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::ofstream(base) << r.out;
    const ProcessResult graded = run_sudoku("grade --json " + base);
    ASSERT_EQ(graded.exit_code, 0) << graded.err;
    std::istringstream lines(graded.out);
    int puzzles = 0;
    for (std::string line; std::getline(lines, line); ++puzzles) {
        EXPECT_NE(line.find("\"level\":\"medium\""), std::string::npos) << line;
        EXPECT_NE(line.find("\"naked-pair\":"), std::string::npos) << line;  // in "uses"
    }
    EXPECT_EQ(puzzles, 2);
    EXPECT_NE(r.out.find("# puzzle 2: "), std::string::npos);
    EXPECT_NE(r.out.find("grade medium (SE "), std::string::npos);
}

TEST(GenerateCommand, LargeBoxesAreNotGraded) {
    const ProcessResult r = run_sudoku("generate --box 9 --seed 1 --clues 6541");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out.rfind("# puzzle 1: 6541 clues, not minimal: clue target\n", 0), 0u) << r.out.substr(0, 80);
    EXPECT_EQ(r.err.find("grades"), std::string::npos) << r.err;
}

TEST(GenerateCommand, AGradeTheSizeCannotReachSaysWhatToTry) {
    const ProcessResult r = run_sudoku("generate --box 2 --difficulty hard --seed 1 --attempts 3");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(
        r.err.find("sudoku: puzzle 1: no hard puzzle in 3 attempts; grades seen: easy 3 (every attempt came "
                   "out easier: puzzles of this size seldom grade hard; try a larger --box, or raise --attempts)"),
        std::string::npos)
        << r.err;
}

TEST(GenerateCommand, ATechniqueNoAttemptUsesIsAClearFailure) {
    const ProcessResult r = run_sudoku("generate --box 2 --technique naked-triple --seed 1 --attempts 3");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(
        r.err.find("sudoku: puzzle 1: no puzzle whose solving path uses naked-triple in 3 attempts; grades seen: "),
        std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("; 0 used naked-triple (no attempt's solving path used it; raise --attempts, or try a larger "
                         "--box or another --difficulty)"),
              std::string::npos)
        << r.err;
}

TEST(GenerateCommand, AdjoiningStartRangesAreTheShardsOfOneRun) {
    for (const std::string format : {"line", "grid", "block", "pretty"}) {
        const std::string common = "generate -q --box 2 --seed 9 --format " + format;
        const ProcessResult whole = run_sudoku(common + " --count 5");
        const ProcessResult first = run_sudoku(common + " --count 2");
        const ProcessResult rest = run_sudoku(common + " --count 3 --start 3");
        ASSERT_EQ(whole.exit_code, 0) << whole.err;
        ASSERT_EQ(rest.exit_code, 0) << rest.err;
        EXPECT_EQ(first.out + rest.out, whole.out) << format;
        EXPECT_EQ(rest.out.find("# puzzle 3: "), format == "line" ? 0u : 1u) << format;  // after the blank line
        std::istringstream in(whole.out);
        sudoku::PuzzleReader reader(in, "generated");
        int puzzles = 0;
        while (auto entry = reader.next()) {
            ASSERT_TRUE(entry->grid) << entry->error->what();
            ++puzzles;
        }
        EXPECT_EQ(puzzles, 5) << format;
    }
    EXPECT_EQ(run_sudoku("generate --start 0").exit_code, 2);
}

TEST(GenerateCommand, AMissedTargetIsAClearFailure) {
    const ProcessResult r = run_sudoku("generate --box 3 --seed 1 --clues 17 --attempts 2");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("no puzzle with at most 17 clues in 2 attempts"), std::string::npos) << r.err;
}

}  // namespace
