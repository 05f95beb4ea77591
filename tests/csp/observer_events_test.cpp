// The observer events particular to backjumping, min-conflicts, the tree solver and cutset
// conditioning: each is checked against what can be worked out apart from the engine (a conflict set
// found by hand, a replay of the repairs, supports counted with the test's own predicates), and every
// result by the independent validator.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace {

// Every event, in order, with all its fields.
struct Event {
    std::string kind;
    int var = -1, value = 0, cause = -1, depth = 0;
    int old_value = 0, conflicts = 0;
    std::uint64_t step = 0;
    int target = -1, target_depth = 0;  // backjump; revise: target, with the source in `cause`
    std::vector<int> list;              // conflict set, tree order, cutset or solution values
    std::vector<int> parent;            // tree order
};

struct Recorder : csp::SearchObserver {
    std::vector<Event> events;
    void on_event(const csp::Event& e) override {
        Event r{.kind = std::string(csp::to_string(e.kind)),
                .var = e.var,
                .value = e.value,
                .cause = e.cause,
                .depth = e.depth,
                .old_value = e.old_value,
                .conflicts = e.conflicts,
                .step = e.step,
                .target = e.target,
                .target_depth = e.target_depth,
                .list = {e.vars.begin(), e.vars.end()},
                .parent = {e.parent.begin(), e.parent.end()}};
        if (e.kind == csp::EventKind::Revise) std::swap(r.var, r.target);  // this test's revise: target, cause
        events.push_back(std::move(r));
    }

    std::vector<Event> of_kind(const std::string& kind) const {
        std::vector<Event> out;
        for (const Event& e : events)
            if (e.kind == kind) out.push_back(e);
        return out;
    }
};

// ---------------------------------------------------------------------------------------------
// Backjumping

// AIMA §6.3.3's example: Australia in the order Q, NSW, V, T, SA, WA, NT, with V blue (its only
// value). CBJ gives Q = 0, NSW = 1, V = 2, T = 0; then every colour of SA clashes with one of Q,
// NSW and V, so SA's conflict set is {Q, NSW, V} and the search jumps back to V over T.
csp::Problem aima_backjumping_map() {
    csp::Problem p;
    for (const char* name : {"Q", "NSW"}) p.add_variable(name, 0, 2);
    p.add_variable("V", 2, 2);
    for (const char* name : {"T", "SA", "WA", "NT"}) p.add_variable(name, 0, 2);
    const std::pair<const char*, const char*> borders[] = {{"WA", "NT"}, {"WA", "SA"}, {"NT", "SA"},
                                                           {"NT", "Q"},  {"SA", "Q"},  {"SA", "NSW"},
                                                           {"SA", "V"},  {"Q", "NSW"}, {"NSW", "V"}};
    for (auto [a, b] : borders) p.add_constraint(p.variable(a), p.variable(b), csp::not_equal());
    return p;
}

TEST(BackjumpEvents, TheTextbookDeadEndJumpsFromSaBackToV) {
    const csp::Problem p = aima_backjumping_map();
    const int q = p.variable("Q"), nsw = p.variable("NSW"), v = p.variable("V"), t = p.variable("T"),
              sa = p.variable("SA");
    Recorder recorder;
    const csp::BackjumpingResult r = csp::solve_backjumping(
        p, {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &recorder});
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(p, r.solutions.front()), "");

    const auto first = std::find_if(recorder.events.begin(), recorder.events.end(),
                                    [](const Event& e) { return e.kind == "backjump"; });
    ASSERT_NE(first, recorder.events.end());
    EXPECT_EQ(first->var, sa);
    EXPECT_EQ(first->list, (std::vector<int>{q, nsw, v}));  // in the order of their levels
    EXPECT_EQ(first->target, v);
    EXPECT_EQ(first->depth, 5);
    EXPECT_EQ(first->target_depth, 3);  // over T, at depth 4

    // Then T's value is undone without another value being tried, and V, blue only, is a dead end
    // in turn: chronological, blaming Q and NSW (SA's set less V itself).
    const auto next = first + 1;
    ASSERT_GE(recorder.events.end() - next, 4);
    EXPECT_EQ(next->kind, "backtrack");
    EXPECT_EQ(next->var, t);
    EXPECT_EQ((next + 1)->kind, "backtrack");
    EXPECT_EQ((next + 1)->var, v);
    const Event& at_v = *(next + 2);
    EXPECT_EQ(at_v.kind, "backjump");
    EXPECT_EQ(at_v.var, v);
    EXPECT_EQ(at_v.list, (std::vector<int>{q, nsw}));
    EXPECT_EQ(at_v.target, nsw);
    EXPECT_EQ(at_v.depth, 3);
    EXPECT_EQ(at_v.target_depth, 2);
}

