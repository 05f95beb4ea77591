#pragma once
/// One interface for every Sudoku solving method, so they can be compared on the same puzzles.
/// Each backend takes any box size, honours the limits and max_solutions, and returns the same result.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/sat/sat_solver.hpp"
#include "csp/search/solver.hpp"
#include "sudoku/encodings/csp_model.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

/// The settings of SolveOptions that some backends read and others do not. A front end can tell
/// its user that a setting was given to a backend that ignores it (Backend::reads).
enum class Setting {
    Model,                 ///< SolveOptions::model
    AllDifferentStrength,  ///< SolveOptions::strength
    Inference,             ///< search.inference
    VariableOrder,         ///< search.variable_order
    ValueOrder,            ///< search.value_order
    Seed,                  ///< search.seed
    RandomTies,            ///< search.random_ties
    Restarts,              ///< search.restarts
    RestartBase,           ///< search.restart_base
    RestartGrowth,         ///< search.restart_growth
    Nogoods,               ///< search.nogoods
    Reasoning,             ///< SolveOptions::reasoning
    Portfolio,             ///< SolveOptions::portfolio
    Observer,              ///< SolveOptions::observer: the backend reports its search (can be traced)
    Sat,                   ///< SolveOptions::sat and sat_mode: the SAT solver's options
};

/// How the `sat` backend's solver searches: stable phases (CaDiCaL's alternation of focused and
/// stable modes, with rephasing and reason bumping) find a model sooner but make the proof that no
/// other exists dearer (docs/experiments.md#stable-phases-when-one-model-is-wanted).
enum class SatMode {
    Auto,     ///< stable to the first solution; when counting, focused after it (the proof of no other)
    Focused,  ///< SolveOptions::sat as given
    Stable,   ///< SolveOptions::sat with stable phases from 1000 conflicts, rephasing, reason bumping
};
std::string_view to_string(SatMode mode);
SatMode sat_mode_from_string(std::string_view name);
std::vector<std::string_view> sat_mode_names();
/// SolveOptions::memory_limit's default: 1 GiB.
inline constexpr std::uint64_t kDefaultMemoryLimit = std::uint64_t{1} << 30;

struct SolveOptions {
    /// A name from backend_names(); `auto` picks per puzzle (SolveResult::backend says which).
    std::string backend = "auto";
    std::size_t max_solutions = 1;  ///< 2 decides uniqueness; 0 = all
    /// false: the solutions are only counted (SolveResult::solution_count), none is kept, so memory
    /// does not grow with the count (counting all the solutions of a nearly empty grid).
    bool keep_solutions = true;
    /// Candidates ruled out: only solutions that put none of these values in these cells count
    /// (an exclusion that hits a given leaves no solution). Taken by the backends whose
    /// takes_exclusions() is true; sudoku::solve throws std::invalid_argument for the others and for
    /// a cell or value out of range. The generator uses it to ask for a solution other than a known one.
    std::vector<CellValue> excluded;
    /// A complete grid whose value of a cell the `rules` backend tries first when it guesses there,
    /// and which the `sat` backend takes as its starting phases (not owned; other backends ignore
    /// it). Steering the search towards a known solution finds a nearby different one sooner; it
    /// changes the order solutions are found in, not which exist.
    const Grid* guide = nullptr;
    csp::SearchLimits limits;  ///< every backend honours them
    /// Bytes the `sat` backend's clauses may take, those it blocks found solutions with included
    /// (0 = no limit): past it the search ends in LimitReached with SolveResult::memory_limited, never
    /// std::bad_alloc. The default fits an empty 121×121 grid and about 2.5 million solutions counted
    /// on 9×9.
    std::uint64_t memory_limit = kDefaultMemoryLimit;
    csp::SearchObserver* observer = nullptr;  ///< not owned; the backends that read Setting::Observer call it
    // Engine options, used by the `csp` backend:
    Model model = Model::AllDifferent;
    std::optional<csp::AllDifferentStrength> strength;          ///< unset: default_strength(box), by grid size
    csp::GroupReasoning reasoning = csp::GroupReasoning::None;  ///< pointing / subsets over the units
    /// Searches run at once on this puzzle, each on its own thread; the first answer wins
    /// (csp::solve_portfolio with csp::portfolio_variants). 1 = one search on the calling thread.
    int portfolio = 1;
    /// The engine's search strategy (inference, orderings, seed, restarts, nogoods), for the `csp`
    /// backend (the `sat` backend seeds its portfolio with `seed`). Its max_solutions, limits and
    /// observer are not read: the fields above, which every backend reads, are. Set its fields one
    /// by one (options.search.seed = 7): `.search = {...}` would start from csp::SolverOptions'
    /// own defaults (var-order mrv-degree), not from these.
    csp::SolverOptions search{.variable_order = csp::VariableOrder::Mrv};
    /// The `sat` backend's solver: its options (a portfolio seeds its members after the first from
    /// search.seed, not from sat.seed) and the mode that sets its stable phases.
    csp::SatOptions sat;
    SatMode sat_mode = SatMode::Auto;
};

