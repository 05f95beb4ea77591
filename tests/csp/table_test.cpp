#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/constraints/table/table.hpp"
#include "csp/search/solver.hpp"
#include "test_models.hpp"

namespace {

using csp::Assignment;
using csp::VarId;

/// A table as the test wrote it, checked on the raw tuples (independent of the propagator's own
/// satisfied(), which reads its deduplicated, projected copy).
struct RawTable {
    std::vector<VarId> vars;
    std::vector<int> tuples;

    bool allows(const Assignment& a) const {
        const std::size_t k = vars.size();
        for (std::size_t t = 0; t < tuples.size() / k; ++t) {
            bool match = true;
            for (std::size_t i = 0; i < k && match; ++i)
                match = a[static_cast<std::size_t>(vars[i])] == tuples[t * k + i];
            if (match) return true;
        }
        return false;
    }
};

int pick(csp::Random& rng, int lo, int hi) {
    return lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
}

/// Values -3..3 for variables, tuples over -4..4: some tuples name values outside the domains.
RawTable random_table(csp::Random& rng, int variables, bool repeats) {
    RawTable table;
    const int arity = pick(rng, 1, repeats ? 4 : std::min(4, variables));
    for (int i = 0; i < arity; ++i) {
        VarId x = pick(rng, 0, variables - 1);
        while (!repeats && std::find(table.vars.begin(), table.vars.end(), x) != table.vars.end())
            x = (x + 1) % variables;
        table.vars.push_back(x);
    }
    const int tuples = pick(rng, 0, 25);
    for (int t = 0; t < tuples * arity; ++t) table.tuples.push_back(pick(rng, -4, 4));
    return table;
}

csp::Problem random_variables(csp::Random& rng, int variables) {
    csp::Problem p;
    for (int i = 0; i < variables; ++i) {
        std::vector<int> values;
        for (int k = pick(rng, 1, 5); k > 0; --k) values.push_back(pick(rng, -3, 3));
        p.add_variable("v" + std::to_string(i), csp::testing::distinct(values));
    }
    return p;
}

std::set<Assignment> expected_solutions(const csp::Problem& p, const std::vector<RawTable>& tables) {
    std::set<Assignment> all;
    Assignment a(static_cast<std::size_t>(p.num_variables()));
    std::vector<std::size_t> at(a.size(), 0);
    for (;;) {
        for (std::size_t i = 0; i < a.size(); ++i) a[i] = p.labels(static_cast<int>(i))[at[i]];
        bool ok = true;
        for (const RawTable& t : tables) ok = ok && t.allows(a);
        if (ok) all.insert(a);
        std::size_t i = 0;
        while (i < a.size() && ++at[i] == p.labels(static_cast<int>(i)).size()) at[i++] = 0;
        if (i == a.size()) return all;
    }
}

std::set<Assignment> solve_all(const csp::Problem& p, csp::SolverOptions options) {
    options.max_solutions = 0;
    csp::Solver solver(p, options);
    const csp::Result r = solver.solve();
    EXPECT_TRUE(r.complete);
    std::set<Assignment> found;
    for (const Assignment& s : r.solutions) {
        EXPECT_EQ(csp::violation(p, s), "");
        EXPECT_TRUE(found.insert(s).second) << "solution found twice";
    }
    return found;
}

using Adder = void (*)(csp::Problem&, std::span<const VarId>, std::span<const int>);
constexpr Adder kForms[] = {csp::add_table, csp::detail::add_table_from_scratch};

TEST(Table, RandomTablesHaveTheSolutionsOfBruteForce) {
    csp::Random rng(22);
    for (int round = 0; round < 300; ++round) {
        const int variables = pick(rng, 1, 5);
        const csp::Problem base = random_variables(rng, variables);
        std::vector<RawTable> tables;
        for (int c = pick(rng, 1, 3); c > 0; --c) tables.push_back(random_table(rng, variables, rng.below(3) == 0));
        const std::set<Assignment> expected = expected_solutions(base, tables);
        for (const Adder add : kForms) {
            csp::Problem p = base;
            for (const RawTable& t : tables) add(p, t.vars, t.tuples);
            EXPECT_EQ(csp::testing::brute_force(p), expected) << "round " << round;  // satisfied() agrees
            for (const auto inference : {csp::Inference::Mac, csp::Inference::ForwardChecking, csp::Inference::None})
                EXPECT_EQ(solve_all(p, {.inference = inference}), expected) << "round " << round;
            // Restarts return to the root and search again: the kept tuple sets must follow.
            EXPECT_EQ(solve_all(p, {.variable_order = csp::VariableOrder::DomWdeg,
                                    .restarts = csp::RestartPolicy::Luby,
                                    .restart_base = 1}),
                      expected)
                << "round " << round;
        }
    }
}

// Generalised arc consistency: after root propagation of one table, a value remains exactly when
// some tuple within the domains gives it.
TEST(Table, RootPropagationIsGeneralisedArcConsistent) {
    csp::Random rng(7);
    for (int round = 0; round < 300; ++round) {
        const int variables = pick(rng, 1, 5);
        csp::Problem base = random_variables(rng, variables);
        if (base.labels(0).size() > 1) base.remove_value(0, base.labels(0)[0]);  // a domain short of its labels
        const RawTable table = random_table(rng, variables, rng.below(3) == 0);
        for (const Adder add : kForms) {
            csp::Problem p = base;
            add(p, table.vars, table.tuples);
            const csp::Ac3Result r = csp::ac3(p);
            // Supported (variable, value) pairs: from the tuples that fit the domains.
            std::set<std::pair<VarId, int>> supported;
            const std::size_t k = table.vars.size();
            for (std::size_t t = 0; t < table.tuples.size() / k; ++t) {
                std::vector<std::pair<VarId, int>> pairs;
                bool fits = true;
                for (std::size_t i = 0; i < k; ++i) {
                    const VarId x = table.vars[i];
                    const int value = table.tuples[t * k + i];
                    for (const auto& [y, w] : pairs)
                        if (y == x && w != value) fits = false;
                    const auto index = p.index_of(x, value);
                    fits = fits && index && p.domain(x).contains(*index);
                    pairs.emplace_back(x, value);
                }
                if (fits) supported.insert(pairs.begin(), pairs.end());
            }
            const bool any = !supported.empty();
            EXPECT_EQ(r.consistent, any) << "round " << round;
            if (!any) continue;
            for (VarId x = 0; x < variables; ++x) {
                const bool in_scope = std::find(table.vars.begin(), table.vars.end(), x) != table.vars.end();
                for (std::size_t v = 0; v < p.labels(x).size(); ++v) {
                    const bool kept = r.domains[static_cast<std::size_t>(x)].contains(static_cast<int>(v));
                    const bool has_support = in_scope ? supported.count({x, p.labels(x)[v]}) != 0
                                                      : p.domain(x).contains(static_cast<int>(v));
                    EXPECT_EQ(kept, has_support) << "round " << round << ", v" << x << " = " << p.labels(x)[v];
                }
            }
        }
    }
}

TEST(Table, RepeatedVariableNeedsAgreeingPositions) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 1, 3);
    const VarId y = p.add_variable("y", 1, 3);
    const std::vector<VarId> vars{x, x, y};
    const std::vector<int> tuples{1, 1, 2, /**/ 1, 2, 3, /**/ 3, 3, 1};
    csp::add_table(p, vars, tuples);
    const std::set<Assignment> expected{{1, 2}, {3, 1}};
    for (const auto inference : {csp::Inference::Mac, csp::Inference::ForwardChecking, csp::Inference::None})
        EXPECT_EQ(solve_all(p, {.inference = inference}), expected);
    const csp::Ac3Result r = csp::ac3(p);
    ASSERT_TRUE(r.consistent);
    EXPECT_EQ(r.domains[static_cast<std::size_t>(x)], csp::Domain::of(3, {0, 2}));  // 2 only in (1, 2, 3)
    EXPECT_EQ(r.domains[static_cast<std::size_t>(y)], csp::Domain::of(3, {0, 1}));
}

