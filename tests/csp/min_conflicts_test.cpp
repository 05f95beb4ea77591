// Min-conflicts: every answer is checked by a validator that shares nothing with the search
// (pairwise attacks for queens, csp::violation for problems).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/local/min_conflicts.hpp"
#include "test_models.hpp"

namespace {

// O(n) attack check with its own occupancy tables, for boards too big for the pairwise check.
bool queens_valid_linear(const std::vector<int>& rows) {
    const std::size_t n = rows.size();
    std::vector<char> row(n, 0), diagonal(2 * n, 0), antidiagonal(2 * n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        const auto r = static_cast<std::size_t>(rows[c]);
        if (r >= n || row[r] || diagonal[c + r] || antidiagonal[c + n - r]) return false;
        row[r] = diagonal[c + r] = antidiagonal[c + n - r] = 1;
    }
    return true;
}

TEST(MinConflicts, QueensModelSolvesBoardsOfEightToAThousand) {
    for (int n : {8, 9, 10, 25, 100, 1000})
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            csp::QueensConflicts board(n);
            const csp::MinConflictsResult r = csp::min_conflicts(board, {.seed = seed});
            ASSERT_EQ(r.status, csp::Status::Satisfied) << "n = " << n << ", seed " << seed;
            ASSERT_EQ(r.assignment.size(), static_cast<std::size_t>(n));
            EXPECT_TRUE(csp::testing::queens_valid(r.assignment)) << "n = " << n << ", seed " << seed;
            EXPECT_EQ(r.conflicted_variables, 0);
            for (int c = 0; c < n; ++c) EXPECT_EQ(board.value(c), r.assignment[static_cast<std::size_t>(c)]);
        }
}

TEST(MinConflicts, OneQueenIsSolvedAndThreeCannotBe) {
    csp::QueensConflicts one(1);
    EXPECT_EQ(csp::min_conflicts(one).status, csp::Status::Satisfied);
    csp::QueensConflicts three(3);  // no solution: local search gives up after max_steps
    const csp::MinConflictsResult r = csp::min_conflicts(three, {.max_steps = 500});
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_EQ(r.steps, 500u);
    EXPECT_GT(r.conflicted_variables, 0);
    EXPECT_FALSE(csp::testing::queens_valid(r.assignment));
    EXPECT_THROW(csp::QueensConflicts(0), csp::ModelError);
    EXPECT_THROW(csp::QueensConflicts(-5), csp::ModelError);
}

TEST(MinConflicts, GenericProblemQueensAndColourings) {
    for (int n : {4, 8, 20, 40})
        for (std::uint64_t seed : {5u, 6u}) {
            const csp::Problem p = csp::testing::queens(n);
            const csp::MinConflictsResult r = csp::min_conflicts(p, {.seed = seed});
            ASSERT_EQ(r.status, csp::Status::Satisfied) << "n = " << n;
            EXPECT_EQ(csp::violation(p, r.assignment), "");
            EXPECT_TRUE(csp::testing::queens_valid(r.assignment));
        }
    const csp::Problem map = csp::testing::australia(3);
    const csp::MinConflictsResult r = csp::min_conflicts(map, {.seed = 11});
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(map, r.assignment), "");
}

TEST(MinConflicts, LabelsAndUnaryConstraintsAreRespected) {
    // Values are labels (here 10, 20, 30), and a removed value must never be chosen.
    csp::Problem p;
    for (int i = 0; i < 5; ++i) p.add_variable("v" + std::to_string(i), std::vector<int>{10, 20, 30});
    for (int i = 0; i + 1 < 5; ++i) p.add_constraint(i, i + 1, csp::not_equal());
    p.remove_value(0, 10);
    p.remove_value(0, 20);
    p.remove_value(1, 20);
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const csp::MinConflictsResult r = csp::min_conflicts(p, {.seed = seed});
        ASSERT_EQ(r.status, csp::Status::Satisfied);
        EXPECT_EQ(csp::violation(p, r.assignment), "");
        EXPECT_EQ(r.assignment[0], 30);
    }
}

