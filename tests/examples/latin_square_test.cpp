// Latin square example: the reader's errors, and unique / multiple / none completions checked by
// an independent validator and, for small orders, against an independent count of completions;
// the all-different model against the binary one at every strength.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/search/solver.hpp"
#include "models/latin_square.hpp"

namespace ex = csp::examples;

namespace {

// Rows and columns are permutations of 1..n and every given is kept.
bool completes(const ex::LatinSquare& given, const std::vector<int>& cells) {
    const int n = given.order;
    if (cells.size() != static_cast<std::size_t>(n * n)) return false;
    for (int line = 0; line < n; ++line) {
        std::vector<int> row_seen(static_cast<std::size_t>(n) + 1, 0), col_seen(static_cast<std::size_t>(n) + 1, 0);
        for (int i = 0; i < n; ++i) {
            const int r = cells[static_cast<std::size_t>(line * n + i)];
            const int c = cells[static_cast<std::size_t>(i * n + line)];
            if (r < 1 || r > n || c < 1 || c > n) return false;
            if (row_seen[static_cast<std::size_t>(r)]++ || col_seen[static_cast<std::size_t>(c)]++) return false;
        }
    }
    for (std::size_t x = 0; x < cells.size(); ++x)
        if (given.cells[x] != 0 && given.cells[x] != cells[x]) return false;
    return true;
}

// Completions counted by plain cell-by-cell backtracking, up to `limit`.
int count_completions(const ex::LatinSquare& given, int limit) {
    std::vector<int> cells = given.cells;
    const int n = given.order;
    int count = 0;
    std::function<void(int)> fill = [&](int x) {
        if (count >= limit) return;
        if (x == n * n) {
            ++count;
            return;
        }
        if (cells[static_cast<std::size_t>(x)] != 0) return fill(x + 1);
        const int r = x / n;
        const int c = x % n;
        for (int v = 1; v <= n; ++v) {
            bool ok = true;
            for (int i = 0; i < n && ok; ++i)
                ok = cells[static_cast<std::size_t>(r * n + i)] != v && cells[static_cast<std::size_t>(i * n + c)] != v;
            if (!ok) continue;
            cells[static_cast<std::size_t>(x)] = v;
            fill(x + 1);
            cells[static_cast<std::size_t>(x)] = 0;
        }
    };
    // Givens must not clash among themselves either.
    if (!ex::given_conflict(given).empty()) return 0;
    fill(0);
    return count;
}

csp::Result solve(const ex::LatinSquare& s, std::size_t max_solutions) {
    const csp::Problem p = ex::latin_square_problem(s);
    csp::Solver solver(p, {.max_solutions = max_solutions});
    csp::Result r = solver.solve();
    for (const auto& solution : r.solutions) EXPECT_TRUE(completes(s, solution));
    return r;
}

ex::LatinSquare load(const std::string& name) {
    std::ifstream in(CSP_SOURCE_DIR "/examples/data/" + name);
    std::ostringstream text;
    text << in.rdbuf();
    return ex::parse_latin_square(text.str(), name);
}

void expect_latin_square_error(const std::string& text, int line, int column, const std::string& fragment) {
    try {
        ex::parse_latin_square(text, "t.txt");
        ADD_FAILURE() << "no error for:\n" << text;
    } catch (const ex::LatinSquareError& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_EQ(e.column(), column) << e.what();
        EXPECT_NE(e.message().find(fragment), std::string::npos) << e.what();
    }
}

}  // namespace

TEST(LatinSquare, ReadsGridsWithCommentsAndBlankLines) {
    const ex::LatinSquare s = ex::parse_latin_square("# order 3\n\n1 0 0   # first row\n0  0 0\n\t0 0 3\n\n");
    EXPECT_EQ(s.order, 3);
    EXPECT_EQ(s.cells, (std::vector<int>{1, 0, 0, 0, 0, 0, 0, 0, 3}));
}

