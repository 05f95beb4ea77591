#include <gtest/gtest.h>

#include <algorithm>

#include "csp/constraints/extremum/extremum.hpp"
#include "propagator_oracle.hpp"

namespace {

using csp::testing::expect_oracle;
using csp::testing::random_values;

TEST(Extremum, RandomInstancesMatchBruteForce) {
    csp::Random rng(21);
    for (const bool maximum : {false, true}) {
        for (int round = 0; round < 120; ++round) {
            csp::Problem p;
            const auto m = p.add_variable("m", random_values(rng, -4, 9, 6));
            std::vector<csp::VarId> xs;
            const int n = 1 + static_cast<int>(rng.below(4));
            for (int i = 0; i < n; ++i)
                xs.push_back(p.add_variable("x" + std::to_string(i), random_values(rng, -4, 9, 4)));
            if (rng.below(4) == 0) xs.push_back(rng.below(2) == 0 ? m : xs[0]);  // m among the xs, or a repeat
            maximum ? csp::add_maximum(p, m, xs) : csp::add_minimum(p, m, xs);
            const auto holds = [&](const csp::Assignment& a) {
                int best = a[static_cast<std::size_t>(xs[0])];
                for (csp::VarId x : xs)
                    best = maximum ? std::max(best, a[static_cast<std::size_t>(x)])
                                   : std::min(best, a[static_cast<std::size_t>(x)]);
                return best == a[static_cast<std::size_t>(m)];
            };
            expect_oracle(p, holds, std::string(maximum ? "max" : "min") + " round " + std::to_string(round));
        }
    }
}

TEST(Extremum, BoundsAreNarrowed) {
    csp::Problem p;
    const auto m = p.add_variable("m", 0, 20);
    const auto a = p.add_variable("a", 3, 9);
    const auto b = p.add_variable("b", 5, 12);
    const auto c = p.add_variable("c", 14, 30);
    const std::vector<csp::VarId> xs{a, b, c};
    csp::add_minimum(p, m, xs);
    p.restrict(m, [](int v) { return v >= 6 || v <= 3; });  // m ∈ {0..3, 6..20}
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    auto bounds = [&](csp::VarId x) {
        const auto& d = r.domains[static_cast<std::size_t>(x)];
        return std::pair{p.labels(x)[static_cast<std::size_t>(d.min())],
                         p.labels(x)[static_cast<std::size_t>(d.max())]};
    };
    EXPECT_EQ(bounds(m), std::pair(3, 9));   // between min lows (3) and min highs (9)
    EXPECT_EQ(bounds(b), std::pair(5, 12));  // b ≥ 3 already
    EXPECT_EQ(bounds(c), std::pair(14, 30));
    // Only a can reach m's maximum 9 once b and c are ≥ 10: a ≤ 9 — and here m ≤ 9 ≤ a's top.
    csp::Problem q;
    const auto mm = q.add_variable("m", 0, 5);
    const auto x = q.add_variable("x", 0, 10);
    const auto y = q.add_variable("y", 7, 10);
    const std::vector<csp::VarId> two{x, y};
    csp::add_minimum(q, mm, two);
    const auto s = csp::ac3(q);
    ASSERT_TRUE(s.consistent);
    EXPECT_EQ(q.labels(x)[static_cast<std::size_t>(s.domains[static_cast<std::size_t>(x)].max())], 5);
}

TEST(Extremum, NoVariablesIsAModelError) {
    csp::Problem p;
    const auto m = p.add_variable("m", 0, 3);
    EXPECT_THROW(csp::add_minimum(p, m, {}), csp::ModelError);
    EXPECT_THROW(csp::add_maximum(p, m, {}), csp::ModelError);
}

}  // namespace
