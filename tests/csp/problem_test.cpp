#include <gtest/gtest.h>

#include <memory>

#include "csp/consistency/ac3.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"
#include "test_models.hpp"

namespace {

// Runs `f` and returns the ModelError message it throws (fails the test if none).
template <class F>
std::string model_error(F f) {
    try {
        f();
    } catch (const csp::ModelError& e) {
        return e.what();
    }
    ADD_FAILURE() << "no csp::ModelError thrown";
    return {};
}

TEST(Problem, LabelsAreSortedDistinctValues) {
    csp::Problem p;
    const auto x = p.add_variable("x", std::vector<int>{7, -3, 0});
    EXPECT_EQ(std::vector<int>(p.labels(x).begin(), p.labels(x).end()), (std::vector<int>{-3, 0, 7}));
    EXPECT_EQ(p.index_of(x, 0), 1);
    EXPECT_FALSE(p.index_of(x, 5).has_value());
    EXPECT_EQ(p.find("x"), x);
    EXPECT_FALSE(p.find("nope").has_value());
}

// Variables with the same values share one list of labels (a hundred FlatZinc variables over
// 0..4,000,000 keep 16 MB, not 1.6 GB), and a copy of a problem reads its own lists: the views
// propagators read (all_labels) must not point into the problem copied from, which may be gone.
TEST(Problem, EqualDomainsShareTheirLabelsAndCopiesOwnTheirs) {
    auto original = std::make_unique<csp::Problem>();
    const auto x = original->add_variable("x", 0, 999);
    const auto y = original->add_variable("y", 0, 999);
    const auto z = original->add_variable("z", std::vector<int>{5, 1, 3});
    EXPECT_EQ(original->all_labels()[static_cast<std::size_t>(x)].data(),
              original->all_labels()[static_cast<std::size_t>(y)].data());
    const csp::Problem copy = *original;
    csp::Problem assigned;
    assigned = *original;
    const auto* original_data = original->all_labels()[static_cast<std::size_t>(x)].data();
    original.reset();  // a view into it would now dangle (AddressSanitizer reports the read)
    for (const csp::Problem* p : std::vector<const csp::Problem*>{&copy, &assigned}) {
        const auto& labels = p->all_labels();
        ASSERT_EQ(labels.size(), 3u);
        EXPECT_NE(labels[static_cast<std::size_t>(x)].data(), original_data);
        EXPECT_EQ(labels[static_cast<std::size_t>(x)].data(), p->labels(x).data());
        EXPECT_EQ(labels[static_cast<std::size_t>(x)].size(), 1000u);
        EXPECT_EQ(labels[static_cast<std::size_t>(y)][999], 999);
        EXPECT_EQ(
            std::vector<int>(labels[static_cast<std::size_t>(z)].begin(), labels[static_cast<std::size_t>(z)].end()),
            (std::vector<int>{1, 3, 5}));
    }
}

TEST(Problem, BadInputIsATypedErrorNamingTheVariables) {
    csp::Problem p;
    const auto a = p.add_variable("alpha", 1, 3);
    const auto b = p.add_variable("beta", 1, 3);
    EXPECT_NE(model_error([&] { p.add_variable("empty", std::vector<int>{}); }).find("'empty'"), std::string::npos);
    EXPECT_NE(model_error([&] { p.add_variable("backwards", 3, 1); }).find("'backwards'"), std::string::npos);
    EXPECT_NE(model_error([&] { p.add_constraint(a, 5, csp::not_equal()); }).find("unknown variable id 5"),
              std::string::npos);
    EXPECT_NE(model_error([&] { p.add_constraint(-1, a, csp::not_equal()); }).find("unknown variable id -1"),
              std::string::npos);
    EXPECT_NE(model_error([&] { p.add_constraint(a, a, csp::less()); }).find("'alpha' twice"), std::string::npos);
    const std::string outside = model_error([&] { p.add_constraint(a, b, csp::table({{1, 2}, {9, 1}})); });
    EXPECT_NE(outside.find("'alpha'"), std::string::npos);
    EXPECT_NE(outside.find("'beta'"), std::string::npos);
    EXPECT_NE(outside.find("outside their domains"), std::string::npos);
    EXPECT_NE(model_error([&] { p.assign(a, 4); }).find("not a value of 'alpha'"), std::string::npos);
}

TEST(Problem, VariablesAreLookedUpByNameOrTheNameIsReported) {
    csp::Problem p;
    const auto wa = p.add_variable("WA", 0, 2);
    const auto sa = p.add_variable("SA", 0, 2);
    EXPECT_EQ(p.variable("WA"), wa);
    EXPECT_EQ(p.variable("SA"), sa);
    const std::string typo = model_error([&] { (void)p.variable("S A"); });
    EXPECT_NE(typo.find("no variable named 'S A'"), std::string::npos) << typo;
    EXPECT_EQ(p.variable_names(), (std::vector<std::string>{"WA", "SA"}));
}

// A repeated name would make lookups by name ambiguous; a repeated value is most likely a typo for
// another value. Both are refused, naming what repeats; the problem is left as it was.
TEST(Problem, RepeatedNamesAndValuesAreRefused) {
    csp::Problem p;
    p.add_variable("x", 1, 3);
    const std::string name = model_error([&] { p.add_variable("x", 4, 6); });
    EXPECT_NE(name.find("'x'"), std::string::npos) << name;
    EXPECT_NE(name.find("already"), std::string::npos) << name;
    const std::string value = model_error([&] { p.add_variable("y", std::vector<int>{7, -3, 0, 7}); });
    EXPECT_NE(value.find("'y'"), std::string::npos) << value;
    EXPECT_NE(value.find("7 twice"), std::string::npos) << value;
    EXPECT_EQ(p.num_variables(), 1);
    p.add_variable("y", std::vector<int>{7, -3, 0});  // refused calls changed nothing
    EXPECT_EQ(p.num_variables(), 2);
}

// A relation that no pair of the two domains satisfies is a legitimate constraint (models are often
// generated from data): the problem is unsatisfiable, for an empty table as for x < y with x > y,
// and every engine says so.
TEST(Problem, ARelationAllowingNoPairMakesTheProblemUnsatisfiable) {
    const std::vector<csp::Relation> relations = {csp::less(), csp::equal(), csp::table({}),
                                                  csp::predicate([](int, int) { return false; }, "never")};
    for (const csp::Relation& relation : relations) {
        csp::Problem p;
        const auto x = p.add_variable("x", 5, 9);
        const auto y = p.add_variable("y", 1, 3);
        p.add_variable("z", 0, 1);
        ASSERT_NO_THROW(p.add_constraint(x, y, relation)) << relation.describe();
        ASSERT_TRUE(csp::testing::brute_force(p).empty()) << relation.describe();
        for (const auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            csp::Solver solver(p, {.inference = inference, .max_solutions = 0});
            const csp::Result r = solver.solve();
            EXPECT_EQ(r.status, csp::Status::Unsatisfiable) << relation.describe();
            EXPECT_TRUE(r.complete) << relation.describe();
        }
        EXPECT_EQ(csp::solve_backjumping(p).status, csp::Status::Unsatisfiable) << relation.describe();
        EXPECT_EQ(csp::solve_tree(p).status, csp::Status::Unsatisfiable) << relation.describe();
        EXPECT_EQ(csp::solve_cutset(p).status, csp::Status::Unsatisfiable) << relation.describe();
        EXPECT_FALSE(csp::ac3(p).consistent) << relation.describe();
    }
}

TEST(Problem, RelationsAreInternedAcrossArcs) {
    csp::Problem p;
    for (int i = 0; i < 6; ++i) p.add_variable("v" + std::to_string(i), 1, 9);
    for (int i = 0; i < 6; ++i)
        for (int j = i + 1; j < 6; ++j) p.add_constraint(i, j, csp::not_equal());
    EXPECT_EQ(p.constraints().size(), 15u);
    EXPECT_EQ(p.num_relations(), 1u);
    EXPECT_EQ(p.constraints()[0].relation.get(), p.constraints()[14].relation.get());
    // ≠ between runs of consecutive values needs no table: one excluded difference, a − b ≠ 0.
    EXPECT_EQ(p.constraints()[0].relation->form, csp::detail::CompiledRelation::Form::Excluded);
    EXPECT_EQ(p.constraints()[0].relation->max_conflicts, 1);
}

TEST(Problem, SeveralConstraintsOnOnePairAreCombinedInEitherOrientation) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 4);
    const auto y = p.add_variable("y", 1, 4);
    p.add_constraint(x, y, csp::less_equal());
    p.add_constraint(y, x, csp::not_equal());                              // same pair, other way round
    p.add_constraint(y, x, csp::table({{2, 1}, {4, 2}, {3, 3}, {4, 3}}));  // y, x pairs
    ASSERT_EQ(p.constraints().size(), 1u);
    EXPECT_EQ(p.arcs(x).size(), 1u);
    // Allowed (x, y): x ≤ y, x ≠ y, and (x, y) ∈ {(1,2), (2,4), (3,4)} (the table's (3,3) fails ≠).
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    std::vector<std::pair<int, int>> found;
    for (const auto& s : r.solutions) found.emplace_back(s[0], s[1]);
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, (std::vector<std::pair<int, int>>{{1, 2}, {2, 4}, {3, 4}}));
    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
    EXPECT_NE(csp::violation(p, {3, 3}), "");
}

