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

/// A group of counts over one array (add_counts), drawn as magicseq and global_cardinality post
/// them: 1–3 distinct values, each count a variable of its own or one of the xs, an x now and then
/// twice. `separate` posts the same counts one by one (add_count with a constant value) instead.
/// The constants the single counts need are made either way, so both have the same variables.
struct CountGroup {
    csp::Problem p;
    std::vector<csp::VarId> xs, counts;
    std::vector<int> values;
};
CountGroup random_count_group(csp::Random& rng, bool separate) {
    CountGroup g;
    const int n = 1 + static_cast<int>(rng.below(4));
    for (int i = 0; i < n; ++i) g.xs.push_back(g.p.add_variable("x" + std::to_string(i), random_values(rng, 0, 4, 4)));
    for (int v = 0; v < 4; ++v)
        if (rng.below(2) == 0) g.values.push_back(v);
    if (g.values.empty()) g.values.push_back(static_cast<int>(rng.below(4)));
    for (std::size_t k = 0; k < g.values.size(); ++k)
        g.counts.push_back(rng.below(2) == 0
                               ? g.xs[rng.below(g.xs.size())]
                               : g.p.add_variable("count" + std::to_string(k), random_values(rng, 0, n + 2, n + 1)));
    if (rng.below(4) == 0) g.xs.push_back(g.xs.front());
    std::vector<csp::VarId> constants;
    for (int v : g.values) constants.push_back(g.p.add_variable("v" + std::to_string(v), std::vector<int>{v}));
    if (!separate) {
        csp::add_counts(g.p, g.xs, g.values, g.counts);
    } else {
        for (std::size_t k = 0; k < g.values.size(); ++k) csp::add_count(g.p, g.xs, constants[k], g.counts[k]);
    }
    return g;
}

TEST(CountGroup, RandomGroupsMatchBruteForce) {
    csp::Random rng(37);
    for (int round = 0; round < 200; ++round) {
        const CountGroup g = random_count_group(rng, false);
        const auto holds = [&](const csp::Assignment& a) {
            for (std::size_t k = 0; k < g.values.size(); ++k) {
                int c = 0;
                for (csp::VarId x : g.xs) c += a[static_cast<std::size_t>(x)] == g.values[k];
                if (c != a[static_cast<std::size_t>(g.counts[k])]) return false;
            }
            return true;
        };
        expect_oracle(g.p, holds, "round " + std::to_string(round));
    }
}

// The group reasons as its counts posted one by one, each with its value fixed: the same fixpoint.
TEST(CountGroup, PrunesAsItsCountsPostedAlone) {
    for (int round = 0; round < 300; ++round) {
        csp::Random grouped_rng(static_cast<std::uint64_t>(round)), separate_rng(static_cast<std::uint64_t>(round));
        const CountGroup grouped = random_count_group(grouped_rng, false);
        const CountGroup separate = random_count_group(separate_rng, true);
        const auto a = csp::ac3(grouped.p), b = csp::ac3(separate.p);
        ASSERT_EQ(a.consistent, b.consistent) << round;
        if (a.consistent) {
            EXPECT_EQ(a.domains, b.domains) << round;
        }
    }
}

TEST(CountGroup, MalformedGroupsAreModelErrors) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 3), y = p.add_variable("y", 0, 3);
    const std::vector<csp::VarId> xs{x, y}, one{x}, two{x, y};
    const std::vector<int> twice{1, 1}, single{1};
    EXPECT_THROW(csp::add_counts(p, xs, twice, two), csp::ModelError);   // a value counted twice
    EXPECT_THROW(csp::add_counts(p, xs, single, two), csp::ModelError);  // a count without its value
    const std::vector<csp::VarId> unknown{x, 9};
    EXPECT_THROW(csp::add_counts(p, unknown, single, one), csp::ModelError);
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
