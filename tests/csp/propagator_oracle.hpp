#pragma once
// Checks an n-ary propagator against brute force: the test states the constraint itself (an
// independent predicate), and the engines must find exactly the assignments it accepts.

#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "csp/consistency/ac3.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/solver.hpp"

namespace csp::testing {

/// Every assignment of the domains' values that `holds` accepts.
inline std::set<Assignment> enumerate(const Problem& p, const std::function<bool(const Assignment&)>& holds) {
    std::set<Assignment> out;
    std::vector<std::vector<int>> values(static_cast<std::size_t>(p.num_variables()));
    for (VarId x = 0; x < p.num_variables(); ++x)
        for (int i : p.domain(x))
            values[static_cast<std::size_t>(x)].push_back(p.labels(x)[static_cast<std::size_t>(i)]);
    Assignment a(values.size());
    std::vector<std::size_t> at(a.size(), 0);
    for (const auto& v : values)
        if (v.empty()) return out;
    while (true) {
        for (std::size_t i = 0; i < a.size(); ++i) a[i] = values[i][at[i]];
        if (holds(a)) out.insert(a);
        std::size_t i = 0;
        while (i < a.size() && ++at[i] == values[i].size()) at[i++] = 0;
        if (i == a.size()) return out;
    }
}

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