TEST(Table, NoTupleMakesTheProblemUnsatisfiable) {
    for (const bool fixed : {false, true}) {
        csp::Problem p;
        const VarId x = fixed ? p.add_variable("x", 2, 2) : p.add_variable("x", 0, 3);
        const VarId y = fixed ? p.add_variable("y", 5, 5) : p.add_variable("y", 0, 3);
        const std::vector<VarId> vars{x, y};
        const std::vector<int> outside{7, 7, 2, 6};  // no tuple fits the domains
        for (const auto& tuples : {std::vector<int>{}, outside}) {
            csp::Problem q = p;
            csp::add_table(q, vars, tuples);
            for (const auto inference : {csp::Inference::Mac, csp::Inference::ForwardChecking, csp::Inference::None}) {
                csp::Solver solver(q, {.inference = inference});
                const csp::Result r = solver.solve();
                EXPECT_EQ(r.status, csp::Status::Unsatisfiable) << "fixed " << fixed;
                EXPECT_TRUE(r.complete);
            }
            EXPECT_FALSE(csp::ac3(q).consistent);
            EXPECT_NE(csp::violation(q, fixed ? Assignment{2, 5} : Assignment{0, 0}), "");
        }
    }
}

TEST(Table, MalformedTablesAreModelErrors) {
    csp::Problem p;
    const VarId x = p.add_variable("x", 0, 3);
    const VarId y = p.add_variable("y", 0, 3);
    const std::vector<VarId> none;
    const std::vector<VarId> two{x, y};
    const std::vector<VarId> unknown{x, 7};
    const std::vector<int> three{0, 1, 2};
    const std::vector<int> four{0, 1, 2, 3};
    EXPECT_THROW(csp::add_table(p, none, {}), csp::ModelError);
    EXPECT_THROW(csp::add_table(p, two, three), csp::ModelError);  // 3 values are not pairs
    EXPECT_THROW(csp::add_table(p, unknown, four), csp::ModelError);
    EXPECT_NO_THROW(csp::add_table(p, two, four));
    EXPECT_EQ(p.propagators().size(), 1u);  // the refused tables were not added
}

// Arity 4, 10,000 random tuples over 0..11: every distinct tuple is a solution, and nothing else.
TEST(Table, LargeTableEnumeratesItsTuples) {
    csp::Random rng(2016);
    csp::Problem p;
    std::vector<VarId> vars;
    for (int i = 0; i < 4; ++i) vars.push_back(p.add_variable("x" + std::to_string(i), 0, 11));
    std::vector<int> tuples;
    std::set<Assignment> distinct;
    for (int t = 0; t < 10000; ++t) {
        Assignment row;
        for (int i = 0; i < 4; ++i) row.push_back(pick(rng, 0, 11));
        tuples.insert(tuples.end(), row.begin(), row.end());
        distinct.insert(row);
    }
    for (const Adder add : kForms) {
        csp::Problem q = p;
        add(q, vars, tuples);
        for (const auto inference : {csp::Inference::Mac, csp::Inference::ForwardChecking})
            EXPECT_EQ(solve_all(q, {.inference = inference}), distinct);
    }
}

}  // namespace
