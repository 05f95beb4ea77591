// hints_bench soundness: every step of every solving path checked against the puzzle's solution.
// The path is walked here, one next_step() and apply() at a time, so that a wrong step is caught
// where it happens (solve_logically would go on from the wrong position). A step is unsound when
// it places a value no known solution has there or removes a candidate that a known solution puts
// there (the dlx backend gives up to two solutions; a sound step keeps every solution). The
// uniqueness techniques are allowed when the puzzle has exactly one solution.

#include <array>
#include <map>
#include <ostream>
#include <stdexcept>
#include <string>

#include "bench/hints/commands.hpp"
#include "bench/hints/common.hpp"
#include "sudoku/batch/progress.hpp"
#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/step.hpp"

namespace sudoku::hints_bench {

namespace {

using hints::Candidate;
using hints::Step;

/// Why a step loses a solution, or empty when it keeps all of them.
std::string unsound(const Step& step, const std::vector<Grid>& solutions) {
    for (const Grid& solution : solutions) {
        const int side = solution.side();
        for (const Candidate& c : step.placements)
            if (solution[c.cell] != c.digit)
                return hints::placement_name(c, side) + " but the solution has " + std::to_string(solution[c.cell]);
        for (const Candidate& c : step.eliminations)
            if (solution[c.cell] == c.digit) return hints::elimination_name(c, side) + " removes the solution's value";
    }
    return {};
}

struct Walk {
    std::size_t steps = 0;
    hints::PathEnd end = hints::PathEnd::Stuck;
    std::string violation;  ///< empty when every step was sound
    std::string technique;  ///< of the unsound step
};

/// The solving path of one puzzle, each step checked before it is applied. Stops at the first
/// unsound step, or at a step that changes nothing (it would repeat for ever).
Walk walk(const KnownPuzzle& known) {
    Walk walk;
    PencilMarks marks(known.puzzle.grid);
    for (;;) {
        if (hints::contradictory(marks)) {
            walk.end = hints::PathEnd::Contradiction;
            if (!known.solutions.empty()) walk.violation = "the path ends in a contradiction";
            return walk;
        }
        if (marks.grid().complete()) {
            walk.end = hints::PathEnd::Solved;
            return walk;
        }
        std::optional<Step> step = hints::next_step(hints::Board(marks, known.unique, known.puzzle.grid));
        if (!step) return walk;
        ++walk.steps;
        const auto violation = [&](const std::string& why) {
            walk.technique = hints::to_string(step->technique);
            walk.violation =
                "step " + std::to_string(walk.steps) + ", " + walk.technique + ": " + step->explanation + " — " + why;
            return walk;
        };
        if (const std::string why = unsound(*step, known.solutions); !why.empty()) return violation(why);
        const PencilMarks before = marks;
        try {
            hints::apply(*step, marks);
        } catch (const std::invalid_argument& error) {
            return violation(std::string("cannot be applied: ") + error.what());
        }
        if (marks == before) return violation("changes nothing");
    }
}

}  // namespace

int run_soundness(const PuzzleFile& file, std::size_t show, std::ostream& out) {
    const std::vector<compare::Puzzle> puzzles = load(file);
    print_header(out, "soundness", file, puzzles);
    std::size_t steps = 0, unique = 0, several = 0, none = 0;
    std::array<std::size_t, 3> ends{};
    std::vector<std::string> violations;
    std::map<std::string, std::size_t> by_technique;
    batch::Progress progress(puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const KnownPuzzle known = know(puzzles[i]);
        (known.unique ? unique : known.solutions.size() > 1 ? several : none) += 1;
        const Walk w = walk(known);
        steps += w.steps;
        if (w.violation.empty()) ++ends[static_cast<std::size_t>(w.end)];
        if (!w.violation.empty()) {
            violations.push_back("puzzle " + std::to_string(i + 1) + " (line " + std::to_string(known.puzzle.line) +
                                 "): " + w.violation);
            ++by_technique[w.technique.empty() ? "(the path's end)" : w.technique];
        }
        progress.tick(i + 1);
    }
    progress.finish();
    for (std::size_t i = 0; i < violations.size() && (show == 0 || i < show); ++i)
        out << "VIOLATION: " << violations[i] << '\n';
    if (show != 0 && violations.size() > show)
        out << "… and " << violations.size() - show << " more (--show 0 prints them all)\n";
    out << "solutions (dlx): " << unique << " unique, " << several << " with several, " << none << " without\n"
        << "paths: " << ends[static_cast<std::size_t>(hints::PathEnd::Solved)] << " solved, "
        << ends[static_cast<std::size_t>(hints::PathEnd::Stuck)] << " stuck, "
        << ends[static_cast<std::size_t>(hints::PathEnd::Contradiction)] << " contradiction, " << violations.size()
        << " stopped at an unsound step\n"
        << "steps checked: " << steps << "\nviolations: " << violations.size() << '\n';
    if (violations.empty()) return 0;
    for (const auto& [technique, count] : by_technique) out << "  " << technique << ": " << count << '\n';
    out << "\n*** " << violations.size() << " PUZZLE(S) WITH AN UNSOUND STEP ***\n";
    return 1;
}

}  // namespace sudoku::hints_bench
