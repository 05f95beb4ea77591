// The setters' controls of the generator: every symmetry of Sudoku Explainer's generator, the SE
// range and the hardest technique. Each puzzle is checked from outside: its clue pattern against
// the symmetry's maps written out here, one solution by two backends (validated), and its SE
// number and hardest step re-derived from the step finder's path in SE's order, every step of which
// is checked against the solution.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "generated_checks.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/generator/grading.hpp"
#include "sudoku/generator/option_table.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/se_rating.hpp"
#include "sudoku/logic/pencil_marks.hpp"
#include "test_grids.hpp"
#include "test_process.hpp"

// A named namespace: the folder's files share one unity translation unit.
namespace generator_controls {

using sudoku::testing::count_two;
using sudoku::testing::expect_unique;
using sudoku::testing::run_sudoku;

using sudoku::GeneratedPuzzle;
using sudoku::GeneratorOptions;
using sudoku::Grid;
using sudoku::Symmetry;
using sudoku::hints::Level;
using sudoku::hints::Technique;

/// A map of the square onto itself, on (row, column) of an N×N grid.
using Map = std::function<std::pair<int, int>(int r, int c, int last)>;

/// Every element of each symmetry's group, written from the definitions (SE's Symmetry.java names
/// the same groups), not from the library's generators.
std::vector<Map> group_of(Symmetry symmetry) {
    const Map identity = [](int r, int c, int) { return std::pair{r, c}; };
    const Map rotate180 = [](int r, int c, int n) { return std::pair{n - r, n - c}; };
    const Map rotate90 = [](int r, int c, int n) { return std::pair{c, n - r}; };
    const Map rotate270 = [](int r, int c, int n) { return std::pair{n - c, r}; };
    const Map vertical = [](int r, int c, int n) { return std::pair{r, n - c}; };
    const Map horizontal = [](int r, int c, int n) { return std::pair{n - r, c}; };
    const Map diagonal = [](int r, int c, int) { return std::pair{c, r}; };
    const Map anti = [](int r, int c, int n) { return std::pair{n - c, n - r}; };
    switch (symmetry) {
        case Symmetry::None: return {identity};
        case Symmetry::Rotational: return {identity, rotate180};
        case Symmetry::Rotational90: return {identity, rotate90, rotate180, rotate270};
        case Symmetry::Vertical: return {identity, vertical};
        case Symmetry::Horizontal: return {identity, horizontal};
        case Symmetry::Orthogonal: return {identity, vertical, horizontal, rotate180};
        case Symmetry::Diagonal: return {identity, diagonal};
        case Symmetry::AntiDiagonal: return {identity, anti};
        case Symmetry::BiDiagonal: return {identity, diagonal, anti, rotate180};
        case Symmetry::Full: return {identity, rotate90, rotate180, rotate270, vertical, horizontal, diagonal, anti};
    }
    return {identity};
}

const Symmetry kAll[] = {Symmetry::None,       Symmetry::Rotational, Symmetry::Rotational90, Symmetry::Vertical,
                         Symmetry::Horizontal, Symmetry::Orthogonal, Symmetry::Diagonal,     Symmetry::AntiDiagonal,
                         Symmetry::BiDiagonal, Symmetry::Full};

/// The cells `cell` goes to under the group.
std::set<int> orbit(int cell, int side, Symmetry symmetry) {
    std::set<int> cells;
    for (const Map& map : group_of(symmetry)) {
        const auto [r, c] = map(cell / side, cell % side, side - 1);
        cells.insert(r * side + c);
    }
    return cells;
}

/// The SE number and hardest step, from the path in SE's order walked here: every step checked
/// against the solution, each rated by se_rating, the first of the highest taken as SE takes it.
struct SeRating {
    bool solved = false;
    double se = 0;
    std::optional<Technique> hardest;
};
SeRating rate_by_se_path(const GeneratedPuzzle& p) {
    const auto path = sudoku::hints::solve_logically(sudoku::PencilMarks(p.puzzle), {.unique = true});
    SeRating rating{.solved = path.end == sudoku::hints::PathEnd::Solved};
    for (const auto& step : path.steps) {
        for (const auto& c : step.placements) EXPECT_EQ(p.solution[c.cell], c.digit) << step.explanation;
        for (const auto& c : step.eliminations) EXPECT_NE(p.solution[c.cell], c.digit) << step.explanation;
        if (const double se = sudoku::hints::se_rating(step, p.puzzle.side()); se > rating.se) {
            rating.se = se;
            rating.hardest = step.technique;
        }
    }
    if (rating.solved) {
        EXPECT_EQ(path.final_marks.grid(), p.solution);
    }
    return rating;
}

// --- symmetries ---------------------------------------------------------------------------------

TEST(Symmetries, NamesAreSudokuExplainersAndMirrorIsVertical) {
    for (const Symmetry symmetry : kAll) EXPECT_EQ(sudoku::symmetry_from_string(sudoku::to_string(symmetry)), symmetry);
    EXPECT_EQ(sudoku::symmetry_from_string("mirror"), Symmetry::Vertical);  // the former name
    EXPECT_EQ(sudoku::to_string(Symmetry::Vertical), "vertical");
    EXPECT_EQ(sudoku::symmetry_names().size(), 11u);
    EXPECT_THROW(sudoku::symmetry_from_string("spiral"), std::invalid_argument);
}

TEST(Symmetries, GroupsAreTheOrbitsOfTheCells) {
    for (const int box : {2, 3, 4}) {
        const int side = box * box;
        for (const Symmetry symmetry : kAll) {
            SCOPED_TRACE(std::string(sudoku::to_string(symmetry)) + " box " + std::to_string(box));
            std::vector<int> seen(static_cast<std::size_t>(side * side), 0);
            int previous_first = -1;
            for (const auto& group : sudoku::symmetry_groups(box, symmetry)) {
                ASSERT_FALSE(group.empty());
                EXPECT_TRUE(std::is_sorted(group.begin(), group.end()));
                EXPECT_GT(group.front(), previous_first);
                previous_first = group.front();
                EXPECT_EQ(std::set<int>(group.begin(), group.end()), orbit(group.front(), side, symmetry));
                for (const int cell : group) ++seen[static_cast<std::size_t>(cell)];
            }
            for (const int times : seen) EXPECT_EQ(times, 1);
        }
    }
}

TEST(Symmetries, EveryPuzzleKeepsItsPatternAndNoGroupCanGo) {
    for (const Symmetry symmetry : kAll) {
        for (std::uint64_t seed = 0; seed < 2; ++seed) {
            SCOPED_TRACE(std::string(sudoku::to_string(symmetry)) + " seed " + std::to_string(seed));
            const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .symmetry = symmetry});
            expect_unique(p);
            EXPECT_TRUE(p.minimal);
            for (int cell = 0; cell < 81; ++cell)
                for (const int image : orbit(cell, 9, symmetry))
                    EXPECT_EQ(p.puzzle[cell] != 0, p.puzzle[image] != 0) << "r" << cell / 9 + 1 << "c" << cell % 9 + 1;
            // Minimal under the symmetry: removing any clue with its orbit leaves two solutions.
            std::set<int> tried;
            for (int cell = 0; cell < 81; ++cell) {
                if (p.puzzle[cell] == 0 || tried.count(cell)) continue;
                Grid fewer = p.puzzle;
                for (const int image : orbit(cell, 9, symmetry)) fewer.set(image, 0), tried.insert(image);
                const auto r = count_two(fewer, "dlx");
                EXPECT_EQ(r.solutions.size(), 2u) << "the group of r" << cell / 9 + 1 << "c" << cell % 9 + 1;
                for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(fewer, s), "");
            }
        }
    }
}

