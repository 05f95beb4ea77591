// The trace writers: every JSON line parses and the events add up to the search statistics; the DOT
// search tree has a node per assignment and Graphviz renders it; the events of backjumping,
// min-conflicts, the tree solver and cutset conditioning come out as text lines and JSON objects.
#include <gtest/gtest.h>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/observe/json_trace.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/observe/text_trace.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "graphviz.hpp"
#include "test_models.hpp"

namespace {

std::vector<nlohmann::json> parse_lines(const std::string& text) {
    std::vector<nlohmann::json> events;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        events.push_back(nlohmann::json::parse(line));  // throws if not JSON
    return events;
}

std::size_t count_events(const std::vector<nlohmann::json>& events, const std::string& kind) {
    std::size_t n = 0;
    for (const auto& e : events) n += e.at("event") == kind;
    return n;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

TEST(JsonTrace, EventsParseAndAddUpToTheStatistics) {
    const csp::Problem p = csp::testing::australia(3);
    std::ostringstream out;
    csp::JsonTraceWriter writer(out, p);
    csp::Solver solver(p, {.inference = csp::Inference::ForwardChecking, .max_solutions = 0, .observer = &writer});
    const csp::Result r = solver.solve();
    const std::vector<nlohmann::json> events = parse_lines(out.str());

    ASSERT_EQ(events.size(), writer.events());
    EXPECT_EQ(count_events(events, "assign"), r.stats.nodes);
    EXPECT_EQ(count_events(events, "prune"), r.stats.prunings);
    EXPECT_EQ(count_events(events, "wipeout"), r.stats.wipeouts);
    EXPECT_EQ(count_events(events, "solution"), r.solution_count);
    EXPECT_EQ(count_events(events, "backtrack"), r.stats.nodes);  // a complete search undoes every assignment
    std::uint64_t expected_seq = 1, expected_index = 1;
    for (const auto& e : events) {
        EXPECT_EQ(e.at("seq").get<std::uint64_t>(), expected_seq++);
        const std::string kind = e.at("event");
        if (kind == "solution") {
            EXPECT_EQ(e.at("index").get<std::uint64_t>(), expected_index++);
            EXPECT_EQ(csp::violation(p, e.at("values").get<csp::Assignment>()), "");
            continue;
        }
        const int var = e.at("var");
        EXPECT_EQ(e.at("name"), p.name(var));
        EXPECT_GE(e.at("depth").get<int>(), 0);
        if (kind == "assign" || kind == "prune" || kind == "backtrack") {
            const auto labels = p.labels(var);
            EXPECT_NE(std::find(labels.begin(), labels.end(), e.at("value").get<int>()), labels.end());
        }
        if (kind == "prune" && e.at("cause").get<int>() >= 0) {
            EXPECT_EQ(e.at("cause_name"), p.name(e.at("cause").get<int>()));
        }
    }
}

// Three variables all different, a fixed to 1: the all-different's prunings are reported with the
// constraint that made them (its index and description), not as anonymous propagation.
csp::Problem all_different_model() {
    csp::Problem p;
    for (const char* name : {"a", "b", "c"}) p.add_variable(name, 1, 3);
    p.add_variable("d", 1, 3);
    p.add_constraint(2, 3, csp::not_equal());
    const std::vector<csp::VarId> scope = {0, 1, 2};
    csp::add_all_different(p, scope, csp::AllDifferentStrength::Value);
    p.assign(0, 1);
    return p;
}

TEST(JsonTrace, PruningsByAnNaryConstraintNameIt) {
    const csp::Problem p = all_different_model();
    const std::string description = p.propagators()[0]->describe();
    std::ostringstream out;
    csp::JsonTraceWriter writer(out, p);
    const csp::Result r = csp::Solver(p, {.observer = &writer}).solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(p, r.solutions[0]), "");
    std::size_t by_constraint = 0, by_variable = 0;
    for (const auto& e : parse_lines(out.str())) {
        if (e.at("event") != "prune") continue;
        if (e.at("cause").get<int>() >= 0) {
            ++by_variable;
            EXPECT_FALSE(e.contains("constraint")) << e.dump();
            continue;
        }
        ++by_constraint;
        EXPECT_EQ(e.at("constraint").get<int>(), 0) << e.dump();
        EXPECT_EQ(e.at("constraint_name").get<std::string>(), description) << e.dump();
    }
    EXPECT_GE(by_constraint, 2u);  // 1 leaves b and c at the root
    EXPECT_GE(by_variable, 1u);    // c = 2 or 3 prunes d through ≠
}

TEST(TextTrace, PruningsByAnNaryConstraintNameIt) {
    const csp::Problem p = all_different_model();
    std::ostringstream out;
    auto logger = std::make_shared<spdlog::logger>("trace", std::make_shared<spdlog::sinks::ostream_sink_st>(out));
    logger->set_level(spdlog::level::debug);
    logger->set_pattern("%v");
    csp::SpdlogTracer tracer(p, logger);
    const csp::Result r = csp::Solver(p, {.observer = &tracer}).solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    const std::string text = out.str();
    EXPECT_NE(text.find("prune 1 from b (because of constraint 0: " + p.propagators()[0]->describe() + ")"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("(propagation)"), std::string::npos) << text;
}

TEST(JsonTrace, NamesAreEscapedAndOptional) {
    csp::Problem p;
    const std::string awkward = "say \"hi\"\\\n\tx";
    p.add_variable(awkward, 0, 1);
    p.add_variable("bad \xff utf-8", 0, 1);
    p.add_constraint(0, 1, csp::not_equal());
    std::ostringstream named, anonymous;
    csp::JsonTraceWriter with_names(named, p);
    csp::JsonTraceWriter without_names(anonymous);
    csp::Solver(p, {.max_solutions = 0, .observer = &with_names}).solve();
    csp::Solver(p, {.max_solutions = 0, .observer = &without_names}).solve();
    const auto events = parse_lines(named.str());
    ASSERT_FALSE(events.empty());
    bool saw_awkward = false;
    for (const auto& e : events)
        if (e.contains("var") && e.at("var") == 0) saw_awkward |= e.at("name") == awkward;
    EXPECT_TRUE(saw_awkward);
    for (const auto& e : parse_lines(anonymous.str())) EXPECT_FALSE(e.contains("name"));
}

TEST(JsonTrace, EveryEngineWritesParseableEvents) {
    const csp::Problem queens = csp::testing::queens(6);
    std::ostringstream bj_out;
    csp::JsonTraceWriter bj_writer(bj_out, queens);
    const auto bj = csp::solve_backjumping(queens, {.max_solutions = 0, .observer = &bj_writer});
    EXPECT_EQ(count_events(parse_lines(bj_out.str()), "solution"), bj.solution_count);

    csp::Problem chain;
    for (int i = 0; i < 5; ++i) chain.add_variable("c" + std::to_string(i), 0, 2);
    for (int i = 0; i + 1 < 5; ++i) chain.add_constraint(i, i + 1, csp::less_equal());
    chain.assign(4, 0);
    std::ostringstream tree_out;
    csp::JsonTraceWriter tree_writer(tree_out, chain);
    const auto tree = csp::solve_tree(chain, {.observer = &tree_writer});
    const auto tree_events = parse_lines(tree_out.str());
    EXPECT_EQ(count_events(tree_events, "assign"), 5u);
    EXPECT_EQ(count_events(tree_events, "prune"), tree.stats.prunings);
    EXPECT_GT(tree.stats.prunings, 0u);

    std::ostringstream cutset_out;
    csp::JsonTraceWriter cutset_writer(cutset_out, queens);
    const auto cutset = csp::solve_cutset(queens, {.observer = &cutset_writer});
    EXPECT_EQ(count_events(parse_lines(cutset_out.str()), "solution"), cutset.solutions.size());
}

TEST(SearchTree, OneNodePerAssignmentColouredByOutcome) {
    const csp::Problem p = csp::testing::queens(5);
    csp::SearchTreeWriter tree(p);
    csp::Solver solver(p, {.inference = csp::Inference::ForwardChecking,
                           .variable_order = csp::VariableOrder::Input,
                           .max_solutions = 0,
                           .observer = &tree});
    const csp::Result r = solver.solve();
    EXPECT_EQ(tree.recorded(), r.stats.nodes);
    EXPECT_EQ(tree.omitted(), 0u);
    std::ostringstream out;
    tree.write_dot(out);
    const std::string dot = out.str();
    EXPECT_EQ(dot.rfind("digraph search {", 0), 0u);
    EXPECT_EQ(occurrences(dot, " [label=\""), r.stats.nodes + 1);  // and the root
    EXPECT_EQ(occurrences(dot, " -> "), r.stats.nodes);
    EXPECT_EQ(occurrences(dot, "peripheries=2"), r.solution_count);
    EXPECT_GT(occurrences(dot, "color=red"), 0u);  // 5-queens has dead ends
    EXPECT_GT(occurrences(dot, "wipe-out: "), 0u);
    EXPECT_NE(dot.find("Q1=1"), std::string::npos);
    EXPECT_NE(dot.find("\\nprune "), std::string::npos);
    EXPECT_EQ(dot.find("truncated"), std::string::npos);
}

TEST(SearchTree, StopsRecordingAtTheLimitAndSaysSo) {
    const csp::Problem p = csp::testing::queens(6);
    csp::SearchTreeWriter tree(p, 20);
    csp::Solver solver(p, {.inference = csp::Inference::ForwardChecking, .max_solutions = 0, .observer = &tree});
    const csp::Result r = solver.solve();
    ASSERT_GT(r.stats.nodes, 20u);
    EXPECT_EQ(tree.recorded(), 20u);
    EXPECT_EQ(tree.omitted(), r.stats.nodes - 20);
    std::ostringstream out;
    tree.write_dot(out);
    EXPECT_EQ(occurrences(out.str(), " -> "), 20u);
    EXPECT_NE(out.str().find(std::to_string(r.stats.nodes - 20) + " more nodes not drawn (limit 20)"),
              std::string::npos);
}

// A front end whose values are labels names them: the tree shows each assignment and each pruned
// value by its label (Python's Recorder draws 'WA=red', not 'WA=0').
TEST(SearchTree, ValuesAreWrittenByTheFrontEndsNames) {
    const csp::Problem p = csp::testing::queens(4);
    csp::SearchTreeWriter tree(p);
    tree.name_values([](int var, int value) { return "v" + std::to_string(value) + "x" + std::to_string(var); });
    csp::Solver solver(
        p,
        {.inference = csp::Inference::ForwardChecking, .variable_order = csp::VariableOrder::Input, .observer = &tree});
    (void)solver.solve();
    std::ostringstream out;
    tree.write_dot(out);
    const std::string dot = out.str();
    EXPECT_NE(dot.find("Q1=v1x0"), std::string::npos) << dot;
    EXPECT_NE(dot.find("Q2{v1x1,v2x1}"), std::string::npos) << dot;  // what Q1=1 pruned from Q2, named too
    EXPECT_EQ(dot.find("Q1=1"), std::string::npos) << dot;
}

// A path x0 < x1 < x2 over 0..2: a tree.
csp::Problem chain() {
    csp::Problem p;
    for (int i = 0; i < 3; ++i) p.add_variable("x" + std::to_string(i), 0, 2);
    p.add_constraint(0, 1, csp::less());
    p.add_constraint(1, 2, csp::less());
    return p;
}

// Runs backjumping, min-conflicts, the tree solver and cutset conditioning, each on a problem that
// shows its own events, with `observer` attached to every run.
void run_every_method(csp::SearchObserver& observer, const csp::Problem& jumps, const csp::Problem& queens,
                      const csp::Problem& path, const csp::Problem& map) {
    const auto bj = csp::solve_backjumping(
        jumps, {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &observer});
    EXPECT_EQ(bj.status, csp::Status::Unsatisfiable);
    csp::MinConflictsResult mc;
    for (std::uint64_t seed = 0; seed < 20 && mc.steps == 0; ++seed)
        mc = csp::min_conflicts(queens, {.seed = seed, .observer = &observer});
    ASSERT_EQ(mc.status, csp::Status::Satisfied);
    EXPECT_GT(mc.steps, 0u);
    EXPECT_EQ(csp::violation(queens, mc.assignment), "");
    const auto tree = csp::solve_tree(path, {.observer = &observer});
    ASSERT_EQ(tree.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(path, tree.solutions.front()), "");
    const auto cutset = csp::solve_cutset(map, {.observer = &observer});
    ASSERT_EQ(cutset.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(map, cutset.solutions.front()), "");
}

TEST(TextTrace, BackjumpsRepairsTreeStepsAndCutsetsHaveTheirLines) {
    const csp::Problem jumps = csp::testing::jump_over_two_levels(), queens = csp::testing::queens(6), path = chain(),
                       map = csp::testing::australia(3);
    std::ostringstream out;
    auto logger = std::make_shared<spdlog::logger>("trace", std::make_shared<spdlog::sinks::ostream_sink_st>(out));
    logger->set_level(spdlog::level::debug);
    logger->set_pattern("%v");
    // The names of each problem: the tracer is made again for each, as the command line does.
    csp::SpdlogTracer jumps_tracer(jumps, logger), queens_tracer(queens, logger), path_tracer(path, logger),
        map_tracer(map, logger);
    csp::solve_backjumping(
        jumps, {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &jumps_tracer});
    const std::string backjumping = out.str();
    EXPECT_NE(backjumping.find("backjump: d has no value left; conflict set {a}; jump to a at depth 1 (over 2 levels)"),
              std::string::npos)
        << backjumping;
    EXPECT_NE(backjumping.find("dead end: a has no value left; conflict set {}: no earlier choice can help"),
              std::string::npos)
        << backjumping;
    out.str("");

    csp::MinConflictsResult mc;
    for (std::uint64_t seed = 0; seed < 20 && mc.steps == 0; ++seed) {  // a start the greedy pass left in conflict
        out.str("");
        mc = csp::min_conflicts(queens, {.seed = seed, .observer = &queens_tracer});
    }
    ASSERT_EQ(mc.status, csp::Status::Satisfied);
    ASSERT_GT(mc.steps, 0u);
    const std::string repairs = out.str();
    EXPECT_EQ(occurrences(repairs, "\nrepair "), mc.steps) << repairs;
    EXPECT_EQ(repairs.rfind("Q1 = ", 0), 0u) << repairs;  // the starting assignment first
    EXPECT_NE(repairs.find("repair 1: Q"), std::string::npos) << repairs;
    out.str("");

    csp::solve_tree(path, {.observer = &path_tracer});
    const std::string tree = out.str();
    EXPECT_EQ(tree.rfind("tree order: x0 (root), x1 (parent x0), x2 (parent x1)\n", 0), 0u) << tree;
    EXPECT_NE(tree.find("  revise (x1,x2)\n  prune 2 from x1 (because of x2)\n  revise (x0,x1)\n"), std::string::npos)
        << tree;
    out.str("");

    csp::solve_cutset(map, {.observer = &map_tracer});
    const std::string cutset = out.str();
    EXPECT_EQ(cutset.rfind("cycle cutset {SA}: the other variables form a forest\nSA = 0\n", 0), 0u) << cutset;
    EXPECT_NE(cutset.find("  prune 0 from WA (because of SA)"), std::string::npos) << cutset;
}

TEST(JsonTrace, BackjumpsRepairsTreeStepsAndCutsetsAreObjects) {
    const csp::Problem jumps = csp::testing::jump_over_two_levels(), queens = csp::testing::queens(6), path = chain(),
                       map = csp::testing::australia(3);
    std::ostringstream out;
    csp::JsonTraceWriter writer(out);
    run_every_method(writer, jumps, queens, path, map);
    const std::vector<nlohmann::json> events = parse_lines(out.str());
    ASSERT_EQ(events.size(), writer.events());
    for (const char* kind : {"backjump", "repair", "tree_order", "revise", "cutset"})
        EXPECT_GT(count_events(events, kind), 0u) << kind;
    for (const auto& e : events) {
        if (e.at("event") == "backjump") {
            EXPECT_TRUE(e.at("conflict_set").is_array()) << e.dump();
            EXPECT_GE(e.at("target_depth").get<int>(), 0) << e.dump();
            EXPECT_LT(e.at("target_depth").get<int>(), e.at("depth").get<int>()) << e.dump();
            EXPECT_EQ(e.at("target").get<int>() < 0, e.at("conflict_set").empty()) << e.dump();
        }
        if (e.at("event") == "repair") {
            EXPECT_GE(e.at("step").get<std::uint64_t>(), 1u);
            for (const char* field : {"var", "old_value", "value", "conflicts"})
                EXPECT_TRUE(e.at(field).is_number_integer()) << field;
        }
    }

    // With names: they come beside the ids.
    std::ostringstream named;
    csp::JsonTraceWriter jumps_writer(named, jumps);
    csp::solve_backjumping(
        jumps, {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &jumps_writer});
    const auto jump = parse_lines(named.str());
    const auto first =
        std::find_if(jump.begin(), jump.end(), [](const auto& e) { return e.at("event") == "backjump"; });
    ASSERT_NE(first, jump.end());
    EXPECT_EQ(*first, nlohmann::json::parse(R"({"seq":)" + std::to_string(first->at("seq").get<int>()) +
                                            R"(,"event":"backjump","depth":4,"var":3,"name":"d","conflict_set":[0],)"
                                            R"("conflict_names":["a"],"target":0,"target_name":"a","target_depth":1})"))
        << first->dump();
    std::ostringstream cutset_out;
    csp::JsonTraceWriter cutset_writer(cutset_out, map);
    const auto cutset = csp::solve_cutset(map, {.observer = &cutset_writer});
    const auto cutset_events = parse_lines(cutset_out.str());
    EXPECT_EQ(cutset_events.front(), nlohmann::json::parse(R"({"seq":1,"event":"cutset","vars":[2],"names":["SA"]})"));
    EXPECT_EQ(count_events(cutset_events, "prune"), cutset.stats.prunings);
    const auto order = std::find_if(cutset_events.begin(), cutset_events.end(),
                                    [](const auto& e) { return e.at("event") == "tree_order"; });
    ASSERT_NE(order, cutset_events.end());
    EXPECT_EQ(order->at("parent").size(), 7u);
    EXPECT_EQ(order->at("parent")[2], -1);  // SA is not in the forest
}

using csp::testing::expect_graphviz_renders;

TEST(SearchTree, ABackjumpIsWrittenOnTheNodeItLeaves) {
    const csp::Problem p = csp::testing::jump_over_two_levels();
    csp::SearchTreeWriter tree(p);
    csp::solve_backjumping(p,
                           {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &tree});
    std::ostringstream out;
    tree.write_dot(out);
    const std::string dot = out.str();
    // Under a=k, b=0, c=0, d fails: the node c=0 says where the search goes next, once per value of a.
    EXPECT_EQ(occurrences(dot, "c=0\\nd: no value left\\njump to a, conflict set {a}"), 3u) << dot;
    expect_graphviz_renders(dot, "backjump");
}

TEST(SearchTree, GraphvizRendersTheTrees) {
    const csp::Problem queens = csp::testing::queens(5);
    csp::SearchTreeWriter solver_tree(queens, 8);
    csp::Solver(queens, {.max_solutions = 0, .observer = &solver_tree}).solve();
    std::ostringstream a;
    solver_tree.write_dot(a);
    ASSERT_GT(solver_tree.omitted(), 0u);
    expect_graphviz_renders(a.str(), "solver_truncated");
    if (::testing::Test::IsSkipped() || ::testing::Test::HasFatalFailure()) return;

    csp::SearchTreeWriter backjumping_tree(queens);
    csp::solve_backjumping(queens, {.forward_checking = false, .observer = &backjumping_tree});
    std::ostringstream b;
    backjumping_tree.write_dot(b);
    expect_graphviz_renders(b.str(), "backjumping");

    // Names that need escaping inside a DOT string.
    csp::Problem awkward;
    awkward.add_variable("a \"quoted\" name", 0, 1);
    awkward.add_variable("back\\slash", 0, 1);
    awkward.add_constraint(0, 1, csp::not_equal());
    csp::SearchTreeWriter awkward_tree(awkward);
    csp::Solver(awkward, {.inference = csp::Inference::ForwardChecking, .max_solutions = 0, .observer = &awkward_tree})
        .solve();
    std::ostringstream c;
    awkward_tree.write_dot(c);
    expect_graphviz_renders(c.str(), "escaped_names");
}

}  // namespace
