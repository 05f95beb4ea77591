#pragma once
// Building pencil-mark positions for the technique tests: an empty 9×9 grid (every candidate
// open) narrowed by hand, so that each test shows exactly the pattern it is about.

#include <algorithm>
#include <initializer_list>
#include <vector>

#include "sudoku/hints/board.hpp"
#include "sudoku/hints/finder.hpp"
#include "sudoku/hints/step.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace hints_test {

using sudoku::PencilMarks;
using sudoku::hints::Candidate;

/// Cell of row r, column c (1-based, as in "r3c5"), on a 9×9 grid unless `side` says otherwise.
inline int rc(int row, int column, int side = 9) { return (row - 1) * side + (column - 1); }
/// The candidate `digit` of r`row`c`column`.
inline Candidate cand(int row, int column, int digit, int side = 9) { return {rc(row, column, side), digit}; }

/// Leaves `digit` only in `cells` among the cells of `unit_cells`.
inline void keep_digit_only_in(PencilMarks& marks, int digit, const std::vector<int>& unit_cells,
                               const std::vector<int>& cells) {
    for (int cell : unit_cells)
        if (std::find(cells.begin(), cells.end(), cell) == cells.end() && marks.value(cell) == 0)
            marks.remove(cell, digit);
}
/// The cells of row r (1-based).
inline std::vector<int> row_cells(int row, int side = 9) {
    std::vector<int> cells;
    for (int c = 1; c <= side; ++c) cells.push_back(rc(row, c, side));
    return cells;
}
/// The cells of column c (1-based).
inline std::vector<int> column_cells(int column, int side = 9) {
    std::vector<int> cells;
    for (int r = 1; r <= side; ++r) cells.push_back(rc(r, column, side));
    return cells;
}
/// Leaves only `digits` as candidates of `cell`.
inline void keep_candidates(PencilMarks& marks, int cell, std::initializer_list<int> digits) {
    for (int d = 1; d <= marks.side(); ++d)
        if (std::find(digits.begin(), digits.end(), d) == digits.end()) marks.remove(cell, d);
}
/// The steps of one technique, as found by the finder.
inline std::vector<sudoku::hints::Step> steps_of(const PencilMarks& marks, sudoku::hints::Technique technique,
                                                 bool unique = false) {
    return sudoku::hints::find_steps(sudoku::hints::Board(marks, unique), technique);
}
/// Sorted, for comparing with a step's eliminations.
inline std::vector<Candidate> sorted(std::vector<Candidate> list) {
    std::sort(list.begin(), list.end());
    return list;
}

/// The eliminations of each step, sorted: the fish tests compare whole sets of steps by them.
inline std::vector<std::vector<Candidate>> eliminations_of(const std::vector<sudoku::hints::Step>& steps) {
    std::vector<std::vector<Candidate>> all;
    for (const auto& step : steps) all.push_back(step.eliminations);
    std::sort(all.begin(), all.end());
    return all;
}

}  // namespace hints_test
