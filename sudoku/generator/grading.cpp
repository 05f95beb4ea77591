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
    // Stuck: count the guesses of the whole search tree (two solutions asked, so a unique puzzle is
    // searched to the end), stopping as soon as the count makes the puzzle expert.
    SolveOptions options{.backend = "rules", .max_solutions = 2};
    options.limits.node_limit = kExpertGuesses + 1;
    const SolveResult searched = solve(puzzle, options);
    if (searched.complete && searched.solutions.empty())
        throw std::invalid_argument("cannot grade: the puzzle has no solution");
    report.guesses = searched.stats.nodes;
    report.difficulty = report.guesses > kExpertGuesses ? Difficulty::Expert : Difficulty::Hard;
    return report;
}

Difficulty grade(const Grid& puzzle) { return grade_report(puzzle).difficulty; }

}  // namespace sudoku
