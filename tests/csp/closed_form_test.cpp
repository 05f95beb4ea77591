// The closed forms of the built-in binary relations (csp/model/compiled_relation.hpp): Shift for =
// and x − y = k, Bound for < and ≤, Excluded for ≠ and x − y ≠ k. Each is checked against the
// relation as written (Problem::allows), value by value, at domain sizes around the word boundaries
// and at 10,000 values, where a support table would take 10⁸ bits.
#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/consistency/textbook_ac.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/kernel/queue.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

// Its own namespace: unity builds compile several test files as one.
namespace closed_form_test {

namespace {

using csp::detail::CompiledRelation;
using Form = CompiledRelation::Form;

struct Case {
    csp::Relation relation;
    Form form;
};

std::vector<Case> cases() {
    return {{csp::equal(), Form::Shift},
            {csp::equal_offset(3), Form::Shift},
            {csp::equal_offset(-70), Form::Shift},
            {csp::less(), Form::Bound},
            {csp::less_equal(), Form::Bound},
            {csp::not_equal(), Form::Excluded},
            {csp::not_equal_offset(-2), Form::Excluded}};
}

constexpr int kSizes[] = {1, 63, 64, 65, 200, 10'000};

using csp::testing::below;

// Each index of 0..n-1 with probability 1/one_in; never empty.
csp::Domain random_subset(csp::Random& rng, int n, int one_in) {
    csp::Domain d(n);
    for (int i = 0; i < n; ++i)
        if (below(rng, one_in) == 0) d.insert(i);
    if (d.empty()) d.insert(below(rng, n));
    return d;
}

// x has the values 1..n, y the values shift..shift+n-1: label offsets on both sides.
csp::Problem pair_problem(int n, int shift, const csp::Relation& relation) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, n);
    const auto y = p.add_variable("y", shift, shift + n - 1);
    p.add_constraint(x, y, relation);
    return p;
}

// The oracle: the target's values that some source value allows, by the relations as written.
// `reversed`: the source is the constraint's y.
csp::Domain supported(const csp::Problem& p, const csp::Domain& target, const csp::Domain& source, bool reversed) {
    const auto lx = p.labels(0);
    const auto ly = p.labels(1);
    csp::Domain keep(target.capacity());
    for (int t : target)
        for (int s : source) {
            const int a = reversed ? lx[static_cast<std::size_t>(t)] : lx[static_cast<std::size_t>(s)];
            const int b = reversed ? ly[static_cast<std::size_t>(s)] : ly[static_cast<std::size_t>(t)];
            if (p.allows(0, a, b)) {
                keep.insert(t);
                break;
            }
        }
    return keep;
}

TEST(ClosedForm, BuiltInRelationsCompileWithoutTables) {
    for (const Case& c : cases())
        for (int n : kSizes) {
            const csp::Problem p = pair_problem(n, -2, c.relation);
            const CompiledRelation& r = *p.constraints()[0].relation;
            EXPECT_EQ(r.form, c.form) << r.description << " n=" << n;
            EXPECT_TRUE(r.support.empty() && r.transposed.empty()) << r.description << " n=" << n;
        }
}

TEST(ClosedForm, AllowsExactlyThePairsOfTheRelationAsWritten) {
    csp::Random rng(5);
    for (const Case& c : cases())
        for (int n : kSizes) {
            const csp::Problem p = pair_problem(n, -2, c.relation);
            const CompiledRelation& r = *p.constraints()[0].relation;
            const auto check = [&](int a, int b) {
                const bool expected =
                    p.allows(0, p.labels(0)[static_cast<std::size_t>(a)], p.labels(1)[static_cast<std::size_t>(b)]);
                ASSERT_EQ(r.allows(false, a, b), expected)
                    << r.description << " n=" << n << " (" << a << ", " << b << ")";
                ASSERT_EQ(r.allows(true, b, a), expected)
                    << r.description << " n=" << n << " (" << a << ", " << b << ")";
            };
            if (n <= 200) {
                for (int a = 0; a < n; ++a)
                    for (int b = 0; b < n; ++b) check(a, b);
            } else {
                for (int i = 0; i < 20'000; ++i) check(below(rng, n), below(rng, n));
                for (int a = 0; a < n; ++a)  // around every difference the relations single out
                    for (int d = -72; d <= 72; ++d)
                        if (a - d >= 0 && a - d < n) check(a, a - d);
            }
        }
}

TEST(ClosedForm, ReviseRemovesExactlyTheUnsupportedValues) {
    csp::Random rng(9);
    int revisions = 0;
    const int rounds = csp::testing::random_cases(12, 3);  // rounds 0 to 2 are the special domains
    for (const Case& c : cases())
        for (int n : kSizes) {
            const csp::Problem p = pair_problem(n, 3, c.relation);
            const CompiledRelation& r = *p.constraints()[0].relation;
            for (const bool reversed : {false, true})
                for (int round = 0; round < rounds; ++round) {
                    // A single value, a full domain (small n: the oracle is quadratic), sparse and dense subsets.
                    csp::Domain source = round == 0 ? csp::Domain::of(n, {below(rng, n)})
                                         : round == 1 && n <= 200
                                             ? csp::Domain::range(n)
                                             : random_subset(rng, n, n > 200 ? 500 : 1 + round % 4);
                    const csp::Domain target = round % 3 == 0 ? csp::Domain::range(n) : random_subset(rng, n, 2);
                    const csp::Domain expected = supported(p, target, source, reversed);
                    csp::Stats stats;
                    csp::Domain out;
                    const bool changed = csp::detail::revise(target, source, r, reversed, out, stats);
                    const csp::Domain& result = changed ? out : target;
                    ASSERT_EQ(result, expected) << r.description << " n=" << n << " reversed " << reversed << " round "
                                                << round << " source " << csp::to_string(source);
                    ++revisions;
                    // The row of one value and its conflicts agree with the same oracle.
                    const int v = *source.begin();
                    csp::Domain scratch;
                    const csp::Domain one = csp::Domain::of(n, {v});
                    ASSERT_EQ(r.compatible(reversed, v, scratch), supported(p, csp::Domain::range(n), one, reversed))
                        << r.description << " n=" << n << " value " << v;
                    EXPECT_EQ(r.conflicts(reversed, v, target),
                              target.size() - supported(p, target, one, reversed).size())
                        << r.description << " n=" << n << " value " << v;
                }
        }
    EXPECT_EQ(revisions, 7 * 6 * 2 * rounds);
}

TEST(ClosedForm, ConjunctionsOnOnePairStayClosedWhereTheyCan) {
    struct Stack {
        std::vector<std::pair<bool, csp::Relation>> relations;  // (stated as (y, x)?, relation)
        bool closed;
    };
    const std::vector<Stack> stacks = {
        {{{false, csp::equal()}, {false, csp::not_equal()}}, true},              // nothing allowed
        {{{false, csp::equal_offset(2)}, {false, csp::less()}}, true},           // x = y + 2 and x < y: nothing
        {{{false, csp::equal_offset(-2)}, {false, csp::less()}}, true},          // x = y − 2 satisfies x < y
        {{{false, csp::equal_offset(1)}, {true, csp::equal_offset(-1)}}, true},  // the same, stated both ways
        {{{false, csp::equal()}, {false, csp::equal_offset(1)}}, true},          // two shifts: nothing
        {{{false, csp::less()}, {false, csp::less_equal()}}, true},              // the tighter bound
        {{{false, csp::equal_offset(4)}, {false, csp::not_equal_offset(3)}}, true},
        {{{false, csp::equal_offset(3)}, {false, csp::not_equal_offset(3)}}, true},
        {{{false, csp::less()}, {false, csp::not_equal_offset(-1)}}, false},  // no closed form: bitsets
        {{{false, csp::less()}, {true, csp::less()}}, false},                 // y < x is a predicate
    };
    for (int n : {1, 5, 65}) {
        for (const Stack& stack : stacks) {
            csp::Problem p;
            const auto x = p.add_variable("x", 1, n);
            const auto y = p.add_variable("y", 0, n - 1);
            std::string what;
            for (const auto& [swapped, relation] : stack.relations) {
                if (swapped) p.add_constraint(y, x, relation);
                else p.add_constraint(x, y, relation);
                what += (swapped ? " (y,x) " : " ") + relation.describe();
            }
            ASSERT_EQ(p.constraints().size(), 1u);
            const CompiledRelation& r = *p.constraints()[0].relation;
            EXPECT_EQ(r.closed(), stack.closed) << what << " n=" << n;
            for (int a = 0; a < n; ++a)
                for (int b = 0; b < n; ++b)
                    ASSERT_EQ(r.allows(false, a, b), p.allows(0, a + 1, b))
                        << what << " n=" << n << " (" << a << ", " << b << ")";
            const csp::Result solved = csp::Solver(p, {.max_solutions = 0}).solve();
            EXPECT_EQ(solved.solution_count, csp::testing::brute_force(p).size()) << what << " n=" << n;
            for (const auto& s : solved.solutions) EXPECT_EQ(csp::violation(p, s), "") << what;
        }
    }
}

// Random problems twice: the built-in relations stated one by one (closed forms, merged where they
// can be), and each pair's relations as one predicate (bitsets only). Every consistency algorithm and
// search must give the same domains and the same solutions on both.
TEST(ClosedForm, PropagatesAndSolvesLikeBitsets) {
    csp::Random rng(17);
    for (int trial = 0; trial < 150; ++trial) {
        csp::Problem closed, bitsets;
        const int n = 2 + below(rng, 5);
        for (int i = 0; i < n; ++i) {
            const int lo = below(rng, 7) - 3;
            const int hi = lo + below(rng, 5);
            closed.add_variable("v" + std::to_string(i), lo, hi);
            bitsets.add_variable("v" + std::to_string(i), lo, hi);
        }
        std::map<std::pair<int, int>, std::vector<csp::Relation>> stated;  // (x, y), x < y, oriented that way
        for (int c = 1 + below(rng, 2 * n); c > 0; --c) {
            const int x = below(rng, n);
            const int y = below(rng, n);
            if (x == y) continue;
            const int k = below(rng, 5) - 2;
            const csp::Relation relations[] = {csp::not_equal(), csp::not_equal_offset(k),
                                               csp::equal(),     csp::equal_offset(k),
                                               csp::less(),      csp::less_equal()};
            const csp::Relation& r = relations[below(rng, 6)];
            closed.add_constraint(x, y, r);
            stated[{std::min(x, y), std::max(x, y)}].push_back(x < y ? r : csp::transpose(r));
        }
        for (const auto& [pair, relations] : stated)
            bitsets.add_constraint(
                pair.first, pair.second,
                [relations = relations](int a, int b) {
                    for (const csp::Relation& r : relations)
                        if (!r.allows(a, b)) return false;
                    return true;
                },
                "all");
        const std::set<csp::Assignment> expected = csp::testing::brute_force(bitsets);
        ASSERT_EQ(csp::testing::brute_force(closed), expected) << "trial " << trial;
        const csp::Ac3Result reference = csp::ac3(bitsets);
        for (const csp::Ac3Result& r : {csp::ac3(closed), csp::ac2001(closed), csp::ac3_textbook(closed)}) {
            ASSERT_EQ(r.consistent, reference.consistent) << "trial " << trial;
            if (r.consistent) {
                EXPECT_EQ(r.domains, reference.domains) << "trial " << trial;
            }
        }
        for (const auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            const csp::Result r = csp::Solver(closed, {.inference = inference,
                                                       .variable_order = csp::VariableOrder::Mrv,
                                                       .value_order = csp::ValueOrder::Lcv,
                                                       .max_solutions = 0})
                                      .solve();
            EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected)
                << "trial " << trial << " " << csp::to_string(inference);
        }
        for (const bool fc : {false, true}) {
            const csp::BackjumpingResult r =
                csp::solve_backjumping(closed, {.forward_checking = fc, .max_solutions = 0});
            EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected) << "trial " << trial;
        }
        EXPECT_EQ(csp::solve_cutset(closed, {.count = true}).solution_count, expected.size()) << "trial " << trial;
    }
}

