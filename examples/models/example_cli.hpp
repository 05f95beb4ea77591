#pragma once
/// What every example program shares: exit codes, the search-strategy options and the error
/// handling around main, so the programs themselves only hold their model and their output.

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdint>
#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <string>
#include <string_view>
#include <vector>

#include "csp/consistency/textbook_ac.hpp"
#include "csp/propagation/all_different.hpp"
#include "csp/search/backjumping.hpp"
#include "csp/model/constraint_graph.hpp"
#include "csp/observe/json_trace.hpp"
#include "csp/propagation/propagator.hpp"
#include "csp/observe/search_tree.hpp"
#include "csp/search/solver.hpp"
#include "csp/observe/trace.hpp"
// Number checks shared with the sudoku tool (one header, CLI11 only).
#include "sudoku/app/cli_checks.hpp"

namespace csp::examples {

inline constexpr int kExitOk = 0;        ///< answered (solved, counted, proved)
inline constexpr int kExitNoAnswer = 1;  ///< no solution, not unique, or stopped by a limit
inline constexpr int kExitBadInput = 2;  ///< bad input or usage; the message says what and where

/// The strategy flags as text, so CLI11 checks them against the engine's own name tables.
struct SearchFlags {
    std::string inference = "mac";
    std::string var_order = "mrv-degree";
    std::string val_order = "input";
    std::uint64_t seed = 1;  ///< for --val-order random
    double time_limit = 0;   ///< seconds, 0 = none
    bool stats = false;
    bool trace = false;
    std::string search = "backtracking";  ///< or "backjumping"
    std::string trace_json;               ///< --trace-json FILE ("-" = stdout), empty = none
    std::string tree;                     ///< --tree FILE.dot ("-" = stdout), empty = none
    std::size_t tree_limit = 1000;        ///< assignments drawn in the tree
    bool trace_ac3 = false;
};

/// Adds --search, --inference, --var-order, --val-order, --seed, --time-limit, --stats, --trace,
/// --trace-json, --tree, --tree-limit and --trace-ac3; `flags` holds the defaults.
inline void add_search_flags(CLI::App& app, SearchFlags& flags) {
    auto choices = [](const std::vector<std::string_view>& names) {
        return CLI::IsMember(std::vector<std::string>(names.begin(), names.end()));
    };
    app.add_option("--inference", flags.inference, "propagation after each assignment")
        ->check(choices(csp::inference_names()))->capture_default_str();
    app.add_option("--var-order", flags.var_order, "variable ordering")
        ->check(choices(csp::variable_order_names()))->capture_default_str();
    app.add_option("--val-order", flags.val_order, "value ordering")
        ->check(choices(csp::value_order_names()))->capture_default_str();
    app.add_option("--seed", flags.seed, "seed for --val-order random")->capture_default_str();
    app.add_option("--time-limit", flags.time_limit, "give up after this many seconds (0 = none)")
        ->check(sudoku::app::non_negative());
    app.add_flag("--stats", flags.stats, "print search statistics");
    app.add_option("--search", flags.search,
                   "backtracking (chronological), or backjumping: conflict-directed (Prosser 1993), CBJ with "
                   "--inference none, else FC-CBJ; values in input order")
        ->check(CLI::IsMember({"backtracking", "backjumping"}))->capture_default_str();
    app.add_flag("--trace", flags.trace, "print every assignment, pruning and backtrack of the search");
    app.add_option("--trace-json", flags.trace_json, "write the search as JSON Lines to FILE (- for stdout; docs/trace-format.md)");
    app.add_option("--tree", flags.tree, "write the search tree in Graphviz DOT to FILE (- for stdout)");
    app.add_option("--tree-limit", flags.tree_limit, "assignments drawn in the --tree file")
        ->check(sudoku::app::positive())->capture_default_str();
    app.add_flag("--trace-ac3", flags.trace_ac3, "print textbook AC-3 with its queue at every step, before the search");
}

/// A tracer printing the search on stdout, naming variable i as names[i] (for --trace).
inline std::unique_ptr<csp::SpdlogTracer> make_tracer(std::vector<std::string> names) {
    auto logger = std::make_shared<spdlog::logger>("trace", std::make_shared<spdlog::sinks::stdout_sink_st>());
    logger->set_level(spdlog::level::debug);
    logger->set_pattern("%v");
    return std::make_unique<csp::SpdlogTracer>(std::move(names), std::move(logger));
}

/// The same, with the problem's variable names.
inline std::unique_ptr<csp::SpdlogTracer> make_tracer(const csp::Problem& problem) {
    std::vector<std::string> names;
    for (csp::VarId x = 0; x < problem.num_variables(); ++x) names.push_back(problem.name(x));
    return make_tracer(std::move(names));
}

/// Solver options from the flags (names already validated by CLI11).
inline csp::SolverOptions solver_options(const SearchFlags& flags) {
    csp::SolverOptions options;
    options.inference = csp::inference_from_string(flags.inference);
    options.variable_order = csp::variable_order_from_string(flags.var_order);
    options.value_order = csp::value_order_from_string(flags.val_order);
    options.seed = flags.seed;
    options.limits.time_limit = std::chrono::milliseconds(static_cast<long long>(flags.time_limit * 1000));
    return options;
}

/// Opens FILE for writing ("-" = stdout); throws with the path when it cannot.
class OutputFile {
public:
    explicit OutputFile(const std::string& path) : path_(path) {
        if (path == "-") return;
        file_.emplace(path);
        if (!*file_) throw std::runtime_error("cannot write '" + path + "'");
    }
    std::ostream& stream() { return file_ ? static_cast<std::ostream&>(*file_) : std::cout; }
    bool is_stdout() const { return !file_; }
    /// Throws when something could not be written.
    void close() {
        if (!stream().flush()) throw std::runtime_error("error while writing '" + path_ + "'");
    }

private:
    std::string path_;
    std::optional<std::ofstream> file_;
};

/// The observers the flags ask for (--trace, --trace-json, --tree), attached to one search at once.
class SearchOutputs {
public:
    /// `names` maps variable ids to names, as the engines report them.
    SearchOutputs(const SearchFlags& flags, std::vector<std::string> names) {
        if (flags.trace) tracer_ = make_tracer(names);
        if (!flags.trace_json.empty()) {
            json_file_.emplace(flags.trace_json);
            json_ = std::make_unique<csp::JsonTraceWriter>(json_file_->stream(), names);
        }
        if (!flags.tree.empty()) {
            tree_file_.emplace(flags.tree);  // opened now, so a bad path fails before the search
            tree_ = std::make_unique<csp::SearchTreeWriter>(std::move(names), flags.tree_limit);
        }
        list_.add(tracer_.get());
        list_.add(json_.get());
        list_.add(tree_.get());
    }
    SearchOutputs(const SearchFlags& flags, const csp::Problem& problem) : SearchOutputs(flags, names_of(problem)) {}

