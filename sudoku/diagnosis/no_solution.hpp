#pragma once
/// Why a puzzle has no solution: a minimal set of its givens that cannot all hold, by QuickXplain
/// (csp::minimal_conflict) with each given a group and the rules of Sudoku the background. Plain
/// data: the caller words it ("these four givens cannot all hold: r1c1=5, r1c7=5 …").

#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/diagnosis/diagnosis_options.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct NoSolutionExplanation {
    /// Givens of the puzzle that no grid can hold together, in reading order, and minimal: without
    /// any one of them the others can be completed to a solution. nullopt when the puzzle has a
    /// solution, or when the limits stopped the first search, which decides that (`complete` false).
    std::optional<std::vector<CellValue>> givens;
    /// Every search finished: nullopt then means the puzzle has a solution, and the givens are
    /// minimal. When a limit stopped one, the givens returned still admit no solution (that is
    /// proven), but some of them may not be needed.
    bool complete = true;
    std::uint64_t searches = 0;  ///< solver runs made
};

/// The explanation for `puzzle`; the givens found are those the search adds first in reading
/// order (QuickXplain's preferred conflict). Two equal givens in a unit are found as those two.
NoSolutionExplanation explain_no_solution(const Grid& puzzle, const DiagnosisOptions& options = {});
/// The same for a position: the values are drawn from all its placed values, the deleted candidates
/// stay deleted (the background); none at all when the deletions alone leave no solution.
NoSolutionExplanation explain_no_solution(const MarkedGrid& position, const DiagnosisOptions& options = {});

}  // namespace sudoku
