// Stats::pair_checks: REVISE's value pairs counted one at a time as the book does (csp/kernel/
// pair_checks.hpp), against a brute-force scan over the labels with the test's own predicates, for
// every compiled form; and the search's count under forward checking against a direct tally.
#include <gtest/gtest.h>

#include <functional>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/kernel/pair_checks.hpp"
#include "csp/search/solver.hpp"
#include "random_cases.hpp"
#include "test_models.hpp"

namespace {

using csp::testing::below;

struct Stated {
    csp::Relation relation;
    std::function<bool(int, int)> holds;  // on labels, written here apart from the engine
};

std::vector<Stated> relations() {
    return {
        {csp::not_equal(), [](int a, int b) { return a != b; }},
        {csp::not_equal_offset(2), [](int a, int b) { return a - b != 2; }},
        {csp::equal(), [](int a, int b) { return a == b; }},
        {csp::less(), [](int a, int b) { return a < b; }},
        {csp::less_equal(), [](int a, int b) { return a <= b; }},
        {csp::predicate([](int a, int b) { return (a + b + 30) % 3 == 1; }, "sum 1 mod 3"),
         [](int a, int b) { return (a + b + 30) % 3 == 1; }},
    };
}

csp::Domain random_subset(csp::Random& rng, int capacity) {
    csp::Domain d(capacity);
    for (int i = 0; i < capacity; ++i)
        if (below(rng, 3) != 0) d.insert(i);
    return d;
}

// For each value of the target, the source's values in increasing order up to the first support.
std::uint64_t brute_force(const csp::Problem& p, csp::VarId target, const csp::Domain& dt, csp::VarId source,
                          const csp::Domain& ds, const std::function<bool(int, int)>& holds, bool source_is_x) {
    std::uint64_t checks = 0;
    for (int t = 0; t < dt.capacity(); ++t) {
        if (!dt.contains(t)) continue;
        for (int s = 0; s < ds.capacity(); ++s) {
            if (!ds.contains(s)) continue;
            ++checks;
            const int a = p.labels(source)[static_cast<std::size_t>(s)];
            const int b = p.labels(target)[static_cast<std::size_t>(t)];
            if (source_is_x ? holds(a, b) : holds(b, a)) break;
        }
    }
    return checks;
}

}  // namespace

TEST(PairChecks, ReviseCountsTheBooksScanForEveryForm) {
    csp::Random rng(3);
    int compared = 0;
    for (const Stated& stated : relations()) {
        for (int trial = 0; trial < csp::testing::random_cases(60); ++trial) {
            csp::Problem p;
            const int lo_x = below(rng, 5) - 2, lo_y = below(rng, 5) - 2;
            const csp::VarId x = p.add_variable("x", lo_x, lo_x + below(rng, 8));
            const csp::VarId y = p.add_variable("y", lo_y, lo_y + below(rng, 8));
            p.add_constraint(x, y, stated.relation);
            const auto& c = p.constraints()[0];
            for (const bool reversed : {false, true}) {  // the source is x, then y
                const csp::VarId source = reversed ? c.y : c.x, target = reversed ? c.x : c.y;
                const csp::Domain ds = random_subset(rng, static_cast<int>(p.labels(source).size()));
                const csp::Domain dt = random_subset(rng, static_cast<int>(p.labels(target).size()));
                const bool source_is_x = source == x;
                EXPECT_EQ(csp::detail::textbook_pair_checks(dt, ds, *c.relation, reversed),
                          brute_force(p, target, dt, source, ds, stated.holds, source_is_x))
                    << c.relation->description << " reversed " << reversed;
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, csp::testing::random_cases(100));  // scales with the cases run
}

// Forward checking, one node at a time: the book tests each value of each unassigned neighbour
// against the new value. Without a wipe-out every neighbour is tested, so a search that never
// fails (Australia, WA first, 3 colours, input order) makes exactly the sum of those domains.
TEST(PairChecks, ForwardCheckingTestsEachValueOfEachUnassignedNeighbour) {
    csp::Problem p;
    const char* names[] = {"WA", "NT", "SA", "Q", "NSW", "V", "T"};
    for (const char* name : names) p.add_variable(name, 0, 2);
    const std::pair<int, int> borders[] = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {4, 5}};
    for (const auto& [a, b] : borders) p.add_constraint(a, b, csp::not_equal());
    csp::SolverOptions options;
    options.inference = csp::Inference::ForwardChecking;
    options.variable_order = csp::VariableOrder::Input;
    options.count_pair_checks = true;
    const csp::Result r = csp::Solver(p, options).solve();
    ASSERT_EQ(r.status, csp::Status::Satisfied);
    ASSERT_EQ(r.stats.backtracks, 0u);
    // WA=0: NT, SA (3 + 3 values); NT=1: SA, Q (2 + 3); SA=2: Q, NSW, V (2 + 3 + 3); Q=0: NSW (2);
    // NSW=1: V (2); V and T have no unassigned neighbour left.
    EXPECT_EQ(r.stats.pair_checks, 6u + 5u + 8u + 2u + 2u);
    options.count_pair_checks = false;
    const csp::Result plain = csp::Solver(p, options).solve();
    EXPECT_EQ(plain.stats.pair_checks, 0u);
    EXPECT_EQ(plain.stats.nodes, r.stats.nodes);
}
