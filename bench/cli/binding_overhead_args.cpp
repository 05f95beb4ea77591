#include "bench/cli/binding_overhead_args.hpp"

#include <CLI/CLI.hpp>

#include "sudoku/backends/backend.hpp"

namespace csp::bench {

std::optional<int> parse_binding_overhead_args(int argc, char** argv, BindingOverheadArgs& args) {
    CLI::App app{"the C++ side of the Python binding's overhead benchmark (bench/python/overhead.py)"};
    app.require_subcommand(1);
    app.add_option("--repeat", args.repeat, "timed runs; the best is printed")->check(CLI::PositiveNumber);

    CLI::App* sudoku_command = app.add_subcommand("sudoku", "solve the first puzzles of a file, one call each");
    sudoku_command->add_option("file", args.file, "puzzle file")->required();
    sudoku_command->add_option("--count", args.count, "puzzles to solve (the first ones)");
    sudoku_command->add_option("--backend", args.backend, "backend name")
        ->check(CLI::IsMember(::sudoku::backend_names()));

    CLI::App* model_command = app.add_subcommand("model", "build a model of binary predicates");
    model_command->add_option("--variables", args.variables, "variables")->check(CLI::PositiveNumber);

    CLI11_PARSE(app, argc, argv);
    args.sudoku = static_cast<bool>(*sudoku_command);
    return std::nullopt;
}

}  // namespace csp::bench
