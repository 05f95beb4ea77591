/// The `auto` backend, the default: hands each puzzle to the backend that suits it.
///
/// - Asked for something only the engine does (an engine setting other than its default, or an
///   observer to trace the search): `csp`, on any size, so the flags the user gave are honoured.
/// - 9×9: `bitboard`, built for that one size and ten to twenty times faster than the others on it.
/// - 16×16: `rules`. Its subsets and box-line deductions leave it two fifths of `csp`'s nodes on
///   the hardest set and it is 1.3–5× faster than `csp` on every 16×16 set measured, as fast on
///   grids with few givens (docs/benchmarks.md, "16×16: which backend").
/// - 4×4: `csp`. Propagation with all-different decides these grids in microseconds.
/// - 25×25 and larger with few givens (under kMinGivenFractionForClauses of the cells): `csp`. Such
///   a grid has a great many solutions and the engine finds two at once, while the clauses of its
///   many candidates take seconds to build and gigabytes to hold (an empty 36×36: csp 0.27 s, sat
///   16 s; an empty 256×256 does not fit in 3 GB of clauses).
/// - 25×25 and larger otherwise: `sat`. Minimal 25×25 puzzles need clause learning: the engine's
///   search cannot prove most of them unique in minutes, the SAT backend does in seconds.
/// Both rules are measured in docs/benchmarks.md, "The default backend".
/// The result names the backend that answered (SolveResult::backend).

#include "sudoku/backends/backend.hpp"

namespace sudoku::detail {

const Backend& csp_backend();
const Backend& sat_backend();
const Backend& bitboard_backend();
const Backend& rules_backend();

namespace {

constexpr int kLargestBoxForEngine = 4;  // up to 16×16 (which goes to `rules` first)
constexpr int kBoxForRules = 4;          // 16×16
/// From 25×25 on, `sat` takes grids with at least this fraction of their cells given (in percent),
/// `csp` the others (bench/auto_by_givens.py; docs/benchmarks.md, "The default backend").
constexpr int kMinGivenPercentForClauses = 20;

/// True when `options` set something that only the `csp` backend reads: the user asked for the
/// engine's search, not for an answer by any means.
bool asks_for_engine(const SolveOptions& options) {
    static const SolveOptions defaults;  // built once: this runs for every puzzle
    const csp::SolverOptions& s = options.search;
    const csp::SolverOptions& d = defaults.search;
    return options.observer != nullptr || options.model != defaults.model || options.strength != defaults.strength ||
           options.reasoning != defaults.reasoning || s.inference != d.inference ||
           s.variable_order != d.variable_order || s.value_order != d.value_order || s.random_ties != d.random_ties ||
           s.restarts != d.restarts || s.restart_base != d.restart_base || s.restart_growth != d.restart_growth ||
           s.nogoods != d.nogoods;
}

const Backend& choose(const Grid& puzzle, const SolveOptions& options) {
    if (asks_for_engine(options)) return csp_backend();
    if (puzzle.box() == 3) return bitboard_backend();
    if (puzzle.box() == kBoxForRules) return rules_backend();
    if (puzzle.box() <= kLargestBoxForEngine) return csp_backend();
    const bool few_givens = static_cast<long long>(puzzle.givens()) * 100 <
                            static_cast<long long>(puzzle.cells()) * kMinGivenPercentForClauses;
    return few_givens ? csp_backend() : sat_backend();
}

class AutoBackend final : public Backend {
public:
    std::string_view name() const override { return "auto"; }
    std::string_view description() const override {
        return "picks per puzzle: bitboard for 9x9, rules for 16x16, csp for 4x4, on larger grids with few givens or when an engine "
               "flag is given; sat on the other larger grids";
    }
    /// Everything either backend reads: a setting only `csp` reads makes it the choice.
    std::vector<Setting> reads() const override { return csp_backend().reads(); }
    /// Only the `csp` backend reports a search to an observer, and an observer makes it the choice.
    std::vector<std::string> variable_names(const Grid& puzzle, const SolveOptions& options) const override {
        return csp_backend().variable_names(puzzle, options);
    }

    bool finds_conflicting_givens(const Grid& puzzle, const SolveOptions& options) const override {
        return choose(puzzle, options).finds_conflicting_givens(puzzle, options);
    }

    SolveResult solve(const Grid& puzzle, const SolveOptions& options) const override {
        const Backend& chosen = choose(puzzle, options);
        SolveResult result = chosen.solve(puzzle, options);
        result.backend = chosen.name();
        return result;
    }
};

}  // namespace

const Backend& auto_backend() {
    static const AutoBackend backend;
    return backend;
}

}  // namespace sudoku::detail
