#pragma once
// Building pencil-mark positions for the technique tests: an empty 9×9 grid (every candidate
// open) narrowed by hand, so that each test shows exactly the pattern it is about.

#include <algorithm>
#include <initializer_list>
#include <random>
#include <vector>

#include "sudoku/format.hpp"
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

/// The puzzle's start, and the same grid with each open cell's candidates thinned at random, one
/// grid per percentage of candidates removed (a cell keeps one at least).
inline std::vector<sudoku::hints::Board> start_and_thinned(const char* puzzle, unsigned seed,
                                                           std::initializer_list<int> percents) {
    const PencilMarks start(sudoku::parse(puzzle));
    std::vector<sudoku::hints::Board> boards{sudoku::hints::Board(start)};
    std::mt19937 random(seed);
    for (int percent : percents) {
        PencilMarks marks = start;
        for (int cell = 0; cell < marks.cells(); ++cell) {
            if (marks.value(cell) != 0) continue;
            for (int digit = 1; digit <= 9; ++digit)
                if (marks.has(cell, digit) && marks.count(cell) > 1 && static_cast<int>(random() % 100) < percent)
                    marks.remove(cell, digit);
        }
        boards.emplace_back(marks);
    }
    return boards;
}

/// magictour_top1465 #1 (SE 9.0, dynamic forcing chains), Easter Monster, a 17-clue puzzle: starts
/// hard enough that every chain search has work on them.
inline const char* const kHardStarts[] = {
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
};

}  // namespace hints_test
