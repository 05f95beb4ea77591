// Lazy clause generation: every explanation checked by brute force against the constraint that
// gave it, and the learning search's counts and optima against enumeration.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <set>
#include <string>
#include <vector>

#include "csp/csp.hpp"
#include "csp/learning/learner.hpp"
#include "csp/learning/literal_trail.hpp"
#include "csp/search/option_table.hpp"
#include "propagator_oracle.hpp"
#include "random_automaton.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp::testing {
namespace {

using learning::Lit;

/// A random model over a few small variables: binary relations and the n-ary families.
Problem random_model(Random& rng) {
    const RandomShape shape{
        .max_variables = 5, .max_domain = 4, .lowest_value = -2, .value_range = 6, .constraints_per_variable = 1};
    Problem p = random_problem(rng, shape);
    const int n = p.num_variables();
    const auto pick = [&](int count) {
        std::vector<VarId> all;
        for (VarId x = 0; x < n; ++x) all.push_back(x);
        rng.shuffle(std::span<VarId>(all));
        all.resize(static_cast<std::size_t>(std::min(count, n)));
        return all;
    };
    const int families = 1 + below(rng, 3);
    for (int f = 0; f < families; ++f) {
        const auto vars = pick(2 + below(rng, 3));
        const auto boolean = [&] { return p.add_variable("b" + std::to_string(p.num_variables()), 0, 1); };
        const auto comparison = [&] {
            return std::array{Comparison::Equal, Comparison::NotEqual, Comparison::Less,
                              Comparison::LessEqual}[static_cast<std::size_t>(below(rng, 4))];
        };
        switch (below(rng, 12)) {
            case 0:
                add_all_different(
                    p, vars,
                    std::array{AllDifferentStrength::Value, AllDifferentStrength::Hidden, AllDifferentStrength::Bounds,
                               AllDifferentStrength::Domain}[static_cast<std::size_t>(below(rng, 4))]);
                break;
            case 1:
            case 2: {
                std::vector<int> coefficients;
                for (std::size_t i = 0; i < vars.size(); ++i)
                    coefficients.push_back(below(rng, 2) ? 1 + below(rng, 3) : -1 - below(rng, 3));
                const auto relation =
                    std::array{LinearRelation::Equal, LinearRelation::LessEqual, LinearRelation::GreaterEqual,
                               LinearRelation::NotEqual}[static_cast<std::size_t>(below(rng, 4))];
                add_linear(p, coefficients, vars, relation, below(rng, 7) - 3);
                break;
            }
            case 3: {
                std::vector<int> tuples;
                for (int t = 0; t < 6; ++t)
                    for (VarId x : vars) {
                        const auto labels = p.labels(x);
                        tuples.push_back(labels[static_cast<std::size_t>(below(rng, static_cast<int>(labels.size())))]);
                    }
                add_table(p, vars, tuples);
                break;
            }
            case 4: {
                std::vector<int> array;
                for (int i = 0; i < 4; ++i) array.push_back(below(rng, 6) - 2);
                if (vars[0] != vars[1]) add_element(p, vars[0], array, vars[1], -1);
                break;
            }
            case 5:
                if (vars.size() >= 3)
                    add_count(p, std::span(vars).first(vars.size() - 2), vars[vars.size() - 2], vars.back());
                break;
            case 6:
                if (vars.size() < 3) break;
                if (below(rng, 2) == 0) add_minimum(p, vars[0], std::span(vars).subspan(1));
                else add_maximum(p, vars[0], std::span(vars).subspan(1));
                break;
            case 7:
                if (below(rng, 2) == 0) add_comparison(p, vars[0], comparison(), vars[1]);
                else add_reified_comparison(p, vars[0], comparison(), vars[1], boolean());
                break;
            case 8: {  // Boolean connectives over a reified comparison or sum
                const VarId a = boolean(), b = boolean(), r = boolean();
                if (below(rng, 2) == 0) {
                    add_reified_comparison(p, vars[0], comparison(), vars[1], a);
                } else {  // a reified linear sum
                    const std::vector<int> coefficients = {1 + below(rng, 2), -1 - below(rng, 2)};
                    const std::vector<VarId> terms = {vars[0], vars[1]};
                    const auto relation =
                        std::array{LinearRelation::Equal, LinearRelation::LessEqual, LinearRelation::GreaterEqual,
                                   LinearRelation::NotEqual}[static_cast<std::size_t>(below(rng, 4))];
                    add_linear_reified(p, coefficients, terms, relation, below(rng, 5) - 2, a);
                }
                const std::vector<VarId> ab = {a, b}, just_r = {r};
                switch (below(rng, 3)) {
                    case 0: add_clause(p, ab, just_r); break;
                    case 1: add_and_reified(p, ab, r); break;
                    default: add_or_reified(p, ab, r); break;
                }
                break;
            }
            case 10:  // over variables: the index and value of their own, the array's may repeat
                if (vars.size() >= 3) {
                    std::vector<VarId> array(vars.begin() + 2, vars.end());
                    array.push_back(array.front());
                    add_variable_element(p, vars[0], array, vars[1], below(rng, 3) - 1);
                }
                break;
            case 11:
                if (vars.size() >= 4) add_inverse(p, std::span(vars).first(2), 0, std::span(vars).subspan(2, 2), -1);
                break;
            default:
                if (vars.size() < 3) add_abs(p, vars[0], vars[1]);
                else if (below(rng, 2) == 0) add_times(p, vars[0], vars[1], vars[2]);
                else add_division(p, vars[0], vars[1], vars[2]);
                break;
        }
    }
    return p;
}

/// A circuit over 4 nodes, some successors missing at the root, with a random binary
/// relation or two beside it (the random models above rarely let its subtour rule prune first).
Problem random_circuit_model(Random& rng) {
    Problem p;
    const int n = 4;
    std::vector<VarId> succ;
    for (int i = 0; i < n; ++i) {
        succ.push_back(p.add_variable("s" + std::to_string(i), 1, n));
        p.restrict(succ.back(), [&](int v) { return v == 1 + (i + 1) % n || below(rng, 5) != 0; });
    }
    add_circuit(p, succ, 1);
    for (int c = below(rng, 3); c > 0; --c) {
        const VarId x = succ[static_cast<std::size_t>(below(rng, n))],
                    y = succ[static_cast<std::size_t>(below(rng, n))];
        if (x != y) add_comparison(p, x, below(rng, 2) == 0 ? Comparison::Less : Comparison::NotEqual, y);
    }
    return p;
}

/// n variables `name`0, `name`1 … over 0..top, top drawn per variable from lowest_top ..
/// lowest_top + spread − 1, each value then dropped with probability 1/drop.
std::vector<VarId> variables_with_holes(Problem& p, Random& rng, int n, const std::string& name, int lowest_top,
                                        int spread, int drop) {
    std::vector<VarId> xs;
    for (int i = 0; i < n; ++i) {
        xs.push_back(p.add_variable(name + std::to_string(i), 0, lowest_top + below(rng, spread)));
        p.restrict(xs.back(), [&](int) { return below(rng, drop) != 0; });
    }
    return xs;
}

/// A count whose arguments repeat, as magicseq's count(x, i, x[i]) counts its own count variable:
/// the count is one of the xs (or a variable of its own), an x may appear twice, the value is a
/// constant or open; a comparison beside it prunes first now and then.
Problem random_count_model(Random& rng) {
    Problem p;
    const int n = 3 + below(rng, 2);
    std::vector<VarId> xs = variables_with_holes(p, rng, n, "x", 2, 2, 5);
    const bool open = below(rng, 3) == 0;
    const VarId value = open ? p.add_variable("value", 0, 2) : p.add_variable("value", std::vector<int>{below(rng, 3)});
    const VarId count =
        below(rng, 4) != 0 ? xs[static_cast<std::size_t>(below(rng, n))] : p.add_variable("count", 0, n + 1);
    if (below(rng, 4) == 0) xs.push_back(xs.front());
    if (!open && below(rng, 3) == 0) {  // a group of counts over the xs, as magicseq's (add_counts)
        const int v = p.labels(value).front();
        const std::vector<int> values = {v, (v + 1) % 3};
        const std::vector<VarId> counts = {count, xs[static_cast<std::size_t>(below(rng, n))]};
        add_counts(p, xs, values, counts);
    } else {
        add_count(p, xs, value, count);
    }
    if (below(rng, 2) == 0) add_comparison(p, xs[0], Comparison::NotEqual, xs[1]);
    return p;
}

/// A cumulative of 3–5 tasks over start variables with holes (one shared by two tasks now and
/// then), durations and usages 0..3, a capacity of 1..3 values, a comparison beside it now and then.
Problem random_cumulative_model(Random& rng) {
    Problem p;
    const int variables = 3 + below(rng, 2);
    std::vector<VarId> starts = variables_with_holes(p, rng, variables, "s", 3, 3, 6);
    if (below(rng, 3) == 0) starts.push_back(starts[static_cast<std::size_t>(below(rng, variables))]);
    std::vector<int> durations, usages;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        durations.push_back(1 + below(rng, 3));
        usages.push_back(below(rng, 4));
    }
    const VarId capacity = below(rng, 2) == 0 ? p.add_variable("b", 1, 1 + below(rng, 3)) : p.add_variable("b", -1, 3);
    add_cumulative(p, starts, durations, usages, capacity);
    if (below(rng, 2) == 0) add_comparison(p, starts[0], Comparison::Less, starts[1]);
    return p;
}

