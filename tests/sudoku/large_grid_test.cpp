// The csp backend with the large-grid strategies (restarts, nogoods, dom/wdeg, random ties, group
// reasoning): every answer checked by the independent validator and against known solutions, and
// uniqueness verdicts compared with the exact-cover backend.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/backends/backend.hpp"
#include "sudoku/format.hpp"
#include "sudoku/geometry.hpp"
#include "test_grids.hpp"

namespace {

struct Fixture {
    std::string name;
    sudoku::Grid puzzle, solution;
};

std::vector<Fixture> fixtures(int max_side) {
    std::ifstream in(std::string(CSP_TEST_DATA_DIR) + "/sudoku_fixtures.txt");
    std::vector<Fixture> out;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        Fixture f{"line " + std::to_string(n), sudoku::parse(line.substr(0, colon)),
                  sudoku::parse(line.substr(colon + 1))};
        if (f.puzzle.side() <= max_side) out.push_back(std::move(f));
    }
    return out;
}

// A solved 9×9 fixture with the values 1..k blanked: it has at least k! solutions (the relabellings
// of those values).
sudoku::Grid open_puzzle(int k) {
    sudoku::Grid open = fixtures(9).at(1).solution;
    for (int cell = 0; cell < open.cells(); ++cell)
        if (open[cell] <= k) open.set(cell, 0);
    return open;
}

// Every solution, by the exact-cover backend (independent of the engine).
sudoku::SolveResult all_by_exact_cover(const sudoku::Grid& puzzle) {
    sudoku::SolveOptions dlx;
    dlx.backend = "dlx";
    dlx.max_solutions = 0;
    sudoku::SolveResult r = sudoku::solve(puzzle, dlx);
    EXPECT_TRUE(r.complete);
    return r;
}

sudoku::SolveOptions large_grid_options(csp::GroupReasoning reasoning, csp::VariableOrder order, std::uint64_t seed) {
    sudoku::SolveOptions o;
    o.search.variable_order = order;
    o.reasoning = reasoning;
    o.search.restarts = csp::RestartPolicy::Luby;
    o.search.restart_base = 4;  // small, so these easy puzzles restart too
    o.search.random_ties = true;
    o.search.seed = seed;
    return o;
}

TEST(LargeGridStrategies, FixturesSolvedAndUniquenessAgreesWithExactCover) {
    const csp::GroupReasoning levels[] = {csp::GroupReasoning::None, csp::GroupReasoning::Intersections,
                                          csp::GroupReasoning::Subsets, csp::GroupReasoning::Full};
    for (const Fixture& f : fixtures(9))
        for (auto level : levels)
            for (auto order : {csp::VariableOrder::Mrv, csp::VariableOrder::DomWdeg}) {
                sudoku::SolveOptions o = large_grid_options(level, order, 11);
                o.max_solutions = 2;
                const sudoku::SolveResult r = sudoku::solve(f.puzzle, o);
                const std::string what =
                    f.name + " " + std::string(csp::to_string(level)) + " " + std::string(csp::to_string(order));
                ASSERT_EQ(r.solutions.size(), 1u) << what;
                EXPECT_TRUE(r.complete) << what;
                EXPECT_EQ(sudoku::solution_error(f.puzzle, r.solutions[0]), "") << what;
                EXPECT_EQ(r.solutions[0], f.solution) << what;
            }
}

