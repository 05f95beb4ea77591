#include <gtest/gtest.h>

#include "csp/consistency/ac3.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "propagator_oracle.hpp"
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

using csp::Assignment;
using csp::LinearRelation;
using csp::VarId;

bool relation_holds(long long sum, LinearRelation relation, long long rhs) {
    switch (relation) {
        case LinearRelation::Equal: return sum == rhs;
        case LinearRelation::LessEqual: return sum <= rhs;
        case LinearRelation::GreaterEqual: return sum >= rhs;
        case LinearRelation::NotEqual: return sum != rhs;
    }
    return false;
}

LinearRelation negation(LinearRelation relation) {
    switch (relation) {
        case LinearRelation::Equal: return LinearRelation::NotEqual;
        case LinearRelation::NotEqual: return LinearRelation::Equal;
        case LinearRelation::LessEqual: return LinearRelation::GreaterEqual;
        case LinearRelation::GreaterEqual: return LinearRelation::LessEqual;
    }
    return relation;
}

// Sums of 0 to 3 terms over scattered or consecutive values, every relation, plain or reified with r
// open, 0 or 1: the engines find exactly the oracle's solutions. Propagation is domain consistent
// where the header says so (≤, ≥, ≠, and = over at most two variables) and sound everywhere.
TEST(Linear, EveryRelationPlainAndReifiedMatchesBruteForce) {
    csp::Random rng(22);
    for (int round = 0; round < 400; ++round) {
        csp::Problem p;
        const auto terms = static_cast<std::size_t>(rng.below(4));
        std::vector<int> coefficients;
        std::vector<VarId> vars;
        for (std::size_t i = 0; i < terms; ++i) {
            const int lo = static_cast<int>(rng.below(7)) - 3;
            std::vector<int> values;
            if (rng.below(2) == 0) {
                for (int v = lo; v <= lo + static_cast<int>(rng.below(4)); ++v) values.push_back(v);
            } else {
                for (std::uint64_t k = 0, n = 1 + rng.below(4); k < n; ++k)
                    values.push_back(lo + static_cast<int>(rng.below(8)));
            }
            vars.push_back(p.add_variable("x" + std::to_string(i), csp::testing::distinct(values)));
            const int c = static_cast<int>(rng.below(7)) - 3;
            coefficients.push_back(c == 0 ? 1 : c);
        }
        const auto relation = static_cast<LinearRelation>(rng.below(4));
        const long long rhs = static_cast<long long>(rng.below(9)) - 4;
        const auto kind = rng.below(4);  // 0: plain, 1: r open, 2: r = 0, 3: r = 1
        VarId r = -1;
        if (kind == 0) {
            csp::add_linear(p, coefficients, vars, relation, rhs);
        } else {
            r = p.add_variable("r", 0, 1);
            if (kind >= 2) p.assign(r, static_cast<int>(kind) - 2);
            csp::add_linear_reified(p, coefficients, vars, relation, rhs, r);
        }
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            long long sum = 0;
            for (std::size_t i = 0; i < terms; ++i)
                sum += static_cast<long long>(coefficients[i]) * a[static_cast<std::size_t>(vars[i])];
            const bool holds = relation_holds(sum, relation, rhs);
            return r < 0 ? holds : a[static_cast<std::size_t>(r)] == (holds ? 1 : 0);
        });
        const std::string label = "round " + std::to_string(round) + ", " + std::to_string(terms) +
                                  " terms, relation " + std::to_string(static_cast<int>(relation)) + ", kind " +
                                  std::to_string(kind);
        csp::testing::expect_engines_match(p, expected, label);
        const LinearRelation enforced = kind == 2 ? negation(relation) : relation;
        const bool domain_consistent = kind != 1 && (enforced != LinearRelation::Equal || terms <= 2);
        if (domain_consistent) csp::testing::expect_domain_consistent(p, expected, label);
        else csp::testing::expect_sound(p, expected, label);
    }
}

TEST(Linear, NotEqualPrunesOnlyWhenOneTermIsLeft) {
    // 2x + y ≠ 7 with x open, or fixed to 3 (y ≠ 1), or fixed to 4 (8 + y ≠ 7 always holds).
    for (const int fixed : {-1, 3, 4}) {
        csp::Problem p;
        const VarId x = p.add_variable("x", 0, 5), y = p.add_variable("y", 0, 5);
        if (fixed >= 0) p.assign(x, fixed);
        const std::vector<int> a{2, 1};
        const std::vector<VarId> xs{x, y};
        csp::add_linear(p, a, xs, LinearRelation::NotEqual, 7);
        const std::set<int> expected = fixed == 3 ? std::set<int>{0, 2, 3, 4, 5} : std::set<int>{0, 1, 2, 3, 4, 5};
        EXPECT_EQ(csp::testing::after_propagation(p, y), expected) << "x = " << fixed;
    }
}

TEST(Linear, ReifiedSumIsDecidedByItsBounds) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 3), y = p.add_variable("y", 0, 3);
    const VarId le = p.add_variable("le", 0, 1), ge = p.add_variable("ge", 0, 1), eq = p.add_variable("eq", 0, 1);
    const std::vector<int> a{1, 1};
    const std::vector<VarId> xs{x, y};
    csp::add_linear_reified(p, a, xs, LinearRelation::LessEqual, 6, le);     // always true
    csp::add_linear_reified(p, a, xs, LinearRelation::GreaterEqual, 7, ge);  // always false
    csp::add_linear_reified(p, a, xs, LinearRelation::Equal, 3, eq);         // open
    EXPECT_EQ(csp::testing::after_propagation(p, le), std::set<int>{1});
    EXPECT_EQ(csp::testing::after_propagation(p, ge), std::set<int>{0});
    EXPECT_EQ(csp::testing::after_propagation(p, eq), (std::set<int>{0, 1}));
    p.assign(eq, 1);
    p.assign(x, 1);
    EXPECT_EQ(csp::testing::after_propagation(p, y), std::set<int>{2});
}

