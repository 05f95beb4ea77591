// Zebra puzzle example: the solver's answer checked clue by clue, and its uniqueness confirmed by
// a brute-force search over the 5!^5 arrangements written independently of the engine.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>

#include "csp/search/solver.hpp"
#include "models/zebra.hpp"

namespace ex = csp::examples;

namespace {

using Houses = std::array<int, 5>;  // house number (1..5) of each value of one category

// All 120 permutations of the houses 1..5.
std::vector<Houses> permutations() {
    std::vector<Houses> all;
    Houses h{1, 2, 3, 4, 5};
    do all.push_back(h);
    while (std::next_permutation(h.begin(), h.end()));
    return all;
}

bool next_to(int a, int b) { return std::abs(a - b) == 1; }

// Counts arrangements satisfying the fourteen clues, pruning category by category.
// Indices follow the book's lists: colour red green ivory yellow blue; nationality Englishman
// Spaniard Norwegian Ukrainian Japanese; drink coffee tea milk juice water; pet dog snails fox
// horse zebra; candy Hershey KitKat Smarties Snickers MilkyWay.
int brute_force_count(Houses* found_pet = nullptr, Houses* found_nation = nullptr, Houses* found_drink = nullptr) {
    const auto perms = permutations();
    int count = 0;
    for (const Houses& col : perms) {
        if (col[1] != col[2] + 1) continue;  // green right of ivory
        for (const Houses& nat : perms) {
            if (nat[0] != col[0] || nat[2] != 1 || !next_to(nat[2], col[4])) continue;
            for (const Houses& drink : perms) {
                if (drink[0] != col[1] || drink[1] != nat[3] || drink[2] != 3) continue;
                for (const Houses& candy : perms) {
                    if (candy[1] != col[3] || candy[4] != nat[4] || candy[3] != drink[3]) continue;
                    for (const Houses& pet : perms) {
                        if (pet[0] != nat[1] || pet[1] != candy[2] || !next_to(candy[0], pet[2]) ||
                            !next_to(candy[1], pet[3]))
                            continue;
                        ++count;
                        if (found_pet) *found_pet = pet, *found_nation = nat, *found_drink = drink;
                    }
                }
            }
        }
    }
    return count;
}

}  // namespace

TEST(Zebra, ModelIsBinaryWith25Variables) {
    const csp::Problem p = ex::zebra_problem();
    EXPECT_EQ(p.num_variables(), 25);
    // 5 categories × 10 ≠ pairs, plus one constraint per relational clue (12 of the 14); "green
    // right of ivory" joins a pair that already has its ≠, and the engine merges the two.
    EXPECT_EQ(p.constraints().size(), 5u * 10u + 12u - 1u);
}

TEST(Zebra, JapaneseOwnsTheZebraNorwegianDrinksWater) {
    const csp::Problem p = ex::zebra_problem();
    csp::Solver solver(p, {.max_solutions = 2});
    const csp::Result r = solver.solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.solution_count, 1u);  // the search space held no second solution
    const csp::Assignment& s = r.solutions.front();
    auto house = [&](const char* value) { return s[static_cast<std::size_t>(p.variable(value))]; };
    EXPECT_EQ(house("Japanese"), house("zebra"));
    EXPECT_EQ(house("Norwegian"), house("water"));

    // Every clue, checked on the answer directly.
    EXPECT_EQ(house("Englishman"), house("red"));
    EXPECT_EQ(house("Spaniard"), house("dog"));
    EXPECT_EQ(house("Norwegian"), 1);
    EXPECT_EQ(house("green"), house("ivory") + 1);
    EXPECT_TRUE(next_to(house("Hershey bars"), house("fox")));
    EXPECT_EQ(house("Kit Kats"), house("yellow"));
    EXPECT_TRUE(next_to(house("Norwegian"), house("blue")));
    EXPECT_EQ(house("Smarties"), house("snails"));
    EXPECT_EQ(house("Snickers"), house("orange juice"));
    EXPECT_EQ(house("Ukrainian"), house("tea"));
    EXPECT_EQ(house("Japanese"), house("Milky Ways"));
    EXPECT_TRUE(next_to(house("Kit Kats"), house("horse")));
    EXPECT_EQ(house("coffee"), house("green"));
    EXPECT_EQ(house("milk"), 3);
    for (int c = 0; c < 5; ++c) {
        std::array<int, 5> houses{};
        for (int i = 0; i < 5; ++i) houses[static_cast<std::size_t>(i)] = s[static_cast<std::size_t>(c * 5 + i)];
        std::sort(houses.begin(), houses.end());
        EXPECT_EQ(houses, (std::array<int, 5>{1, 2, 3, 4, 5})) << "category " << c;
    }
}

TEST(Zebra, BruteForceAgrees) {
    Houses pet{}, nation{}, drink{};
    ASSERT_EQ(brute_force_count(&pet, &nation, &drink), 1);
    EXPECT_EQ(pet[4], nation[4]);    // zebra with the Japanese
    EXPECT_EQ(drink[4], nation[2]);  // water with the Norwegian

    const csp::Problem p = ex::zebra_problem();
    csp::Solver solver(p);
    const csp::Assignment s = solver.solve().solutions.at(0);
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(s[static_cast<std::size_t>(5 + i)], nation[static_cast<std::size_t>(i)]);
        EXPECT_EQ(s[static_cast<std::size_t>(15 + i)], pet[static_cast<std::size_t>(i)]);
    }
}

TEST(Zebra, ForwardCheckingAndMacFindTheSameUniqueSolution) {
    // (Plain backtracking gets there too, but needs seconds: MRV sees no pruned domains.)
    const csp::Problem p = ex::zebra_problem();
    for (const auto inference : {csp::Inference::ForwardChecking, csp::Inference::Mac}) {
        csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.solution_count, 1u) << to_string(inference);
        EXPECT_TRUE(csp::violation(p, r.solutions.at(0)).empty());
    }
}
