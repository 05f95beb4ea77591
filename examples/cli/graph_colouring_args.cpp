#include "cli/graph_colouring_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_graph_colouring_args(int argc, char** argv, GraphColouringArgs& args) {
    CLI::App app{"Colour the vertices of a graph so that adjacent vertices differ", "graph_colouring"};
    args.flags.solver.variable_order = csp::VariableOrder::DomDeg;
    auto* file_option = app.add_option("file", args.path, "DIMACS .col file");
    auto* generate_option = app.add_option("--generate,-g", args.generate,
                                           "built-in graph: mycielK (K = 1..12), queenN_M or treeN (a binary tree)");
    file_option->excludes(generate_option);
    auto* colors_option = app.add_option("--colors,--colours,-k", args.colours, "decide whether K colours suffice")
                              ->check(CLI::Range(1, 4096));
    app.add_flag("--chromatic", args.find_chromatic, "find the chromatic number (the default)")
        ->excludes(colors_option);
    app.add_option("--write-col", args.write_path, "also write the graph as a DIMACS .col file");
    add_search_flags(app, args.flags);
    add_dot_option(app, args.dot_path);
    app.get_option("--time-limit")->description("give up on each K after this many seconds (0 = none)");
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
