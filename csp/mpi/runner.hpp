#pragma once
/// Embarrassingly parallel search on Open MPI (library csp::mpi, built with CSP_WITH_MPI): every
/// rank calls solve() with the same problem and options; rank 0, the coordinator, splits the search
/// into subproblems (csp/parallel/decomposition.hpp) and hands them out one at a time to the ranks
/// that ask, solving some itself between messages; each rank solves its subproblems with one
/// SubproblemSolver, so with learning its clauses carry from one subproblem to the next. The counts are summed exactly; the first
/// solution found stops every rank; an optimisation's incumbent is sent to the busy ranks so they
/// prune with it, and the optimum is proven when every subproblem is exhausted. A time limit counts
/// from each rank's call. The solutions (and on_solution) are the coordinator's alone. With a
/// checkpoint file the run can be stopped (a limit, Ctrl-C, a rank's death) and resumed.

#include <cstddef>
#include <string>

#include "csp/parallel/checkpoint.hpp"
#include "csp/parallel/decomposition.hpp"
#include "csp/search/solver.hpp"

namespace csp::mpi {

struct RunOptions {
    std::size_t subproblems_per_worker = kSubproblemsPerWorker;  ///< the split aims at this × ranks
    /// Report the solutions in the subproblems' order (the sequential search's), not as they
    /// arrive: a deterministic output, at the cost of holding back those that arrive early.
    bool ordered = false;
    /// A checkpoint file (csp/parallel/checkpoint.hpp), "" for none: the coordinator records each
    /// subproblem done in it, and a rerun with the same model and options skips them. The same
    /// path on every rank (only the coordinator reads and writes it).
    std::string checkpoint;
    /// For the checkpoint's fingerprint: what the problem's structure cannot show of the model (the
    /// model file's text, say). A checkpoint is refused when this differs.
    std::string model;
};

/// What one call did.
struct Outcome {
    Result result;                ///< on the coordinator: the whole search's; elsewhere: this rank's work
    std::size_t subproblems = 0;  ///< the split's size (coordinator)
    std::size_t solved_here = 0;  ///< subproblems this rank solved
    /// Why the checkpoint could not be written during the run ("" when it was): the result is
    /// still right, but a rerun resumes from an older file.
    std::string checkpoint_error;
};

/// True on the rank that coordinates (and reports).
bool is_coordinator();
/// The number of ranks of MPI_COMM_WORLD.
int ranks();

/// Solves on every rank of MPI_COMM_WORLD (collective: every rank must call it, with the same
/// problem and options). MPI must be initialised (Session below).
Outcome solve(const Problem& problem, const SolverOptions& options, const RunOptions& run = {});

/// MPI_Init and MPI_Finalize around a program's work.
class Session {
public:
    Session(int& argc, char**& argv);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;
};

}  // namespace csp::mpi
