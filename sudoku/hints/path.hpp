#pragma once
/// The solving path: the easiest step, applied, again and again, until the grid is full or logic
/// stops; and the rating that the path earns on Sudoku Explainer's and HoDoKu's scales.

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/hints/technique.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku::hints {

enum class PathEnd {
    Solved,         ///< every cell placed
    Stuck,          ///< no allowed technique applies: guessing would be next
    Contradiction,  ///< a cell without candidates or a unit without room for a digit: no solution
    LimitReached,   ///< PathOptions::limits stopped it (time or a stop request): the path is cut short
};
std::string_view to_string(PathEnd end);

struct PathOptions {
    TechniqueSet allowed = every_technique();
    bool unique = false;       ///< the puzzle has one solution: the uniqueness techniques may be used
    csp::SearchLimits limits;  ///< time and stop request for the whole path (nodes mean nothing here)
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
    bool solved = false;               ///< the path reaches a full grid
    double se = 0;                     ///< the hardest step on Sudoku Explainer's scale (0 without steps)
    Level level = Level::Easy;         ///< HoDoKu's level: the hardest technique's, raised while the score exceeds it
    int score = 0;                     ///< HoDoKu's score: the sum over the steps
    std::optional<Technique> hardest;  ///< the technique of the hardest step
    std::array<int, kTechniqueCount> uses{};  ///< steps per technique
};

/// A path that does not reach the solution is rated Extreme (HoDoKu would need to guess).
Rating rate(const SolvingPath& path);
/// The highest score a puzzle of this level may have (HoDoKu's limits; Extreme has none).
int max_score(Level level);

}  // namespace sudoku::hints
