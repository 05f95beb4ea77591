#pragma once
/// Solving a translated FlatZinc model and printing the answers as the FlatZinc specification asks:
/// each solution's output lines then `----------`, and at the end `==========` (every solution found,
/// or the optimum proven), `=====UNSATISFIABLE=====` or `=====UNKNOWN=====` (a limit, nothing found).

#include <chrono>
#include <cstdint>
#include <iosfwd>

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
    /// The engine's search where the model has no annotation (or with -f): the defaults below, or
    /// what --inference, --var-order, --val-order, --restarts … ask for.
    csp::SolverOptions engine = default_engine();
    /// The model's annotations are followed without restarts unless --restarts was given.
    bool restarts_given = false;

    static csp::SolverOptions default_engine() {
        csp::SolverOptions o;
        o.inference = csp::Inference::Mac;
        o.variable_order = csp::VariableOrder::DomWdeg;
        o.restarts = csp::RestartPolicy::Luby;
        o.nogoods = true;
        return o;
    }
};

/// Solves and prints to `out`; `started` is when the program began (for initTime). Returns the
/// process's exit status (0: the search ran, whatever its answer).
int solve_and_print(Translation& model, const RunOptions& options, std::ostream& out,
                    std::chrono::steady_clock::time_point started);

}  // namespace flatzinc::app
