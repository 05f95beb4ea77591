#include "cli/queens_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_queens_args(int argc, char** argv, QueensArgs& args) {
    CLI::App app{"Place n queens on an n x n board so that no two attack each other", "queens"};
    // Values in a random (seeded) order: with rows tried in increasing order MRV meets long
    // stretches of thrashing at some sizes (docs/examples.md#n-queens).
    args.flags.solver.variable_order = csp::VariableOrder::Mrv;
    args.flags.solver.value_order = csp::ValueOrder::Random;
    app.add_option("n", args.n, "board size (up to 5000; up to 10,000,000 with --min-conflicts)")
        ->check(CLI::Range(1, 10'000'000))
        ->capture_default_str();
    auto* count_flag = app.add_flag("--count", args.count, "count all solutions instead of printing the first");
    app.add_flag("--min-conflicts", args.min_conflicts,
                 "local search (AIMA fig. 6.8) instead of backtracking; uses --seed "
                 "and --time-limit")
        ->excludes(count_flag);
    app.add_option("--max-steps", args.max_steps, "repairs before --min-conflicts gives up")->capture_default_str();
    add_model_flags(app, args.model,
                    "binary: != and diagonal arcs between every pair of columns; alldiff: "
                    "all-different over the rows and over the two diagonal numbers Qi+i, Qi-i");
    add_search_flags(app, args.flags);
    add_dot_option(app, args.dot_path);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
