#include <gtest/gtest.h>

#include "csp/consistency/ac3.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/propagation/all_different.hpp"
#include "csp/propagation/linear.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

TEST(Linear, SendMoreMoneyAsOneEquation) {
    // SEND + MORE = MONEY as 1000S + 91E − 90N + D − 9000M − 900O + 10R − Y = 0.
    csp::Problem p;
    std::vector<csp::VarId> letters;
    for (char c : std::string("SENDMORY")) letters.push_back(p.add_variable(std::string(1, c), 0, 9));
    auto at = [&](char c) { return p.variable(std::string(1, c)); };
    p.remove_value(at('S'), 0);
    p.remove_value(at('M'), 0);
    csp::add_all_different(p, letters);
    const std::vector<int> a{1000, 91, -90, 1, -9000, -900, 10, -1};
    const std::vector<csp::VarId> xs{at('S'), at('E'), at('N'), at('D'), at('M'), at('O'), at('R'), at('Y')};
    csp::add_linear(p, a, xs, csp::LinearRelation::Equal, 0);
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.solution_count, 1u);
    const auto& s = r.solutions[0];
    auto v = [&](char c) { return s[static_cast<std::size_t>(at(c))]; };
    const int send = v('S') * 1000 + v('E') * 100 + v('N') * 10 + v('D');
    const int more = v('M') * 1000 + v('O') * 100 + v('R') * 10 + v('E');
    const int money = v('M') * 10000 + v('O') * 1000 + v('N') * 100 + v('E') * 10 + v('Y');
    EXPECT_EQ(send + more, money);
    EXPECT_EQ(send, 9567);
    EXPECT_EQ(more, 1085);
    EXPECT_EQ(csp::violation(p, s), "");
}

TEST(Linear, BoundsReasoningNarrowsBeforeSearch) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 10);
    const auto y = p.add_variable("y", 0, 10);
    const std::vector<int> a{2, 3};
    const std::vector<csp::VarId> xs{x, y};
    csp::add_linear(p, a, xs, csp::LinearRelation::GreaterEqual, 28);  // 2x + 3y ≥ 28
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(r.domains[static_cast<std::size_t>(x)].min(), 0);
    EXPECT_EQ(p.labels(y)[static_cast<std::size_t>(r.domains[static_cast<std::size_t>(y)].min())], 3);  // 3y ≥ 28 − 20
    csp::Solver solver(p, {.max_solutions = 0});
    const auto all = solver.solve();
    std::uint64_t expected = 0;
    for (int i = 0; i <= 10; ++i)
        for (int j = 0; j <= 10; ++j) expected += 2 * i + 3 * j >= 28;
    EXPECT_EQ(all.solution_count, expected);
}

TEST(Linear, BadArgumentsAreModelErrors) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 3);
    const std::vector<int> two{1, 2};
    const std::vector<int> zero{0};
    const std::vector<csp::VarId> one{x};
    EXPECT_THROW(csp::add_linear(p, two, one, csp::LinearRelation::Equal, 1), csp::ModelError);
    EXPECT_THROW(csp::add_linear(p, zero, one, csp::LinearRelation::Equal, 1), csp::ModelError);
}

// An empty sum is 0: "0 REL rhs" either holds (no constraint) or makes the problem unsatisfiable,
// for every engine, as csp::violation and the brute-force oracle say.
TEST(Linear, AnEmptySumIsAConstantCheckedByEveryEngine) {
    for (const auto relation :
         {csp::LinearRelation::Equal, csp::LinearRelation::LessEqual, csp::LinearRelation::GreaterEqual}) {
        for (const long long rhs : {-3, 0, 3}) {
            for (const int variables : {0, 2}) {
                csp::Problem p;
                for (int i = 0; i < variables; ++i) p.add_variable("x" + std::to_string(i), 0, 2);
                csp::add_linear(p, {}, {}, relation, rhs);
                const std::size_t expected = csp::testing::brute_force(p).size();
                const bool holds = relation == csp::LinearRelation::Equal       ? 0 == rhs
                                   : relation == csp::LinearRelation::LessEqual ? 0 <= rhs
                                                                                : 0 >= rhs;
                const std::string label = "0 " + std::to_string(static_cast<int>(relation)) + " " +
                                          std::to_string(rhs) + ", " + std::to_string(variables) + " variables";
                ASSERT_EQ(expected, holds ? (variables == 0 ? 1u : 9u) : 0u) << label;
                for (const auto inference :
                     {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
                    csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
                    const csp::Result r = solver.solve();
                    EXPECT_EQ(r.status, holds ? csp::Status::Satisfied : csp::Status::Unsatisfiable) << label;
                    EXPECT_EQ(r.solution_count, expected) << label;
                    EXPECT_TRUE(r.complete) << label;
                    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "") << label;
                }
                for (const bool fc : {false, true}) {
                    const csp::Result r = csp::solve_backjumping(p, {.forward_checking = fc, .max_solutions = 0});
                    EXPECT_EQ(r.solution_count, expected) << label << ", backjumping";
                }
                EXPECT_EQ(csp::ac3(p).consistent, holds) << label;
                const csp::MinConflictsResult local = csp::min_conflicts(p, {.max_steps = 100});
                if (local.status == csp::Status::Satisfied) {
                    EXPECT_EQ(csp::violation(p, local.assignment), "") << label;
                }
                EXPECT_EQ(local.status == csp::Status::Satisfied, holds) << label;
            }
        }
    }
}

// Sums over 0 to 3 variables, one of them often fixed or single: every engine finds exactly the
// solutions the brute-force oracle finds (constants and one-variable sums included).
TEST(Linear, SmallSumsOfAnyArityMatchBruteForce) {
    csp::Random rng(21);
    for (int round = 0; round < 60; ++round) {
        csp::Problem p;
        for (int i = 0; i < 3; ++i) p.add_variable("x" + std::to_string(i), -1, static_cast<int>(rng.below(3)));
        if (rng.below(2) == 0) p.assign(0, 0);
        for (int k = 0; k < 2; ++k) {
            const auto arity = static_cast<std::size_t>(rng.below(4));
            std::vector<int> coefficients;
            std::vector<csp::VarId> vars;
            for (std::size_t i = 0; i < arity; ++i) {
                const int c = static_cast<int>(rng.below(5)) - 2;  // -2..2, and 3 instead of 0
                coefficients.push_back(c == 0 ? 3 : c);
                vars.push_back(static_cast<csp::VarId>((i + static_cast<std::size_t>(k)) % 3));  // distinct
            }
            csp::add_linear(p, coefficients, vars, static_cast<csp::LinearRelation>(rng.below(3)),
                            static_cast<long long>(rng.below(5)) - 2);
        }
        const std::size_t expected = csp::testing::brute_force(p).size();
        for (const auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
            const csp::Result r = solver.solve();
            EXPECT_EQ(r.solution_count, expected) << "round " << round;
            for (const auto& sol : r.solutions) EXPECT_EQ(csp::violation(p, sol), "") << "round " << round;
        }
        EXPECT_EQ(csp::solve_backjumping(p, {.max_solutions = 0}).solution_count, expected) << "round " << round;
    }
}

}  // namespace
