#include "cli/queens_mpi_args.hpp"

#include "cli/example_flags.hpp"
#include "csp/cli/search_flags.hpp"

namespace csp::examples {

CommandLine parse_queens_mpi_args(int argc, char** argv, QueensMpiArgs& args) {
    CLI::App app{"Count the solutions of N-Queens over the ranks of `mpirun -np R queens_mpi N`"};
    app.add_option("n", args.n, "board size")->check(CLI::Range(1, 64))->capture_default_str();
    app.add_option("--subproblems-per-rank", args.per_rank, "the split's target per rank")
        ->check(CLI::Range(1, 100000))
        ->capture_default_str();
    app.add_option("--checkpoint", args.checkpoint,
                   "record the subproblems counted in this file; a rerun with the same n and flags skips them");
    csp::cli::add_strategy_flags(app, args.options);
    csp::cli::add_time_limit_flag(app, args.options.limits);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
