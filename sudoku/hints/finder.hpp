#pragma once
/// The step finder: the easiest applicable step in a position, or every step of one technique.

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/technique.hpp"

namespace sudoku::hints {

/// Every step of `technique` in the position, up to `limit` (distinct in effect). Uniqueness
/// techniques find nothing unless board.unique(). `options`: HoDoKu's settings (step.hpp).
std::vector<Step> find_steps(const Board& board, Technique technique,
                             std::size_t limit = std::numeric_limits<std::size_t>::max(), FinderOptions options = {});

/// The easiest step: one of the first technique, in `order`, among `allowed`, that finds any.
/// Nullopt when none applies (or the position is solved), or when `guard` (may be null) stopped
/// the search: then guard->hit().
std::optional<Step> next_step(const Board& board, const TechniqueSet& allowed = default_techniques(),
                              Order order = Order::SudokuExplainer, csp::LimitGuard* guard = nullptr);

}  // namespace sudoku::hints
