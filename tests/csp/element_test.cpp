#include <gtest/gtest.h>

#include "csp/constraints/element/element.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"

namespace {

using csp::testing::expect_domain_consistent;
using csp::testing::expect_oracle;
using csp::testing::random_values;

TEST(Element, ConstantArraysMatchBruteForceAndAreDomainConsistent) {
    csp::Random rng(11);
    for (int round = 0; round < 150; ++round) {
        csp::Problem p;
        const int offset = static_cast<int>(rng.below(3)) - 1;
        std::vector<int> array(1 + rng.below(6));
        for (int& a : array) a = static_cast<int>(rng.below(9)) - 4;
        const auto index = p.add_variable("index", random_values(rng, offset - 2, 10, 8));
        const auto value = rng.below(5) == 0 ? index : p.add_variable("value", random_values(rng, -4, 9, 6));
        csp::add_element(p, index, array, value, offset);
        const auto holds = [&](const csp::Assignment& a) {
            const long long at = a[static_cast<std::size_t>(index)] - offset;
            return at >= 0 && at < static_cast<long long>(array.size()) &&
                   array[static_cast<std::size_t>(at)] == a[static_cast<std::size_t>(value)];
        };
        const std::string what = "round " + std::to_string(round);
        expect_oracle(p, holds, what);
        expect_domain_consistent(p, holds, what);
    }
}

TEST(Element, VariableArraysMatchBruteForce) {
    csp::Random rng(12);
    for (int round = 0; round < 150; ++round) {
        csp::Problem p;
        const int offset = static_cast<int>(rng.below(3));
        const auto index = p.add_variable("index", random_values(rng, offset - 1, 6, 5));
        const auto value = p.add_variable("value", random_values(rng, -2, 6, 4));
        std::vector<csp::VarId> array;
        const int n = 1 + static_cast<int>(rng.below(4));
        for (int i = 0; i < n; ++i)
            array.push_back(p.add_variable("a" + std::to_string(i), random_values(rng, -2, 6, 3)));
        // Sometimes an entry is the index, the value or another entry.
        const bool repeats = rng.below(3) == 0;
        if (repeats) {
            const auto which = rng.below(3);
            array[rng.below(array.size())] = which == 0 ? index : which == 1 ? value : array[0];
        }
        csp::add_variable_element(p, index, array, value, offset);
        const auto holds = [&](const csp::Assignment& a) {
            const long long at = a[static_cast<std::size_t>(index)] - offset;
            return at >= 0 && at < static_cast<long long>(array.size()) &&
                   a[static_cast<std::size_t>(array[static_cast<std::size_t>(at)])] ==
                       a[static_cast<std::size_t>(value)];
        };
        const std::string what = "round " + std::to_string(round);
        expect_oracle(p, holds, what);
        if (!repeats) expect_domain_consistent(p, holds, what);
    }
}

// Ranges of labels shifted against each other (the word-shift path of the label helpers).
TEST(Element, VariableArraysOverShiftedRangesAreDomainConsistent) {
    csp::Random rng(13);
    const auto range = [&](csp::Problem& p, const std::string& name) {
        const int lo = static_cast<int>(rng.below(7)) - 3;
        return p.add_variable(name, lo, lo + static_cast<int>(rng.below(5)));
    };
    for (int round = 0; round < csp::testing::random_cases(100); ++round) {
        csp::Problem p;
        const auto index = p.add_variable("index", 1, 1 + static_cast<int>(rng.below(4)));
        const auto value = range(p, "value");
        std::vector<csp::VarId> array;
        for (int i = 0; i < 4; ++i) array.push_back(range(p, "a" + std::to_string(i)));
        csp::add_variable_element(p, index, array, value, 1);
        const auto holds = [&](const csp::Assignment& a) {
            const long long at = a[static_cast<std::size_t>(index)] - 1;
            return at >= 0 && at < 4 &&
                   a[static_cast<std::size_t>(array[static_cast<std::size_t>(at)])] ==
                       a[static_cast<std::size_t>(value)];
        };
        const std::string what = "round " + std::to_string(round);
        expect_oracle(p, holds, what);
        expect_domain_consistent(p, holds, what);
    }
}

TEST(Element, AFixedIndexMakesTheChosenEntryEqualTheValue) {
    csp::Problem p;
    const auto index = p.add_variable("index", std::vector<int>{2});
    const auto value = p.add_variable("value", 3, 6);
    const auto a1 = p.add_variable("a1", 0, 9);
    const auto a2 = p.add_variable("a2", std::vector<int>{1, 4, 5, 8});
    const std::vector<csp::VarId> array{a1, a2};
    csp::add_variable_element(p, index, array, value, 1);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(r.domains[static_cast<std::size_t>(a2)].size(), 2);     // {4, 5}
    EXPECT_EQ(r.domains[static_cast<std::size_t>(value)].size(), 2);  // {4, 5}
    EXPECT_EQ(r.domains[static_cast<std::size_t>(a1)].size(), 10);    // not chosen: free
}

TEST(Element, BadArgumentsAreModelErrors) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 3);
    EXPECT_THROW(csp::add_element(p, x, std::span<const int>{}, x, 1), csp::ModelError);
    EXPECT_THROW(csp::add_variable_element(p, x, std::span<const csp::VarId>{}, x, 1), csp::ModelError);
    const std::vector<csp::VarId> unknown{x, 9};
    EXPECT_THROW(csp::add_variable_element(p, x, unknown, x, 1), csp::ModelError);
}

}  // namespace
