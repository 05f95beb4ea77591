// The CDCL solver against a brute-force oracle on small random CNFs: satisfiable exactly when the
// oracle finds a model, every model satisfies every clause, and counting with blocking clauses
// (incremental solving, learnt clauses kept) gives the oracle's count. Pigeonhole formulas are
// unsatisfiable by construction and take enough conflicts to exercise restarts and the learnt-clause
// reduction; limits end a search with LimitReached. Under assumptions, one solver called again and
// again answers like fresh ones and like the oracle given the assumptions as unit clauses, and its
// failed assumptions are themselves unsatisfiable with the clauses. A copied solver searches like
// the original; the moving average behind glucose restarts keeps the sum of its last values.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "csp/base/random.hpp"
#include "csp/sat/moving_average.hpp"
#include "csp/sat/sat_solver.hpp"
#include "random_cases.hpp"

namespace {

using csp::Lit;
using csp::SatSolver;
using csp::Status;
using Clause = std::vector<Lit>;

struct Cnf {
    int vars = 0;
    std::vector<Clause> clauses;
};

/// k-SAT with distinct variables per clause and random signs.
Cnf random_ksat(int vars, int clauses, int k, std::uint64_t seed) {
    csp::Random rng(seed);
    Cnf cnf{vars, {}};
    for (int c = 0; c < clauses; ++c) {
        Clause clause;
        while (static_cast<int>(clause.size()) < k) {
            const int v = static_cast<int>(rng.below(static_cast<std::uint64_t>(vars)));
            bool fresh = true;
            for (Lit l : clause) fresh = fresh && l.var() != v;
            if (fresh) clause.push_back(Lit(v, rng.below(2) == 1));
        }
        cnf.clauses.push_back(clause);
    }
    return cnf;
}

/// At least one of the variables true: one clause.
void add_at_least_one(Cnf& cnf, const std::vector<int>& vars) {
    Clause some;
    for (int v : vars) some.push_back(Lit::pos(v));
    cnf.clauses.push_back(some);
}

/// At most one of the variables true: a binary clause per pair.
void add_at_most_one(Cnf& cnf, const std::vector<int>& vars) {
    for (std::size_t i = 0; i < vars.size(); ++i)
        for (std::size_t j = i + 1; j < vars.size(); ++j) cnf.clauses.push_back({Lit::neg(vars[i]), Lit::neg(vars[j])});
}

/// n + 1 pigeons in n holes, each pigeon in some hole, no hole shared: unsatisfiable.
Cnf pigeonhole(int holes) {
    const int pigeons = holes + 1;
    Cnf cnf{pigeons * holes, {}};
    const auto x = [holes](int p, int h) { return p * holes + h; };
    for (int p = 0; p < pigeons; ++p) {
        std::vector<int> places;
        for (int h = 0; h < holes; ++h) places.push_back(x(p, h));
        add_at_least_one(cnf, places);
    }
    for (int h = 0; h < holes; ++h) {
        std::vector<int> guests;
        for (int p = 0; p < pigeons; ++p) guests.push_back(x(p, h));
        add_at_most_one(cnf, guests);
    }
    return cnf;
}

bool satisfies(const std::vector<bool>& model, const Clause& clause) {
    for (Lit l : clause)
        if (model[static_cast<std::size_t>(l.var())] != l.negated()) return true;
    return false;
}

/// Models of the CNF by enumeration (vars ≤ 20): each clause as masks of its positive and negative
/// variables, so one assignment is checked with two ANDs per clause.
std::uint64_t brute_force_count(const Cnf& cnf) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> masks;
    for (const Clause& c : cnf.clauses) {
        std::uint32_t pos = 0, neg = 0;
        for (Lit l : c) (l.negated() ? neg : pos) |= 1u << l.var();
        masks.push_back({pos, neg});
    }
    std::uint64_t count = 0;
    for (std::uint32_t a = 0; a < (1u << cnf.vars); ++a) {
        bool ok = true;
        for (auto [pos, neg] : masks)
            if ((a & pos) == 0 && (~a & neg) == 0) {
                ok = false;
                break;
            }
        count += ok;
    }
    return count;
}

