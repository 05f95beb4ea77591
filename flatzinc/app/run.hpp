#pragma once
/// Solving a translated FlatZinc model and printing the answers as the FlatZinc specification asks:
/// each solution's output lines then `----------`, and at the end `==========` (every solution found,
/// or the optimum proven), `=====UNSATISFIABLE=====` or `=====UNKNOWN=====` (a limit, nothing found).

#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>

#include "csp/search/solver.hpp"
#include "flatzinc/model/translation.hpp"

namespace flatzinc::app {

/// The standard flags of a FlatZinc solver (`minizinc` passes them on).
struct RunOptions {
    bool all_solutions = false;               ///< -a
    bool intermediate = false;                ///< -i: print each better solution of an optimisation
    std::uint64_t solutions = 0;              ///< -n: stop after this many (0: the default, one or all)
    bool free_search = false;                 ///< -f: ignore the search annotations
    int threads = 1;                          ///< -p
    std::uint64_t seed = 0;                   ///< -r
    bool statistics = false;                  ///< -s
    std::chrono::milliseconds time_limit{0};  ///< -t (0: none)
    std::uint64_t memory_limit = 0;           ///< --memory-limit, MiB (0: the machine's physical memory)
    bool mpi = false;                         ///< --mpi: the search split over MPI's ranks (`distributed`)
    /// The engine's search where the model has no annotation (or with -f): the defaults below, or
    /// what --inference, --var-order, --val-order, --restarts … ask for.
    csp::SolverOptions engine = default_engine();
    /// The model's annotations are followed without restarts unless --restarts was given (or the
    /// model has a restart annotation); --restarts also overrides the model's restart annotation.
    bool restarts_given = false;
    /// -r was given: the engine's ties are broken at random with that seed (else -r would change
    /// nothing where no value order is random, as under -f).
    bool seed_given = false;
    /// Not owned: a front end's reason to stop (Ctrl-C, SIGTERM); the best solution found and the
    /// statistics are printed as after a time limit.
    const csp::StopRequest* stop_request = nullptr;
    /// Set by main() with --mpi (built with CSP_WITH_MPI): the search that replaces one Solver's,
    /// run by every rank; only the coordinator's solutions reach the printer.
    std::function<csp::Result(const csp::Problem&, const csp::SolverOptions&)> distributed;

    static csp::SolverOptions default_engine() {
        csp::SolverOptions o;
        o.inference = csp::Inference::Mac;
        o.variable_order = csp::VariableOrder::DomWdeg;
        o.restarts = csp::RestartPolicy::Luby;
        o.nogoods = true;
        // Lazy clause generation: measured on the shared MiniZinc set, at least as good as the
        // plain search (docs/benchmarks.md); --no-learning turns it off.
        o.learning = true;
        // ... where it pays, judged as the search goes (csp/search/learning_judge.hpp): the plain
        // search's speed where learning cuts no failures; --no-adaptive-learning learns throughout.
        o.adaptive_learning = true;
        return o;
    }
};

/// fzn-csp's exit statuses (docs/flatzinc.md): 0 when the search ran, whatever its answer (a
/// limit reached, set-up included, prints =====UNKNOWN=====); 1 for a usage error, a model it
/// cannot read or translate; 2 when it could not do its work (output not written, a thread not started).
inline constexpr int kExitUsage = 1;
inline constexpr int kExitFailure = 2;

/// Reads the model in `file` (- for standard input), builds it and solves it, printing to standard
/// output; building counts against options.time_limit, measured from `started` (the program's
/// start). Errors go to standard error. Returns the exit status.
int run_file(const std::string& file, const RunOptions& options, std::chrono::steady_clock::time_point started);

/// Solves and prints to `out`; `started` is when the program began (for initTime and the time
/// limit, which the set-up so far has used in part). Returns the exit status.
int solve_and_print(Translation& model, const RunOptions& options, std::ostream& out,
                    std::chrono::steady_clock::time_point started);

/// Flushes `out`; kExitFailure with "cannot write output" on standard error when it failed, else 0.
int finish_output(std::ostream& out);

}  // namespace flatzinc::app
