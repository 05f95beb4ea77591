#include <gtest/gtest.h>

#include "csp/constraints/counting/counting.hpp"
#include "propagator_oracle.hpp"

namespace {

using csp::testing::expect_domain_consistent;
using csp::testing::expect_oracle;
using csp::testing::random_values;

TEST(Count, RandomInstancesMatchBruteForce) {
    csp::Random rng(31);
    for (int round = 0; round < 200; ++round) {
        csp::Problem p;
        std::vector<csp::VarId> xs;
        const int n = 1 + static_cast<int>(rng.below(4));
        for (int i = 0; i < n; ++i) xs.push_back(p.add_variable("x" + std::to_string(i), random_values(rng, 0, 4, 3)));
        const bool fixed_value = rng.below(2) == 0;
        const auto value = p.add_variable("value", random_values(rng, 0, 4, fixed_value ? 1 : 3));
        const auto count = p.add_variable("count", random_values(rng, 0, n + 1, n + 1));
        const auto repeat = rng.below(5);
        if (repeat == 0) xs.push_back(xs[0]);
        if (repeat == 1) xs.push_back(value);
        if (repeat == 2) xs.push_back(count);
        csp::add_count(p, xs, value, count);
        const auto holds = [&](const csp::Assignment& a) {
            int c = 0;
            for (csp::VarId x : xs) c += a[static_cast<std::size_t>(x)] == a[static_cast<std::size_t>(value)];
            return c == a[static_cast<std::size_t>(count)];
        };
        const std::string what = "round " + std::to_string(round);
        expect_oracle(p, holds, what);
        if (fixed_value && repeat > 2) expect_domain_consistent(p, holds, what);
    }
}

TEST(Count, AFullCountFixesEveryCandidate) {
    csp::Problem p;
    std::vector<csp::VarId> xs;
    for (int i = 0; i < 4; ++i) xs.push_back(p.add_variable("x" + std::to_string(i), 1, 3));
    p.remove_value(xs[3], 2);
    const auto value = p.add_variable("value", std::vector<int>{2});
    const auto count = p.add_variable("count", std::vector<int>{3, 4});
    csp::add_count(p, xs, value, count);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(r.domains[static_cast<std::size_t>(xs[static_cast<std::size_t>(i)])].is_singleton());
    EXPECT_EQ(p.labels(count)[static_cast<std::size_t>(r.domains[static_cast<std::size_t>(count)].min())], 3);
}

TEST(Count, UnknownVariablesAreModelErrors) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 3);
    const std::vector<csp::VarId> bad{x, 5};
    EXPECT_THROW(csp::add_count(p, bad, x, x), csp::ModelError);
    const std::vector<csp::VarId> one{x};
    EXPECT_THROW(csp::add_count(p, one, 4, x), csp::ModelError);
}

}  // namespace