/// The models themselves, by the same enumeration (vars ≤ 20, few models).
std::vector<std::vector<bool>> brute_force_models(const Cnf& cnf) {
    std::vector<std::vector<bool>> models;
    for (std::uint32_t a = 0; a < (1u << cnf.vars); ++a) {
        std::vector<bool> model(static_cast<std::size_t>(cnf.vars));
        for (int v = 0; v < cnf.vars; ++v) model[static_cast<std::size_t>(v)] = ((a >> v) & 1u) != 0;
        if (std::all_of(cnf.clauses.begin(), cnf.clauses.end(), [&](const Clause& c) { return satisfies(model, c); }))
            models.push_back(std::move(model));
    }
    return models;
}

void load(SatSolver& solver, const Cnf& cnf) {
    solver.reserve_vars(cnf.vars);
    for (const Clause& c : cnf.clauses) solver.add_clause(c);
}

/// Counts models by solving, blocking each model (over all variables) and solving again.
std::uint64_t count_by_blocking(SatSolver& solver, const Cnf& cnf, std::uint64_t cap = 1u << 20) {
    std::uint64_t count = 0;
    while (count < cap && solver.solve() == Status::Satisfied) {
        ++count;
        Clause block;
        for (int v = 0; v < cnf.vars; ++v) block.push_back(Lit(v, solver.model_value(v)));
        for (const Clause& c : cnf.clauses) EXPECT_TRUE(satisfies(solver.model(), c));
        if (!solver.add_clause(block)) break;
    }
    return count;
}

/// Colourings of a random graph on `nodes` nodes with `colours` colours (nodes · colours ≤ 20
/// variables): exactly one colour per node, pairwise at-most-one, as the Sudoku encoding is, plus a
/// few random ternary clauses. Conflicts then run through chains of binary reasons over several
/// levels, which is where learnt clauses get shrunk.
Cnf random_colouring(int nodes, int colours, int extra, std::uint64_t seed) {
    csp::Random rng(seed);
    Cnf cnf{nodes * colours, {}};
    const auto x = [colours](int node, int colour) { return node * colours + colour; };
    for (int n = 0; n < nodes; ++n) {
        std::vector<int> own;
        for (int c = 0; c < colours; ++c) own.push_back(x(n, c));
        add_at_least_one(cnf, own);
        add_at_most_one(cnf, own);
    }
    for (int a = 0; a < nodes; ++a)
        for (int b = a + 1; b < nodes; ++b)
            if (rng.below(3) != 0)
                for (int c = 0; c < colours; ++c) add_at_most_one(cnf, {x(a, c), x(b, c)});
    const Cnf noise = random_ksat(cnf.vars, extra, 3, seed + 1);
    cnf.clauses.insert(cnf.clauses.end(), noise.clauses.begin(), noise.clauses.end());
    return cnf;
}

constexpr int kConfigurations = 8;

csp::SatOptions configuration(int which) {
    switch (which) {
        case 1: return {.restarts = csp::SatRestarts::Luby, .luby_unit = 4, .minimise = false};
        case 2:
            return {
                .restarts = csp::SatRestarts::None, .first_reduce = 4, .reduce_increment = 1, .initial_phase = true};
        // seeded activities, fast decay, frequent reductions without the middle tier, no restart blocking
        case 3:
            return {.var_decay = 0.8,
                    .first_reduce = 20,
                    .reduce_increment = 5,
                    .tier2_lbd = 2,
                    .block_restarts = false,
                    .seed = 7};
        // focused and stable phases of a few conflicts each, target phases, frequent rephasing
        case 4: return {.stable_first = 5, .mode_growth = 1.2, .stable_luby_unit = 3, .rephase_interval = 7};
        // reason variables bumped two reasons deep, with frequent reductions
        case 5: return {.first_reduce = 10, .reduce_increment = 2, .bump_reasons = 2};
        // the learnt clauses as minimisation leaves them, not shrunk
        case 6: return {.shrink = false};
        // frequent reductions, each followed by vivification without a budget
        case 7: return {.first_reduce = 8, .reduce_increment = 2, .vivify_effort = 1000};
        default: return {};
    }
}

