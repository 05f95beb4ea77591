#include <gtest/gtest.h>

#include "csp/constraints/inverse/inverse.hpp"
#include "csp/kernel/queue.hpp"
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

// The search's state lets a call revise only what changed since the last one: along random
// descents with backtracking, the fixpoint must be the one a call without memory reaches.
TEST(Inverse, IncrementalFixpointEqualsAFreshOne) {
    csp::Random rng(43);
    for (int round = 0; round < csp::testing::random_cases(100); ++round) {
        csp::Problem p;
        const int n = 3 + static_cast<int>(rng.below(4));
        std::vector<csp::VarId> f, g;
        for (int i = 0; i < n; ++i)
            f.push_back(p.add_variable("f" + std::to_string(i), random_values(rng, 0, n + 1, n + 1)));
        for (int j = 0; j < n; ++j)
            g.push_back(p.add_variable("g" + std::to_string(j), random_values(rng, 1, n + 1, n + 1)));
        csp::add_inverse(p, f, 1, g, 1);
        csp::detail::DomainStore store(p.domains());
        csp::Stats stats;
        csp::detail::Propagation propagation(p, store, stats, nullptr, nullptr);
        bool failed = propagation.propagate_all() == csp::detail::Outcome::Wipeout;
        for (int step = 0; step < 40 && !failed; ++step) {
            std::vector<csp::VarId> open;
            for (csp::VarId x = 0; x < p.num_variables(); ++x)
                if (store.domain_size(x) > 1) open.push_back(x);
            if (open.empty() || (store.level() > 0 && rng.below(3) == 0)) {  // back up one or two levels
                for (int up = 1 + static_cast<int>(rng.below(2)); up > 0 && store.level() > 0; --up) store.pop_level();
                continue;
            }
            const csp::VarId x = open[static_cast<std::size_t>(rng.below(static_cast<int>(open.size())))];
            const std::vector<int> values(store[x].begin(), store[x].end());
            store.push_level();
            store.remove(x, values[static_cast<std::size_t>(rng.below(static_cast<int>(values.size())))]);
            const bool wiped = propagation.propagate_from(x) == csp::detail::Outcome::Wipeout;
            // The same domains with a fresh propagator and no memory.
            csp::Problem fresh;
            std::vector<csp::VarId> ff, gg;
            for (csp::VarId y = 0; y < p.num_variables(); ++y) {
                std::vector<int> now;
                for (int v : store[y]) now.push_back(p.labels(y)[static_cast<std::size_t>(v)]);
                (y < n ? ff : gg).push_back(fresh.add_variable(p.name(y), now.empty() ? std::vector<int>{0} : now));
                if (now.empty()) fresh.restrict(y, [](int) { return false; });
            }
            csp::add_inverse(fresh, ff, 1, gg, 1);
            const auto r = csp::ac3(fresh);
            const std::string where = "round " + std::to_string(round) + ", step " + std::to_string(step);
            ASSERT_EQ(wiped, !r.consistent) << where;
            if (wiped) {
                store.pop_level();
                continue;
            }
            for (csp::VarId y = 0; y < p.num_variables(); ++y) {
                std::vector<int> incremental, expected;
                for (int v : store[y]) incremental.push_back(p.labels(y)[static_cast<std::size_t>(v)]);
                for (int v : r.domains[static_cast<std::size_t>(y)])
                    expected.push_back(fresh.labels(y)[static_cast<std::size_t>(v)]);
                ASSERT_EQ(incremental, expected) << where << ", variable " << p.name(y);
            }
        }
    }
}
