// Each all-different strength against a brute-force oracle on random domains: no strength removes a
// value that belongs to a solution of the constraint; `domain` removes every value that does not.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "csp/ac3.hpp"
#include "csp/all_different.hpp"
#include "csp/random.hpp"
#include "csp/solver.hpp"

namespace {

using csp::AllDifferentStrength;

struct Instance {
    std::vector<std::vector<int>> values;  // per variable
};

Instance random_instance(csp::Random& rng) {
    Instance in;
    const int n = 2 + static_cast<int>(rng.below(4));
    const bool shared = rng.below(2) == 0;  // all variables over the same values, or different sets
    for (int i = 0; i < n; ++i) {
        std::vector<int> v;
        const int size = 1 + static_cast<int>(rng.below(4));
        for (int k = 0; k < size; ++k) v.push_back(shared ? 1 + static_cast<int>(rng.below(5)) : static_cast<int>(rng.below(7)) - 2);
        in.values.push_back(v);
    }
    return in;
}

csp::Problem build(const Instance& in, AllDifferentStrength strength) {
    csp::Problem p;
    std::vector<csp::VarId> vars;
    for (std::size_t i = 0; i < in.values.size(); ++i) vars.push_back(p.add_variable("x" + std::to_string(i), in.values[i]));
    csp::add_all_different(p, vars, strength);
    return p;
}

// Solutions of the constraint alone, by enumeration (labels).
std::set<std::vector<int>> brute_force(const csp::Problem& p) {
    std::set<std::vector<int>> out;
    std::vector<std::size_t> at(static_cast<std::size_t>(p.num_variables()), 0);
    while (true) {
        std::vector<int> a;
        for (int x = 0; x < p.num_variables(); ++x) a.push_back(p.labels(x)[at[static_cast<std::size_t>(x)]]);
        std::set<int> distinct(a.begin(), a.end());
        if (distinct.size() == a.size()) out.insert(a);
        std::size_t i = 0;
        while (i < at.size() && ++at[i] == p.labels(static_cast<int>(i)).size()) at[i++] = 0;
        if (i == at.size()) return out;
    }
}

// Solutions of the constraint alone over the problem's initial domains (labels), by enumeration.
std::set<std::vector<int>> brute_force_domains(const csp::Problem& p) {
    std::set<std::vector<int>> out;
    for (const auto& a : brute_force(p)) {
        bool inside = true;
        for (int x = 0; x < p.num_variables() && inside; ++x)
            inside = p.domain(x).contains(*p.index_of(x, a[static_cast<std::size_t>(x)]));
        if (inside) out.insert(a);
    }
    return out;
}

// The values that appear in some solution, per variable (as labels).
std::vector<std::set<int>> supported(const std::set<std::vector<int>>& solutions, int n) {
    std::vector<std::set<int>> out(static_cast<std::size_t>(n));
    for (const auto& s : solutions)
        for (int x = 0; x < n; ++x) out[static_cast<std::size_t>(x)].insert(s[static_cast<std::size_t>(x)]);
    return out;
}

std::set<int> remaining(const csp::Problem& p, const csp::Ac3Result& r, int x) {
    std::set<int> out;
    for (int i : r.domains[static_cast<std::size_t>(x)]) out.insert(p.labels(x)[static_cast<std::size_t>(i)]);
    return out;
}

class Strengths : public ::testing::TestWithParam<AllDifferentStrength> {};

TEST_P(Strengths, NeverRemovesASupportedValueAndSearchIsExact) {
    csp::Random rng(99);
    for (int trial = 0; trial < 400; ++trial) {
        const Instance in = random_instance(rng);
        const csp::Problem p = build(in, GetParam());
        const auto solutions = brute_force(p);
        const auto keep = supported(solutions, p.num_variables());
        const csp::Ac3Result r = csp::ac3(p);
        if (!r.consistent) {
            EXPECT_TRUE(solutions.empty()) << "trial " << trial << ": failed with solutions";
        } else {
            for (int x = 0; x < p.num_variables(); ++x) {
                const auto left = remaining(p, r, x);
                for (int v : keep[static_cast<std::size_t>(x)]) EXPECT_TRUE(left.count(v)) << "trial " << trial << " x" << x << "=" << v;
                if (GetParam() == AllDifferentStrength::Domain) {
                    EXPECT_EQ(left, keep[static_cast<std::size_t>(x)]) << "trial " << trial;
                }
            }
        }
        if (GetParam() == AllDifferentStrength::Domain) {
            EXPECT_EQ(r.consistent, !solutions.empty()) << "trial " << trial;
        }
        for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
            const csp::Result result = solver.solve();
            ASSERT_EQ(std::set<std::vector<int>>(result.solutions.begin(), result.solutions.end()), solutions)
                << "trial " << trial << " inference " << csp::to_string(inference);
        }
    }
}

