#pragma once
/// Difficulty of a Sudoku puzzle, graded by what a person needs to solve it: the rules of
/// sudoku/logic/deductions.hpp without guessing, or guessing, and how much of it.
///  - easy: naked and hidden singles alone solve it;
///  - medium: the other rules (pointing, box-line, naked and hidden subsets) are needed, and solve it;
///  - hard: the rules get stuck, and a search that guesses (deducing after each guess) proves the
///    solution with at most kExpertGuesses guesses;
///  - expert: that search needs more than kExpertGuesses guesses.
/// The rules run cheapest first (singles until none is left), so a puzzle is graded by the hardest
/// rule it cannot do without — the "preemptive sets" view of J. F. Crook, Notices of the AMS 56(4), 2009.

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/logic/deductions.hpp"

namespace sudoku {

enum class Difficulty { Easy, Medium, Hard, Expert };
/// "easy", "medium", "hard", "expert".
std::string_view to_string(Difficulty difficulty);
/// Accepts the names printed by to_string; throws std::invalid_argument listing them.
Difficulty difficulty_from_string(std::string_view name);
std::vector<std::string_view> difficulty_names();

/// More guesses than this make a puzzle expert. Guesses are counted over the whole search tree of
/// the `rules` backend asked for two solutions (so the count does not depend on luck in finding the
/// solution early); calibrated on random minimal 9×9 puzzles (docs/benchmarks.md#the-generator).
inline constexpr std::uint64_t kExpertGuesses = 10;

/// What the grade is based on.
struct GradeReport {
    Difficulty difficulty = Difficulty::Easy;
    /// Outcome of the rules alone (all rules, no guessing): Solved or Stuck.
    Deduction outcome = Deduction::Stuck;
    /// How often each rule fired in that run (indexed by Rule).
    std::array<std::uint64_t, kRuleCount> fired{};
    /// Guesses of the search when the rules get stuck; 0 when they solve it. The search stops at
    /// kExpertGuesses + 1, so an expert puzzle reports kExpertGuesses + 1.
    std::uint64_t guesses = 0;

    std::uint64_t count(Rule rule) const { return fired[static_cast<std::size_t>(rule)]; }
};

/// Grades a puzzle; meant for puzzles with exactly one solution (the generator's). Throws
/// std::invalid_argument when the givens conflict or the rules prove it has no solution.
GradeReport grade_report(const Grid& puzzle);
/// grade_report(puzzle).difficulty.
Difficulty grade(const Grid& puzzle);

/// The puzzle has exactly one solution and grades `ceiling` or easier, decided with the grader's own
/// steps and no full search: singles (for easy) or all the rules (medium, hard) solve it, or, for
/// hard, the guessing search proves its one solution within kExpertGuesses guesses. Meant for
/// ceilings below Expert (an expert ceiling only asks for one solution); throws std::invalid_argument
/// for Expert and for conflicting givens.
bool grades_at_most(const Grid& puzzle, Difficulty ceiling);

}  // namespace sudoku
