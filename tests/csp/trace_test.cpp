// ObserverList passes every event to each observer; a JSON trace of several problems marks where
// each begins and every line still parses.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "csp/observe/event_json.hpp"
#include "csp/observe/json_trace.hpp"
#include "csp/observe/observer.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/observe/stored_event.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

// Records every event as text, so two recorders can be compared.
struct Recorder : csp::SearchObserver {
    std::vector<std::string> events;
    void on_event(const csp::Event& e) override {
        const int var = e.kind == csp::EventKind::Solution ? static_cast<int>(e.vars.size()) : e.var;
        events.push_back(std::string(csp::to_string(e.kind)) + " " + std::to_string(var) + " " +
                         std::to_string(e.value) + " " + std::to_string(e.depth) + " " + std::to_string(e.cause));
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

// The web's naming (labels as text, a pruning by a variable naming its binary constraint) changes the
// values' type and adds one field; every other field, and the order of all of them, stay the same.
TEST(EventJson, LabelsAndConstraintNamesKeepTheFieldsAndTheirOrder) {
    const std::vector<std::string> names = {"WA", "NT"};
    csp::EventJsonEncoder plain({.variables = names});
    csp::EventJsonEncoder labelled(
        {.variables = names,
         .value_label = [](int var, int value) { return std::string(var == 0 ? "w" : "n") + std::to_string(value); },
         .binary_constraint =
             [](int var, int cause) { return var == 1 && cause == 0 ? std::string("WA != NT") : std::string(); }});
    const int solution[] = {2, 0};
    const csp::Event events[] = {csp::Event::assign(0, 2, 1), csp::Event::prune(1, 2, 0, 1),
                                 csp::Event::constraint_prune(1, 1, 4, "sum", 1), csp::Event::solution(solution),
                                 csp::Event::repair(1, 1, 0, 3, 7)};
    const auto keys = [](const nlohmann::ordered_json& e) {
        std::vector<std::string> k;
        for (const auto& item : e.items()) k.push_back(item.key());
        return k;
    };
    for (const csp::Event& event : events) {
        const auto a = nlohmann::ordered_json::parse(plain.encode(event));
        const auto b = nlohmann::ordered_json::parse(labelled.encode(event));
        std::vector<std::string> expected = keys(a);
        if (a.at("event") == "prune" && a.at("cause") == 0) expected.push_back("constraint_name");
        EXPECT_EQ(keys(b), expected) << b.dump();
    }
    EXPECT_EQ(nlohmann::json::parse(plain.encode(csp::Event::assign(0, 2, 1))).dump(),
              R"({"depth":1,"event":"assign","name":"WA","seq":6,"value":2,"var":0})");
    const auto prune = nlohmann::json::parse(labelled.encode(csp::Event::prune(1, 2, 0, 1)));
    EXPECT_EQ(prune.at("value"), "n2");
    EXPECT_EQ(prune.at("constraint_name"), "WA != NT");
    EXPECT_EQ(prune.at("cause_name"), "WA");
    const auto repair = nlohmann::json::parse(labelled.encode(csp::Event::repair(1, 1, 0, 3, 7)));
    EXPECT_EQ(repair.at("old_value"), "n1");
    EXPECT_EQ(repair.at("step"), 7);
    EXPECT_EQ(repair.at("conflicts"), 3);
}

// A stored event keeps its lists and constraint name after the originals are gone.
TEST(StoredEvent, OwnsWhatTheEventPointsTo) {
    std::vector<int> conflict = {3, 1};
    std::string name = "all-different";
    const csp::StoredEvent jump(csp::Event::backjump(4, conflict, 1, 5, 2));
    const csp::StoredEvent prune(csp::Event::constraint_prune(2, 7, 0, name, 3));
    conflict.assign({9, 9, 9});
    name = "changed";
    const csp::Event e = jump.event();
    EXPECT_EQ(std::vector<int>(e.vars.begin(), e.vars.end()), (std::vector<int>{3, 1}));
    EXPECT_EQ(e.kind, csp::EventKind::Backjump);
    EXPECT_EQ(e.target_depth, 2);
    EXPECT_EQ(prune.event().constraint_name, "all-different");
    EXPECT_EQ(prune.event().constraint, 0);
}

}  // namespace
