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
    const Grid givens = start.grid();  // the values placed since are the path's own (avoidable rectangles)
    for (;;) {
        const Board board(marks, options.unique, givens);
        if (contradictory(board)) {
            path.end = PathEnd::Contradiction;
            return path;
        }
        if (full(board)) {
            path.end = PathEnd::Solved;
            return path;
        }
        std::optional<Step> step = next_step(board, options.allowed, options.order, &guard);
        if (!step) {
            path.end = guard.hit() ? PathEnd::LimitReached : PathEnd::Stuck;
            return path;
        }
        apply(*step, marks);
        path.steps.push_back(std::move(*step));
    }
}

int max_score(Level level, int side) {
    int limit = 0;
    switch (level) {
        case Level::Easy: limit = 800; break;
        case Level::Medium: limit = 1000; break;
        case Level::Hard: limit = 1600; break;
        case Level::Unfair: limit = 1800; break;
        case Level::Extreme: return std::numeric_limits<int>::max();
    }
    return static_cast<int>(static_cast<long long>(limit) * side * side / 81);
}

Rating rate(const SolvingPath& path) {
    Rating rating{.solved = path.end == PathEnd::Solved};
    rating.stopped = path.end == PathEnd::LimitReached;
    const int side = path.final_marks.side();
    for (const Step& step : path.steps) {
        const TechniqueInfo& t = info(step.technique);
        ++rating.uses[static_cast<std::size_t>(step.technique)];
        rating.score += t.score;
        rating.level = std::max(rating.level, t.level);
        if (const double se = se_rating(step, side); se > rating.se) {
            rating.se = se;
            rating.hardest = step.technique;
        }
    }
    if (!rating.solved) rating.level = Level::Extreme;  // HoDoKu would need to guess
    while (rating.score > max_score(rating.level, side))
        rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
    return rating;
}

Rating grade(const PencilMarks& start, PathOptions options) {
    options.order = Order::HoDoKu;
    Rating rating = rate(solve_logically(start, options));
    options.order = Order::SudokuExplainer;
    options.allowed &= ~sudoku_explainer_lacks();
    const Rating se = rate(solve_logically(start, options));
    rating.se = se.se;
    rating.hardest = se.hardest;
    // The SE number is exact once SE's path reaches the solution. HoDoKu's path lacks SE's nested
    // chains, so on the hardest puzzles it stops: its level is then Extreme (rate() says so).
    rating.solved = se.solved;
    rating.stopped = se.stopped || rating.stopped;
    return rating;
}

}  // namespace sudoku::hints
