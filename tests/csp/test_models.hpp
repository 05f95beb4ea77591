#pragma once
// Small models shared by the engine tests, built directly with the public API.

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"
#include "queens_check.hpp"

namespace csp::testing {

/// `values` sorted, each once (random value lists repeat values, which add_variable refuses).
inline std::vector<int> distinct(std::vector<int> values) {
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

/// A random int in 0..bound-1.
inline int below(Random& rng, int bound) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(bound))); }

/// Australia (AIMA fig. 6.1) with k colours.
inline Problem australia(int colours) {
    Problem p;
    const char* names[] = {"WA", "NT", "SA", "Q", "NSW", "V", "T"};
    for (const char* n : names) p.add_variable(n, 0, colours - 1);
    const std::pair<const char*, const char*> borders[] = {{"WA", "NT"}, {"WA", "SA"}, {"NT", "SA"},
                                                           {"NT", "Q"},  {"SA", "Q"},  {"SA", "NSW"},
                                                           {"SA", "V"},  {"Q", "NSW"}, {"NSW", "V"}};
    for (auto [a, b] : borders) p.add_constraint(p.variable(a), p.variable(b), not_equal());
    return p;
}

/// a < d is impossible for every a, with b and c free in between: chronological backtracking tries
/// all of b × c for each a; conflict-directed backjumping blames a alone and jumps from d back to it.
inline Problem jump_over_two_levels() {
    Problem p;
    const auto a = p.add_variable("a", 0, 2);
    p.add_variable("b", 0, 4);
    p.add_variable("c", 0, 4);
    const auto d = p.add_variable("d", 0, 0);
    p.add_constraint(a, d, less());
    return p;
}

/// N-Queens: one variable per column holding the row; ≠ and ≠-offset for the diagonals.
inline Problem queens(int n) {
    Problem p;
    for (int i = 0; i < n; ++i) p.add_variable("Q" + std::to_string(i + 1), 1, n);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            p.add_constraint(i, j, not_equal());
            p.add_constraint(i, j, not_equal_offset(j - i));
            p.add_constraint(i, j, not_equal_offset(i - j));
        }
    return p;
}

/// The size of random CSPs for oracle tests.
struct RandomShape {
    int max_variables = 6;
    int max_domain = 4;
    int lowest_value = -4;
    int value_range = 9;  ///< values in [lowest_value, lowest_value + value_range)
    int constraints_per_variable = 2;
    int table_density_percent = 67;  ///< chance that a pair is allowed in a random table
    bool with_nary = false;          ///< sometimes add an all-different over three variables
};

/// A random CSP on small domains: ≠, <, ≤, ≠-offset, random tables and predicates.
inline Problem random_problem(Random& rng, const RandomShape& shape = {}) {
    Problem p;
    const int n = 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.max_variables - 1)));
    for (int i = 0; i < n; ++i) {
        std::vector<int> values;
        const int size = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.max_domain)));
        for (int k = 0; k < size; ++k)
            values.push_back(shape.lowest_value +
                             static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.value_range))));
        p.add_variable("v" + std::to_string(i), distinct(values));
    }
    const int constraints = static_cast<int>(rng.below(static_cast<std::uint64_t>(n * shape.constraints_per_variable)));
    for (int c = 0; c < constraints; ++c) {
        const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        if (x == y) continue;
        switch (rng.below(6)) {
            case 0: p.add_constraint(x, y, not_equal()); break;
            case 1: p.add_constraint(x, y, less()); break;
            case 2: p.add_constraint(x, y, less_equal()); break;
            case 3: p.add_constraint(x, y, not_equal_offset(static_cast<int>(rng.below(5)) - 2)); break;
            case 4: {
                std::vector<std::pair<int, int>> pairs;
                for (int a : p.labels(x))
                    for (int b : p.labels(y))
                        if (static_cast<int>(rng.below(100)) < shape.table_density_percent) pairs.emplace_back(a, b);
                if (!pairs.empty()) p.add_constraint(x, y, table(pairs));
                break;
            }
            default: {
                const int m = 2 + static_cast<int>(rng.below(3));
                p.add_constraint(
                    x, y, [m](int a, int b) { return (a + b) % m != 0; }, "sum%m!=0");
            }
        }
    }
    if (shape.with_nary && n >= 3 && rng.below(2) == 0) {
        const std::vector<VarId> scope = {0, 1, n - 1};
        add_all_different(p, scope, AllDifferentStrength::Value);
    }
    if (rng.below(4) == 0) p.remove_value(0, p.labels(0)[0]);
    return p;
}

/// Every assignment of labels that csp::violation accepts, by enumeration.
inline std::set<Assignment> brute_force(const Problem& p) {
    std::set<Assignment> solutions;
    Assignment a(static_cast<std::size_t>(p.num_variables()));
    std::vector<std::size_t> at(a.size(), 0);
    while (true) {
        for (std::size_t i = 0; i < a.size(); ++i) a[i] = p.labels(static_cast<int>(i))[at[i]];
        if (violation(p, a).empty()) solutions.insert(a);
        std::size_t i = 0;
        while (i < a.size() && ++at[i] == p.labels(static_cast<int>(i)).size()) at[i++] = 0;
        if (i == a.size()) return solutions;
    }
}

/// The best value of `objective` over the solutions in `solutions` (brute force's), if any.
inline std::optional<int> optimum(const std::set<Assignment>& solutions, VarId objective, bool minimize) {
    std::optional<int> best;
    for (const Assignment& a : solutions) {
        const int v = a[static_cast<std::size_t>(objective)];
        if (!best || (minimize ? v < *best : v > *best)) best = v;
    }
    return best;
}

/// What is wrong with `r` as the proven optimum of `objective` whose value is `expected` (none:
/// no solution), "" when nothing: complete, its status, its last solution valid and that good.
inline std::string optimum_mismatch(const Problem& p, const Result& r, VarId objective, std::optional<int> expected) {
    if (!r.complete) return "not complete";
    if (!expected) return r.status == Status::Unsatisfiable ? "" : "a solution where there is none";
    if (r.status != Status::Satisfied || r.solutions.empty()) return "no solution where there is one";
    if (const std::string why = violation(p, r.solutions.back()); !why.empty()) return "invalid: " + why;
    const int value = r.solutions.back()[static_cast<std::size_t>(objective)];
    return value == *expected ? "" : "value " + std::to_string(value) + ", optimum " + std::to_string(*expected);
}

}  // namespace csp::testing
