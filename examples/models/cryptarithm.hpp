#pragma once
/// Cryptarithms (AIMA §6.1.3, fig. 6.2): WORD + WORD (+ …) = WORD, each letter a different digit,
/// no number starting with 0. The column sums with their carries are n-ary constraints
/// (O + O = R + 10·C1 links four variables); AIMA exercise 6.6 turns every n-ary constraint into
/// binary ones by the hidden-variable (dual) encoding, and so does this model:
///  - a hidden variable per column whose values are the column's allowed tuples — an int index
///    into a table listing, for each tuple, a digit for each letter of the column and a value for
///    each carry it mentions;
///  - a binary "projection" constraint between the hidden variable and each of those letters and
///    carries: tuple t allows exactly the value that t gives it.
/// Plus the letters pairwise ≠ and leading letters ≠ 0 (unary).
///
/// cryptarithm_linear_model() is the global-constraint alternative: the letters only, one
/// all-different over them and the whole sum as one linear equation (SEND + MORE − MONEY = 0 with
/// place values as coefficients), propagated on bounds.

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/linear/linear.hpp"
#include "csp/model/problem.hpp"
#include "csp/model/relation.hpp"
#include "csp/search/solver.hpp"

namespace csp::examples {

/// A malformed puzzle. what() reads "PUZZLE: column N: MESSAGE" (column = 1-based character
/// position), or "PUZZLE: MESSAGE" when the fault is not at one place.
class CryptarithmError : public std::invalid_argument {
public:
    CryptarithmError(std::string_view puzzle, int column, const std::string& message)
        : std::invalid_argument("'" + std::string(puzzle) +
                                "': " + (column > 0 ? "column " + std::to_string(column) + ": " : "") + message),
          column_(column),
          message_(message) {}
    int column() const { return column_; }
    const std::string& message() const { return message_; }

private:
    int column_;
    std::string message_;
};

/// A parsed puzzle: upper-case words.
struct Cryptarithm {
    std::vector<std::string> addends;
    std::string result;
    std::string letters;  ///< the distinct letters in order of first appearance

    std::string text() const {
        std::string t;
        for (std::size_t i = 0; i < addends.size(); ++i) t += (i ? " + " : "") + addends[i];
        return t + " = " + result;
    }
};

/// Parses "SEND+MORE=MONEY" (letters in either case, spaces anywhere between words, two or more
/// addends). Throws CryptarithmError saying what is wrong and where.
inline Cryptarithm parse_cryptarithm(std::string_view text) {
    Cryptarithm puzzle;
    std::string word;
    bool word_closed = false;  // a space followed the current word: the next letter starts a new one
    bool seen_equals = false;
    auto fail = [text](std::size_t index, const std::string& message) -> CryptarithmError {
        return CryptarithmError(text, static_cast<int>(index) + 1, message);
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
            if (word_closed)
                throw fail(
                    i, "expected '+' or '=' between the words '" + word + "' and the word starting with '" + c + "'");
            word += static_cast<char>(c >= 'a' ? c - 'a' + 'A' : c);
        } else if (c == ' ' || c == '\t') {
            word_closed = !word.empty();
        } else if (c == '+' || c == '=') {
            if (seen_equals)
                throw fail(i, c == '+' ? "'+' after '=': the result must be a single word" : "a second '='");
            if (word.empty()) throw fail(i, std::string("empty word before '") + c + "'");
            puzzle.addends.push_back(std::move(word));
            word.clear();
            word_closed = false;
            seen_equals = c == '=';
        } else {
            const auto byte = static_cast<unsigned char>(c);
            const std::string shown =
                byte >= 0x20 && byte < 0x7f ? std::string("'") + c + "'" : "byte " + std::to_string(byte);
            throw fail(i, shown + " is not allowed: expected letters A-Z, '+', '=' or spaces");
        }
    }
    if (!seen_equals) throw CryptarithmError(text, 0, "missing '=' (expected e.g. SEND + MORE = MONEY)");
    if (word.empty()) throw fail(text.size(), "empty result after '='");
    puzzle.result = std::move(word);
    if (puzzle.addends.size() < 2)
        throw CryptarithmError(text, 0, "expected at least two addends joined by '+' before '='");
    for (const std::string& w : puzzle.addends) {
        if (w.size() > puzzle.result.size())
            throw CryptarithmError(text, 0,
                                   "the result " + puzzle.result + " has " + std::to_string(puzzle.result.size()) +
                                       " letters but the addend " + w + " has " + std::to_string(w.size()) +
                                       ": a sum without leading zeros is at least as long as each addend");
    }
    auto collect = [&puzzle](const std::string& w) {
        for (char c : w)
            if (puzzle.letters.find(c) == std::string::npos) puzzle.letters += c;
    };
    for (const std::string& w : puzzle.addends) collect(w);
    collect(puzzle.result);
    if (puzzle.letters.size() > 10)
        throw CryptarithmError(
            text, 0,
            std::to_string(puzzle.letters.size()) + " distinct letters (" + puzzle.letters + ") but only 10 digits");
    return puzzle;
}

