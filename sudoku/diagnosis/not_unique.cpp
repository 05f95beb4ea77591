#include "sudoku/diagnosis/not_unique.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include "csp/explain/quickxplain.hpp"
#include "csp/explain/search_budget.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku {

namespace {

// Searches of the puzzle with extra givens, counting solutions up to two, within one budget.
class Counter {
public:
    Counter(const MarkedGrid& position, const DiagnosisOptions& options)
        : model_(detail::model_of(position)),
          givens_(givens_of(position.values)),
          search_(options.search),
          budget_(options.search.limits) {
        search_.max_solutions = 2;
        search_.keep_solutions = true;
        search_.objective.reset();
        search_.on_solution = nullptr;
    }

    // nullopt when the budget is spent.
    std::optional<csp::Result> solve(std::span<const std::pair<csp::VarId, int>> extra) {
        const std::optional<csp::SearchLimits> limits = budget_.next();
        if (!limits) return std::nullopt;
        ++searches_;
        std::vector<std::pair<csp::VarId, int>> assumptions = givens_;
        assumptions.insert(assumptions.end(), extra.begin(), extra.end());
        search_.limits = *limits;
        return csp::Solver(model_, search_).solve(assumptions);
    }
    std::uint64_t searches() const { return searches_; }

private:
    const csp::Problem model_;
    std::vector<std::pair<csp::VarId, int>> givens_;
    csp::SolverOptions search_;
    csp::SearchBudget budget_;
    std::uint64_t searches_ = 0;
};

}  // namespace

NotUniqueExplanation explain_not_unique(const Grid& puzzle, const DiagnosisOptions& options) {
    return explain_not_unique(MarkedGrid{puzzle, {}}, options);
}

NotUniqueExplanation explain_not_unique(const MarkedGrid& position, const DiagnosisOptions& options) {
    const Grid& puzzle = position.values;
    Counter counter(position, options);
    NotUniqueExplanation explanation;
    const std::optional<csp::Result> two = counter.solve({});
    explanation.searches = counter.searches();
    if (!two || two->solutions.size() < 2) {
        explanation.complete = two && two->complete;
        return explanation;
    }
    SeveralSolutions found{to_grid(two->solutions[0], puzzle.box()), to_grid(two->solutions[1], puzzle.box()), {}, {}};
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (found.first[cell] != found.second[cell]) found.differing_cells.push_back(cell);

    // The items: the blank cells, those where the solutions differ first. "Satisfiable" here: the
    // puzzle with these cells given as in `first` still has a solution other than `first`.
    std::vector<int> candidates = found.differing_cells;
    for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (puzzle[cell] == 0 && found.first[cell] == found.second[cell]) candidates.push_back(cell);
    const auto check = [&](std::span<const int> items) {
        std::vector<std::pair<csp::VarId, int>> extra;
        for (int item : items) {
            const int cell = candidates[static_cast<std::size_t>(item)];
            extra.emplace_back(cell, found.first[cell]);
        }
        const std::optional<csp::Result> result = counter.solve(extra);
        if (!result || (result->solutions.size() < 2 && !result->complete)) return csp::Satisfiability::Unknown;
        return result->solutions.size() >= 2 ? csp::Satisfiability::Satisfiable : csp::Satisfiability::Unsatisfiable;
    };
    const csp::ItemConflict unique = csp::quickxplain(static_cast<int>(candidates.size()), check);
    explanation.searches = counter.searches();
    explanation.complete = unique.complete;
    // Every blank cell given leaves `first` alone, so the conflict exists even when checks were cut
    // short (quickxplain then answers nullopt only if that first check was): fall back to all cells.
    std::vector<int> cells;
    if (unique.items) {
        for (int item : *unique.items) cells.push_back(candidates[static_cast<std::size_t>(item)]);
    } else {
        cells = candidates;
    }
    std::sort(cells.begin(), cells.end());
    for (int cell : cells) found.completing_givens.push_back({cell, found.first[cell]});
    explanation.solutions = std::move(found);
    return explanation;
}

}  // namespace sudoku