TEST(SatLiteral, CodesVariableAndSign) {
    const Lit a = Lit::pos(7);
    const Lit b = Lit::neg(7);
    EXPECT_EQ(a.var(), 7);
    EXPECT_EQ(b.var(), 7);
    EXPECT_FALSE(a.negated());
    EXPECT_TRUE(b.negated());
    EXPECT_EQ(~a, b);
    EXPECT_EQ(~~a, a);
    EXPECT_EQ(a.code(), 14u);
    EXPECT_EQ(b.code(), 15u);
    EXPECT_EQ(Lit::from_code(15u), b);
}

TEST(SatSolver, EdgeCases) {
    EXPECT_THROW(SatSolver(csp::SatOptions{.var_decay = 0}), std::invalid_argument);
    EXPECT_THROW(SatSolver(csp::SatOptions{.mode_growth = 0.5}), std::invalid_argument);
    EXPECT_THROW(SatSolver(csp::SatOptions{.mode_growth = std::numeric_limits<double>::infinity()}),
                 std::invalid_argument);
    EXPECT_THROW(SatSolver(csp::SatOptions{.bump_reasons = -1}), std::invalid_argument);
    EXPECT_THROW(SatSolver(csp::SatOptions{.bump_reasons = 4}), std::invalid_argument);
    {
        SatSolver s;  // no variable, no clause
        EXPECT_EQ(s.solve(), Status::Satisfied);
        EXPECT_TRUE(s.model().empty());
    }
    {
        SatSolver s;
        s.reserve_vars(2);
        EXPECT_THROW(s.add_clause({Lit::pos(2)}), std::invalid_argument);
        EXPECT_TRUE(s.add_clause({Lit::pos(0), Lit::neg(0)}));  // tautology: dropped
        EXPECT_EQ(s.num_clauses(), 0u);
        EXPECT_TRUE(s.add_clause({Lit::neg(1), Lit::neg(1)}));  // duplicate literal: a unit
        ASSERT_EQ(s.solve(), Status::Satisfied);
        EXPECT_FALSE(s.model_value(1));
        EXPECT_FALSE(s.add_clause({Lit::pos(1)}));  // contradicts the unit at level 0
        EXPECT_FALSE(s.okay());
        EXPECT_EQ(s.solve(), Status::Unsatisfiable);
        EXPECT_FALSE(s.add_clause({Lit::pos(0)}));  // stays unsatisfiable
    }
    {
        SatSolver s;
        s.reserve_vars(1);
        EXPECT_FALSE(s.add_clause(std::vector<Lit>{}));  // the empty clause
        EXPECT_EQ(s.solve(), Status::Unsatisfiable);
    }
}

TEST(SatSolver, UnitPropagationAloneDecidesAChain) {
    // x0 → x1, …, x8 → x9, then x0: forced at level 0 by propagating the binaries, no decision
    // needed; then ¬x9 is a contradiction.
    SatSolver s;
    s.reserve_vars(10);
    for (int v = 0; v + 1 < 10; ++v) s.add_clause({Lit::neg(v), Lit::pos(v + 1)});
    EXPECT_EQ(s.num_clauses(), 9u);
    s.add_clause({Lit::pos(0)});
    ASSERT_EQ(s.solve(), Status::Satisfied);
    for (int v = 0; v < 10; ++v) EXPECT_TRUE(s.model_value(v)) << v;
    EXPECT_EQ(s.stats().decisions, 0u);
    EXPECT_EQ(s.stats().propagations, 9u);
    EXPECT_FALSE(s.add_clause({Lit::neg(9)}));
    EXPECT_EQ(s.solve(), Status::Unsatisfiable);
}

TEST(SatSolver, VariablesAddedAfterASolveCanAllBeAssigned) {
    // The trail has storage for every variable: variables made after a solve must grow it, so that
    // a chain forcing all of them (old and new) fits.
    SatSolver s;
    s.reserve_vars(3);
    s.add_clause({Lit::neg(0), Lit::pos(1)});
    ASSERT_EQ(s.solve(), Status::Satisfied);
    s.reserve_vars(40);
    for (int v = 1; v + 1 < 40; ++v) s.add_clause({Lit::neg(v), Lit::pos(v + 1)});
    s.add_clause({Lit::neg(39), Lit::pos(2), Lit::pos(0)});  // a longer clause among them
    ASSERT_EQ(s.solve(), Status::Satisfied);
    EXPECT_TRUE(s.add_clause({Lit::pos(0)}));  // forces the whole chain at level 0
    ASSERT_EQ(s.solve(), Status::Satisfied);
    for (int v = 0; v < 40; ++v) EXPECT_TRUE(s.model_value(v)) << v;
}

