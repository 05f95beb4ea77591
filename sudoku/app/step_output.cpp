#include "sudoku/app/step_output.hpp"

#include <algorithm>
#include <cstdio>

#include "csp/cli/choices.hpp"

namespace sudoku::app {

void add_hint_flags(CLI::App& command, HintSettings& settings, bool with_technique) {
    command
        .add_option("file", settings.input,
                    "puzzle file (or pencil-mark grids, or lines of HoDoKu's library format), - for stdin")
        ->default_val("-");
    command.add_flag("--json", settings.json, "one JSON object per puzzle instead of text");
    command.add_option("--threads", settings.threads, "worker threads (default: all cores)");
    command
        .add_option_function<std::string>(
            "--uniqueness",
            [&settings](const std::string& name) { settings.uniqueness = hints::uniqueness_from_string(name); },
            "use the techniques that need one solution: auto (when a solver proves it), assume, off")
        ->check(csp::cli::choices(hints::uniqueness_names()))
        ->default_str("auto");
    if (with_technique)
        command
            .add_option("--technique", settings.technique,
                        "only this technique, by name (e.g. x-wing) or HoDoKu code (e.g. 0300)")
            ->check([](const std::string& name) {  // checked with the flags, before any input is read
                try {
                    (void)allowed_techniques(name);
                    return std::string();
                } catch (const std::invalid_argument& e) {
                    return std::string(e.what());
                }
            });
}

std::string unsupported(const Position& position) {
    if (!position.givens) return "";
    return hints::unsupported_size(position.givens->box()).value_or("");
}

hints::TechniqueSet allowed_techniques(const std::string& technique) {
    return technique.empty() ? hints::default_techniques() : hints::only(hints::parse_technique(technique));
}

std::string candidate_code(const hints::Candidate& candidate, int side) {
    const int row = candidate.cell / side + 1;
    const int column = candidate.cell % side + 1;
    if (side <= 9) return std::to_string(candidate.digit) + std::to_string(row) + std::to_string(column);
    return std::to_string(candidate.digit) + "r" + std::to_string(row) + "c" + std::to_string(column);
}

nlohmann::json step_json(const hints::Step& step, int side) {
    const hints::TechniqueInfo& t = hints::info(step.technique);
    nlohmann::json placements = nlohmann::json::array();
    nlohmann::json eliminations = nlohmann::json::array();
    for (const auto& c : step.placements) placements.push_back(candidate_code(c, side));
    for (const auto& c : step.eliminations) eliminations.push_back(candidate_code(c, side));
    nlohmann::json units = nlohmann::json::array();
    for (int u : step.units) units.push_back(hints::unit_text(u, side));
    nlohmann::json marks = nlohmann::json::array();
    static constexpr const char* kRoles[] = {"pattern", "fin", "color-a", "color-b"};
    for (const auto& m : step.marks)
        marks.push_back({{"candidate", candidate_code(m.candidate, side)}, {"role", kRoles[static_cast<int>(m.role)]}});
    nlohmann::json chain = nlohmann::json::array();
    for (const auto& link : step.chain) {
        auto cells = [&](const std::vector<int>& list) {
            nlohmann::json names = nlohmann::json::array();
            for (int cell : list) names.push_back(cell_name(cell, side));
            return names;
        };
        chain.push_back({{"from", cells(link.from_cells)},
                         {"from_digit", link.from_digit},
                         {"to", cells(link.to_cells)},
                         {"to_digit", link.to_digit},
                         {"strong", link.strong}});
    }
    return {{"technique", t.name},
            {"title", t.title},
            {"code", t.hodoku_code},
            {"placements", placements},
            {"eliminations", eliminations},
            {"explanation", step.explanation},
            {"units", units},
            {"marks", marks},
            {"chain", chain}};
}

nlohmann::json hint_json(const hints::Step& step, hints::HintLevel level, int side) {
    if (level == hints::HintLevel::Full) return step_json(step, side);
    const hints::TechniqueInfo& t = hints::info(step.technique);
    nlohmann::json object{
        {"technique", t.name}, {"title", t.title}, {"code", t.hodoku_code}, {"level", hints::to_string(level)}};
    if (level == hints::HintLevel::Cells) {
        nlohmann::json units = nlohmann::json::array();
        for (const int unit : step.units) units.push_back(hints::unit_text(unit, side));
        nlohmann::json cells = nlohmann::json::array();
        for (const int cell : hints::pattern_cells(step)) cells.push_back(cell_name(cell, side));
        object["units"] = units;
        object["cells"] = cells;
    }
    object["explanation"] = hints::hint_text(step, level, side);
    return object;
}

nlohmann::json rating_json(const hints::Rating& rating) {
    nlohmann::json uses = nlohmann::json::object();
    for (hints::Technique t : hints::all_techniques())
        if (const int n = rating.uses[static_cast<std::size_t>(t)]; n > 0) uses[std::string(hints::to_string(t))] = n;
    char se[16];
    std::snprintf(se, sizeof se, "%.1f", rating.se);
    // Unfinished: no number, only the hardest step found, which SE's number is at least.
    return {{"solved", rating.solved},
            {"se", rating.solved ? nlohmann::json(std::stod(se)) : nlohmann::json(nullptr)},
            {"se_at_least", rating.solved ? nlohmann::json(nullptr) : nlohmann::json(std::stod(se))},
            {"level", hints::to_string(rating.level)},
            {"score", rating.score},
            {"hardest", rating.hardest ? nlohmann::json(hints::to_string(*rating.hardest)) : nlohmann::json(nullptr)},
            {"uses", uses}};
}

std::string rating_text(const hints::Rating& rating) {
    char se[64];
    if (rating.solved) std::snprintf(se, sizeof se, "%.1f", rating.se);
    else if (rating.stopped) std::snprintf(se, sizeof se, "unrated (cut short by a limit; at least %.1f)", rating.se);
    else std::snprintf(se, sizeof se, "unrated (beyond our techniques; at least %.1f)", rating.se);
    std::string text = "SE " + std::string(se) + ", " + std::string(hints::to_string(rating.level)) +
                       " (HoDoKu score " + std::to_string(rating.score) + ")";
    if (rating.hardest) text += ", hardest " + std::string(hints::to_string(*rating.hardest));
    if (!rating.solved && !rating.stopped) text += ", logic stops: no technique this tool knows applies";
    return text;
}

std::string uses_text(const hints::Rating& rating) {
    std::string text;
    for (hints::Technique t : hints::all_techniques())
        if (const int n = rating.uses[static_cast<std::size_t>(t)]; n > 0)
            text += (text.empty() ? "" : ", ") + std::string(hints::to_string(t)) + " " + std::to_string(n);
    return text;
}

std::string position_label(const Position& position) {
    return "puzzle " + std::to_string(position.index + 1) + " (line " + std::to_string(position.line) + ")";
}

}  // namespace sudoku::app