/// A bin_packing_load of 3 items over bin variables with holes (one shared by two items now and
/// then), weights 0..3, 2–3 bins numbered from 0 or 1 with loads in 0..2–3, a comparison
/// beside it now and then.
Problem random_bin_packing_model(Random& rng) {
    Problem p;
    const int bins = 2 + below(rng, 2), first = below(rng, 2);
    std::vector<VarId> items = variables_with_holes(p, rng, 3, "x", bins, 1, 6);
    if (below(rng, 3) == 0) items.push_back(items.front());
    std::vector<int> weights;
    for (std::size_t i = 0; i < items.size(); ++i) weights.push_back(below(rng, 4));
    const std::vector<VarId> loads = variables_with_holes(p, rng, bins, "load", 2, 2, 4);
    add_bin_packing_load(p, loads, items, weights, first);
    if (below(rng, 2) == 0) add_comparison(p, items[0], Comparison::Less, items[1]);
    return p;
}

/// Does the assignment (labels) satisfy every literal of `lits` (true literals of the trail)?
bool holds_all(const Problem& p, const learning::Atoms& atoms, const std::vector<Lit>& lits, const Assignment& a) {
    for (Lit lit : lits) {
        const VarId x = atoms.var(learning::atom_of(lit));
        const auto labels = p.labels(x);
        const auto value = std::lower_bound(labels.begin(), labels.end(), a[static_cast<std::size_t>(x)]);
        if (!atoms.holds(lit, static_cast<int>(value - labels.begin()))) return false;
    }
    return true;
}

/// Every assignment within the root domains that satisfies the one constraint behind `reason`.
std::vector<Assignment> models_of(const Problem& p, const learning::Reason& reason, const std::set<Assignment>& all) {
    std::vector<Assignment> out;
    for (const Assignment& a : all) {
        bool ok = true;
        if (reason.kind == learning::Reason::Kind::Arc) {
            const Constraint& c = p.constraints()[static_cast<std::size_t>(reason.a)];
            ok = p.allows(reason.a, a[static_cast<std::size_t>(c.x)], a[static_cast<std::size_t>(c.y)]);
        } else if (reason.kind == learning::Reason::Kind::Propagator) {
            const auto& propagator = *p.propagators()[static_cast<std::size_t>(reason.a)];
            std::vector<int> values;
            for (VarId x : propagator.scope()) values.push_back(a[static_cast<std::size_t>(x)]);
            ok = propagator.satisfied(values);
        }
        if (ok) out.push_back(a);
    }
    return out;
}

/// Every bound literal the domains make true or false is on the trail with that value: [x ≤ k]
/// true from D(x)'s greatest value up, false below its least.
void expect_bounds_on_trail(const detail::DomainStore& store, const learning::LiteralTrail& trail) {
    for (VarId x = 0; x < store.size(); ++x) {
        const Domain& d = store[x];
        for (int k = 0; k < d.capacity(); ++k) {
            const int expected = k >= d.max() ? 1 : k < d.min() ? -1 : 0;
            ASSERT_EQ(trail.value(learning::at_most_lit(trail.atoms().bound(x, k))), expected)
                << "variable " << x << ", bound " << k;
        }
    }
}