// Random 3-SAT with 12 variables around the threshold ratio 4.26: about half satisfiable.
TEST(SatSolver, AgreesWithBruteForceOnRandom3Sat) {
    int satisfiable = 0, unsatisfiable = 0;
    const int seeds = csp::testing::random_cases(150, 30);
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        const Cnf cnf = random_ksat(12, 51, 3, seed);
        const std::uint64_t expected = brute_force_count(cnf);
        for (int config = 0; config < kConfigurations; ++config) {
            SCOPED_TRACE("seed " + std::to_string(seed) + ", configuration " + std::to_string(config));
            SatSolver s(configuration(config));
            load(s, cnf);
            const Status status = s.solve();
            ASSERT_EQ(status, expected > 0 ? Status::Satisfied : Status::Unsatisfiable);
            if (status == Status::Satisfied) {
                ASSERT_EQ(s.model().size(), 12u);
                for (const Clause& c : cnf.clauses) EXPECT_TRUE(satisfies(s.model(), c));
            }
        }
        (expected > 0 ? satisfiable : unsatisfiable)++;
    }
    EXPECT_GT(satisfiable, seeds / 8);  // the instances are near the threshold, not all one way
    EXPECT_GT(unsatisfiable, seeds / 8);
}

TEST(SatSolver, CountsModelsWithBlockingClauses) {
    std::uint64_t total = 0;
    const auto seeds = static_cast<std::uint64_t>(csp::testing::random_cases(60, 12));
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        // Below the threshold, so there are models to count (up to a few hundred).
        const Cnf cnf = random_ksat(12, 30 + static_cast<int>(seed % 20), 3, 1000 + seed);
        const std::uint64_t expected = brute_force_count(cnf);
        for (int config = 0; config < kConfigurations; ++config) {
            SCOPED_TRACE("seed " + std::to_string(seed) + ", configuration " + std::to_string(config));
            SatSolver s(configuration(config));
            load(s, cnf);
            EXPECT_EQ(count_by_blocking(s, cnf), expected);
            EXPECT_EQ(s.solve(), Status::Unsatisfiable);  // after the last blocking clause
        }
        total += expected;
    }
    EXPECT_GT(total, 16 * seeds);  // a few hundred models each
}

TEST(SatSolver, CountsModelsOfLongerClauses) {
    // 5-SAT on 16 variables: long clauses, so the watch replacement and clause minimisation paths
    // do the work rather than binary propagation.
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Cnf cnf = random_ksat(16, 330, 5, 500 + seed);
        const std::uint64_t expected = brute_force_count(cnf);
        for (const int config : {2, 4}) {
            SatSolver s(configuration(config));
            load(s, cnf);
            EXPECT_EQ(count_by_blocking(s, cnf), expected) << "configuration " << config;
        }
    }
}

TEST(SatSolver, CountsColouringsWithAndWithoutShrinking) {
    // Shrinking replaces a level's literals by that level's implication point: a wrong replacement
    // would cut models away, so the counts (through many blocking clauses) must stay exact.
    std::uint64_t total = 0, shrunk = 0;
    const auto seeds = static_cast<std::uint64_t>(csp::testing::random_cases(40, 8));
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Cnf cnf = random_colouring(5, 4, static_cast<int>(seed % 8), 300 + seed);
        const std::uint64_t expected = brute_force_count(cnf);
        for (const int config : {0, 1, 3, 5, 6}) {
            SatSolver s(configuration(config));
            load(s, cnf);
            EXPECT_EQ(count_by_blocking(s, cnf), expected) << "configuration " << config;
            if (config == 6) {
                EXPECT_EQ(s.stats().shrunk, 0u);
            }
            shrunk += s.stats().shrunk;
        }
        total += expected;
    }
    EXPECT_GT(total, 12 * seeds);
    EXPECT_GT(shrunk, 0u);  // the instances did exercise it
}

