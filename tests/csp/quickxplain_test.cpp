// QuickXplain: the generic algorithm on checks whose conflicts are known, and minimal_conflict on
// small random CSPs against a brute-force enumerator that reads the constraints from the problem
// itself (neither the Solver nor Problem::restricted): the conflict has no solution, and without
// any one of its groups the rest has one; a satisfiable problem gives none.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <vector>

#include "csp/explain/minimal_conflict.hpp"
#include "csp/explain/quickxplain.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "test_models.hpp"

namespace {

using csp::ConstraintRef;
using csp::Satisfiability;

// A check whose items are unsatisfiable exactly when they contain one of `conflicts`.
csp::SatisfiabilityCheck containing(std::vector<std::set<int>> conflicts) {
    return [conflicts](std::span<const int> items) {
        const std::set<int> in_play(items.begin(), items.end());
        for (const auto& conflict : conflicts)
            if (std::includes(in_play.begin(), in_play.end(), conflict.begin(), conflict.end()))
                return Satisfiability::Unsatisfiable;
        return Satisfiability::Satisfiable;
    };
}

TEST(QuickXplain, FindsTheConflictAmongTheEarliestItems) {
    // {2, 3} is within the first four items; {1, 6} needs the seventh.
    const auto found = csp::quickxplain(10, containing({{1, 6}, {2, 3}}));
    ASSERT_TRUE(found.items.has_value());
    EXPECT_EQ(*found.items, (std::vector<int>{2, 3}));
    EXPECT_TRUE(found.complete);
}

TEST(QuickXplain, SatisfiableItemsGiveNoConflict) {
    const auto found = csp::quickxplain(5, containing({{1, 7}}));
    EXPECT_FALSE(found.items.has_value());
    EXPECT_TRUE(found.complete);
    EXPECT_EQ(found.checks, 1u);
}

TEST(QuickXplain, AnUnsatisfiableBackgroundIsTheEmptyConflict) {
    const auto found = csp::quickxplain(4, [](std::span<const int>) { return Satisfiability::Unsatisfiable; });
    ASSERT_TRUE(found.items.has_value());
    EXPECT_TRUE(found.items->empty());
    const auto none = csp::quickxplain(0, [](std::span<const int>) { return Satisfiability::Unsatisfiable; });
    ASSERT_TRUE(none.items.has_value());
    EXPECT_TRUE(none.items->empty());
    EXPECT_THROW(csp::quickxplain(-1, containing({})), std::invalid_argument);
}

TEST(QuickXplain, OneCulpritAmongManyTakesLogarithmicallyManyChecks) {
    const auto found = csp::quickxplain(1024, containing({{700}}));
    ASSERT_TRUE(found.items.has_value());
    EXPECT_EQ(*found.items, std::vector<int>{700});
    // Removing items one at a time would take 1024 checks; halving takes about 2·log2(1024).
    EXPECT_LE(found.checks, 25u);
}

TEST(QuickXplain, AnUnknownAnswerKeepsTheConflictProvenButPerhapsLarger) {
    // Items {3, 5} conflict; every check of a set without item 0 is left undecided.
    const auto truth = containing({{3, 5}});
    const auto found = csp::quickxplain(8, [&](std::span<const int> items) {
        if (!items.empty() && items.front() != 0 && truth(items) == Satisfiability::Unsatisfiable)
            return Satisfiability::Unknown;
        return truth(items);
    });
    ASSERT_TRUE(found.items.has_value());
    EXPECT_FALSE(found.complete);
    EXPECT_EQ(truth(*found.items), Satisfiability::Unsatisfiable);
    const auto undecided = csp::quickxplain(8, [](std::span<const int>) { return Satisfiability::Unknown; });
    EXPECT_FALSE(undecided.items.has_value());
    EXPECT_FALSE(undecided.complete);
}

// Does some assignment of labels satisfy every constraint in `keep`? By enumeration, reading each
// constraint from the problem: the domain for a unary restriction, the relations as written for a
// binary constraint, satisfied() for a propagator.
bool brute_force_satisfiable(const csp::Problem& p, const std::vector<ConstraintRef>& keep) {
    const auto holds = [&](const ConstraintRef& ref, const csp::Assignment& a) {
        switch (ref.kind) {
            case ConstraintRef::Kind::Unary:
                return p.domain(ref.index).contains(*p.index_of(ref.index, a[static_cast<std::size_t>(ref.index)]));
            case ConstraintRef::Kind::Binary: {
                const csp::Constraint& c = p.constraints()[static_cast<std::size_t>(ref.index)];
                return p.allows(ref.index, a[static_cast<std::size_t>(c.x)], a[static_cast<std::size_t>(c.y)]);
            }
            case ConstraintRef::Kind::Propagator: {
                const auto& propagator = p.propagators()[static_cast<std::size_t>(ref.index)];
                std::vector<int> values;
                for (csp::VarId x : propagator->scope()) values.push_back(a[static_cast<std::size_t>(x)]);
                return propagator->satisfied(values);
            }
        }
        return false;
    };
    csp::Assignment a(static_cast<std::size_t>(p.num_variables()));
    std::vector<std::size_t> at(a.size(), 0);
    while (true) {
        for (std::size_t i = 0; i < a.size(); ++i) a[i] = p.labels(static_cast<int>(i))[at[i]];
        if (std::all_of(keep.begin(), keep.end(), [&](const ConstraintRef& ref) { return holds(ref, a); })) return true;
        std::size_t i = 0;
        while (i < a.size() && ++at[i] == p.labels(static_cast<int>(i)).size()) at[i++] = 0;
        if (i == a.size()) return false;
    }
}

std::vector<ConstraintRef> constraints_of(const std::vector<ConstraintRef>& background,
                                          const std::vector<csp::ConstraintGroup>& groups,
                                          const std::vector<int>& chosen) {
    std::vector<ConstraintRef> all = background;
    for (int g : chosen) {
        const auto& members = groups[static_cast<std::size_t>(g)].constraints;
        all.insert(all.end(), members.begin(), members.end());
    }
    return all;
}

// A random tight CSP with random unary restrictions, its constraints dealt at random into groups of
// one or two and the background.
struct Instance {
    csp::Problem problem;
    std::vector<csp::ConstraintGroup> groups;
    std::vector<ConstraintRef> background;
};

Instance random_instance(csp::Random& rng) {
    csp::testing::RandomShape shape;
    shape.max_variables = 6;
    shape.max_domain = 3;
    shape.constraints_per_variable = 3;
    shape.table_density_percent = 55;
    shape.with_nary = true;
    Instance instance{csp::testing::random_problem(rng, shape), {}, {}};
    csp::Problem& p = instance.problem;
    for (csp::VarId x = 0; x < p.num_variables(); ++x)
        if (rng.below(3) == 0) p.remove_value(x, p.labels(x)[rng.below(p.labels(x).size())]);
    std::vector<ConstraintRef> refs = p.constraint_refs();
    rng.shuffle(std::span(refs));
    for (const ConstraintRef& ref : refs) {
        if (rng.below(5) == 0) {
            instance.background.push_back(ref);
        } else if (!instance.groups.empty() && rng.below(3) == 0) {
            instance.groups.back().constraints.push_back(ref);
        } else {
            instance.groups.push_back({"g" + std::to_string(instance.groups.size()), {ref}});
        }
    }
    return instance;
}

TEST(MinimalConflict, AgreesWithBruteForceOnRandomProblems) {
    csp::Random rng(20240917);
    int conflicts = 0;
    int satisfiable = 0;
    int background_alone = 0;
    for (int round = 0; round < 400; ++round) {
        const Instance instance = random_instance(rng);
        const auto& [p, groups, background] = instance;
        std::vector<int> all(groups.size());
        for (std::size_t g = 0; g < all.size(); ++g) all[g] = static_cast<int>(g);
        const bool whole = brute_force_satisfiable(p, constraints_of(background, groups, all));
        const csp::ConflictResult found = csp::minimal_conflict(p, groups, background);
        ASSERT_TRUE(found.complete);
        if (whole) {
            EXPECT_FALSE(found.groups.has_value()) << "round " << round;
            ++satisfiable;
            continue;
        }
        ASSERT_TRUE(found.groups.has_value()) << "round " << round;
        const std::vector<int>& conflict = *found.groups;
        EXPECT_TRUE(std::is_sorted(conflict.begin(), conflict.end()));
        EXPECT_EQ(std::adjacent_find(conflict.begin(), conflict.end()), conflict.end());
        EXPECT_FALSE(brute_force_satisfiable(p, constraints_of(background, groups, conflict))) << "round " << round;
        for (std::size_t drop = 0; drop < conflict.size(); ++drop) {
            std::vector<int> rest = conflict;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
            EXPECT_TRUE(brute_force_satisfiable(p, constraints_of(background, groups, rest)))
                << "round " << round << ": group " << conflict[drop] << " is not needed";
        }
        if (conflict.empty()) ++background_alone;
        ++conflicts;
    }
    // The instances are tight enough to exercise every answer.
    EXPECT_GE(conflicts, 100);
    EXPECT_GE(satisfiable, 50);
    EXPECT_GE(background_alone, 5);
}

TEST(MinimalConflict, EveryKindOfConstraintCanBeInTheConflict) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 3);
    const auto y = p.add_variable("y", 1, 3);
    const auto z = p.add_variable("z", 1, 3);
    p.add_constraint(x, y, csp::less());                                                            // binary 0
    p.add_constraint(y, z, csp::less());                                                            // binary 1
    csp::add_all_different(p, std::vector<csp::VarId>{x, y, z}, csp::AllDifferentStrength::Value);  // propagator 0
    p.assign(z, 2);                                                                                 // unary z
    p.restrict(x, [](int v) { return v != 3; });                                                    // unary x
    const std::vector<csp::ConstraintGroup> groups = {
        {"x < y", {ConstraintRef::binary(0)}},
        {"x is not 3", {ConstraintRef::unary(x)}},
        {"y < z", {ConstraintRef::binary(1)}},
        {"z = 2", {ConstraintRef::unary(z)}},
        {"all different", {ConstraintRef::propagator(0)}},
    };
    // x < y < z = 2 leaves y no value: the all-different and x's restriction are not needed.
    const auto found = csp::minimal_conflict(p, groups, {});
    ASSERT_TRUE(found.groups.has_value());
    EXPECT_EQ(*found.groups, (std::vector<int>{0, 2, 3}));
    EXPECT_TRUE(found.complete);
    EXPECT_GE(found.checks, 4u);
    // With the ordering as background only the value of z is in question.
    const std::vector<csp::ConstraintGroup> only_z = {groups[3], groups[4]};
    const auto background = csp::ungrouped_constraints(p, only_z);
    EXPECT_EQ(background, (std::vector<ConstraintRef>{ConstraintRef::binary(0), ConstraintRef::binary(1),
                                                      ConstraintRef::unary(x)}));
    EXPECT_EQ(csp::minimal_conflict(p, only_z, background).groups, std::vector<int>{0});
}

