// The `sudoku` command-line tool: solve, count and check Sudoku puzzles of any size.
#include <CLI/CLI.hpp>
#include <iostream>

#include "csp/search/inference.hpp"
#include "csp/propagation/group_reasoning.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"
#include "sudoku/app/cli_checks.hpp"
#include "sudoku/app/commands.hpp"

namespace {

using sudoku::app::CommonOptions;

// Turns a list of names into a CLI11 validator, so the valid choices are printed in --help and
// in the error message. The names come from the library's one name table per enum.
CLI::IsMember choices(const std::vector<std::string_view>& names) {
    std::vector<std::string> list(names.begin(), names.end());
    return CLI::IsMember(list);
}

struct Flags {
    std::string format, inference = "mac", var_order = "mrv", val_order = "input", backend = "csp";
    std::string model = "alldiff", strength = "auto", restarts = "none", reasoning = "none";
    std::uint64_t node_limit = 0;
    double time_limit = 0;
    bool no_nogoods = false;
};

void add_common(CLI::App& cmd, CommonOptions& options, Flags& flags, bool search) {
    cmd.add_option("file", options.input, "puzzle file, or - for standard input")->default_val("-");
    cmd.add_option("--threads", options.threads, "worker threads (default: all cores)");
    cmd.add_flag("--quiet,-q", options.quiet, "no summary line on stderr");
    if (!search) return;
    cmd.add_option("--backend", flags.backend, "solving method")
        ->check(choices(sudoku::backend_names()))->default_val("csp");
    cmd.add_option("--model", flags.model, "binary != arcs or one all-different per unit (csp backend)")
        ->check(choices(sudoku::model_names()))->default_val("alldiff");
    auto strengths = csp::all_different_strength_names();
    strengths.push_back("auto");
    cmd.add_option("--alldiff-strength", flags.strength,
                   "all-different propagation strength (csp backend; auto: hidden up to 9x9, domain above)")
        ->check(choices(strengths))->default_val("auto");
    cmd.add_option("--inference", flags.inference, "propagation after each assignment (csp backend)")
        ->check(choices(csp::inference_names()))->default_val("mac");
    cmd.add_option("--var-order", flags.var_order, "variable ordering (csp backend)")
        ->check(choices(csp::variable_order_names()))->default_val("mrv");
    cmd.add_option("--val-order", flags.val_order, "value ordering (csp backend)")
        ->check(choices(csp::value_order_names()))->default_val("input");
    cmd.add_option("--seed", options.solve.seed, "seed for random value order and random ties");
    cmd.add_flag("--random-ties", options.solve.random_ties, "break variable-order ties at random (csp backend)");
    cmd.add_option("--restarts", flags.restarts, "restart policy (csp backend; learnt weights and nogoods are kept)")
        ->check(choices(csp::restart_policy_names()))->default_val("none");
    cmd.add_option("--restart-base", options.solve.restart_base, "failures allowed in the first run")
        ->check(sudoku::app::positive())->default_val(100);
    cmd.add_option("--restart-growth", options.solve.restart_growth, "geometric restarts: cutoff factor per run")
        ->check(CLI::Range(1.0, 100.0))->default_val(1.5);
    cmd.add_flag("--no-nogoods", flags.no_nogoods, "do not record nogoods at restarts");
    cmd.add_option("--reasoning", flags.reasoning, "extra propagation over the units: pointing/claiming, subsets (csp backend)")
        ->check(choices(csp::group_reasoning_names()))->default_val("none");
    cmd.add_option("--portfolio", options.solve.portfolio,
                   "searches per puzzle at once, each on its own thread, differently seeded; the first answer wins (csp and sat backends)")
        ->check(CLI::Range(1, 64))->default_val(1);
    cmd.add_option("--node-limit", flags.node_limit, "give up on a puzzle after this many nodes (0 = none)");
    cmd.add_option("--time-limit", flags.time_limit, "give up on a puzzle after this many seconds (0 = none)")
        ->check(sudoku::app::non_negative());
    cmd.add_flag("--stats", options.stats, "print search statistics after each puzzle");
}

void apply(const Flags& flags, CommonOptions& options) {
    if (!flags.format.empty()) options.format = sudoku::format_from_string(flags.format);
    options.solve.backend = flags.backend;
    options.solve.model = sudoku::model_from_string(flags.model);
    if (flags.strength != "auto") options.solve.strength = csp::all_different_strength_from_string(flags.strength);
    options.solve.inference = csp::inference_from_string(flags.inference);
    options.solve.variable_order = csp::variable_order_from_string(flags.var_order);
    options.solve.value_order = csp::value_order_from_string(flags.val_order);
    options.solve.restarts = csp::restart_policy_from_string(flags.restarts);
    options.solve.nogoods = !flags.no_nogoods;
    options.solve.reasoning = csp::group_reasoning_from_string(flags.reasoning);
    options.solve.limits.node_limit = flags.node_limit;
    options.solve.limits.time_limit = std::chrono::milliseconds(static_cast<long long>(flags.time_limit * 1000));
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Solve, count and check Sudoku puzzles of any size (4x4, 9x9, 16x16, 25x25, ... 64x64)"};
    app.require_subcommand(1);
    CommonOptions options;
    Flags flags;
    bool first_only = false;
    std::size_t max_count = 2;

    auto* solve = app.add_subcommand("solve", "print the solution of every puzzle (and say if it is not unique)");
    add_common(*solve, options, flags, true);
    solve->add_option("--format", flags.format, "output form (default: as the input)")
        ->check(CLI::IsMember({"line", "grid", "pretty"}));
    solve->add_flag("--first", first_only, "stop at the first solution (skip the uniqueness check)");
    solve->add_flag("--trace", options.trace, "print every assignment, pruning and backtrack (csp backend)");
    solve->add_option("--trace-json", options.trace_json, "write the search as JSON Lines to FILE (docs/trace-format.md)");
    solve->add_option("--tree", options.tree, "write the first puzzle's search tree in Graphviz DOT to FILE");
    solve->add_option("--tree-limit", options.tree_limit, "assignments drawn in the --tree file")
        ->check(sudoku::app::positive())->default_val(1000);
    solve->add_flag("--trace-ac3", options.trace_ac3, "print textbook AC-3 with its queue before each search (on stderr)");

    auto* count = app.add_subcommand("count", "report unique / multiple / none for every puzzle");
    add_common(*count, options, flags, true);
    count->add_option("--max", max_count, "count solutions up to this many (2 decides uniqueness)")
        ->check(sudoku::app::positive())->default_val(2);

    auto* check = app.add_subcommand("check", "validate grids and completed solutions");
    add_common(*check, options, flags, false);

    // Subcommands that live in files of their own.
    const std::vector<sudoku::app::Subcommand> more = {
        sudoku::app::add_compare_command(app),
        // MORE SUBCOMMANDS (one line each)
        sudoku::app::add_generate_command(app),
    };

    try {
        app.parse(argc, argv);
        apply(flags, options);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : sudoku::app::kExitBadInput;
    } catch (const std::invalid_argument& e) {
        std::cerr << "sudoku: " << e.what() << "\n";
        return sudoku::app::kExitBadInput;
    }
    try {
        if (solve->parsed()) return sudoku::app::run_solve(options, first_only);
        if (count->parsed()) return sudoku::app::run_count(options, max_count);
        if (check->parsed()) return sudoku::app::run_check(options);
        for (const auto& command : more)
            if (command.app->parsed()) return command.run();
        return sudoku::app::kExitBadInput;
    } catch (const std::exception& e) {
        std::cerr << "sudoku: " << e.what() << "\n";
        return sudoku::app::kExitBadInput;
    }
}
