/// The `sat` backend: Sudoku as propositional clauses, solved by the CDCL solver of the engine
/// (csp/sat_solver.hpp). One boolean variable per open candidate (cell, value), i.e. per value of an
/// empty cell that no given in its row, column or box rules out; givens and the candidates they
/// exclude never become variables, so a 25×25 puzzle with 270 givens has a few thousand variables
/// instead of 15,625. The clauses are the "extended" encoding (Lynce & Ouaknine, "Sudoku as a SAT
/// problem", ISAIM 2006), exactly-one in both directions:
///  - each empty cell takes at least one of its candidates, and at most one;
///  - each value missing from a unit takes at least one place in it, and at most one.
/// At-most-one is pairwise binaries for groups of up to 25 literals (every group of a 25×25 grid)
/// and the product encoding for larger ones (see at_most_one); a pair of cells sharing a box and a
/// row or column gets its binary once. Binary clauses are kept only in the solver's watch lists.
/// Half of it would already have exactly the solutions as models (a cell's at-least-one with a
/// unit's at-most-one: N cells holding at most N values forces one each); the other half lets
/// unit propagation find hidden singles as well as naked ones.
///
/// Counting up to max_solutions: after each model, a clause forbidding its placements is added and
/// the same solver searches on, with the clauses it learnt so far. Search statistics: nodes are
/// decisions, backtracks are conflicts; the counters add conflicts, propagations and learnt clauses.
/// The backend does not call a SearchObserver (its decisions are not a cell-by-cell tree).

#include <atomic>
#include <chrono>
#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "csp/portfolio.hpp"
#include "csp/sat_solver.hpp"
#include "sudoku/backends/backend.hpp"

namespace sudoku {
namespace detail {

namespace {

/// The variables of one puzzle's clauses: the (cell, value) behind each candidate variable
/// (auxiliary variables of the at-most-one encoding come after them).
struct SudokuCnf {
    std::vector<int> var_of;    ///< cell·N + (value − 1) → variable, −1 when not a candidate
    std::vector<int> cell_of;   ///< candidate variable → cell
    std::vector<int> value_of;  ///< candidate variable → value 1..N
    int candidates() const { return static_cast<int>(cell_of.size()); }
};

/// Groups of at most this many literals get pairwise binaries (measured on the 25×25 puzzles: fewer
/// variables than a sequential counter above 10, the same conflicts, a little faster); larger ones
/// the product encoding.
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

/// Builds the clauses of `puzzle` into `solver`. False when `guard` stopped it (the time limit or
/// the cancel flag is read every few hundred clauses' worth of work, since a 64×64 grid takes long).
bool encode(const Grid& puzzle, csp::SatSolver& solver, csp::LimitGuard& guard, SudokuCnf& cnf) {
    const Geometry& g = puzzle.geometry();
    const int n = g.side();
    const int cells = g.cells();
    const auto at = [n](int a, int v) { return static_cast<std::size_t>(a) * static_cast<std::size_t>(n) + static_cast<std::size_t>(v); };
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
        return puzzle[cell] == 0 && !given[at(units[0], v)] && !given[at(units[1], v)] && !given[at(units[2], v)];
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

/// One search: build the clauses, then solve and block each model until max_solutions or none is
/// left. `limits` are this run's (a portfolio member polls the portfolio's stop flag).
SolveResult solve_one(const Grid& puzzle, const SolveOptions& options, const csp::SatOptions& sat_options,
                      const csp::SearchLimits& limits) {
    const auto start = std::chrono::steady_clock::now();
    csp::LimitGuard guard(limits);
    csp::SatSolver solver(sat_options);
    SudokuCnf cnf;
    const bool built = encode(puzzle, solver, guard, cnf);

    SolveResult result;
    result.status = built ? csp::Status::Unsatisfiable : csp::Status::LimitReached;
    std::vector<csp::Lit> blocking;
    while (built) {
        const csp::Status status = solver.solve(guard);
        if (status == csp::Status::Unsatisfiable) {
            result.status = result.solutions.empty() ? csp::Status::Unsatisfiable : csp::Status::Satisfied;
            result.complete = true;
            break;
        }
        if (status == csp::Status::LimitReached) {
            result.status = csp::Status::LimitReached;
            break;
        }
        std::vector<int> values = puzzle.values();
        blocking.clear();
        for (int x = 0; x < cnf.candidates(); ++x)
            if (solver.model_value(x)) {
                values[static_cast<std::size_t>(cnf.cell_of[static_cast<std::size_t>(x)])] = cnf.value_of[static_cast<std::size_t>(x)];
                blocking.push_back(csp::Lit::neg(x));
            }
        result.solutions.emplace_back(puzzle.box(), std::move(values));
        result.status = csp::Status::Satisfied;
        if (options.max_solutions != 0 && result.solutions.size() >= options.max_solutions) break;
        if (!solver.add_clause(blocking)) {  // no other solution is possible (e.g. no empty cell)
            result.complete = true;
            break;
        }
    }

    const csp::SatStats& s = solver.stats();
    result.stats.nodes = s.decisions;
    result.stats.backtracks = s.conflicts;
    result.stats.restarts = s.restarts;
    result.stats.solutions = result.solutions.size();
    result.stats.max_depth = s.max_level;
    result.stats.time = std::chrono::steady_clock::now() - start;  // building the clauses included
    result.counters = {{"conflicts", s.conflicts},
                       {"propagations", s.propagations},
                       {"learnt clauses", s.learnt},
                       {"variables", static_cast<std::uint64_t>(solver.num_vars())},
                       {"clauses", static_cast<std::uint64_t>(solver.num_clauses())}};
    return result;
}

/// The solver options of portfolio member `i`: member 0 is the deterministic default; the others
/// start from random activities of their own seed (derived from options.seed), so they branch
/// differently from the first conflict on. Every member is complete, so counts stay exact.
csp::SatOptions member_options(const SolveOptions& options, int i) {
    csp::SatOptions sat;
    if (i > 0) sat.seed = options.seed * 0x9e3779b97f4a7c15ull + static_cast<std::uint64_t>(i);
    return sat;
}

class SatBackend final : public Backend {
public:
    std::string_view name() const override { return "sat"; }
    std::string_view description() const override { return "CDCL SAT solver on a one-hot clause encoding"; }

    /// With options.portfolio = K > 1, K differently seeded solvers run on their own threads, each
    /// building its own clauses; the first to answer (solved and counted, or unsatisfiable) wins and
    /// the others are cancelled. The caller's cancel flag is relayed to all of them.
    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const int k = std::max(1, options.portfolio);
        if (k == 1) return solve_one(puzzle, options, member_options(options, 0), options.limits);
        const auto start = std::chrono::steady_clock::now();
        auto [results, winner] = csp::race_for_first_answer<SolveResult>(
            static_cast<std::size_t>(k), options.limits.cancel, [&](std::size_t i, const std::atomic<bool>* stop) {
                csp::SearchLimits limits = options.limits;
                limits.cancel = stop;
                return solve_one(puzzle, options, member_options(options, static_cast<int>(i)), limits);
            });
        SolveResult result = std::move(results[winner]);
        result.stats.time = std::chrono::steady_clock::now() - start;
        result.counters.emplace_back("portfolio winner", winner);
        return result;
    }
};

}  // namespace

const Backend& sat_backend() {
    static const SatBackend backend;
    return backend;
}

}  // namespace detail
}  // namespace sudoku
