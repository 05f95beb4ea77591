#include "flatzinc/app/run.hpp"

#include <atomic>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <new>
#include <optional>
#include <ostream>
#include <string>

#include "csp/model/errors.hpp"
#include "csp/search/learning_search.hpp"
#include "csp/search/portfolio.hpp"
#include "flatzinc/reader/parse_error.hpp"
#include "flatzinc/reader/parser.hpp"

namespace flatzinc::app {

namespace {

/// The engine's options for this model: its annotations, else (or with -f) run.engine, on the
/// model's own variables before MiniZinc's introduced ones.
csp::SolverOptions solver_options(const Translation& model, const RunOptions& run) {
    csp::SolverOptions options = run.engine;
    options.propagate_refutations = true;  // the x ≠ v branch of binary branching (docs/flatzinc.md)
    options.seed = run.seed;
    if (run.seed_given) options.random_ties = true;
    options.limits.stop_request = run.stop_request;
    options.keep_solutions = false;
    options.limits.time_limit = run.time_limit;
    options.objective = model.objective;
    // The decision variables come before the auxiliary ones, so that backing up past the latter
    // after a solution never repeats one (SolverOptions::auxiliary_variables).
    if (!run.free_search && !model.annotated.groups.empty()) {
        options.search_groups = model.annotated.groups;
        if (!run.restarts_given) options.restarts = csp::RestartPolicy::None;
    }
    // The model's restart annotation, with or without -f; --restarts on the command line wins.
    if (model.annotated.restarts && !run.restarts_given) {
        options.restarts = model.annotated.restarts->policy;
        options.restart_base = model.annotated.restarts->base;
        options.restart_growth = model.annotated.restarts->growth;
    }
    // Learning (the default) learns from propagation's failures: with --inference none or fc, off;
    // and off where its literals would not fit (large domains, docs/flatzinc.md).
    if (options.inference != csp::Inference::Mac || !csp::detail::learning_fits(model.problem))
        options.learning = false;
    // The learning search branches on the most active variables once the annotations are done.
    if (!options.learning)
        options.search_groups.push_back({model.decision_variables, options.variable_order, options.value_order});
    options.auxiliary_variables = model.auxiliary_variables;
    if (model.objective) options.max_solutions = 0;
    else if (run.solutions) options.max_solutions = run.solutions;
    else options.max_solutions = run.all_solutions ? 0 : 1;
    return options;
}

/// Prints solutions as they come, from one search or from the threads of a portfolio: an
/// optimisation prints only a solution better than the last printed (runs do not share bounds).
class Printer {
public:
    Printer(const Translation& model, const RunOptions& run, std::ostream& out)
        : model_(model),
          out_(out),
          print_each_(!model.objective || run.intermediate || run.all_solutions),
          limit_(model.objective     ? 0
                 : run.solutions     ? run.solutions
                 : run.all_solutions ? 0
                                     : 1) {}

