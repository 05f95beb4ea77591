// Counting stores nothing: with keep_solutions false every backend reports the exact count in
// solution_count and keeps no grid, so counting the solutions of a nearly empty grid runs in
// bounded memory; with keep_solutions true the count and the kept grids agree.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_process.hpp"

namespace {

using sudoku::Grid;

constexpr std::uint64_t kEmpty4x4Solutions = 288;

TEST(Counting, EveryBackendCountsWithoutKeepingSolutions) {
    for (auto name : sudoku::backend_names()) {
        sudoku::SolveOptions options{.backend = std::string(name), .max_solutions = 0, .keep_solutions = false};
        const auto r = sudoku::solve(Grid(2), options);
        EXPECT_EQ(r.status, csp::Status::Satisfied) << name;
        EXPECT_TRUE(r.complete) << name;
        EXPECT_EQ(r.solution_count, kEmpty4x4Solutions) << name;
        EXPECT_TRUE(r.solutions.empty()) << name;
        EXPECT_FALSE(r.unique()) << name;
    }
}

TEST(Counting, KeptSolutionsAgreeWithTheCount) {
    for (auto name : sudoku::backend_names()) {
        const auto r = sudoku::solve(Grid(2), {.backend = std::string(name), .max_solutions = 0});
        EXPECT_EQ(r.solution_count, kEmpty4x4Solutions) << name;
        ASSERT_EQ(r.solutions.size(), kEmpty4x4Solutions) << name;
        std::set<std::vector<int>> distinct;
        for (const Grid& s : r.solutions) {
            EXPECT_EQ(sudoku::solution_error(Grid(2), s), "") << name;
            distinct.insert(s.values());
        }
        EXPECT_EQ(distinct.size(), kEmpty4x4Solutions) << name;
    }
}

TEST(Counting, UniqueFollowsTheCount) {
    Grid one_blank = sudoku::parse("1234341221434321");
    one_blank.set(0, 0);
    const auto r = sudoku::solve(one_blank, {.max_solutions = 2, .keep_solutions = false});
    EXPECT_TRUE(r.unique());
    EXPECT_EQ(r.solution_count, 1u);
}

// The tool counting the 9×9 grid's ~6.7e21 solutions under a 2 s limit, in a process capped at 1 GB
// of address space: before, it kept every grid (~45 MB/s) and a longer run died of bad_alloc.
TEST(Counting, TheToolCountsInBoundedMemory) {
    const std::string tool = std::string(CSP_BINARY_DIR) + "/sudoku";
    for (const char* backend : {"csp", "dlx"}) {
        const auto r =
            csp::testing::run_process("/bin/sh",
                                      std::string("-c 'ulimit -v 1000000; exec ") + tool +
                                          " count - --max 1000000000 --backend " + backend + " --time-limit 2 --stats'",
                                      std::string(81, '.') + "\n");
        EXPECT_EQ(r.exit_code, 1) << backend << ": " << r.err;  // a limit: not every puzzle answered
        EXPECT_NE(r.out.find("limit reached after "), std::string::npos) << backend << ": " << r.out << r.err;
    }
}

// The sat backend blocks each solution it counts with a clause: memory_limit bounds them, and the
// count stops as a memory limit (not a wrong answer, not bad_alloc).
TEST(Counting, SatCountingStopsAtItsMemoryLimit) {
    sudoku::SolveOptions options{.backend = "sat", .max_solutions = 0, .keep_solutions = false};
    options.memory_limit = std::uint64_t{1} << 20;  // 1 MiB: the 9x9 clauses (~0.4 MiB) and ~1,700 blocked solutions
    const auto r = sudoku::solve(Grid(3), options);
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_TRUE(r.memory_limited);
    EXPECT_FALSE(r.complete);
    EXPECT_GT(r.solution_count, 1000u);
    options.memory_limit = 1 << 20;  // the 4x4 count needs less: exact, as without a limit
    const auto small = sudoku::solve(Grid(2), options);
    EXPECT_TRUE(small.complete);
    EXPECT_FALSE(small.memory_limited);
    EXPECT_EQ(small.solution_count, kEmpty4x4Solutions);
    options.memory_limit = 1000;  // less than the 9x9 clauses: refused before building them
    const auto none = sudoku::solve(Grid(3), options);
    EXPECT_EQ(none.status, csp::Status::LimitReached);
    EXPECT_TRUE(none.memory_limited);
    EXPECT_EQ(none.solution_count, 0u);
}

// best-first keeps a frontier of whole states: the memory limit bounds it below its own budget. An
// empty 25x25 grid queues ~24 siblings of ~10 KB per level: 1 MiB is passed a few levels down.
TEST(Counting, BestFirstStopsAtTheMemoryLimit) {
    sudoku::SolveOptions options{.backend = "best-first", .max_solutions = 1, .keep_solutions = false};
    options.memory_limit = std::uint64_t{1} << 20;
    const auto r = sudoku::solve(Grid(5), options);
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_TRUE(r.memory_limited);
    options.max_solutions = 0;  // the 4x4 count fits: exact
    const auto small = sudoku::solve(Grid(2), options);
    EXPECT_TRUE(small.complete);
    EXPECT_FALSE(small.memory_limited);
    EXPECT_EQ(small.solution_count, kEmpty4x4Solutions);
}

}  // namespace
