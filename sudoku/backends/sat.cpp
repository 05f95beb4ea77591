/// The `sat` backend: Sudoku as propositional clauses (sudoku/encodings/sat_encoding.hpp), solved by the CDCL
/// solver of the engine (csp/sat/sat_solver.hpp). Only the candidates left by the `rules` deductions at
/// the root get variables; excluded candidates (SolveOptions::excluded) are removed before them.
///
/// Counting up to max_solutions: after each model, a clause forbidding its placements is added and
/// the same solver searches on, with the clauses it learnt so far. Search statistics: nodes are
/// decisions, backtracks are conflicts; the counters add conflicts, propagations and learnt clauses.
/// The backend does not call a SearchObserver (its decisions are not a cell-by-cell tree).

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "csp/base/enum_names.hpp"
#include "csp/sat/sat_solver.hpp"
#include "csp/search/portfolio.hpp"
#include "sudoku/backends/backend.hpp"
#include "sudoku/encodings/sat_encoding.hpp"
#include "sudoku/logic/deductions.hpp"

namespace sudoku {
namespace detail {

namespace {

/// The candidates worth a variable: the givens' pencil marks without the excluded candidates, then
/// the `rules` deductions (singles, pointing, box-line, naked and hidden subsets) to their fixpoint.
/// Unit propagation over the clauses finds the singles itself but not the rest, so the solver starts
/// from fewer variables and clauses, for a few milliseconds of deduction
/// (docs/experiments.md#deductions-before-the-clauses).
/// Every deduction holds in every solution, so the models are still exactly the solutions. False
/// when an exclusion hits a given (no solution).
bool root_candidates(const Grid& puzzle, std::span<const CellValue> excluded, PencilMarks& marks) {
    for (const CellValue& x : excluded) {
        if (puzzle[x.cell] == x.value) return false;
        if (puzzle[x.cell] == 0) marks.remove(x.cell, x.value);
    }
    (void)deduce(marks);  // a contradiction leaves a cell or a unit without a candidate: no model
    return true;
}

/// What the clauses of one candidate cost, watch lists and variable tables included: built, an
/// empty 64×64 grid (262,144 candidates) peaks at 137 MB, an empty 144×144 (3.0 million) at
/// 1.35 GB (docs/benchmarks.md, "The default backend").
constexpr std::uint64_t kBytesPerCandidate = 500;
/// SolveOptions::memory_limit bounds the clauses of one search. A grid whose candidates would need
/// more ends at once in LimitReached, with its estimate in the counters, instead of growing until
/// bad_alloc (an empty 256×256 grid has 16.8 million candidates: it reached 3 GB, and freeing them
/// outlasted a time limit of 5 s by 35 s). Counting adds a clause per solution found (the model
/// blocked), so a long count stops at the limit too instead of growing without end (an empty 9×9
/// grid grew by ~45 MB/s). What one blocking clause costs besides its literals (header, two watches):
constexpr std::uint64_t kBytesPerBlockingClause = 64;

bool over(std::uint64_t bytes, const SolveOptions& options) {
    return options.memory_limit != 0 && bytes > options.memory_limit;
}

std::uint64_t estimated_clause_bytes(const PencilMarks& marks) {
    std::uint64_t candidates = 0;
    for (int cell = 0; cell < marks.cells(); ++cell)
        if (marks.value(cell) == 0) candidates += static_cast<std::uint64_t>(marks.count(cell));
    return candidates * kBytesPerCandidate;
}

/// Saved phases from a known grid: each candidate is first tried true exactly where `guide` has its
/// value. The generator asks for a solution other than a known one, and that one usually differs
/// from it in a few cells, so the search starts next to it (docs/experiments.md#phases-from-a-known-grid).
/// Only candidates get a phase: above 25×25 the at-most-one groups have auxiliary variables, which
/// start false, so there the start follows the guide only in part.
void start_near(const Grid& guide, const SudokuCnf& cnf, csp::SatSolver& solver) {
    for (int x = 0; x < cnf.candidates(); ++x) {
        const auto i = static_cast<std::size_t>(x);
        solver.set_phase(x, guide[cnf.cell_of[i]] == cnf.value_of[i]);
    }
}

/// Counting under SatMode::Auto: stable phases find the first model, the focused search proves
/// there is no other (solve_one switches after the first model, the learnt clauses kept). Puzzle 9
/// of gecode_25x25 needs 13 % fewer conflicts than with the focused search throughout
/// (docs/experiments.md#stable-to-the-first-model-focused-after-it-issue-38).
bool proves_focused(const SolveOptions& options) {
    return options.sat_mode == SatMode::Auto && options.max_solutions != 1;
}

/// One search: build the clauses, then solve and block each model until max_solutions or none is
/// left. `limits` are this run's (a portfolio member polls the portfolio's stop flag).
SolveResult solve_one(const Grid& puzzle, const SolveOptions& options, const csp::SatOptions& sat_options,
                      const csp::SearchLimits& limits) {
    const auto start = std::chrono::steady_clock::now();
    csp::LimitGuard guard(limits);
    csp::SatSolver solver(sat_options);
    SudokuCnf cnf;
    PencilMarks marks(puzzle);
    bool built = true;
    std::uint64_t estimate = 0;
    if (!root_candidates(puzzle, options.excluded, marks))
        solver.add_clause(std::span<const csp::Lit>{});  // an exclusion hit a given: the empty clause, nothing to build
    else if (estimate = estimated_clause_bytes(marks); over(estimate, options))
        built = false;  // a limit, not an answer
    else built = encode_sudoku(puzzle, solver, guard, cnf, marks);

    if (built && options.guide != nullptr) start_near(*options.guide, cnf, solver);

    SolveResult result;
    result.status = built ? csp::Status::Unsatisfiable : csp::Status::LimitReached;
    result.memory_limited = !built && over(estimate, options);
    std::uint64_t clause_bytes = estimate;  // grows by each blocking clause
    std::vector<csp::Lit> blocking;
    while (built) {
        const csp::Status status = solver.solve(guard);
        if (status == csp::Status::Unsatisfiable) {
            result.status = result.solution_count == 0 ? csp::Status::Unsatisfiable : csp::Status::Satisfied;
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
                values[static_cast<std::size_t>(cnf.cell_of[static_cast<std::size_t>(x)])] =
                    cnf.value_of[static_cast<std::size_t>(x)];
                blocking.push_back(csp::Lit::neg(x));
            }
        if (options.keep_solutions) result.solutions.emplace_back(puzzle.box(), std::move(values));
        ++result.solution_count;
        result.status = csp::Status::Satisfied;
        if (options.max_solutions != 0 && result.solution_count >= options.max_solutions) break;
        clause_bytes += blocking.size() * sizeof(csp::Lit) + kBytesPerBlockingClause;
        if (over(clause_bytes, options)) {  // one more clause would pass the limit
            result.status = csp::Status::LimitReached;
            result.memory_limited = true;
            break;
        }
        if (result.solution_count == 1 && proves_focused(options)) solver.use_focused_search();
        if (!solver.add_clause(blocking)) {  // no other solution is possible (e.g. no empty cell)
            result.complete = true;
            break;
        }
    }

    const csp::SatStats& s = solver.stats();
    result.stats.nodes = s.decisions;
    result.stats.backtracks = s.conflicts;
    result.stats.restarts = s.restarts;
    result.stats.solutions = result.solution_count;
    result.stats.max_depth = s.max_level;
    result.stats.time = std::chrono::steady_clock::now() - start;  // building the clauses included
    result.counters = {{"conflicts", s.conflicts},
                       {"propagations", s.propagations},
                       {"learnt clauses", s.learnt},
                       {"variables", static_cast<std::uint64_t>(solver.num_vars())},
                       {"clauses", static_cast<std::uint64_t>(solver.num_clauses())}};
    if (s.vivified != 0) {
        result.counters.emplace_back("vivified clauses", s.vivified);
        result.counters.emplace_back("vivified literals removed", s.vivify_removed);
        result.counters.emplace_back("vivification propagations", s.vivify_propagations);
    }
    if (result.memory_limited) result.counters.emplace_back("memory limit reached (estimated bytes)", clause_bytes);
    return result;
}

constexpr csp::detail::NameTable<SatMode, 3> kSatModeNames = {
    {SatMode::Auto, "auto"},
    {SatMode::Focused, "focused"},
    {SatMode::Stable, "stable"},
};

/// The solver options of portfolio member `i`: options.sat, with stable phases where sat_mode asks
/// for them; member 0 is deterministic, the others start from random activities of their own seed
/// (derived from options.search.seed), so they branch differently from the first conflict on.
/// Every member is complete, so counts stay exact.
csp::SatOptions member_options(const SolveOptions& options, int i) {
    csp::SatOptions sat = options.sat;
    const bool stable = options.sat_mode == SatMode::Stable || options.sat_mode == SatMode::Auto;
    if (stable) {
        // Alternate with stable phases (target phases, rare restarts) and rephase, as CaDiCaL does for
        // satisfiable problems, and bump the reasons' variables too. That finds models sooner but
        // makes proofs of "no model" dearer, so under Auto a count goes on with the focused search
        // after its first model (proves_focused; docs/experiments.md#stable-phases-when-one-model-is-wanted).
        sat.stable_first = 1000;
        sat.rephase_interval = 1000;
        sat.bump_reasons = 1;
    }
    sat.seed = i == 0 ? 0 : options.search.seed * 0x9e3779b97f4a7c15ull + static_cast<std::uint64_t>(i);
    return sat;
}

class SatBackend final : public Backend {
public:
    std::string_view name() const override { return "sat"; }
    std::string_view description() const override { return "CDCL SAT solver on a one-hot clause encoding"; }
    bool takes_exclusions() const override { return true; }
    /// The seed only seeds portfolio members after the first; the search is not traced.
    std::vector<Setting> reads() const override { return {Setting::Seed, Setting::Portfolio, Setting::Sat}; }

    /// With options.portfolio = K > 1, K differently seeded solvers run on their own threads, each
    /// building its own clauses; the first to answer (solved and counted, or unsatisfiable) wins and
    /// the others are cancelled. The caller's cancel flag is relayed to all of them.
    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const int k = std::max(1, options.portfolio);
        if (k == 1) return solve_one(puzzle, options, member_options(options, 0), options.limits);
        const auto start = std::chrono::steady_clock::now();
        auto [results, winner] = csp::race_for_first_answer<SolveResult>(
            static_cast<std::size_t>(k), options.limits, [&](std::size_t i, const std::atomic<bool>* stop) {
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

std::string_view to_string(SatMode mode) { return csp::detail::name_of(mode, detail::kSatModeNames); }
SatMode sat_mode_from_string(std::string_view name) {
    return csp::detail::value_of(name, detail::kSatModeNames, "sat mode");
}
std::vector<std::string_view> sat_mode_names() { return csp::detail::names_of(detail::kSatModeNames); }
}  // namespace sudoku