struct SolveResult {
    csp::Status status = csp::Status::Unsatisfiable;
    std::vector<Grid> solutions;       ///< those found, unless SolveOptions::keep_solutions is false
    std::uint64_t solution_count = 0;  ///< solutions found, kept or not
    bool complete = false;             ///< search exhausted: solution_count is the exact count
    bool memory_limited = false;       ///< LimitReached by SolveOptions::memory_limit (not time, nodes, a stop)
    /// The backend that answered: for `auto`, the one it chose (`auto` itself when sudoku::solve
    /// found conflicting givens before any backend ran; a 9×9 grid's are found by `bitboard`).
    std::string_view backend;
    csp::Stats stats;
    /// Backend-specific counters in a fixed order, e.g. {"naked singles", 12}, {"guesses", 3}.
    std::vector<std::pair<std::string, std::uint64_t>> counters;

    bool unique() const { return complete && solution_count == 1; }
};

class Backend {
public:
    virtual ~Backend() = default;
    virtual std::string_view name() const = 0;
    virtual std::string_view description() const = 0;
    /// `puzzle` has consistent givens (callers check with find_conflict first) unless
    /// finds_conflicting_givens(puzzle, options), and options.excluded is empty unless
    /// takes_exclusions(), with cells and values in range.
    virtual SolveResult solve(const Grid& puzzle, const SolveOptions& options) const = 0;
    /// True when solve() itself answers a puzzle with conflicting givens (Unsatisfiable, complete),
    /// so sudoku::solve need not check it first: that check is a few percent of a 9×9 solve.
    virtual bool finds_conflicting_givens(const Grid& puzzle, const SolveOptions& options) const;
    /// Honours SolveOptions::excluded.
    virtual bool takes_exclusions() const { return false; }
    /// The settings this backend reads; it ignores the others. Every backend reads max_solutions
    /// and limits.
    virtual std::vector<Setting> reads() const { return {}; }
    bool reads(Setting setting) const;
    /// The names of the variables its observer events refer to on `puzzle` (SolveOptions::observer),
    /// in id order; empty: its events number them its own way (exact cover reports matrix rows).
    virtual std::vector<std::string> variable_names(const Grid& puzzle, const SolveOptions& options) const;
};

/// Throws std::invalid_argument when options.excluded names a cell or a value outside `puzzle`,
/// or is not empty and `backend` does not take exclusions.
void check_exclusions(const Grid& puzzle, const SolveOptions& options, const Backend& backend);

/// The backend called `name`; throws std::invalid_argument listing the known names.
const Backend& find_backend(std::string_view name);
std::vector<std::string_view> backend_names();

/// Solve with options.backend. Givens that conflict make the result Unsatisfiable at once.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

}  // namespace sudoku
