// Limits end a search with LimitReached, never with a false "unsatisfiable", for every backend and
// every csp model; and a time limit is honoured promptly even on a 64×64 grid, where one
// propagation pass is long. Every solution reported before the limit passes the validator.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/generator/generator.hpp"
#include "sudoku/grid.hpp"

namespace {

using sudoku::Grid;
using sudoku::SolveOptions;

/// Every backend with its default options, and the csp backend with each model and strength.
std::vector<std::pair<std::string, SolveOptions>> every_solver() {
    std::vector<std::pair<std::string, SolveOptions>> list;
    list.push_back({"csp/binary", {.backend = "csp", .model = sudoku::Model::Binary}});
    for (auto strength : csp::all_different_strength_names())
        list.push_back({"csp/alldiff-" + std::string(strength),
                        {.backend = "csp",
                         .model = sudoku::Model::AllDifferent,
                         .strength = csp::all_different_strength_from_string(strength)}});
    for (auto name : sudoku::backend_names())
        if (name != "csp") list.push_back({std::string(name), {.backend = std::string(name)}});
    return list;
}

void expect_valid_solutions(const Grid& puzzle, const sudoku::SolveResult& r, const std::string& who) {
    for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, s), "") << who;
}

/// A satisfiable puzzle whose every solution takes search: a valid grid with most cells blanked.
Grid blanked(int box, int percent_blank, std::uint64_t seed) {
    Grid grid = sudoku::random_solution(box, seed);
    for (int cell = 0; cell < grid.cells(); ++cell)
        if (static_cast<int>(sudoku::derive_seed(seed, static_cast<std::uint64_t>(cell)) % 100) < percent_blank)
            grid.set(cell, 0);
    return grid;
}

// Enumerating every solution of an empty grid cannot finish: any node limit must stop it, and the
// status must say so (a wrong "unsatisfiable" or "satisfied, complete" would be a false claim).
TEST(Limits, NodeLimitEndsInLimitReached) {
    const Grid empty(3);
    for (auto [name, options] : every_solver())
        for (std::uint64_t limit : {1u, 2u, 10u, 1000u}) {
            options.max_solutions = 0;
            options.limits.node_limit = limit;
            const auto r = sudoku::solve(empty, options);
            EXPECT_EQ(r.status, csp::Status::LimitReached) << name << ", node limit " << limit;
            EXPECT_FALSE(r.complete) << name;
            expect_valid_solutions(empty, r, name);
        }
}

TEST(Limits, TimeLimitEndsInLimitReached) {
    const Grid empty(3);
    for (auto [name, options] : every_solver()) {
        options.max_solutions = 0;
        options.limits.time_limit = std::chrono::milliseconds(20);
        const auto r = sudoku::solve(empty, options);
        EXPECT_EQ(r.status, csp::Status::LimitReached) << name;
        EXPECT_FALSE(r.complete) << name;
        expect_valid_solutions(empty, r, name);
    }
}

TEST(Limits, CancellationEndsInLimitReached) {
    const Grid empty(3);
    const std::atomic<bool> cancelled{true};
    for (auto [name, options] : every_solver()) {
        options.max_solutions = 0;
        options.limits.cancel = &cancelled;
        const auto r = sudoku::solve(empty, options);
        EXPECT_EQ(r.status, csp::Status::LimitReached) << name;
        expect_valid_solutions(empty, r, name);
    }
}

// Small node limits cut the uniqueness search of satisfiable puzzles at every possible point:
// whatever the cut, the answer is a solution, a limit, or both, never "no solution".
TEST(Limits, NodeLimitsNeverClaimUnsatisfiable) {
    std::vector<Grid> puzzles;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) puzzles.push_back(blanked(3, 70, seed));
    puzzles.push_back(blanked(4, 60, 4));
    for (const Grid& puzzle : puzzles)
        for (auto [name, options] : every_solver())
            for (std::uint64_t limit = 1; limit <= 64; limit *= 2) {
                options.max_solutions = 2;
                options.limits.node_limit = limit;
                const auto r = sudoku::solve(puzzle, options);
                EXPECT_NE(r.status, csp::Status::Unsatisfiable) << name << ", node limit " << limit;
                if (r.status == csp::Status::LimitReached) {
                    EXPECT_FALSE(r.complete) << name;
                }
                expect_valid_solutions(puzzle, r, name);
            }
}

// The margins are wide (0.05 s asked, 5 s allowed) so a loaded machine or a sanitizer build passes;
// a backend that only checks the clock between search nodes, not inside a long propagation or
// setup, fails. The shared model of the size is built before the clock starts.
TEST(Limits, TimeLimitIsHonouredPromptlyOn64x64) {
    const Grid empty(8);
    const Grid puzzle = blanked(8, 75, 8);
    for (auto [name, options] : every_solver()) {
        SolveOptions warm = options;
        warm.limits.node_limit = 1;
        (void)sudoku::solve(empty, warm);
        for (const Grid* grid : {&empty, &puzzle}) {
            options.max_solutions = grid == &empty ? 0 : 2;
            options.limits.time_limit = std::chrono::milliseconds(50);
            const auto start = std::chrono::steady_clock::now();
            const auto r = sudoku::solve(*grid, options);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const std::string what = name + (grid == &empty ? " on the empty grid" : " on the blanked grid");
            ::testing::Test::RecordProperty(what, std::to_string(seconds));  // in --gtest_output=xml
            EXPECT_LT(seconds, 5.0) << what;
            EXPECT_NE(r.status, csp::Status::Unsatisfiable) << what;
            if (grid == &empty) {
                EXPECT_EQ(r.status, csp::Status::LimitReached) << what;
            }
            expect_valid_solutions(*grid, r, what);
        }
    }
}

}  // namespace
