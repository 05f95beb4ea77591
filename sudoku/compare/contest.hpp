#pragma once
/// A contest of solvers: every contender solves the same puzzles in one process, each solve is
/// timed, and each answer is checked by the independent validator (sudoku::solution_error) and
/// against the other contenders' answers. Used by `sudoku compare` and the benchmarks in bench/.

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "csp/search/solver.hpp"
#include "sudoku/compare/puzzle_set.hpp"
#include "sudoku/compare/summary.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::compare {

/// What one solver returned for one puzzle, in a form every contender (ours or a peer) can give.
struct Answer {
    csp::Status status = csp::Status::Unsatisfiable;
    std::vector<Grid> solutions;
    std::uint64_t nodes = 0;  ///< search nodes as the solver itself counts them
};

/// A solver under test: a name for the table and a function solving one puzzle. The whole call is
/// timed, so model construction and result extraction count.
struct Contender {
    std::string name;
    std::function<Answer(const Grid&)> solve;
};

/// How `answer` to `puzzle` is judged, never trusting the solver: each solution is checked by
/// sudoku::solution_error, and the status must agree with the solutions; `why` receives the reason
/// when the answer is wrong.
Outcome judge(const Grid& puzzle, const Answer& answer, std::string& why);

/// Runs every contender on every puzzle and returns one summary per contender, in order. Each
/// solve is timed by the steady clock (wall) and by std::clock (process CPU time, which other
/// processes on the machine do not inflate).
/// Puzzles are the outer loop so that noise from other processes on a shared machine falls on all
/// contenders alike. Each contender first solves puzzle 0 once, untimed, so one-time setup
/// (geometry tables, allocator pools) is not charged to the first timed puzzle. A wrong answer is
/// printed to `errors` at once; so is an Unsatisfiable claim on a puzzle another contender solved.
std::vector<Summary> run(const std::vector<Puzzle>& puzzles, const std::vector<Contender>& contenders,
                         std::ostream& errors);

}  // namespace sudoku::compare
