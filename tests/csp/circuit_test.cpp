#include <gtest/gtest.h>

#include "csp/constraints/circuit/circuit.hpp"
#include "propagator_oracle.hpp"

namespace {

using csp::testing::expect_oracle;
using csp::testing::random_values;

// The tests' own check: following successors from node 0 visits all n nodes and comes back.
bool one_circuit(const std::vector<int>& succ, int offset) {
    const int n = static_cast<int>(succ.size());
    std::vector<bool> seen(succ.size(), false);
    int node = 0;
    for (int step = 0; step < n; ++step) {
        if (seen[static_cast<std::size_t>(node)]) return false;
        seen[static_cast<std::size_t>(node)] = true;
        node = succ[static_cast<std::size_t>(node)] - offset;
        if (node < 0 || node >= n) return false;
    }
    return node == 0;
}

TEST(Circuit, RandomInstancesMatchBruteForce) {
    csp::Random rng(51);
    for (int round = 0; round < 150; ++round) {
        csp::Problem p;
        const int n = 1 + static_cast<int>(rng.below(5));
        const int offset = static_cast<int>(rng.below(3)) - 1;
        std::vector<csp::VarId> succ;
        for (int i = 0; i < n; ++i)
            succ.push_back(p.add_variable("s" + std::to_string(i), random_values(rng, offset - 1, n + 2, n + 2)));
        csp::add_circuit(p, succ, offset);
        const auto holds = [&](const csp::Assignment& a) {
            std::vector<int> s;
            for (csp::VarId x : succ) s.push_back(a[static_cast<std::size_t>(x)]);
            return one_circuit(s, offset);
        };
        expect_oracle(p, holds, "round " + std::to_string(round));
    }
}

TEST(Circuit, CountsTheHamiltonianCycles) {
    for (int n = 1; n <= 6; ++n) {
        csp::Problem p;
        std::vector<csp::VarId> succ;
        for (int i = 0; i < n; ++i) succ.push_back(p.add_variable("s" + std::to_string(i), 1, n));
        csp::add_circuit(p, succ, 1);
        csp::Solver solver(p, {.max_solutions = 0});
        const auto r = solver.solve();
        std::uint64_t cycles = 1;  // (n − 1)! directed cycles through n nodes
        for (int k = 2; k < n; ++k) cycles *= static_cast<std::uint64_t>(k);
        EXPECT_EQ(r.solution_count, cycles) << n << " nodes";
        for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
    }
}

TEST(Circuit, AChainMayNotCloseEarly) {
    csp::Problem p;
    std::vector<csp::VarId> succ;
    for (int i = 0; i < 4; ++i) succ.push_back(p.add_variable("s" + std::to_string(i), 0, 3));
    p.assign(succ[0], 1);  // 0 → 1: 1 may not go back to 0
    csp::add_circuit(p, succ, 0);
    const auto r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_FALSE(r.domains[static_cast<std::size_t>(succ[1])].contains(0));
    EXPECT_FALSE(r.domains[static_cast<std::size_t>(succ[2])].contains(2));  // no self loop
}

TEST(Circuit, ARepeatedVariableIsAModelError) {
    csp::Problem p;
    const auto a = p.add_variable("a", 0, 1);
    const std::vector<csp::VarId> twice{a, a};
    EXPECT_THROW(csp::add_circuit(p, twice, 0), csp::ModelError);
}

}  // namespace
