// Fuzz target: the cryptarithm parser and model. A text is either parsed (two or more addends,
// at most 10 letters, no addend longer than the result) or rejected with a CryptarithmError at a
// column inside the text. Parsed puzzles are modelled and solved under a node limit, and every
// solution is checked by long addition, digit by digit, independently of the model.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "csp/search/solver.hpp"
#include "fuzz_check.hpp"
#include "models/cryptarithm.hpp"

namespace ex = csp::examples;

namespace {

void check_solution(const ex::Cryptarithm& puzzle, const std::array<int, 26>& digits) {
    for (char c : puzzle.letters) {
        const int d = digits[static_cast<std::size_t>(c - 'A')];
        FUZZ_CHECK(d >= 0 && d <= 9, "letter without a digit");
        for (char other : puzzle.letters)
            FUZZ_CHECK(other == c || digits[static_cast<std::size_t>(other - 'A')] != d, "two letters share a digit");
    }
    auto digit_of = [&](const std::string& word, std::size_t column) {  // column 0 = units; 0 past the word
        return column < word.size() ? digits[static_cast<std::size_t>(word[word.size() - 1 - column] - 'A')] : 0;
    };
    auto leading_zero = [&](const std::string& word) {
        return word.size() > 1 && digit_of(word, word.size() - 1) == 0;
    };
    for (const std::string& w : puzzle.addends) FUZZ_CHECK(!leading_zero(w), "an addend starts with 0");
    FUZZ_CHECK(!leading_zero(puzzle.result), "the result starts with 0");
    int carry = 0;
    for (std::size_t column = 0; column < puzzle.result.size(); ++column) {
        int sum = carry;
        for (const std::string& w : puzzle.addends) sum += digit_of(w, column);
        FUZZ_CHECK(sum % 10 == digit_of(puzzle.result, column), "a column does not add up");
        carry = sum / 10;
    }
    FUZZ_CHECK(carry == 0, "the sum is longer than the result");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ex::Cryptarithm puzzle;
    try {
        puzzle = ex::parse_cryptarithm(text);
    } catch (const ex::CryptarithmError& error) {
        FUZZ_CHECK(error.column() >= 0 && error.column() <= static_cast<int>(size) + 1, "error column out of range");
        return 0;
    }
    FUZZ_CHECK(puzzle.addends.size() >= 2, "fewer than two addends");
    FUZZ_CHECK(puzzle.letters.size() <= 10, "more letters than digits");
    for (const std::string& w : puzzle.addends)
        FUZZ_CHECK(!w.empty() && w.size() <= puzzle.result.size(), "bad addend");

    ex::CryptarithmModel model;
    try {
        model = ex::cryptarithm_model(puzzle);
    } catch (const ex::CryptarithmError&) {
        return 0;  // a column too large for the hidden-variable encoding: a documented refusal
    }
    csp::Solver solver(model.problem, {.max_solutions = 2, .limits = {.node_limit = 2'000}});
    const csp::Result r = solver.solve();
    for (const auto& solution : r.solutions) check_solution(puzzle, ex::letter_digits(model, solution));
    return 0;
}
