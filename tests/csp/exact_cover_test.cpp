#include "csp/exact_cover/exact_cover.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <numeric>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "csp/model/errors.hpp"

namespace {

using Rows = std::vector<std::vector<int>>;
using SolutionSet = std::set<std::vector<int>>;

/// A matrix given as row lists, independent of the engine.
struct Matrix {
    int primary = 0;
    int secondary = 0;
    Rows rows;
};

csp::ExactCover build(const Matrix& m) {
    csp::ExactCover cover(m.primary, m.secondary);
    for (const auto& row : m.rows) cover.add_row(row);
    return cover;
}

/// True when `chosen` rows cover every primary column once and every secondary column at most once.
bool is_exact_cover(const Matrix& m, const std::vector<int>& chosen) {
    std::vector<int> count(static_cast<std::size_t>(m.primary + m.secondary), 0);
    for (int r : chosen)
        for (int c : m.rows.at(static_cast<std::size_t>(r))) ++count.at(static_cast<std::size_t>(c));
    for (int c = 0; c < m.primary + m.secondary; ++c) {
        if (c < m.primary && count[c] != 1) return false;
        if (count[c] > 1) return false;
    }
    return true;
}

/// Every subset of rows that is an exact cover and contains `forced`: brute force over all subsets,
/// with rows as column bitmasks (the matrices here have at most 13 rows and 9 columns).
SolutionSet oracle(const Matrix& m, const std::vector<int>& forced = {}) {
    std::vector<std::uint32_t> bits;
    for (const auto& row : m.rows) {
        std::uint32_t b = 0;
        for (int c : row) b |= 1u << c;
        bits.push_back(b);
    }
    std::uint32_t must = 0;
    for (int f : forced) must |= 1u << f;
    const std::uint32_t primary = (1u << m.primary) - 1;
    SolutionSet all;
    const std::size_t n = m.rows.size();
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        if ((mask & must) != must) continue;
        std::uint32_t covered = 0;
        bool overlap = false;
        for (std::size_t r = 0; r < n && !overlap; ++r)
            if (mask >> r & 1u) {
                overlap = (covered & bits[r]) != 0;
                covered |= bits[r];
            }
        if (overlap || (covered & primary) != primary) continue;
        std::vector<int> chosen;
        for (std::size_t r = 0; r < n; ++r)
            if (mask >> r & 1u) chosen.push_back(static_cast<int>(r));
        EXPECT_TRUE(is_exact_cover(m, chosen));  // the two checks agree
        all.insert(chosen);
    }
    return all;
}

SolutionSet as_set(const csp::ExactCoverResult& result) {
    SolutionSet set;
    for (auto rows : result.solutions) {
        std::sort(rows.begin(), rows.end());
        set.insert(rows);
    }
    return set;
}

/// Knuth 2000, the example matrix of section 2 (columns A..G = 0..6), written out by hand.
Matrix knuth_example() { return {7, 0, {{2, 4, 5}, {0, 3, 6}, {1, 2, 5}, {0, 3}, {1, 6}, {3, 4, 6}}}; }

/// Random matrices with few rows, so the oracle can try every subset.
Matrix random_matrix(std::mt19937& rng) {
    std::uniform_int_distribution<int> primary(0, 6), secondary(0, 3), rows(0, 13), coin(0, 2);
    Matrix m;
    m.primary = primary(rng);
    m.secondary = secondary(rng);
    const int columns = m.primary + m.secondary;
    if (m.primary == 0) return m;  // every row needs a primary column
    const int n = rows(rng);
    for (int r = 0; r < n; ++r) {
        std::vector<int> row;
        for (int c = 0; c < columns; ++c)
            if (coin(rng) == 0) row.push_back(c);
        if (std::none_of(row.begin(), row.end(), [&](int c) { return c < m.primary; }))
            row.push_back(std::uniform_int_distribution<int>(0, m.primary - 1)(rng));
        std::shuffle(row.begin(), row.end(), rng);
        m.rows.push_back(row);
    }
    return m;
}

