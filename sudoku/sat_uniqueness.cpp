#include "sudoku/sat_uniqueness.hpp"

#include "csp/sat_solver.hpp"
#include "sudoku/sat_encoding.hpp"

namespace sudoku {

csp::Status sat_other_solution(const Grid& puzzle, const Grid& solution, int cell, const csp::SearchLimits& limits) {
    csp::LimitGuard guard(limits);
    csp::SatSolver solver;
    SudokuCnf cnf;
    if (!encode_sudoku(puzzle, solver, guard, cnf)) return csp::Status::LimitReached;
    const int side = puzzle.side();
    // The solution value of an empty cell is always a candidate: the clues agree with the solution.
    solver.add_clause({csp::Lit::neg(cnf.var(cell, solution[cell], side))});
    for (int x = 0; x < cnf.candidates(); ++x) {
        const auto i = static_cast<std::size_t>(x);
        solver.set_phase(x, solution[cnf.cell_of[i]] == cnf.value_of[i]);
    }
    return solver.solve(guard);
}

}  // namespace sudoku
