#include "sudoku/generator/grading.hpp"

#include <stdexcept>

#include "csp/base/enum_names.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku {

namespace {
constexpr csp::detail::NameTable<Difficulty, 4> kDifficultyNames = {{Difficulty::Easy, "easy"},
                                                                    {Difficulty::Medium, "medium"},
                                                                    {Difficulty::Hard, "hard"},
                                                                    {Difficulty::Expert, "expert"}};

/// The search that grades a puzzle the rules leave stuck: the guesses of its whole tree (two
/// solutions asked, so a unique puzzle is searched to the end), stopped as soon as the count makes
/// the puzzle expert.
SolveResult guessing_search(const Grid& puzzle) {
    SolveOptions options{.backend = "rules", .max_solutions = 2};
    options.limits.node_limit = kExpertGuesses + 1;
    return solve(puzzle, options);
}

bool needs_more_than_singles(const DeduceResult& result) {
    for (const Rule rule : {Rule::NakedSubset, Rule::HiddenSubset, Rule::Pointing, Rule::BoxLine})
        if (result.count(rule) != 0) return true;
    return false;
}
}  // namespace

std::string_view to_string(Difficulty difficulty) { return csp::detail::name_of(difficulty, kDifficultyNames); }
Difficulty difficulty_from_string(std::string_view name) {
    return csp::detail::value_of(name, kDifficultyNames, "difficulty");
}
std::vector<std::string_view> difficulty_names() { return csp::detail::names_of(kDifficultyNames); }

GradeReport grade_report(const Grid& puzzle) {
    PencilMarks marks(puzzle);  // throws on conflicting givens
    const DeduceResult deduced = deduce(marks);
    GradeReport report;
    report.outcome = deduced.outcome;
    report.fired = deduced.fired;
    if (deduced.outcome == Deduction::Contradiction)
        throw std::invalid_argument("cannot grade: the puzzle has no solution");
    if (deduced.outcome == Deduction::Solved) {
        // The rules run cheapest first, so another rule fired only where the singles were stuck.
        report.difficulty = needs_more_than_singles(deduced) ? Difficulty::Medium : Difficulty::Easy;
        return report;
    }
    const SolveResult searched = guessing_search(puzzle);
    if (searched.complete && searched.solutions.empty())
        throw std::invalid_argument("cannot grade: the puzzle has no solution");
    report.guesses = searched.stats.nodes;
    report.difficulty = report.guesses > kExpertGuesses ? Difficulty::Expert : Difficulty::Hard;
    return report;
}

Difficulty grade(const Grid& puzzle) { return grade_report(puzzle).difficulty; }

bool grades_at_most(const Grid& puzzle, Difficulty ceiling) {
    if (ceiling == Difficulty::Expert)
        throw std::invalid_argument("grades_at_most: every puzzle with one solution grades expert or easier");
    PencilMarks marks(puzzle);  // throws on conflicting givens
    const DeduceResult deduced = deduce(marks, ceiling == Difficulty::Easy ? RuleSet::singles() : RuleSet{});
    if (deduced.outcome == Deduction::Solved) return true;
    if (deduced.outcome == Deduction::Contradiction || ceiling != Difficulty::Hard) return false;
    const SolveResult searched = guessing_search(puzzle);
    return searched.unique() && searched.stats.nodes <= kExpertGuesses;
}

}  // namespace sudoku
