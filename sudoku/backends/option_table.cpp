#include "sudoku/backends/option_table.hpp"

#include <deque>
#include <string>

#include "csp/constraints/all_different/all_different.hpp"
#include "csp/constraints/group_reasoning/group_reasoning.hpp"
#include "csp/sat/option_table.hpp"
#include "csp/search/option_table.hpp"

namespace sudoku {

namespace access = csp::option_access;

namespace {

/// The engine's rows the csp backend reads, each with its Setting.
constexpr std::pair<std::string_view, Setting> kEngineRows[] = {
    {"inference", Setting::Inference},      {"variable_order", Setting::VariableOrder},
    {"value_order", Setting::ValueOrder},   {"seed", Setting::Seed},
    {"random_ties", Setting::RandomTies},   {"restarts", Setting::Restarts},
    {"restart_base", Setting::RestartBase}, {"restart_growth", Setting::RestartGrowth},
    {"nogoods", Setting::Nogoods},
};

/// The rows of csp::sat_option_table() the tool offers, as rows of SolveOptions::sat named
/// sat_NAME (restarts and seed are the engine's options too). Not offered: the seed (a portfolio
/// seeds its members from the engine's seed) and the three settings sat_mode chooses.
std::vector<SolveOptionRow> sat_rows() {
    static const std::deque<std::string> names = [] {
        std::deque<std::string> out;
        for (const auto& row : csp::sat_option_table()) out.push_back("sat_" + std::string(row.name));
        return out;
    }();
    std::vector<SolveOptionRow> rows;
    std::size_t i = 0;
    for (const auto& row : csp::sat_option_table()) {
        const std::string& name = names[i++];
        if (row.name == "seed" || row.name == "stable_first" || row.name == "rephase_interval" ||
            row.name == "bump_reasons")
            continue;
        rows.push_back(csp::lift(row, &SolveOptions::sat, std::optional<Setting>(Setting::Sat)));
        rows.back().name = name;
    }
    return rows;
}

std::vector<std::string_view> strength_choices() {
    std::vector<std::string_view> names = csp::all_different_strength_names();
    names.push_back(kAutoStrength);
    return names;
}

}  // namespace

const std::vector<SolveOptionRow>& solve_option_table() {
    static const std::vector<SolveOptionRow> table = [] {
        std::vector<SolveOptionRow> rows = {
            {.name = "backend",
             .type = csp::OptionType::Choice,
             .help = "solving method",
             .choices = backend_names(),
             .get = [](const SolveOptions& o) -> csp::OptionValue { return o.backend; },
             .set = [](SolveOptions& o, const csp::OptionValue& v) { o.backend = std::get<std::string>(v); }},
            {.name = "model",
             .type = csp::OptionType::Choice,
             .help = "binary != arcs or one all-different per unit",
             .choices = model_names(),
             .get = access::get_enum(&SolveOptions::model),
             .set = access::set_enum(&SolveOptions::model, &model_from_string),
             .reader = Setting::Model},
            {.name = "alldiff_strength",
             .type = csp::OptionType::Choice,
             .help = "all-different propagation strength (auto: hidden up to 9x9, domain above)",
             .choices = strength_choices(),
             .get = [](const SolveOptions& o) -> csp::OptionValue {
                 return std::string(o.strength ? to_string(*o.strength) : kAutoStrength);
             },
             .set =
                 [](SolveOptions& o, const csp::OptionValue& v) {
                     const auto& name = std::get<std::string>(v);
                     if (name == kAutoStrength) o.strength.reset();
                     else o.strength = csp::all_different_strength_from_string(name);
                 },
             .reader = Setting::AllDifferentStrength},
        };
        for (const auto& [name, setting] : kEngineRows)
            rows.push_back(csp::lift(*csp::find_option(csp::solver_option_table(), name), &SolveOptions::search,
                                     std::optional<Setting>(setting)));
        rows.push_back({.name = "reasoning",
                        .type = csp::OptionType::Choice,
                        .help = "extra propagation over the units: pointing/claiming, subsets",
                        .choices = csp::group_reasoning_names(),
                        .get = access::get_enum(&SolveOptions::reasoning),
                        .set = access::set_enum(&SolveOptions::reasoning, &csp::group_reasoning_from_string),
                        .reader = Setting::Reasoning});
        rows.push_back({.name = "portfolio",
                        .type = csp::OptionType::Whole,
                        .help = "searches per puzzle at once, each on its own thread, differently seeded; the "
                                "first answer wins",
                        .unit = "searches",
                        .least = 1,
                        .most = 64,
                        .get = access::get(&SolveOptions::portfolio),
                        .set = access::set(&SolveOptions::portfolio),
                        .reader = Setting::Portfolio});
        rows.push_back({.name = "sat_mode",
                        .type = csp::OptionType::Choice,
                        .help = "the sat backend's search: stable phases (find a model sooner) or focused "
                                "(prove sooner); auto: stable to the first solution, focused after it",
                        .choices = sat_mode_names(),
                        .get = access::get_enum(&SolveOptions::sat_mode),
                        .set = access::set_enum(&SolveOptions::sat_mode, &sat_mode_from_string),
                        .reader = Setting::Sat});
        for (SolveOptionRow& row : sat_rows()) rows.push_back(std::move(row));
        constexpr int kMiB = 20;  // the row is in MiB, the option in bytes
        rows.push_back({.name = "memory_limit",
                        .type = csp::OptionType::Whole,
                        .help = "memory the sat backend's clauses (the clauses blocking solutions counted "
                                "included) and the best-first frontier may take (0 = none); past it: limit "
                                "reached (memory)",
                        .unit = "MiB",
                        .most = std::uint64_t{1} << 24,
                        .get = [](const SolveOptions& o) -> csp::OptionValue { return o.memory_limit >> kMiB; },
                        .set = [](SolveOptions& o,
                                  const csp::OptionValue& v) { o.memory_limit = std::get<std::uint64_t>(v) << kMiB; }});
        for (const auto& row : csp::search_limit_table())
            rows.push_back(csp::lift(row, &SolveOptions::limits, std::optional<Setting>()));
        return rows;
    }();
    return table;
}

}  // namespace sudoku
