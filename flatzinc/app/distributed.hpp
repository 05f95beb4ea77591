#pragma once
/// fzn-csp's --mpi run. The program `fzn-csp` carries no MPI: Open MPI's ten shared libraries cost
/// every run about 5 ms to load and relocate, more than most MiniZinc instances take to solve. It
/// hands a --mpi run to its sibling `fzn-csp-mpi-rank` (built with CSP_WITH_MPI), the same program
/// linked with csp::mpi, which splits the search over the ranks.

#include <chrono>
#include <string>

#include "flatzinc/app/run.hpp"

namespace flatzinc::app {

/// The file name of the MPI program beside fzn-csp (CMakeLists.txt builds it under this name).
inline constexpr const char* kMpiRankProgram = "fzn-csp-mpi-rank";

/// What main() read for a --mpi run: the model and the checkpoint file (empty: none).
struct DistributedRun {
    std::string file;
    std::string checkpoint;
};

/// Runs `run` with --mpi and returns the exit status. In fzn-csp: replaces the process by
/// fzn-csp-mpi-rank with the same arguments (`argc`, `argv`, as main() had them), so an MPI rank keeps its identity, and
/// returns only when that cannot start; in fzn-csp-mpi-rank: solves over the ranks of MPI.
int run_distributed(int argc, char** argv, const DistributedRun& run, RunOptions& options,
                    std::chrono::steady_clock::time_point started);

}  // namespace flatzinc::app
