#pragma once
/// Reading the option objects of the JavaScript API: known keys only (a misspelt option is an
/// error, not silently ignored), each of the expected type. The search options are the rows of the
/// engine's option tables (csp/base/option_table.hpp) under their camelCase names, each value
/// through the one rule of csp/base/option_rule.hpp.

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "csp/base/option_table.hpp"
#include "web/src/error.hpp"

namespace web {

/// Throws InputError naming the first key of `options` not in `known`. Null counts as {}.
void check_keys(const json& options, std::string_view what, const std::vector<std::string>& known);
void check_keys(const json& options, std::string_view what, std::initializer_list<std::string_view> known);

std::string string_option(const json& options, const char* key, const std::string& fallback);
std::uint64_t count_option(const json& options, const char* key, std::uint64_t fallback);
bool bool_option(const json& options, const char* key, bool fallback);

/// Former spellings of the API, still accepted: "static" for the input order (variableOrder,
/// valueOrder), timeLimitMs (milliseconds) for timeLimit (seconds). InputError when both are given.
json with_former_spellings(json options);

/// A JSON value as the text of the rule, by the row's type; InputError naming `key` for a value of
/// the wrong type.
std::string rule_text(csp::OptionType type, const json& value, const std::string& key);

/// The camelCase keys of `rows`, for check_keys.
template <class Row>
std::vector<std::string> option_keys(const std::vector<Row>& rows) {
    std::vector<std::string> keys;
    for (const Row& row : rows) keys.push_back(csp::camel_spelling(row.name));
    return keys;
}

/// Sets every row of `rows` whose camelCase key `options` has (null or absent: unchanged) through
/// the row's rule; InputError naming the key.
template <class Options, class Reader>
void apply_options(const std::vector<csp::OptionRow<Options, Reader>>& rows, Options& target, const json& options) {
    if (!options.is_object()) return;
    for (const auto& row : rows) {
        const std::string key = csp::camel_spelling(row.name);
        if (!options.contains(key) || options[key].is_null()) continue;
        try {
            row.set(target, row.parse(rule_text(row.type, options[key], key)));
        } catch (const csp::OptionError& e) {
            // A choice's message names it already ("unknown inference 'x' (expected one of: …)").
            throw InputError(row.type == csp::OptionType::Choice ? e.what() : key + ": " + e.what());
        }
    }
}

}  // namespace web
