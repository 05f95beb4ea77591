// bin_packing_load: search against the test's own statement of the constraint on random small
// packings (with and without learning), the load and item rules on hand-made cases, and the
// argument checks.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "csp/constraints/packing/bin_packing.hpp"
#include "csp/model/errors.hpp"
#include "propagator_oracle.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace csp::testing {
namespace {

/// A packing as the test states it: the loads' variables (bin first_bin + b), the items' bin
/// variables (one may repeat) and weights.
struct Packing {
    std::vector<VarId> loads, bins;
    std::vector<int> weights;
    int first_bin = 1;
};

/// Every item in a bin of the range, and each load the weight of its bin's items, summed here
/// independently of the propagator.
bool packs(const Packing& packing, const Assignment& a) {
    std::vector<int> load(packing.loads.size(), 0);
    for (std::size_t i = 0; i < packing.bins.size(); ++i) {
        const int b = a[static_cast<std::size_t>(packing.bins[i])] - packing.first_bin;
        if (b < 0 || b >= static_cast<int>(load.size())) return false;
        load[static_cast<std::size_t>(b)] += packing.weights[i];
    }
    for (std::size_t b = 0; b < load.size(); ++b)
        if (a[static_cast<std::size_t>(packing.loads[b])] != load[b]) return false;
    return true;
}

/// 2–3 bins numbered from −1, 0 or 1; 3–4 bin variables whose values reach one past the range on
/// either side, one now and then shared by two items; weights 0..3; loads of a few values in
/// −1..6, now and then one shared by two bins or also a bin variable.
Problem random_packing(Random& rng, Packing& packing) {
    Problem p;
    const int bins = 2 + below(rng, 2);
    packing.first_bin = below(rng, 3) - 1;
    const int variables = 3 + below(rng, 2);
    for (int v = 0; v < variables; ++v)
        packing.bins.push_back(
            p.add_variable("x" + std::to_string(v), random_values(rng, packing.first_bin - 1, bins + 2, bins + 1)));
    if (below(rng, 3) == 0) packing.bins.push_back(packing.bins[static_cast<std::size_t>(below(rng, variables))]);
    for (std::size_t i = 0; i < packing.bins.size(); ++i) packing.weights.push_back(below(rng, 4));
    for (int b = 0; b < bins; ++b) {
        if (b > 0 && below(rng, 8) == 0) packing.loads.push_back(packing.loads.front());
        else if (below(rng, 10) == 0) packing.loads.push_back(packing.bins.front());
        else packing.loads.push_back(p.add_variable("load" + std::to_string(b), random_values(rng, -1, 8, 8)));
    }
    add_bin_packing_load(p, packing.loads, packing.bins, packing.weights, packing.first_bin);
    return p;
}

std::string shown(const Packing& packing) {
    std::string s = "first bin " + std::to_string(packing.first_bin) + ", loads (variables):";
    for (VarId x : packing.loads) s += " " + std::to_string(x);
    s += ", items (bin variable, weight):";
    for (std::size_t i = 0; i < packing.bins.size(); ++i)
        s += " (" + std::to_string(packing.bins[i]) + ", " + std::to_string(packing.weights[i]) + ")";
    return s;
}

// Search finds exactly the assignments the statement accepts, under every inference, and the
// propagator's satisfied() agrees with it.
TEST(BinPacking, SearchFindsExactlyThePackings) {
    Random rng(7);
    for (int round = 0; round < csp::testing::random_cases(300, 60); ++round) {
        Packing packing;
        const Problem p = random_packing(rng, packing);
        const auto holds = [&](const Assignment& a) { return packs(packing, a); };
        expect_engines_match(p, accepted(p, holds), "round " + std::to_string(round) + ": " + shown(packing));
    }
}

// With learning (restarting often, so that clauses learnt from its explanations carry across
// runs) the count is exact as well: an explanation too strong would cut a packing.
TEST(BinPacking, LearningCountsExactly) {
    Random rng(13);
    int conflicts = 0, packed = 0;
    for (int round = 0; round < csp::testing::random_cases(300, 60); ++round) {
        Packing packing;
        const Problem p = random_packing(rng, packing);
        const std::set<Assignment> expected = accepted(p, [&](const Assignment& a) { return packs(packing, a); });
        SolverOptions o = counting_with_learning();
        o.seed = static_cast<std::uint64_t>(round);
        const Result r = Solver(p, o).solve();
        ASSERT_TRUE(r.complete) << round;
        const std::set<Assignment> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "round " << round << ": a packing twice";
        EXPECT_EQ(found, expected) << "round " << round << ": " << shown(packing);
        conflicts += r.stats.wipeouts > 0 ? 1 : 0;
        packed += expected.empty() ? 0 : 1;
    }
    EXPECT_GT(conflicts, 0);  // some rounds learnt from conflicts
    EXPECT_GT(packed, 0);     // and some counted packings
}

// Bins 1..2 of loads at most 4 and 5, items of weights 3, 3, 2, 1. The first item fixed to bin 1
// leaves it room for 1: the second item (3) and the third (2) leave it; both go to bin 2 (5),
// which is then full, so the last one goes to bin 1: loads 4 and 5.
TEST(BinPacking, FullBinsSendTheItemsElsewhere) {
    Problem p;
    const VarId l1 = p.add_variable("l1", 0, 4), l2 = p.add_variable("l2", 0, 5);
    const VarId a = p.add_variable("a", 1, 1), b = p.add_variable("b", 1, 2), c = p.add_variable("c", 1, 2),
                d = p.add_variable("d", 1, 2);
    const std::vector<VarId> loads = {l1, l2}, bins = {a, b, c, d};
    const std::vector<int> weights = {3, 3, 2, 1};
    add_bin_packing_load(p, loads, bins, weights);
    EXPECT_EQ(after_propagation(p, b), (std::set<int>{2}));
    EXPECT_EQ(after_propagation(p, c), (std::set<int>{2}));
    EXPECT_EQ(after_propagation(p, d), (std::set<int>{1}));
    EXPECT_EQ(after_propagation(p, l1), (std::set<int>{4}));
    EXPECT_EQ(after_propagation(p, l2), (std::set<int>{5}));
}

// Bins 0..2, total weight 6 (items 4 and 2, open): bin 0 must hold at least 4, and the others
// at most 2 between them (Σ load = Σ w), so the item of weight 4 is forced into bin 0 — without
// it bin 0 cannot reach 4. Bounds reasoning: bin 0 keeps 5, which no packing gives.
TEST(BinPacking, ALeastLoadPullsAnItemIn) {
    Problem p;
    const VarId l0 = p.add_variable("l0", 4, 9), l1 = p.add_variable("l1", 0, 9), l2 = p.add_variable("l2", 0, 9);
    const VarId big = p.add_variable("big", 0, 2), small = p.add_variable("small", 0, 2);
    const std::vector<VarId> loads = {l0, l1, l2}, bins = {big, small};
    const std::vector<int> weights = {4, 2};
    add_bin_packing_load(p, loads, bins, weights, 0);
    EXPECT_EQ(after_propagation(p, big), (std::set<int>{0}));
    EXPECT_EQ(after_propagation(p, l0), (std::set<int>{4, 5, 6}));
    EXPECT_EQ(after_propagation(p, l1), (std::set<int>{0, 1, 2}));
}

/// Three items of the given weights open over bins 1..2; load 1 in low..high, load 2 in 0..Σ w.
struct ThreeItems {
    Problem p;
    VarId l1 = 0, l2 = 0;
    std::vector<VarId> items;
};
ThreeItems three_items_two_bins(int low, int high, const std::vector<int>& weights) {
    ThreeItems t;
    t.l1 = t.p.add_variable("l1", low, high);
    t.l2 = t.p.add_variable("l2", 0, weights[0] + weights[1] + weights[2]);
    for (int k = 0; k < 3; ++k) t.items.push_back(t.p.add_variable("item" + std::to_string(k), 1, 2));
    const std::vector<VarId> loads = {t.l1, t.l2};
    add_bin_packing_load(t.p, loads, t.items, weights);
    return t;
}

// Shaw's no-sum rules. Items of weights 3, 3, 3, load 1 in 4..7: no subset of them sums to 4, 5
// or 7, so load 1 is 6 (and load 2, the rest, 3). The load rules alone leave 4..7.
TEST(BinPacking, NoSubsetSumMovesALoadsBounds) {
    const ThreeItems t = three_items_two_bins(4, 7, {3, 3, 3});
    EXPECT_EQ(after_propagation(t.p, t.l1), (std::set<int>{6}));
    EXPECT_EQ(after_propagation(t.p, t.l2), (std::set<int>{3}));
}

// Load 1 must be 5 of items 5, 3, 3: without the 5 the others sum to 0, 3 or 6, never 5, so the
// 5 goes to bin 1; with it there, the 3s leave bin 1 (it is full).
TEST(BinPacking, NoSubsetSumWithoutAnItemPullsItIn) {
    const ThreeItems t = three_items_two_bins(5, 5, {5, 3, 3});
    EXPECT_EQ(after_propagation(t.p, t.items[0]), (std::set<int>{1}));
    EXPECT_EQ(after_propagation(t.p, t.items[1]), (std::set<int>{2}));
    EXPECT_EQ(after_propagation(t.p, t.l2), (std::set<int>{6}));
}

// Load 1 must be 4 of items 3, 2, 2: with the 3 in, the 2s would have to bring 1, which no subset
// does, so the 3 goes to bin 2, and bin 1 needs both 2s.
TEST(BinPacking, NoSubsetSumWithAnItemPushesItOut) {
    const ThreeItems t = three_items_two_bins(4, 4, {3, 2, 2});
    EXPECT_EQ(after_propagation(t.p, t.items[0]), (std::set<int>{2}));
    EXPECT_EQ(after_propagation(t.p, t.items[1]), (std::set<int>{1}));
    EXPECT_EQ(after_propagation(t.p, t.items[2]), (std::set<int>{1}));
}

TEST(BinPacking, RefusesWhatMiniZincAssumesAway) {
    Problem p;
    const VarId x = p.add_variable("x", 0, 3), load = p.add_variable("load", -2, 9);
    const std::vector<VarId> one = {x}, loads = {load}, unknown = {7};
    const std::vector<int> two = {1, 1}, negative = {-1}, unit = {1}, huge = {2000000000, 2000000000};
    const std::vector<VarId> twice = {x, x};
    EXPECT_THROW(add_bin_packing_load(p, loads, one, two), ModelError);
    EXPECT_THROW(add_bin_packing_load(p, loads, one, negative), ModelError);
    EXPECT_THROW(add_bin_packing_load(p, loads, twice, huge), ModelError);
    EXPECT_THROW(add_bin_packing_load(p, unknown, one, unit), ModelError);
    EXPECT_THROW(add_bin_packing_load(p, loads, unknown, unit), ModelError);
    EXPECT_NO_THROW(add_bin_packing_load(p, loads, one, unit, 2));
    EXPECT_EQ(after_propagation(p, x), (std::set<int>{2}));     // the one bin
    EXPECT_EQ(after_propagation(p, load), (std::set<int>{1}));  // holds the one item
}

}  // namespace
}  // namespace csp::testing