TEST(LatinSquare, MalformedInputNamesLineAndColumn) {
    expect_latin_square_error("1 2\n2 x\n", 2, 3, "expected an integer, found 'x'");
    expect_latin_square_error("1 2\n2 1 0\n", 2, 5, "expected 2 values");
    expect_latin_square_error("1 2 0\n2 1\n", 2, 4, "expected 3 values");
    expect_latin_square_error("1 2\n2 3\n", 2, 3, "value 3 out of range");
    expect_latin_square_error("1 -1\n0 0\n", 1, 3, "out of range");
    expect_latin_square_error("1 2\n2 1\n1 2\n", 3, 1, "extra row");
    expect_latin_square_error("1 2 3\n", 2, 0, "expected 3 rows, found 1");
    expect_latin_square_error("# nothing\n\n", 3, 0, "no square");
}

TEST(LatinSquare, UniqueCompletion) {
    const ex::LatinSquare s = load("latin7_unique.txt");
    const csp::Result r = solve(s, 2);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.solution_count, 1u);
}

TEST(LatinSquare, MultipleCompletions) {
    const ex::LatinSquare s = load("latin7_multiple.txt");
    const csp::Result r = solve(s, 2);
    EXPECT_EQ(r.solution_count, 2u);
    EXPECT_NE(r.solutions[0], r.solutions[1]);
}

TEST(LatinSquare, NoCompletionWithoutAClash) {
    const ex::LatinSquare s = load("latin4_none.txt");
    EXPECT_TRUE(ex::given_conflict(s).empty());
    EXPECT_EQ(count_completions(s, 1), 0);
    const csp::Result r = solve(s, 2);
    EXPECT_EQ(r.status, csp::Status::Unsatisfiable);
    EXPECT_TRUE(r.complete);
}

TEST(LatinSquare, CountsAgreeWithBruteForce) {
    // Small squares whose completions can be counted by hand-rolled backtracking.
    const char* squares[] = {
        "0 0 0\n0 0 0\n0 0 0\n",  // 12 Latin squares of order 3
        "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
        "1 2 0 0\n0 0 0 0\n0 0 3 0\n0 0 0 4\n",
        "1 0 0 0\n0 1 0 0\n0 0 1 0\n0 0 0 2\n",
        "1 2 3 4 5\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 1\n",
        "1 0 1\n0 0 0\n0 0 0\n",  // clashing givens
    };
    for (const char* text : squares) {
        const ex::LatinSquare s = ex::parse_latin_square(text);
        const int expected = count_completions(s, 100000);
        const csp::Result r = solve(s, 0);
        EXPECT_TRUE(r.complete);
        EXPECT_EQ(r.solution_count, static_cast<std::uint64_t>(expected)) << text;
    }
}

TEST(LatinSquare, GivenConflictNamesRowOrColumn) {
    EXPECT_EQ(ex::given_conflict(ex::parse_latin_square("1 0 1\n0 0 0\n0 0 0\n")),
              "row 1 holds 1 twice (columns 1 and 3)");
    EXPECT_EQ(ex::given_conflict(ex::parse_latin_square("0 2 0\n0 0 0\n0 2 0\n")),
              "column 2 holds 2 twice (rows 1 and 3)");
    EXPECT_EQ(ex::given_conflict(ex::parse_latin_square("1 2 3\n2 3 1\n3 1 2\n")), "");
}

