#include "cli/zebra_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_zebra_args(int argc, char** argv, ZebraArgs& args) {
    CLI::App app{"Solve the zebra puzzle (AIMA exercise 6.7) and prove its solution unique", "zebra"};
    app.add_flag("--clues", args.show_clues, "print the clues first");
    add_search_flags(app, args.flags);
    add_dot_option(app, args.dot_path);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