TEST(ExactCover, KnuthExampleHasExactlyOneSolution) {
    const Matrix m = knuth_example();
    csp::ExactCover cover = build(m);
    EXPECT_EQ(cover.rows(), 6);
    EXPECT_EQ(cover.columns(), 7);
    auto result = cover.solve({.max_solutions = 0});
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_TRUE(result.complete);
    ASSERT_EQ(result.solution_count, 1u);
    ASSERT_EQ(result.solutions.size(), 1u);
    auto rows = result.solutions[0];
    std::sort(rows.begin(), rows.end());
    EXPECT_EQ(rows, (std::vector<int>{0, 3, 4}));  // C E F, A D, B G
    EXPECT_TRUE(is_exact_cover(m, rows));
    EXPECT_EQ(as_set(result), oracle(m));
    EXPECT_GT(result.stats.nodes, 0u);
    EXPECT_GT(result.stats.updates, 0u);
    EXPECT_EQ(result.stats.solutions, 1u);
}

TEST(ExactCover, RowKeepsItsColumns) {
    csp::ExactCover cover(4, 2);
    EXPECT_EQ(cover.add_row({3, 0, 5}), 0);
    EXPECT_EQ(cover.add_row({1}), 1);
    EXPECT_EQ(cover.row(0), (std::vector<int>{3, 0, 5}));
    EXPECT_EQ(cover.row(1), (std::vector<int>{1}));
    EXPECT_EQ(cover.primary_columns(), 4);
    EXPECT_EQ(cover.secondary_columns(), 2);
}

TEST(ExactCover, MatchesBruteForceOnRandomMatrices) {
    std::mt19937 rng(12345);
    for (int trial = 0; trial < 400; ++trial) {
        const Matrix m = random_matrix(rng);
        csp::ExactCover cover = build(m);
        auto result = cover.solve({.max_solutions = 0});
        const SolutionSet expected = oracle(m);
        SCOPED_TRACE("trial " + std::to_string(trial));
        EXPECT_TRUE(result.complete);
        EXPECT_EQ(result.solution_count, expected.size());
        EXPECT_EQ(as_set(result), expected);
        EXPECT_EQ(result.status, expected.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied);
    }
}

TEST(ExactCover, ForcedRowsMatchBruteForce) {
    std::mt19937 rng(777);
    int clashes = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Matrix m = random_matrix(rng);
        if (m.rows.empty()) continue;
        csp::ExactCover cover = build(m);
        std::vector<int> forced;
        const int k = std::uniform_int_distribution<int>(1, 2)(rng);
        for (int i = 0; i < k; ++i)
            forced.push_back(std::uniform_int_distribution<int>(0, static_cast<int>(m.rows.size()) - 1)(rng));
        for (int f : forced) cover.select(f);
        auto result = cover.solve({.max_solutions = 0});
        SCOPED_TRACE("trial " + std::to_string(trial));
        const SolutionSet expected = oracle(m, forced);  // a row forced twice clashes with itself
        const bool twice = forced.size() == 2 && forced[0] == forced[1];
        EXPECT_TRUE(result.complete);
        EXPECT_EQ(as_set(result), twice ? SolutionSet{} : expected);
        for (const auto& rows : result.solutions)  // forced rows come first
            EXPECT_TRUE(std::equal(forced.begin(), forced.end(), rows.begin()));
        if (result.solution_count == 0) ++clashes;
    }
    EXPECT_GT(clashes, 0);  // the random cases did exercise failure
}