TEST(LatinSquare, AllDifferentModelAgreesWithTheBinaryModelAndBruteForceAtEveryStrength) {
    const char* squares[] = {
        "0 0 0\n0 0 0\n0 0 0\n",  // 12 Latin squares of order 3
        "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
        "1 2 0 0\n0 0 0 0\n0 0 3 0\n0 0 0 4\n",
        "1 0 0 0\n0 1 0 0\n0 0 1 0\n0 0 0 2\n",  // none, though no row or column repeats a given
        "1 2 3 4 5\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 1\n",
        "1 0 1\n0 0 0\n0 0 0\n",  // clashing givens
    };
    for (const std::string_view name : csp::all_different_strength_names()) {
        const csp::AllDifferentStrength strength = csp::all_different_strength_from_string(name);
        for (const char* text : squares) {
            const ex::LatinSquare s = ex::parse_latin_square(text);
            const int expected = count_completions(s, 100000);
            const csp::Problem binary_model = ex::latin_square_problem(s);
            const csp::Result binary = csp::Solver(binary_model, {.max_solutions = 0}).solve();
            const csp::Problem p = ex::latin_square_alldiff_problem(s, strength);
            ASSERT_EQ(p.num_variables(), s.order * s.order);
            EXPECT_TRUE(p.constraints().empty() == (strength != csp::AllDifferentStrength::Binary)) << name;
            const csp::Result r = csp::Solver(p, {.max_solutions = 0}).solve();
            EXPECT_TRUE(r.complete) << name << "\n" << text;
            EXPECT_EQ(r.solution_count, static_cast<std::uint64_t>(expected)) << name << "\n" << text;
            for (const auto& solution : r.solutions) EXPECT_TRUE(completes(s, solution)) << name;
            // The same completions as the binary model, cell for cell.
            EXPECT_EQ(std::set<csp::Assignment>(r.solutions.begin(), r.solutions.end()),
                      std::set<csp::Assignment>(binary.solutions.begin(), binary.solutions.end()))
                << name << "\n"
                << text;
        }
        // The three data files: unique, multiple, none.
        const ex::LatinSquare unique = load("latin7_unique.txt");
        const csp::Problem unique_model = ex::latin_square_alldiff_problem(unique, strength);
        const csp::Result u = csp::Solver(unique_model, {.max_solutions = 2}).solve();
        EXPECT_TRUE(u.complete) << name;
        ASSERT_EQ(u.solution_count, 1u) << name;
        EXPECT_TRUE(completes(unique, u.solutions[0])) << name;
        EXPECT_EQ(u.solutions[0], solve(unique, 1).solutions.at(0)) << name;
        const ex::LatinSquare multiple = load("latin7_multiple.txt");
        const csp::Problem multiple_model = ex::latin_square_alldiff_problem(multiple, strength);
        const csp::Result m = csp::Solver(multiple_model, {.max_solutions = 2}).solve();
        ASSERT_EQ(m.solution_count, 2u) << name;
        EXPECT_NE(m.solutions[0], m.solutions[1]);
        for (const auto& solution : m.solutions) EXPECT_TRUE(completes(multiple, solution)) << name;
        const csp::Problem none_model = ex::latin_square_alldiff_problem(load("latin4_none.txt"), strength);
        const csp::Result none = csp::Solver(none_model, {.max_solutions = 2}).solve();
        EXPECT_EQ(none.status, csp::Status::Unsatisfiable) << name;
        EXPECT_TRUE(none.complete) << name;
    }
}

TEST(LatinSquare, DomainAllDifferentSeesWhatTheArcsCannot) {
    // latin4_none: row 4 has no place for its 1 (columns 1-3 hold a 1 already, the corner holds 2).
    // ≠ arcs only remove values of fixed cells, so MAC must branch to find that out; all-different
    // at `hidden` or `domain` strength sees it at the root.
    const ex::LatinSquare s = load("latin4_none.txt");
    const csp::Problem arcs = ex::latin_square_problem(s);
    EXPECT_GT(csp::Solver(arcs, {.max_solutions = 2}).solve().stats.nodes, 0u);
    for (const auto strength : {csp::AllDifferentStrength::Hidden, csp::AllDifferentStrength::Domain}) {
        const csp::Problem p = ex::latin_square_alldiff_problem(s, strength);
        const csp::Result r = csp::Solver(p, {.max_solutions = 2}).solve();
        EXPECT_EQ(r.status, csp::Status::Unsatisfiable) << to_string(strength);
        EXPECT_EQ(r.stats.nodes, 0u) << to_string(strength);
    }
}
