// ObserverList passes every event to each observer; a JSON trace of several problems marks where
// each begins and every line still parses.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "csp/observe/json_trace.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/observe/trace.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

// Records every event as text, so two recorders can be compared.
struct Recorder : csp::SearchObserver {
    std::vector<std::string> events;
    void on_assign(int var, int value, int depth) override { add("assign", var, value, depth); }
    void on_prune(int var, int value, int cause, int depth) override { add("prune", var, value, depth, cause); }
    void on_wipeout(int var, int depth) override { add("wipeout", var, 0, depth); }
    void on_backtrack(int var, int value, int depth) override { add("backtrack", var, value, depth); }
    void on_solution(std::span<const int> values) override { add("solution", static_cast<int>(values.size()), 0, 0); }
    void add(const char* kind, int a, int b, int c, int d = 0) {
        events.push_back(std::string(kind) + " " + std::to_string(a) + " " + std::to_string(b) + " " +
                         std::to_string(c) + " " + std::to_string(d));
    }
};

TEST(ObserverList, GivesNoObserverOneObserverOrItself) {
    csp::ObserverList list;
    EXPECT_EQ(list.get(), nullptr);
    list.add(nullptr);
    EXPECT_EQ(list.get(), nullptr);
    Recorder a, b;
    list.add(&a);
    EXPECT_EQ(list.get(), &a);
    list.add(&b);
    EXPECT_EQ(list.get(), &list);
}

TEST(ObserverList, EveryObserverSeesTheSameEventsAsAlone) {
    const csp::Problem p = csp::testing::queens(5);
    const csp::SolverOptions options{.inference = csp::Inference::ForwardChecking, .max_solutions = 0};
    Recorder alone, first, second;
    csp::SolverOptions with_alone = options;
    with_alone.observer = &alone;
    const csp::Result r = csp::Solver(p, with_alone).solve();
    csp::ObserverList list;
    list.add(&first);
    list.add(&second);
    csp::SolverOptions with_list = options;
    with_list.observer = list.get();
    csp::Solver(p, with_list).solve();
    EXPECT_EQ(r.solution_count, 10u);
    EXPECT_FALSE(alone.events.empty());
    EXPECT_EQ(first.events, alone.events);
    EXPECT_EQ(second.events, alone.events);
}

TEST(JsonTrace, SeveralProblemsInOneTrace) {
    const csp::Problem colouring = csp::testing::australia(3);
    const csp::Problem queens = csp::testing::queens(4);
    std::ostringstream out;
    csp::JsonTraceWriter writer(out);
    const auto names = [](const csp::Problem& p) {
        std::vector<std::string> n;
        for (csp::VarId x = 0; x < p.num_variables(); ++x) n.push_back(p.name(x));
        return n;
    };
    writer.begin_problem("australia", names(colouring));
    const csp::Result first = csp::Solver(colouring, {.observer = &writer}).solve();
    writer.begin_problem("4 \"queens\"", names(queens));
    const csp::Result second = csp::Solver(queens, {.max_solutions = 0, .observer = &writer}).solve();

    std::vector<nlohmann::json> events;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) events.push_back(nlohmann::json::parse(line));
    ASSERT_EQ(events.size(), writer.events());
    ASSERT_GE(events.size(), 2u);
    EXPECT_EQ(events[0].at("event"), "problem");
    EXPECT_EQ(events[0].at("label"), "australia");
    std::string problem;
    std::vector<std::uint64_t> indices;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const auto& e = events[i];
        EXPECT_EQ(e.at("seq").get<std::uint64_t>(), i + 1);
        if (e.at("event") == "problem") {
            problem = e.at("label");
            continue;
        }
        const csp::Problem& p = problem == "australia" ? colouring : queens;
        if (e.contains("var")) {
            EXPECT_EQ(e.at("name"), p.name(e.at("var").get<int>()));
        }
        if (e.at("event") == "solution") {
            EXPECT_EQ(csp::violation(p, e.at("values").get<csp::Assignment>()), "");
            indices.push_back(e.at("index"));
        }
    }
    EXPECT_EQ(problem, "4 \"queens\"");
    ASSERT_EQ(indices.size(), first.solution_count + second.solution_count);
    EXPECT_EQ(indices, (std::vector<std::uint64_t>{1, 1, 2}));  // numbered again for the second problem
}

}  // namespace