TEST(Symmetries, SixteenBySixteenRotational90IsUnique) {
    const GeneratedPuzzle p = sudoku::generate(4, {.seed = 1, .symmetry = Symmetry::Rotational90});
    expect_unique(p);
    for (int cell = 0; cell < 256; ++cell)
        for (const int image : orbit(cell, 16, Symmetry::Rotational90))
            EXPECT_EQ(p.puzzle[cell] != 0, p.puzzle[image] != 0);
}

// --- the SE range and the hardest technique -----------------------------------------------------

TEST(SeRange, PuzzlesRateWithinTheRangeAskedFor) {
    struct Case {
        double low, high;
        std::optional<Level> difficulty;
    };
    const Case cases[] = {{0, 2.0, std::nullopt}, {3.0, 4.5, std::nullopt}, {2.6, 3.4, Level::Medium}};
    for (const Case& c : cases) {
        SCOPED_TRACE(std::to_string(c.low) + " to " + std::to_string(c.high));
        const GeneratedPuzzle p = sudoku::generate(
            3, {.seed = 3, .difficulty = c.difficulty, .se_min = c.low, .se_max = c.high, .max_attempts = 60});
        ASSERT_TRUE(p.matches) << p.attempts << " attempts, SE seen " << p.lowest_se_seen << " to "
                               << p.highest_se_seen;
        expect_unique(p);
        const SeRating se = rate_by_se_path(p);
        EXPECT_TRUE(se.solved);
        EXPECT_NEAR(se.se, p.rating->se, 1e-9);
        EXPECT_GE(se.se, c.low - 1e-9);
        EXPECT_LE(se.se, c.high + 1e-9);
        if (c.difficulty) {
            EXPECT_EQ(p.rating->level, *c.difficulty);
        }
        EXPECT_TRUE(p.minimal_for_grade);  // below the forcing chains se_max is a removal ceiling
    }
}