// A portfolio of differently seeded searches gives the answers of one search: the same unique
// solution and verdict on every fixture up to 16×16, and the same count on a puzzle with many.
TEST(LargeGridStrategies, PortfolioAnswersMatchOneThread) {
    for (const Fixture& f : fixtures(16)) {
        sudoku::SolveOptions one;
        one.max_solutions = 2;
        sudoku::SolveOptions many = one;
        many.portfolio = 3;
        const sudoku::SolveResult single = sudoku::solve(f.puzzle, one), parallel = sudoku::solve(f.puzzle, many);
        ASSERT_EQ(parallel.solutions.size(), 1u) << f.name;
        EXPECT_EQ(parallel.status, single.status) << f.name;
        EXPECT_EQ(parallel.complete, single.complete) << f.name;
        EXPECT_EQ(parallel.solutions, single.solutions) << f.name;
        EXPECT_EQ(sudoku::solution_error(f.puzzle, parallel.solutions[0]), "") << f.name;
    }
    const sudoku::Grid open = open_puzzle(3);
    const std::size_t expected = all_by_exact_cover(open).solutions.size();
    ASSERT_GE(expected, 6u);
    sudoku::SolveOptions all;
    all.max_solutions = 0;
    all.portfolio = 2;
    const sudoku::SolveResult parallel = sudoku::solve(open, all);
    EXPECT_TRUE(parallel.complete);
    EXPECT_EQ(parallel.solutions.size(), expected);
    for (const sudoku::Grid& g : parallel.solutions) EXPECT_EQ(sudoku::solution_error(open, g), "");
}

TEST(LargeGridStrategies, CountsOfAnOpenPuzzleMatchExactCover) {
    // Restarts with nogoods must count each of the solutions exactly once.
    const sudoku::Grid open = open_puzzle(4);
    const sudoku::SolveResult expected = all_by_exact_cover(open);
    ASSERT_GE(expected.solutions.size(), 24u);
    for (auto level : {csp::GroupReasoning::None, csp::GroupReasoning::Full}) {
        sudoku::SolveOptions o = large_grid_options(level, csp::VariableOrder::DomWdeg, 5);
        o.max_solutions = 0;
        o.search.restart_base = 1;
        const sudoku::SolveResult r = sudoku::solve(open, o);
        EXPECT_TRUE(r.complete);
        EXPECT_GT(r.stats.restarts, 0u);
        ASSERT_EQ(r.solutions.size(), expected.solutions.size()) << csp::to_string(level);
        for (const auto& s : r.solutions) ASSERT_EQ(sudoku::solution_error(open, s), "");
        std::vector<sudoku::Grid> a = r.solutions, b = expected.solutions;
        auto less = [](const sudoku::Grid& x, const sudoku::Grid& y) { return x.values() < y.values(); };
        std::sort(a.begin(), a.end(), less);
        std::sort(b.begin(), b.end(), less);
        EXPECT_TRUE(a == b);
    }
}

TEST(LargeGridStrategies, PeersOfA64By64GridAreRight) {
    const sudoku::Geometry& g = sudoku::Geometry::of(8);
    for (int cell : {0, 63, 64 * 9 + 17, 4095}) {
        std::vector<int> expected;
        for (int other = 0; other < g.cells(); ++other)
            if (other != cell &&
                (g.row(other) == g.row(cell) || g.column(other) == g.column(cell) || g.box_of(other) == g.box_of(cell)))
                expected.push_back(other);
        const auto peers = g.peers(cell);
        EXPECT_TRUE(std::equal(peers.begin(), peers.end(), expected.begin(), expected.end())) << cell;
    }
}

#ifdef NDEBUG
// Slow under a Debug build: the search takes about 20,000 nodes.
TEST(LargeGridStrategies, TwentyFiveByTwentyFiveByTheEngine) {
    const std::string& dir = sudoku::testing::kPuzzles;
    auto load = [&](const std::string& name) {
        std::ifstream in(dir + name);
        std::stringstream text;
        text << in.rdbuf();
        return sudoku::parse(text.str());
    };
    const sudoku::Grid puzzle = load("25x25.txt"), solution = load("25x25.solution");
    sudoku::SolveOptions o = large_grid_options(csp::GroupReasoning::Intersections, csp::VariableOrder::Mrv, 1);
    o.search.restart_base = 100;
    const sudoku::SolveResult r = sudoku::solve(puzzle, o);
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(sudoku::solution_error(puzzle, r.solutions[0]), "");
    EXPECT_EQ(r.solutions[0], solution);
}
#endif

}  // namespace
