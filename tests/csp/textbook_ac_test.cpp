// Textbook AC-3 and AC-2001 count single value-pair checks; both must reach the engine's AC-3
// fixpoint, and AC-2001 must never check more pairs than AC-3.
#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <string>

#include "csp/base/random.hpp"
#include "csp/consistency/ac3.hpp"
#include "csp/consistency/textbook_ac.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "test_models.hpp"

namespace {

TEST(Ac2001, SameFixpointAsAc3WithNoMoreChecks) {
    csp::Random rng(2001);
    std::uint64_t checks_ac3 = 0, checks_ac2001 = 0;
    int inconsistent = 0;
    for (int trial = 0; trial < 500; ++trial) {
        const csp::Problem p = csp::testing::random_problem(rng, {.max_variables = 9,
                                                                  .max_domain = 8,
                                                                  .lowest_value = 0,
                                                                  .value_range = 10,
                                                                  .constraints_per_variable = 3,
                                                                  .table_density_percent = 25});
        const csp::Ac3Result engine = csp::ac3(p);
        const csp::Ac3Result textbook = csp::ac3_textbook(p);
        const csp::Ac3Result last_support = csp::ac2001(p);
        ASSERT_EQ(textbook.consistent, engine.consistent) << "trial " << trial;
        ASSERT_EQ(last_support.consistent, engine.consistent) << "trial " << trial;
        if (engine.consistent) {
            EXPECT_EQ(textbook.domains, engine.domains) << "trial " << trial;
            EXPECT_EQ(last_support.domains, engine.domains) << "trial " << trial;
        } else {
            ++inconsistent;
        }
        // Same queue, same revisions: only the checks per revision differ.
        EXPECT_EQ(last_support.revisions, textbook.revisions) << "trial " << trial;
        EXPECT_EQ(last_support.prunings, textbook.prunings) << "trial " << trial;
        EXPECT_LE(last_support.checks, textbook.checks) << "trial " << trial;
        checks_ac3 += textbook.checks;
        checks_ac2001 += last_support.checks;
    }
    EXPECT_LT(checks_ac2001, checks_ac3);  // the saving is real, not just "not worse"
    EXPECT_GT(inconsistent, 10);
    EXPECT_LT(inconsistent, 490);
}

TEST(Ac2001, CountsEveryPairTestedByHand) {
    // x, y ∈ {0, 1, 2}, x < y. Queue (x,y), (y,x).
    // REVISE(x, y): x=0 tests y=0,1 (2); x=1 tests 0,1,2 (3); x=2 tests 0,1,2 (3), removed → 8.
    // REVISE(y, x) with D(x) = {0, 1}: y=0 tests x=0,1 (2), removed; y=1 tests 0 (1); y=2 tests 0 (1) → 4.
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 2);
    const auto y = p.add_variable("y", 0, 2);
    p.add_constraint(x, y, csp::less());
    for (const csp::Ac3Result& r : {csp::ac3_textbook(p), csp::ac2001(p)}) {
        EXPECT_TRUE(r.consistent);
        EXPECT_EQ(r.checks, 12u);
        EXPECT_EQ(r.revisions, 2u);
        EXPECT_EQ(r.prunings, 2u);
        EXPECT_EQ(r.domains[0], csp::Domain::of(3, {0, 1}));
        EXPECT_EQ(r.domains[1], csp::Domain::of(3, {1, 2}));
    }
}

TEST(Ac2001, ResumesAfterTheLastSupport) {
    // x ≤ y on 0..5 with y's small values removed step by step through a chain z < y: when y loses a
    // value that was x's last support, AC-2001 resumes the scan after it instead of from 0.
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 5);
    const auto y = p.add_variable("y", 0, 5);
    const auto z = p.add_variable("z", 0, 5);
    p.add_constraint(x, y, csp::less_equal());
    p.add_constraint(z, y, csp::less());
    p.add_constraint(z, x, csp::equal());
    const csp::Ac3Result textbook = csp::ac3_textbook(p);
    const csp::Ac3Result last_support = csp::ac2001(p);
    EXPECT_EQ(textbook.domains, last_support.domains);
    EXPECT_EQ(textbook.domains, csp::ac3(p).domains);
    EXPECT_LT(last_support.checks, textbook.checks);
}