TEST(ExactCover, AssignedRowsMatchBruteForce) {
    // One target matrix takes rows from many sources in turn, growing and shrinking, as the Sudoku
    // backend reuses it: each time it must behave as a matrix built from those rows alone.
    std::mt19937 rng(2024);
    std::vector<csp::ExactCover> targets;
    for (int trial = 0; trial < 300; ++trial) {
        const Matrix m = random_matrix(rng);
        if (m.rows.empty()) continue;
        const csp::ExactCover source = build(m);
        // Any rows in any order, a row possibly twice.
        Matrix sub{m.primary, m.secondary, {}};
        std::vector<int> ids;
        const int k = std::uniform_int_distribution<int>(0, static_cast<int>(m.rows.size()) + 1)(rng);
        for (int i = 0; i < k; ++i) {
            ids.push_back(std::uniform_int_distribution<int>(0, static_cast<int>(m.rows.size()) - 1)(rng));
            sub.rows.push_back(m.rows[static_cast<std::size_t>(ids.back())]);
        }
        SCOPED_TRACE("trial " + std::to_string(trial));
        auto same_shape = std::find_if(targets.begin(), targets.end(), [&](const csp::ExactCover& t) {
            return t.primary_columns() == m.primary && t.secondary_columns() == m.secondary;
        });
        if (same_shape == targets.end())
            same_shape = targets.insert(targets.end(), csp::ExactCover(m.primary, m.secondary));
        csp::ExactCover& target = *same_shape;
        target.assign_rows(source, ids);
        ASSERT_EQ(target.rows(), static_cast<int>(ids.size()));
        for (int r = 0; r < target.rows(); ++r) EXPECT_EQ(target.row(r), sub.rows[static_cast<std::size_t>(r)]);
        EXPECT_TRUE(target.selected().empty());
        const auto result = target.solve({.max_solutions = 0});
        EXPECT_TRUE(result.complete);
        EXPECT_EQ(as_set(result), oracle(sub));
        // A copy built by add_row searches the same way, so the counts agree too.
        const auto built = build(sub).solve({.max_solutions = 0});
        EXPECT_EQ(result.stats.nodes, built.stats.nodes);
        EXPECT_EQ(result.stats.updates, built.stats.updates);
        if (!ids.empty()) {  // selection works on the copied rows
            target.select(0);
            EXPECT_EQ(as_set(target.solve({.max_solutions = 0})), oracle(sub, {0}));
        }
    }
}

TEST(ExactCover, AssignedRowsCanBeExtended) {
    const Matrix m = knuth_example();
    const csp::ExactCover source = build(m);
    csp::ExactCover target(7);
    for (const auto& row : std::vector<std::vector<int>>{{0, 2, 3, 4, 5, 6}, {0}, {1}}) target.add_row(row);
    target.assign_rows(source, std::vector<int>{3, 0});  // replaces the three rows
    EXPECT_EQ(target.rows(), 2);
    // The next row is numbered 2, as was the replaced row {1}: a column it names twice is still
    // caught, and column 1 is not mistaken for a repeat.
    EXPECT_THROW(target.add_row({1, 1}), csp::ModelError);
    EXPECT_EQ(target.add_row({1, 6}), 2);
    EXPECT_EQ(target.row(2), (std::vector<int>{1, 6}));
    const auto result = target.solve({.max_solutions = 0});
    EXPECT_EQ(as_set(result), (SolutionSet{{0, 1, 2}}));  // rows {0,3}, {2,4,5}, {1,6}
}

TEST(ExactCover, ClearRowsStartsAgain) {
    const Matrix m = knuth_example();
    csp::ExactCover cover = build(m);
    cover.select(3);
    cover.clear_rows();
    EXPECT_EQ(cover.rows(), 0);
    EXPECT_TRUE(cover.selected().empty());
    EXPECT_EQ(cover.solve().status, csp::Status::Unsatisfiable);  // 7 primary columns, no rows
    for (const auto& row : m.rows) cover.add_row(row);
    const auto again = cover.solve({.max_solutions = 0});
    EXPECT_EQ(as_set(again), oracle(m));
    EXPECT_EQ(again.stats.updates, build(m).solve({.max_solutions = 0}).stats.updates);
}

TEST(ExactCover, AssignRowsRejectsBadSources) {
    const csp::ExactCover source = build(knuth_example());
    csp::ExactCover target(7);
    target.add_row({0, 1, 2, 3, 4, 5, 6});
    EXPECT_THROW(target.assign_rows(target, std::vector<int>{0}), csp::ModelError);
    csp::ExactCover other_shape(6, 1);
    EXPECT_THROW(other_shape.assign_rows(source, std::vector<int>{0}), csp::ModelError);
    EXPECT_THROW(target.assign_rows(source, std::vector<int>{0, 6}), csp::ModelError);
    EXPECT_THROW(target.assign_rows(source, std::vector<int>{-1}), csp::ModelError);
    // A rejected call changes nothing.
    EXPECT_EQ(target.rows(), 1);
    EXPECT_EQ(target.solve().status, csp::Status::Satisfied);
}