TEST(Problem, UnaryConstraintsNarrowTheInitialDomain) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 10);
    p.restrict(x, [](int v) { return v % 3 == 0; });
    EXPECT_EQ(p.domain(x).size(), 3);
    p.remove_value(x, 6);
    EXPECT_EQ(p.domain(x).size(), 2);
    p.restrict(x, [](int) { return false; });
    EXPECT_TRUE(p.domain(x).empty());
    csp::Solver solver(p);
    EXPECT_EQ(solver.solve().status, csp::Status::Unsatisfiable);
}

TEST(Problem, ARestrictedCopyKeepsOnlyTheConstraintsNamed) {
    csp::Problem p = csp::testing::australia(3);
    const auto wa = p.variable("WA");
    const auto nt = p.variable("NT");
    const auto t = p.variable("T");
    p.assign(wa, 0);
    p.assign(t, 2);
    csp::add_all_different(p, std::vector<csp::VarId>{wa, nt, t}, csp::AllDifferentStrength::Value);
    const auto wa_nt = p.constraint_between(nt, wa);
    ASSERT_TRUE(wa_nt.has_value());
    EXPECT_FALSE(p.constraint_between(wa, t).has_value());
    // 9 borders, the unary restrictions of WA and T, the all-different.
    const std::vector<csp::ConstraintRef> refs = p.constraint_refs();
    ASSERT_EQ(refs.size(), 12u);
    EXPECT_EQ(refs[9], csp::ConstraintRef::unary(wa));
    EXPECT_EQ(refs[10], csp::ConstraintRef::unary(t));
    EXPECT_EQ(refs[11], csp::ConstraintRef::propagator(0));
    EXPECT_EQ(p.restricted(refs).constraints().size(), 9u);

    const std::vector<csp::ConstraintRef> keep = {csp::ConstraintRef::binary(*wa_nt), csp::ConstraintRef::unary(wa),
                                                  csp::ConstraintRef::binary(*wa_nt)};
    const csp::Problem part = p.restricted(keep);
    EXPECT_EQ(part.num_variables(), p.num_variables());
    EXPECT_EQ(part.name(t), "T");
    ASSERT_EQ(part.constraints().size(), 1u);
    EXPECT_EQ(part.constraint_between(wa, nt), 0);
    EXPECT_EQ(part.arcs(nt).size(), 1u);
    EXPECT_TRUE(part.arcs(p.variable("SA")).empty());
    EXPECT_TRUE(part.propagators().empty());
    EXPECT_TRUE(part.propagators_of(wa).empty());
    EXPECT_EQ(part.num_relations(), 1u);
    EXPECT_EQ(part.domain(wa).size(), 1);  // kept: WA = 0
    EXPECT_EQ(part.domain(t).size(), 3);   // dropped: T has all its colours back
    // Only WA ≠ NT and WA = 0 hold: 2 colours for NT, 3 for each of the other five regions.
    csp::Solver solver(part, {.max_solutions = 0});
    EXPECT_EQ(solver.solve().solution_count, 2u * 243u);
    // The original is unchanged, and adding to the copy does not touch it.
    csp::Problem grown = part;
    grown.add_constraint(nt, t, csp::not_equal());
    EXPECT_EQ(p.constraints().size(), 9u);
    EXPECT_EQ(p.domain(t).size(), 1);

    const std::vector<csp::ConstraintRef> all_different = {csp::ConstraintRef::propagator(0)};
    const csp::Problem only = p.restricted(all_different);
    EXPECT_TRUE(only.constraints().empty());
    ASSERT_EQ(only.propagators_of(nt).size(), 1u);
    EXPECT_EQ(only.propagators_of(nt)[0], 0);
}

