#include "sudoku/cli/solve_flags.hpp"

#include <stdexcept>
#include <string_view>
#include <vector>

#include "csp/cli/option_flags.hpp"
#include "sudoku/backends/option_table.hpp"

namespace sudoku::cli {

namespace {

// The flags of the trace outputs (csp/cli/search_outputs): they set Setting::Observer.
constexpr std::string_view kObserverFlags[] = {"--trace", "--trace-json", "--tree", "--tree-limit"};

void add_rows(CLI::App& app, SolveOptions& options, std::initializer_list<std::string_view> names) {
    for (std::string_view name : names)
        csp::cli::add_option_flag(app, options, *csp::find_option(solve_option_table(), name));
}

/// Each flag with the setting it sets: the table's rows that a backend must read, then the trace flags.
std::vector<std::pair<Setting, std::string>> setting_flags() {
    std::vector<std::pair<Setting, std::string>> flags;
    for (const SolveOptionRow& row : solve_option_table())
        if (row.reader) flags.emplace_back(*row.reader, csp::cli::flag_name(row));
    for (std::string_view flag : kObserverFlags) flags.emplace_back(Setting::Observer, std::string(flag));
    return flags;
}

}  // namespace

std::string strength_name(const std::optional<csp::AllDifferentStrength>& strength) {
    return std::string(strength ? to_string(*strength) : kAutoStrength);
}

void add_backend_flag(CLI::App& app, SolveOptions& options) { add_rows(app, options, {"backend"}); }

void add_engine_flags(CLI::App& app, SolveOptions& options) {
    add_rows(app, options,
             {"model", "alldiff_strength", "inference", "variable_order", "value_order", "seed", "random_ties",
              "restarts", "restart_base", "restart_growth", "nogoods", "reasoning", "portfolio"});
    for (const SolveOptionRow& row : solve_option_table())
        if (row.reader == Setting::Sat) csp::cli::add_option_flag(app, options, row);
}

void add_limit_flags(CLI::App& app, SolveOptions& options) {
    add_rows(app, options, {"node_limit", "time_limit", "memory_limit"});
}

// The flags of the settings `backend` reads, comma-separated.
std::string flags_read_by(const Backend& backend) {
    std::string read;
    for (const auto& [setting, flag] : setting_flags())
        if (backend.reads(setting)) read += (read.empty() ? "" : ", ") + flag;
    return read.empty() ? "none of these flags" : read;
}

std::string flags_read_help() {
    std::string text = "Flags read only by some backends (another backend rejects them):\n";
    for (std::string_view name : backend_names())
        text += "  " + std::string(name) + ": " + flags_read_by(find_backend(name)) + "\n";
    return text;
}

void check_flags_read(const CLI::App& command, const Backend& backend) {
    for (const auto& [setting, flag] : setting_flags()) {
        const CLI::Option* option = command.get_option_no_throw(flag);
        if (option == nullptr || option->count() == 0 || backend.reads(setting)) continue;
        throw std::invalid_argument(flag + " is not read by the " + std::string(backend.name()) +
                                    " backend (it reads: " + flags_read_by(backend) + ")");
    }
}

}  // namespace sudoku::cli
