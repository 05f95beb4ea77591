#pragma once
/// Command-line flags made from the rows of an option table (csp/base/option_table.hpp): the flag
/// is the row's name with dashes (`variable_order` → `--variable-order`, its former spellings as
/// other names), a flag row whose default is true becomes `--no-NAME` ("do not" + its help), the help is the row's with its
/// default read from the bound struct, and every value goes through the one rule of
/// csp/base/option_rule.hpp (CLI11 puts the flag's name before the rule's message).

#include <CLI/CLI.hpp>
#include <cstdint>
#include <limits>
#include <string>

#include "csp/base/option_table.hpp"
#include "csp/cli/choices.hpp"

namespace csp::cli {

/// The flag a row becomes on a command line: `--NAME`, or `--no-NAME` for a flag row that is on in
/// `defaults`, the struct's own unless given (`--no-nogoods`). A front end that starts from other
/// values keeps the same flag and takes `--NAME=false` (the examples' `--random-ties=false`), unless
/// it passes them as `defaults` (fzn-csp's `--no-learning`).
template <class Options, class Reader>
std::string flag_name(const OptionRow<Options, Reader>& row, const Options& defaults = Options{}) {
    if (row.type == OptionType::Flag && std::get<bool>(row.get(defaults)))
        return "--no-" + flag_spelling(row.name).substr(2);
    return flag_spelling(row.name);
}

/// The row's range as --help shows it after the type ("POSITIVE", "in [1 - 64]").
template <class Options, class Reader>
std::string range_help(const OptionRow<Options, Reader>& row) {
    switch (row.type) {
        case OptionType::Whole:
            if (row.most != std::numeric_limits<std::uint64_t>::max())
                return "in [" + std::to_string(row.least) + " - " + std::to_string(row.most) + "]";
            return row.least == 0 ? "" : row.least == 1 ? "POSITIVE" : ">= " + std::to_string(row.least);
        case OptionType::Real: return "in [" + real_text(row.low) + " - " + real_text(row.high) + "]";
        case OptionType::Seconds:
        case OptionType::Milliseconds: return "NONNEGATIVE";
        default: return "";
    }
}

/// A CLI11 check that applies the row's rule to the text.
template <class Options, class Reader>
CLI::Validator rule_check(const OptionRow<Options, Reader>& row) {
    return CLI::Validator(
        [&row](std::string& text) -> std::string {
            try {
                row.parse(text);
                return {};
            } catch (const OptionError& e) {
                return e.what();
            }
        },
        range_help(row));
}

/// Adds the row's flag to `app`, bound to `options` (which must outlive the parse; the table's rows
/// are static), with `short_name` ("-t") as another name if given, named after `defaults` as
/// flag_name() is. Returns the option for callers that add to it.
template <class Options, class Reader>
CLI::Option* add_option_flag(CLI::App& app, Options& options, const OptionRow<Options, Reader>& row,
                             const std::string& short_name = {}, const Options& defaults = Options{}) {
    const std::string flag = (short_name.empty() ? "" : short_name + ",") + flag_name(row, defaults);
    if (row.type == OptionType::Flag) {
        const bool negated = std::get<bool>(row.get(defaults));
        const std::string help = (negated ? "do not " : "") + std::string(row.help);
        // CLI11 counts --flag as +1 and --flag=false as -1.
        return app.add_flag_function(
            flag, [&options, &row, negated](std::int64_t count) { row.set(options, (count > 0) != negated); }, help);
    }
    std::string names = flag;
    for (std::string_view alias : row.cli_aliases) names += "," + flag_spelling(alias);
    CLI::Option* option = app.add_option_function<std::string>(
        names, [&options, &row](const std::string& text) { row.set(options, row.parse(text)); }, std::string(row.help));
    option->default_str(row.text(options));
    if (row.type == OptionType::Choice) option->check(choices(row.choices));
    else option->check(rule_check(row));
    switch (row.type) {
        case OptionType::Whole: option->type_name("UINT"); break;
        case OptionType::Real: option->type_name("FLOAT"); break;
        case OptionType::Seconds: option->type_name("SECONDS"); break;
        case OptionType::Milliseconds: option->type_name("MS"); break;
        default: break;
    }
    return option;
}

}  // namespace csp::cli