// Variables over one value set 1..m (the Sudoku case), narrowed at random: the one-word fast paths
// of the propagators, with as many values as variables (every value used) and with spare values.
TEST_P(Strengths, SharedValueSetsAgreeWithTheOracle) {
    csp::Random rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        const int m = 2 + static_cast<int>(rng.below(5));  // up to 6^6 assignments to enumerate
        const int n = std::max(2, m - static_cast<int>(rng.below(3)));  // n = m, m - 1 or m - 2 (n ≥ 2)
        csp::Problem p;
        std::vector<csp::VarId> vars;
        for (int i = 0; i < n; ++i) {
            vars.push_back(p.add_variable("x" + std::to_string(i), 1, m));
            for (int v = 1; v <= m; ++v)
                if (rng.below(3) == 0 && p.domain(vars.back()).size() > 1) p.remove_value(vars.back(), v);
        }
        csp::add_all_different(p, vars, GetParam());
        const auto solutions = brute_force_domains(p);
        const auto keep = supported(solutions, n);
        const csp::Ac3Result r = csp::ac3(p);
        if (GetParam() == AllDifferentStrength::Domain) {
            EXPECT_EQ(r.consistent, !solutions.empty()) << "trial " << trial;
        }
        if (!r.consistent) {
            EXPECT_TRUE(solutions.empty()) << "trial " << trial << ": failed with solutions";
            continue;
        }
        for (int x = 0; x < n; ++x) {
            const auto left = remaining(p, r, x);
            for (int v : keep[static_cast<std::size_t>(x)]) EXPECT_TRUE(left.count(v)) << "trial " << trial << " x" << x << "=" << v;
            if (GetParam() == AllDifferentStrength::Domain) {
                EXPECT_EQ(left, keep[static_cast<std::size_t>(x)]) << "trial " << trial;
            }
        }
        csp::Solver solver(p, {.max_solutions = 0});
        const csp::Result result = solver.solve();
        EXPECT_EQ(std::set<std::vector<int>>(result.solutions.begin(), result.solutions.end()), solutions) << "trial " << trial;
    }
}

INSTANTIATE_TEST_SUITE_P(AllDifferent, Strengths,
                         ::testing::Values(AllDifferentStrength::Binary, AllDifferentStrength::Value,
                                           AllDifferentStrength::Hidden, AllDifferentStrength::Bounds,
                                           AllDifferentStrength::Domain),
                         [](const auto& test) { return std::string(csp::to_string(test.param)); });

TEST(AllDifferent, ValueStrengthPrunesExactlyLikeTheBinaryDecomposition) {
    csp::Random rng(5);
    for (int trial = 0; trial < 300; ++trial) {
        const Instance in = random_instance(rng);
        const csp::Problem binary = build(in, AllDifferentStrength::Binary);
        const csp::Problem value = build(in, AllDifferentStrength::Value);
        const auto a = csp::ac3(binary);
        const auto b = csp::ac3(value);
        ASSERT_EQ(a.consistent, b.consistent) << "trial " << trial;
        if (a.consistent) {
            EXPECT_EQ(a.domains, b.domains) << "trial " << trial;
        }
    }
}

TEST(AllDifferent, StrengthsOrderedOnAPigeonholeAndAHallPair) {
    // Three variables over two values: only the counting strengths see the failure at once.
    Instance pigeons{{{1, 2}, {1, 2}, {1, 2}}};
    EXPECT_TRUE(csp::ac3(build(pigeons, AllDifferentStrength::Value)).consistent);
    EXPECT_FALSE(csp::ac3(build(pigeons, AllDifferentStrength::Hidden)).consistent);
    EXPECT_FALSE(csp::ac3(build(pigeons, AllDifferentStrength::Bounds)).consistent);
    EXPECT_FALSE(csp::ac3(build(pigeons, AllDifferentStrength::Domain)).consistent);
    // {1,2}, {1,2}, {1,2,3}: the Hall interval [1,2] forces the third variable to 3.
    Instance hall{{{1, 2}, {1, 2}, {1, 2, 3}}};
    const csp::Problem p = build(hall, AllDifferentStrength::Bounds);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(remaining(p, r, 2), std::set<int>{3});
    EXPECT_EQ(remaining(build(hall, AllDifferentStrength::Value), csp::ac3(build(hall, AllDifferentStrength::Value)), 2),
              (std::set<int>{1, 2, 3}));
}

TEST(AllDifferent, NamesAndBadScopes) {
    EXPECT_EQ(csp::all_different_strength_from_string("hidden"), AllDifferentStrength::Hidden);
    EXPECT_THROW(csp::all_different_strength_from_string("strong"), std::invalid_argument);
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 3);
    const std::vector<csp::VarId> twice{x, x};
    EXPECT_THROW(csp::add_all_different(p, twice), csp::ModelError);
    const std::vector<csp::VarId> unknown{x, 7};
    EXPECT_THROW(csp::add_all_different(p, unknown), csp::ModelError);
}

}  // namespace
