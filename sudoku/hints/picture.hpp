#pragma once
/// A step drawn on its pencil-mark grid as an SVG picture: the units it looks at shaded, the
/// candidates it rests on coloured by role, chains as arrows (solid strong links, dashed weak),
/// eliminations struck in red, placements in green. Used by `sudoku hint --svg` and for the
/// pictures of docs/hints.md. Plain text out: the tool, the playground and the bindings write it.

#include <string>

#include "sudoku/hints/step.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

/// The picture of `step` in the position `before` (where it applies).
std::string step_svg(const PencilMarks& before, const Step& step);

}  // namespace sudoku::hints
