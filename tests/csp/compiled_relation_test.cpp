// The difference form of ≠-like relations (a − b ∉ K, no support tables) against the same
// relations compiled as bitsets: same supports, same revisions, same propagation, same solutions.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/consistency/textbook_ac.hpp"
#include "csp/kernel/queue.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "test_models.hpp"

namespace {

using csp::detail::CompiledRelation;

using csp::testing::below;

// One random problem twice: `difference` states ≠ and x − y ≠ k constraints on runs of consecutive
// values one by one (the engine merges them into a − b ∉ K), `bitsets` states each pair's
// constraints as one predicate, which the engine can only compile into support tables.
struct Twin {
    csp::Problem difference;
    csp::Problem bitsets;
};

Twin random_twin(csp::Random& rng, int max_variables, int max_domain) {
    Twin twin;
    const int n = 2 + below(rng, max_variables - 1);
    for (int i = 0; i < n; ++i) {
        const int lo = below(rng, 7) - 3;
        const int hi = lo + below(rng, max_domain);
        twin.difference.add_variable("v" + std::to_string(i), lo, hi);
        twin.bitsets.add_variable("v" + std::to_string(i), lo, hi);
    }
    std::map<std::pair<int, int>, std::vector<int>> offsets;  // (x, y), x < y: the k in x − y ≠ k
    const int constraints = 1 + below(rng, 3 * n);
    for (int c = 0; c < constraints; ++c) {
        const int x = below(rng, n);
        const int y = below(rng, n);
        if (x == y) continue;
        const int k = below(rng, 3) == 0 ? 0 : below(rng, 11) - 5;
        twin.difference.add_constraint(x, y,
                                       k == 0 && below(rng, 2) == 0 ? csp::not_equal() : csp::not_equal_offset(k));
        // x − y ≠ k is y − x ≠ −k: record it oriented from the smaller variable.
        offsets[{std::min(x, y), std::max(x, y)}].push_back(x < y ? k : -k);
    }
    for (const auto& [pair, ks] : offsets)
        twin.bitsets.add_constraint(
            pair.first, pair.second,
            [ks = ks](int a, int b) {
                for (int k : ks)
                    if (a - b == k) return false;
                return true;
            },
            "differences");
    for (int x = 0; x < n; ++x)
        if (below(rng, 4) == 0) {
            const int value = twin.difference.labels(
                x)[static_cast<std::size_t>(below(rng, static_cast<int>(twin.difference.labels(x).size())))];
            twin.difference.remove_value(x, value);
            twin.bitsets.remove_value(x, value);
        }
    return twin;
}

// The bitset problem's constraint on the same pair as constraint c of the difference problem, and
// whether it is stated the other way round.
std::pair<const CompiledRelation*, bool> twin_relation(const csp::Problem& bitsets, const csp::Constraint& c) {
    for (const csp::Constraint& other : bitsets.constraints()) {
        if (other.x == c.x && other.y == c.y) return {other.relation.get(), false};
        if (other.x == c.y && other.y == c.x) return {other.relation.get(), true};
    }
    return {nullptr, false};
}

csp::Domain random_subset(csp::Random& rng, int capacity) {
    csp::Domain d(capacity);
    for (int i = 0; i < capacity; ++i)
        if (below(rng, 3) != 0) d.insert(i);
    return d;
}

}  // namespace

