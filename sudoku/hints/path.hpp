#pragma once
/// The solving path: the easiest step, applied, again and again, until the grid is full or logic
/// stops; and the rating that the path earns on Sudoku Explainer's and HoDoKu's scales.

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/se_rating.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/technique.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

enum class PathEnd {
    Solved,         ///< every cell placed
    Stuck,          ///< no allowed technique applies (none this tool knows, or none of those allowed)
    Contradiction,  ///< a cell without candidates or a unit without room for a digit: no solution
    LimitReached,   ///< PathOptions::limits stopped it (time or a stop request): the path is cut short
};
std::string_view to_string(PathEnd end);

struct PathOptions {
    TechniqueSet allowed = default_techniques();
    bool unique = false;                   ///< the puzzle has one solution: the uniqueness techniques may be used
    Order order = Order::SudokuExplainer;  ///< which technique the path tries first
    csp::SearchLimits limits;              ///< time and stop request for the whole path (nodes mean nothing here)
};

struct SolvingPath {
    std::vector<Step> steps;
    PathEnd end = PathEnd::Stuck;
    PencilMarks final_marks;  ///< the position where the path ends
};

/// Applies the easiest step until the grid is solved, no step applies, or it is contradictory.
SolvingPath solve_logically(const PencilMarks& start, const PathOptions& options = {});

/// True when a cell is empty without a value, or a unit has no room for a digit it lacks.
bool contradictory(const PencilMarks& marks);

/// What a path says about a puzzle's difficulty.
struct Rating {
    /// The path reaches a full grid. When it does not, `se` is only a lower bound: the puzzle is
    /// above what we can rate on SE's scale (front ends say so instead of printing a number).
    bool solved = false;
    double se = 0;                     ///< the hardest step on Sudoku Explainer's scale (0 without steps)
    Level level = Level::Easy;         ///< HoDoKu's level: the hardest technique's, raised while the score exceeds it
    int score = 0;                     ///< HoDoKu's score: the sum over the steps
    std::optional<Technique> hardest;  ///< the technique of the hardest step
    std::array<int, kTechniqueCount> uses{};  ///< steps per technique
    bool stopped = false;  ///< PathOptions::limits cut a path short: the numbers above rate only its start
};

/// The rating of one path: its steps' SE numbers and HoDoKu scores. A path that does not reach
/// the solution is rated Extreme (HoDoKu would need to guess), its SE number the hardest step's.
Rating rate(const SolvingPath& path);
/// A puzzle's rating as the two programs give it: the SE number (and `hardest`) from the path in
/// SE's order without the techniques SE lacks (sudoku_explainer_lacks()), HoDoKu's level, score
/// and uses from the path in HoDoKu's order (options.order is ignored); `stopped` when
/// options.limits cut either path short.
Rating grade(const PencilMarks& start, PathOptions options = {});

/// The highest score a puzzle of this level may have: HoDoKu's limits for 9×9 (800, 1000, 1600,
/// 1800; Extreme has none), scaled by the number of cells on larger grids (and smaller ones), so
/// that a 16×16 that needs only singles is not rated up for having three times the cells.
int max_score(Level level, int side = 9);

}  // namespace sudoku::hints