    /// Null when no output was asked for.
    csp::SearchObserver* observer() { return list_.get(); }

    /// After the search: writes the tree and reports where the files went (on stderr, so that
    /// stdout stays the program's answer, or the file itself for "-").
    void finish() {
        if (json_) {
            json_file_->close();
            if (!stdout_path(json_file_)) std::cerr << "JSON trace: " << json_->events() << " events written\n";
        }
        if (tree_) {
            tree_->write_dot(tree_file_->stream());
            tree_file_->close();
            if (!stdout_path(tree_file_))
                std::cerr << "search tree: " << tree_->recorded() << " nodes drawn"
                          << (tree_->omitted() ? ", " + std::to_string(tree_->omitted()) + " left out (--tree-limit)" : "")
                          << "\n";
        }
    }

    static std::vector<std::string> names_of(const csp::Problem& problem) {
        std::vector<std::string> names;
        for (csp::VarId x = 0; x < problem.num_variables(); ++x) names.push_back(problem.name(x));
        return names;
    }

private:
    static bool stdout_path(const std::optional<OutputFile>& file) { return file->is_stdout(); }

    std::unique_ptr<csp::SpdlogTracer> tracer_;
    std::optional<OutputFile> json_file_, tree_file_;
    std::unique_ptr<csp::JsonTraceWriter> json_;
    std::unique_ptr<csp::SearchTreeWriter> tree_;
    csp::ObserverList list_;
};

/// Adds --dot FILE: the constraint graph in Graphviz DOT ("-": print only the graph and stop).
/// --model binary|alldiff and --alldiff-strength, for examples that state a constraint either as
/// binary arcs or as all-different (the lesson of docs/algorithms.md "Both models on the examples").
struct ModelFlags {
    std::string model = "binary";
    std::string strength = "domain";
    bool all_different() const { return model == "alldiff"; }
    csp::AllDifferentStrength all_different_strength() const { return csp::all_different_strength_from_string(strength); }
};

inline void add_model_flags(CLI::App& app, ModelFlags& flags, const std::string& models_help) {
    app.add_option("--model", flags.model, models_help)->check(CLI::IsMember({"binary", "alldiff"}))->capture_default_str();
    const std::vector<std::string_view> names = csp::all_different_strength_names();
    app.add_option("--alldiff-strength", flags.strength, "all-different propagation strength (--model alldiff)")
        ->check(CLI::IsMember(std::vector<std::string>(names.begin(), names.end())))
        ->capture_default_str();
}

inline void add_dot_option(CLI::App& app, std::string& path) {
    app.add_option("--dot", path, "write the constraint graph in Graphviz DOT to FILE (- for stdout: the graph alone, no search)");
}

/// The constraint graph (AIMA §6.1) in DOT: a vertex per variable and an edge per binary
/// constraint (csp::ConstraintGraph::write_dot). A model with n-ary constraints (all-different,
/// linear) is a constraint *hypergraph* (AIMA fig. 6.2): each n-ary constraint is drawn as a box
/// joined to every variable of its scope.
inline void write_constraint_graph(const csp::Problem& problem, std::ostream& out) {
    std::ostringstream graph;
    csp::ConstraintGraph(problem).write_dot(graph);
    std::string text = graph.str();
    const auto propagators = problem.propagators();
    if (propagators.empty()) {
        out << text;
        return;
    }
    text.erase(text.rfind('}'));  // reopen the graph to add the n-ary constraints
    out << text;
    for (std::size_t i = 0; i < propagators.size(); ++i) {
        std::string label;
        for (char c : propagators[i]->describe()) {
            if (c == '"' || c == '\\') label += '\\';
            label += c;
        }
        out << "c" << i << " [shape=box, label=\"" << label << "\"];\n";
        for (const csp::VarId x : propagators[i]->scope()) out << "c" << i << "--" << x << ";\n";
    }
    out << "}\n";
}

/// Writes the constraint graph to `path` ("-" = stdout); throws with the path when it cannot.
inline void write_constraint_graph(const csp::Problem& problem, const std::string& path) {
    OutputFile file(path);
    write_constraint_graph(problem, file.stream());
    file.close();
}

/// Runs the search the flags choose on `problem` with `options` (its observer included): the
/// solver's backtracking, or conflict-directed backjumping. --trace-ac3 runs before it.
inline csp::Result run_search(const csp::Problem& problem, const SearchFlags& flags, const csp::SolverOptions& options) {
    if (flags.trace_ac3) csp::trace_ac3(problem, std::cout);
    if (flags.search != "backjumping") return csp::Solver(problem, options).solve();
    const csp::BackjumpingResult r = csp::solve_backjumping(
            problem, {.forward_checking = options.inference != csp::Inference::None,
                      .variable_order = options.variable_order,
                      .max_solutions = options.max_solutions,
                      .keep_solutions = options.keep_solutions,
                      .limits = options.limits,
                      .observer = options.observer});
    if (flags.stats)
        std::cout << "backjumping: " << r.backjumps << " backjumps, " << r.levels_skipped << " levels skipped\n";
    return r;
}

/// Parses the command line and runs `body`, turning usage errors and exceptions (malformed input
/// files, bad puzzles) into a one-line message on stderr and exit code 2.
template <class Body>
int run_cli(CLI::App& app, int argc, char** argv, Body&& body) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? kExitOk : kExitBadInput;
    }
    try {
        return body();
    } catch (const std::exception& e) {
        std::cerr << app.get_name() << ": " << e.what() << "\n";
        return kExitBadInput;
    }
}

}  // namespace csp::examples