TEST(MinimalConflict, BadReferencesAreModelErrors) {
    const csp::Problem p = csp::testing::australia(2);
    const std::vector<csp::ConstraintGroup> groups = {{"no such border", {ConstraintRef::binary(9)}}};
    EXPECT_THROW(csp::minimal_conflict(p, groups, {}), csp::ModelError);
    EXPECT_THROW(csp::minimal_conflict(p, {}, std::vector{ConstraintRef::unary(7)}), csp::ModelError);
    EXPECT_THROW(csp::minimal_conflict(p, {}, std::vector{ConstraintRef::propagator(0)}), csp::ModelError);
}

TEST(MinimalConflict, ALimitLeavesItIncompleteButNeverWrong) {
    // Australia with two colours: each border a group; the triangle WA–NT–SA is a conflict.
    const csp::Problem p = csp::testing::australia(2);
    std::vector<csp::ConstraintGroup> groups;
    for (const ConstraintRef& ref : p.constraint_refs()) groups.push_back({"border", {ref}});
    const auto exact = csp::minimal_conflict(p, groups, {});
    ASSERT_TRUE(exact.groups.has_value());
    EXPECT_EQ(exact.groups->size(), 3u);  // an odd cycle: the triangle WA-NT-SA is the first

    const std::atomic<bool> cancelled{true};
    csp::ConflictOptions stopped;
    stopped.search.limits.cancel = &cancelled;
    const auto none = csp::minimal_conflict(p, groups, {}, stopped);
    EXPECT_FALSE(none.groups.has_value());
    EXPECT_FALSE(none.complete);
    EXPECT_EQ(none.stats.nodes, 0u);  // no search ran once the flag was set

    // One node per check: some checks stop, so a conflict found is proven but may be larger.
    csp::ConflictOptions one_node;
    one_node.search.limits.node_limit = 1;
    one_node.search.inference = csp::Inference::None;
    const auto rough = csp::minimal_conflict(p, groups, {}, one_node);
    EXPECT_FALSE(rough.complete);
    if (rough.groups) {
        std::vector<ConstraintRef> kept;
        for (int g : *rough.groups) kept.push_back(groups[static_cast<std::size_t>(g)].constraints.front());
        EXPECT_FALSE(brute_force_satisfiable(p, kept));
    }
}

}  // namespace
