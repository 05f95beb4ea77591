#include "sudoku/diagnosis/no_solution.hpp"

#include "csp/explain/minimal_conflict.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku {

NoSolutionExplanation explain_no_solution(const Grid& puzzle, const DiagnosisOptions& options) {
    return explain_no_solution(MarkedGrid{puzzle, {}}, options);
}

NoSolutionExplanation explain_no_solution(const MarkedGrid& position, const DiagnosisOptions& options) {
    const Grid& puzzle = position.values;
    csp::Problem problem = detail::model_of(position);  // the deletions: unary restrictions, in the background
    const std::vector<std::pair<csp::VarId, int>> givens = givens_of(puzzle);
    std::vector<csp::ConstraintGroup> groups;
    for (auto [cell, value] : givens) {
        problem.assign(cell, value);
        groups.push_back({cell_name(cell, puzzle.side()), {csp::ConstraintRef::unary(cell)}});
    }
    const csp::ConflictOptions conflict_options{.search = options.search};
    const csp::ConflictResult found =
        csp::minimal_conflict(problem, groups, csp::ungrouped_constraints(problem, groups), conflict_options);

    NoSolutionExplanation explanation;
    explanation.complete = found.complete;
    explanation.searches = found.checks;
    if (found.groups) {
        explanation.givens.emplace();
        for (csp::GroupId g : *found.groups) {
            const auto [cell, value] = givens[static_cast<std::size_t>(g)];
            explanation.givens->push_back({cell, value});
        }
    }
    return explanation;
}

}  // namespace sudoku
