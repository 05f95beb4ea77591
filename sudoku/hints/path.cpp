#include "sudoku/hints/path.hpp"

#include <algorithm>
#include <limits>

namespace sudoku::hints {

std::string_view to_string(PathEnd end) {
    switch (end) {
        case PathEnd::Solved: return "solved";
        case PathEnd::Stuck: return "stuck";
        case PathEnd::Contradiction: return "contradiction";
        case PathEnd::LimitReached: return "limit reached";
    }
    return "?";
}

namespace {

/// A cell without candidates, a digit placed twice in a unit, or a unit without room for a digit.
bool contradictory(const Board& board) {
    const Digits all = board.side() == 64 ? ~Digits{0} : (Digits{1} << board.side()) - 1;
    for (int unit = 0; unit < 3 * board.side(); ++unit) {
        Digits placed = 0;
        Digits open = 0;
        for (int cell : board.geometry().unit(unit)) {
            if (const int v = board.value(cell); v != 0) {
                const Digits bit = Digits{1} << (v - 1);
                if ((placed & bit) != 0) return true;
                placed |= bit;
            } else if (board.candidates(cell) == 0) {
                return true;
            } else {
                open |= board.candidates(cell);
            }
        }
        if ((placed | open) != all) return true;
    }
    return false;
}

bool full(const Board& board) {
    for (int cell = 0; cell < board.cells(); ++cell)
        if (board.value(cell) == 0) return false;
    return true;
}

}  // namespace

bool contradictory(const PencilMarks& marks) { return contradictory(Board(marks)); }

SolvingPath solve_logically(const PencilMarks& start, const PathOptions& options) {
    SolvingPath path{.final_marks = start};
    PencilMarks& marks = path.final_marks;
    csp::LimitGuard guard(options.limits);
    for (;;) {
        const Board board(marks, options.unique);
        if (contradictory(board)) {
            path.end = PathEnd::Contradiction;
            return path;
        }
        if (full(board)) {
            path.end = PathEnd::Solved;
            return path;
        }
        std::optional<Step> step = next_step(board, options.allowed, &guard);
        if (!step) {
            path.end = guard.hit() ? PathEnd::LimitReached : PathEnd::Stuck;
            return path;
        }
        apply(*step, marks);
        path.steps.push_back(std::move(*step));
    }
}

int max_score(Level level) {
    switch (level) {
        case Level::Easy: return 800;
        case Level::Medium: return 1000;
        case Level::Hard: return 1600;
        case Level::Unfair: return 1800;
        case Level::Extreme: break;
    }
    return std::numeric_limits<int>::max();
}

Rating rate(const SolvingPath& path) {
    Rating rating{.solved = path.end == PathEnd::Solved};
    for (const Step& step : path.steps) {
        const TechniqueInfo& t = info(step.technique);
        ++rating.uses[static_cast<std::size_t>(step.technique)];
        rating.score += t.score;
        rating.level = std::max(rating.level, t.level);
        if (t.se_rating > rating.se) {
            rating.se = t.se_rating;
            rating.hardest = step.technique;
        }
    }
    if (!rating.solved) {
        // Beyond every technique we have: SE's scale says "above the hardest of them".
        rating.level = Level::Extreme;
        for (Technique t : all_techniques()) rating.se = std::max(rating.se, info(t).se_rating);
    }
    while (rating.score > max_score(rating.level))
        rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
    return rating;
}

}  // namespace sudoku::hints
