// all-different over x_i + offset_i at every strength against brute force, at domain sizes
// (capacities) that straddle the bitsets' words: 1, 63, 64, 65, 200 and 10,000. Labels that are
// one run of values enter the common value space by a shift (one word or several), other label sets
// through a map; offsets far apart fall back to the map too. No value of a solution is removed,
// the search finds exactly the solutions, and the domain strength removes every other value.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/search/solver.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

// Its own namespace: unity builds compile several test files as one.
namespace all_different_offsets_test {

namespace {

using csp::AllDifferentStrength;

constexpr AllDifferentStrength kStrengths[] = {AllDifferentStrength::Binary, AllDifferentStrength::Value,
                                               AllDifferentStrength::Hidden, AllDifferentStrength::Bounds,
                                               AllDifferentStrength::Domain};

// The constraint as this test states it: the shifted values are pairwise distinct.
bool shifted_distinct(const csp::Assignment& a, std::span<const int> offsets) {
    std::set<long long> seen;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!seen.insert(static_cast<long long>(a[i]) + offsets[i]).second) return false;
    return true;
}

// How the variables' labels are laid out.
enum class Labels {
    Run,     // 0..capacity-1: a shift per variable
    Spread,  // 0, 3, 6, …: not a run, so the map
};

struct Instance {
    int capacity = 1;
    Labels labels = Labels::Run;
    std::vector<int> offsets;
    std::vector<std::vector<int>> values;  // per variable, positions 0..capacity-1 it keeps
};

int label_of(const Instance& in, int position) { return in.labels == Labels::Run ? position : 3 * position; }

// Positions next to the words' edges, inside the capacity.
std::vector<int> edges(int capacity) {
    std::vector<int> out;
    for (int v : {0, 1, 2, 62, 63, 64, 65, 127, 128, 129, 199, 9998, 9999, capacity - 1, capacity - 2})
        if (v >= 0 && v < capacity) out.push_back(v);
    return csp::testing::distinct(out);
}

// A few variables whose shifted values mostly meet in a small pool, so that the constraint bites.
Instance random_instance(csp::Random& rng, int capacity, Labels labels, bool far_offsets) {
    Instance in{capacity, labels, {}, {}};
    const std::vector<int> near = edges(capacity);
    const int shifts[] = {0, 0, 1, -1, 2, 63, -63, 64, -64, 65, -65, 128, -129};
    std::vector<long long> pool;  // shifted values the variables aim at
    for (int k = 0; k < 4; ++k) pool.push_back(label_of(in, near[rng.below(near.size())]) + shifts[rng.below(13)]);
    const int n = 2 + static_cast<int>(rng.below(4));
    for (int i = 0; i < n; ++i) {
        int offset = shifts[rng.below(13)];
        if (far_offsets && rng.below(2) == 0) offset += rng.below(2) == 0 ? 1000000 : -1000000;
        in.offsets.push_back(offset);
        std::vector<int> positions;
        for (long long target : pool) {
            if (rng.below(3) == 0) continue;
            const long long label = target - offset;
            // Back from a label to a position, when the variable has that label.
            const long long position = labels == Labels::Run ? label : (label % 3 == 0 ? label / 3 : -1);
            if (position >= 0 && position < capacity) positions.push_back(static_cast<int>(position));
        }
        if (positions.empty() || rng.below(3) == 0) positions.push_back(near[rng.below(near.size())]);
        in.values.push_back(csp::testing::distinct(positions));
    }
    return in;
}

csp::Problem build(const Instance& in, AllDifferentStrength strength) {
    csp::Problem p;
    std::vector<csp::VarId> vars;
    std::vector<int> all;
    for (int position = 0; position < in.capacity; ++position) all.push_back(label_of(in, position));
    for (std::size_t i = 0; i < in.values.size(); ++i) {
        vars.push_back(p.add_variable("x" + std::to_string(i), all));
        std::set<int> keep;
        for (int position : in.values[i]) keep.insert(label_of(in, position));
        p.restrict(vars.back(), [&](int v) { return keep.contains(v); });
    }
    csp::add_all_different(p, vars, in.offsets, strength);
    return p;
}

std::string describe(const Instance& in, AllDifferentStrength strength) {
    std::string text = std::string(csp::to_string(strength)) + ", capacity " + std::to_string(in.capacity) +
                       (in.labels == Labels::Run ? "" : " (spread labels)") + ":";
    for (std::size_t i = 0; i < in.values.size(); ++i) {
        text += " x" + std::to_string(i) + "+" + std::to_string(in.offsets[i]) + " in {";
        for (int position : in.values[i]) text += std::to_string(label_of(in, position)) + ",";
        text += "}";
    }
    return text;
}

void expect_exact(const Instance& in, AllDifferentStrength strength) {
    const csp::Problem p = build(in, strength);
    const std::string label = describe(in, strength);
    const auto expected =
        csp::testing::enumerate(p, [&](const csp::Assignment& a) { return shifted_distinct(a, in.offsets); });
    csp::testing::expect_engines_match(p, expected, label);
    if (strength == AllDifferentStrength::Domain) csp::testing::expect_domain_consistent(p, expected, label);
    else csp::testing::expect_sound(p, expected, label);
}

class Capacities : public ::testing::TestWithParam<int> {};

TEST_P(Capacities, EveryStrengthWithOffsetsAgreesWithBruteForce) {
    const int capacity = GetParam();
    csp::Random rng(static_cast<std::uint64_t>(capacity) + 11);
    int solvable = 0, unsolvable = 0;
    const int trials = csp::testing::random_cases(40, 16);
    for (int trial = 0; trial < trials; ++trial) {
        for (const Labels labels : {Labels::Run, Labels::Spread}) {
            const Instance in = random_instance(rng, capacity, labels, trial % 8 == 7);
            for (const AllDifferentStrength strength : kStrengths)
                // The binary decomposition compiles each x − y ≠ k relation into a support row per
                // value: 10,000² bits a relation, beyond a unit test's budget. Capacity 200 covers it.
                if (strength != AllDifferentStrength::Binary || capacity <= 200) expect_exact(in, strength);
            const csp::Problem p = build(in, AllDifferentStrength::Domain);
            const auto solutions =
                csp::testing::enumerate(p, [&](const csp::Assignment& a) { return shifted_distinct(a, in.offsets); });
            ++(solutions.empty() ? unsolvable : solvable);
        }
    }
    // Of the 2 × trials instances, both kinds must come up (all 40 trials: over 10 and over 3).
    EXPECT_GT(solvable, trials / 4);
    if (capacity > 1) {
        EXPECT_GT(unsolvable, trials * 3 / 40);  // the pools make the shifted values meet
    }
}

INSTANTIATE_TEST_SUITE_P(AllDifferentOffsets, Capacities, ::testing::Values(1, 63, 64, 65, 200, 10000),
                         [](const auto& test) { return "capacity" + std::to_string(test.param); });

// Search state kept across calls (the open variables, the last matching) must come back on
// backtracking: larger scopes over a multi-word space, searched to the end, against brute force.
TEST(AllDifferentOffsets, MultiWordSearchesFindExactlyTheSolutions) {
    csp::Random rng(2027);
    for (int trial = 0; trial < csp::testing::random_cases(30); ++trial) {
        Instance in{200, Labels::Run, {}, {}};
        const int n = 5 + static_cast<int>(rng.below(3));
        const int base = static_cast<int>(rng.below(140));
        for (int i = 0; i < n; ++i) {
            in.offsets.push_back(static_cast<int>(rng.below(3)) - 1);
            std::vector<int> positions;
            for (int k = 0; k < 3; ++k)
                positions.push_back(base + static_cast<int>(rng.below(static_cast<std::uint64_t>(n + 1))));
            in.values.push_back(csp::testing::distinct(positions));
        }
        for (const AllDifferentStrength strength : kStrengths) expect_exact(in, strength);
    }
}

TEST(AllDifferentOffsets, OffsetsMustMatchTheVariables) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 3);
    const auto y = p.add_variable("y", 1, 3);
    const std::vector<csp::VarId> vars{x, y};
    const std::vector<int> one{0};
    EXPECT_THROW(csp::add_all_different(p, vars, one), csp::ModelError);
    const std::vector<int> two{0, 1};
    csp::add_all_different(p, vars, two, AllDifferentStrength::Domain);
    EXPECT_NE(p.propagators().front()->describe().find("offsets"), std::string::npos);
    // x + 0 ≠ y + 1: (2, 1) and (3, 2) are out, (1, 2) is in.
    EXPECT_NE(csp::violation(p, {2, 1}), "");
    EXPECT_NE(csp::violation(p, {3, 2}), "");
    EXPECT_EQ(csp::violation(p, {1, 2}), "");
}

}  // namespace

// Two int labels can differ by more than any int: offsets INT_MAX and −1 still make
// (INT_MAX − 1) + (−1) meet (−2) + INT_MAX. Every strength, the ≠ decomposition included, must
// forbid it (the decomposition once skipped differences outside int's range).
TEST(AllDifferentOffsets, OffsetDifferencesBeyondIntStillForbidPairs) {
    constexpr int kMax = std::numeric_limits<int>::max();
    for (const AllDifferentStrength strength : kStrengths) {
        csp::Problem p;
        const csp::VarId a = p.add_variable("a", kMax - 1, kMax);
        const csp::VarId b = p.add_variable("b", -2, -1);
        const std::vector<csp::VarId> vars = {a, b};
        const std::vector<int> offsets = {-1, kMax};
        csp::add_all_different(p, vars, offsets, strength);
        std::set<csp::Assignment> expected;
        for (int x : p.labels(a))
            for (int y : p.labels(b))
                if (static_cast<long long>(x) - 1 != static_cast<long long>(y) + kMax) expected.insert({x, y});
        ASSERT_EQ(expected.size(), 2u);
        csp::testing::expect_engines_match(p, expected, std::string(csp::to_string(strength)));
    }
}

}  // namespace all_different_offsets_test
