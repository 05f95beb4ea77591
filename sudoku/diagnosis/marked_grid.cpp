#include "sudoku/diagnosis/marked_grid.hpp"

#include "sudoku/backends/backend.hpp"
#include "sudoku/encodings/csp_model.hpp"

namespace sudoku {

MarkedGrid marked_grid(const PencilMarks& marks) {
    MarkedGrid position{marks.grid(), {}};
    const PencilMarks placed_only(position.values);
    for (int cell = 0; cell < marks.cells(); ++cell)
        if (marks.value(cell) == 0)
            for (int value : placed_only.candidates(cell))
                if (!marks.has(cell, value)) position.deleted.push_back({cell, value});
    return position;
}

namespace detail {

csp::Problem model_of(const MarkedGrid& position) {
    const int box = position.values.box();
    csp::Problem model = all_different_model(box, default_strength(box));
    for (const CellValue& cv : position.deleted) model.remove_value(cv.cell, cv.value);
    return model;
}

}  // namespace detail

std::optional<int> count_to_two(const MarkedGrid& position, const csp::SearchLimits& limits) {
    if (position.deleted.empty()) {  // a puzzle: the default backend, the tool's fastest choice
        SolveOptions options;
        options.max_solutions = 2;
        options.limits = limits;
        const SolveResult result = sudoku::solve(position.values, options);
        if (!result.complete && result.solutions.size() < 2) return std::nullopt;
        return static_cast<int>(result.solutions.size());
    }
    const csp::Problem model = detail::model_of(position);
    csp::SolverOptions options = DiagnosisOptions{}.search;
    options.max_solutions = 2;
    options.limits = limits;
    const csp::Result result = csp::Solver(model, options).solve(givens_of(position.values));
    if (!result.complete && result.solutions.size() < 2) return std::nullopt;
    return static_cast<int>(std::min<std::size_t>(result.solutions.size(), 2));
}

}  // namespace sudoku
