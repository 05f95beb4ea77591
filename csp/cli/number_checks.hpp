#pragma once
/// Number checks for CLI11 options. CLI11's own PositiveNumber / NonNegativeNumber print their
/// range as "0.000000 to 1797693134862315…" (the whole of DBL_MAX); these say in a few words what
/// was expected and what was given.

#include <CLI/CLI.hpp>
#include <string>

namespace csp::cli {

/// Accepts numbers ≥ `least`; `what` says so in the message ("1 or more"), `name` in --help.
inline CLI::Validator at_least(double least, const std::string& what, const std::string& name) {
    return CLI::Validator(
        [least, what](std::string& text) -> std::string {
            double value = 0;
            if (!CLI::detail::lexical_cast(text, value)) return "expected a number, got '" + text + "'";
            if (value < least) return "must be " + what + ", got " + text;
            return {};
        },
        name);
}
inline CLI::Validator positive() { return at_least(1, "1 or more", "POSITIVE"); }
inline CLI::Validator non_negative() { return at_least(0, "0 or more", "NONNEGATIVE"); }

}  // namespace csp::cli