TEST(ExactCover, ClashingForcedRowsAreUnsatisfiable) {
    csp::ExactCover cover(3);
    cover.add_row({0, 1});
    cover.add_row({1, 2});
    cover.add_row({2});
    cover.select(0);
    cover.select(1);
    auto result = cover.solve();
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
    EXPECT_EQ(result.solution_count, 0u);
    EXPECT_EQ(result.stats.nodes, 0u);

    cover.clear_selection();
    cover.select(0);
    result = cover.solve();
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(result.solutions[0], (std::vector<int>{0, 2}));
}

TEST(ExactCover, SecondaryColumnsAreCoveredAtMostOnce) {
    // Two primary columns, one secondary column shared by rows 0 and 1.
    Matrix m{2, 1, {{0, 2}, {1, 2}, {0}, {1}}};
    csp::ExactCover cover = build(m);
    auto result = cover.solve({.max_solutions = 0});
    const SolutionSet expected = oracle(m);
    EXPECT_EQ(as_set(result), expected);
    EXPECT_EQ(expected, (SolutionSet{{0, 3}, {1, 2}, {2, 3}}));
    EXPECT_EQ(expected.count({0, 1}), 0u);
}

TEST(ExactCover, EmptyMatrixHasOneEmptySolution) {
    for (int secondary : {0, 3}) {
        csp::ExactCover cover(0, secondary);
        auto result = cover.solve({.max_solutions = 0});
        EXPECT_EQ(result.status, csp::Status::Satisfied);
        EXPECT_TRUE(result.complete);
        ASSERT_EQ(result.solution_count, 1u);
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_TRUE(result.solutions[0].empty());
        EXPECT_EQ(result.stats.nodes, 0u);
    }
}

