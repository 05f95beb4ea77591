// Cryptarithm example: the parser's errors, and solution sets compared with brute-force
// enumeration of digit assignments, the arithmetic checked on the numbers.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "csp/search/solver.hpp"
#include "models/cryptarithm.hpp"

namespace ex = csp::examples;

namespace {

using Digits = std::array<int, 26>;

std::int64_t value(const std::string& word, const Digits& d) {
    std::int64_t v = 0;
    for (char c : word) v = v * 10 + d[static_cast<std::size_t>(c - 'A')];
    return v;
}

// Sum holds and no multi-letter word starts with 0, checked on the numbers themselves.
bool solves(const std::vector<std::string>& addends, const std::string& result, const Digits& d) {
    std::int64_t sum = 0;
    for (const auto& w : addends) {
        if (w.size() > 1 && d[static_cast<std::size_t>(w[0] - 'A')] == 0) return false;
        sum += value(w, d);
    }
    if (result.size() > 1 && d[static_cast<std::size_t>(result[0] - 'A')] == 0) return false;
    return sum == value(result, d);
}

// Every injective letter → digit map, tested one by one.
std::set<Digits> brute_force(const std::vector<std::string>& addends, const std::string& result) {
    std::string letters;
    for (const auto& w : addends)
        for (char c : w)
            if (letters.find(c) == std::string::npos) letters += c;
    for (char c : result)
        if (letters.find(c) == std::string::npos) letters += c;
    std::set<Digits> found;
    Digits d;
    d.fill(-1);
    std::array<bool, 10> used{};
    std::function<void(std::size_t)> rec = [&](std::size_t k) {
        if (k == letters.size()) {
            if (solves(addends, result, d)) found.insert(d);
            return;
        }
        for (int digit = 0; digit < 10; ++digit) {
            if (used[static_cast<std::size_t>(digit)]) continue;
            used[static_cast<std::size_t>(digit)] = true;
            d[static_cast<std::size_t>(letters[k] - 'A')] = digit;
            rec(k + 1);
            used[static_cast<std::size_t>(digit)] = false;
        }
        d[static_cast<std::size_t>(letters[k] - 'A')] = -1;
    };
    rec(0);
    return found;
}

enum class Model { Dual, Linear };

std::set<Digits> solve_all(const std::string& text, Model model = Model::Dual) {
    const ex::Cryptarithm puzzle = ex::parse_cryptarithm(text);
    const ex::CryptarithmModel m =
        model == Model::Dual ? ex::cryptarithm_model(puzzle) : ex::cryptarithm_linear_model(puzzle);
    csp::Solver solver(m.problem, {.max_solutions = 0});
    const csp::Result r = solver.solve();
    EXPECT_TRUE(r.complete) << text;
    std::set<Digits> found;
    for (const auto& s : r.solutions) found.insert(ex::letter_digits(m, s));
    EXPECT_EQ(found.size(), r.solution_count) << text;
    return found;
}

// Expects a CryptarithmError at `column` (0 = none) whose message contains `fragment`.
void expect_cryptarithm_error(const std::string& text, int column, const std::string& fragment) {
    try {
        ex::cryptarithm_model(ex::parse_cryptarithm(text));
        ADD_FAILURE() << "no error for " << text;
    } catch (const ex::CryptarithmError& e) {
        EXPECT_EQ(e.column(), column) << e.what();
        EXPECT_NE(e.message().find(fragment), std::string::npos) << e.what();
    }
}

}  // namespace

TEST(Cryptarithm, SendMoreMoney) {
    const auto found = solve_all("SEND+MORE=MONEY");
    ASSERT_EQ(found.size(), 1u);
    const Digits& d = *found.begin();
    EXPECT_EQ(value("SEND", d), 9567);
    EXPECT_EQ(value("MORE", d), 1085);
    EXPECT_EQ(value("MONEY", d), 10652);
    EXPECT_EQ(value("SEND", d) + value("MORE", d), value("MONEY", d));
}

TEST(Cryptarithm, LinearModelSendMoreMoneyHasTheOneSolution) {
    const auto found = solve_all("SEND+MORE=MONEY", Model::Linear);
    ASSERT_EQ(found.size(), 1u);
    const Digits& d = *found.begin();
    EXPECT_EQ(value("SEND", d), 9567);
    EXPECT_EQ(value("MORE", d), 1085);
    EXPECT_EQ(value("MONEY", d), 10652);
    EXPECT_EQ(found, solve_all("SEND+MORE=MONEY", Model::Dual));
}

TEST(Cryptarithm, LinearModelIsLettersWithTwoPropagators) {
    const ex::CryptarithmModel m = ex::cryptarithm_linear_model(ex::parse_cryptarithm("SEND+MORE=MONEY"));
    EXPECT_EQ(m.problem.num_variables(), 8);  // S E N D M O R Y, no carries, no hidden variables
    EXPECT_TRUE(m.problem.constraints().empty());
    EXPECT_TRUE(m.columns.empty());
}

