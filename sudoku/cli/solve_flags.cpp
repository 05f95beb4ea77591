#include "sudoku/cli/solve_flags.hpp"

#include <stdexcept>
#include <string_view>
#include <vector>

#include "csp/cli/choices.hpp"
#include "csp/cli/search_flags.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku::cli {

namespace {

// Each setting with the flags that set it: the one table between the library's Setting and the
// command line.
struct SettingFlag {
    Setting setting;
    std::string_view flag;
};
constexpr SettingFlag kSettingFlags[] = {
    {Setting::Model, "--model"},
    {Setting::AllDifferentStrength, "--alldiff-strength"},
    {Setting::Inference, "--inference"},
    {Setting::VariableOrder, "--var-order"},
    {Setting::ValueOrder, "--val-order"},
    {Setting::Seed, "--seed"},
    {Setting::RandomTies, "--random-ties"},
    {Setting::Restarts, "--restarts"},
    {Setting::RestartBase, "--restart-base"},
    {Setting::RestartGrowth, "--restart-growth"},
    {Setting::Nogoods, "--no-nogoods"},
    {Setting::Reasoning, "--reasoning"},
    {Setting::Portfolio, "--portfolio"},
    {Setting::Observer, "--trace"},
    {Setting::Observer, "--trace-json"},
    {Setting::Observer, "--tree"},
    {Setting::Observer, "--tree-limit"},
};

constexpr std::string_view kAutoStrength = "auto";

// --alldiff-strength: a strength name, or auto (unset: the backend picks by grid size).
void add_strength_flag(CLI::App& app, SolveOptions& options) {
    std::vector<std::string_view> names = csp::all_different_strength_names();
    names.push_back(kAutoStrength);
    app.add_option_function<std::string>(
           "--alldiff-strength",
           [&options](const std::string& name) {
               if (name == kAutoStrength) options.strength.reset();
               else options.strength = csp::all_different_strength_from_string(name);
           },
           "all-different propagation strength (auto: hidden up to 9x9, domain above)")
        ->check(csp::cli::choices(names))
        ->default_str(strength_name(options.strength));
}

}  // namespace

std::string strength_name(const std::optional<csp::AllDifferentStrength>& strength) {
    return std::string(strength ? to_string(*strength) : kAutoStrength);
}

void add_backend_flag(CLI::App& app, SolveOptions& options) {
    app.add_option("--backend", options.backend, "solving method")
        ->check(csp::cli::choices(backend_names()))
        ->capture_default_str();
}

void add_engine_flags(CLI::App& app, SolveOptions& options) {
    csp::cli::add_enum_option(app, "--model", options.model, model_names(), &model_from_string,
                              "binary != arcs or one all-different per unit");
    add_strength_flag(app, options);
    csp::cli::add_strategy_flags(app, options.search);
    csp::cli::add_restart_flags(app, options.search);
    csp::cli::add_enum_option(app, "--reasoning", options.reasoning, csp::group_reasoning_names(),
                              &csp::group_reasoning_from_string,
                              "extra propagation over the units: pointing/claiming, subsets");
    app.add_option("--portfolio", options.portfolio,
                   "searches per puzzle at once, each on its own thread, differently seeded; the first answer wins")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
}

void add_limit_flags(CLI::App& app, SolveOptions& options) {
    csp::cli::add_node_limit_flag(app, options.limits);
    csp::cli::add_time_limit_flag(app, options.limits);
}

// The flags of the settings `backend` reads, comma-separated.
std::string flags_read_by(const Backend& backend) {
    std::string read;
    for (const auto& [setting, flag] : kSettingFlags)
        if (backend.reads(setting)) read += (read.empty() ? "" : ", ") + std::string(flag);
    return read.empty() ? "none of these flags" : read;
}

std::string flags_read_help() {
    std::string text = "Flags read only by some backends (another backend rejects them):\n";
    for (std::string_view name : backend_names())
        text += "  " + std::string(name) + ": " + flags_read_by(find_backend(name)) + "\n";
    return text;
}

void check_flags_read(const CLI::App& command, const Backend& backend) {
    for (const auto& [setting, flag] : kSettingFlags) {
        const CLI::Option* option = command.get_option_no_throw(std::string(flag));
        if (option == nullptr || option->count() == 0 || backend.reads(setting)) continue;
        throw std::invalid_argument(std::string(flag) + " is not read by the " + std::string(backend.name()) +
                                    " backend (it reads: " + flags_read_by(backend) + ")");
    }
}

}  // namespace sudoku::cli
