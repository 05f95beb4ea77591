// The bitboard backend: every 9×9 fixture solved and proven unique, counts against the dlx backend
// (an independent method), the portable, SSE4.1 and AVX2 searches compared move for move, limits,
// exclusions, and other sizes handed on. Every solution goes through the independent validator.

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "random_cases.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/bitboard.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/grid.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Grid;
using sudoku::detail::BitboardPath;

using sudoku::testing::expect_all_valid;
using sudoku::testing::kInkala;
using sudoku::testing::kNoSolution;

struct Fixture {
    Grid puzzle, solution;
};

std::vector<Fixture> nine_by_nine_fixtures() {
    std::ifstream in(std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt");
    std::vector<Fixture> list;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        Grid puzzle = sudoku::parse(line.substr(0, colon));
        if (puzzle.box() == 3) list.push_back({puzzle, sudoku::parse(line.substr(colon + 1))});
    }
    return list;
}

/// A random solved grid with about `percent` of its cells blanked: solvable, often many times.
Grid blanked(std::uint64_t seed, int percent) {
    Grid grid = sudoku::random_solution(3, seed);
    for (int cell = 0; cell < grid.cells(); ++cell)
        if (static_cast<int>(sudoku::derive_seed(seed, static_cast<std::uint64_t>(cell)) % 100) < percent)
            grid.set(cell, 0);
    return grid;
}

sudoku::SolveOptions options(std::size_t max_solutions, csp::SearchLimits limits = {}) {
    sudoku::SolveOptions o;
    o.backend = "bitboard";
    o.max_solutions = max_solutions;
    o.limits = limits;
    return o;
}

TEST(BitboardBackend, IsRegisteredAndChosenByAutoFor9x9) {
    EXPECT_EQ(sudoku::find_backend("bitboard").name(), "bitboard");
    const Grid puzzle = sudoku::parse(kInkala);
    EXPECT_EQ(sudoku::solve(puzzle).backend, "bitboard");
    EXPECT_EQ(sudoku::solve(Grid(2)).backend, "csp");
    EXPECT_EQ(sudoku::solve(Grid(4)).backend, "rules");
}

TEST(BitboardBackend, ProvesEveryFixtureUniqueWithItsSolution) {
    const auto fixtures = nine_by_nine_fixtures();
    ASSERT_GE(fixtures.size(), 5u);
    for (const Fixture& f : fixtures) {
        const auto r = sudoku::solve(f.puzzle, options(2));
        ASSERT_TRUE(r.unique()) << sudoku::to_string(f.puzzle, sudoku::Format::Line);
        ASSERT_EQ(r.solutions.size(), 1u);
        EXPECT_EQ(sudoku::solution_error(f.puzzle, r.solutions[0]), "");
        EXPECT_EQ(r.solutions[0], f.solution);
    }
}

TEST(BitboardBackend, ProvesInkalaUniqueAndFindsNoSolutionByItsSearch) {
    const Grid inkala = sudoku::parse(kInkala);
    const auto r = sudoku::solve(inkala, options(2));
    EXPECT_TRUE(r.unique());
    expect_all_valid(inkala, r);
    EXPECT_GT(r.stats.nodes, 0u);
    EXPECT_GT(r.stats.backtracks, 0u);  // proving uniqueness undoes the guess that found it
    EXPECT_LE(r.stats.backtracks, r.stats.nodes);
    const auto none = sudoku::solve(sudoku::parse(kNoSolution), options(0));
    EXPECT_EQ(none.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(none.complete);
    EXPECT_GT(none.stats.nodes, 0u);  // not decided by the givens alone
}

TEST(BitboardBackend, CountsAsTheDlxBackendDoes) {
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const Grid puzzle = blanked(seed, 55 + static_cast<int>(seed % 4) * 3);
        const auto mine = sudoku::solve(puzzle, options(0));
        const auto dlx = sudoku::solve(puzzle, {.backend = "dlx", .max_solutions = 0});
        ASSERT_TRUE(mine.complete && dlx.complete);
        EXPECT_EQ(mine.solution_count, dlx.solution_count) << "seed " << seed;
        EXPECT_EQ(mine.solutions.size(), mine.solution_count);
        expect_all_valid(puzzle, mine);
        std::set<std::vector<int>> distinct;
        for (const Grid& s : mine.solutions) distinct.insert(s.values());
        EXPECT_EQ(distinct.size(), mine.solutions.size());
        // --max N stops at N.
        const auto capped = sudoku::solve(puzzle, options(3));
        EXPECT_EQ(capped.solution_count, std::min<std::uint64_t>(3, dlx.solution_count));
        EXPECT_EQ(capped.complete, dlx.solution_count < 3);
    }
}

