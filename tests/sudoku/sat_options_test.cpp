// The sat backend's options (the rows sat_mode and sat_NAME of the Sudoku option table) reach its
// solver and change how it searches, never what it answers: every answer passes the validator and
// every count is dlx's.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/backends/backend.hpp"
#include "sudoku/backends/option_table.hpp"
#include "sudoku/format.hpp"

namespace {

using sudoku::Grid;

// AI Escargot without its first given: 155 solutions, found and counted with a few thousand conflicts.
Grid escargot() {
    return sudoku::parse(".....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
}

std::uint64_t counter(const sudoku::SolveResult& r, const std::string& name) {
    for (const auto& [n, v] : r.counters)
        if (n == name) return v;
    return 0;
}

TEST(SatOptions, EveryRowChangesHowNotWhat) {
    const Grid puzzle = escargot();
    const auto dlx = sudoku::solve(puzzle, {.backend = "dlx", .max_solutions = 0});
    ASSERT_TRUE(dlx.complete);
    int rows = 0;
    for (const auto& row : sudoku::solve_option_table()) {
        if (row.reader != sudoku::Setting::Sat) continue;
        ++rows;
        for (std::size_t max : {std::size_t{1}, std::size_t{0}}) {
            sudoku::SolveOptions options{.backend = "sat", .max_solutions = max};
            // Another value of the row: the other end of its range, the other flag, the last choice.
            const csp::OptionValue value = row.get(options);
            switch (row.type) {
                case csp::OptionType::Flag: row.set(options, !std::get<bool>(value)); break;
                case csp::OptionType::Whole:
                    row.set(options, std::get<std::uint64_t>(value) == row.least ? row.least + 1 : row.least);
                    break;
                case csp::OptionType::Real: row.set(options, row.low); break;
                case csp::OptionType::Choice: row.set(options, std::string(row.choices.back())); break;
                default: FAIL() << row.name;
            }
            ASSERT_NE(row.get(options), value) << row.name;
            const auto r = sudoku::solve(puzzle, options);
            ASSERT_FALSE(r.solutions.empty()) << row.name;
            for (const Grid& s : r.solutions) EXPECT_EQ(sudoku::solution_error(puzzle, s), "") << row.name;
            if (max == 0) {
                EXPECT_TRUE(r.complete) << row.name;
                EXPECT_EQ(r.solution_count, dlx.solution_count) << row.name;
            }
        }
    }
    EXPECT_EQ(rows, 16);  // sat_mode and the 15 rows of csp::sat_option_table() it offers
}

TEST(SatOptions, TheyReachTheSolver) {
    const Grid puzzle = escargot();
    sudoku::SolveOptions none{.backend = "sat", .max_solutions = 0};
    none.sat.restarts = csp::SatRestarts::None;
    const auto without = sudoku::solve(puzzle, none);
    EXPECT_EQ(without.stats.restarts, 0u);

    sudoku::SolveOptions luby{.backend = "sat", .max_solutions = 0};
    luby.sat.restarts = csp::SatRestarts::Luby;
    luby.sat.luby_unit = 1;  // a restart after nearly every conflict
    const auto with = sudoku::solve(puzzle, luby);
    EXPECT_GT(with.stats.restarts, 0u);
    EXPECT_GE(with.stats.restarts * 4, counter(with, "conflicts"));
    EXPECT_EQ(with.solution_count, without.solution_count);

    // sat_mode: the same solver, focused or with stable phases, searches differently.
    sudoku::SolveOptions focused{.backend = "sat", .max_solutions = 0, .sat_mode = sudoku::SatMode::Focused};
    sudoku::SolveOptions stable = focused;
    stable.sat_mode = sudoku::SatMode::Stable;
    stable.sat.stable_luby_unit = 1;
    focused.sat.first_reduce = stable.sat.first_reduce = 1;
    const auto a = sudoku::solve(puzzle, focused);
    const auto b = sudoku::solve(puzzle, stable);
    EXPECT_EQ(a.solution_count, b.solution_count);
    EXPECT_NE(a.stats.nodes, b.stats.nodes);
}

TEST(SatOptions, OtherBackendsRefuseThem) {
    EXPECT_FALSE(sudoku::find_backend("csp").reads(sudoku::Setting::Sat));
    EXPECT_FALSE(sudoku::find_backend("dlx").reads(sudoku::Setting::Sat));
    EXPECT_TRUE(sudoku::find_backend("sat").reads(sudoku::Setting::Sat));
    for (auto name : sudoku::sat_mode_names()) EXPECT_EQ(sudoku::to_string(sudoku::sat_mode_from_string(name)), name);
}

}  // namespace
