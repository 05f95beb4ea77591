#include "sudoku/hints/path.hpp"

#include <algorithm>
#include <limits>

namespace sudoku::hints {

std::string_view to_string(PathEnd end) {
    switch (end) {
        case PathEnd::Solved: return "solved";
        case PathEnd::Stuck: return "stuck";
        case PathEnd::Contradiction: return "contradiction";
    }
    return "?";
}

bool contradictory(const PencilMarks& marks) {
    const Geometry& g = marks.geometry();
    for (int cell = 0; cell < marks.cells(); ++cell)
        if (marks.value(cell) == 0 && marks.count(cell) == 0) return true;
    for (int unit = 0; unit < g.num_units(); ++unit) {
        std::vector<bool> room(static_cast<std::size_t>(marks.side() + 1), false);
        for (int cell : g.unit(unit)) {
            if (const int v = marks.value(cell); v != 0) {
                if (room[static_cast<std::size_t>(v)]) return true;  // placed twice
                room[static_cast<std::size_t>(v)] = true;
            } else {
                for (int d : marks.candidates(cell)) room[static_cast<std::size_t>(d)] = true;
            }
        }
        if (std::count(room.begin() + 1, room.end(), false) > 0) return true;
    }
    return false;
}

SolvingPath solve_logically(const PencilMarks& start, const PathOptions& options) {
    SolvingPath path{.final_marks = start};
    PencilMarks& marks = path.final_marks;
    for (;;) {
        if (contradictory(marks)) {
            path.end = PathEnd::Contradiction;
            return path;
        }
        bool full = true;
        for (int cell = 0; cell < marks.cells() && full; ++cell) full = marks.value(cell) != 0;
        if (full) {
            path.end = PathEnd::Solved;
            return path;
        }
        std::optional<Step> step = next_step(Board(marks, options.unique), options.allowed);
        if (!step) {
            path.end = PathEnd::Stuck;
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
    if (!rating.solved) rating.level = Level::Extreme;
    while (rating.score > max_score(rating.level))
        rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
    return rating;
}

}  // namespace sudoku::hints
