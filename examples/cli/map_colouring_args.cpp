#include "cli/map_colouring_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_map_colouring_args(int argc, char** argv, MapColouringArgs& args) {
    CLI::App app{"Colour a map so that neighbouring regions differ", "map_colouring"};
    app.add_option("map", args.map_name, "australia, usa (48 contiguous states + DC) or france (13 regions)")
        ->check(CLI::IsMember({"australia", "usa", "france"}))
        ->capture_default_str();
    app.add_option("--colours,--colors,-k", args.colours,
                   "number of colours (default: 3 for australia, 4 for usa and france)")
        ->check(CLI::Range(1, 64));
    app.add_flag("--count", args.count, "count every colouring instead of printing one");
    add_dot_option(app, args.dot_path);
    add_search_flags(app, args.flags);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