TEST(Ac2001, StepsReportTheQueue) {
    csp::Problem p = csp::testing::australia(3);
    p.assign(p.variable("WA"), 0);
    std::vector<csp::Ac3Step> steps;
    const csp::Ac3Result r = csp::ac3_textbook(p, [&steps](const csp::Ac3Step& s) { steps.push_back(s); });
    ASSERT_EQ(steps.size(), r.revisions);
    std::size_t removed = 0;
    std::uint64_t checks = 0;
    for (const csp::Ac3Step& s : steps) removed += s.removed.size(), checks += s.checks;
    EXPECT_EQ(removed, r.prunings);
    EXPECT_EQ(checks, r.checks);
    EXPECT_TRUE(steps.back().queue.empty());  // a consistent run ends when the queue does
    EXPECT_TRUE(r.consistent);
    EXPECT_EQ(r.domains[static_cast<std::size_t>(p.variable("SA"))], csp::Domain::of(3, {1, 2}));
    EXPECT_EQ(r.domains[static_cast<std::size_t>(p.variable("NT"))], csp::Domain::of(3, {1, 2}));

    // AIMA §6.3.2: with WA = red and Q = green, NT and SA are both left only blue, and they are
    // neighbours: arc consistency detects the inconsistency that forward checking misses.
    p.assign(p.variable("Q"), 1);
    std::ostringstream trace;
    const csp::Ac3Result failed = csp::trace_ac3(p, trace);
    EXPECT_FALSE(failed.consistent);
    const std::string text = trace.str();
    std::size_t revise_lines = 0;
    for (std::size_t at = text.find("revise "); at != std::string::npos; at = text.find("revise ", at + 1))
        ++revise_lines;
    EXPECT_EQ(revise_lines, failed.revisions);
    EXPECT_NE(text.find("has no value left"), std::string::npos) << text;
    EXPECT_NE(text.find("inconsistent"), std::string::npos) << text;
}

TEST(Ac2001, TracePrintsTheFinalDomains) {
    csp::Problem p;
    const auto x = p.add_variable("x", 0, 2);
    const auto y = p.add_variable("y", 0, 2);
    p.add_constraint(x, y, csp::less());
    std::ostringstream trace;
    csp::trace_ac3(p, trace);
    EXPECT_NE(trace.str().find("revise (x,y): 8 checks, removed {2}"), std::string::npos) << trace.str();
    EXPECT_NE(trace.str().find("x = {0, 1}"), std::string::npos) << trace.str();
    EXPECT_NE(trace.str().find("y = {1, 2}"), std::string::npos) << trace.str();
}

TEST(Ac2001, EmptyDomainAndNaryConstraints) {
    csp::Problem p = csp::testing::australia(3);
    p.restrict(p.variable("T"), [](int) { return false; });
    const csp::Ac3Result r = csp::ac2001(p);
    EXPECT_FALSE(r.consistent);
    EXPECT_EQ(r.wiped, p.variable("T"));

    csp::Problem nary;
    for (int i = 0; i < 3; ++i) nary.add_variable("v" + std::to_string(i), 0, 2);
    const std::vector<csp::VarId> all = {0, 1, 2};
    csp::add_all_different(nary, all, csp::AllDifferentStrength::Value);
    EXPECT_THROW((void)csp::ac2001(nary), csp::ModelError);
    EXPECT_THROW((void)csp::ac3_textbook(nary), csp::ModelError);
}

// A stop or a time limit ends all three algorithms early, flagged as stopped (not as a fixpoint).
TEST(ArcConsistencyLimits, AStopEndsEachAlgorithmFlagged) {
    csp::Problem chain;  // x0 < x1 < ... : many revisions before the fixpoint
    for (int i = 0; i < 40; ++i) chain.add_variable("x" + std::to_string(i), 0, 39);
    for (int i = 0; i + 1 < 40; ++i) chain.add_constraint(i, i + 1, csp::less());
    const std::atomic<bool> stop{true};
    const csp::SearchLimits stopped{.cancel = &stop};
    for (const csp::Ac3Result& r :
         {csp::ac3(chain, nullptr, stopped), csp::ac3_textbook(chain, {}, stopped), csp::ac2001(chain, {}, stopped)}) {
        EXPECT_TRUE(r.stopped);
        EXPECT_TRUE(r.consistent);  // nothing wiped out: the domains are a sound over-approximation
    }
    for (const csp::Ac3Result& r : {csp::ac3(chain), csp::ac3_textbook(chain), csp::ac2001(chain)}) {
        EXPECT_FALSE(r.stopped);
        ASSERT_TRUE(r.consistent);
        EXPECT_EQ(r.domains.front().size(), 1);  // x0 = 0 is the only value with 39 larger ones above it
    }
}

}  // namespace