TEST(Cryptarithm, BothModelsMatchBruteForce) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> puzzles = {
        {{"SEND", "MORE"}, "MONEY"},
        {{"TWO", "TWO"}, "FOUR"},
        {{"TWO", "TWO", "TWO"}, "SIX"},
        {{"AB", "BA", "CC"}, "DEF"},
        {{"A", "B"}, "C"},
        {{"AB", "AB"}, "AB"},
        {{"ABC", "ABC", "ABC"}, "DEFC"},
        {{"A", "A", "A", "A"}, "BA"},
        {{"NO", "NO"}, "YES"},
        {{"TO", "GO"}, "OUT"},
    };
    for (const auto& [addends, result] : puzzles) {
        std::string text;
        for (const auto& w : addends) text += (text.empty() ? "" : "+") + w;
        text += "=" + result;
        const auto expected = brute_force(addends, result);
        const auto linear = solve_all(text, Model::Linear);
        EXPECT_EQ(linear, expected) << text;
        EXPECT_EQ(linear, solve_all(text, Model::Dual)) << text;
        for (const auto& d : linear) EXPECT_TRUE(solves(addends, result, d)) << text;  // long addition, independently
    }
}

TEST(Cryptarithm, TwoTwoFourMatchesBruteForce) {
    const auto expected = brute_force({"TWO", "TWO"}, "FOUR");
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(solve_all("TWO + TWO = FOUR"), expected);
}

TEST(Cryptarithm, MoreAddendsAndOddShapesMatchBruteForce) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> puzzles = {
        {{"TWO", "TWO", "TWO"}, "SIX"},  {{"AB", "BA", "CC"}, "DEF"},  {{"A", "B"}, "C"},     {{"AB", "AB"}, "AB"},
        {{"ABC", "ABC", "ABC"}, "DEFC"}, {{"A", "A", "A", "A"}, "BA"}, {{"NO", "NO"}, "YES"}, {{"TO", "GO"}, "OUT"},
    };
    for (const auto& [addends, result] : puzzles) {
        std::string text;
        for (const auto& w : addends) text += (text.empty() ? "" : "+") + w;
        text += "=" + result;
        const auto expected = brute_force(addends, result);
        EXPECT_EQ(solve_all(text), expected) << text;
        for (const auto& d : expected) EXPECT_TRUE(solves(addends, result, d));
    }
}

TEST(Cryptarithm, ParsesCaseAndSpaces) {
    const ex::Cryptarithm p = ex::parse_cryptarithm("  send +more= money ");
    EXPECT_EQ(p.addends, (std::vector<std::string>{"SEND", "MORE"}));
    EXPECT_EQ(p.result, "MONEY");
    EXPECT_EQ(p.letters, "SENDMORY");
    EXPECT_EQ(p.text(), "SEND + MORE = MONEY");
}

TEST(Cryptarithm, ModelIsBinaryWithOneHiddenVariablePerColumn) {
    const ex::CryptarithmModel m = ex::cryptarithm_model(ex::parse_cryptarithm("SEND+MORE=MONEY"));
    EXPECT_EQ(m.columns.size(), 5u);
    // 8 letters + 4 carries + 5 hidden variables.
    EXPECT_EQ(m.problem.num_variables(), 17);
    // Every tuple of every column satisfies its column sum.
    for (std::size_t i = 0; i < m.columns.size(); ++i) {
        const auto& col = m.columns[i];
        EXPECT_GT(col.size(), 0u);
        EXPECT_EQ(m.problem.labels(col.hidden).size(), col.size());
    }
}

TEST(Cryptarithm, MalformedPuzzlesAreRejected) {
    expect_cryptarithm_error("SEND+MOR3=MONEY", 9, "'3' is not allowed");
    expect_cryptarithm_error("SEND+MORE", 0, "missing '='");
    expect_cryptarithm_error("SEND++MORE=MONEY", 6, "empty word before '+'");
    expect_cryptarithm_error("+MORE=MONEY", 1, "empty word before '+'");
    expect_cryptarithm_error("SEND+=MONEY", 6, "empty word before '='");
    expect_cryptarithm_error("SEND+MORE=", 11, "empty result");
    expect_cryptarithm_error("SEND+MORE=MONEY+X", 16, "the result must be a single word");
    expect_cryptarithm_error("A+B=C=D", 6, "a second '='");
    expect_cryptarithm_error("SEND MORE=MONEY", 6, "expected '+' or '='");
    expect_cryptarithm_error("MONEY=SEND", 0, "at least two addends");
    expect_cryptarithm_error("ABC+DEF=GHIJK", 0, "11 distinct letters");
    expect_cryptarithm_error("ABCDE+FGHIJ=KA", 0, "at least as long as each addend");
    expect_cryptarithm_error("SEND-MORE=MONEY", 5, "'-' is not allowed");
}

TEST(Cryptarithm, OversizedColumnIsRejectedNotAllocated) {
    // Eight different letters in one column: 10·9·…·3 digit combinations before carries.
    expect_cryptarithm_error("A+B+C+D+E+F+G+H=IJ", 0, "hidden-variable encoding is too large");
}