// What the events must say about any run, worked out from the assign and backtrack events alone:
// the conflict set holds variables assigned above the dead end, the target is the deepest of them at
// its depth, nothing below the target is tried after the jump, and the jumps add up to the result's
// count of backjumps and of levels skipped.
void expect_consistent_dead_ends(const csp::Problem& p, const std::vector<Event>& events,
                                 const csp::BackjumpingResult& r, const std::string& where) {
    std::map<int, int> depth_of;  // the variables assigned now, at their depths
    std::uint64_t jumps = 0, skipped = 0;
    std::optional<int> ceiling;  // after a backjump: the deepest depth the next choice may be at
    for (const Event& e : events) {
        if (e.kind == "assign") {
            if (ceiling) {
                EXPECT_LE(e.depth, *ceiling) << where;
            }
            ceiling.reset();
            depth_of[e.var] = e.depth;
        } else if (e.kind == "backtrack") {
            depth_of.erase(e.var);
        } else if (e.kind == "backjump") {
            if (ceiling) {
                EXPECT_LE(e.depth, *ceiling) << where;
            }
            EXPECT_EQ(depth_of.count(e.var), 0u) << where;  // its last value is undone already
            int deepest = 0, deepest_var = -1;
            for (int x : e.list) {
                ASSERT_TRUE(depth_of.count(x)) << where << ": conflict set member " << p.name(x) << " not assigned";
                EXPECT_LT(depth_of[x], e.depth) << where;
                if (depth_of[x] > deepest) deepest = depth_of[x], deepest_var = x;
            }
            EXPECT_EQ(e.target, deepest_var) << where;
            EXPECT_EQ(e.target_depth, deepest) << where;
            if (e.target_depth < e.depth - 1) {
                ++jumps;
                skipped += static_cast<std::uint64_t>(e.depth - 1 - e.target_depth);
            }
            ceiling = e.target_depth;
        }
    }
    EXPECT_EQ(jumps, r.backjumps) << where;
    EXPECT_EQ(skipped, r.levels_skipped) << where;
}

