#pragma once
/// The generator's view of the step finder's rating (sudoku/hints/path.hpp): the grade of a puzzle
/// with one solution, as `sudoku grade` gives it, and the ceiling test that clue removal uses.
/// HoDoKu's levels are the grades: easy, medium, hard, unfair, extreme.

#include <optional>

#include "csp/base/search_limits.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/hints/path.hpp"
#include "sudoku/hints/technique.hpp"

namespace sudoku {

/// The largest box size the step finder takes (hints::kMaxHintBox): larger puzzles are not graded.
bool gradable(int box);

/// The rating of the logical solving path of a puzzle known to have exactly one solution, with
/// every technique allowed, the uniqueness techniques included. Throws std::invalid_argument for a
/// box above hints::kMaxHintBox or conflicting givens. Nullopt when `stops` (time, cancellation,
/// stop request) cut the path short.
std::optional<hints::Rating> rate_puzzle(const Grid& puzzle, const csp::SearchLimits& stops = {});

/// The techniques of the ceiling test for `ceiling`: every technique the finder tries before the
/// last one of that level or an easier one, harder ones in between included (an X-Wing comes before
/// a hidden pair), so that a path of these techniques that solves the puzzle is the path the full
/// rating takes; without the uniqueness techniques, which are sound only once one solution is known.
hints::TechniqueSet techniques_up_to(hints::Level ceiling);

/// The puzzle has exactly one solution and grades `ceiling` or easier: the techniques of
/// techniques_up_to(ceiling) solve it (every such step holds in every solution, so reaching a full
/// grid proves it is the only one) and the rating of that path, after HoDoKu's score rule, is at
/// most `ceiling`. Extreme is always true for a puzzle with one solution, which this cannot prove:
/// it throws std::invalid_argument for Extreme, as for a box above hints::kMaxHintBox or
/// conflicting givens. False when `stops` cut the path short.
bool rates_at_most(const Grid& puzzle, hints::Level ceiling, const csp::SearchLimits& stops = {});

/// The techniques of the SE ceiling: Sudoku Explainer's order up to the last technique whose SE
/// number is at most `se_max` (0: no bound) and, given `last`, up to `last` too, without the
/// uniqueness techniques. Nullopt when that prefix would reach SE's forcing chains (Nishio on),
/// whose searches take too long to run at every removal: no SE ceiling then.
std::optional<hints::TechniqueSet> se_techniques_up_to(double se_max, std::optional<hints::Technique> last);

/// The puzzle has exactly one solution and its path in SE's order with only `techniques` (from
/// se_techniques_up_to) solves it with no step rated above `se_max` (0: no bound). As the full
/// path takes the same steps while these suffice, this keeps the SE number and the hardest step
/// within the bound. False when `stops` cut the path short.
bool rates_within(const Grid& puzzle, const hints::TechniqueSet& techniques, double se_max,
                  const csp::SearchLimits& stops = {});

/// Two SE numbers closer than this are equal (sums of tenths in floating point).
inline constexpr double kSeTolerance = 1e-6;

}  // namespace sudoku