TEST(Problem, ARestrictedCopyKeepsAFalseConstantOnlyWhenNamed) {
    csp::Problem p;
    p.add_variable("x", 1, 2);
    csp::add_linear(p, std::vector<int>{}, std::vector<csp::VarId>{}, csp::LinearRelation::Equal, 3);  // 0 = 3
    ASSERT_TRUE(p.has_false_constant());
    EXPECT_TRUE(p.restricted(p.constraint_refs()).has_false_constant());
    EXPECT_FALSE(p.restricted({}).has_false_constant());
}

TEST(Problem, ARestrictedCopyNamesABadReference) {
    const csp::Problem p = csp::testing::australia(3);
    const std::string binary = model_error([&] { (void)p.restricted(std::vector{csp::ConstraintRef::binary(9)}); });
    EXPECT_NE(binary.find("no binary constraint 9 (the problem has 9)"), std::string::npos) << binary;
    const std::string unary = model_error([&] { (void)p.restricted(std::vector{csp::ConstraintRef::unary(-1)}); });
    EXPECT_NE(unary.find("no variable (for its unary restriction) -1"), std::string::npos) << unary;
    const std::string nary = model_error([&] { (void)p.restricted(std::vector{csp::ConstraintRef::propagator(0)}); });
    EXPECT_NE(nary.find("no propagator 0 (the problem has 0)"), std::string::npos) << nary;
}

}  // namespace
