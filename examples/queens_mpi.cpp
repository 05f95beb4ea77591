// N-Queens counted over the ranks of Open MPI (`mpirun -np 2 build/examples/queens_mpi 10`):
// embarrassingly parallel search (csp/mpi/, docs/distributed.md). Rank 0 splits the search into ~30
// subproblems per rank and hands them out; every rank counts the ones it gets; rank 0 prints the
// exact sum, 724 for n = 10. Built with CSP_WITH_MPI.
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <string>

#include "csp/cli/search_flags.hpp"
#include "csp/mpi/runner.hpp"
#include "models/example_cli.hpp"
#include "models/queens.hpp"

namespace ex = csp::examples;

int main(int argc, char** argv) {
    const csp::mpi::Session session(argc, argv);
    CLI::App app{"Count the solutions of N-Queens over the ranks of `mpirun -np R queens_mpi N`"};
    int n = 8;
    std::size_t per_rank = csp::kSubproblemsPerWorker;
    csp::SolverOptions options{.variable_order = csp::VariableOrder::MrvDegree};
    std::string checkpoint;
    app.add_option("n", n, "board size")->check(CLI::Range(1, 64))->capture_default_str();
    app.add_option("--subproblems-per-rank", per_rank, "the split's target per rank")
        ->check(CLI::Range(1, 100000))
        ->capture_default_str();
    app.add_option("--checkpoint", checkpoint,
                   "record the subproblems counted in this file; a rerun with the same n and flags skips them");
    csp::cli::add_strategy_flags(app, options);
    csp::cli::add_time_limit_flag(app, options.limits);
    // Every rank parses the same command line, so all of them stop here alike on a bad one.
    return ex::run_cli(app, argc, argv, [&] {
        const csp::Problem problem = ex::queens_alldiff_problem(n, csp::AllDifferentStrength::Domain);
        const auto start = std::chrono::steady_clock::now();
        const csp::mpi::Outcome out = csp::mpi::solve(problem, ex::counting_all(options),
                                                      {.subproblems_per_worker = per_rank, .checkpoint = checkpoint});
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        if (!csp::mpi::is_coordinator()) return ex::kExitOk;
        if (!out.result.complete) {
            std::cout << "stopped by the time limit after " << out.result.solution_count << " solutions\n";
            return ex::kExitNoAnswer;
        }
        std::cout << n << "-queens: " << out.result.solution_count << " solutions (" << csp::mpi::ranks() << " ranks, "
                  << out.subproblems << " subproblems, " << elapsed.count() << " s)\n";
        return ex::kExitOk;
    });
}
