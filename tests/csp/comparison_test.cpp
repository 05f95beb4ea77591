#include "csp/constraints/comparison/comparison.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "csp/base/random.hpp"
#include "propagator_oracle.hpp"
#include "test_models.hpp"

namespace {

using csp::Assignment;
using csp::Comparison;
using csp::VarId;
using csp::testing::at;

bool compare(int a, Comparison op, int b) {
    switch (op) {
        case Comparison::Equal: return a == b;
        case Comparison::NotEqual: return a != b;
        case Comparison::Less: return a < b;
        case Comparison::LessEqual: return a <= b;
    }
    return false;
}

/// Small value sets: a run lo..hi half the time (the shifted-bitset path), else scattered values.
std::vector<int> random_values(csp::Random& rng) {
    const int lo = static_cast<int>(rng.below(7)) - 3;
    if (rng.below(2) == 0) {
        std::vector<int> run;
        for (int v = lo; v <= lo + static_cast<int>(rng.below(4)); ++v) run.push_back(v);
        return run;
    }
    std::vector<int> values;
    for (std::uint64_t k = 0, n = 1 + rng.below(4); k < n; ++k) values.push_back(lo + static_cast<int>(rng.below(7)));
    return csp::testing::distinct(values);
}

/// r: open, fixed to 0 or fixed to 1 (as a {0}/{1} domain, or assigned).
VarId add_result(csp::Problem& p, csp::Random& rng) {
    const VarId r = p.add_variable("r", 0, 1);
    if (const auto kind = rng.below(4); kind < 2) p.assign(r, static_cast<int>(kind));
    return r;
}

TEST(Comparison, PlainAndReifiedMatchBruteForceAndAreDomainConsistent) {
    csp::Random rng(5);
    for (int round = 0; round < 300; ++round) {
        csp::Problem p;
        const VarId x = p.add_variable("x", random_values(rng));
        const VarId y = p.add_variable("y", random_values(rng));
        const auto op = static_cast<Comparison>(rng.below(4));
        const bool reified = rng.below(2) == 0;
        VarId r = -1;
        if (reified) {
            r = add_result(p, rng);
            csp::add_reified_comparison(p, x, op, y, r);
        } else {
            csp::add_comparison(p, x, op, y);
        }
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            const bool holds = compare(at(a, x), op, at(a, y));
            return reified ? at(a, r) == (holds ? 1 : 0) : holds;
        });
        const std::string label = "round " + std::to_string(round) + " op " + std::to_string(static_cast<int>(op)) +
                                  (reified ? " reified" : "");
        csp::testing::expect_engines_match(p, expected, label);
        // x ≤ y is domain consistent once its bounds are (a value of x ≤ max y has the support max y).
        csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Comparison, ReifiedMembershipMatchesBruteForceAndIsDomainConsistent) {
    csp::Random rng(6);
    for (int round = 0; round < 200; ++round) {
        csp::Problem p;
        const VarId x = p.add_variable("x", random_values(rng));
        const VarId r = add_result(p, rng);
        std::vector<int> set;
        for (std::uint64_t k = 0, n = rng.below(5); k < n; ++k) set.push_back(static_cast<int>(rng.below(9)) - 4);
        csp::add_reified_membership(p, x, set, r);
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            const bool in = std::find(set.begin(), set.end(), at(a, x)) != set.end();
            return at(a, r) == (in ? 1 : 0);
        });
        const std::string label = "round " + std::to_string(round);
        csp::testing::expect_engines_match(p, expected, label);
        csp::testing::expect_domain_consistent(p, expected, label);
    }
}

TEST(Comparison, ChainsOfComparisonsMatchBruteForce) {
    csp::Random rng(7);
    for (int round = 0; round < 80; ++round) {
        csp::Problem p;
        for (int i = 0; i < 4; ++i) p.add_variable("x" + std::to_string(i), random_values(rng));
        p.add_variable("r", 0, 1);
        struct Item {
            VarId x, y;
            Comparison op;
            bool reified;
        };
        std::vector<Item> items;
        for (int k = 0; k < 4; ++k) {
            const auto x = static_cast<VarId>(rng.below(4)), y = static_cast<VarId>(rng.below(4));
            const Item item{x, y, static_cast<Comparison>(rng.below(4)), rng.below(3) == 0};
            if (item.reified) csp::add_reified_comparison(p, x, item.op, y, 4);
            else csp::add_comparison(p, x, item.op, y);
            items.push_back(item);
        }
        const auto expected = csp::testing::enumerate(p, [&](const Assignment& a) {
            return std::all_of(items.begin(), items.end(), [&](const Item& it) {
                const bool holds = compare(at(a, it.x), it.op, at(a, it.y));
                return it.reified ? at(a, 4) == (holds ? 1 : 0) : holds;
            });
        });
        csp::testing::expect_engines_match(p, expected, "round " + std::to_string(round));
        csp::testing::expect_sound(p, expected, "round " + std::to_string(round));
    }
}