// For random states reached by random decisions and propagation, each literal's explanation is
// implied by its constraint: no assignment satisfying the constraint makes the explanation true
// and the literal false. Conflicts are checked the same way: their literals cannot all hold.
TEST(Learning, EveryExplanationIsImpliedByItsConstraint) {
    Random rng(2026);
    int checked = 0;
    int shorter = 0;  // propagator entries explained by Propagator::explain, shorter than the scope
    int learnt_checked = 0;
    int minimised = 0;                  // learnt clauses that minimisation made shorter
    std::set<std::string> own_reasons;  // describe() of the propagators that gave reasons of their own
    // Every round under the sanitizers too (about 2 s at -O1): with a fifth of them some families
    // never gave a reason of their own, which the check at the end asks of each.
    const int rounds = 1000, circuit_rounds = 200, count_rounds = csp::testing::random_cases(400, 80),
              regular_rounds = csp::testing::random_cases(200, 40),
              cumulative_rounds = csp::testing::random_cases(300, 60),
              packing_rounds = csp::testing::random_cases(200, 40);
    int aliased_counts = 0;  // entries of a count among its own xs explained by a reason of its own
    const int before_packing = rounds + circuit_rounds + count_rounds + regular_rounds + cumulative_rounds;
    for (int round = 0; round < before_packing + packing_rounds; ++round) {
        const bool packing_round = round >= before_packing;
        const bool cumulative_round =
            round >= rounds + circuit_rounds + count_rounds + regular_rounds && !packing_round;
        const bool regular_round =
            round >= rounds + circuit_rounds + count_rounds && !cumulative_round && !packing_round;
        const bool count_round =
            round >= rounds + circuit_rounds && !regular_round && !cumulative_round && !packing_round;
        std::vector<VarId> sequence;
        Automaton automaton;
        const Problem p = round < rounds     ? random_model(rng)
                          : packing_round    ? random_bin_packing_model(rng)
                          : cumulative_round ? random_cumulative_model(rng)
                          : regular_round    ? random_regular_model(rng, true, sequence, automaton)
                          : count_round      ? random_count_model(rng)
                                             : random_circuit_model(rng);
        bool counts_itself = count_round;  // the count is one of the xs (no variable of its own)
        for (VarId x = 0; x < p.num_variables(); ++x) counts_itself = counts_itself && p.name(x) != "count";
        const std::set<Assignment> everything = accepted(p, [](const Assignment&) { return true; });
        detail::DomainStore store(p.domains());
        Stats stats;
        detail::Propagation propagation(p, store, stats, nullptr, nullptr);
        learning::LiteralTrail trail(p, store);
        propagation.set_listener(&trail);
        // Several random descents from the root, each checked, so that many end in a conflict.
        const bool root_failed = propagation.propagate_all() == detail::Outcome::Wipeout;
        for (int descent = 0; descent < (root_failed ? 1 : 8); ++descent) {
            trail.backjump(0);
            bool failed = root_failed;
            while (!failed) {
                std::vector<VarId> open;
                for (VarId x = 0; x < p.num_variables(); ++x)
                    if (store.domain_size(x) > 1) open.push_back(x);
                if (open.empty()) break;
                const VarId x = open[static_cast<std::size_t>(below(rng, static_cast<int>(open.size())))];
                std::vector<int> values(store[x].begin(), store[x].end());
                const int v = values[static_cast<std::size_t>(below(rng, static_cast<int>(values.size())))];
                // [x = v], or as a learnt clause could assert it, [x ≠ v], [x ≤ v] or [x ≥ v].
                const auto& atoms = trail.atoms();
                const int first = store[x].min(), last = store[x].max();
                switch (below(rng, 4)) {
                    case 0: trail.decide(x, v); break;
                    case 1: trail.decide(learning::differ_lit(atoms.atom(x, v))); break;
                    case 2: trail.decide(learning::at_most_lit(atoms.bound(x, v == last ? first : v))); break;
                    default: trail.decide(learning::above_lit(atoms.bound(x, v == first ? first : v - 1))); break;
                }
                failed = propagation.propagate_from(x) == detail::Outcome::Wipeout;
                if (!failed) expect_bounds_on_trail(store, trail);
            }
            // The root's literals follow from the whole model: the others are checked within them.
            std::vector<Lit> root;
            for (int position = 0; position < trail.size(); ++position)
                if (trail.level_of(learning::atom_of(trail.entry(position).lit)) == 0)
                    root.push_back(trail.entry(position).lit);
            std::set<Assignment> within;
            for (const Assignment& a : everything)
                if (holds_all(p, trail.atoms(), root, a)) within.insert(a);
            for (int position = 0; position < trail.size(); ++position) {
                const learning::Entry& e = trail.entry(position);
                if (e.reason.kind == learning::Reason::Kind::Decision) continue;
                std::vector<Lit> because;
                trail.explain(position, because);
                for (Lit lit : because)  // true, and earlier on the trail: analysis resolves backwards
                    ASSERT_TRUE(trail.value(lit) > 0 && trail.position_of(learning::atom_of(lit)) < position)
                        << "round " << round << ", entry " << position << " of kind " << static_cast<int>(e.reason.kind)
                        << ": literal " << lit << (trail.value(lit) > 0 ? " later" : " not true");
                if (e.reason.kind == learning::Reason::Kind::Propagator) {
                    std::vector<Lit> scope;
                    trail.scope_removals(e.reason.a, e.reason.b, scope);
                    shorter += because.size() < scope.size() ? 1 : 0;
                    if (std::set<Lit>(because.begin(), because.end()) != std::set<Lit>(scope.begin(), scope.end())) {
                        own_reasons.insert(p.propagators()[static_cast<std::size_t>(e.reason.a)]->describe());
                        aliased_counts += counts_itself && e.reason.a == 0 ? 1 : 0;
                    }
                }
                for (const Assignment& a : models_of(p, e.reason, within)) {
                    if (!holds_all(p, trail.atoms(), because, a)) continue;
                    ASSERT_TRUE(holds_all(p, trail.atoms(), {e.lit}, a))
                        << "round " << round << ", entry " << position << " of kind " << static_cast<int>(e.reason.kind)
                        << (e.reason.kind == learning::Reason::Kind::Propagator
                                ? ": " + p.propagators()[static_cast<std::size_t>(e.reason.a)]->describe()
                                : std::string());
                }
                ++checked;
            }
            if (failed) {
                std::vector<Lit> conflict;
                const VarId wiped = propagation.wiped();
                learning::Reason culprit{.kind = learning::Reason::Kind::Propagator,
                                         .a = propagation.culprit().propagator};
                if (trail.clash_reason() != nullptr) {
                    culprit = *trail.clash_reason();
                    trail.clash(conflict);
                } else if (wiped >= 0 && store[wiped].empty()) {
                    trail.removals(wiped, INT_MAX, conflict);
                    culprit.kind = learning::Reason::Kind::Decision;  // the variable's own domain: every assignment
                } else {
                    trail.scope_removals(culprit.a, INT_MAX, conflict);
                }
                for (const Assignment& a : models_of(p, culprit, within))
                    ASSERT_FALSE(holds_all(p, trail.atoms(), conflict, a)) << "round " << round << ": conflict holds";
                // The clause learnt from it (1UIP) keeps every solution of the model.
                learning::ClauseStore clauses(trail);
                learning::Activity activity(p.num_variables());
                learning::Learner learner(trail, clauses, activity);
                const int level = learner.conflict_level(conflict);
                if (level > 0) {
                    trail.backjump(level);
                    learner.set_minimise(false);
                    const learning::Learnt full = learner.analyse(conflict);
                    learner.set_minimise(true);
                    const learning::Learnt learnt = learner.analyse(conflict);
                    // Minimisation only drops literals (never the asserting one); the brute force
                    // below checks that what is left still follows from the model.
                    ASSERT_EQ(learnt.lits.front(), full.lits.front());
                    for (Lit lit : learnt.lits)
                        ASSERT_NE(std::find(full.lits.begin(), full.lits.end(), lit), full.lits.end());
                    minimised += learnt.lits.size() < full.lits.size() ? 1 : 0;
                    ++learnt_checked;
                    for (const Assignment& s : brute_force(p)) {
                        bool kept = false;
                        for (Lit lit : learnt.lits) kept = kept || holds_all(p, trail.atoms(), {lit}, s);
                        ASSERT_TRUE(kept) << "round " << round << ": a learnt clause removes a solution";
                    }
                }
            }
        }
    }
    // The totals scale with the rounds run.
    EXPECT_GT(checked, 2 * rounds);
    EXPECT_GT(shorter, rounds / 50);  // the propagators gave their own reasons, and were checked
    EXPECT_GT(learnt_checked, rounds / 20);
    EXPECT_GT(minimised, 0);
    EXPECT_GT(aliased_counts, count_rounds / 10);  // a count among its own xs explains too
    // Each family with an explanation of its own gave one (the start and end of its describe()).
    const std::vector<std::pair<std::string, std::string>> families = {
        {"element", "variables"},  {"element", "constants"}, {"minimum", "variables"}, {"maximum", "variables"},
        {"arithmetic", "x div y"}, {"count", "variables"},   {"table", "tuples"},      {"circuit", "nodes"},
        {"regular", "states"},     {"cumulative", "tasks"},  {"clause", "literals"},   {"bin_packing", "items"}};
    for (const auto& family : families) {
        const auto gave = [&](const std::string& what) {
            return what.starts_with(family.first) && what.ends_with(family.second);
        };
        EXPECT_TRUE(std::any_of(own_reasons.begin(), own_reasons.end(), gave))
            << family.first << " … " << family.second << " among " << ::testing::PrintToString(own_reasons);
    }
}