/// Largest tuple table of one column; a column with many distinct letters (P(10, k) digit
/// combinations) would otherwise need hundreds of megabytes of support bitsets.
inline constexpr std::size_t kMaxColumnTuples = 100'000;

/// The CSP for a puzzle and what it needs to read a solution back.
struct CryptarithmModel {
    /// One column's hidden variable: its tuple t gives scope[k] the value tuples[t·width + k].
    struct Column {
        csp::VarId hidden = -1;
        std::vector<csp::VarId> scope;  ///< the column's distinct letters, then carry in, carry out
        std::vector<int> tuples;        ///< row-major, scope.size() values per tuple
        std::size_t size() const { return scope.empty() ? 0 : tuples.size() / scope.size(); }
    };
    Cryptarithm puzzle;
    csp::Problem problem;
    std::array<csp::VarId, 26> letter_var{};  ///< by letter − 'A'; -1 if the letter does not occur
    std::vector<csp::VarId> carries;          ///< carries[i]: carry into column i (units = 0); [0] unused
    std::vector<Column> columns;              ///< units column first; empty in the linear model
};

/// Builds the hidden-variable model described at the top of this file. Throws CryptarithmError if
/// a column's tuple table would exceed kMaxColumnTuples.
inline CryptarithmModel cryptarithm_model(const Cryptarithm& puzzle) {
    CryptarithmModel m;
    m.puzzle = puzzle;
    m.letter_var.fill(-1);
    csp::Problem& p = m.problem;
    const auto width = puzzle.result.size();
    auto letter_at = [](const std::string& word, std::size_t column) -> int {  // column 0 = units; -1 past the word
        return column < word.size() ? word[word.size() - 1 - column] - 'A' : -1;
    };
    // A number of two or more digits does not start with 0; a one-letter word may be 0.
    std::array<bool, 26> leading{};
    auto mark_leading = [&leading](const std::string& w) {
        leading[static_cast<std::size_t>(w.front() - 'A')] |= w.size() > 1;
    };
    for (const std::string& w : puzzle.addends) mark_leading(w);
    mark_leading(puzzle.result);

    for (char c : puzzle.letters) {
        const auto l = static_cast<std::size_t>(c - 'A');
        m.letter_var[l] = p.add_variable(std::string(1, c), 0, 9);
        if (leading[l]) p.remove_value(m.letter_var[l], 0);
    }
    for (std::size_t a = 0; a < puzzle.letters.size(); ++a)
        for (std::size_t b = a + 1; b < puzzle.letters.size(); ++b)
            p.add_constraint(m.letter_var[static_cast<std::size_t>(puzzle.letters[a] - 'A')],
                             m.letter_var[static_cast<std::size_t>(puzzle.letters[b] - 'A')], csp::not_equal());

    // Carry into column i is at most (9·(addends reaching column i−1) + its own carry in) / 10.
    std::vector<int> max_carry(width + 1, 0);
    m.carries.assign(width, -1);
    for (std::size_t i = 0; i < width; ++i) {
        int reaching = 0;
        for (const std::string& w : puzzle.addends) reaching += w.size() > i;
        max_carry[i + 1] = (9 * reaching + max_carry[i]) / 10;
        if (i + 1 < width) m.carries[i + 1] = p.add_variable("C" + std::to_string(i + 1), 0, max_carry[i + 1]);
    }

    for (std::size_t i = 0; i < width; ++i) {
        CryptarithmModel::Column column;
        std::vector<int> letters;      // distinct letters of the column, addends' first
        std::array<int, 26> weight{};  // how often each letter occurs among the column's addends
        for (const std::string& w : puzzle.addends)
            if (const int l = letter_at(w, i); l >= 0) {
                if (std::find(letters.begin(), letters.end(), l) == letters.end()) letters.push_back(l);
                ++weight[static_cast<std::size_t>(l)];
            }
        const std::size_t addend_letters = letters.size();
        const int result_letter = letter_at(puzzle.result, i);
        if (std::find(letters.begin(), letters.end(), result_letter) == letters.end()) letters.push_back(result_letter);
        for (int l : letters) column.scope.push_back(m.letter_var[static_cast<std::size_t>(l)]);
        const bool has_carry_in = i > 0;
        const bool has_carry_out = i + 1 < width;
        if (has_carry_in) column.scope.push_back(m.carries[i]);
        if (has_carry_out) column.scope.push_back(m.carries[i + 1]);

        // Enumerate digits for the addend letters (pairwise different, leading ones ≠ 0) and the
        // carry in; the column sum then fixes the result letter and the carry out.
        std::vector<int> digit(26, -1);
        std::array<bool, 10> used{};
        const std::function<void(std::size_t)> enumerate = [&](std::size_t k) {
            if (k < addend_letters) {
                const auto l = static_cast<std::size_t>(letters[k]);
                for (int d = leading[l] ? 1 : 0; d <= 9; ++d) {
                    if (used[static_cast<std::size_t>(d)]) continue;
                    used[static_cast<std::size_t>(d)] = true;
                    digit[l] = d;
                    enumerate(k + 1);
                    used[static_cast<std::size_t>(d)] = false;
                }
                digit[l] = -1;
                return;
            }
            for (int carry_in = 0; carry_in <= max_carry[i]; ++carry_in) {
                int sum = carry_in;
                for (std::size_t a = 0; a < addend_letters; ++a)
                    sum += weight[static_cast<std::size_t>(letters[a])] * digit[static_cast<std::size_t>(letters[a])];
                const int r = sum % 10;
                const int carry_out = sum / 10;
                if (carry_out > (has_carry_out ? max_carry[i + 1] : 0)) continue;
                const auto rl = static_cast<std::size_t>(result_letter);
                if (digit[rl] >= 0 ? digit[rl] != r : (used[static_cast<std::size_t>(r)] || (leading[rl] && r == 0)))
                    continue;
                if (column.tuples.size() / column.scope.size() >= kMaxColumnTuples)
                    throw CryptarithmError(puzzle.text(), 0,
                                           "column " + std::to_string(i + 1) + " (from the right) has more than " +
                                               std::to_string(kMaxColumnTuples) +
                                               " allowed tuples; the hidden-variable encoding is too large");
                for (int l : letters)
                    column.tuples.push_back(l == result_letter ? r : digit[static_cast<std::size_t>(l)]);
                if (has_carry_in) column.tuples.push_back(carry_in);
                if (has_carry_out) column.tuples.push_back(carry_out);
            }
        };
        enumerate(0);

        const std::string name = "col" + std::to_string(i + 1);
        const auto count = static_cast<int>(column.size());
        if (count == 0) {
            // No tuple satisfies this column: the puzzle has no solution. Keep the variable with an
            // empty domain (a model, not an error) and no projection constraints.
            column.hidden = p.add_variable(name, 0, 0);
            p.restrict(column.hidden, [](int) { return false; });
        } else {
            column.hidden = p.add_variable(name, 0, count - 1);
            for (std::size_t k = 0; k < column.scope.size(); ++k) {
                std::vector<std::pair<int, int>> pairs;
                pairs.reserve(static_cast<std::size_t>(count));
                for (int t = 0; t < count; ++t)
                    pairs.emplace_back(t, column.tuples[static_cast<std::size_t>(t) * column.scope.size() + k]);
                p.add_constraint(column.hidden, column.scope[k], csp::table(std::move(pairs)));
            }
        }
        m.columns.push_back(std::move(column));
    }
    return m;
}

