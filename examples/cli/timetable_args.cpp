#include "cli/timetable_args.hpp"

#include <string>

#include "cli/example_flags.hpp"
#include "csp/cli/search_flags.hpp"

namespace csp::examples {

CommandLine parse_timetable_args(int argc, char** argv, int requests, TimetableArgs& args) {
    CLI::App app{"Find a timetable meeting the staff's requests, or the requests that clash", "timetable"};
    app.add_option("--drop", args.dropped,
                   "leave out request N (1-" + std::to_string(requests) + "; repeat the flag or list several: 7,12)")
        ->check(CLI::Range(1, requests))
        ->delimiter(',');
    csp::cli::add_strategy_flags(app, args.options.search);
    csp::cli::add_time_limit_flag(app, args.options.search.limits);
    app.add_flag("--stats", args.stats, "search statistics, summed over the searches");
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