// N-Queens with the diagonals as auxiliaries Ui = Qi + i and Di = Qi − i tied to Qi by x − y = k:
// all-different over Q, U and D. The ties compile in closed form, so a big board builds at once.
csp::Problem queens_with_ties(int n) {
    csp::Problem p;
    std::vector<csp::VarId> rows, ups, downs;
    for (int i = 1; i <= n; ++i) rows.push_back(p.add_variable("Q" + std::to_string(i), 1, n));
    for (int i = 1; i <= n; ++i) {
        ups.push_back(p.add_variable("U" + std::to_string(i), 1 + i, n + i));
        downs.push_back(p.add_variable("D" + std::to_string(i), 1 - i, n - i));
        p.add_constraint(ups.back(), rows[static_cast<std::size_t>(i - 1)], csp::equal_offset(i));
        p.add_constraint(rows[static_cast<std::size_t>(i - 1)], downs.back(), csp::equal_offset(i));
    }
    csp::add_all_different(p, rows);
    csp::add_all_different(p, ups);
    csp::add_all_different(p, downs);
    return p;
}

TEST(ClosedForm, EqualOffsetTiesCountTheQueens) {
    const int expected[] = {1, 0, 0, 2, 10, 4, 40, 92};
    for (int n = 1; n <= 8; ++n) {
        const csp::Problem p = queens_with_ties(n);
        for (const csp::Constraint& c : p.constraints()) ASSERT_EQ(c.relation->form, Form::Shift);
        for (const auto inference : {csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            const csp::Result r = csp::Solver(p, {.inference = inference, .max_solutions = 0}).solve();
            EXPECT_EQ(r.solution_count, static_cast<std::uint64_t>(expected[n - 1])) << "n=" << n;
            for (const auto& s : r.solutions) ASSERT_EQ(csp::violation(p, s), "") << "n=" << n;
        }
    }
    // 2,000 ties over 1,000 values each: one shared closed form per distinct offset, no table (as a
    // predicate, each was a 1000 × 1000 support table).
    const csp::Problem big = queens_with_ties(1000);
    for (const csp::Constraint& c : big.constraints()) ASSERT_TRUE(c.relation->support.empty());
    const csp::Problem board = queens_with_ties(30);
    const csp::Result r = csp::Solver(board, {.value_order = csp::ValueOrder::Random, .seed = 1}).solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    EXPECT_EQ(csp::violation(board, r.solutions.front()), "");
}

}  // namespace

