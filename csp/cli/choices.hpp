#pragma once
/// Strategy enums on the command line: an option bound to an enum variable, whose valid names,
/// error message and default shown in --help all come from the engine's one name table per enum
/// (csp/base/enum_names.hpp), so a flag can never accept or print a name the library does not know.

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace csp::cli {

/// A CLI11 check that accepts exactly `names`; --help and the error message list them.
inline CLI::IsMember choices(const std::vector<std::string_view>& names) {
    return CLI::IsMember(std::vector<std::string>(names.begin(), names.end()));
}

/// `names` joined by `separator`, for help texts ("a|b|c").
inline std::string join(const std::vector<std::string_view>& names, std::string_view separator) {
    std::string text;
    for (std::string_view name : names) text += (text.empty() ? "" : std::string(separator)) + std::string(name);
    return text;
}

/// Adds `flag`, bound to `value`: the text must be one of `names` and is turned into the enum by
/// `parse` (the enum's from_string); --help shows the value `value` holds now as the default.
template <class Enum>
CLI::Option* add_enum_option(CLI::App& app, const std::string& flag, Enum& value,
                             const std::vector<std::string_view>& names, Enum (*parse)(std::string_view),
                             const std::string& help) {
    return app
        .add_option_function<std::string>(
            flag, [&value, parse](const std::string& name) { value = parse(name); }, help)
        ->check(choices(names))
        ->default_str(std::string(to_string(value)));
}

}  // namespace csp::cli
