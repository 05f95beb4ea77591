#pragma once
/// The one rule for every number (and name) a user gives, on every surface: the command line, the
/// Python keywords, the web API, fzn-csp's flags. Text in (a front end turns its own value into
/// text first: Python's str(), JSON's dump), a checked value out, or OptionError saying what was
/// expected; the front end puts the option's name, in its own spelling, in front of the message.
///
/// - a whole number must be written in decimal and lie in its range: -1, 1.5 and 2^64 are refused
///   with the range (never wrapped, never read as "no limit");
/// - a real must be a finite number in its range; NaN is refused;
/// - seconds: NaN and negative values are refused; 0 is no limit; a positive value is rounded to
///   the engine's clock (milliseconds), and a tiny one becomes the shortest limit, 1 ms (never
///   "no limit"); a huge one, infinity included, becomes the longest, kLongestTimeLimit (never a
///   wrap-around into "expired at once").

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace csp {

/// A value refused by the rule; what() says what was expected and what was given ("must be a whole
/// number, 0 or more, got -1"), without the option's name: each surface puts its own spelling in front.
class OptionError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// The longest time limit: 100 years. Longer ones are cut to it, so that no clock arithmetic on a
/// limit can overflow (nanoseconds since a steady_clock start overflow after 292 years).
inline constexpr std::chrono::milliseconds kLongestTimeLimit{100LL * 365 * 24 * 3600 * 1000};

bool parse_flag(std::string_view text);
std::uint64_t parse_whole(std::string_view text, std::uint64_t least, std::uint64_t most);
double parse_real(std::string_view text, double low, double high);
/// A time as the rule above allows it (NaN and negatives refused; infinity is kept); `unit` names
/// it in the message ("seconds").
double parse_seconds(std::string_view text, std::string_view unit);
/// `what` names the choice in the message ("unknown variable order 'x' (expected one of: …)").
std::string parse_choice(std::string_view text, const std::vector<std::string_view>& choices, std::string_view what);

/// The one conversion of seconds to the engine's clock (the rule above). Throws OptionError for
/// NaN or a negative value.
std::chrono::milliseconds time_limit_from_seconds(double seconds);
/// A limit in the engine's clock as seconds (0 = none), the inverse for whole milliseconds.
double seconds_of(std::chrono::milliseconds limit);

/// The shortest text that reads back as `value` (1.5, 0.02, 100).
std::string real_text(double value);

}  // namespace csp