/// A problem's domains under propagation with the literal trail listening, as the learning search
/// runs them.
struct Traced {
    explicit Traced(const Problem& p)
        : store(p.domains()), propagation(p, store, stats, nullptr, nullptr), trail(p, store) {
        propagation.set_listener(&trail);
    }
    /// Opens a level with `lit` true and propagates from its variable: no conflict expected.
    void decide(Lit lit) {
        trail.decide(lit);
        ASSERT_EQ(propagation.propagate_from(trail.atoms().var(learning::atom_of(lit))), detail::Outcome::Consistent);
    }
    detail::DomainStore store;
    Stats stats;
    detail::Propagation propagation;
    learning::LiteralTrail trail;
};

/// all-different at bounds strength over four variables in 0..max, x filled with them.
Problem bounds_all_different_of_four(int max, std::vector<VarId>& x) {
    Problem p;
    for (int i = 0; i < 4; ++i) x.push_back(p.add_variable("x" + std::to_string(i), 0, max));
    add_all_different(p, x, AllDifferentStrength::Bounds);
    return p;
}

/// inverse(f, g) over six positions 0..5, f and g filled with its variables.
Problem inverse_of_six(std::vector<VarId>& f, std::vector<VarId>& g) {
    Problem p;
    for (int i = 0; i < 6; ++i) f.push_back(p.add_variable("f" + std::to_string(i), 0, 5));
    for (int i = 0; i < 6; ++i) g.push_back(p.add_variable("g" + std::to_string(i), 0, 5));
    add_inverse(p, f, 0, g, 0);
    return p;
}

