#pragma once
/// How much of a step a hint gives away: the technique alone (a nudge), where to look, or the whole
/// step with its effect and reason, as a player asks a friend, or HoDoKu's vague and concrete hints.
/// One home for `sudoku hint --level`, Python's hint(level=) and the web page's hint level.

#include <string>
#include <string_view>
#include <vector>

#include "sudoku/hints/step.hpp"

namespace sudoku::hints {

enum class HintLevel {
    Vague,  ///< the technique: "next step: Hidden Single"
    Cells,  ///< and where: its units and the cells its pattern rests on, not what it places or removes
    Full,   ///< the whole step: effect, reason (the explanation)
};
std::string_view to_string(HintLevel level);
/// "vague", "cells", "full"; throws std::invalid_argument naming them otherwise.
HintLevel hint_level_from_string(std::string_view name);
std::vector<std::string_view> hint_level_names();

/// The cells the step's pattern rests on, in order; for a step that marks none, the cells it acts on.
std::vector<int> pattern_cells(const Step& step);

/// The step in words at `level` on a grid of `side`: "next step: Hidden Single"; "next step:
/// Hidden Single; look at box 2, cells r1c6, r2c4"; or the step's explanation, its effect in the
/// compact notation when `compact` (compact_explanation).
std::string hint_text(const Step& step, HintLevel level, int side, bool compact = false);

}  // namespace sudoku::hints
