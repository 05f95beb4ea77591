#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <vector>

#include "csp/exact_cover/exact_cover.hpp"
#include "examples/models/queens_cover.hpp"

namespace {

/// Independent check of a solution given as matrix rows (row id = rank·n + file, as documented):
/// n queens, no two sharing a rank, a file or a diagonal.
bool valid_queens(int n, const std::vector<int>& rows) {
    if (static_cast<int>(rows.size()) != n) return false;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] < 0 || rows[i] >= n * n) return false;
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            const int r1 = rows[i] / n, f1 = rows[i] % n, r2 = rows[j] / n, f2 = rows[j] % n;
            if (r1 == r2 || f1 == f2 || r1 - f1 == r2 - f2 || r1 + f1 == r2 + f2) return false;
        }
    }
    return true;
}

TEST(QueensExactCover, CountsMatchTheKnownSequence) {
    // OEIS A000170: solutions of the n-queens problem.
    const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        csp::ExactCover cover = csp::examples::queens_cover(n);
        EXPECT_EQ(cover.rows(), n * n);
        EXPECT_EQ(cover.primary_columns(), 2 * n);
        EXPECT_EQ(cover.secondary_columns(), 2 * (2 * n - 1));
        const auto result = cover.solve({.max_solutions = 0});
        EXPECT_TRUE(result.complete);
        EXPECT_EQ(result.solution_count, expected[n - 1]);
        ASSERT_EQ(result.solutions.size(), expected[n - 1]);
        std::set<std::vector<int>> distinct;
        for (auto rows : result.solutions) {
            EXPECT_TRUE(valid_queens(n, rows));
            std::sort(rows.begin(), rows.end());
            distinct.insert(rows);
        }
        EXPECT_EQ(distinct.size(), result.solutions.size());
        EXPECT_EQ(result.status, expected[n - 1] ? csp::Status::Satisfied : csp::Status::Unsatisfiable);
    }
}

TEST(QueensExactCover, FirstSolutionForLargerBoards) {
    for (int n : {12, 20, 30}) {
        csp::ExactCover cover = csp::examples::queens_cover(n);
        const auto result = cover.solve();
        ASSERT_EQ(result.status, csp::Status::Satisfied);
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_TRUE(valid_queens(n, result.solutions[0])) << "n = " << n;
        // queens_ranks puts the queen of each file on its rank.
        const auto ranks = csp::examples::queens_ranks(n, result.solutions[0]);
        for (int row : result.solutions[0]) EXPECT_EQ(ranks[static_cast<std::size_t>(row % n)], row / n + 1);
    }
}

TEST(QueensExactCover, RejectsEmptyBoard) { EXPECT_THROW(csp::examples::queens_cover(0), std::invalid_argument); }

}  // namespace