// On these small random models inverse's and times' reasons are often all of their scope's
// removals (checked above all the same); here f[1]'s loss of 1 after f[0] = 1 is explained by its
// partner alone (g[1] lacks 1), not by the scope's other removals.
TEST(Learning, InverseExplainsByThePartner) {
    std::vector<VarId> f, g;
    const Problem p = inverse_of_six(f, g);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    for (int i = 3; i < 6; ++i) {  // removals in the scope that have nothing to do with f[1] ≠ 1
        trail.decide(learning::differ_lit(trail.atoms().atom(f[static_cast<std::size_t>(i)], 0)));
        ASSERT_EQ(propagation.propagate_from(f[static_cast<std::size_t>(i)]), detail::Outcome::Consistent);
    }
    trail.decide(f[0], 1);
    ASSERT_EQ(propagation.propagate_from(f[0]), detail::Outcome::Consistent);
    const int removal = trail.position_of(trail.atoms().atom(f[1], 1));
    ASSERT_NE(removal, learning::LiteralTrail::kUnknown);
    const learning::Entry& e = trail.entry(removal);
    ASSERT_EQ(e.reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because, scope;
    trail.explain(removal, because);
    trail.scope_removals(e.reason.a, e.reason.b, scope);
    EXPECT_EQ(because.size(), 1u);  // g[1] ≠ 1
    EXPECT_GT(scope.size(), 3u);
}

// explain(position) keeps a propagator's answer while its entry stays on the trail: after a
// backjump the same positions hold other entries, whose explanations must be their own, as the
// uncached explain() gives them, not the ones kept for the entries that were there before.
TEST(Learning, KeptExplanationsFollowTheTrail) {
    std::vector<VarId> f, g;
    const Problem p = inverse_of_six(f, g);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    trail.decide(learning::differ_lit(trail.atoms().atom(f[5], 0)));  // level 1 stays: a partial backjump
    ASSERT_EQ(propagation.propagate_from(f[5]), detail::Outcome::Consistent);
    const int root = trail.size();
    std::vector<Lit> first_round;  // the literal at each position in the first descent
    int reused = 0;                // positions asked in both descents that hold another literal
    for (const int partner : {2, 3}) {
        trail.backjump(1);
        trail.decide(g[static_cast<std::size_t>(partner)], 1);
        ASSERT_EQ(propagation.propagate_from(g[static_cast<std::size_t>(partner)]), detail::Outcome::Consistent);
        for (int position = root; position < trail.size(); ++position) {
            const learning::Entry& e = trail.entry(position);
            std::vector<Lit> kept, fresh;
            trail.explain(position, kept);
            trail.explain(position, kept);  // the second answer comes from what was kept
            trail.explain(e.lit, e.reason, position, fresh);
            const std::size_t half = kept.size() / 2;
            EXPECT_EQ(std::vector<Lit>(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(half)), fresh);
            EXPECT_EQ(std::vector<Lit>(kept.begin() + static_cast<std::ptrdiff_t>(half), kept.end()), fresh);
            const auto at = static_cast<std::size_t>(position - root);
            if (partner == 2) first_round.push_back(e.lit);
            else if (at < first_round.size() && first_round[at] != e.lit &&
                     e.reason.kind == learning::Reason::Kind::Propagator)
                ++reused;
        }
    }
    EXPECT_GT(reused, 0);
}

// g[2] = 1 makes f[1] = 2: f[1]'s new bounds are explained by [g[2] = 1] alone (another variable of
// the other side pointing at f[1]), though g[3], g[4], g[5] still held 1 when f[1] lost 3, 4, 5.
TEST(Learning, InverseExplainsByAVariablePointingBack) {
    std::vector<VarId> f, g;
    const Problem p = inverse_of_six(f, g);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    trail.decide(g[2], 1);
    ASSERT_EQ(propagation.propagate_from(g[2]), detail::Outcome::Consistent);
    const int bound = trail.position_of(trail.atoms().bound(f[1], 2));  // [f[1] ≤ 2]
    ASSERT_NE(bound, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(bound).reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because;
    trail.explain(bound, because);
    EXPECT_EQ(because, std::vector<Lit>{learning::equal_lit(trail.atoms().atom(g[2], 1))});
}

// Circuit's subtour rule, explained by the chain alone: with 1 → 2 → 3 fixed, node 3 may not go
// back to 1, because of [succ1 = 2] and [succ2 = 3], not the scope's other removals. (On the
// random models above its all-different usually prunes first; its reasons are checked there too.)
TEST(Learning, CircuitExplainsASubtourByItsChain) {
    Problem p;
    std::vector<VarId> succ;
    for (int i = 0; i < 6; ++i) succ.push_back(p.add_variable("succ" + std::to_string(i), 0, 5));
    add_circuit(p, succ, 0);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    // Removals in the scope that have nothing to do with succ3 ≠ 1 (and force no successor).
    for (const auto& [i, v] : {std::pair{0, 4}, std::pair{4, 1}, std::pair{5, 0}}) {
        const VarId x = succ[static_cast<std::size_t>(i)];
        trail.decide(learning::differ_lit(trail.atoms().atom(x, v)));
        ASSERT_EQ(propagation.propagate_from(x), detail::Outcome::Consistent);
    }
    trail.decide(succ[1], 2);
    ASSERT_EQ(propagation.propagate_from(succ[1]), detail::Outcome::Consistent);
    trail.decide(succ[2], 3);
    ASSERT_EQ(propagation.propagate_from(succ[2]), detail::Outcome::Consistent);
    const int removal = trail.position_of(trail.atoms().atom(succ[3], 1));
    ASSERT_NE(removal, learning::LiteralTrail::kUnknown);
    const learning::Entry& e = trail.entry(removal);
    ASSERT_EQ(e.reason.kind, learning::Reason::Kind::Propagator);
    EXPECT_EQ(p.propagators()[static_cast<std::size_t>(e.reason.a)]->describe(), "circuit of 6 nodes");
    std::vector<Lit> because, scope;
    trail.explain(removal, because);
    trail.scope_removals(e.reason.a, e.reason.b, scope);
    const std::set<Lit> expected = {learning::equal_lit(trail.atoms().atom(succ[1], 2)),
                                    learning::equal_lit(trail.atoms().atom(succ[2], 3))};
    EXPECT_EQ(std::set<Lit>(because.begin(), because.end()), expected);
    EXPECT_GT(scope.size(), 3u);
}

// a·x + b·y = c made domain consistent: a hole in x is explained by its one support's removal from
// y, not by all of y's removals. (The random models above rarely remove a support above the root.)
TEST(Learning, TwoTermEquationExplainsAHoleByItsSupport) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 5), y = p.add_variable("y", 0, 5);
    add_linear(p, std::vector<int>{1, 1}, std::vector<VarId>{x, y}, LinearRelation::Equal, 5);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    const auto& atoms = trail.atoms();
    trail.decide(learning::differ_lit(atoms.atom(y, 4)));  // removals of y beside the support
    ASSERT_EQ(propagation.propagate_from(y), detail::Outcome::Consistent);
    trail.decide(learning::differ_lit(atoms.atom(y, 2)));
    ASSERT_EQ(propagation.propagate_from(y), detail::Outcome::Consistent);
    const int hole = trail.position_of(atoms.atom(x, 3));
    ASSERT_NE(hole, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(hole).reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because;
    trail.explain(hole, because);
    EXPECT_EQ(because, std::vector<Lit>{learning::differ_lit(atoms.atom(y, 2))});
}

// All-different's bound moved out of a Hall interval is explained by the interval's variables'
// bounds alone: x0, x1 ≤ 1 fill {0, 1}, so [x2 ≥ 2] is [x0 ≤ 1] ∧ [x1 ≤ 1], whatever else x2 lost.
TEST(Learning, AllDifferentExplainsABoundByItsHallInterval) {
    std::vector<VarId> x;
    const Problem p = bounds_all_different_of_four(5, x);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    const auto& atoms = trail.atoms();
    const auto decide = [&traced](Lit lit) { traced.decide(lit); };
    decide(learning::differ_lit(atoms.atom(x[2], 4)));  // removals beside the reason
    decide(learning::differ_lit(atoms.atom(x[3], 5)));
    decide(learning::at_most_lit(atoms.bound(x[0], 1)));
    decide(learning::at_most_lit(atoms.bound(x[1], 1)));
    const int bound = trail.position_of(atoms.bound(x[2], 1));  // [x2 ≥ 2]
    ASSERT_NE(bound, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(bound).reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because;
    trail.explain(bound, because);
    const std::set<Lit> expected = {learning::at_most_lit(atoms.bound(x[0], 1)),
                                    learning::at_most_lit(atoms.bound(x[1], 1))};
    EXPECT_EQ(std::set<Lit>(because.begin(), because.end()), expected);
}

// The same beyond one word of values (the union-find sweep, and marks set a word at a time): the Hall
// interval [63, 64] straddles the words' edge, and x2's bound jumps from 63 over it to 65.
TEST(Learning, AllDifferentExplainsABoundAcrossTheWordEdge) {
    std::vector<VarId> x;
    const Problem p = bounds_all_different_of_four(69, x);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    const auto& atoms = trail.atoms();
    const auto decide = [&traced](Lit lit) { traced.decide(lit); };
    const auto at_least = [&atoms](VarId y, int v) { return learning::above_lit(atoms.bound(y, v - 1)); };
    const auto at_most = [&atoms](VarId y, int v) { return learning::at_most_lit(atoms.bound(y, v)); };
    decide(learning::differ_lit(atoms.atom(x[3], 66)));  // a removal beside the reason
    for (const VarId y : {x[0], x[1]}) {
        decide(at_least(y, 63));
        decide(at_most(y, 64));
    }
    decide(at_least(x[2], 63));
    EXPECT_EQ(store[x[2]].min(), 65);
    const int bound = trail.position_of(atoms.bound(x[2], 64));  // [x2 ≥ 65]
    ASSERT_NE(bound, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(bound).reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because;
    trail.explain(bound, because);
    const std::set<Lit> expected = {at_least(x[0], 63), at_most(x[0], 64), at_least(x[1], 63), at_most(x[1], 64),
                                    at_least(x[2], 63)};
    EXPECT_EQ(std::set<Lit>(because.begin(), because.end()), expected);
}

// A sum's bound reason over two-word domains: the values below the other term's least one, marked
// a word at a time, are that term's one bound literal.
TEST(Learning, SumExplainsABoundAcrossTheWordEdge) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 69), y = p.add_variable("y", 0, 69);
    const std::vector<VarId> vars{x, y};
    const std::vector<int> ones{1, 1};
    add_linear(p, ones, vars, LinearRelation::LessEqual, 130);
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    const auto& atoms = trail.atoms();
    const Lit x_at_least = learning::above_lit(atoms.bound(x, 65));  // [x ≥ 66]
    trail.decide(x_at_least);
    ASSERT_EQ(propagation.propagate_from(x), detail::Outcome::Consistent);
    EXPECT_EQ(store[y].max(), 64);
    const int bound = trail.position_of(atoms.bound(y, 64));  // [y ≤ 64]
    ASSERT_NE(bound, learning::LiteralTrail::kUnknown);
    std::vector<Lit> because;
    trail.explain(bound, because);
    EXPECT_EQ(std::set<Lit>(because.begin(), because.end()), std::set<Lit>{x_at_least});
}

/// (z ≥ 1 → x ≥ 1) ∧ (x ≥ 1 → y ≥ 1) ∧ (y ≥ 1 → x ≥ 2) over x, y, z in 0..3: one call narrows x,
/// then y, then x again, and x's second bound is explained by y's alone.
class BoundChain final : public Propagator {
public:
    BoundChain(VarId x, VarId y, VarId z) : scope_{x, y, z} {}
    std::span<const VarId> scope() const override { return scope_; }
    std::string describe() const override { return "bound chain"; }
    bool satisfied(std::span<const int> v) const override {
        return (v[2] < 1 || v[0] >= 1) && (v[0] < 1 || v[1] >= 1) && (v[1] < 1 || v[0] >= 2);
    }
    bool propagate(PropagationContext& context) const override {
        const auto at_least = [&context](VarId of, VarId target, int bound) {
            return context.domain(of).min() < 1 || context.keep_range(target, bound, 3);
        };
        return at_least(scope_[2], scope_[0], 1) && at_least(scope_[0], scope_[1], 1) &&
               at_least(scope_[1], scope_[0], 2);
    }
    bool explains() const override { return true; }
    bool explain(const ExplainQuery& q, std::span<Domain> relevant) const override {
        if (q.kind != ExplainQuery::Kind::AtLeast || q.position > 1) return false;
        // [x ≥ 1] by [z ≥ 1], [y ≥ 1] by [x ≥ 1], [x ≥ 2] by [y ≥ 1]: the premise's 0 is gone.
        const std::size_t premise = q.position == 1 ? 0 : q.index == 2 ? 1 : 2;
        if (q.domains[premise].contains(0)) return false;
        relevant[premise].insert(0);
        return true;
    }

private:
    std::vector<VarId> scope_;
};

// The trail records each change as the propagator makes it: x's second bound of the call comes
// after y's on the trail, so that it is explained by y's rather than by the scope's removals.
TEST(Learning, ASecondChangeInOneCallIsExplainedByTheChangeBeforeIt) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 3), y = p.add_variable("y", 0, 3), z = p.add_variable("z", 0, 3);
    p.add_propagator(std::make_shared<const BoundChain>(x, y, z));
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    ASSERT_EQ(propagation.propagate_all(), detail::Outcome::Consistent);
    const auto& atoms = trail.atoms();
    traced.decide(learning::above_lit(atoms.bound(z, 0)));  // [z ≥ 1]
    EXPECT_EQ(store[x].min(), 2);
    const int bound = trail.position_of(atoms.bound(x, 1));  // [x ≥ 2]
    ASSERT_NE(bound, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(bound).reason.kind, learning::Reason::Kind::Propagator);
    std::vector<Lit> because;
    trail.explain(bound, because);
    EXPECT_EQ(std::set<Lit>(because.begin(), because.end()), std::set<Lit>{learning::above_lit(atoms.bound(y, 0))});
}