TEST(Linear, TwoVariableEquationsAreDomainConsistent) {
    csp::Problem p;
    const VarId u = p.add_variable("u", 0, 9), w = p.add_variable("w", 0, 9);
    const std::vector<int> a{2, 3};
    const std::vector<VarId> xs{u, w};
    csp::add_linear(p, a, xs, LinearRelation::Equal, 12);  // bounds alone would keep u = 1
    EXPECT_EQ(csp::testing::after_propagation(p, u), (std::set<int>{0, 3, 6}));
    EXPECT_EQ(csp::testing::after_propagation(p, w), (std::set<int>{0, 2, 4}));
}

// 10⁵ values per variable: the bounds move in a few word operations, and search over the narrowed
// sum stays quick.
TEST(Linear, LargeDomainsAreNarrowedAtTheEnds) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 99'999), y = p.add_variable("y", 0, 99'999);
    const VarId z = p.add_variable("z", 0, 99'999);
    const std::vector<int> ones{1, 1, 1};
    const std::vector<VarId> xyz{x, y, z};
    csp::add_linear(p, ones, xyz, LinearRelation::Equal, 299'990);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    for (VarId v : xyz) {
        const auto& d = r.domains[static_cast<std::size_t>(v)];
        EXPECT_EQ(d.min(), 99'992);
        EXPECT_EQ(d.max(), 99'999);
    }
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result all = solver.solve();
    EXPECT_EQ(all.solution_count, 36u);  // (99999 − x) + (99999 − y) + (99999 − z) = 7: C(9, 2) ways
    for (const auto& s : all.solutions) EXPECT_EQ(csp::violation(p, s), "");
}

// Terms over two-word domains (70 values, some with holes), whose bounds the propagator reads from
// the words themselves: the greatest value often ends up in the first word once the sum cuts the
// top. The engines find exactly the oracle's solutions; ≤ and ≥ are domain consistent.
TEST(Linear, TwoWordDomainsMatchBruteForce) {
    csp::Random rng(23);
    for (int round = 0; round < 6; ++round) {
        csp::Problem p;
        std::vector<VarId> vars;
        for (int i = 0; i < 2; ++i) {
            std::vector<int> values;
            for (int v = 0; v < 70; ++v)
                if (rng.below(4) != 0 || v == 0 || v == 69) values.push_back(v);
            vars.push_back(p.add_variable("x" + std::to_string(i), values));
        }
        vars.push_back(p.add_variable("z", 0, 2));
        std::vector<int> coefficients;
        for (std::size_t i = 0; i < vars.size(); ++i)
            coefficients.push_back((rng.below(2) == 0 ? 1 : -1) * static_cast<int>(1 + rng.below(2)));
        const auto relation = static_cast<LinearRelation>(rng.below(3));
        const long long rhs = static_cast<long long>(rng.below(121)) - 60;
        csp::add_linear(p, coefficients, vars, relation, rhs);
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            long long sum = 0;
            for (std::size_t i = 0; i < vars.size(); ++i)
                sum += static_cast<long long>(coefficients[i]) * a[static_cast<std::size_t>(vars[i])];
            return relation_holds(sum, relation, rhs);
        });
        const std::string label = "round " + std::to_string(round);
        csp::testing::expect_engines_match(p, expected, label);
        if (relation == LinearRelation::Equal) csp::testing::expect_sound(p, expected, label);
        else csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Linear, OverflowAndReifiedMisuseAreModelErrors) {
    csp::Problem p;
    const VarId big = p.add_variable("big", std::vector<int>{0, 2'000'000'000});
    const VarId other = p.add_variable("other", std::vector<int>{-2'000'000'000, 0});
    const VarId r = p.add_variable("r", 0, 1), x = p.add_variable("x", 0, 3);
    const std::vector<int> huge{1'500'000'000, 1'500'000'000};
    const std::vector<VarId> both{big, other};
    EXPECT_THROW(csp::add_linear(p, huge, both, LinearRelation::Equal, 0), csp::ModelError);
    const std::vector<int> one{1};
    const std::vector<VarId> just_x{x};
    EXPECT_THROW(csp::add_linear(p, one, just_x, LinearRelation::LessEqual, 1LL << 62), csp::ModelError);
    EXPECT_NO_THROW(csp::add_linear(p, one, just_x, LinearRelation::LessEqual, 1LL << 40));
    EXPECT_THROW(csp::add_linear_reified(p, one, just_x, LinearRelation::Equal, 1, x), csp::ModelError);    // r in sum
    EXPECT_THROW(csp::add_linear_reified(p, one, just_x, LinearRelation::Equal, 1, big), csp::ModelError);  // not 0/1
    EXPECT_THROW(csp::add_linear_reified(p, one, just_x, LinearRelation::Equal, 1, 99), csp::ModelError);
    const std::vector<VarId> x_r{x, r};
    EXPECT_THROW(csp::add_linear_reified(p, one, x_r, LinearRelation::Equal, 1, r), csp::ModelError);  // lengths
}

}  // namespace
