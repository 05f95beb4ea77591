#pragma once
// The oracle for propagator tests: the test states the constraint itself (an independent
// predicate); the solver's solutions (under each inference) must be exactly the assignments it
// accepts, and each must pass csp::violation (which asks the propagator's satisfied()).

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"

namespace csp::testing {

using Holds = std::function<bool(const Assignment&)>;

/// Every assignment of the domains' labels that `holds` accepts, by enumeration.
inline std::set<Assignment> accepted(const Problem& p, const Holds& holds) {
    std::set<Assignment> out;
    const std::size_t n = static_cast<std::size_t>(p.num_variables());
    Assignment a(n);
    std::vector<std::size_t> at(n, 0);
    std::vector<std::vector<int>> values(n);
    for (std::size_t i = 0; i < n; ++i)
        for (int v : p.domain(static_cast<VarId>(i)))
            values[i].push_back(p.labels(static_cast<VarId>(i))[static_cast<std::size_t>(v)]);
    for (const auto& v : values)
        if (v.empty()) return out;
    while (true) {
        for (std::size_t i = 0; i < n; ++i) a[i] = values[i][at[i]];
        if (holds(a)) out.insert(a);
        std::size_t i = 0;
        while (i < n && ++at[i] == values[i].size()) at[i++] = 0;
        if (i == n) return out;
    }
}

/// The solver finds exactly `accepted(p, holds)` under MAC, forward checking and no inference.
inline void expect_oracle(const Problem& p, const Holds& holds, const std::string& what) {
    const std::set<Assignment> expected = accepted(p, holds);
    for (const Inference inference : {Inference::Mac, Inference::ForwardChecking, Inference::None}) {
        Solver solver(p, {.inference = inference, .max_solutions = 0});
        const Result r = solver.solve();
        std::set<Assignment> found;
        for (const Assignment& s : r.solutions) {
            EXPECT_EQ(violation(p, s), "") << what;
            found.insert(s);
        }
        EXPECT_EQ(found.size(), r.solutions.size()) << what << ": a solution found twice";
        EXPECT_EQ(found, expected) << what << " under " << to_string(inference);
        EXPECT_TRUE(r.complete) << what;
    }
}

/// Domain consistency of a problem holding one constraint: after propagation (AC-3 runs the
/// propagators to their fixpoint), each variable keeps exactly the values some solution uses.
inline void expect_domain_consistent(const Problem& p, const Holds& holds, const std::string& what) {
    const std::set<Assignment> solutions = accepted(p, holds);
    const Ac3Result r = ac3(p);
    if (solutions.empty()) {
        EXPECT_FALSE(r.consistent) << what << ": no solution, yet propagation did not fail";
        return;
    }
    ASSERT_TRUE(r.consistent) << what;
    for (VarId x = 0; x < p.num_variables(); ++x) {
        std::set<int> used, kept;
        for (const Assignment& s : solutions) used.insert(s[static_cast<std::size_t>(x)]);
        for (int v : r.domains[static_cast<std::size_t>(x)]) kept.insert(p.labels(x)[static_cast<std::size_t>(v)]);
        EXPECT_EQ(kept, used) << what << ": variable " << p.name(x);
    }
}

/// Values lowest..lowest+range−1, a random subset of 1..max_size of them, sorted.
inline std::vector<int> random_values(Random& rng, int lowest, int range, int max_size) {
    std::vector<int> all;
    for (int v = lowest; v < lowest + range; ++v) all.push_back(v);
    rng.shuffle(std::span<int>(all));
    all.resize(1 + rng.below(static_cast<std::uint64_t>(std::min(max_size, range))));
    std::sort(all.begin(), all.end());
    return all;
}

/// The value of x in a complete assignment.
inline int at(const Assignment& a, VarId x) { return a[static_cast<std::size_t>(x)]; }

/// Options that count every solution with learning, restarting often so that the clauses learnt
/// from the explanations are carried across runs (an explanation too strong would cut a solution).
inline SolverOptions counting_with_learning() {
    SolverOptions o;
    o.learning = true;
    o.max_solutions = 0;
    o.restart_base = 2;
    return o;
}

/// `accepted` under the name the Boolean, comparison and linear tests use.
inline std::set<Assignment> enumerate(const Problem& p, const Holds& holds) { return accepted(p, holds); }

/// Solver under MAC, forward checking and no inference finds exactly `expected`, each solution
/// accepted by csp::violation; and violation accepts exactly `expected` (the propagators'
/// satisfied() agrees with the test's statement of the constraint).
inline void expect_engines_match(const Problem& p, const std::set<Assignment>& expected, const std::string& label) {
    std::set<Assignment> accepted;
    for (const Assignment& a : enumerate(p, [](const Assignment&) { return true; }))
        if (violation(p, a).empty()) accepted.insert(a);
    EXPECT_EQ(accepted, expected) << label << ": satisfied() disagrees with the oracle";
    for (const auto inference : {Inference::Mac, Inference::ForwardChecking, Inference::None}) {
        Solver solver(p, {.inference = inference, .max_solutions = 0});
        const Result r = solver.solve();
        EXPECT_TRUE(r.complete) << label;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << label << ": a solution reported twice";
        EXPECT_EQ(found, expected) << label << ", inference " << static_cast<int>(inference);
        for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << label;
    }
}

/// The values of x that appear in some assignment of `solutions`.
inline std::set<int> supported(const std::set<Assignment>& solutions, VarId x) {
    std::set<int> out;
    for (const Assignment& a : solutions) out.insert(a[static_cast<std::size_t>(x)]);
    return out;
}

/// The values ac3 (root propagation) leaves to x, or none when it finds a wipe-out.
inline std::set<int> after_propagation(const Problem& p, VarId x) {
    const Ac3Result r = ac3(p);
    std::set<int> out;
    if (!r.consistent) return out;
    for (int i : r.domains[static_cast<std::size_t>(x)]) out.insert(p.labels(x)[static_cast<std::size_t>(i)]);
    return out;
}

/// Domain consistency of a problem made of one constraint: propagation leaves exactly the values
/// with a support (and never removes one that has one).
inline void expect_domain_consistent(const Problem& p, const std::set<Assignment>& solutions,
                                     const std::string& label) {
    for (VarId x = 0; x < p.num_variables(); ++x)
        EXPECT_EQ(after_propagation(p, x), supported(solutions, x)) << label << ", variable " << p.name(x);
}

/// Soundness only: propagation keeps every value with a support.
inline void expect_sound(const Problem& p, const std::set<Assignment>& solutions, const std::string& label) {
    for (VarId x = 0; x < p.num_variables(); ++x) {
        const std::set<int> kept = after_propagation(p, x);
        for (int v : supported(solutions, x))
            EXPECT_TRUE(kept.contains(v)) << label << ": lost " << p.name(x) << " = " << v;
    }
}

}  // namespace csp::testing
