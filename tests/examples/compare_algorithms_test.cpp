// The comparison table on a tiny configuration: every solution a cell counted is checked again
// here, against the problem as stated; the medians follow their definition; the program prints the
// table's shape and its validation line.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "models/compare_methods.hpp"
#include "models/compare_problems.hpp"
#include "queens_check.hpp"
#include "sudoku/grid.hpp"
#include "test_process.hpp"

namespace ex = csp::examples;

namespace {

using csp::testing::queens_valid;

// The test's own check of a solution of row `key`, written apart from the rows' validators.
std::string recheck(const std::string& key, const csp::Problem& problem, const csp::Assignment& a) {
    if (key == "queens8") return queens_valid(a) && a.size() == 8 ? "" : "queens attack";
    if (key == "sudoku-easy") {
        const sudoku::Grid puzzle = sudoku::parse(ex::kEasySudoku);
        return sudoku::solution_error(puzzle, sudoku::Grid(3, a));  // variables are the cells, row-major
    }
    if (key == "australia") {
        const ex::Map map = ex::australia();
        for (auto [x, y] : map.borders)
            if (a[static_cast<std::size_t>(x)] == a[static_cast<std::size_t>(y)]) return "border";
        return "";
    }
    if (key == "zebra") {
        // The known answer: the Japanese owns the zebra, the Norwegian drinks water.
        const auto house = [&](const char* name) { return a[static_cast<std::size_t>(problem.variable(name))]; };
        if (house("Japanese") != house("zebra") || house("Norwegian") != house("water")) return "wrong zebra answer";
    }
    return csp::violation(problem, a);
}

TEST(CompareAlgorithms, EverySolvedCellHoldsValidSolutions) {
    const ex::CompareLimits limits{.assignments = 20'000, .time = std::chrono::milliseconds(2000)};
    const ex::RandomCspShape shape{.variables = 12, .values = 5, .density = 0.3, .tightness = 0.3};
    std::size_t solved = 0;
    for (const std::string key : {"australia", "queens8", "zebra", "sudoku-easy", "random"}) {
        const ex::CompareRow row = ex::compare_row(key, shape, 3, 11);
        EXPECT_EQ(row.instances.size(), key == "random" ? 3u : 1u);
        for (const ex::CompareMethodInfo& method : ex::compare_methods()) {
            const ex::CompareCell cell = ex::run_compare_cell(method, row, limits, 3, 5);
            EXPECT_EQ(cell.runs.size(), row.instances.size() == 1 && !method.randomized ? 1u : 3u);
            for (std::size_t i = 0; i < cell.runs.size(); ++i) {
                const ex::RunOutcome& run = cell.runs[i];
                EXPECT_NE(run.kind, ex::RunOutcome::Kind::Unsatisfiable)
                    << key << " " << method.key;  // all satisfiable
                if (run.kind != ex::RunOutcome::Kind::Solved) continue;
                ++solved;
                const csp::Problem& problem = row.instances[i % row.instances.size()].problem;
                EXPECT_EQ(recheck(key, problem, run.solution), "") << key << " " << method.key;
                EXPECT_LE(run.assignments, limits.assignments);
            }
        }
    }
    EXPECT_GE(solved, 30u);  // the complete methods solve all of these small problems
}

TEST(CompareAlgorithms, PlantedRandomCspsAreSatisfiableAndSeeded) {
    const ex::RandomCspShape shape{.variables = 10, .values = 4, .density = 0.5, .tightness = 0.5};
    const csp::Problem a = ex::random_csp(shape, 3), b = ex::random_csp(shape, 3), c = ex::random_csp(shape, 4);
    EXPECT_EQ(a.constraints().size(), 23u);  // round(0.5 · 45)
    csp::Solver solver(a, {.max_solutions = 1});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(a, r.solutions[0]), "");
    // Same seed, same tables: the same solutions in the same order.
    EXPECT_EQ(csp::Solver(b, {.max_solutions = 0}).solve().solutions,
              csp::Solver(a, {.max_solutions = 0}).solve().solutions);
    EXPECT_NE(csp::Solver(c, {.max_solutions = 0}).solve().solutions,
              csp::Solver(a, {.max_solutions = 0}).solve().solutions);
}

TEST(CompareAlgorithms, MedianCountsLimitedRunsAsLongest) {
    using Kind = ex::RunOutcome::Kind;
    const auto run = [](Kind kind, std::uint64_t assignments) {
        return ex::RunOutcome{.kind = kind,
                              .assignments = assignments,
                              .checks = assignments * 2,
                              .time = std::chrono::nanoseconds(assignments)};
    };
    ex::CompareCell cell{{run(Kind::Solved, 30), run(Kind::Limit, 5), run(Kind::Solved, 10)}};
    EXPECT_TRUE(cell.median_finished());
    EXPECT_EQ(cell.median_assignments(), 30u);  // 10, 30, limit
    EXPECT_EQ(cell.median_checks(), 60u);
    ex::CompareCell even{{run(Kind::Solved, 7), run(Kind::Solved, 3), run(Kind::Solved, 5), run(Kind::Limit, 1)}};
    EXPECT_EQ(even.median_assignments(), 5u);  // lower median of 3, 5, 7, limit
    ex::CompareCell mostly_limited{{run(Kind::Limit, 1), run(Kind::Solved, 3), run(Kind::Limit, 1)}};
    EXPECT_FALSE(mostly_limited.median_finished());
    EXPECT_EQ(mostly_limited.median_assignments(), std::nullopt);
    EXPECT_EQ(ex::CompareCell{}.median_assignments(), std::nullopt);
}

TEST(CompareAlgorithms, ProgramPrintsTheTable) {
    const auto r =
        csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/examples/compare_algorithms",
                                  "--rows australia,queens8,random --methods bt,fc-mrv,cbj,min-conflicts "
                                  "--runs 2 --random-variables 10 --random-values 4 --node-limit 100000 --markdown");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::istringstream lines(r.out);
    std::vector<std::string> table;
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("| ", 0) == 0 || line.rfind("|-", 0) == 0) table.push_back(line);
    ASSERT_EQ(table.size(), 5u) << r.out;  // heading, rule, three rows
    std::vector<std::string> headings;
    std::istringstream cells(table[0]);
    for (std::string cell; std::getline(cells, cell, '|');) {
        const std::size_t first = cell.find_first_not_of(' ');
        if (first != std::string::npos) headings.push_back(cell.substr(first, cell.find_last_not_of(' ') + 1 - first));
    }
    EXPECT_EQ(headings, (std::vector<std::string>{"problem", "BT", "FC+MRV", "CBJ", "Min-conflicts"}));
    EXPECT_NE(table[2].find("Australia (3 colours)"), std::string::npos);
    EXPECT_NE(table[3].find("8-queens"), std::string::npos);
    EXPECT_EQ(table[3].find("> limit"), std::string::npos) << table[3];  // 8-queens is easy for all four
    // australia: 1+1+1+2 runs, queens: 1+1+1+2, random: 2 instances × 4 methods
    EXPECT_NE(r.out.find("Validated: 18 solutions"), std::string::npos) << r.out;
    const auto bad =
        csp::testing::run_process(std::string(CSP_BINARY_DIR) + "/examples/compare_algorithms", "--rows mars");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("unknown row 'mars'"), std::string::npos) << bad.err;
}

}  // namespace
