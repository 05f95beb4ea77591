#pragma once
/// One table per options struct (as CaDiCaL's options.hpp): each row says an option's name, what
/// it holds (a flag, a whole number in a range, a real in a range, seconds, one of some names), its
/// unit and help, and how to read and set it on the struct. The command line (csp/cli), the Python
/// keywords, the web API and their help and stubs are made from, or checked against, these rows;
/// the default is whatever the struct a front end starts from holds. Header only, on nothing but
/// the standard library, so that every front end can read it and the libraries need no CLI11 or
/// pybind11.
///
/// One rule for every value a user gives (option_rule.hpp): text in, checked value out, and a
/// message saying what was expected when it is refused.

#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "csp/base/option_rule.hpp"

namespace csp {

enum class OptionType {
    Flag,          ///< true or false
    Whole,         ///< a whole number in [least, most]
    Real,          ///< a finite real in [low, high]
    Seconds,       ///< a time limit in seconds: 0 = none (time_limit_from_seconds)
    Milliseconds,  ///< the same in milliseconds (FlatZinc's -t)
    Choice,        ///< one of `choices`
};

/// A value after the rule: bool (Flag), std::uint64_t (Whole), double (Real, Seconds, Milliseconds),
/// std::string (Choice).
using OptionValue = std::variant<bool, std::uint64_t, double, std::string>;

/// The text of a value: true/false, 12, 1.5, mrv.
inline std::string option_text(const OptionValue& value) {
    if (const auto* b = std::get_if<bool>(&value)) return *b ? "true" : "false";
    if (const auto* n = std::get_if<std::uint64_t>(&value)) return std::to_string(*n);
    if (const auto* x = std::get_if<double>(&value)) return real_text(*x);
    return std::get<std::string>(value);
}

/// `name` with '_' as ' ' (for messages: "variable order").
inline std::string words(std::string_view name) {
    std::string text(name);
    for (char& c : text)
        if (c == '_') c = ' ';
    return text;
}

/// One option of the struct `Options`. `Reader` says which parts read it (for the Sudoku options:
/// the Setting that Backend::reads asks about); std::monostate where every part does.
template <class Options, class Reader = std::monostate>
struct OptionRow {
    std::string_view name;  ///< snake_case; `--name-with-dashes` on a command line, `nameInCamelCase` on the web
    OptionType type = OptionType::Flag;
    std::string_view help;
    std::string_view unit;    ///< what a number counts ("nodes", "seconds"), for help and stubs
    std::uint64_t least = 0;  ///< Whole: the range
    std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
    double low = 0;  ///< Real: the range
    double high = 0;
    std::vector<std::string_view> choices;  ///< Choice: the names, from the enum's name table
    std::function<OptionValue(const Options&)> get;
    std::function<void(Options&, const OptionValue&)> set;
    Reader reader;
    /// Former spellings of the command-line flag (`var_order` for --var-order), still accepted there.
    std::vector<std::string_view> cli_aliases;

    /// The rule applied to `text` (throws OptionError saying what was expected).
    OptionValue parse(std::string_view text) const {
        switch (type) {
            case OptionType::Flag: return parse_flag(text);
            case OptionType::Whole: return parse_whole(text, least, most);
            case OptionType::Real: return parse_real(text, low, high);
            case OptionType::Seconds: return parse_seconds(text, "seconds");
            case OptionType::Milliseconds: return parse_seconds(text, "milliseconds");
            case OptionType::Choice: return parse_choice(text, choices, words(name));
        }
        return false;
    }
    /// `options`' value as text, the way a user writes it (for defaults in help and stubs).
    std::string text(const Options& options) const { return option_text(get(options)); }
};

/// `name` with '_' as '-' after "--" (a command-line flag) or in camelCase (a web key).
inline std::string flag_spelling(std::string_view name) {
    std::string flag = "--";
    for (char c : name) flag += c == '_' ? '-' : c;
    return flag;
}
inline std::string camel_spelling(std::string_view name) {
    std::string key;
    bool upper = false;
    for (char c : name) {
        if (c == '_') upper = true;
        else key += upper ? static_cast<char>(c - 'a' + 'A') : c, upper = false;
    }
    return key;
}

/// The row called `name` in `table`, or null.
template <class Row>
const Row* find_option(const std::vector<Row>& table, std::string_view name) {
    for (const Row& row : table)
        if (row.name == name) return &row;
    return nullptr;
}

/// The names of `table`, comma-separated (for "unknown option" messages).
template <class Row>
std::string option_names(const std::vector<Row>& table) {
    std::string names;
    for (const Row& row : table) names += (names.empty() ? "" : ", ") + std::string(row.name);
    return names;
}

// Makers of the get/set pair for a member of the kinds the structs hold.
namespace option_access {

/// A bool, an unsigned or int count, a double: read and written as the row's value.
template <class Options, class T>
auto get(T Options::*member) {
    return [member](const Options& o) -> OptionValue {
        if constexpr (std::is_same_v<T, bool>) return o.*member;
        else if constexpr (std::is_floating_point_v<T>) return static_cast<double>(o.*member);
        else return static_cast<std::uint64_t>(o.*member);
    };
}
template <class Options, class T>
auto set(T Options::*member) {
    return [member](Options& o, const OptionValue& v) {
        if constexpr (std::is_same_v<T, bool>) o.*member = std::get<bool>(v);
        else if constexpr (std::is_floating_point_v<T>) o.*member = static_cast<T>(std::get<double>(v));
        else o.*member = static_cast<T>(std::get<std::uint64_t>(v));  // the row's range fits T
    };
}
/// An enum, by the functions of its name table.
template <class Options, class E>
auto get_enum(E Options::*member) {
    return [member](const Options& o) -> OptionValue { return std::string(to_string(o.*member)); };
}
template <class Options, class E>
auto set_enum(E Options::*member, E (*from_string)(std::string_view)) {
    return
        [member, from_string](Options& o, const OptionValue& v) { o.*member = from_string(std::get<std::string>(v)); };
}

}  // namespace option_access

/// The rows of a struct held in `Outer::*member`, as rows of `Outer` read by `reader`.
template <class Outer, class Reader, class Inner, class InnerReader>
OptionRow<Outer, Reader> lift(const OptionRow<Inner, InnerReader>& row, Inner Outer::*member, Reader reader) {
    OptionRow<Outer, Reader> lifted{
        .name = row.name,
        .type = row.type,
        .help = row.help,
        .unit = row.unit,
        .least = row.least,
        .most = row.most,
        .low = row.low,
        .high = row.high,
        .choices = row.choices,
        .get = [get = row.get, member](const Outer& o) { return get(o.*member); },
        .set = [set = row.set, member](Outer& o, const OptionValue& v) { set(o.*member, v); },
        .reader = reader,
        .cli_aliases = row.cli_aliases,
    };
    return lifted;
}

}  // namespace csp