/// n 0/1 variables x0 … x(n−1) (VarIds 0 … n−1) with the literal trail listening, propagated at
/// the root; is(i, v) is the literal [x_i = v].
struct TracedBooleans {
    explicit TracedBooleans(int n) : problem(booleans(n)), traced(problem) {
        EXPECT_EQ(traced.propagation.propagate_all(), detail::Outcome::Consistent);
    }
    static Problem booleans(int n) {
        Problem p;
        for (int i = 0; i < n; ++i) p.add_variable("x" + std::to_string(i), 0, 1);
        return p;
    }
    Lit is(int i, int v) const { return learning::equal_lit(traced.trail.atoms().atom(i, v)); }
    Problem problem;
    Traced traced;
};

// The learnt database's reduction deletes half of the removable clauses and compacts the rest:
// a clause that is the reason of a trail literal survives under its new id with the same
// literals, and a permanent clause still propagates through its watches.
TEST(Learning, ReductionKeepsReasonsAndWatches) {
    TracedBooleans booleans(8);
    learning::LiteralTrail& trail = booleans.traced.trail;
    const auto is = [&](int i, int v) { return booleans.is(i, v); };
    learning::ClauseStore clauses(trail);
    for (int k = 0; k < 10; ++k)  // removable, LBD 5: the candidates for deletion
        clauses.add(std::vector<Lit>{is(2 + k % 3, 1), is(2 + (k + 1) % 3, 1), is(2 + (k + 2) % 3, 1)}, 5, true);
    const std::vector<Lit> reason = {is(1, 1), is(0, 1)};     // x0 = 0 → x1 = 1
    const std::vector<Lit> permanent = {is(6, 1), is(5, 1)};  // x5 = 0 → x6 = 1
    clauses.add(reason, 5, true);
    clauses.add(permanent, 0, false);
    std::vector<VarId> changed;
    trail.decide(VarId{0}, 0);
    ASSERT_EQ(clauses.propagate(changed), -1);
    const int implied = trail.position_of(learning::atom_of(is(1, 1)));
    ASSERT_NE(implied, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(implied).reason.kind, learning::Reason::Kind::Clause);
    EXPECT_EQ(clauses.removable_count(), 11u);
    clauses.reduce();
    EXPECT_EQ(clauses.removable_count(), 6u);  // half of the ten candidates; the reason is locked
    const auto kept = clauses.literals(trail.entry(implied).reason.a);
    EXPECT_EQ(std::set<Lit>(kept.begin(), kept.end()), std::set<Lit>(reason.begin(), reason.end()));
    trail.decide(VarId{5}, 0);
    ASSERT_EQ(clauses.propagate(changed), -1);
    const int second = trail.position_of(learning::atom_of(is(6, 1)));
    ASSERT_NE(second, learning::LiteralTrail::kUnknown);
    ASSERT_EQ(trail.entry(second).reason.kind, learning::Reason::Kind::Clause);
    const auto again = clauses.literals(trail.entry(second).reason.a);
    EXPECT_EQ(std::set<Lit>(again.begin(), again.end()), std::set<Lit>(permanent.begin(), permanent.end()));
    EXPECT_EQ(trail.value(is(6, 1)), 1);
}