TEST(CompiledRelation, DifferenceFormAgreesWithBitsetsValueByValue) {
    csp::Random rng(7);
    int compared = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Twin twin = random_twin(rng, 4, 8);
        for (const csp::Constraint& c : twin.difference.constraints()) {
            const CompiledRelation& diff = *c.relation;
            const auto [bits, swapped] = twin_relation(twin.bitsets, c);
            ASSERT_NE(bits, nullptr);
            ASSERT_EQ(diff.form, CompiledRelation::Form::Excluded) << diff.description;
            ASSERT_FALSE(bits->closed());
            EXPECT_GE(diff.max_conflicts, bits->max_conflicts) << diff.description;
            for (const bool reversed : {false, true}) {
                const bool bits_reversed = reversed != swapped;
                const int here = reversed ? diff.ny : diff.nx;
                const int there = reversed ? diff.nx : diff.ny;
                csp::Domain scratch;
                for (int v = 0; v < here; ++v) {
                    for (int w = 0; w < there; ++w)
                        ASSERT_EQ(diff.allows(reversed, v, w), bits->allows(bits_reversed, v, w))
                            << diff.description << " reversed " << reversed << " (" << v << ", " << w << ")";
                    EXPECT_EQ(diff.compatible(reversed, v, scratch),
                              bits->bitset_rows(bits_reversed)[static_cast<std::size_t>(v)]);
                    const csp::Domain others = random_subset(rng, there);
                    EXPECT_EQ(diff.conflicts(reversed, v, others), bits->conflicts(bits_reversed, v, others));
                }
                // revise(target = the other end, source = this end) on random sub-domains.
                for (int round = 0; round < 8; ++round) {
                    const csp::Domain source = random_subset(rng, here);
                    const csp::Domain target = random_subset(rng, there);
                    csp::Stats s1, s2;
                    csp::Domain out_diff, out_bits;
                    const bool changed_diff = csp::detail::revise(target, source, diff, reversed, out_diff, s1);
                    const bool changed_bits = csp::detail::revise(target, source, *bits, bits_reversed, out_bits, s2);
                    ASSERT_EQ(changed_diff, changed_bits) << diff.description;
                    if (changed_diff) {
                        EXPECT_EQ(out_diff, out_bits) << diff.description << " source " << csp::to_string(source);
                    }
                    ++compared;
                }
            }
        }
    }
    EXPECT_GT(compared, 1000);
}

TEST(CompiledRelation, DifferenceFormPropagatesAndSolvesLikeBitsets) {
    csp::Random rng(11);
    for (int trial = 0; trial < 150; ++trial) {
        const Twin twin = random_twin(rng, 6, 5);
        const std::set<csp::Assignment> expected = csp::testing::brute_force(twin.bitsets);
        ASSERT_EQ(csp::testing::brute_force(twin.difference), expected) << "trial " << trial;

        const csp::Ac3Result reference = csp::ac3(twin.bitsets);
        for (const csp::Ac3Result& r :
             {csp::ac3(twin.difference), csp::ac2001(twin.difference), csp::ac3_textbook(twin.difference)}) {
            ASSERT_EQ(r.consistent, reference.consistent) << "trial " << trial;
            if (r.consistent) {
                EXPECT_EQ(r.domains, reference.domains) << "trial " << trial;
            }
        }

        for (auto inference : {csp::Inference::None, csp::Inference::ForwardChecking, csp::Inference::Mac}) {
            csp::Solver solver(twin.difference, {.inference = inference,
                                                 .variable_order = csp::VariableOrder::Mrv,
                                                 .value_order = csp::ValueOrder::Lcv,
                                                 .max_solutions = 0});
            const csp::Result r = solver.solve();
            EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected)
                << "trial " << trial << " " << csp::to_string(inference);
        }
        for (const bool fc : {false, true}) {
            const csp::BackjumpingResult r =
                csp::solve_backjumping(twin.difference, {.forward_checking = fc, .max_solutions = 0});
            EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()), expected) << "trial " << trial;
        }
        const csp::Result cutset = csp::solve_cutset(twin.difference, {.count = true});
        EXPECT_EQ(cutset.solution_count, expected.size()) << "trial " << trial;
        for (const auto& s : cutset.solutions) EXPECT_TRUE(expected.contains(s)) << "trial " << trial;

        if (!expected.empty()) {
            const csp::MinConflictsResult local = csp::min_conflicts(twin.difference, {.max_steps = 20'000, .seed = 3});
            if (local.status == csp::Status::Satisfied) {
                EXPECT_TRUE(expected.contains(local.assignment)) << "trial " << trial;
            }
        }
    }
}

TEST(CompiledRelation, StackingDifferencesOnOnePairMergesTheExcludedSets) {
    csp::Problem p;
    const auto x = p.add_variable("x", 1, 1000);
    const auto y = p.add_variable("y", 1, 1000);
    p.add_constraint(x, y, csp::not_equal());
    p.add_constraint(x, y, csp::not_equal_offset(7));
    p.add_constraint(y, x, csp::not_equal_offset(7));     // x − y ≠ −7, stated the other way round
    p.add_constraint(x, y, csp::not_equal_offset(5000));  // no pair is that far apart: excludes nothing
    ASSERT_EQ(p.constraints().size(), 1u);
    const CompiledRelation& r = *p.constraints()[0].relation;
    EXPECT_EQ(r.form, CompiledRelation::Form::Excluded);
    EXPECT_TRUE(r.support.empty());  // no n × n table
    EXPECT_EQ(r.excluded, (std::vector<int>{-7, 0, 7}));
    EXPECT_EQ(r.max_conflicts, 3);
    EXPECT_FALSE(r.allows(false, 10, 17));
    EXPECT_TRUE(r.allows(false, 10, 16));
}