TEST(SatSolver, PigeonholeIsUnsatisfiableUnderEveryConfiguration) {
    for (int config = 0; config < kConfigurations; ++config) {
        SCOPED_TRACE("configuration " + std::to_string(config));
        SatSolver s(configuration(config));
        load(s, pigeonhole(6));
        EXPECT_EQ(s.solve(), Status::Unsatisfiable);
        EXPECT_GT(s.stats().conflicts, 100u);
        EXPECT_GT(s.stats().learnt, 0u);
        EXPECT_FALSE(s.okay());
        if (config == 4) {
            EXPECT_GT(s.stats().mode_switches, 1u);
            EXPECT_GT(s.stats().rephases, 3u);  // every kind of rephase
        } else if (config >= 2 && config <= 5) {
            EXPECT_GT(s.stats().reductions, 0u);  // reduction every few conflicts
            EXPECT_GT(s.stats().deleted, 0u);
        } else {
            EXPECT_GT(s.stats().restarts, 0u);
        }
        if (config == 0) {
            EXPECT_GT(s.stats().minimised, 0u);
            EXPECT_GT(s.stats().shrunk, 0u);
        }
        if (config == 6) {
            EXPECT_EQ(s.stats().shrunk, 0u);
        }
        if (config == 5) {  // the option takes effect: the same solver without it searches otherwise
            csp::SatOptions without = configuration(config);
            without.bump_reasons = 0;
            SatSolver plain(without);
            load(plain, pigeonhole(6));
            EXPECT_EQ(plain.solve(), Status::Unsatisfiable);
            EXPECT_NE(plain.stats().conflicts, s.stats().conflicts);
        }
    }
}

TEST(SatSolver, ReductionKeepsCountsExact) {
    // Frequent reductions while counting: deleted clauses and moved reasons must not lose models.
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Cnf cnf = random_ksat(14, 40, 3, 77 + seed);
        SatSolver s({.first_reduce = 2, .reduce_increment = 0});
        load(s, cnf);
        EXPECT_EQ(count_by_blocking(s, cnf), brute_force_count(cnf)) << "seed " << seed;
    }
}

TEST(SatSolver, VivifiedClausesFollowFromTheClauses) {
    // Every learnt clause kept, vivified ones included, holds in every model (the models found by
    // enumeration); models are still counted exactly; and vivification shortened some clauses.
    std::uint64_t vivified = 0;
    std::uint64_t removed = 0;
    const int seeds = csp::testing::random_cases(30, 6);
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        const Cnf cnf = seed % 2 == 0 ? random_colouring(4, 4, 8, 900 + seed) : random_ksat(15, 62, 3, 900 + seed);
        const csp::SatOptions options{.first_reduce = 4, .reduce_increment = 1, .vivify_effort = 1000};
        SatSolver s(options);
        load(s, cnf);
        const std::vector<std::vector<bool>> models = brute_force_models(cnf);
        EXPECT_EQ(s.solve() == Status::Satisfied, !models.empty()) << "seed " << seed;
        for (const Clause& learnt : s.learnt_clauses())
            for (const std::vector<bool>& model : models) EXPECT_TRUE(satisfies(model, learnt)) << "seed " << seed;
        vivified += s.stats().vivified;
        removed += s.stats().vivify_removed;
        SatSolver counter(options);
        load(counter, cnf);
        EXPECT_EQ(count_by_blocking(counter, cnf), models.size()) << "seed " << seed;
    }
    EXPECT_GT(vivified, 0u);
    EXPECT_GT(removed, 0u);
}

