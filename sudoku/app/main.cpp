// The `sudoku` command-line tool: solve, count and check Sudoku puzzles of any size.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <string>
#include <utility>

#include "csp/cli/choices.hpp"
#include "csp/cli/number_checks.hpp"
#include "csp/cli/search_flags.hpp"
#include "csp/cli/search_outputs.hpp"
#include "sudoku/app/commands.hpp"
#include "sudoku/app/output.hpp"
#include "sudoku/cli/solve_flags.hpp"

namespace {

using sudoku::app::CommonOptions;

void add_common(CLI::App& cmd, CommonOptions& options, bool search) {
    cmd.add_option("file", options.input, "puzzle file, or - for standard input")->default_val("-");
    csp::cli::add_threads_flag(cmd, options.threads, "worker threads (default: all cores)");
    cmd.add_flag("--quiet,-q", options.quiet, "no summary line on stderr");
    if (!search) return;
    sudoku::cli::add_backend_flag(cmd, options.solve);
    sudoku::cli::add_engine_flags(cmd, options.solve);
    sudoku::cli::add_limit_flags(cmd, options.solve);
    cmd.add_flag("--stats", options.stats, "print search statistics after each puzzle");
    cmd.footer(sudoku::cli::flags_read_help());
}

}  // namespace

int main(int argc, char** argv) {
    sudoku::app::quiet_exit_on_closed_pipe();
    CLI::App app{
        "Solve, count, check and generate Sudoku puzzles of any size (4x4, 9x9, 16x16, 25x25, ... 64x64); grade "
        "them and give hints and explanations, step by step, as a player solves; compare the solvers"};
    app.require_subcommand(1);
    CommonOptions options;
    std::string format;
    bool first_only = false;
    std::size_t max_count = 2;

    auto* solve = app.add_subcommand("solve", "print the solution of every puzzle (and say if it is not unique)");
    add_common(*solve, options, true);
    solve->add_option("--format", format, "output form (default: as the input)")
        ->check(csp::cli::choices(sudoku::format_names()));
    solve->add_flag("--first", first_only, "stop at the first solution (skip the uniqueness check)");
    csp::cli::add_trace_flags(*solve, options.trace);  // printed on stderr: stdout holds the solutions

    auto* count = app.add_subcommand("count", "report unique / multiple / none for every puzzle");
    add_common(*count, options, true);
    count->add_option("--max", max_count, "count solutions up to this many (2 decides uniqueness)")
        ->check(csp::cli::positive())
        ->default_val(2);

    auto* check = app.add_subcommand("check", "validate grids and completed solutions");
    add_common(*check, options, false);

    // Subcommands that live in files of their own.
    const std::vector<sudoku::app::Subcommand> more = {
        sudoku::app::add_compare_command(app),
        // MORE SUBCOMMANDS (one line each)
        sudoku::app::add_generate_command(app),
        sudoku::app::add_hint_command(app),
        sudoku::app::add_explain_command(app),
        sudoku::app::add_grade_command(app),
    };

    // CLI11 would only say that a subcommand is required: name the unknown word and the commands.
    // The tool itself has no option that takes a value, so the first word is the subcommand.
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.empty() || word[0] == '-') continue;
        const auto commands = std::as_const(app).get_subcommands({});
        if (std::none_of(commands.begin(), commands.end(), [&](const CLI::App* c) { return c->check_name(word); })) {
            std::string names;
            for (const CLI::App* c : commands) names += (names.empty() ? "" : ", ") + c->get_name();
            std::cerr << "sudoku: unknown command '" << sudoku::escaped(word) << "' (commands: " << names << ")\n";
            return sudoku::app::kExitBadInput;
        }
        break;
    }

    try {
        app.parse(argc, argv);
        if (!format.empty()) options.format = sudoku::format_from_string(format);
        for (const CLI::App* command : {solve, count})
            if (command->parsed()) sudoku::cli::check_flags_read(*command, sudoku::find_backend(options.solve.backend));
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : sudoku::app::kExitBadInput;
    } catch (const std::invalid_argument& e) {
        std::cerr << "sudoku: " << e.what() << "\n";
        return sudoku::app::kExitBadInput;
    }
    try {
        const int code = [&] {
            if (solve->parsed()) return sudoku::app::run_solve(options, first_only);
            if (count->parsed()) return sudoku::app::run_count(options, max_count);
            if (check->parsed()) return sudoku::app::run_check(options);
            for (const auto& command : more)
                if (command.app->parsed()) return command.run();
            return static_cast<int>(sudoku::app::kExitBadInput);
        }();
        sudoku::app::check_output();  // every subcommand: output that could not be written is an error
        return code;
    } catch (const std::exception& e) {
        std::cerr << "sudoku: " << e.what() << "\n";
        return sudoku::app::kExitBadInput;
    }
}