// The clause store makes its watch slots with its first clause: before that, propagate() passes
// over the trail's entries; a clause added later (after a backjump, as the search adds a learnt
// one) still propagates from the entries pushed after it.
TEST(Learning, ClausesAddedAfterTheFirstEntriesPropagate) {
    TracedBooleans booleans(3);
    learning::LiteralTrail& trail = booleans.traced.trail;
    const auto is = [&](int i, int v) { return booleans.is(i, v); };
    learning::ClauseStore clauses(trail);
    std::vector<VarId> changed;
    trail.decide(VarId{0}, 0);
    const int before = trail.size();
    ASSERT_EQ(clauses.propagate(changed), -1);
    EXPECT_EQ(trail.size(), before);  // no clause: nothing implied
    trail.backjump(0);
    clauses.backjumped();
    const std::vector<Lit> clause = {is(1, 1), is(0, 1)};  // x0 = 0 → x1 = 1
    clauses.add(clause, 2, true);
    trail.decide(VarId{0}, 0);
    ASSERT_EQ(clauses.propagate(changed), -1);
    EXPECT_EQ(trail.value(is(1, 1)), 1);
    const int implied = trail.position_of(learning::atom_of(is(1, 1)));
    ASSERT_NE(implied, learning::LiteralTrail::kUnknown);
    EXPECT_EQ(trail.entry(implied).reason.kind, learning::Reason::Kind::Clause);
    EXPECT_EQ(changed, std::vector<VarId>{VarId{1}});
}

/// x + y ≤ 3 with y's domain empty: linear would read the bounds of nothing.
Problem empty_domain_model() {
    Problem p;
    const VarId x = p.add_variable("x", 0, 2);
    const VarId y = p.add_variable("y", 0, 2);
    add_linear(p, std::vector<int>{1, 1}, std::vector<VarId>{x, y}, LinearRelation::LessEqual, 3);
    p.restrict(y, [](int) { return false; });
    return p;
}

// A domain empty at the root fails before any propagator reads it (linear would read its bounds),
// as that variable's wipe-out, so the learning search records it and answers unsatisfiable.
TEST(Learning, EmptyRootDomainFailsBeforeAnyPropagator) {
    const Problem p = empty_domain_model();
    const VarId y = 1;
    Traced traced(p);
    auto& [store, stats, propagation, trail] = traced;
    EXPECT_EQ(propagation.propagate_all(), detail::Outcome::Wipeout);
    EXPECT_EQ(propagation.wiped(), y);
    EXPECT_EQ(stats.propagator_calls, 0u);
    std::vector<Lit> conflict;
    trail.removals(y, INT_MAX, conflict);
    EXPECT_TRUE(conflict.empty());  // root facts only: the conflict holds at the root
}

// Counting with learning finds exactly the solutions enumeration accepts: no learnt clause cuts one.
TEST(Learning, CountsEqualEnumeration) {
    Random rng(37);
    for (int round = 0; round < 500; ++round) {
        const Problem p = random_model(rng);
        const std::set<Assignment> expected = brute_force(p);
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        o.random_ties = round % 2 == 0;
        Solver solver(p, o);
        const Result r = solver.solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a solution twice";
        EXPECT_EQ(found, expected) << "round " << round;
        for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << round;
        EXPECT_EQ(r.status, expected.empty() ? Status::Unsatisfiable : Status::Satisfied);
    }
}

// Regular constraints (a variable read twice now and then, a comparison beside), with learning:
// exactly the accepted assignments.
TEST(Learning, RegularCountsEqualEnumeration) {
    Random rng(43);
    for (int round = 0; round < csp::testing::random_cases(300, 60); ++round) {
        std::vector<VarId> sequence;
        Automaton automaton;
        const Problem p = random_regular_model(rng, true, sequence, automaton);
        const std::set<Assignment> expected = brute_force(p);
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        o.random_ties = round % 2 == 0;
        const Result r = Solver(p, o).solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a solution twice";
        EXPECT_EQ(found, expected) << "round " << round;
        for (const Assignment& s : r.solutions) {
            EXPECT_EQ(violation(p, s), "") << round;
            EXPECT_TRUE(accepts(automaton, word_of(sequence, s))) << round;
        }
    }
}