TEST(SeRange, HardestTechniqueIsTheStepTheSeNumberRates) {
    // A technique is the hardest step of a few random puzzles in a hundred (an X-Wing of about one in
    // two hundred, docs/experiments.md): the seeds are ones that find them in a few attempts.
    const std::pair<Technique, std::uint64_t> asked[] = {
        {Technique::Pointing, 4}, {Technique::NakedPair, 4}, {Technique::XWing, sudoku::derive_seed(4, 0)}};
    for (const auto& [wanted, seed] : asked) {
        SCOPED_TRACE(std::string(sudoku::hints::to_string(wanted)));
        const GeneratedPuzzle p = sudoku::generate(3, {.seed = seed, .hardest_technique = wanted, .max_attempts = 100});
        ASSERT_TRUE(p.matches) << p.attempts << " attempts, " << p.hardest_seen << " had it hardest";
        expect_unique(p);
        const SeRating se = rate_by_se_path(p);
        EXPECT_TRUE(se.solved);
        EXPECT_EQ(se.hardest, wanted);
        EXPECT_EQ(p.rating->hardest, wanted);
        EXPECT_NEAR(se.se, sudoku::hints::info(wanted).se_rating, 1e-9);
    }
}

TEST(SeRange, TheCeilingTechniquesAreAPrefixOfSesOrder) {
    using sudoku::hints::contains;
    const auto upto_3_2 = sudoku::se_techniques_up_to(3.2, std::nullopt);
    ASSERT_TRUE(upto_3_2);
    EXPECT_TRUE(contains(*upto_3_2, Technique::XWing));
    EXPECT_TRUE(contains(*upto_3_2, Technique::NakedPair));
    EXPECT_FALSE(contains(*upto_3_2, Technique::HiddenPair));  // 3.4
    const auto upto_pointing = sudoku::se_techniques_up_to(0, Technique::Pointing);
    ASSERT_TRUE(upto_pointing);
    EXPECT_TRUE(contains(*upto_pointing, Technique::NakedSingle));
    EXPECT_FALSE(contains(*upto_pointing, Technique::Claiming));
    const auto upto_5 = sudoku::se_techniques_up_to(5.0, std::nullopt);
    ASSERT_TRUE(upto_5);
    for (const Technique t : sudoku::hints::all_techniques())
        if (sudoku::hints::info(t).needs_uniqueness) {
            EXPECT_FALSE(contains(*upto_5, t)) << sudoku::hints::to_string(t);
        }
    // The forcing chains are too slow to run at every removal: no ceiling.
    EXPECT_FALSE(sudoku::se_techniques_up_to(8.0, std::nullopt));
    EXPECT_FALSE(sudoku::se_techniques_up_to(0, std::nullopt));
    EXPECT_FALSE(sudoku::se_techniques_up_to(0, Technique::DynamicForcingChain));
}

TEST(SeRange, RatingMatchesReadsTheBoundsAndTheLowerBoundOfAnUnsolvedPath) {
    sudoku::hints::Rating rating{.solved = true, .se = 4.2, .level = Level::Hard, .hardest = Technique::XYWing};
    EXPECT_TRUE(sudoku::rating_matches(rating, {.se_min = 4.2, .se_max = 4.2}));
    EXPECT_FALSE(sudoku::rating_matches(rating, {.se_min = 4.3}));
    EXPECT_FALSE(sudoku::rating_matches(rating, {.se_max = 4.1}));
    EXPECT_TRUE(sudoku::rating_matches(rating, {.hardest_technique = Technique::XYWing}));
    EXPECT_FALSE(sudoku::rating_matches(rating, {.hardest_technique = Technique::XWing}));
    rating.solved = false;  // SE 4.2 or more: meets a lower bound, never an upper one
    EXPECT_TRUE(sudoku::rating_matches(rating, {.se_min = 4.0}));
    EXPECT_FALSE(sudoku::rating_matches(rating, {.se_max = 9.0}));
}

