#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>

#include "csp/consistency/ac3.hpp"
#include "csp/constraints/arithmetic/arithmetic.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"

namespace {

using csp::testing::expect_domain_consistent;
using csp::testing::expect_oracle;
using csp::testing::random_values;

enum class Op { Times, Div, Mod, Pow, Abs, Min, Max };
const char* kNames[] = {"times", "div", "mod", "pow", "abs", "min", "max"};

// The tests' own reading of the FlatZinc semantics (see arithmetic.hpp).
std::optional<long long> apply(Op op, long long x, long long y) {
    switch (op) {
        case Op::Times: return x * y;
        case Op::Div: return y == 0 ? std::nullopt : std::optional<long long>(x / y);
        case Op::Mod: return y == 0 ? std::nullopt : std::optional<long long>(x % y);
        case Op::Pow: {
            if (y < 0) {
                if (x == 1) return 1;
                if (x == -1) return y % 2 == 0 ? 1 : -1;
                return std::nullopt;
            }
            long long r = 1;
            for (long long i = 0; i < y; ++i) {
                r *= x;
                if (std::llabs(r) > (1LL << 40)) return std::nullopt;  // beyond every test's z
            }
            return r;
        }
        case Op::Abs: return std::llabs(x);
        case Op::Min: return std::min(x, y);
        case Op::Max: return std::max(x, y);
    }
    return std::nullopt;
}

void add(csp::Problem& p, Op op, csp::VarId x, csp::VarId y, csp::VarId z) {
    switch (op) {
        case Op::Times: csp::add_times(p, x, y, z); break;
        case Op::Div: csp::add_division(p, x, y, z); break;
        case Op::Mod: csp::add_modulo(p, x, y, z); break;
        case Op::Pow: csp::add_power(p, x, y, z); break;
        case Op::Abs: csp::add_abs(p, x, z); break;
        case Op::Min: csp::add_min(p, x, y, z); break;
        case Op::Max: csp::add_max(p, x, y, z); break;
    }
}

// Random small instances, some with a variable in two places (x·x = z, z = x mod y with z = x).
TEST(Arithmetic, RandomInstancesMatchBruteForce) {
    csp::Random rng(2024);
    for (int op_index = 0; op_index < 7; ++op_index) {
        const Op op = static_cast<Op>(op_index);
        for (int round = 0; round < 60; ++round) {
            csp::Problem p;
            const int low = op == Op::Pow ? -3 : -5;
            const int range = op == Op::Pow ? 7 : 11;
            const auto x = p.add_variable("x", random_values(rng, low, range, 7));
            const auto y = p.add_variable("y", random_values(rng, low, range, 7));
            const auto z = p.add_variable("z", random_values(rng, -12, 25, 14));
            // Slots of the constraint: which variable plays x, y, z.
            std::array<csp::VarId, 3> role{x, y, z};
            const auto shape = rng.below(5);
            if (shape == 1) role[1] = x;  // x op x = z
            if (shape == 2) role[2] = x;  // x op y = x
            if (shape == 3) role[2] = y;  // x op y = y
            add(p, op, role[0], role[1], role[2]);
            const auto holds = [&](const csp::Assignment& a) {
                const auto r = apply(op, a[static_cast<std::size_t>(role[0])],
                                     op == Op::Abs ? 0 : a[static_cast<std::size_t>(role[1])]);
                return r && *r == a[static_cast<std::size_t>(role[2])];
            };
            const std::string what = std::string(kNames[op_index]) + " round " + std::to_string(round);
            expect_oracle(p, holds, what);
            expect_domain_consistent(p, holds, what);
        }
    }
}

// Domains whose value pairs are too many to enumerate: the bounds reasoning must stay sound.
TEST(Arithmetic, BoundsReasoningOnLargeDomainsLosesNoSolution) {
    csp::Random rng(7);
    for (int op_index = 0; op_index < 7; ++op_index) {
        const Op op = static_cast<Op>(op_index);
        for (int round = 0; round < csp::testing::random_cases(6, 2); ++round) {
            csp::Problem p;
            // Even rounds: two wide inputs (91² value pairs, above the enumeration limit); odd rounds:
            // a very wide x and a few y, so that the bounds met are within x's domain.
            const bool even = round % 2 == 0;
            const int wide = even ? 45 : 1000;
            const auto x = p.add_variable("x", -wide + static_cast<int>(rng.below(20)), wide);
            const auto y = !even           ? p.add_variable("y", random_values(rng, op == Op::Pow ? -2 : -4, 9, 3))
                           : op == Op::Pow ? p.add_variable("y", -2 - static_cast<int>(rng.below(3)), 60)
                                           : p.add_variable("y", -wide, wide - static_cast<int>(rng.below(20)));
            const auto z = p.add_variable("z", even ? random_values(rng, -40, 81, 25) : random_values(rng, -12, 25, 8));
            add(p, op, x, y, z);
            const auto holds = [&](const csp::Assignment& a) {
                const auto r = apply(op, a[0], op == Op::Abs ? 0 : a[1]);
                return r && *r == a[2];
            };
            expect_oracle(p, holds, std::string(kNames[op_index]) + " wide round " + std::to_string(round));
        }
    }
}

struct Narrowing {
    const char* what;
    Op op;
    std::pair<int, int> x, y, z;                 // the domains, lo..hi
    std::pair<int, int> expected_x, expected_z;  // the bounds after propagation alone
};

// 10^5 values: bounds reasoning narrows without enumerating value pairs.
TEST(Arithmetic, LargeDomainsAreNarrowedByBounds) {
    const Narrowing cases[] = {
        {"x·y ≤ 10 ⇒ x ≤ 5; z ≥ 0", Op::Times, {0, 100000}, {2, 3}, {-5, 10}, {0, 5}, {0, 10}},
        {"x div 7", Op::Div, {-100000, 100000}, {7, 7}, {-100000, 100000}, {-100000, 100000}, {-14285, 14285}},
        {"x mod y ∈ 5..9 ⇒ x ≥ 5", Op::Mod, {-100000, 100000}, {3, 50}, {5, 9}, {5, 100000}, {5, 9}},
        {"x³ ∈ [−1000, 1000] ⇒ |x| ≤ 10", Op::Pow, {-100000, 100000}, {3, 3}, {-1000, 1000}, {-10, 10}, {-1000, 1000}},
        {"|x| ≤ 7", Op::Abs, {-100000, 100000}, {0, 0}, {3, 7}, {-7, 7}, {3, 7}},
    };
    for (const Narrowing& c : cases) {
        csp::Problem p;
        const auto x = p.add_variable("x", c.x.first, c.x.second);
        const auto y = p.add_variable("y", c.y.first, c.y.second);
        const auto z = p.add_variable("z", c.z.first, c.z.second);
        add(p, c.op, x, y, z);
        const auto r = csp::ac3(p);
        ASSERT_TRUE(r.consistent) << c.what;
        auto bounds = [&](csp::VarId v) {
            const auto& d = r.domains[static_cast<std::size_t>(v)];
            return std::pair{p.labels(v)[static_cast<std::size_t>(d.min())],
                             p.labels(v)[static_cast<std::size_t>(d.max())]};
        };
        EXPECT_EQ(bounds(x), c.expected_x) << c.what;
        EXPECT_EQ(bounds(z), c.expected_z) << c.what;
    }
}

// A product or power beyond the int range is no value: no solution, not an overflow.
TEST(Arithmetic, ResultsBeyondIntHaveNoSolution) {
    csp::Problem p;
    const auto x = p.add_variable("x", std::vector<int>{65536});
    const auto z = p.add_variable("z", std::vector<int>{0, 1, 2147483647});
    csp::add_times(p, x, x, z);
    csp::Solver solver(p);
    EXPECT_EQ(solver.solve().status, csp::Status::Unsatisfiable);

    csp::Problem q;
    const auto b = q.add_variable("b", std::vector<int>{2});
    const auto e = q.add_variable("e", std::vector<int>{31, 32, 62});
    const auto r = q.add_variable("r", std::vector<int>{-2147483648, 0, 1});
    csp::add_power(q, b, e, r);
    csp::Solver solver_q(q);
    EXPECT_EQ(solver_q.solve().status, csp::Status::Unsatisfiable);
}

TEST(Arithmetic, NegativeExponentsFollowTheDocumentedChoice) {
    csp::Problem p;
    const auto x = p.add_variable("x", -2, 2);
    const auto y = p.add_variable("y", -3, -1);
    const auto z = p.add_variable("z", -2, 2);
    csp::add_power(p, x, y, z);
    csp::Solver solver(p, {.max_solutions = 0});
    const auto r = solver.solve();
    // x = 1: z = 1 for each y; x = −1: z = −1 for y odd (−3, −1), 1 for y = −2.
    std::set<csp::Assignment> expected{{1, -3, 1}, {1, -2, 1}, {1, -1, 1}, {-1, -3, -1}, {-1, -2, 1}, {-1, -1, -1}};
    EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected);
}

TEST(Arithmetic, UnknownVariablesAreModelErrors) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 3);
    EXPECT_THROW(csp::add_times(p, x, x, 7), csp::ModelError);
    EXPECT_THROW(csp::add_abs(p, -1, x), csp::ModelError);
    EXPECT_THROW(csp::add_max(p, x, 3, x), csp::ModelError);
}

}  // namespace
