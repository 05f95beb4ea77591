#pragma once
/// What the diagnoses of a puzzle (no solution, several solutions) take.

#include "csp/search/solver.hpp"

namespace sudoku {

/// Each diagnosis is a series of searches by the engine (csp::Solver) on the all-different model
/// at the size's default strength (sudoku::default_strength).
struct DiagnosisOptions {
    /// The search of each check. The default, dom/wdeg with Luby restarts, keeps the searches on
    /// sparse sub-puzzles short where MRV alone sometimes takes seconds
    /// (docs/experiments.md#diagnoses-the-search-of-each-check). How many solutions to find is the
    /// diagnosis's business (max_solutions, objective and on_solution are not read). The limits are
    /// the budget of the whole diagnosis: the node limit holds for each search, the time limit and
    /// the cancel flag for all of them together (csp::SearchBudget); what a stopped search leaves
    /// undecided is said by the result's `complete`.
    csp::SolverOptions search{.variable_order = csp::VariableOrder::DomWdeg, .restarts = csp::RestartPolicy::Luby};
};

}  // namespace sudoku
