// N-Queens example: solution counts of both models against the known sequence (OEIS A000170),
// first solutions for n = 200 (and 50 with all-different), every placement checked for attacks.
#include <gtest/gtest.h>

#include <set>
#include <string_view>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "models/queens.hpp"
#include "queens_check.hpp"

namespace ex = csp::examples;

namespace {

using csp::testing::queens_valid;

// The binary model of n queens: one constraint per pair, and a first solution with MAC, MRV and a
// seeded random value order that places every queen on the board, attack-free.
void expect_first_solution_with_mac_and_mrv(const csp::Problem& p, int n) {
    ASSERT_EQ(p.constraints().size(), static_cast<std::size_t>(n * (n - 1) / 2));
    csp::Solver solver(p, {.inference = csp::Inference::Mac,
                           .variable_order = csp::VariableOrder::Mrv,
                           .value_order = csp::ValueOrder::Random,
                           .seed = 1});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    const csp::Assignment& rows = r.solutions.front();
    ASSERT_EQ(rows.size(), static_cast<std::size_t>(n));
    for (int row : rows) EXPECT_TRUE(row >= 1 && row <= n);
    EXPECT_TRUE(queens_valid(rows));
}

}  // namespace

TEST(Queens, CountsMatchTheKnownSequence) {
    // Number of n-queens solutions, n = 1..10 (OEIS A000170).
    const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
    for (int n = 1; n <= 10; ++n) {
        const csp::Problem p = ex::queens_problem(n);
        csp::Solver solver(p, {.variable_order = csp::VariableOrder::Mrv, .max_solutions = 0});
        const csp::Result r = solver.solve();
        EXPECT_TRUE(r.complete) << n;
        EXPECT_EQ(r.solution_count, expected[n - 1]) << "n = " << n;
        std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(distinct.size(), r.solutions.size()) << n;
        for (const auto& s : r.solutions) {
            ASSERT_EQ(s.size(), static_cast<std::size_t>(n));
            for (int row : s) EXPECT_TRUE(row >= 1 && row <= n);
            EXPECT_TRUE(queens_valid(s)) << "n = " << n;
        }
    }
}

TEST(Queens, AllDifferentModelCountsMatchTheBinaryModelAtEveryStrength) {
    const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};  // OEIS A000170
    std::vector<csp::Result> binaries;
    for (int n = 1; n <= 12; ++n) {
        const csp::Problem reference = ex::queens_problem(n);  // the Solver keeps a reference
        binaries.push_back(csp::Solver(reference, {.max_solutions = 0}).solve());
        EXPECT_EQ(binaries.back().solution_count, expected[n - 1]) << "binary model, n = " << n;
        for (const auto& s : binaries.back().solutions) EXPECT_TRUE(queens_valid(s)) << "binary model, n = " << n;
    }
    for (const std::string_view name : csp::all_different_strength_names()) {
        const csp::AllDifferentStrength strength = csp::all_different_strength_from_string(name);
        for (int n = 1; n <= 12; ++n) {
            const csp::Result& binary = binaries[static_cast<std::size_t>(n - 1)];
            const csp::Problem p = ex::queens_alldiff_problem(n, strength);
            ASSERT_EQ(p.num_variables(), n);  // offsets, no auxiliary variables
            const csp::Result r = csp::Solver(p, {.max_solutions = 0}).solve();
            EXPECT_TRUE(r.complete) << name << " n = " << n;
            EXPECT_EQ(r.solution_count, expected[n - 1]) << name << " n = " << n;
            EXPECT_EQ(r.solution_count, binary.solution_count) << name << " n = " << n;
            // The same placements as the binary model, each attack-free.
            std::set<csp::Assignment> rows;
            for (const auto& s : r.solutions) {
                const csp::Assignment q(s.begin(), s.begin() + n);
                EXPECT_TRUE(queens_valid(q)) << name << " n = " << n;
                rows.insert(q);
            }
            EXPECT_EQ(rows, std::set<csp::Assignment>(binary.solutions.begin(), binary.solutions.end()))
                << name << " n = " << n;
        }
    }
}

TEST(Queens, AllDifferentModelFindsAFirstSolutionForFiftyQueens) {
    const int n = 50;
    const csp::Problem p = ex::queens_alldiff_problem(n, csp::AllDifferentStrength::Domain);
    csp::Solver solver(p,
                       {.variable_order = csp::VariableOrder::Mrv, .value_order = csp::ValueOrder::Random, .seed = 1});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(queens_valid(csp::Assignment(r.solutions.front().begin(), r.solutions.front().begin() + n)));
}

TEST(Queens, CountsAgreeAcrossInference) {
    for (const auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
        const csp::Problem p = ex::queens_problem(8);
        csp::Solver solver(p, {.inference = inference, .max_solutions = 0, .keep_solutions = false});
        EXPECT_EQ(solver.solve().solution_count, 92u) << to_string(inference);
    }
}

TEST(Queens, FirstSolutionWithMacAndMrv) {
    const csp::Problem p = ex::queens_problem(40);
    csp::Solver solver(p, {.inference = csp::Inference::Mac,
                           .variable_order = csp::VariableOrder::Mrv,
                           .value_order = csp::ValueOrder::Random,
                           .seed = 1});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(queens_valid(r.solutions.front()));
}

TEST(Queens, TwoHundredQueensWithMacAndMrv) {
    // Each pair's three relations merge into one "row difference not in {0, d, −d}" relation:
    // no n × n support table per pair, and arcs are skipped until a domain is down to 3 values.
    const int n = 200;
    const csp::Problem p = ex::queens_problem(n);
    for (const csp::Constraint& c : p.constraints()) {
        ASSERT_EQ(c.relation->form, csp::detail::CompiledRelation::Form::Excluded) << c.relation->description;
        ASSERT_EQ(c.relation->excluded.size(), 3u) << c.relation->description;
    }
    expect_first_solution_with_mac_and_mrv(p, n);
}

#ifdef NDEBUG
// The target, first solution for n = 1000 with MAC + MRV: about a second in Release
// (half a million constraints to build); skipped in Debug and sanitizer builds.
TEST(Queens, AThousandQueensWithMacAndMrv) {
    const int n = 1000;
    expect_first_solution_with_mac_and_mrv(ex::queens_problem(n), n);
}
#endif

TEST(Queens, BoardShowsOneQueenPerColumn) {
    const std::string board = ex::queens_board(csp::Assignment{2, 4, 1, 3});
    EXPECT_EQ(board, ". Q . .\n. . . Q\nQ . . .\n. . Q .\n");
}
