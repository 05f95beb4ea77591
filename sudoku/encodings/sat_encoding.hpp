#pragma once
/// Sudoku as propositional clauses for the engine's CDCL solver (csp/sat/sat_solver.hpp), built by the
/// `sat` backend (sudoku/backends/sat.cpp).
///
/// One boolean variable per open candidate (cell, value), i.e. per value of an empty cell that no
/// given in its row, column or box rules out and the caller's pencil marks keep; givens and the
/// candidates they exclude never become variables, so a 25×25 puzzle with 270 givens has a few
/// thousand variables instead of 15,625. The clauses are the "extended" encoding (Lynce & Ouaknine, "Sudoku as a
/// SAT problem", ISAIM 2006), exactly-one in both directions:
///  - each empty cell takes at least one of its candidates, and at most one;
///  - each value missing from a unit takes at least one place in it, and at most one.
/// At-most-one is pairwise binaries for groups of up to 25 literals (every group of a 25×25 grid)
/// and the product encoding for larger ones (see sat_encoding.cpp); a pair of cells sharing a box and
/// a row or column gets its binary once. Half of it would already have exactly the solutions as
/// models (a cell's at-least-one with a unit's at-most-one: N cells holding at most N values forces
/// one each); the other half lets unit propagation find hidden singles as well as naked ones.

#include <vector>

#include "csp/sat/sat_solver.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic/pencil_marks.hpp"

namespace sudoku {

/// The variables of one puzzle's clauses: the (cell, value) behind each candidate variable
/// (auxiliary variables of the at-most-one encoding come after them).
struct SudokuCnf {
    std::vector<int> var_of;    ///< cell·N + (value − 1) → variable, −1 when not a candidate
    std::vector<int> cell_of;   ///< candidate variable → cell
    std::vector<int> value_of;  ///< candidate variable → value 1..N
    int candidates() const { return static_cast<int>(cell_of.size()); }
};

/// Builds the clauses of `puzzle` into `solver`, which must have no variables yet (candidate i
/// becomes variable i). False when `guard` stopped it (the time limit or the cancel flag is read
/// every few hundred clauses' worth of work, since a 64×64 grid takes long). Only the candidates left
/// in `marks` (pencil marks of the same puzzle, after any deduction) become variables.
bool encode_sudoku(const Grid& puzzle, csp::SatSolver& solver, csp::LimitGuard& guard, SudokuCnf& cnf,
                   const PencilMarks& marks);

}  // namespace sudoku
