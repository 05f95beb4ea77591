// The `sat` backend: every solution passes the independent validator, and its solution counts agree
// with the exact-cover backend on the bundled fixtures, the example puzzle files up to 16×16 and on puzzles with
// many solutions (counting uses blocking clauses on one incremental solver).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/grid.hpp"
#include "test_grids.hpp"

namespace {

using sudoku::Grid;

sudoku::SolveResult run(const Grid& puzzle, const std::string& backend, std::size_t max_solutions,
                        csp::SearchLimits limits = {}) {
    return sudoku::solve(puzzle, {.backend = backend, .max_solutions = max_solutions, .limits = limits});
}

using sudoku::testing::read_grids;

void expect_valid(const Grid& puzzle, const sudoku::SolveResult& r, const std::string& what) {
    for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, s), "") << what;
}

TEST(SatBackend, IsRegistered) {
    const auto names = sudoku::backend_names();
    EXPECT_NE(std::find(names.begin(), names.end(), "sat"), names.end());
    EXPECT_EQ(sudoku::find_backend("sat").name(), "sat");
    EXPECT_FALSE(sudoku::find_backend("sat").description().empty());
}

TEST(SatBackend, SolvesTheFixturesUniquely) {
    std::ifstream in(std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt");
    std::string line;
    int checked = 0;
    for (int n = 1; std::getline(in, line); ++n) {
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        const Grid puzzle = sudoku::parse(line.substr(0, colon));
        const Grid solution = sudoku::parse(line.substr(colon + 1));
        const auto r = run(puzzle, "sat", 2);
        SCOPED_TRACE("fixture line " + std::to_string(n));
        ASSERT_EQ(r.status, csp::Status::Satisfied);
        EXPECT_TRUE(r.unique());
        ASSERT_EQ(r.solutions.size(), 1u);
        EXPECT_EQ(sudoku::solution_error(puzzle, r.solutions[0]), "");
        EXPECT_EQ(r.solutions[0], solution);
        EXPECT_EQ(r.stats.solutions, 1u);
        ASSERT_GE(r.counters.size(), 4u);
        EXPECT_EQ(r.counters[0].first, "conflicts");
        EXPECT_EQ(r.counters[0].second, r.stats.backtracks);
        // Every fixture has open cells, so candidate variables, even where the root deductions
        // leave one candidate per cell (then nothing is left for propagation to do).
        EXPECT_EQ(r.counters[3].first, "variables");
        EXPECT_GT(r.counters[3].second, 0u);
        ++checked;
    }
    EXPECT_GE(checked, 10);
}

TEST(SatBackend, SolvesTheExamplePuzzleFilesLikeDlx) {
    const std::filesystem::path dir = std::filesystem::path(CSP_SOURCE_DIR) / "examples" / "puzzles";
    int checked = 0;
    for (const auto& file : std::filesystem::directory_iterator(dir)) {
        if (file.path().extension() != ".txt") continue;
        const std::vector<Grid> puzzles = read_grids(file.path().string());
        std::filesystem::path answers = file.path();
        answers.replace_extension(".solution");
        const std::vector<Grid> solutions = read_grids(answers.string());
        ASSERT_EQ(puzzles.size(), solutions.size()) << file.path();
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            const std::string what = file.path().filename().string() + " #" + std::to_string(i + 1);
            const auto sat = run(puzzles[i], "sat", 2);
            ASSERT_EQ(sat.solutions.size(), 1u) << what;
            EXPECT_TRUE(sat.unique()) << what;
            // dlx needs minutes to prove the 25×25 one unique; there the solution file is the check.
            if (puzzles[i].side() <= 16) {
                const auto dlx = run(puzzles[i], "dlx", 2);
                EXPECT_EQ(sat.status, dlx.status) << what;
                EXPECT_EQ(sat.complete, dlx.complete) << what;
                EXPECT_EQ(sat.solutions.size(), dlx.solutions.size()) << what;
            }
            EXPECT_EQ(sat.solutions[0], solutions[i]) << what;
            expect_valid(puzzles[i], sat, what);
            ++checked;
        }
    }
    EXPECT_GE(checked, 15);
}

