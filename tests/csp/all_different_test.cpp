// Each all-different strength against a brute-force oracle on random domains: no strength removes a
// value that belongs to a solution of the constraint; `domain` removes every value that does not.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <set>
#include <span>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

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
        for (int k = 0; k < size; ++k)
            v.push_back(shared ? 1 + static_cast<int>(rng.below(5)) : static_cast<int>(rng.below(7)) - 2);
        in.values.push_back(v);
    }
    return in;
}

csp::Problem build(const Instance& in, AllDifferentStrength strength) {
    csp::Problem p;
    std::vector<csp::VarId> vars;
    for (std::size_t i = 0; i < in.values.size(); ++i)
        vars.push_back(p.add_variable("x" + std::to_string(i), csp::testing::distinct(in.values[i])));
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
                for (int v : keep[static_cast<std::size_t>(x)])
                    EXPECT_TRUE(left.count(v)) << "trial " << trial << " x" << x << "=" << v;
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
    for (int trial = 0; trial < csp::testing::random_cases(300); ++trial) {
        const int m = 2 + static_cast<int>(rng.below(5));               // up to 6^6 assignments to enumerate
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
            for (int v : keep[static_cast<std::size_t>(x)])
                EXPECT_TRUE(left.count(v)) << "trial " << trial << " x" << x << "=" << v;
            if (GetParam() == AllDifferentStrength::Domain) {
                EXPECT_EQ(left, keep[static_cast<std::size_t>(x)]) << "trial " << trial;
            }
        }
        csp::Solver solver(p, {.max_solutions = 0});
        const csp::Result result = solver.solve();
        EXPECT_EQ(std::set<std::vector<int>>(result.solutions.begin(), result.solutions.end()), solutions)
            << "trial " << trial;
    }
}

INSTANTIATE_TEST_SUITE_P(AllDifferent, Strengths,
                         ::testing::Values(AllDifferentStrength::Binary, AllDifferentStrength::Value,
                                           AllDifferentStrength::Hidden, AllDifferentStrength::Bounds,
                                           AllDifferentStrength::Domain),
                         [](const auto& test) { return std::string(csp::to_string(test.param)); });

// Whether the variables other than `fixed` can take distinct values of their domains (bitsets
// over 0..m-1) while `fixed` takes `value`: Kuhn's augmenting paths, written for this test alone.
bool perfect_with(const std::vector<std::uint64_t>& domains, int fixed, int value) {
    const int n = static_cast<int>(domains.size());
    std::vector<int> owner(64, -1);
    owner[static_cast<std::size_t>(value)] = fixed;
    std::function<bool(int, std::uint64_t&)> place = [&](int x, std::uint64_t& seen) {
        for (int v = 0; v < 64; ++v) {
            if (!(domains[static_cast<std::size_t>(x)] >> v & 1u) || (seen >> v & 1u) || v == value) continue;
            seen |= std::uint64_t{1} << v;
            if (owner[static_cast<std::size_t>(v)] < 0 || place(owner[static_cast<std::size_t>(v)], seen)) {
                owner[static_cast<std::size_t>(v)] = x;
                return true;
            }
        }
        return false;
    };
    for (int x = 0; x < n; ++x) {
        if (x == fixed) continue;
        std::uint64_t seen = 0;
        if (!place(x, seen)) return false;
    }
    return true;
}

// Units of 8 to 16 variables over as many values (the Sudoku case, beyond what enumeration can
// check), with the domains a search leaves: some fixed, the rest sparse, so that Hall sets of every
// size occur. `domain` strength, run by the propagation queue (its cheap stage, then the matching
// with its shortcut for units where no Hall set can prune), must leave exactly the values that
// have a perfect matching, and fail exactly when there is none.
TEST(AllDifferent, DomainStrengthOnLargeUnitsAgreesWithPerValueMatchings) {
    csp::Random rng(2026);
    int pruned = 0, failed = 0;
    for (int trial = 0; trial < 1000; ++trial) {
        const int n = 8 + static_cast<int>(rng.below(9));
        // A hidden permutation keeps most instances satisfiable, so the pruning is what is tested.
        std::vector<int> answer(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) answer[static_cast<std::size_t>(i)] = i;
        rng.shuffle(std::span<int>(answer));
        // Half the time a Hall set of 5 to 7 variables is planted: the first `hall` variables draw
        // their extra values from their own answers only, a set that large and its complement
        // being what only the matching (no shortcut) can see.
        const int hall = rng.below(2) == 0 ? 5 + static_cast<int>(rng.below(3)) : 0;
        const bool planted = hall > 0 && n >= 2 * hall;
        csp::Problem p;
        std::vector<csp::VarId> vars;
        std::vector<std::uint64_t> domains;
        for (int i = 0; i < n; ++i) {
            vars.push_back(p.add_variable("x" + std::to_string(i), 0, n - 1));
            std::uint64_t d = 0;
            const int extra = rng.below(4) == 0 ? 0 : 1 + static_cast<int>(rng.below(4));
            if (rng.below(20) != 0) d |= std::uint64_t{1} << answer[static_cast<std::size_t>(i)];
            for (int k = 0; k < extra; ++k) {
                const bool inside = planted && i < hall;
                const auto pick = rng.below(static_cast<std::uint64_t>(inside ? hall : n));
                d |= std::uint64_t{1} << (inside ? answer[static_cast<std::size_t>(pick)] : static_cast<int>(pick));
            }
            if (d == 0) d = 1;
            for (int v = 0; v < n; ++v)
                if (!(d >> v & 1u)) p.remove_value(vars.back(), v);
            domains.push_back(d);
        }
        csp::add_all_different(p, vars, AllDifferentStrength::Domain);
        const csp::Ac3Result r = csp::ac3(p);
        bool any = false;
        for (int x = 0; x < n; ++x)
            for (int v = 0; v < n; ++v)
                if (domains[static_cast<std::size_t>(x)] >> v & 1u) any |= perfect_with(domains, x, v);
        ASSERT_EQ(r.consistent, any) << "trial " << trial;
        if (!r.consistent) {
            ++failed;
            continue;
        }
        for (int x = 0; x < n; ++x) {
            std::set<int> expected;
            for (int v = 0; v < n; ++v)
                if ((domains[static_cast<std::size_t>(x)] >> v & 1u) && perfect_with(domains, x, v)) expected.insert(v);
            const std::set<int> left = remaining(p, r, x);
            EXPECT_EQ(left, expected) << "trial " << trial << " x" << x;
            if (left.size() < static_cast<std::size_t>(std::popcount(domains[static_cast<std::size_t>(x)]))) ++pruned;
        }
    }
    // The instances are not trivial: the propagator removed values and detected failures.
    EXPECT_GT(pruned, 100);
    EXPECT_GT(failed, 10);
}