TEST(Comparison, EntailmentFixesTheResult) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 4), y = p.add_variable("y", 5, 9);
    const VarId z = p.add_variable("z", std::vector<int>{0, 2, 4}), w = p.add_variable("w", std::vector<int>{1, 3});
    const VarId lt = p.add_variable("lt", 0, 1), eq = p.add_variable("eq", 0, 1), ne = p.add_variable("ne", 0, 1);
    const VarId open = p.add_variable("open", 0, 1);
    csp::add_reified_comparison(p, x, Comparison::Less, y, lt);   // always true
    csp::add_reified_comparison(p, z, Comparison::Equal, w, eq);  // overlapping bounds, no common value
    csp::add_reified_comparison(p, z, Comparison::NotEqual, w, ne);
    csp::add_reified_comparison(p, x, Comparison::LessEqual, z, open);
    EXPECT_EQ(csp::testing::after_propagation(p, lt), std::set<int>{1});
    EXPECT_EQ(csp::testing::after_propagation(p, eq), std::set<int>{0});
    EXPECT_EQ(csp::testing::after_propagation(p, ne), std::set<int>{1});
    EXPECT_EQ(csp::testing::after_propagation(p, open), (std::set<int>{0, 1}));
}

TEST(Comparison, LargeDomainsAreNarrowedAtTheEndsAndByShiftedWords) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 99'999);
    const VarId y = p.add_variable("y", 50'000, 149'999);
    p.restrict(y, [](int v) { return v % 3 != 0; });
    csp::add_comparison(p, x, Comparison::Equal, y);
    const VarId z = p.add_variable("z", -100'000, 100'000);
    csp::add_comparison(p, z, Comparison::Less, x);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    const auto& dx = r.domains[static_cast<std::size_t>(x)];
    // x = y: x keeps 50000..99999 without the multiples of 3.
    EXPECT_EQ(p.labels(x)[static_cast<std::size_t>(dx.min())], 50'000);
    EXPECT_EQ(p.labels(x)[static_cast<std::size_t>(dx.max())], 99'998);
    EXPECT_EQ(dx.size(), 50'000 - 16'667);
    for (int v : {50'001, 60'000, 99'999}) EXPECT_FALSE(dx.contains(v)) << v;
    const auto& dz = r.domains[static_cast<std::size_t>(z)];
    EXPECT_EQ(p.labels(z)[static_cast<std::size_t>(dz.max())], 99'997);  // z < max x = 99998
    EXPECT_EQ(p.labels(z)[static_cast<std::size_t>(dz.min())], -100'000);
}

TEST(Comparison, SameVariableOnBothSidesIsAConstant) {
    for (const auto op : {Comparison::Equal, Comparison::NotEqual, Comparison::Less, Comparison::LessEqual}) {
        csp::Problem p;
        const VarId x = p.add_variable("x", 0, 2);
        csp::add_comparison(p, x, op, x);
        const bool holds = op == Comparison::Equal || op == Comparison::LessEqual;
        EXPECT_EQ(p.has_false_constant(), !holds);
        csp::Problem q;
        const VarId qx = q.add_variable("x", 0, 2), qr = q.add_variable("r", 0, 1);
        csp::add_reified_comparison(q, qx, op, qx, qr);
        EXPECT_EQ(csp::testing::after_propagation(q, qr), std::set<int>{holds ? 1 : 0});
    }
}

TEST(Comparison, BadArgumentsAreModelErrors) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 3), y = p.add_variable("y", 0, 3), r = p.add_variable("r", 0, 1);
    const int set[] = {1, 2};
    EXPECT_THROW(csp::add_comparison(p, x, Comparison::Less, 9), csp::ModelError);
    EXPECT_THROW(csp::add_reified_comparison(p, x, Comparison::Less, y, y), csp::ModelError);  // y is not 0/1
    EXPECT_THROW(csp::add_reified_comparison(p, r, Comparison::Less, y, r), csp::ModelError);  // r compared
    EXPECT_THROW(csp::add_reified_comparison(p, x, Comparison::Less, y, -1), csp::ModelError);
    EXPECT_THROW(csp::add_reified_membership(p, x, set, y), csp::ModelError);
    EXPECT_THROW(csp::add_reified_membership(p, r, set, r), csp::ModelError);
}

}  // namespace
