// Random small CSPs checked against brute force: propagation never removes a value that belongs to
// a solution, and search finds exactly the solutions enumeration finds.
#include <gtest/gtest.h>

#include <set>

#include "csp/ac3.hpp"
#include "csp/random.hpp"
#include "csp/solver.hpp"

namespace {

csp::Problem random_problem(csp::Random& rng) {
    csp::Problem p;
    const int n = 2 + static_cast<int>(rng.below(5));
    for (int i = 0; i < n; ++i) {
        std::vector<int> values;
        const int size = 1 + static_cast<int>(rng.below(4));
        for (int k = 0; k < size; ++k) values.push_back(static_cast<int>(rng.below(9)) - 4);
        p.add_variable("v" + std::to_string(i), values);
    }
    const int constraints = static_cast<int>(rng.below(static_cast<std::uint64_t>(n * 2)));
    for (int c = 0; c < constraints; ++c) {
        const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        if (x == y) continue;
        switch (rng.below(6)) {
            case 0: p.add_constraint(x, y, csp::not_equal()); break;
            case 1: p.add_constraint(x, y, csp::less()); break;
            case 2: p.add_constraint(x, y, csp::less_equal()); break;
            case 3: p.add_constraint(x, y, csp::not_equal_offset(static_cast<int>(rng.below(5)) - 2)); break;
            case 4: {
                std::vector<std::pair<int, int>> pairs;
                for (int a : p.labels(x))
                    for (int b : p.labels(y))
                        if (rng.below(3) != 0) pairs.emplace_back(a, b);
                if (!pairs.empty()) p.add_constraint(x, y, csp::table(pairs));
                break;
            }
            default: {
                const int m = 2 + static_cast<int>(rng.below(3));
                p.add_constraint(x, y, [m](int a, int b) { return (a + b) % m != 0; }, "sum%m!=0");
            }
        }
    }
    if (rng.below(4) == 0) p.remove_value(0, p.labels(0)[0]);
    return p;
}

// Every assignment of labels satisfying domains and constraints, by enumeration.
std::set<csp::Assignment> brute_force(const csp::Problem& p) {
    std::set<csp::Assignment> solutions;
    csp::Assignment a(static_cast<std::size_t>(p.num_variables()));
    std::vector<std::size_t> at(a.size(), 0);
    while (true) {
        for (std::size_t i = 0; i < a.size(); ++i) a[i] = p.labels(static_cast<int>(i))[at[i]];
        if (csp::violation(p, a).empty()) solutions.insert(a);
        std::size_t i = 0;
        while (i < a.size() && ++at[i] == p.labels(static_cast<int>(i)).size()) at[i++] = 0;
        if (i == a.size()) break;
    }
    return solutions;
}

TEST(Oracle, PropagationIsSoundAndSearchIsExact) {
    csp::Random rng(2024);
    for (int trial = 0; trial < 300; ++trial) {
        const csp::Problem p = random_problem(rng);
        const std::set<csp::Assignment> expected = brute_force(p);
        const csp::Ac3Result reduced = csp::ac3(p);
        if (!reduced.consistent) {
            EXPECT_TRUE(expected.empty()) << "trial " << trial;
        }
        for (const auto& s : expected)
            for (int x = 0; reduced.consistent && x < p.num_variables(); ++x)
                EXPECT_TRUE(reduced.domains[static_cast<std::size_t>(x)].contains(*p.index_of(x, s[static_cast<std::size_t>(x)])))
                        << "AC-3 removed a supported value, trial " << trial;
        for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac})
            for (auto order : {csp::VariableOrder::Input, csp::VariableOrder::MrvDegree, csp::VariableOrder::DomDeg}) {
                csp::Solver solver(p, {.inference = inference, .variable_order = order,
                                       .value_order = csp::ValueOrder::Lcv, .max_solutions = 0});
                const csp::Result r = solver.solve();
                const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
                ASSERT_EQ(found, expected) << "trial " << trial << " inference " << csp::to_string(inference);
                EXPECT_EQ(r.solution_count, expected.size());
                EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
            }
    }
}

}  // namespace