TEST(BackjumpEvents, EveryDeadEndReportsItsConflictSetAndTarget) {
    csp::Random rng(2026);
    std::uint64_t real_jumps = 0;
    for (int trial = 0; trial < csp::testing::random_cases(200); ++trial) {
        const csp::Problem p = csp::testing::random_problem(rng, {.max_variables = 8, .with_nary = trial % 3 == 0});
        for (bool fc : {false, true}) {
            Recorder recorder;
            const csp::BackjumpingResult r = csp::solve_backjumping(p, {.forward_checking = fc,
                                                                        .variable_order = csp::VariableOrder::Input,
                                                                        .max_solutions = 0,
                                                                        .observer = &recorder});
            for (const csp::Assignment& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
            expect_consistent_dead_ends(p, recorder.events, r,
                                        "trial " + std::to_string(trial) + (fc ? " FC-CBJ" : " CBJ"));
            real_jumps += r.backjumps;
        }
    }
    EXPECT_GT(real_jumps, 0u);  // the checks above met real jumps, not only chronological steps
}

TEST(BackjumpEvents, AnEmptyConflictSetEndsTheSearch) {
    // a < b over {0} × {0}: b fails for a's only value, for a reason that no choice above can change
    // once a is exhausted: the root level's conflict set is empty.
    csp::Problem p;
    const auto a = p.add_variable("a", 0, 1);
    const auto b = p.add_variable("b", 0, 0);
    p.add_constraint(a, b, csp::less());
    Recorder recorder;
    const csp::BackjumpingResult r = csp::solve_backjumping(
        p, {.forward_checking = false, .variable_order = csp::VariableOrder::Input, .observer = &recorder});
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    const std::vector<Event> dead_ends = recorder.of_kind("backjump");
    ASSERT_FALSE(dead_ends.empty());
    const Event& last = dead_ends.back();
    EXPECT_EQ(last.var, a);
    EXPECT_TRUE(last.list.empty());
    EXPECT_EQ(last.target, -1);
    EXPECT_EQ(last.target_depth, 0);
    EXPECT_EQ(last.depth, 1);
    EXPECT_EQ(recorder.events.back().kind, "backjump");  // nothing is tried after it
}

// ---------------------------------------------------------------------------------------------
// Min-conflicts

// Replays the events: n starting assignments at depth 0, then the repairs in order; each repair
// starts from the value the replay holds, and its `conflicts` is what `count` says for the new value.
// Returns the replayed final assignment.
csp::Assignment replay_repairs(const std::vector<Event>& events, int n, std::uint64_t steps,
                               const std::function<int(const csp::Assignment&, int)>& count) {
    csp::Assignment values(static_cast<std::size_t>(n), -1);
    std::size_t i = 0;
    for (; i < events.size() && events[i].kind == "assign"; ++i) {
        EXPECT_EQ(events[i].depth, 0);
        EXPECT_EQ(values[static_cast<std::size_t>(events[i].var)], -1) << "assigned twice at the start";
        values[static_cast<std::size_t>(events[i].var)] = events[i].value;
    }
    EXPECT_EQ(i, static_cast<std::size_t>(n));
    std::uint64_t step = 0;
    for (; i < events.size() && events[i].kind == "repair"; ++i) {
        const Event& e = events[i];
        EXPECT_EQ(e.step, ++step);
        auto& value = values[static_cast<std::size_t>(e.var)];
        EXPECT_EQ(e.old_value, value) << "step " << e.step;
        value = e.value;
        EXPECT_EQ(e.conflicts, count(values, e.var)) << "step " << e.step;
    }
    EXPECT_EQ(step, steps);
    return values;
}

TEST(RepairEvents, ReplayingTheRepairsOfAProblemGivesItsAnswer) {
    // 8-queens on the CSP model: labels are rows 1..8. A conflict here is a constraint broken with an
    // other queen; each pair of queens has three constraints, at most one broken.
    const csp::Problem p = csp::testing::queens(8);
    const auto attacks = [](const csp::Assignment& rows, int x) {
        int n = 0;
        for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
            if (y == x) continue;
            const int dr = rows[static_cast<std::size_t>(x)] - rows[static_cast<std::size_t>(y)];
            n += dr == 0 || dr == x - y || dr == y - x;
        }
        return n;
    };
    std::uint64_t repairs = 0;
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        Recorder recorder;
        const csp::MinConflictsResult r = csp::min_conflicts(p, {.seed = seed, .observer = &recorder});
        ASSERT_EQ(r.status, csp::Status::Satisfied) << "seed " << seed;
        EXPECT_EQ(csp::violation(p, r.assignment), "");
        const csp::Assignment replayed = replay_repairs(recorder.events, 8, r.steps, attacks);
        EXPECT_EQ(replayed, r.assignment) << "seed " << seed;
        EXPECT_EQ(recorder.of_kind("repair").size(), r.steps);
        ASSERT_EQ(recorder.events.back().kind, "solution");
        EXPECT_EQ(recorder.events.back().list, r.assignment);
        repairs += r.steps;
    }
    EXPECT_GT(repairs, 0u);  // the greedy start did not solve every run by itself
}

TEST(RepairEvents, AConflictModelReportsItsOwnValues) {
    // QueensConflicts counts rows from 0 and a conflict per attacking queen.
    const int n = 30;
    csp::QueensConflicts board(n);
    Recorder recorder;
    const csp::MinConflictsResult r = csp::min_conflicts(board, {.seed = 7, .observer = &recorder});
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    csp::Assignment rows1(r.assignment);
    for (int& row : rows1) ++row;
    EXPECT_TRUE(csp::testing::queens_valid(rows1));
    const auto attacks = [](const csp::Assignment& rows, int x) {
        int count = 0;
        for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
            const int dr = rows[static_cast<std::size_t>(x)] - rows[static_cast<std::size_t>(y)];
            count += y != x && (dr == 0 || dr == x - y || dr == y - x);
        }
        return count;
    };
    EXPECT_EQ(replay_repairs(recorder.events, n, r.steps, attacks), r.assignment);
    EXPECT_GT(r.steps, 0u);
}

TEST(RepairEvents, AGiveUpReportsNoSolution) {
    const csp::Problem p = csp::testing::australia(2);  // WA, NT and SA form a triangle
    Recorder recorder;
    const csp::MinConflictsResult r = csp::min_conflicts(p, {.max_steps = 50, .observer = &recorder});
    EXPECT_EQ(r.status, csp::Status::LimitReached);
    EXPECT_EQ(r.steps, 50u);
    EXPECT_EQ(recorder.of_kind("repair").size(), 50u);
    EXPECT_TRUE(recorder.of_kind("solution").empty());
}