TEST(BitboardBackend, EverySearchCopyMakesTheSameMoves) {
    std::vector<Grid> puzzles{sudoku::parse(kInkala), sudoku::parse(kNoSolution)};
    for (const Fixture& f : nine_by_nine_fixtures()) puzzles.push_back(f.puzzle);
    for (std::uint64_t seed = 0; seed < 60; ++seed)
        puzzles.push_back(blanked(seed, 50 + static_cast<int>(seed % 8) * 3));
    int compared = 0;
    for (const BitboardPath path : sudoku::detail::kBitboardPaths) {
        if (path == BitboardPath::Portable || !sudoku::detail::bitboard_path_available(path)) continue;
        ++compared;
        for (const Grid& puzzle : puzzles) {
            // Up to 100 solutions: the emptier grids have millions.
            const auto plain = sudoku::detail::solve_bitboard(puzzle, options(100), BitboardPath::Portable);
            const auto vector = sudoku::detail::solve_bitboard(puzzle, options(100), path);
            EXPECT_EQ(plain.solutions, vector.solutions);
            EXPECT_EQ(plain.stats.nodes, vector.stats.nodes);
            EXPECT_EQ(plain.stats.max_depth, vector.stats.max_depth);
            EXPECT_EQ(plain.stats.backtracks, vector.stats.backtracks);
            expect_all_valid(puzzle, plain);
        }
    }
    if (compared == 0) GTEST_SKIP() << "neither SSE4.1 nor AVX2 on this CPU/build: only the portable search runs";
}

// The backend runs the fastest copy available; the web API reports it by name (simd128 in the
// WebAssembly build, checked by web/test/node/sudoku.test.mjs against this build's answers).
TEST(BitboardBackend, RunsTheFastestCopyAvailable) {
    const BitboardPath fastest = sudoku::detail::bitboard_fastest_path();
    EXPECT_TRUE(sudoku::detail::bitboard_path_available(fastest));
    if (sudoku::detail::bitboard_path_available(BitboardPath::Avx2)) {
        EXPECT_EQ(fastest, BitboardPath::Avx2);
    } else if (sudoku::detail::bitboard_path_available(BitboardPath::Sse41)) {
        EXPECT_EQ(fastest, BitboardPath::Sse41);
    }
    std::vector<std::string_view> names;
    for (const BitboardPath path : sudoku::detail::kBitboardPaths) names.push_back(to_string(path));
    EXPECT_EQ(names, (std::vector<std::string_view>{"portable", "sse4.1", "avx2", "simd128"}));
#if !defined(__wasm_simd128__)
    EXPECT_FALSE(sudoku::detail::bitboard_path_available(BitboardPath::Simd128));
#endif
}

TEST(BitboardBackend, LimitsStopTheSearch) {
    const auto capped = sudoku::solve(Grid(3), options(0, {.node_limit = 300}));
    EXPECT_EQ(capped.status, csp::Status::LimitReached);
    EXPECT_FALSE(capped.complete);
    EXPECT_LE(capped.stats.nodes, 300u);
    expect_all_valid(Grid(3), capped);
    const auto unsolvable = sudoku::solve(sudoku::parse(kNoSolution), options(0, {.node_limit = 2}));
    EXPECT_EQ(unsolvable.status, csp::Status::LimitReached);
    const std::atomic<bool> cancel{true};
    const auto cancelled = sudoku::solve(Grid(3), options(0, {.cancel = &cancel}));
    EXPECT_EQ(cancelled.status, csp::Status::LimitReached);
    EXPECT_FALSE(cancelled.complete);
}

