#pragma once
/// Why a puzzle has more than one solution: two of its solutions, the cells where they differ, and
/// a set of cells whose values in the first, once given, leave it the only solution, irreducible:
/// without any one of them the puzzle again has another. Found by QuickXplain
/// (csp::quickxplain) over the blank cells, the background being the puzzle and "the solution is
/// not the first". Plain data: the caller words it.

#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/diagnosis/diagnosis_options.hpp"
#include "sudoku/diagnosis/marked_grid.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct SeveralSolutions {
    Grid first;                        ///< a solution
    Grid second;                       ///< another solution
    std::vector<int> differing_cells;  ///< cells where first and second differ, increasing
    /// Blank cells of the puzzle with their values in `first`, in reading order: given as well,
    /// they make `first` the only solution; without any one of them (when the explanation is
    /// complete) the puzzle has another. The cells where the two solutions differ are tried first,
    /// so the set is drawn from them where it can be.
    std::vector<CellValue> completing_givens;
};

struct NotUniqueExplanation {
    /// nullopt when the puzzle has at most one solution (none when its givens conflict), or when
    /// the limits stopped the search for a second before it was found (`complete` false).
    std::optional<SeveralSolutions> solutions;
    /// Every search finished: nullopt then means at most one solution, and the completing givens
    /// are irreducible. When a limit stopped one, the completing givens still make the puzzle
    /// unique (that is proven), but some of them may not be needed.
    bool complete = true;
    std::uint64_t searches = 0;  ///< solver runs made
};

NotUniqueExplanation explain_not_unique(const Grid& puzzle, const DiagnosisOptions& options = {});
/// The same for a position: its solutions (the deleted candidates stay deleted), and open cells
/// whose values make it unique.
NotUniqueExplanation explain_not_unique(const MarkedGrid& position, const DiagnosisOptions& options = {});

}  // namespace sudoku
