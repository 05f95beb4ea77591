#pragma once
/// The command line of examples/queens_mpi.cpp.

#include <cstddef>
#include <string>

#include "csp/parallel/decomposition.hpp"
#include "csp/search/solver.hpp"
#include "models/example_cli.hpp"

namespace csp::examples {

struct QueensMpiArgs {
    int n = 8;
    std::size_t per_rank = csp::kSubproblemsPerWorker;
    csp::SolverOptions options{.variable_order = csp::VariableOrder::MrvDegree};
    std::string checkpoint;  ///< the checkpoint file, or empty
};

/// Reads the command line into `args`; the result says whether the program stops there. Every
/// rank parses the same command line, so all of them stop alike on a bad one.
CommandLine parse_queens_mpi_args(int argc, char** argv, QueensMpiArgs& args);

}  // namespace csp::examples
