#include "sudoku/app/hint_level.hpp"

#include <set>

#include "csp/base/enum_names.hpp"
#include "sudoku/app/step_output.hpp"
#include "sudoku/geometry.hpp"

namespace sudoku::app {

namespace {

constexpr csp::detail::NameTable<HintLevel, 3> kHintLevelNames = {
    {HintLevel::Vague, "vague"}, {HintLevel::Cells, "cells"}, {HintLevel::Full, "full"}};

/// The cells the step's pattern rests on; for a step that marks none, the cells it acts on.
std::vector<int> pattern_cells(const hints::Step& step) {
    std::set<int> cells;
    for (const hints::Mark& mark : step.marks) cells.insert(mark.candidate.cell);
    if (cells.empty()) {
        for (const hints::Candidate& c : step.placements) cells.insert(c.cell);
        for (const hints::Candidate& c : step.eliminations) cells.insert(c.cell);
    }
    return {cells.begin(), cells.end()};
}

}  // namespace

std::string_view to_string(HintLevel level) { return csp::detail::name_of(level, kHintLevelNames); }
HintLevel hint_level_from_string(std::string_view name) {
    return csp::detail::value_of(name, kHintLevelNames, "hint level");
}
std::vector<std::string_view> hint_level_names() { return csp::detail::names_of(kHintLevelNames); }

std::string hint_text(const hints::Step& step, HintLevel level, int side) {
    if (level == HintLevel::Full) return step.explanation;
    std::string text = "next step: " + std::string(hints::info(step.technique).title);
    if (level == HintLevel::Vague) return text;
    std::string where;
    for (const int unit : step.units) where += (where.empty() ? "" : ", ") + unit_text(unit, side);
    std::string cells;
    for (const int cell : pattern_cells(step)) cells += (cells.empty() ? "" : ", ") + cell_name(cell, side);
    if (!cells.empty()) where += (where.empty() ? "cells " : ", cells ") + cells;
    return where.empty() ? text : text + "; look at " + where;
}

nlohmann::json hint_json(const hints::Step& step, HintLevel level, int side) {
    if (level == HintLevel::Full) return step_json(step, side);
    const hints::TechniqueInfo& t = hints::info(step.technique);
    nlohmann::json object{
        {"technique", t.name}, {"title", t.title}, {"code", t.hodoku_code}, {"level", to_string(level)}};
    if (level == HintLevel::Cells) {
        nlohmann::json units = nlohmann::json::array();
        for (const int unit : step.units) units.push_back(unit_text(unit, side));
        nlohmann::json cells = nlohmann::json::array();
        for (const int cell : pattern_cells(step)) cells.push_back(cell_name(cell, side));
        object["units"] = units;
        object["cells"] = cells;
    }
    object["explanation"] = hint_text(step, level, side);
    return object;
}

}  // namespace sudoku::app