// ---------------------------------------------------------------------------------------------
// Tree solver and cutset conditioning

// A forest stated with the test's own predicates, so supports are counted apart from the engine.
struct Edge {
    int x, y;
    std::function<bool(int, int)> allows;  // on the labels of x and y
};

struct Forest {
    csp::Problem problem;
    std::vector<Edge> edges;

    bool allows(int x, int a, int y, int b) const {
        for (const Edge& e : edges) {
            if (e.x == x && e.y == y && !e.allows(a, b)) return false;
            if (e.x == y && e.y == x && !e.allows(b, a)) return false;
        }
        return true;
    }
    bool adjacent(int x, int y) const {
        return std::any_of(edges.begin(), edges.end(),
                           [&](const Edge& e) { return (e.x == x && e.y == y) || (e.x == y && e.y == x); });
    }
};

// Two trees: A–B, A–C, B–D, C–E, C–F, and G–H; domains 0..3.
Forest two_trees() {
    Forest f;
    for (const char* name : {"A", "B", "C", "D", "E", "F", "G", "H"}) f.problem.add_variable(name, 0, 3);
    f.edges = {{0, 1, [](int a, int b) { return a < b; }},     {0, 2, [](int a, int c) { return a + c == 3; }},
               {1, 3, [](int b, int d) { return b < d; }},     {2, 4, [](int c, int e) { return c != e; }},
               {2, 5, [](int c, int g) { return c > g + 1; }}, {6, 7, [](int g, int h) { return g == h + 2; }}};
    for (const Edge& e : f.edges) f.problem.add_constraint(e.x, e.y, e.allows);
    return f;
}