TEST(SatSolver, FocusedSearchAfterTheFirstModelKeepsCountsExact) {
    // Stable phases, rephasing and reason bumping until the first model, focused search for the
    // rest of the count (what the Sudoku `sat` backend does when counting): no model lost or repeated.
    std::uint64_t conflicts_after = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Cnf cnf = random_ksat(12, 30 + static_cast<int>(seed % 20), 3, 500 + seed);
        SatSolver s(
            {.bump_reasons = 1, .stable_first = 2, .mode_growth = 1.0, .stable_luby_unit = 2, .rephase_interval = 3});
        load(s, cnf);
        std::uint64_t count = 0;
        if (s.solve() == Status::Satisfied) {
            for (const Clause& c : cnf.clauses) EXPECT_TRUE(satisfies(s.model(), c));
            Clause block;
            for (int v = 0; v < cnf.vars; ++v) block.push_back(Lit(v, s.model_value(v)));
            s.use_focused_search();
            const std::uint64_t switches = s.stats().mode_switches;
            const std::uint64_t rephases = s.stats().rephases;
            const std::uint64_t conflicts = s.stats().conflicts;
            count = 1 + (s.add_clause(block) ? count_by_blocking(s, cnf) : 0);
            // modes switching every 2 conflicts and rephasing every 3 before: none of either after
            EXPECT_EQ(s.stats().mode_switches, switches) << "seed " << seed;
            EXPECT_EQ(s.stats().rephases, rephases) << "seed " << seed;
            conflicts_after += s.stats().conflicts - conflicts;
        }
        EXPECT_EQ(count, brute_force_count(cnf)) << "seed " << seed;
        EXPECT_EQ(s.solve(), Status::Unsatisfiable) << "seed " << seed;
    }
    EXPECT_GT(conflicts_after, 100u);  // enough search after the switch for a switch to have been due
}

TEST(SatSolver, LimitsEndTheSearchWithLimitReached) {
    const Cnf hard = pigeonhole(9);
    {
        SatSolver s;
        load(s, hard);
        EXPECT_EQ(s.solve({.node_limit = 10}), Status::LimitReached);
        EXPECT_LE(s.stats().decisions, 10u);
        EXPECT_EQ(s.solve({.node_limit = 10}), Status::LimitReached);  // the budget is per call
        EXPECT_LE(s.stats().decisions, 20u);
        EXPECT_TRUE(s.okay());
    }
    {
        SatSolver s;
        load(s, hard);
        const auto start = std::chrono::steady_clock::now();
        EXPECT_EQ(s.solve({.time_limit = std::chrono::milliseconds(30)}), Status::LimitReached);
        EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
    }
    {
        SatSolver s;
        load(s, hard);
        const std::atomic<bool> cancel{true};
        EXPECT_EQ(s.solve({.cancel = &cancel}), Status::LimitReached);
    }
    {
        // A shared guard: the second call gets what the first left.
        SatSolver s;
        load(s, hard);
        csp::LimitGuard guard({.node_limit = 25});
        EXPECT_EQ(s.solve(guard), Status::LimitReached);
        EXPECT_EQ(s.stats().decisions, 25u);
        EXPECT_EQ(s.solve(guard), Status::LimitReached);
        EXPECT_EQ(s.stats().decisions, 25u);
    }
}

TEST(SatSolver, SolvesAgainAfterALimitWithTheSameAnswer) {
    // A search cut short leaves the solver usable: learnt clauses and phases from the cut runs are
    // kept, and the answer without a limit is still the oracle's.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Cnf cnf = random_ksat(12, 51, 3, 300 + seed);
        SatSolver s;
        load(s, cnf);
        for (int round = 0; round < 3; ++round) (void)s.solve({.node_limit = 1});
        EXPECT_EQ(s.solve(), brute_force_count(cnf) > 0 ? Status::Satisfied : Status::Unsatisfiable) << "seed " << seed;
    }
}

/// The CNF with each assumption added as a unit clause: the oracle for solving under assumptions.
Cnf with_units(Cnf cnf, const std::vector<Lit>& units) {
    for (Lit l : units) cnf.clauses.push_back({l});
    return cnf;
}

/// Up to five assumptions on random variables, repeats and opposite signs allowed.
std::vector<Lit> random_assumptions(int vars, csp::Random& rng) {
    std::vector<Lit> assumptions(static_cast<std::size_t>(rng.below(6)));
    for (Lit& l : assumptions)
        l = Lit(static_cast<int>(rng.below(static_cast<std::uint64_t>(vars))), rng.below(2) == 1);
    return assumptions;
}

