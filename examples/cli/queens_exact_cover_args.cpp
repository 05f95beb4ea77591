#include "cli/queens_exact_cover_args.hpp"

#include "cli/example_flags.hpp"
#include "csp/cli/search_flags.hpp"

namespace csp::examples {

CommandLine parse_queens_exact_cover_args(int argc, char** argv, QueensExactCoverArgs& args) {
    CLI::App app{"Place n queens on an n x n board, as an exact cover problem (dancing links)", "queens_exact_cover"};
    app.add_option("n,-n,--n", args.n, "board size")->check(CLI::Range(1, 1000))->capture_default_str();
    app.add_flag("--count", args.count, "count all solutions instead of printing the first");
    csp::cli::add_node_limit_flag(app, args.options.limits);
    app.get_option("--node-limit")->description("give up after this many rows tried (0 = none)");
    csp::cli::add_time_limit_flag(app, args.options.limits);
    app.add_flag("--stats", args.stats, "print search statistics and the number of nodes at each depth");
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
