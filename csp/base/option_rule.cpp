#include "csp/base/option_rule.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace csp {

namespace {

std::string range_text(std::uint64_t least, std::uint64_t most) {
    if (most == std::numeric_limits<std::uint64_t>::max()) return ", " + std::to_string(least) + " or more";
    return " from " + std::to_string(least) + " to " + std::to_string(most);
}

/// The whole text as a double (strtod's forms: 1e10, inf, nan), or false.
bool read_double(std::string_view text, double& value) {
    if (text.empty() || text.front() == ' ') return false;
    const std::string copy(text);
    char* end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    return end == copy.c_str() + copy.size();
}

}  // namespace

bool parse_flag(std::string_view text) {
    if (text == "true" || text == "1") return true;
    if (text == "false" || text == "0") return false;
    throw OptionError("must be true or false, got " + std::string(text));
}

std::uint64_t parse_whole(std::string_view text, std::uint64_t least, std::uint64_t most) {
    const std::string expected = "must be a whole number" + range_text(least, most) + ", got " + std::string(text);
    std::uint64_t value = 0;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (!text.empty() && text.front() == '+') ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    // A sign, a fraction, an exponent or too many digits: refused with the range.
    if (first == last || !(*first >= '0' && *first <= '9') || error != std::errc() || end != last || value < least ||
        value > most)
        throw OptionError(expected);
    return value;
}

double parse_real(std::string_view text, double low, double high) {
    double value = 0;
    if (!read_double(text, value) || !(value >= low && value <= high))
        throw OptionError("must be a number from " + real_text(low) + " to " + real_text(high) + ", got " +
                          std::string(text));
    return value;
}

double parse_seconds(std::string_view text, std::string_view unit) {
    double value = 0;
    if (!read_double(text, value) || !(value >= 0))
        throw OptionError("must be 0 or more, got " + std::string(text) + " (" + std::string(unit) + "; 0: no limit)");
    return value;
}

std::string parse_choice(std::string_view text, const std::vector<std::string_view>& choices, std::string_view what) {
    std::string known;
    for (std::string_view choice : choices) {
        if (choice == text) return std::string(text);
        known += (known.empty() ? "" : ", ") + std::string(choice);
    }
    // The words of the enums' own from_string, so that every surface says the same.
    throw OptionError("unknown " + std::string(what) + " '" + std::string(text) + "' (expected one of: " + known + ")");
}

std::chrono::milliseconds time_limit_from_seconds(double seconds) {
    if (!(seconds >= 0)) parse_seconds(real_text(seconds), "seconds");  // throws the rule's message
    if (seconds == 0) return std::chrono::milliseconds(0);
    const double longest = static_cast<double>(kLongestTimeLimit.count());
    const double ms = seconds * 1000;
    if (!(ms < longest)) return kLongestTimeLimit;
    return std::chrono::milliseconds(std::max<long long>(1, std::llround(ms)));
}

double seconds_of(std::chrono::milliseconds limit) { return static_cast<double>(limit.count()) / 1000; }

std::string real_text(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    // The shortest form that reads back (std::to_chars for doubles is missing from the libc++ of
    // Debian's emscripten, so the precision is searched with snprintf).
    // A whole number is written whole when that is shorter (100, not 1e+02), as to_chars does.
    char buffer[64];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
        if (std::strtod(buffer, nullptr) == value) break;
    }
    std::string text = buffer;
    if (std::abs(value) < 1e17 && value == std::trunc(value)) {
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
        if (std::string(buffer).size() <= text.size()) text = buffer;
    }
    return text;
}

}  // namespace csp