/// One call under assumptions against the oracle's answer: the status; a model satisfies the clauses
/// and the assumptions; a failure names a subset of the assumptions that the oracle also finds
/// unsatisfiable.
void expect_oracle_answer(SatSolver& s, const Cnf& cnf, const std::vector<Lit>& assumptions, bool satisfiable) {
    const Status status = s.solve(assumptions);
    ASSERT_EQ(status, satisfiable ? Status::Satisfied : Status::Unsatisfiable);
    if (satisfiable) {
        for (const Clause& c : cnf.clauses) EXPECT_TRUE(satisfies(s.model(), c));
        for (Lit l : assumptions) EXPECT_TRUE(s.model_value(l));
        EXPECT_TRUE(s.failed_assumptions().empty());
        return;
    }
    if (!s.okay()) return;  // the clauses alone are unsatisfiable: no assumption is to blame
    const std::vector<Lit>& failed = s.failed_assumptions();
    ASSERT_FALSE(failed.empty());
    for (Lit l : failed) EXPECT_NE(std::find(assumptions.begin(), assumptions.end(), l), assumptions.end());
    EXPECT_EQ(brute_force_count(with_units(cnf, failed)), 0u);
}

TEST(SatSolver, AssumptionsAgreeWithBruteForceInSequenceAndFresh) {
    int satisfied = 0, failed = 0;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(csp::testing::random_cases(40, 8)); ++seed) {
        // Below the threshold: most formulas have models, and assumptions decide the answer.
        const Cnf cnf = random_ksat(12, 40, 3, 2000 + seed);
        const bool satisfiable = brute_force_count(cnf) > 0;
        for (int config = 0; config < kConfigurations; ++config) {
            SCOPED_TRACE("seed " + std::to_string(seed) + ", configuration " + std::to_string(config));
            csp::Random rng(seed * 10 + static_cast<std::uint64_t>(config));
            SatSolver reused(configuration(config));
            load(reused, cnf);
            for (int call = 0; call < 8; ++call) {
                const std::vector<Lit> assumptions = random_assumptions(cnf.vars, rng);
                const bool expected = brute_force_count(with_units(cnf, assumptions)) > 0;
                expect_oracle_answer(reused, cnf, assumptions, expected);
                SatSolver fresh(configuration(config));
                load(fresh, cnf);
                expect_oracle_answer(fresh, cnf, assumptions, expected);
                (fresh.failed_assumptions().empty() ? satisfied : failed)++;
            }
            // An answer under assumptions leaves the clause set as it was.
            EXPECT_EQ(reused.okay(), satisfiable);
            EXPECT_EQ(reused.solve(), satisfiable ? Status::Satisfied : Status::Unsatisfiable);
        }
    }
    EXPECT_GT(satisfied, 150);  // both answers are common, not all one way
    EXPECT_GT(failed, 150);
}

TEST(SatSolver, AssumptionsSwitchAPigeonholeOnAndOff) {
    // Seven pigeons, six holes, the seventh pigeon's clause guarded by a switch s: under s the
    // formula is the pigeonhole (hundreds of conflicts, restarts, reductions, learnt clauses that
    // mention ¬s), under ¬s it has models. The answers must not leak from one call to the next.
    Cnf cnf = pigeonhole(6);
    const int s_var = cnf.vars++;
    cnf.clauses[6].push_back(Lit::neg(s_var));  // pigeon 6 needs a hole only when s holds
    for (int config = 0; config < kConfigurations; ++config) {
        SCOPED_TRACE("configuration " + std::to_string(config));
        SatSolver s(configuration(config));
        load(s, cnf);
        for (int round = 0; round < 3; ++round) {
            const std::vector<Lit> on{Lit::pos(s_var)};
            ASSERT_EQ(s.solve(on), Status::Unsatisfiable);
            EXPECT_TRUE(s.okay());
            EXPECT_EQ(s.failed_assumptions(), on);
            const std::vector<Lit> off{Lit::neg(s_var)};
            ASSERT_EQ(s.solve(off), Status::Satisfied);
            for (const Clause& c : cnf.clauses) EXPECT_TRUE(satisfies(s.model(), c));
            EXPECT_FALSE(s.model_value(s_var));
        }
        EXPECT_GT(s.stats().conflicts, 100u);
        EXPECT_EQ(s.solve(), Status::Satisfied);
    }
}

