#include "cli/cryptarithm_args.hpp"

#include "cli/example_flags.hpp"

namespace csp::examples {

CommandLine parse_cryptarithm_args(int argc, char** argv, CryptarithmArgs& args) {
    CLI::App app{"Solve cryptarithms: each letter a different digit, no leading zeros", "cryptarithm"};
    app.add_option("puzzle", args.puzzles, "e.g. \"SEND+MORE=MONEY\" (default: SEND+MORE=MONEY and TWO+TWO=FOUR)");
    app.add_option("--model", args.model_name,
                   "dual: hidden variable per column with binary constraints; linear: "
                   "all-different over the letters and one linear equation")
        ->check(CLI::IsMember({"dual", "linear"}))
        ->capture_default_str();
    app.add_flag("--show-model", args.show_model, "describe the model (variables, constraints, tuples per column)");
    add_search_flags(app, args.flags);
    add_dot_option(app, args.dot_path);
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
