#include "sudoku/encodings/sat_encoding.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace sudoku {

namespace {

/// Groups of at most this many literals get pairwise binaries, which is faster here than a counter
/// encoding (docs/experiments.md#pairwise-at-most-one-up-to-25-literals); larger ones the product
/// encoding.
constexpr std::size_t kPairwiseMax = 25;

/// At most one of `lits`. Pairwise: k(k−1)/2 binaries and no new variable. Larger groups use the
/// product encoding (Chen, "A new SAT encoding of the at-most-one constraint", ModRef 2010): the
/// literals are laid out on a p×q grid (p·q ≥ k), each implies its row variable and its column
/// variable, and at most one row and one column variable may hold (recursively). That is about
/// 2k + p² + q² clauses and p + q new variables (a sequential counter needs k − 1 variables), and
/// unit propagation is as strong as pairwise: a true literal forces its row and column, the others'
/// rows or columns are then false, and so are they. An empty 64×64 grid gets ~0.5M variables
/// instead of ~1.3M.
void at_most_one(csp::SatSolver& solver, std::span<const csp::Lit> lits) {
    const std::size_t k = lits.size();
    if (k <= kPairwiseMax) {
        for (std::size_t i = 0; i < k; ++i)
            for (std::size_t j = i + 1; j < k; ++j) solver.add_clause({~lits[i], ~lits[j]});
        return;
    }
    std::size_t q = 1;  // columns: ⌈√k⌉
    while (q * q < k) ++q;
    const std::size_t p = (k + q - 1) / q;  // rows
    std::vector<csp::Lit> rows;
    std::vector<csp::Lit> columns;
    for (std::size_t i = 0; i < p; ++i) rows.push_back(csp::Lit::pos(solver.new_var()));
    for (std::size_t j = 0; j < q; ++j) columns.push_back(csp::Lit::pos(solver.new_var()));
    for (std::size_t t = 0; t < k; ++t) {
        solver.add_clause({~lits[t], rows[t / q]});
        solver.add_clause({~lits[t], columns[t % q]});
    }
    at_most_one(solver, rows);
    at_most_one(solver, columns);
}

}  // namespace

bool encode_sudoku(const Grid& puzzle, csp::SatSolver& solver, csp::LimitGuard& guard, SudokuCnf& cnf,
                   const PencilMarks& marks) {
    const Geometry& g = puzzle.geometry();
    const int n = g.side();
    const int cells = g.cells();
    const auto at = [n](int a, int v) {
        return static_cast<std::size_t>(a) * static_cast<std::size_t>(n) + static_cast<std::size_t>(v);
    };
    cnf.var_of.assign(at(cells, 0), -1);

    // given[u·N + v]: value v + 1 is given somewhere in unit u.
    std::vector<std::uint8_t> given(at(g.num_units(), 0), 0);
    for (int cell = 0; cell < cells; ++cell)
        if (const int value = puzzle[cell]; value != 0)
            for (int u : g.units_of(cell)) given[at(u, value - 1)] = 1;

    // One variable per candidate (made in one go: a 64×64 grid has 262,144); each empty cell takes
    // exactly one of its candidates.
    const auto candidate = [&](int cell, int v) {
        const auto units = g.units_of(cell);
        if (puzzle[cell] != 0 || given[at(units[0], v)] || given[at(units[1], v)] || given[at(units[2], v)])
            return false;
        const int placed = marks.value(cell);  // placed by deduction: its value is the only candidate
        return placed != 0 ? placed == v + 1 : marks.has(cell, v + 1);
    };
    int count = 0;
    for (int cell = 0; cell < cells; ++cell)
        for (int v = 0; v < n; ++v) count += candidate(cell, v) ? 1 : 0;
    if (guard.exceeded_now()) return false;
    solver.reserve_vars(count);  // a fresh solver: candidate i is variable i
    cnf.cell_of.reserve(static_cast<std::size_t>(count));
    cnf.value_of.reserve(static_cast<std::size_t>(count));
    for (int cell = 0; cell < cells; ++cell)
        for (int v = 0; v < n; ++v)
            if (candidate(cell, v)) {
                cnf.var_of[at(cell, v)] = cnf.candidates();
                cnf.cell_of.push_back(cell);
                cnf.value_of.push_back(v + 1);
            }
    std::vector<csp::Lit> lits;
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle[cell] != 0) continue;
        if (cell % 64 == 0 && guard.exceeded_now()) return false;
        lits.clear();
        for (int v = 0; v < n; ++v)
            if (const int x = cnf.var_of[at(cell, v)]; x >= 0) lits.push_back(csp::Lit::pos(x));
        solver.add_clause(lits);  // none left: the empty clause, no solution
        at_most_one(solver, lits);
    }

    // Each value missing from a unit takes exactly one place in it. A pair of cells in one box and
    // one row (or column) needs its binary once: boxes skip the pairs their row or column wrote.
    std::vector<std::uint8_t> pairwise(at(g.num_units(), 0), 0);
    std::vector<int> places;
    for (int u = 0; u < g.num_units(); ++u) {
        if (guard.exceeded_now()) return false;
        const bool box = u >= 2 * n;
        for (int v = 0; v < n; ++v) {
            if (given[at(u, v)]) continue;
            places.clear();
            lits.clear();
            for (int cell : g.unit(u))
                if (const int x = cnf.var_of[at(cell, v)]; x >= 0) {
                    places.push_back(cell);
                    lits.push_back(csp::Lit::pos(x));
                }
            solver.add_clause(lits);
            if (lits.size() > kPairwiseMax || !box) {
                pairwise[at(u, v)] = lits.size() <= kPairwiseMax;
                at_most_one(solver, lits);
                continue;
            }
            for (std::size_t i = 0; i < lits.size(); ++i)
                for (std::size_t j = i + 1; j < lits.size(); ++j) {
                    const int a = places[i];
                    const int b = places[j];
                    if (g.row(a) == g.row(b) && pairwise[at(g.row(a), v)]) continue;
                    if (g.column(a) == g.column(b) && pairwise[at(n + g.column(a), v)]) continue;
                    solver.add_clause({~lits[i], ~lits[j]});
                }
        }
    }
    return true;
}

}  // namespace sudoku