TEST(SatBackend, SolvesAMinimal25x25BothWays) {
    // One of Alain Frisch's minimal 25×25 puzzles, which no other backend here solves in seconds:
    // the one-model settings (stable phases, reason bumping; max_solutions = 1) and the counting
    // search (focused, then a proof that no other solution exists) reach the same, bundled solution.
    const std::string& dir = sudoku::testing::kPuzzles;
    const std::vector<Grid> puzzle = read_grids(dir + "25x25_minimal.txt");
    const std::vector<Grid> solution = read_grids(dir + "25x25_minimal.solution");
    ASSERT_EQ(puzzle.size(), 1u);
    ASSERT_EQ(solution.size(), 1u);
    ASSERT_EQ(puzzle[0].side(), 25);
    const auto first = run(puzzle[0], "sat", 1);
    ASSERT_EQ(first.status, csp::Status::Satisfied);
    ASSERT_EQ(first.solutions.size(), 1u);
    EXPECT_EQ(first.solutions[0], solution[0]);
    expect_valid(puzzle[0], first, "25x25_minimal, first");
    const auto counted = run(puzzle[0], "sat", 2);
    EXPECT_TRUE(counted.unique());
    ASSERT_EQ(counted.solutions.size(), 1u);
    EXPECT_EQ(counted.solutions[0], solution[0]);
    expect_valid(puzzle[0], counted, "25x25_minimal, counted");
    EXPECT_GT(first.stats.backtracks, 100u);  // a real search: it took conflicts, not propagation alone
}

TEST(SatBackend, CountsEverySolutionLikeDlx) {
    // The empty 4×4 grid has 288 solutions; 9×9 puzzles with givens removed have several. Every
    // solution is found once (the sets agree with dlx's, not only the counts).
    std::vector<Grid> puzzles{Grid(2)};
    Grid open = sudoku::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int cell = 0; cell < 81; cell += 2) open.set(cell, 0);  // 41 blanks: many solutions
    for (int cell = 1; cell < 81; cell += 9) open.set(cell, 0);
    puzzles.push_back(open);
    Grid fewer = sudoku::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    fewer.set(0, 0);
    fewer.set(1, 0);
    fewer.set(4, 0);
    puzzles.push_back(fewer);
    for (const Grid& puzzle : puzzles) {
        const auto sat = run(puzzle, "sat", 0);
        const auto dlx = run(puzzle, "dlx", 0);
        ASSERT_TRUE(dlx.complete);
        EXPECT_TRUE(sat.complete);
        EXPECT_EQ(sat.status, csp::Status::Satisfied);
        EXPECT_EQ(sat.solutions.size(), dlx.solutions.size());
        EXPECT_GT(sat.solutions.size(), 1u);
        const std::set<std::vector<int>> a = [&] {
            std::set<std::vector<int>> s;
            for (const Grid& g : sat.solutions) s.insert(g.values());
            return s;
        }();
        std::set<std::vector<int>> b;
        for (const Grid& g : dlx.solutions) b.insert(g.values());
        EXPECT_EQ(a, b);
        EXPECT_EQ(a.size(), sat.solutions.size());  // no solution twice
        expect_valid(puzzle, sat, "counted");
    }
    EXPECT_EQ(run(Grid(2), "sat", 0).solutions.size(), 288u);

    // Counting stops at max_solutions: not complete, exactly that many.
    const auto capped = run(Grid(2), "sat", 5);
    EXPECT_EQ(capped.solutions.size(), 5u);
    EXPECT_FALSE(capped.complete);
    EXPECT_EQ(capped.status, csp::Status::Satisfied);
}