// Counts whose arguments repeat (the count among the xs, an x twice), with learning: exact.
TEST(Learning, CountsWithRepeatedArgumentsEqualEnumeration) {
    Random rng(41);
    for (int round = 0; round < csp::testing::random_cases(200, 40); ++round) {
        const Problem p = random_count_model(rng);
        const std::set<Assignment> expected = brute_force(p);
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        const Result r = Solver(p, o).solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a solution twice";
        EXPECT_EQ(found, expected) << "round " << round;
        for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << round;
    }
}

// Magic sequences as magicseq models them, count(x, i, x[i]) for each i: the known counts (two of
// length 4, one of 5, none of 6, one of each length from 7), with learning as without, the counts
// posted one by one and as one group (add_counts, as fzn-csp posts magicseq's).
TEST(Learning, MagicSequencesAreCountedExactly) {
    const std::vector<int> known = {2, 1, 0, 1, 1, 1};
    for (int n = 4; n <= 9; ++n) {
        for (const bool grouped : {false, true}) {
            Problem p;
            std::vector<VarId> x;
            std::vector<int> values;
            for (int i = 0; i < n; ++i) {
                x.push_back(p.add_variable("x" + std::to_string(i), 0, n));
                values.push_back(i);
            }
            if (grouped) add_counts(p, x, values, x);
            for (int i = 0; i < n && !grouped; ++i)
                add_count(p, x, p.add_variable("i" + std::to_string(i), std::vector<int>{i}),
                          x[static_cast<std::size_t>(i)]);
            for (const bool learning : {false, true}) {
                SolverOptions o = learning ? counting_with_learning() : SolverOptions{};
                o.max_solutions = 0;
                const Result r = Solver(p, o).solve();
                ASSERT_TRUE(r.complete) << n;
                EXPECT_EQ(static_cast<int>(r.solutions.size()), known[static_cast<std::size_t>(n - 4)])
                    << n << learning << grouped;
                for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << n;
            }
        }
    }
}

// Larger random models, beyond enumeration: the same solutions as the plain search, each valid.
TEST(Learning, CountsEqualPlainSearchOnLargerModels) {
    Random rng(99);
    for (int round = 0; round < csp::testing::random_cases(150); ++round) {
        const RandomShape shape{.max_variables = 9,
                                .max_domain = 6,
                                .lowest_value = -3,
                                .value_range = 8,
                                .constraints_per_variable = 2,
                                .with_nary = true};
        Problem p = random_problem(rng, shape);
        if (p.num_variables() >= 4) {
            const std::vector<VarId> xs = {0, 1, 2, 3};
            add_linear(p, std::vector<int>{1, 2, -1, 1}, xs, LinearRelation::LessEqual, below(rng, 5));
        }
        SolverOptions plain;
        plain.max_solutions = 0;
        const Result expected = Solver(p, plain).solve();
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        const Result r = Solver(p, o).solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> want(expected.solutions.begin(), expected.solutions.end());
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a solution twice";
        EXPECT_EQ(found, want) << "round " << round;
        for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << round;
    }
}

// Search groups and auxiliary variables: each assignment of the other variables once.
TEST(Learning, AuxiliaryVariablesAreProjectedOut) {
    Random rng(5);
    for (int round = 0; round < 200; ++round) {
        const Problem p = random_model(rng);
        std::set<Assignment> expected;
        for (Assignment a : brute_force(p)) {
            a.back() = 0;
            expected.insert(a);
        }
        SolverOptions o = counting_with_learning();
        o.auxiliary_variables = {p.num_variables() - 1};
        o.search_groups = {{{0}, VariableOrder::Input, ValueOrder::Max}};
        Solver solver(p, o);
        const Result r = solver.solve();
        std::set<Assignment> found;
        for (Assignment a : r.solutions) {
            EXPECT_EQ(violation(p, a), "") << round;
            a.back() = 0;
            found.insert(a);
        }
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a projection twice";
        EXPECT_EQ(found, expected) << "round " << round;
    }
}

// Branch and bound with learning proves the optimum that enumeration finds.
TEST(Learning, OptimaEqualEnumeration) {
    Random rng(11);
    for (int round = 0; round < 400; ++round) {
        const Problem p = random_model(rng);
        const std::set<Assignment> solutions = brute_force(p);
        const bool minimize = round % 2 == 0;
        SolverOptions o = counting_with_learning();
        o.objective = Objective{.variable = 0, .minimize = minimize};
        Solver solver(p, o);
        const Result r = solver.solve();
        ASSERT_TRUE(r.complete) << round;
        if (solutions.empty()) {
            EXPECT_EQ(r.status, Status::Unsatisfiable) << round;
            continue;
        }
        int best = solutions.begin()->front();
        for (const Assignment& s : solutions) best = minimize ? std::min(best, s.front()) : std::max(best, s.front());
        ASSERT_FALSE(r.solutions.empty()) << round;
        EXPECT_EQ(violation(p, r.solutions.back()), "") << round;
        EXPECT_EQ(r.solutions.back().front(), best) << "round " << round;
    }
}

// Harder instances, where learning does real work: queens counted, and a Golomb-like optimum.
TEST(Learning, QueensCountsAreExact) {
    for (int n = 4; n <= 8; ++n) {
        const Problem p = queens(n);
        SolverOptions o = counting_with_learning();
        o.keep_solutions = true;
        Solver solver(p, o);
        const Result r = solver.solve();
        const std::uint64_t expected[] = {0, 0, 0, 0, 2, 10, 4, 40, 92};
        EXPECT_EQ(r.solution_count, expected[n]) << n;
        for (const Assignment& s : r.solutions) EXPECT_EQ(violation(p, s), "") << n;
        EXPECT_GT(r.stats.nogoods, 0u) << n;
    }
}

TEST(Learning, EmptyRootDomainIsUnsatisfiable) {
    const Problem p = empty_domain_model();
    SolverOptions o = counting_with_learning();
    const Result r = Solver(p, o).solve();
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.status, Status::Unsatisfiable);
    EXPECT_TRUE(r.solutions.empty());
}

TEST(Learning, NeedsMac) {
    const Problem p = queens(4);
    SolverOptions o = counting_with_learning();
    o.inference = Inference::ForwardChecking;
    Solver solver(p, o);
    EXPECT_THROW((void)solver.solve(), std::invalid_argument);
}

TEST(Learning, IsARowOfTheOptionTable) {
    const auto* row = find_option(solver_option_table(), "learning");
    ASSERT_NE(row, nullptr);
    SolverOptions o;
    row->set(o, OptionValue{true});
    EXPECT_TRUE(o.learning);
}

}  // namespace
}  // namespace csp::testing
