#include <gtest/gtest.h>

#include "csp/constraints/inverse/inverse.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"

namespace {

using csp::testing::expect_oracle;
using csp::testing::random_values;

TEST(Inverse, RandomInstancesMatchBruteForce) {
    csp::Random rng(41);
    for (int round = 0; round < csp::testing::random_cases(150); ++round) {
        csp::Problem p;
        const int n = 1 + static_cast<int>(rng.below(4));
        const int f_offset = static_cast<int>(rng.below(3));
        const int g_offset = static_cast<int>(rng.below(3)) - 1;
        std::vector<csp::VarId> f, g;
        for (int i = 0; i < n; ++i)
            f.push_back(p.add_variable("f" + std::to_string(i), random_values(rng, g_offset - 1, n + 2, n + 1)));
        const bool involution = f_offset == g_offset && rng.below(3) == 0;  // g is f itself
        for (int j = 0; j < n; ++j)
            g.push_back(involution
                            ? f[static_cast<std::size_t>(j)]
                            : p.add_variable("g" + std::to_string(j), random_values(rng, f_offset - 1, n + 2, n + 1)));
        csp::add_inverse(p, f, f_offset, g, g_offset);
        const auto holds = [&](const csp::Assignment& a) {
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j) {
                    const bool forward = a[static_cast<std::size_t>(f[static_cast<std::size_t>(i)])] == j + g_offset;
                    const bool backward = a[static_cast<std::size_t>(g[static_cast<std::size_t>(j)])] == i + f_offset;
                    if (forward != backward) return false;
                }
            // Every value within the other side's positions.
            for (int i = 0; i < n; ++i) {
                const int fi = a[static_cast<std::size_t>(f[static_cast<std::size_t>(i)])];
                const int gi = a[static_cast<std::size_t>(g[static_cast<std::size_t>(i)])];
                if (fi < g_offset || fi >= g_offset + n || gi < f_offset || gi >= f_offset + n) return false;
            }
            return true;
        };
        expect_oracle(p, holds, "round " + std::to_string(round));
    }
}

TEST(Inverse, TheChannelPrunesBothSides) {
    csp::Problem p;
    std::vector<csp::VarId> f, g;
    for (int i = 0; i < 3; ++i) f.push_back(p.add_variable("f" + std::to_string(i), 1, 3));
    for (int j = 0; j < 3; ++j) g.push_back(p.add_variable("g" + std::to_string(j), 1, 3));
    p.assign(f[0], 2);  // f1 = 2 ⇒ g2 = 1, and no other f is 2
    csp::add_inverse(p, f, 1, g, 1);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_TRUE(r.domains[static_cast<std::size_t>(g[1])].is_singleton());
    EXPECT_FALSE(r.domains[static_cast<std::size_t>(f[1])].contains(1));  // label 2 is index 1
    EXPECT_FALSE(r.domains[static_cast<std::size_t>(g[0])].contains(0));  // g1 ≠ 1: f1 = 2
}

TEST(Inverse, LengthMismatchIsAModelError) {
    csp::Problem p;
    const auto a = p.add_variable("a", 1, 2);
    const auto b = p.add_variable("b", 1, 2);
    const std::vector<csp::VarId> two{a, b}, one{a};
    EXPECT_THROW(csp::add_inverse(p, two, 1, one, 1), csp::ModelError);
}

}  // namespace