TEST(SatBackend, ReportsNoSolution) {
    // Consistent givens, no solution, found only by searching (tdoku's test set).
    const Grid searched =
        sudoku::parse("1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.");
    const auto r = run(searched, "sat", 2);
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(r.complete);
    EXPECT_TRUE(r.solutions.empty());
    EXPECT_EQ(run(searched, "dlx", 2).status, csp::Status::Unsatisfiable);

    // r1c9 has no candidate left: 1-8 in its row, 9 in its column. The clause set is empty-clause
    // unsatisfiable before any search.
    Grid blocked(3);
    for (int c = 0; c < 8; ++c) blocked.set(c, c + 1);
    blocked.set(9 * 4 + 8, 9);
    ASSERT_FALSE(sudoku::find_conflict(blocked));
    const auto b = run(blocked, "sat", 2);
    EXPECT_EQ(b.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(b.complete);
    EXPECT_EQ(b.stats.nodes, 0u);
}

TEST(SatBackend, ASolvedGridIsItsOwnUniqueSolution) {
    const Grid full =
        sudoku::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    const auto r = run(full, "sat", 2);
    EXPECT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(r.unique());
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(r.solutions[0], full);
    EXPECT_EQ(r.counters[3], (std::pair<std::string, std::uint64_t>{"variables", 0}));
}

TEST(SatBackend, LargeGroupsKeepTheirSolutions) {
    // 36×36: cells and units with more than 25 candidates get the product at-most-one encoding
    // instead of pairwise binaries. A known solution with 80% of its cells blanked (40 cells keep 26
    // candidates) still has a solution (the encoding does not exclude one), and whatever is found
    // is valid (it does not admit two values in a cell or a unit).
    const int box = 6;
    const int side = box * box;
    std::vector<int> values(static_cast<std::size_t>(side * side));
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c)
            values[static_cast<std::size_t>(r * side + c)] = (box * (r % box) + r / box + c) % side + 1;
    const Grid full(box, values);
    ASSERT_EQ(sudoku::solution_error(Grid(box), full), "");
    Grid open = full;
    for (int cell = 0; cell < side * side; ++cell)
        if (cell * 7919 % 10 < 8) open.set(cell, 0);
    const auto r = run(open, "sat", 1);
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    ASSERT_EQ(r.solutions.size(), 1u);
    expect_valid(open, r, "36x36");
}

TEST(SatBackend, PortfolioAgreesWithOneSolver) {
    // Two differently seeded solvers on their own threads: the first answer wins, counts stay exact.
    Grid open = sudoku::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int cell = 0; cell < 81; cell += 2) open.set(cell, 0);
    const auto one = run(open, "sat", 0);
    for (int k : {2, 3}) {
        const auto many = sudoku::solve(open, {.backend = "sat", .max_solutions = 0, .portfolio = k});
        EXPECT_TRUE(many.complete);
        EXPECT_EQ(many.solutions.size(), one.solutions.size());
        expect_valid(open, many, "portfolio");
    }
    const std::vector<Grid> big = read_grids(std::string(CSP_SOURCE_DIR) + "/examples/puzzles/25x25.txt");
    ASSERT_FALSE(big.empty());
    const auto unique = sudoku::solve(big[0], {.backend = "sat", .max_solutions = 2, .portfolio = 2});
    EXPECT_TRUE(unique.unique());
    expect_valid(big[0], unique, "25x25 portfolio");

    const std::atomic<bool> cancelled{true};
    const auto cancel = sudoku::solve(
        Grid(4), {.backend = "sat", .max_solutions = 0, .limits = {.cancel = &cancelled}, .portfolio = 2});
    EXPECT_EQ(cancel.status, csp::Status::LimitReached);
    EXPECT_TRUE(cancel.solutions.empty());
}

TEST(SatBackend, LimitsStopTheSearchWithoutAFalseAnswer) {
    const Grid empty(4);  // 16×16, enumerating all solutions cannot finish
    const auto nodes = run(empty, "sat", 0, {.node_limit = 50});
    EXPECT_EQ(nodes.status, csp::Status::LimitReached);
    EXPECT_FALSE(nodes.complete);
    EXPECT_LE(nodes.stats.nodes, 50u);
    expect_valid(empty, nodes, "node limit");

    const std::atomic<bool> cancelled{true};
    const auto cancel = run(empty, "sat", 0, {.cancel = &cancelled});
    EXPECT_EQ(cancel.status, csp::Status::LimitReached);
    EXPECT_TRUE(cancel.solutions.empty());  // the flag is read while the clauses are built
}

// The clauses of an empty 256×256 grid would take some 3 GB: the backend stops at once with a limit
// (and says why in its counters) instead of growing until bad_alloc.
TEST(SatBackend, AGridBeyondItsMemoryBudgetIsALimit) {
    const auto r = sudoku::solve(Grid(16), {.backend = "sat", .max_solutions = 1});
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_FALSE(r.complete);
    EXPECT_TRUE(r.solutions.empty());
    EXPECT_TRUE(r.memory_limited);  // stopped by the limit, not by running out of memory (no timing: see bench/)
    bool said = false;
    for (const auto& [name, value] : r.counters) said = said || name.starts_with("memory limit reached");
    EXPECT_TRUE(said);
}

}  // namespace