TEST(SatSolver, AssumptionsAndPhasesAreChecked) {
    SatSolver s;
    s.reserve_vars(3);
    const std::vector<Lit> bad{Lit::pos(3)};
    EXPECT_THROW((void)s.solve(bad), std::invalid_argument);
    EXPECT_THROW(s.set_phase(3, true), std::invalid_argument);
    // No clauses: every variable is decided, and takes the phase it was given.
    s.set_phase(0, true);
    s.set_phase(2, true);
    ASSERT_EQ(s.solve(), Status::Satisfied);
    EXPECT_EQ(s.model(), (std::vector<bool>{true, false, true}));
    // Assumptions already true at level 0, repeated, or contradicting each other.
    ASSERT_TRUE(s.add_clause({Lit::pos(1)}));
    const std::vector<Lit> repeated{Lit::pos(1), Lit::pos(1), Lit::neg(0)};
    ASSERT_EQ(s.solve(repeated), Status::Satisfied);
    EXPECT_FALSE(s.model_value(0));
    const std::vector<Lit> contradiction{Lit::pos(2), Lit::neg(2)};
    ASSERT_EQ(s.solve(contradiction), Status::Unsatisfiable);
    EXPECT_EQ(s.failed_assumptions(), (std::vector<Lit>{Lit::neg(2), Lit::pos(2)}));
    const std::vector<Lit> against_a_unit{Lit::neg(1)};
    ASSERT_EQ(s.solve(against_a_unit), Status::Unsatisfiable);
    EXPECT_EQ(s.failed_assumptions(), against_a_unit);
    EXPECT_TRUE(s.okay());
}

TEST(SatSolver, LimitsApplyUnderAssumptions) {
    Cnf cnf = pigeonhole(9);
    const int s_var = cnf.vars++;
    for (Clause& c : cnf.clauses) c.push_back(Lit::neg(s_var));  // every clause needs s
    SatSolver s;
    load(s, cnf);
    const std::vector<Lit> on{Lit::pos(s_var)};
    EXPECT_EQ(s.solve(on, {.node_limit = 10}), Status::LimitReached);
    EXPECT_LE(s.stats().decisions, 10u);
    EXPECT_TRUE(s.failed_assumptions().empty());
    const std::vector<Lit> off{Lit::neg(s_var)};
    EXPECT_EQ(s.solve(off), Status::Satisfied);
}

TEST(SatSolver, ACopySearchesLikeTheOriginalAndAMoveKeepsTheState) {
    SatSolver original;
    load(original, pigeonhole(6));
    SatSolver copy(original);
    EXPECT_EQ(original.solve(), Status::Unsatisfiable);
    EXPECT_TRUE(copy.okay());  // the copy is independent of the original's search
    EXPECT_EQ(copy.solve(), Status::Unsatisfiable);
    EXPECT_EQ(copy.stats().conflicts, original.stats().conflicts);
    EXPECT_EQ(copy.stats().decisions, original.stats().decisions);
    SatSolver moved(std::move(copy));
    EXPECT_FALSE(moved.okay());
    EXPECT_EQ(moved.stats().conflicts, original.stats().conflicts);
    moved = original;
    EXPECT_EQ(moved.num_vars(), original.num_vars());
}

TEST(MovingAverage, KeepsTheSumOfTheLastValues) {
    csp::detail::MovingAverage window(3);
    window.push(4);
    window.push(5);
    EXPECT_FALSE(window.full());
    EXPECT_EQ(window.sum(), 9u);
    window.push(6);
    EXPECT_TRUE(window.full());
    EXPECT_DOUBLE_EQ(window.mean(), 5.0);
    window.push(10);  // 4 leaves
    EXPECT_EQ(window.sum(), 21u);
    EXPECT_DOUBLE_EQ(window.mean(), 7.0);
    window.clear();
    EXPECT_FALSE(window.full());
    EXPECT_EQ(window.sum(), 0u);
    for (std::uint32_t v : {1u, 2u, 3u}) window.push(v);
    EXPECT_EQ(window.sum(), 6u);
    EXPECT_TRUE(window.full());
}

}  // namespace