// Whether every variable but `fixed` takes a distinct value of its interval [lo, hi] while `fixed`
// takes `value`: by increasing upper bound, each takes the least free value it can (exact for
// intervals), written for this test alone.
bool intervals_match(const std::vector<int>& lo, const std::vector<int>& hi, std::size_t fixed, int value) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < lo.size(); ++i)
        if (i != fixed) order.push_back(i);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return hi[a] < hi[b]; });
    std::set<int> used{value};
    for (const std::size_t i : order) {
        int v = lo[i];
        while (used.contains(v)) ++v;
        if (v > hi[i]) return false;
        used.insert(v);
    }
    return true;
}

// Bounds strength is bounds consistency on the intervals, each new bound moved on to the next value
// the domain holds, until nothing moves: the oracle moves one bound at a time while no matching of
// the intervals supports it. Over 40 values (the one-word kernel) and 100 (the union-find sweep),
// with labels in one run (a shift into the common space) and spread 0, 3, 6, … (the map).
TEST(AllDifferent, BoundsStrengthReachesTheBoundsConsistentFixpoint) {
    csp::Random rng(4242);
    int moved = 0, failed = 0;
    const int trials = csp::testing::random_cases(600);
    for (int trial = 0; trial < trials; ++trial) {
        const int capacity = trial % 2 == 0 ? 40 : 100;
        const int step = trial % 4 < 2 ? 1 : 3;  // label = step · position
        const int n = 2 + static_cast<int>(rng.below(8));
        const int base = static_cast<int>(rng.below(static_cast<std::uint64_t>(capacity - n - 4)));
        csp::Problem p;
        std::vector<csp::VarId> vars;
        std::vector<std::set<int>> domains;  // positions
        std::vector<int> all;
        for (int v = 0; v < capacity; ++v) all.push_back(step * v);
        for (int i = 0; i < n; ++i) {
            std::set<int> d;
            const int lo = base + static_cast<int>(rng.below(static_cast<std::uint64_t>(n + 2)));
            const int hi = std::min(capacity - 1, lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(n))));
            for (int v = lo; v <= hi; ++v)
                if (v == lo || v == hi || rng.below(4) != 0) d.insert(v);
            vars.push_back(p.add_variable("x" + std::to_string(i), all));
            p.restrict(vars.back(), [&](int label) { return d.contains(label / step); });
            domains.push_back(d);
        }
        csp::add_all_different(p, vars, AllDifferentStrength::Bounds);
        // The oracle's fixpoint.
        bool consistent = true;
        for (bool again = true; again && consistent;) {
            again = false;
            std::vector<int> lo, hi;
            for (const auto& d : domains) lo.push_back(*d.begin()), hi.push_back(*d.rbegin());
            for (std::size_t i = 0; i < domains.size() && consistent; ++i) {
                auto& d = domains[i];
                while (!d.empty() && !intervals_match(lo, hi, i, *d.begin())) d.erase(d.begin()), again = true;
                while (!d.empty() && !intervals_match(lo, hi, i, *d.rbegin()))
                    d.erase(std::prev(d.end())), again = true;
                consistent = !d.empty();
                if (again) break;  // bounds moved: the others are judged against the new intervals
            }
        }
        const csp::Ac3Result r = csp::ac3(p);
        ASSERT_EQ(r.consistent, consistent) << "trial " << trial;
        if (!consistent) {
            ++failed;
            continue;
        }
        for (int x = 0; x < n; ++x) {
            std::set<int> expected;
            for (int v : domains[static_cast<std::size_t>(x)]) expected.insert(step * v);
            const std::set<int> left = remaining(p, r, x);
            EXPECT_EQ(left, expected) << "trial " << trial << " x" << x;
            moved += static_cast<int>(p.domain(x).size() - left.size());
        }
    }
    // The instances are not trivial: bounds moved, and some failed (scaled: the sanitizer stage runs a
    // fifth of the trials).
    EXPECT_GT(moved, trials / 6);
    EXPECT_GT(failed, trials / 60);
}

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
    EXPECT_EQ(
        remaining(build(hall, AllDifferentStrength::Value), csp::ac3(build(hall, AllDifferentStrength::Value)), 2),
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
