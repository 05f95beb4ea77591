#pragma once
/// What every example program shares: exit codes, the values of the search flags (with the examples'
/// defaults), the searches they choose and the error handling around main, so the programs
/// themselves only hold their model and their output. The flags themselves are bound in
/// examples/cli/, the one library that compiles CLI11 (this header does not include it).

#include <chrono>
#include <exception>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "csp/cli/assign_flag.hpp"
#include "csp/cli/counters.hpp"
#include "csp/cli/output_file.hpp"
#include "csp/cli/search_outputs.hpp"
#include "csp/constraints/all_different/all_different.hpp"
#include "csp/local/min_conflicts.hpp"
#include "csp/model/constraint_graph.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/search/solver.hpp"
#include "csp/structure/cutset.hpp"
#include "csp/structure/tree_solver.hpp"

namespace csp::examples {

inline constexpr int kExitOk = 0;        ///< answered (solved, counted, proved)
inline constexpr int kExitNoAnswer = 1;  ///< no solution, not unique, or stopped by a limit
inline constexpr int kExitBadInput = 2;  ///< bad input or usage; the message says what and where

/// The search flags of an example: the engine's options, with the examples' defaults (a program
/// may change them before adding the flags; --help shows the values held then), and the traces.
/// Ties broken at random and geometric restarts (with nogoods, so counts stay exact): on a
/// satisfiable problem one unlucky branch no longer holds the search (500 queens with rows in
/// increasing order: no solution in 20 s without, 0.1 s with; docs/experiments.md). Turn them off
/// with --restarts none --random-ties=false.
struct SearchFlags {
    csp::SolverOptions solver{.variable_order = csp::VariableOrder::MrvDegree,
                              .seed = 1,
                              .random_ties = true,
                              .restarts = csp::RestartPolicy::Geometric};
    csp::cli::TraceOptions trace;
    bool stats = false;
    bool counters = false;                ///< --counters: every counter with its definition
    std::string search = "backtracking";  ///< or "backjumping", "min-conflicts", "tree", "cutset"
    std::string assign;                   ///< --assign NAME=VALUE,…; empty = none
};

/// The outputs the trace flags ask for; the examples print their traces on stdout, with the answer.
inline csp::cli::SearchOutputs search_outputs(const SearchFlags& flags) {
    return csp::cli::SearchOutputs(flags.trace, csp::cli::SearchOutputs::Log::Stdout);
}

/// After the search: writes the trace files and says on stderr what went into them.
inline void finish(csp::cli::SearchOutputs& outputs) {
    outputs.finish();
    outputs.summarise(std::cerr);
}

/// --model binary|alldiff and --alldiff-strength, for examples that state a constraint either as
/// binary arcs or as all-different (the lesson of docs/algorithms.md "Both models on the examples").
struct ModelFlags {
    std::string model = "binary";
    std::string strength = "domain";
    bool all_different() const { return model == "alldiff"; }
    csp::AllDifferentStrength all_different_strength() const {
        return csp::all_different_strength_from_string(strength);
    }
};

/// Writes the constraint graph (csp::ConstraintGraph::write_dot: n-ary constraints are boxes joined
/// to their scope) to `path` ("-" = stdout); throws with the path when it cannot.
inline void write_constraint_graph(const csp::Problem& problem, const std::string& path) {
    csp::cli::OutputFile file(path);
    csp::ConstraintGraph(problem).write_dot(file.stream());
    file.close();
}

/// Min-conflicts on `problem` (the first solution only), its result in csp::Solver's terms: nodes are
/// the starting values plus the repairs. Says so when it gives up.
inline csp::Result min_conflicts_search(const csp::Problem& problem, const SearchFlags& flags,
                                        const csp::SolverOptions& options) {
    if (options.max_solutions != 1)
        throw std::invalid_argument(
            "--search min-conflicts finds one solution: it cannot count solutions or show one unique");
    if (!flags.trace.tree.empty())
        throw std::invalid_argument("--search min-conflicts has no search tree to draw: use --trace or --trace-json");
    const auto start = std::chrono::steady_clock::now();
    const csp::MinConflictsResult r =
        csp::min_conflicts(problem, {.seed = options.seed, .limits = options.limits, .observer = options.observer});
    csp::Result result{.status = r.status, .complete = r.status == csp::Status::Unsatisfiable};
    if (r.status == csp::Status::Satisfied) {
        result.solutions.push_back(r.assignment);
        result.solution_count = 1;
    }
    result.stats.nodes = static_cast<std::uint64_t>(problem.num_variables()) + r.steps;
    result.stats.solutions = result.solution_count;
    result.stats.time = std::chrono::steady_clock::now() - start;
    if (r.status == csp::Status::LimitReached)
        std::cout << "min-conflicts gave up after " << r.steps << " repairs with " << r.conflicted_variables
                  << " variables in conflict (local search cannot prove that there is no solution)\n";
    if (flags.stats) std::cout << "min-conflicts: " << r.steps << " repairs\n";
    return result;
}

/// The search the flags choose on `problem`: the solver's backtracking, conflict-directed
/// backjumping, min-conflicts, the tree solver or cutset conditioning. The last two count the
/// solutions when more than one is asked for.
inline csp::Result search_once(const csp::Problem& problem, const SearchFlags& flags,
                               const csp::SolverOptions& options) {
    const bool count = options.max_solutions != 1;
    if (flags.search == "min-conflicts") return min_conflicts_search(problem, flags, options);
    if (flags.search == "tree")
        return csp::solve_tree(problem, {.count = count, .limits = options.limits, .observer = options.observer});
    if (flags.search == "cutset")
        return csp::solve_cutset(problem, {.count = count, .limits = options.limits, .observer = options.observer});
    if (flags.search != "backjumping") return csp::Solver(problem, options).solve();
    const csp::BackjumpingResult r =
        csp::solve_backjumping(problem, {.forward_checking = options.inference != csp::Inference::None,
                                         .variable_order = options.variable_order,
                                         .max_solutions = options.max_solutions,
                                         .keep_solutions = options.keep_solutions,
                                         .limits = options.limits,
                                         .observer = options.observer});
    if (flags.stats)
        std::cout << "backjumping: " << r.backjumps << " backjumps, " << r.levels_skipped << " levels skipped\n";
    return r;
}

/// Runs the search the flags choose on `model` with `options` (its observer included). --assign
/// fixes its variables first (on a copy; the line "assigned before the search: …" says which), then
/// --trace-ac3 runs AC-3 once on those domains, then the search. Throws std::invalid_argument for a
/// bad --assign.
inline csp::Result run_search(const csp::Problem& model, const SearchFlags& flags, const csp::SolverOptions& options,
                              csp::cli::SearchOutputs& outputs) {
    if (flags.assign.empty()) {
        outputs.trace_ac3(model);
        return search_once(model, flags, options);
    }
    const std::vector<csp::cli::Fixed> fixed = csp::cli::parse_assignment(flags.assign, model);
    const csp::Problem problem = csp::cli::with_assignment(model, fixed);
    std::cout << "assigned before the search: " << csp::cli::describe(model, fixed) << "\n";
    outputs.trace_ac3(problem);
    const csp::Result result = search_once(problem, flags, options);
    for (const csp::Assignment& solution : result.solutions)  // checked apart from the solver's domains
        for (const auto& [x, value] : fixed)
            if (solution[static_cast<std::size_t>(x)] != value)
                throw std::logic_error("internal error: a solution changed " + model.name(x) + ", fixed by --assign");
    return result;
}

/// Searches `problem` with `options` (the flags' solver options, which the caller may narrow, e.g.
/// with counting_all), the search the flags choose and the trace outputs they ask for; the trace
/// files are written and summarised before it returns.
inline csp::Result search(const csp::Problem& problem, const SearchFlags& flags, csp::SolverOptions options) {
    auto outputs = search_outputs(flags);
    options.observer = outputs.begin(problem.variable_names());
    const csp::Result result = run_search(problem, flags, options, outputs);
    finish(outputs);
    if (flags.counters) std::cout << csp::cli::counters_table(result.stats);
    return result;
}

/// `options` that count every solution without keeping them (for --count).
inline csp::SolverOptions counting_all(csp::SolverOptions options) {
    options.max_solutions = 0;
    options.keep_solutions = false;
    return options;
}

/// A command line as a program's parse function (examples/cli/) read it: the program's name, for
/// messages, and, when the program is to stop there (--help printed, or a usage error reported),
/// its exit code: 0 after --help, kExitBadInput after an error.
struct CommandLine {
    std::string program;
    std::optional<int> exit_code;
};

/// Runs `body` unless the command line stopped the program, turning exceptions (malformed input
/// files, bad puzzles) into a one-line message on stderr and exit code 2.
template <class Body>
int run_cli(const CommandLine& command_line, Body&& body) {
    if (command_line.exit_code) return *command_line.exit_code;
    try {
        return body();
    } catch (const std::exception& e) {
        std::cerr << command_line.program << ": " << e.what() << "\n";
        return kExitBadInput;
    }
}

}  // namespace csp::examples
