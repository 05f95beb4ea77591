#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

using OrderAndInference = std::tuple<csp::Inference, csp::VariableOrder, csp::ValueOrder>;

csp::SolverOptions options_for(const OrderAndInference& s, std::size_t max_solutions) {
    return {.inference = std::get<0>(s),
            .variable_order = std::get<1>(s),
            .value_order = std::get<2>(s),
            .seed = 7,
            .max_solutions = max_solutions};
}

class EveryOrderAndInference : public ::testing::TestWithParam<OrderAndInference> {};

TEST_P(EveryOrderAndInference, AustraliaHasEighteenValidColourings) {
    const csp::Problem p = csp::testing::australia(3);
    csp::Solver solver(p, options_for(GetParam(), 0));
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.solution_count, 18u);
    std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
    EXPECT_EQ(distinct.size(), 18u);
    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
}

TEST_P(EveryOrderAndInference, QueensCountsForOneToTen) {
    const std::uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
    for (int n = 1; n <= 10; ++n) {
        const csp::Problem p = csp::testing::queens(n);
        csp::Solver solver(p, options_for(GetParam(), 0));
        const csp::Result r = solver.solve();
        ASSERT_EQ(r.solution_count, expected[n - 1]) << "n = " << n;
        EXPECT_TRUE(r.complete);
        EXPECT_EQ(r.status, expected[n - 1] ? csp::Status::Satisfied : csp::Status::Unsatisfiable);
        std::set<csp::Assignment> distinct(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(distinct.size(), r.solutions.size());
        for (const auto& s : r.solutions) {
            EXPECT_TRUE(csp::testing::queens_valid(s));
            EXPECT_EQ(csp::violation(p, s), "");
        }
    }
}

TEST_P(EveryOrderAndInference, FirstSolutionAndUniquenessCheck) {
    const csp::Problem p = csp::testing::queens(8);
    csp::Solver first(p, options_for(GetParam(), 1));
    const csp::Result one = first.solve();
    ASSERT_EQ(one.solutions.size(), 1u);
    EXPECT_EQ(one.status, csp::Status::Satisfied);
    EXPECT_FALSE(one.complete);
    EXPECT_TRUE(csp::testing::queens_valid(one.solutions[0]));
    csp::Solver two(p, options_for(GetParam(), 2));
    EXPECT_EQ(two.solve().solution_count, 2u);
}

INSTANTIATE_TEST_SUITE_P(
    Strategies, EveryOrderAndInference,
    ::testing::Combine(::testing::Values(csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac),
                       ::testing::Values(csp::VariableOrder::Input, csp::VariableOrder::Mrv,
                                         csp::VariableOrder::MrvDegree, csp::VariableOrder::DomDeg),
                       ::testing::Values(csp::ValueOrder::Input, csp::ValueOrder::Lcv, csp::ValueOrder::Random)),
    [](const auto& test) {
        std::string name = std::string(csp::to_string(std::get<0>(test.param))) + "_" +
                           std::string(csp::to_string(std::get<1>(test.param))) + "_" +
                           std::string(csp::to_string(std::get<2>(test.param)));
        for (char& c : name)
            if (c == '-') c = '_';
        return name;
    });

csp::Problem complete_graph_colouring(int vertices, int colours) {
    csp::Problem p;
    for (int i = 0; i < vertices; ++i) p.add_variable("v" + std::to_string(i), 1, colours);
    for (int i = 0; i < vertices; ++i)
        for (int j = i + 1; j < vertices; ++j) p.add_constraint(i, j, csp::not_equal());
    return p;
}

TEST(Solver, ThreeColouringK4IsUnsatisfiable) {
    for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
        const csp::Problem p = complete_graph_colouring(4, 3);
        csp::Solver solver(p, {.inference = inference});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
        EXPECT_TRUE(r.complete);
        EXPECT_TRUE(r.solutions.empty());
    }
}

TEST(Solver, PigeonholeFiveIntoFourIsUnsatisfiable) {
    for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
        const csp::Problem p = complete_graph_colouring(5, 4);
        csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
        const csp::Result r = solver.solve();
        EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
        EXPECT_EQ(r.solution_count, 0u);
        EXPECT_GT(r.stats.backtracks, 0u);
    }
}

TEST(Solver, NodeLimitStopsWithLimitReachedNotUnsatisfiable) {
    const csp::Problem p = complete_graph_colouring(9, 8);
    csp::Solver solver(p, {.inference = csp::Inference::None, .limits = {.node_limit = 100}});
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_FALSE(r.complete);
    EXPECT_LE(r.stats.nodes, 100u);
}

TEST(Solver, TimeLimitStopsAHopelessSearch) {
    // Pigeonhole 12 into 11 without inference takes far longer than any test may run.
    const csp::Problem p = complete_graph_colouring(12, 11);
    csp::Solver solver(p, {.inference = csp::Inference::None, .limits = {.time_limit = std::chrono::milliseconds(50)}});
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_LT(r.stats.time, std::chrono::seconds(20));  // generous: only proves the limit is honoured
}

TEST(Solver, CancellationFlagStopsTheSearch) {
    std::atomic<bool> cancel{true};
    const csp::Problem p = complete_graph_colouring(12, 11);
    csp::Solver solver(p, {.inference = csp::Inference::None, .limits = {.cancel = &cancel}});
    EXPECT_EQ(solver.solve().status, csp::Status::LimitReached);
}

TEST(Solver, LimitAfterSolutionsKeepsThemAndSaysLimitReached) {
    const csp::Problem p = csp::testing::queens(10);
    csp::Solver solver(p, {.max_solutions = 0, .limits = {.node_limit = 400}});
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_GT(r.solution_count, 0u);
    EXPECT_LT(r.solution_count, 724u);
    for (const auto& s : r.solutions) EXPECT_TRUE(csp::testing::queens_valid(s));
}

TEST(Solver, CountWithoutKeepingSolutions) {
    const csp::Problem p = csp::testing::queens(8);
    csp::Solver solver(p, {.max_solutions = 0, .keep_solutions = false});
    const csp::Result r = solver.solve();
    EXPECT_EQ(r.solution_count, 92u);
    EXPECT_TRUE(r.solutions.empty());
}

TEST(Solver, StatusNames) {
    EXPECT_EQ(csp::to_string(csp::Status::LimitReached), "limit reached");
    EXPECT_EQ(csp::inference_from_string("fc"), csp::Inference::ForwardChecking);
    EXPECT_EQ(csp::variable_order_from_string("mrv-degree"), csp::VariableOrder::MrvDegree);
    EXPECT_THROW(csp::value_order_from_string("best"), std::invalid_argument);
}

}  // namespace
