#include "csp/constraints/boolean/boolean.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "csp/base/random.hpp"
#include "propagator_oracle.hpp"

namespace {

using csp::Assignment;
using csp::VarId;
using csp::testing::at;

/// n 0/1 variables, some of them constants {0} or {1}.
csp::Problem booleans(csp::Random& rng, int n) {
    csp::Problem p;
    for (int i = 0; i < n; ++i) {
        const auto kind = rng.below(5);
        std::vector<int> values = kind == 0   ? std::vector<int>{0}
                                  : kind == 1 ? std::vector<int>{1}
                                              : std::vector<int>{0, 1};
        p.add_variable("b" + std::to_string(i), values);
    }
    return p;
}

/// Up to `most` variables among the first n, repeats allowed.
std::vector<VarId> pick(csp::Random& rng, int n, int most) {
    std::vector<VarId> out;
    const auto count = rng.below(static_cast<std::uint64_t>(most + 1));
    for (std::uint64_t k = 0; k < count; ++k)
        out.push_back(static_cast<VarId>(rng.below(static_cast<std::uint64_t>(n))));
    return out;
}

TEST(Boolean, ClausesMatchBruteForceAndAreDomainConsistent) {
    csp::Random rng(1);
    for (int round = 0; round < 150; ++round) {
        const int n = 1 + static_cast<int>(rng.below(5));
        csp::Problem p = booleans(rng, n);
        const auto positive = pick(rng, n, 3), negative = pick(rng, n, 3);
        csp::add_clause(p, positive, negative);
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            return std::any_of(positive.begin(), positive.end(), [&](VarId x) { return at(a, x) == 1; }) ||
                   std::any_of(negative.begin(), negative.end(), [&](VarId x) { return at(a, x) == 0; });
        });
        const std::string label = "round " + std::to_string(round);
        csp::testing::expect_engines_match(p, expected, label);
        csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Boolean, ReifiedAndOrMatchBruteForceAndAreDomainConsistent) {
    csp::Random rng(2);
    for (int round = 0; round < 200; ++round) {
        const int n = 1 + static_cast<int>(rng.below(5));
        csp::Problem p = booleans(rng, n);
        const auto xs = pick(rng, n, 4);
        const auto r = static_cast<VarId>(rng.below(static_cast<std::uint64_t>(n)));  // sometimes also in xs
        const bool disjunction = rng.below(2) == 0;
        if (disjunction) csp::add_or_reified(p, xs, r);
        else csp::add_and_reified(p, xs, r);
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            const bool value = disjunction ? std::any_of(xs.begin(), xs.end(), [&](VarId x) { return at(a, x) == 1; })
                                           : std::all_of(xs.begin(), xs.end(), [&](VarId x) { return at(a, x) == 1; });
            return at(a, r) == (value ? 1 : 0);
        });
        const std::string label = "round " + std::to_string(round) + (disjunction ? " or" : " and");
        csp::testing::expect_engines_match(p, expected, label);
        csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Boolean, ParityMatchesBruteForceAndIsDomainConsistent) {
    csp::Random rng(3);
    for (int round = 0; round < 150; ++round) {
        const int n = 1 + static_cast<int>(rng.below(5));
        csp::Problem p = booleans(rng, n);
        const auto xs = pick(rng, n, 5);
        const bool odd = rng.below(2) == 0;
        csp::add_parity(p, xs, odd);
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            int ones = 0;
            for (VarId x : xs) ones += at(a, x);
            return (ones % 2 == 1) == odd;
        });
        const std::string label = "round " + std::to_string(round);
        csp::testing::expect_engines_match(p, expected, label);
        csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Boolean, EntailmentFixesTheResult) {
    csp::Problem p;
    const VarId a = p.add_variable("a", 0, 1), b = p.add_variable("b", 0, 1), r = p.add_variable("r", 0, 1);
    const VarId s = p.add_variable("s", 0, 1);
    p.assign(a, 1);
    const VarId ab[] = {a, b};
    csp::add_or_reified(p, ab, r);   // a = 1 ⇒ r = 1
    csp::add_and_reified(p, ab, s);  // undecided while b is open
    EXPECT_EQ(csp::testing::after_propagation(p, r), std::set<int>{1});
    EXPECT_EQ(csp::testing::after_propagation(p, s), (std::set<int>{0, 1}));
    p.assign(b, 0);
    EXPECT_EQ(csp::testing::after_propagation(p, s), std::set<int>{0});
}

TEST(Boolean, EmptyFormsAreConstants) {
    csp::Problem unsat;
    unsat.add_variable("x", 0, 1);
    csp::add_clause(unsat, {}, {});
    EXPECT_TRUE(unsat.has_false_constant());
    csp::Solver solver(unsat, {.max_solutions = 0});
    EXPECT_EQ(solver.solve().status, csp::Status::Unsatisfiable);

    csp::Problem p;
    const VarId r = p.add_variable("r", 0, 1), s = p.add_variable("s", 0, 1);
    csp::add_and_reified(p, {}, r);  // the empty conjunction is true
    csp::add_or_reified(p, {}, s);   // the empty disjunction is false
    EXPECT_EQ(csp::testing::after_propagation(p, r), std::set<int>{1});
    EXPECT_EQ(csp::testing::after_propagation(p, s), std::set<int>{0});
    const VarId twice[] = {r, r};
    csp::add_parity(p, twice, true);  // r + r is even: a false constant
    EXPECT_TRUE(p.has_false_constant());
}

TEST(Boolean, BadArgumentsAreModelErrors) {
    csp::Problem p;
    const VarId b = p.add_variable("b", 0, 1);
    const VarId x = p.add_variable("x", 0, 2);
    const VarId bx[] = {b, x};
    const VarId unknown[] = {b, 7};
    EXPECT_THROW(csp::add_clause(p, bx, {}), csp::ModelError);
    EXPECT_THROW(csp::add_clause(p, {}, unknown), csp::ModelError);
    EXPECT_THROW(csp::add_and_reified(p, bx, b), csp::ModelError);
    const VarId bs[] = {b};
    EXPECT_THROW(csp::add_or_reified(p, bs, x), csp::ModelError);
    EXPECT_THROW(csp::add_parity(p, bx, true), csp::ModelError);
    try {
        csp::add_clause(p, bx, {});
        FAIL() << "no error";
    } catch (const csp::ModelError& e) {
        EXPECT_NE(std::string(e.what()).find("'x'"), std::string::npos) << e.what();
    }
}

}  // namespace
