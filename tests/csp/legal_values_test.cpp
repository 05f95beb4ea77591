// Without inference nothing narrows the domains, so MRV and the other dynamic orders count the
// legal values themselves (AIMA §6.3.1): the values consistent with the current assignment. They
// choose as the textbook says, pay for it in constraint checks, and search stays exact (brute force).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

// The variables in the order they were first assigned.
class AssignmentOrder final : public csp::SearchObserver {
public:
    void on_event(const csp::Event& e) override {
        if (e.kind == csp::EventKind::Assign && std::find(order.begin(), order.end(), e.var) == order.end())
            order.push_back(e.var);
    }
    std::vector<int> order;
};

// A, B, C on {0, 1, 2} with A ≠ C: once A is assigned, C has two legal values and B three.
csp::Problem a_b_c() {
    csp::Problem p;
    for (const char* name : {"A", "B", "C"}) p.add_variable(name, 0, 2);
    p.add_constraint(0, 2, csp::not_equal());
    return p;
}

TEST(LegalValues, DynamicOrdersCountLegalValuesWithoutInference) {
    const csp::Problem p = a_b_c();
    for (auto order : {csp::VariableOrder::Mrv, csp::VariableOrder::MrvDegree, csp::VariableOrder::DomDeg}) {
        AssignmentOrder seen;
        const csp::Result r =
            csp::Solver(p, {.inference = csp::Inference::None, .variable_order = order, .observer = &seen}).solve();
        ASSERT_EQ(r.status, csp::Status::Satisfied);
        EXPECT_EQ(csp::violation(p, r.solutions.front()), "");
        EXPECT_EQ(seen.order, (std::vector<int>{0, 2, 1})) << csp::to_string(order) << ": C (2 legal) before B (3)";
        // Counting C's legal values tests its 3 values against A = 0; trying C = 0 and C = 1 makes 2.
        EXPECT_EQ(r.stats.checks, 5u) << csp::to_string(order);
    }
    AssignmentOrder seen;
    const csp::BackjumpingResult cbj = csp::solve_backjumping(
        p, {.forward_checking = false, .variable_order = csp::VariableOrder::Mrv, .observer = &seen});
    ASSERT_EQ(cbj.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(p, cbj.solutions.front()), "");
    EXPECT_EQ(seen.order, (std::vector<int>{0, 2, 1})) << "plain CBJ";
}

TEST(LegalValues, ForwardCheckingReadsTheDomainsItNarrowed) {
    // Its domains are the legal values already: the same choice, without counting.
    const csp::Problem p = a_b_c();
    AssignmentOrder seen;
    const csp::Result r = csp::Solver(p, {.inference = csp::Inference::ForwardChecking,
                                          .variable_order = csp::VariableOrder::Mrv,
                                          .observer = &seen})
                              .solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(p, r.solutions.front()), "");
    EXPECT_EQ(seen.order, (std::vector<int>{0, 2, 1}));
}

TEST(LegalValues, AnNaryConstraintThatTheValueWouldCompleteCounts) {
    // all-different(X, Y, Z) on {1, 2, 3}, W free, declared before Z. After X = 1 and Y = 1 every
    // value of Z would complete a violated all-different: Z has no legal value and comes before W.
    csp::Problem p;
    for (const char* name : {"X", "Y", "W", "Z"}) p.add_variable(name, 1, 3);
    const std::vector<csp::VarId> scope = {0, 1, 3};
    csp::add_all_different(p, scope, csp::AllDifferentStrength::Value);
    AssignmentOrder seen;
    const csp::Result r = csp::Solver(p, {.inference = csp::Inference::None,
                                          .variable_order = csp::VariableOrder::Mrv,
                                          .max_solutions = 0,
                                          .observer = &seen})
                              .solve();
    EXPECT_EQ(seen.order, (std::vector<int>{0, 1, 3, 2}));
    EXPECT_EQ(r.solution_count, 18u);  // 3! orders of X, Y, Z times 3 values of W
    for (const csp::Assignment& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
}

TEST(LegalValues, MrvMakesFewerAssignmentsThanPlainBacktrackingOnEightQueens) {
    const csp::Problem p = csp::testing::queens(8);
    const auto first = [&p](csp::VariableOrder order) {
        const csp::Result r = csp::Solver(p, {.inference = csp::Inference::None, .variable_order = order}).solve();
        EXPECT_EQ(r.status, csp::Status::Satisfied);
        if (!r.solutions.empty()) {
            EXPECT_TRUE(csp::testing::queens_valid(r.solutions.front()));
        }
        return r.stats;
    };
    const csp::Stats bt = first(csp::VariableOrder::Input);
    const csp::Stats mrv = first(csp::VariableOrder::Mrv);
    EXPECT_EQ(bt.nodes, 876u);  // AIMA's plain backtracking: columns and rows in order
    EXPECT_LT(mrv.nodes, bt.nodes);
    EXPECT_EQ(mrv.nodes, 572u);  // the BT+MRV cell of the table in docs/algorithms.md
}

TEST(LegalValues, SearchWithoutInferenceStaysExact) {
    csp::Random rng(621);
    for (int trial = 0; trial < 200; ++trial) {
        const csp::Problem p = csp::testing::random_problem(rng, {.max_variables = 7, .with_nary = trial % 2 == 1});
        const std::set<csp::Assignment> expected = csp::testing::brute_force(p);
        for (auto order : {csp::VariableOrder::Mrv, csp::VariableOrder::MrvDegree, csp::VariableOrder::DomDeg,
                           csp::VariableOrder::DomWdeg})
            for (bool random_ties : {false, true}) {
                const csp::Result r = csp::Solver(p, {.inference = csp::Inference::None,
                                                      .variable_order = order,
                                                      .seed = static_cast<std::uint64_t>(trial),
                                                      .max_solutions = 0,
                                                      .random_ties = random_ties})
                                          .solve();
                const std::set<csp::Assignment> found(r.solutions.begin(), r.solutions.end());
                ASSERT_EQ(found, expected) << "trial " << trial << ' ' << csp::to_string(order);
                EXPECT_EQ(r.solution_count, expected.size());
                const csp::Result one =
                    csp::Solver(p, {.inference = csp::Inference::None, .variable_order = order}).solve();
                EXPECT_EQ(one.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
                if (!one.solutions.empty()) {
                    EXPECT_TRUE(expected.contains(one.solutions.front()));
                }
            }
        const csp::BackjumpingResult cbj = csp::solve_backjumping(
            p, {.forward_checking = false, .variable_order = csp::VariableOrder::MrvDegree, .max_solutions = 0});
        const std::set<csp::Assignment> found(cbj.solutions.begin(), cbj.solutions.end());
        ASSERT_EQ(found, expected) << "trial " << trial << " CBJ";
    }
}

}  // namespace