TEST(MinConflicts, NaryConstraintsCountAsConflicts) {
    // A 4×4 Latin square by all-different rows and columns: only the n-ary checks forbid repeats.
    csp::Problem p;
    for (int i = 0; i < 16; ++i) p.add_variable("c" + std::to_string(i), 1, 4);
    for (int k = 0; k < 4; ++k) {
        std::vector<csp::VarId> row, column;
        for (int j = 0; j < 4; ++j) row.push_back(4 * k + j), column.push_back(4 * j + k);
        csp::add_all_different(p, row, csp::AllDifferentStrength::Value);
        csp::add_all_different(p, column, csp::AllDifferentStrength::Value);
    }
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const csp::MinConflictsResult r = csp::min_conflicts(p, {.max_steps = 200'000, .seed = seed});
        ASSERT_EQ(r.status, csp::Status::Satisfied) << "seed " << seed;
        EXPECT_EQ(csp::violation(p, r.assignment), "");
    }
}

TEST(MinConflicts, UnsolvableProblemsEndAtTheLimit) {
    const csp::Problem two_colours = csp::testing::australia(2);  // WA, NT, SA form a triangle
    const csp::MinConflictsResult r = csp::min_conflicts(two_colours, {.max_steps = 300, .seed = 4});
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_EQ(r.steps, 300u);
    EXPECT_GT(r.conflicted_variables, 0);
    EXPECT_NE(csp::violation(two_colours, r.assignment), "");

    const csp::MinConflictsResult limited = csp::min_conflicts(
        two_colours, {.max_steps = std::numeric_limits<std::uint64_t>::max(), .limits = {.node_limit = 40}});
    EXPECT_EQ(limited.status, csp::Status::LimitReached);
    EXPECT_EQ(limited.steps, 40u);

    // No steps allowed means none taken: the unsatisfiable problem is given up at once (0 once
    // meant "no limit", and this call never returned).
    const csp::MinConflictsResult none = csp::min_conflicts(two_colours, {.max_steps = 0});
    EXPECT_EQ(none.status, csp::Status::LimitReached);
    EXPECT_EQ(none.steps, 0u);
    EXPECT_NE(csp::violation(two_colours, none.assignment), "");

    csp::Problem empty = csp::testing::australia(3);
    empty.restrict(2, [](int) { return false; });
    EXPECT_EQ(csp::min_conflicts(empty).status, csp::Status::Unsatisfiable);
}

TEST(MinConflicts, SameSeedSameRun) {
    const csp::Problem p = csp::testing::queens(30);
    const auto a = csp::min_conflicts(p, {.seed = 99});
    const auto b = csp::min_conflicts(p, {.seed = 99});
    EXPECT_EQ(a.assignment, b.assignment);
    EXPECT_EQ(a.steps, b.steps);
}

#ifdef NDEBUG
// A million queens (Minton et al. 1992): about a second in Release; skipped in Debug and
// sanitizer builds, where the benchmark is the place for it.
TEST(MinConflicts, AMillionQueens) {
    csp::QueensConflicts board(1'000'000);
    const csp::MinConflictsResult r = csp::min_conflicts(board, {.seed = 1});
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(queens_valid_linear(r.assignment));
}
#endif

TEST(MinConflicts, LinearValidatorAgreesWithPairwiseCheck) {
    // The validator used for the big board, checked against the pairwise one on small boards.
    csp::Random rng(3);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<int> rows(6);
        for (int& r : rows) r = static_cast<int>(rng.below(6));
        EXPECT_EQ(queens_valid_linear(rows), csp::testing::queens_valid(rows));
    }
    EXPECT_TRUE(queens_valid_linear({1, 3, 0, 2}));
}

}  // namespace
