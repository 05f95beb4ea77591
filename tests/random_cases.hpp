#pragma once
// How many random cases a property test runs: all of them, unless CSP_TEST_CASES_PERCENT says
// otherwise. scripts/sanitize sets it: under AddressSanitizer the brute-force
// oracles of these tests, not the library code the sanitizers watch, take most of the time, and a
// fifth of the cases still drives every path of the code under test. The Release stage runs them all.
#include <algorithm>
#include <cstdlib>

namespace csp::testing {

inline int random_cases(int all, int at_least = 1) {
    static const int percent = [] {
        const char* text = std::getenv("CSP_TEST_CASES_PERCENT");
        const int value = text == nullptr ? 100 : std::atoi(text);
        return std::clamp(value, 1, 100);
    }();
    return std::max(std::min(all, at_least), all * percent / 100);
}

}  // namespace csp::testing