/// The letters as variables 0..9 (leading letters of multi-letter words without 0), one
/// all-different over them, and Σ (place value in the addends − place value in the result) ·
/// letter = 0. No carries and no hidden variables: a letter's coefficient sums all its places, so
/// a letter that cancels out (weight 0) is left out of the equation. Throws CryptarithmError when a
/// coefficient does not fit in an int (words of ten or more letters).
inline CryptarithmModel cryptarithm_linear_model(const Cryptarithm& puzzle) {
    CryptarithmModel m;
    m.puzzle = puzzle;
    m.letter_var.fill(-1);
    csp::Problem& p = m.problem;
    std::array<long long, 26> weight{};
    std::array<bool, 26> leading{};
    auto add_word = [&](const std::string& w, int sign) {
        long long place = sign;
        for (auto c = w.rbegin(); c != w.rend(); ++c, place *= 10) {
            if (place > std::numeric_limits<int>::max() || place < std::numeric_limits<int>::min())
                throw CryptarithmError(puzzle.text(), 0,
                                       "the word " + w + " is too long for the linear model (place values beyond int)");
            weight[static_cast<std::size_t>(*c - 'A')] += place;
        }
        leading[static_cast<std::size_t>(w.front() - 'A')] |= w.size() > 1;
    };
    for (const std::string& w : puzzle.addends) add_word(w, 1);
    add_word(puzzle.result, -1);

    std::vector<csp::VarId> letters, terms;
    std::vector<int> coefficients;
    for (char c : puzzle.letters) {
        const auto l = static_cast<std::size_t>(c - 'A');
        m.letter_var[l] = p.add_variable(std::string(1, c), 0, 9);
        if (leading[l]) p.remove_value(m.letter_var[l], 0);
        letters.push_back(m.letter_var[l]);
        if (weight[l] > std::numeric_limits<int>::max() || weight[l] < std::numeric_limits<int>::min())
            throw CryptarithmError(puzzle.text(), 0,
                                   std::string("the coefficient of ") + c + " does not fit in an int");
        if (weight[l] != 0) {
            terms.push_back(m.letter_var[l]);
            coefficients.push_back(static_cast<int>(weight[l]));
        }
    }
    csp::add_all_different(p, letters, csp::AllDifferentStrength::Domain);
    if (!terms.empty()) csp::add_linear(p, coefficients, terms, csp::LinearRelation::Equal, 0);
    return m;
}

/// The digit of each letter in a solution of either model, indexed by letter − 'A' (-1 if absent).
inline std::array<int, 26> letter_digits(const CryptarithmModel& m, const csp::Assignment& solution) {
    std::array<int, 26> digits{};
    for (std::size_t l = 0; l < 26; ++l)
        digits[l] = m.letter_var[l] < 0 ? -1 : solution[static_cast<std::size_t>(m.letter_var[l])];
    return digits;
}

/// A word with each letter replaced by its digit.
inline std::string substitute(const std::string& word, const std::array<int, 26>& digits) {
    std::string number;
    for (char c : word) number += static_cast<char>('0' + digits[static_cast<std::size_t>(c - 'A')]);
    return number;
}

}  // namespace csp::examples
