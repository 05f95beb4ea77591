#include "cli/latin_square_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_latin_square_args(int argc, char** argv, LatinSquareArgs& args) {
    CLI::App app{"Complete a partial Latin square (quasigroup completion): unique, multiple or none", "latin_square"};
    app.add_option("file", args.path, "n lines of n integers, 0 = blank (- for standard input)")->required();
    add_model_flags(app, args.model,
                    "binary: != between the cells of each row and column; alldiff: one "
                    "all-different per row and per column");
    add_search_flags(app, args.flags);
    add_dot_option(app, args.dot_path);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