TEST(ExactCover, UncoverableColumnMeansNoSolution) {
    csp::ExactCover cover(3);
    cover.add_row({0, 1});
    cover.add_row({1});
    cover.add_row({0});  // column 2 is in no row
    auto result = cover.solve({.max_solutions = 0});
    EXPECT_EQ(result.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(result.complete);
    EXPECT_EQ(result.solution_count, 0u);
    EXPECT_TRUE(result.solutions.empty());
}

/// n columns, a row for every non-empty run of consecutive columns: 2^(n-1) exact covers
/// (the compositions of n).
Matrix intervals(int n) {
    Matrix m{n, 0, {}};
    for (int a = 0; a < n; ++a)
        for (int b = a; b < n; ++b) {
            std::vector<int> row(static_cast<std::size_t>(b - a + 1));
            std::iota(row.begin(), row.end(), a);
            m.rows.push_back(row);
        }
    return m;
}

TEST(ExactCover, CountsUpToK) {
    const Matrix m = intervals(10);
    csp::ExactCover cover = build(m);
    auto all = cover.solve({.max_solutions = 0});
    EXPECT_TRUE(all.complete);
    EXPECT_EQ(all.solution_count, 512u);
    for (const auto& rows : all.solutions) EXPECT_TRUE(is_exact_cover(m, rows));
    EXPECT_EQ(as_set(all).size(), 512u);  // no duplicates

    for (std::size_t k : {1u, 2u, 7u, 511u}) {
        auto some = cover.solve({.max_solutions = k});
        EXPECT_EQ(some.status, csp::Status::Satisfied);
        EXPECT_FALSE(some.complete);
        EXPECT_EQ(some.solution_count, k);
        EXPECT_EQ(some.solutions.size(), k);
        for (const auto& rows : some.solutions) EXPECT_TRUE(is_exact_cover(m, rows));
    }
    auto enough = cover.solve({.max_solutions = 1000});
    EXPECT_TRUE(enough.complete);
    EXPECT_EQ(enough.solution_count, 512u);
}

TEST(ExactCover, CountsWithoutKeepingSolutions) {
    csp::ExactCover cover = build(intervals(12));
    auto result = cover.solve({.max_solutions = 0, .keep_solutions = false});
    EXPECT_TRUE(result.complete);
    EXPECT_EQ(result.solution_count, 2048u);
    EXPECT_TRUE(result.solutions.empty());
}

TEST(ExactCover, SolvingLeavesTheMatrixUnchanged) {
    csp::ExactCover cover = build(intervals(8));
    const auto first = cover.solve({.max_solutions = 0});
    cover.solve({.max_solutions = 3});                               // stops early: must unwind
    cover.solve({.max_solutions = 0, .limits = {.node_limit = 5}});  // stopped by a limit
    const auto again = cover.solve({.max_solutions = 0});
    EXPECT_EQ(again.solutions, first.solutions);
    EXPECT_EQ(again.stats.nodes, first.stats.nodes);
    EXPECT_EQ(again.stats.updates, first.stats.updates);
}

TEST(ExactCover, NodeLimitEndsInLimitReached) {
    csp::ExactCover cover = build(intervals(14));
    auto result = cover.solve({.max_solutions = 0, .limits = {.node_limit = 100}});
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
    EXPECT_EQ(result.stats.nodes, 100u);
    EXPECT_LT(result.solution_count, 8192u);
}

TEST(ExactCover, NodeLimitOnUnsatisfiableSearchIsNotUnsatisfiable) {
    // Pairs over 2k+1 columns: every column in many rows, no exact cover (odd count).
    Matrix m{11, 0, {}};
    for (int a = 0; a < 11; ++a)
        for (int b = a + 1; b < 11; ++b) m.rows.push_back({a, b});
    csp::ExactCover cover = build(m);
    auto limited = cover.solve({.limits = {.node_limit = 10}});
    EXPECT_EQ(limited.status, csp::Status::LimitReached);
    EXPECT_FALSE(limited.complete);
    auto full = cover.solve();
    EXPECT_EQ(full.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(full.complete);
    EXPECT_GT(full.stats.nodes, 10u);
}

TEST(ExactCover, CancelFlagEndsInLimitReached) {
    std::atomic<bool> cancel{true};
    csp::ExactCover cover = build(intervals(6));
    auto result = cover.solve({.max_solutions = 0, .limits = {.cancel = &cancel}});
    EXPECT_EQ(result.status, csp::Status::LimitReached);
    EXPECT_FALSE(result.complete);
}

TEST(ExactCover, StatsAreConsistent) {
    csp::ExactCover cover = build(intervals(9));
    auto result = cover.solve({.max_solutions = 0});
    const auto& s = result.stats;
    EXPECT_EQ(s.solutions, 256u);
    EXPECT_EQ(s.max_depth, 9u);  // the cover by nine single columns
    ASSERT_EQ(s.nodes_per_depth.size(), s.max_depth);
    EXPECT_EQ(std::accumulate(s.nodes_per_depth.begin(), s.nodes_per_depth.end(), std::uint64_t{0}), s.nodes);
    EXPECT_EQ(s.nodes_per_depth[0], 9u);  // column 0 is in nine rows: [0, b] for each b
    EXPECT_GE(s.updates, s.nodes);
}

TEST(ExactCover, DeepSearchUsesNoCallStack) {
    // The identity matrix: one forced choice per column, depth = number of columns.
    const int n = 3000;
    csp::ExactCover cover(n);
    for (int c = 0; c < n; ++c) cover.add_row({c});
    auto result = cover.solve();
    EXPECT_EQ(result.status, csp::Status::Satisfied);
    EXPECT_EQ(result.stats.max_depth, static_cast<std::uint32_t>(n));
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(result.solutions[0].size(), static_cast<std::size_t>(n));
}

/// Records events to compare them with the result.
class Recorder : public csp::SearchObserver {
public:
    // Exact cover reports a chosen row as an assignment: var = its column, value = the row.
    void on_event(const csp::Event& e) override {
        switch (e.kind) {
            case csp::EventKind::Assign:
                ++assigns;
                trail.push_back(e.value);
                EXPECT_EQ(e.depth, static_cast<int>(trail.size()));
                columns_ok = columns_ok && (e.value >= 0 && e.var >= 0);
                break;
            case csp::EventKind::Backtrack:
                ++backtracks;
                ASSERT_FALSE(trail.empty());
                EXPECT_EQ(trail.back(), e.value);
                EXPECT_EQ(e.depth, static_cast<int>(trail.size()));
                trail.pop_back();
                break;
            case csp::EventKind::Solution: solutions.emplace_back(e.vars.begin(), e.vars.end()); break;
            default: break;
        }
    }

    std::uint64_t assigns = 0;
    std::uint64_t backtracks = 0;
    bool columns_ok = true;
    std::vector<int> trail;
    Rows solutions;
};

TEST(ExactCover, ObserverSeesEveryChoice) {
    const Matrix m = intervals(6);
    csp::ExactCover cover = build(m);
    Recorder recorder;
    auto result = cover.solve({.max_solutions = 0, .observer = &recorder});
    EXPECT_EQ(recorder.assigns, result.stats.nodes);
    EXPECT_EQ(recorder.backtracks, result.stats.nodes);  // exhausted: every choice was undone
    EXPECT_TRUE(recorder.columns_ok);
    EXPECT_EQ(recorder.solutions, result.solutions);
    EXPECT_EQ(recorder.solutions.size(), 32u);
}

TEST(ExactCover, ObserverColumnContainsTheChosenRow) {
    const Matrix m = knuth_example();
    csp::ExactCover cover = build(m);
    struct Check : csp::SearchObserver {
        const Matrix* m = nullptr;
        int calls = 0;
        void on_event(const csp::Event& e) override {
            if (e.kind != csp::EventKind::Assign) return;
            ++calls;
            const auto& r = m->rows.at(static_cast<std::size_t>(e.value));
            EXPECT_NE(std::find(r.begin(), r.end(), e.var), r.end());
        }
    } check;
    check.m = &m;
    cover.solve({.max_solutions = 0, .observer = &check});
    EXPECT_GT(check.calls, 0);
}

TEST(ExactCover, ThrowingObserverLeavesTheMatrixUsable) {
    csp::ExactCover cover = build(intervals(7));
    const auto before = cover.solve({.max_solutions = 0});
    struct Thrower : csp::SearchObserver {
        int left = 0;
        void on_event(const csp::Event& e) override {
            if (e.kind == csp::EventKind::Assign && --left == 0) throw std::runtime_error("stop");
        }
    };
    for (int after : {1, 3, 10, 40}) {
        Thrower thrower;
        thrower.left = after;
        EXPECT_THROW(cover.solve({.max_solutions = 0, .observer = &thrower}), std::runtime_error);
        const auto again = cover.solve({.max_solutions = 0});
        EXPECT_EQ(again.solutions, before.solutions);
        EXPECT_EQ(again.stats.updates, before.stats.updates);
    }
}

TEST(ExactCover, RejectsBadModels) {
    EXPECT_THROW(csp::ExactCover(-1), csp::ModelError);
    EXPECT_THROW(csp::ExactCover(2, -1), csp::ModelError);
    csp::ExactCover cover(3, 1);
    EXPECT_THROW(cover.add_row({}), csp::ModelError);
    EXPECT_THROW(cover.add_row({3}), csp::ModelError);  // secondary only
    EXPECT_THROW(cover.add_row({0, 4}), csp::ModelError);
    EXPECT_THROW(cover.add_row({-1}), csp::ModelError);
    try {
        cover.add_row({1, 2, 1});
        ADD_FAILURE() << "duplicate column accepted";
    } catch (const csp::ModelError& e) {
        EXPECT_NE(std::string(e.what()).find("column 1 twice"), std::string::npos) << e.what();
    }
    try {
        cover.add_row({0, 7});
        ADD_FAILURE() << "column out of range accepted";
    } catch (const csp::ModelError& e) {
        EXPECT_NE(std::string(e.what()).find("column 7"), std::string::npos) << e.what();
    }
    EXPECT_EQ(cover.rows(), 0);
    // A rejected row leaves no trace: the same columns are accepted in the next row.
    EXPECT_EQ(cover.add_row({1, 2}), 0);
    EXPECT_EQ(cover.rows(), 1);
    EXPECT_THROW(cover.select(1), csp::ModelError);
    EXPECT_THROW(cover.select(-1), csp::ModelError);
    EXPECT_THROW((void)cover.row(3), csp::ModelError);
}

}  // namespace