TEST(BitboardBackend, ExclusionsRuleOutTheKnownSolution) {
    const Fixture f = nine_by_nine_fixtures().front();
    int blank = 0;
    while (f.puzzle[blank] != 0) ++blank;
    sudoku::SolveOptions o = options(2);
    o.excluded = {{blank, f.solution[blank]}};
    EXPECT_EQ(sudoku::solve(f.puzzle, o).status, csp::Status::Unsatisfiable);
    // Excluding a candidate of a multi-solution puzzle leaves the solutions without it, as dlx says.
    const Grid open = blanked(7, 65);
    int cell = 0;
    while (open[cell] != 0) ++cell;
    const sudoku::SolveOptions mine{.backend = "bitboard", .max_solutions = 0, .excluded = {{cell, 1}, {cell, 2}}};
    sudoku::SolveOptions dlx = mine;
    dlx.backend = "dlx";
    const auto a = sudoku::solve(open, mine);
    const auto b = sudoku::solve(open, dlx);
    EXPECT_EQ(a.solution_count, b.solution_count);
    for (const Grid& s : a.solutions) EXPECT_TRUE(s[cell] != 1 && s[cell] != 2);
    expect_all_valid(open, a);
}

// sudoku::solve leaves conflicting givens of a 9×9 grid to the bitboard's board of the givens
// (Backend::finds_conflicting_givens): every such grid is found unsolvable at once by every copy,
// and only such grids, as find_conflict says.
TEST(BitboardBackend, FindsConflictingGivensItself) {
    const int cases = csp::testing::random_cases(300);
    int conflicting = 0;
    for (int i = 0; i < cases; ++i) {
        const auto seed = static_cast<std::uint64_t>(i);
        Grid grid = blanked(seed, 70);
        // Copy a given to an empty cell of its row, column or box (by the seed), when there is one.
        int from = static_cast<int>(sudoku::derive_seed(seed, 1) % 81);
        while (grid[from] == 0) from = (from + 1) % 81;
        const int unit = static_cast<int>(seed % 3);
        for (int to = 0; to < 81; ++to) {
            const bool peer = unit == 0   ? to / 9 == from / 9
                              : unit == 1 ? to % 9 == from % 9
                                          : to / 27 == from / 27 && to % 9 / 3 == from % 9 / 3;
            if (peer && to != from && grid[to] == 0) {
                grid.set(to, grid[from]);
                break;
            }
        }
        const bool conflict = sudoku::find_conflict(grid).has_value();
        conflicting += conflict ? 1 : 0;
        for (const char* backend : {"bitboard", "auto"}) {
            sudoku::SolveOptions o = options(2);
            o.backend = backend;
            const auto r = sudoku::solve(grid, o);
            EXPECT_EQ(r.backend, "bitboard");
            expect_all_valid(grid, r);
            if (conflict) {
                EXPECT_EQ(r.status, csp::Status::Unsatisfiable) << "seed " << seed;
                EXPECT_TRUE(r.complete);
                EXPECT_EQ(r.stats.nodes, 0u);
            } else {
                EXPECT_GE(r.solution_count, 1u) << "seed " << seed;  // a blanked solution
            }
        }
        for (const BitboardPath path : sudoku::detail::kBitboardPaths) {
            if (!sudoku::detail::bitboard_path_available(path)) continue;
            const auto r = sudoku::detail::solve_bitboard(grid, options(2), path);
            EXPECT_EQ(r.status == csp::Status::Unsatisfiable && r.stats.nodes == 0, conflict) << "seed " << seed;
        }
    }
    EXPECT_GT(conflicting, cases / 2);
}

TEST(BitboardBackend, OtherSizesGoWhereAutoSendsThem) {
    const auto r = sudoku::solve(Grid(4), options(1));
    EXPECT_EQ(r.backend, "rules");
    ASSERT_EQ(r.solutions.size(), 1u);
    expect_all_valid(Grid(4), r);
    const auto small = sudoku::solve(Grid(2), options(1));
    EXPECT_EQ(small.backend, "csp");
    expect_all_valid(Grid(2), small);
    EXPECT_THROW(sudoku::detail::solve_bitboard(Grid(2), options(1), BitboardPath::Portable), std::invalid_argument);
}

}  // namespace