/// The message of check_options for `options` on a 9×9 (empty when it accepts them).
std::string refusal(const GeneratorOptions& options, int box = 3) {
    try {
        sudoku::check_options(box, options);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

TEST(SeRange, RangesNoPuzzleCanMeetAreRefusedNamingTheOption) {
    EXPECT_EQ(refusal({.se_min = 5, .se_max = 4}), "se_min 5 is above se_max 4: no SE number is in that range");
    EXPECT_NE(refusal({.se_min = -1}).find("se_min must be an SE number from 0 (no bound) to 20"), std::string::npos);
    EXPECT_NE(refusal({.se_max = 21}).find("se_max must be"), std::string::npos);
    EXPECT_NE(refusal({.se_max = std::numeric_limits<double>::quiet_NaN()}).find("se_max"), std::string::npos);
    EXPECT_EQ(refusal({.hardest_technique = Technique::XWing, .se_max = 3.0}),
              "x-wing rates SE 3.2 or more: as the hardest step it cannot keep the SE number within se_max 3");
    EXPECT_EQ(refusal({.difficulty = Level::Easy, .se_min = 3}),
              "an easy puzzle needs only singles, SE 2.3 at most: se_min 3 is above it");
    EXPECT_NE(refusal({.difficulty = Level::Medium, .hardest_technique = Technique::XWing}).find("cannot grade medium"),
              std::string::npos);
    EXPECT_NE(refusal({.se_min = 2}, 9).find("boxes up to 8, not 9"), std::string::npos);
    EXPECT_EQ(refusal({.se_min = 2, .se_max = 2}), "");
    // A front end spells the names its own way.
    try {
        sudoku::check_options(3, {.se_min = 5, .se_max = 4}, csp::flag_spelling);
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "--se-min 5 is above --se-max 4: no SE number is in that range");
    }
}

TEST(SeRange, TheTableHoldsTheSharedOptions) {
    const auto& table = sudoku::generator_option_table();
    ASSERT_EQ(table.size(), 3u);
    GeneratorOptions options;
    csp::find_option(table, "symmetry")->set(options, std::string("bi-diagonal"));
    csp::find_option(table, "se_max")->set(options, 4.5);
    EXPECT_EQ(options.symmetry, Symmetry::BiDiagonal);
    EXPECT_EQ(options.se_max, 4.5);
    EXPECT_THROW(csp::find_option(table, "se_min")->parse("-1"), csp::OptionError);
    EXPECT_THROW(csp::find_option(table, "symmetry")->parse("spiral"), csp::OptionError);
}

// --- the command --------------------------------------------------------------------------------

TEST(GenerateCommand, SeRangeHardestTechniqueAndSymmetryEndToEnd) {
    const auto r = run_sudoku("generate --seed 42 --se-min 3 --se-max 4.5 --hardest-technique x-wing --symmetry full");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto entries = sudoku::testing::read_all(r.out);
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_TRUE(entries[0].grid) << entries[0].error->what();
    const Grid& puzzle = *entries[0].grid;
    const auto counted = count_two(puzzle, "dlx");
    ASSERT_TRUE(counted.unique());
    const GeneratedPuzzle p{.puzzle = puzzle, .solution = counted.solutions.front()};
    const SeRating se = rate_by_se_path(p);
    EXPECT_EQ(se.hardest, Technique::XWing);
    EXPECT_NEAR(se.se, 3.2, 1e-9);
    for (int cell = 0; cell < 81; ++cell)
        for (const int image : orbit(cell, 9, Symmetry::Full)) EXPECT_EQ(puzzle[cell] != 0, puzzle[image] != 0);
    EXPECT_NE(r.out.find("(SE 3.2), hardest x-wing"), std::string::npos) << r.out;
}

TEST(GenerateCommand, BadSettersRequestsExitWithTwoNamingTheFlag) {
    const std::pair<std::string, std::string> cases[] = {
        {"--se-min 5 --se-max 4", "--se-min 5 is above --se-max 4"},
        {"--se-min -1", "--se-min"},
        {"--se-max 21", "--se-max"},
        {"--se-max x", "--se-max"},
        {"--difficulty easy --se-min 3", "--se-min 3 is above it"},
        {"--se-max 3 --hardest-technique x-wing", "within --se-max 3"},
        {"--hardest-technique nope", "unknown technique 'nope'"},
        {"--hardest-technique finned-x-wing", "not on SE's path"},
        {"--difficulty medium --hardest-technique x-wing", "cannot grade medium"},
        {"--symmetry spiral", "--symmetry"},
        {"--box 9 --se-max 4", "boxes up to 8, not 9"},
    };
    for (const auto& [args, says] : cases) {
        const auto r = run_sudoku("generate --seed 1 " + args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_NE((r.err + r.out).find(says), std::string::npos) << args << ": " << r.err;
    }
}

TEST(GenerateCommand, AMissSaysWhichSeNumbersCame) {
    const auto r = run_sudoku("generate --seed 1 --se-min 9 --attempts 2 --quiet");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("no puzzle with SE at least 9 in 2 attempts"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("SE seen "), std::string::npos) << r.err;
}

}  // namespace generator_controls