TEST(CompiledRelation, OffsetLabelsShiftTheExcludedDifference) {
    // Labels 10..14 against 0..4: x − y ≠ 10 is index a − b ≠ 0.
    csp::Problem p;
    const auto x = p.add_variable("x", 10, 14);
    const auto y = p.add_variable("y", 0, 4);
    p.add_constraint(x, y, csp::not_equal_offset(10));
    const CompiledRelation& r = *p.constraints()[0].relation;
    ASSERT_EQ(r.form, CompiledRelation::Form::Excluded);
    EXPECT_EQ(r.excluded, std::vector<int>{0});
    EXPECT_TRUE(p.allows(0, 13, 2));
    EXPECT_FALSE(p.allows(0, 13, 3));
}

TEST(CompiledRelation, OtherRelationsAndGappedValuesUseBitsets) {
    csp::Problem p;
    const auto x = p.add_variable("x", std::vector<int>{1, 2, 4});  // not a run of consecutive values
    const auto y = p.add_variable("y", 1, 4);
    const auto z = p.add_variable("z", 1, 4);
    p.add_constraint(x, y, csp::not_equal());
    p.add_constraint(y, z, csp::not_equal());
    p.add_constraint(y, z, csp::less());  // mixed with a difference relation: intersected as bitsets
    ASSERT_EQ(p.constraints().size(), 2u);
    EXPECT_FALSE(p.constraints()[0].relation->closed());
    EXPECT_EQ(p.constraints()[0].relation->max_conflicts, 1);
    const CompiledRelation& yz = *p.constraints()[1].relation;
    EXPECT_FALSE(yz.closed());
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b) EXPECT_EQ(yz.allows(false, a, b), a < b) << a << ", " << b;
    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    for (const auto& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
    EXPECT_EQ(r.solution_count, csp::testing::brute_force(p).size());
}

TEST(CompiledRelation, OnePredicateOnManyArcsIsEvaluatedOncePerLabelSets) {
    csp::Problem p;
    std::vector<csp::VarId> x;
    for (int i = 0; i < 6; ++i) x.push_back(p.add_variable("x" + std::to_string(i), 0, 4));
    const csp::VarId odd = p.add_variable("odd", std::vector<int>{1, 3, 5, 7});
    int calls = 0;
    const csp::Relation apart = csp::predicate(
        [&calls](int a, int b) {
            ++calls;
            return a - b > 1 || b - a > 1;
        },
        "apart");
    for (int i = 0; i + 1 < 6; ++i) p.add_constraint(x[i], x[i + 1], apart);
    EXPECT_EQ(calls, 25);  // one 5×5 evaluation for the five arcs
    p.add_constraint(x[0], odd, apart);
    EXPECT_EQ(calls, 25 + 20);  // other label sets: evaluated again
    p.add_constraint(x[0], x[5], csp::predicate([](int a, int b) { return a - b > 1 || b - a > 1; }, "apart"));
    EXPECT_EQ(p.num_relations(), 2u);  // a second predicate object is compiled anew, interned by content

    csp::Solver solver(p, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    ASSERT_TRUE(r.complete);
    std::size_t expected = 0;  // every assignment written out: |a − b| > 1 on each constrained pair
    std::vector<int> v(7);
    for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5 * 4; ++code) {
        int c = code;
        for (int i = 0; i < 6; ++i, c /= 5) v[i] = c % 5;
        v[6] = 2 * (c % 4) + 1;
        bool ok = std::abs(v[0] - v[6]) > 1 && std::abs(v[0] - v[5]) > 1;
        for (int i = 0; i + 1 < 6; ++i) ok = ok && std::abs(v[i] - v[i + 1]) > 1;
        expected += ok ? 1 : 0;
    }
    EXPECT_EQ(r.solution_count, expected);
    for (const csp::Assignment& s : r.solutions) EXPECT_EQ(csp::violation(p, s), "");
}
