#include "cli/example_flags.hpp"

#include "csp/cli/assign_flag.hpp"
#include "csp/cli/choices.hpp"
#include "csp/cli/search_flags.hpp"
#include "csp/cli/search_outputs.hpp"
#include "csp/constraints/all_different/all_different.hpp"

namespace csp::examples {

void add_search_flags(CLI::App& app, SearchFlags& flags) {
    csp::cli::add_strategy_flags(app, flags.solver);
    csp::cli::add_restart_flags(app, flags.solver);
    csp::cli::add_time_limit_flag(app, flags.solver.limits);
    app.add_flag("--stats", flags.stats, "print search statistics");
    app.add_flag("--counters", flags.counters,
                 "print every counter of the search with its one-line definition (AIMA's counts among them)");
    app.add_option("--search", flags.search,
                   "backtracking (chronological); backjumping: conflict-directed (Prosser 1993), CBJ with "
                   "--inference none, else FC-CBJ, values in input order; min-conflicts: local search (one "
                   "solution, --seed); tree: the tree solver (a constraint graph without cycles); cutset: cycle "
                   "cutset conditioning (tree and cutset: binary constraints only)")
        ->check(CLI::IsMember({"backtracking", "backjumping", "min-conflicts", "tree", "cutset"}))
        ->capture_default_str();
    csp::cli::add_assign_flag(app, flags.assign);
    csp::cli::add_trace_flags(app, flags.trace);
}

void add_model_flags(CLI::App& app, ModelFlags& flags, const std::string& models_help) {
    app.add_option("--model", flags.model, models_help)
        ->check(CLI::IsMember({"binary", "alldiff"}))
        ->capture_default_str();
    app.add_option("--alldiff-strength", flags.strength, "all-different propagation strength (--model alldiff)")
        ->check(csp::cli::choices(csp::all_different_strength_names()))
        ->capture_default_str();
}

void add_dot_option(CLI::App& app, std::string& path) {
    app.add_option("--dot", path,
                   "write the constraint graph in Graphviz DOT to FILE (- for stdout: the graph alone, no search)");
}

CommandLine parse_command_line(CLI::App& app, int argc, char** argv) {
    CommandLine command_line{.program = app.get_name()};
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        command_line.exit_code = app.exit(e) == 0 ? kExitOk : kExitBadInput;
    }
    return command_line;
}

}  // namespace csp::examples
