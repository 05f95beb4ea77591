#pragma once
/// The position a diagnosis looks at: the values placed (givens, and cells placed since) and the
/// candidates deleted by hand, as a line of HoDoKu's format writes a position. A puzzle is a marked
/// grid with nothing deleted.

#include <chrono>
#include <optional>
#include <vector>

#include "sudoku/diagnosis/diagnosis_options.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku {

struct MarkedGrid {
    Grid values;                     ///< every value placed
    std::vector<CellValue> deleted;  ///< candidates of open cells struck out, in reading order
};

/// The position of `marks`: its placed values, and the candidates it lacks that the placed values
/// alone would leave.
MarkedGrid marked_grid(const PencilMarks& marks);

/// The position's solutions counted up to two within `limits` (time, cancel flag, stop request):
/// 0, 1 or 2 (two or more); nullopt when a limit stopped the count first.
std::optional<int> count_to_two(const MarkedGrid& position, const csp::SearchLimits& limits);

namespace detail {
/// The all-different model of the position's size with its deleted candidates removed, for the
/// diagnoses' searches (the placed values are passed as assumptions).
csp::Problem model_of(const MarkedGrid& position);
}  // namespace detail

}  // namespace sudoku
