#include "cli/pentominoes_args.hpp"

#include "cli/example_flags.hpp"
#include "csp/cli/search_flags.hpp"

namespace csp::examples {

CommandLine parse_pentominoes_args(int argc, char** argv, PentominoesArgs& args) {
    CLI::App app{"Tile a board of 60 squares with the 12 pentominoes (exact cover, dancing links)", "pentominoes"};
    app.add_option("--rows", args.rows, "board height")->check(CLI::Range(1, 60))->capture_default_str();
    app.add_option("--cols", args.cols, "board width (rows x cols must be 60)")
        ->check(CLI::Range(1, 60))
        ->capture_default_str();
    app.add_flag("--count", args.count, "count all tilings, and the tilings up to rotation and reflection");
    csp::cli::add_time_limit_flag(app, args.limits);
    app.add_flag("--stats", args.stats, "print search statistics");
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