// The tree order names every variable once, roots first in each tree, each parent a neighbour
// that comes earlier; the revisions are the (parent, child) arcs, leaves first, and each removes
// exactly the parent's values without support in the child's domain as it is then.
void expect_tree_events(const Forest& f, std::span<const Event> events, std::vector<csp::Domain> domains,
                        const std::vector<char>& active, int depth) {
    const csp::Problem& p = f.problem;
    ASSERT_FALSE(events.empty());
    ASSERT_EQ(events.front().kind, "tree_order");
    const std::vector<int>& order = events.front().list;
    const std::vector<int>& parent = events.front().parent;
    ASSERT_EQ(parent.size(), static_cast<std::size_t>(p.num_variables()));
    std::vector<int> position(parent.size(), -1);
    for (std::size_t i = 0; i < order.size(); ++i) {
        ASSERT_TRUE(active[static_cast<std::size_t>(order[i])]);
        ASSERT_EQ(position[static_cast<std::size_t>(order[i])], -1) << "listed twice";
        position[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
    }
    int roots = 0;
    for (int x = 0; x < p.num_variables(); ++x) {
        const int up = parent[static_cast<std::size_t>(x)];
        if (!active[static_cast<std::size_t>(x)]) {
            EXPECT_EQ(up, -1);
            continue;
        }
        EXPECT_GE(position[static_cast<std::size_t>(x)], 0) << p.name(x) << " missing from the order";
        if (up < 0) {
            ++roots;
            continue;
        }
        EXPECT_TRUE(f.adjacent(up, x)) << p.name(up) << " is not a neighbour of " << p.name(x);
        EXPECT_LT(position[static_cast<std::size_t>(up)], position[static_cast<std::size_t>(x)]);
    }

    const auto labels_of = [&](int x) {
        std::set<int> out;
        for (int i : domains[static_cast<std::size_t>(x)]) out.insert(p.labels(x)[static_cast<std::size_t>(i)]);
        return out;
    };
    const auto supported = [&](int x, int a, int y) {
        for (int b : labels_of(y))
            if (f.allows(x, a, y, b)) return true;
        return false;
    };
    std::size_t i = 1;
    std::size_t revisions = 0;
    bool wiped = false;
    for (; i < events.size() && events[i].kind == "revise"; ++revisions) {
        const Event& revise = events[i++];
        const int target = revise.target, source = revise.cause;
        EXPECT_EQ(revise.depth, depth);
        EXPECT_EQ(parent[static_cast<std::size_t>(source)], target)
            << "revise (" << p.name(target) << "," << p.name(source) << ") is not (parent, child)";
        std::set<int> removed;
        for (; i < events.size() && (events[i].kind == "prune" || events[i].kind == "wipeout"); ++i) {
            if (events[i].kind == "wipeout") {
                wiped = true;
                continue;
            }
            EXPECT_EQ(events[i].var, target);
            EXPECT_EQ(events[i].cause, source);
            EXPECT_EQ(events[i].depth, depth);
            EXPECT_FALSE(supported(target, events[i].value, source)) << events[i].value << " had a support";
            removed.insert(events[i].value);
        }
        for (int a : labels_of(target))
            if (!removed.count(a)) {
                EXPECT_TRUE(supported(target, a, source)) << a << " kept without a support";
            }
        csp::Domain& d = domains[static_cast<std::size_t>(target)];
        for (int a : removed)
            d.remove(static_cast<int>(std::find(p.labels(target).begin(), p.labels(target).end(), a) -
                                      p.labels(target).begin()));
    }
    if (wiped) return;  // the solver stops at a wipe-out
    EXPECT_EQ(revisions, order.size() - static_cast<std::size_t>(roots));

    // Then the assignments, parents first, each compatible with its parent's value.
    std::map<int, int> value_of;
    for (std::size_t k = 0; k < order.size() && i < events.size() && events[i].kind == "assign"; ++k, ++i) {
        const Event& e = events[i];
        EXPECT_EQ(e.var, order[k]);
        EXPECT_EQ(e.depth, depth + static_cast<int>(k) + 1);
        EXPECT_TRUE(labels_of(e.var).count(e.value));
        const int up = parent[static_cast<std::size_t>(e.var)];
        if (up >= 0) {
            EXPECT_TRUE(f.allows(up, value_of.at(up), e.var, e.value));
        }
        value_of[e.var] = e.value;
    }
}

std::vector<csp::Domain> domains_of(const csp::Problem& p) {
    std::vector<csp::Domain> out;
    for (int x = 0; x < p.num_variables(); ++x) out.push_back(p.domain(x));
    return out;
}

TEST(TreeEvents, OrderRevisionsPruningsAndAssignmentsAgreeWithTheGraph) {
    const Forest f = two_trees();
    Recorder recorder;
    const csp::Result r = csp::solve_tree(f.problem, {.observer = &recorder});
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(f.problem, r.solutions.front()), "");
    EXPECT_EQ(recorder.of_kind("revise").size(), 6u);  // one per edge
    EXPECT_EQ(recorder.of_kind("prune").size(), r.stats.prunings);
    EXPECT_GT(r.stats.prunings, 0u);
    const std::vector<char> all(8, 1);
    expect_tree_events(f, recorder.events, domains_of(f.problem), all, 0);
    EXPECT_EQ(recorder.of_kind("assign").size(), 8u);
    EXPECT_EQ(recorder.events.back().kind, "solution");
    EXPECT_EQ(recorder.events.back().list, r.solutions.front());
}

TEST(TreeEvents, AWipeOutEndsTheEvents) {
    // D = 0 leaves B nothing below it: the revision (B,D) empties B and the solver stops there.
    Forest f = two_trees();
    for (int value : {1, 2, 3}) f.problem.remove_value(3, value);
    Recorder recorder;
    const csp::Result r = csp::solve_tree(f.problem, {.observer = &recorder});
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_EQ(recorder.of_kind("wipeout").size(), 1u);
    EXPECT_EQ(recorder.events.back().kind, "wipeout");
    EXPECT_EQ(recorder.events.back().var, 1);
    EXPECT_TRUE(recorder.of_kind("assign").empty());
    std::vector<char> all(8, 1);
    expect_tree_events(f, recorder.events, domains_of(f.problem), all, 0);
}

