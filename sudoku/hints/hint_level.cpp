#include "sudoku/hints/hint_level.hpp"

#include <set>

#include "csp/base/enum_names.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/hints/compact_notation.hpp"

namespace sudoku::hints {

namespace {

constexpr csp::detail::NameTable<HintLevel, 3> kHintLevelNames = {
    {HintLevel::Vague, "vague"}, {HintLevel::Cells, "cells"}, {HintLevel::Full, "full"}};

}  // namespace

std::string_view to_string(HintLevel level) { return csp::detail::name_of(level, kHintLevelNames); }
HintLevel hint_level_from_string(std::string_view name) {
    return csp::detail::value_of(name, kHintLevelNames, "hint level");
}
std::vector<std::string_view> hint_level_names() { return csp::detail::names_of(kHintLevelNames); }

std::vector<int> pattern_cells(const Step& step) {
    std::set<int> cells;
    for (const Mark& mark : step.marks) cells.insert(mark.candidate.cell);
    if (cells.empty()) {
        for (const Candidate& c : step.placements) cells.insert(c.cell);
        for (const Candidate& c : step.eliminations) cells.insert(c.cell);
    }
    return {cells.begin(), cells.end()};
}

std::string hint_text(const Step& step, HintLevel level, int side, bool compact) {
    if (level == HintLevel::Full) return compact ? compact_explanation(step, side) : step.explanation;
    std::string text = "next step: " + std::string(info(step.technique).title);
    if (level == HintLevel::Vague) return text;
    std::string where;
    for (const int unit : step.units) where += (where.empty() ? "" : ", ") + unit_text(unit, side);
    std::string cells;
    for (const int cell : pattern_cells(step)) cells += (cells.empty() ? "" : ", ") + cell_name(cell, side);
    if (!cells.empty()) where += (where.empty() ? "cells " : ", cells ") + cells;
    return where.empty() ? text : text + "; look at " + where;
}

}  // namespace sudoku::hints