    void operator()(const csp::Assignment& solution) {
        const std::lock_guard lock(mutex_);
        if (limit_ != 0 && printed_ >= limit_) return;  // a portfolio's runs may each find one
        if (model_.objective) {
            const int value = solution[static_cast<std::size_t>(model_.objective->variable)];
            if (best_ && (model_.objective->minimize ? value >= *best_ : value <= *best_)) return;
            best_ = value;
            last_ = solution;
        }
        ++printed_;
        if (print_each_) print(solution);
    }
    /// Set once the output cannot be written: the search's cancel flag, since nobody would see
    /// what it finds.
    const std::atomic<bool>& write_failed() const { return write_failed_; }
    /// The best solution of an optimisation, when only the final one is printed.
    void finish() {
        if (!print_each_ && last_) print(*last_);
    }
    std::uint64_t count() const { return printed_; }

private:
    void print(const csp::Assignment& solution) {
        out_ << format_solution(model_.outputs, solution) << "----------\n" << std::flush;
        if (!out_) write_failed_ = true;
    }
    const Translation& model_;
    std::ostream& out_;
    bool print_each_;
    std::uint64_t limit_;  // satisfaction: solutions asked for (0: all)
    std::mutex mutex_;
    std::optional<int> best_;
    std::optional<csp::Assignment> last_;
    std::uint64_t printed_ = 0;
    std::atomic<bool> write_failed_{false};
};

/// The FlatZinc answer for a limit reached before any solution, with the limit named on stderr.
int report_limit(std::ostream& out, const char* what) {
    std::cerr << "fzn-csp: limit reached (" << what << ")\n";
    out << "=====UNKNOWN=====\n" << std::flush;
    return finish_output(out);
}

/// The %%%mzn-stat lines, in the order docs/flatzinc.md gives (the search's, then the model's).
void print_statistics(std::ostream& out, const csp::Result& r, const Translation& model, double init_seconds) {
    const auto stat = [&](const char* name, auto value) { out << "%%%mzn-stat: " << name << "=" << value << "\n"; };
    stat("nodes", r.stats.nodes);
    stat("failures", r.stats.backtracks);
    stat("propagations", r.stats.propagator_calls + r.stats.revisions);
    stat("peakDepth", r.stats.max_depth);
    stat("solveTime", std::chrono::duration<double>(r.stats.time).count());
    stat("initTime", init_seconds);
    stat("solutions", r.stats.solutions);
    stat("variables", model.problem.num_variables());
    stat("propagators", model.problem.propagators().size());
    stat("restarts", r.stats.restarts);
    stat("nogoods", r.stats.nogoods);
    if (r.phases.adaptive) {  // which searches ran (SolverOptions::adaptive_learning), at which failure count
        stat("searchPhases", !r.phases.learned  ? "\"plain\""
                             : r.phases.dropped ? "\"plain,learning,plain\""
                                                : "\"plain,learning\"");
        if (r.phases.learned) {
            stat("learningFrom", r.phases.learning_from);
            stat("probeConflicts", r.phases.probe_conflicts);
            stat("probeClauseHits", r.phases.probe_clause_hits);
        }
        if (r.phases.dropped) stat("learningUntil", r.phases.learning_until);
    }
    out << "%%%mzn-stat-end\n";
}

}  // namespace

int solve_and_print(Translation& model, const RunOptions& run, std::ostream& out,
                    std::chrono::steady_clock::time_point started) {
    Printer printer(model, run, out);
    csp::SolverOptions options = solver_options(model, run);
    options.on_solution = [&](const csp::Assignment& a) { printer(a); };
    options.limits.cancel = &printer.write_failed();
    const auto set_up = std::chrono::steady_clock::now() - started;
    const double init_seconds = std::chrono::duration<double>(set_up).count();
    if (run.time_limit.count() > 0) {  // reading and building the model count against -t
        const auto left = run.time_limit - std::chrono::duration_cast<std::chrono::milliseconds>(set_up);
        if (left.count() <= 0) return report_limit(out, "time");
        options.limits.time_limit = left;
    }
    csp::Result result;
    try {
        // A portfolio races for the first answer (or the first optimum proven); enumerating several
        // solutions needs one search.
        if (run.distributed) {
            result = run.distributed(model.problem, options);
        } else if (run.threads > 1 && (model.objective || options.max_solutions == 1)) {
            const auto runs = csp::portfolio_variants(options, run.threads);
            result = csp::solve_portfolio(model.problem, runs).result;
        } else {
            result = csp::Solver(model.problem, options).solve();
        }
    } catch (const std::bad_alloc&) {
        printer.finish();
        if (printer.count() == 0) return report_limit(out, "memory");
        std::cerr << "fzn-csp: limit reached (memory)\n";
        return finish_output(out);
    }
    printer.finish();
    if (run.statistics) print_statistics(out, result, model, init_seconds);
    if (printer.count() == 0) out << (result.complete ? "=====UNSATISFIABLE=====\n" : "=====UNKNOWN=====\n");
    else if (result.complete) out << "==========\n";
    return finish_output(out);
}

int finish_output(std::ostream& out) {
    out << std::flush;
    if (out) return 0;
    std::cerr << "fzn-csp: cannot write output\n";
    return kExitFailure;
}

int run_file(const std::string& file, const RunOptions& options, std::chrono::steady_clock::time_point started) {
    Translation translation;
    try {
        const Model model =
            file == "-" ? read_flatzinc(std::cin, "<stdin>") : read_flatzinc(std::filesystem::path(file));
        TranslationLimits limits;
        // A limit beyond the clock's range is none (started + it would overflow).
        const auto range = std::chrono::steady_clock::time_point::max() - started;
        if (options.time_limit.count() > 0 && options.time_limit < range)
            limits.deadline = started + options.time_limit;
        translation = translate(model, limits);
    } catch (const TranslationTimeout&) {
        return report_limit(std::cout, "time");
    } catch (const std::bad_alloc&) {
        return report_limit(std::cout, "memory");
    } catch (const ParseError& e) {
        std::cerr << "fzn-csp: " << e.what() << "\n";
        return kExitUsage;
    } catch (const csp::ModelError& e) {
        std::cerr << "fzn-csp: " << file << ": " << e.what() << "\n";
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << "fzn-csp: " << e.what() << "\n";
        return kExitFailure;
    }
    for (const std::string& warning : translation.annotated.warnings) std::cerr << "fzn-csp: " << warning << "\n";
    try {
        return solve_and_print(translation, options, std::cout, started);
    } catch (const std::exception& e) {  // e.g. a thread of -p that cannot start
        std::cerr << "fzn-csp: " << e.what() << "\n";
        return kExitFailure;
    }
}

}  // namespace flatzinc::app
