// The examples search with random ties and restarts by default (models/example_cli.hpp); with the
// nogoods recorded at each restart, counts stay exact: the N-Queens counts for n = 1..12 (OEIS
// A000170), every solution kept checked for attacks and found once.
#include <gtest/gtest.h>

#include <set>

#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"
#include "queens_check.hpp"

namespace ex = csp::examples;

namespace {

constexpr std::uint64_t kQueens[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};

TEST(RestartDefault, TheExamplesRestartWithRandomTies) {
    const csp::SolverOptions options = ex::SearchFlags{}.solver;
    EXPECT_TRUE(options.random_ties);
    EXPECT_NE(options.restarts, csp::RestartPolicy::None);
    EXPECT_TRUE(options.nogoods);
}

TEST(RestartDefault, KeepsTheQueensCountsExact) {
    for (int n = 1; n <= 12; ++n) {
        const csp::Problem p = ex::queens_problem(n);
        csp::SolverOptions options = ex::counting_all(ex::SearchFlags{}.solver);
        options.keep_solutions = n <= 8;
        // A small first cutoff, so that small boards restart too.
        for (const std::uint64_t base : {std::uint64_t{2}, options.restart_base}) {
            options.restart_base = base;
            const csp::Result r = csp::Solver(p, options).solve();
            EXPECT_TRUE(r.complete) << "n=" << n;
            EXPECT_EQ(r.solution_count, kQueens[n - 1]) << "n=" << n << " base " << base;
            if (options.keep_solutions) {
                const std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
                EXPECT_EQ(distinct.size(), r.solutions.size()) << "n=" << n << ": a solution found twice";
                for (const csp::Assignment& s : r.solutions) EXPECT_TRUE(csp::testing::queens_valid(s)) << "n=" << n;
            }
            if (n >= 8 && base == 2) {
                EXPECT_GT(r.stats.restarts, 0u) << "n=" << n;
            }
        }
    }
}

}  // namespace
