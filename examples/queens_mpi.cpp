// N-Queens counted over the ranks of Open MPI (`mpirun -np 2 build/examples/queens_mpi 10`):
// embarrassingly parallel search (csp/mpi/, docs/distributed.md). Rank 0 splits the search into ~30
// subproblems per rank and hands them out; every rank counts the ones it gets; rank 0 prints the
// exact sum, 724 for n = 10. Built with CSP_WITH_MPI.
#include <chrono>
#include <iostream>
#include <string>

#include "cli/queens_mpi_args.hpp"
#include "csp/mpi/runner.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"

namespace ex = csp::examples;

int main(int argc, char** argv) {
    const csp::mpi::Session session(argc, argv);
    ex::QueensMpiArgs args;
    // Every rank parses the same command line, so all of them stop here alike on a bad one.
    return ex::run_cli(ex::parse_queens_mpi_args(argc, argv, args), [&] {
        const csp::Problem problem = ex::queens_alldiff_problem(args.n, csp::AllDifferentStrength::Domain);
        const auto start = std::chrono::steady_clock::now();
        const csp::mpi::Outcome out =
            csp::mpi::solve(problem, ex::counting_all(args.options),
                            {.subproblems_per_worker = args.per_rank, .checkpoint = args.checkpoint});
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        if (!csp::mpi::is_coordinator()) return ex::kExitOk;
        if (!out.result.complete) {
            std::cout << "stopped by the time limit after " << out.result.solution_count << " solutions\n";
            return ex::kExitNoAnswer;
        }
        std::cout << args.n << "-queens: " << out.result.solution_count << " solutions (" << csp::mpi::ranks()
                  << " ranks, " << out.subproblems << " subproblems, " << elapsed.count() << " s)\n";
        return ex::kExitOk;
    });
}