// A relation added to a pair in the other orientation is transposed: x − y = k becomes y − x = −k,
// and −INT_MIN is no int: a = −1, b = INT_MAX have a − b = INT_MIN exactly.
TEST(ClosedForm, OffsetIntMinSurvivesTransposition) {
    constexpr int kMin = std::numeric_limits<int>::min();
    constexpr int kMax = std::numeric_limits<int>::max();
    for (const bool equal : {true, false}) {
        csp::Problem p;
        const csp::VarId a = p.add_variable("a", -1, 0);
        const csp::VarId b = p.add_variable("b", kMax - 1, kMax);
        p.add_constraint(b, a, csp::not_equal());  // the pair is stored as (b, a) first
        p.add_constraint(a, b, equal ? csp::equal_offset(kMin) : csp::not_equal_offset(kMin));
        std::set<csp::Assignment> expected;
        for (int x : p.labels(a))
            for (int y : p.labels(b))
                if ((static_cast<long long>(x) - y == kMin) == equal) expected.insert({x, y});
        EXPECT_EQ(expected.size(), equal ? 1u : 3u);
        csp::Solver solver(p, {.max_solutions = 0});
        const csp::Result r = solver.solve();
        EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected)
            << (equal ? "equal_offset" : "not_equal_offset");
        for (const csp::Assignment& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
    }
}

}  // namespace closed_form_test
