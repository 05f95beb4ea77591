#include "cli/compare_algorithms_args.hpp"

#include "cli/example_flags.hpp"
#include "csp/cli/number_checks.hpp"

namespace csp::examples {

CommandLine parse_compare_algorithms_args(int argc, char** argv, CompareAlgorithmsArgs& args) {
    CLI::App app{"Compare backtracking, MRV, forward checking, MAC, backjumping and min-conflicts on the same problems",
                 "compare_algorithms"};
    for (const std::string& key : compare_row_keys()) args.rows_text += (args.rows_text.empty() ? "" : ",") + key;
    for (std::string_view key : default_compare_method_keys())
        args.methods_text += (args.methods_text.empty() ? "" : ",") + std::string(key);
    app.add_option("--rows", args.rows_text,
                   "problems, comma-separated: australia, usa, queensN, zebra, sudoku-easy, "
                   "sudoku-hard, random")
        ->capture_default_str();
    app.add_option("--methods", args.methods_text,
                   "columns, comma-separated: bt, bt-mrv, fc, fc-mrv, mac-mrv, cbj, "
                   "fc-cbj-mrv, min-conflicts")
        ->capture_default_str();
    app.add_option("--node-limit", args.limits.assignments, "give up a run after this many assignments")
        ->check(csp::cli::positive())
        ->capture_default_str();
    app.add_option("--time-limit", args.time_limit, "give up a run after this many seconds")
        ->check(csp::cli::positive())
        ->capture_default_str();
    app.add_option("--runs", args.runs, "random instances per random row, and seeds for min-conflicts")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    app.add_option("--seed", args.seed, "first seed (random instances and min-conflicts)")->capture_default_str();
    app.add_option("--random-variables", args.shape.variables, "n of the random CSPs")
        ->check(CLI::Range(2, 1000))
        ->capture_default_str();
    app.add_option("--random-values", args.shape.values, "d of the random CSPs")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    app.add_option("--random-density", args.shape.density, "p1: fraction of variable pairs constrained")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    app.add_option("--random-tightness", args.shape.tightness, "p2: fraction of value pairs each constraint forbids")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    app.add_flag("--checks", args.checks, "report constraint checks instead of assignments");
    app.add_flag("--markdown", args.markdown, "print the table in Markdown");
    return parse_command_line(app, argc, argv);
}

}  // namespace csp::examples
