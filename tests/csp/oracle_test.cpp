// Random small CSPs checked against brute force: propagation never removes a value that belongs to
// a solution, and search finds exactly the solutions enumeration finds.
#include <gtest/gtest.h>

#include <set>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/search/solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace {

TEST(Oracle, PropagationIsSoundAndSearchIsExact) {
    csp::Random rng(2024);
    for (int trial = 0; trial < csp::testing::random_cases(300); ++trial) {
        const csp::Problem p = csp::testing::random_problem(rng);
        const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
        const csp::Ac3Result reduced = csp::ac3(p);
        if (!reduced.consistent) {
            EXPECT_TRUE(expected.empty()) << "trial " << trial;
        }
        for (const auto& s : expected)
            for (int x = 0; reduced.consistent && x < p.num_variables(); ++x)
                EXPECT_TRUE(reduced.domains[static_cast<std::size_t>(x)].contains(
                    *p.index_of(x, s[static_cast<std::size_t>(x)])))
                    << "AC-3 removed a supported value, trial " << trial;
        for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac})
            for (auto order : {csp::VariableOrder::Input, csp::VariableOrder::MrvDegree, csp::VariableOrder::DomDeg}) {
                csp::Solver solver(p, {.inference = inference,
                                       .variable_order = order,
                                       .value_order = csp::ValueOrder::Lcv,
                                       .max_solutions = 0});
                const csp::Result r = solver.solve();
                const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
                ASSERT_EQ(found, expected) << "trial " << trial << " inference " << csp::to_string(inference);
                EXPECT_EQ(r.solution_count, expected.size());
                EXPECT_EQ(r.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
            }
    }
}

}  // namespace