TEST(CutsetEvents, CutsetThenItsAssignmentsThenTheTreeSolverBelow) {
    // Australia: the cutset is {SA}; for each colour of SA the rest (WA–NT–Q–NSW–V and T) is a forest.
    Forest f;
    f.problem = csp::testing::australia(3);
    const auto differ = [](int a, int b) { return a != b; };
    for (const auto& c : f.problem.constraints()) f.edges.push_back({c.x, c.y, differ});
    const csp::Problem& p = f.problem;
    Recorder recorder;
    const csp::Result r = csp::solve_cutset(p, {.count = true, .observer = &recorder});
    EXPECT_EQ(r.solution_count, 18u);
    EXPECT_EQ(csp::violation(p, r.solutions.front()), "");
    ASSERT_FALSE(recorder.events.empty());
    ASSERT_EQ(recorder.events.front().kind, "cutset");
    const std::vector<int> cutset = recorder.events.front().list;
    EXPECT_EQ(cutset, csp::cycle_cutset(p));
    ASSERT_EQ(cutset, (std::vector<int>{p.variable("SA")}));
    const int sa = cutset.front();

    std::vector<char> rest(static_cast<std::size_t>(p.num_variables()), 1);
    rest[static_cast<std::size_t>(sa)] = 0;
    int trees = 0;
    for (std::size_t i = 1; i < recorder.events.size(); ++i) {
        const Event& e = recorder.events[i];
        if (e.kind != "assign" || e.depth != 1) continue;
        EXPECT_EQ(e.var, sa);
        // SA's value is forward-checked into its neighbours (blamed on SA), then the tree solver runs.
        std::vector<csp::Domain> domains = domains_of(p);
        std::size_t k = i + 1;
        for (; recorder.events[k].kind == "prune"; ++k) {
            const Event& prune = recorder.events[k];
            EXPECT_EQ(prune.cause, sa);
            EXPECT_EQ(prune.value, e.value);  // ≠: the only value SA rules out
            EXPECT_EQ(prune.depth, 1);
            domains[static_cast<std::size_t>(prune.var)].remove(prune.value);
        }
        EXPECT_EQ(k - i - 1, 5u);  // WA, NT, Q, NSW, V
        const auto end = std::find_if(recorder.events.begin() + static_cast<std::ptrdiff_t>(k), recorder.events.end(),
                                      [&](const Event& x) { return x.kind == "backtrack" && x.var == sa; });
        ASSERT_NE(end, recorder.events.end());
        EXPECT_EQ(end->value, e.value);
        EXPECT_EQ(end->depth, 1);
        expect_tree_events(
            f, std::span(recorder.events).subspan(k, static_cast<std::size_t>(end - recorder.events.begin()) - k),
            domains, rest, 1);
        ++trees;
    }
    EXPECT_EQ(trees, 3);  // one per colour of SA
}

TEST(CutsetEvents, CutsetAssignmentsComeAtDepthsOneToItsSize) {
    const csp::Problem p = csp::testing::queens(6);
    Recorder recorder;
    const csp::Result r = csp::solve_cutset(p, {.count = true, .observer = &recorder});
    EXPECT_EQ(r.solution_count, 4u);
    EXPECT_EQ(csp::violation(p, r.solutions.front()), "");
    ASSERT_EQ(recorder.events.front().kind, "cutset");
    const std::vector<int> cutset = recorder.events.front().list;
    EXPECT_EQ(cutset, csp::cycle_cutset(p));
    ASSERT_EQ(cutset.size(), 4u);  // n − 2 for the complete graph of queens
    std::vector<int> path;         // the cutset values assigned now, by depth
    std::size_t wipeouts = 0;
    for (std::size_t i = 1; i < recorder.events.size(); ++i) {
        const Event& e = recorder.events[i];
        const auto size = static_cast<int>(cutset.size());
        if (e.kind == "assign" && e.depth <= size) {
            EXPECT_EQ(e.var, cutset[static_cast<std::size_t>(e.depth - 1)]);
            EXPECT_EQ(static_cast<int>(path.size()), e.depth - 1);
            path.push_back(e.var);
        } else if (e.kind == "backtrack") {
            ASSERT_FALSE(path.empty());
            EXPECT_EQ(e.var, path.back());
            EXPECT_EQ(e.depth, static_cast<int>(path.size()));
            path.pop_back();
        } else if (e.kind == "assign") {
            EXPECT_EQ(static_cast<int>(path.size()), size) << "a tree assignment under a partial cutset";
            EXPECT_EQ(std::find(cutset.begin(), cutset.end(), e.var), cutset.end());
        } else if (e.kind == "tree_order") {
            EXPECT_EQ(static_cast<int>(path.size()), size);
            for (int x : cutset) EXPECT_EQ(e.parent[static_cast<std::size_t>(x)], -1);
            for (int x : e.list) EXPECT_EQ(std::find(cutset.begin(), cutset.end(), x), cutset.end());
        } else if (e.kind == "wipeout") {
            ++wipeouts;
        }
    }
    EXPECT_TRUE(path.empty());
    EXPECT_EQ(wipeouts, r.stats.wipeouts);
    EXPECT_EQ(recorder.of_kind("prune").size(), r.stats.prunings);
    EXPECT_GT(wipeouts, 0u);
}

}  // namespace
