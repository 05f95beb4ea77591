#pragma once
/// What the Gecode peer programs share: the propagation levels by name (gecode_sudoku too) and, for
/// the peers of bench/families (gecode_queens, gecode_colouring, gecode_latin), their search flags
/// (orders, random ties, restarts, a time limit that counts from before the model is built) and one
/// search loop that prints its answer in the plain form the script reads:
///
///     status: satisfied | unsatisfiable | limit
///     solutions: N            (found; all of them when counting and not stopped)
///     nodes: N
///     solution: v1 v2 ...     (the first solutions kept, one line each)
///
/// The script checks every printed solution itself; these programs only search.

#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <gecode/int.hh>
#include <gecode/search.hh>

namespace bench_gecode {

/// IPL_VAL, IPL_BND or IPL_DOM by the names the script passes.
inline Gecode::IntPropLevel ipl_from_string(const std::string& name) {
    if (name == "val") return Gecode::IPL_VAL;
    if (name == "bnd" || name == "bounds") return Gecode::IPL_BND;
    if (name == "dom") return Gecode::IPL_DOM;
    throw std::invalid_argument("unknown propagation level '" + name + "' (expected val, bounds or dom)");
}

/// The search flags every peer takes, named after our examples' flags.
struct SearchFlags {
    std::string var_order;
    std::string val_order = "min";
    unsigned seed = 1;
    bool random_ties = false;
    std::string restarts = "none";  ///< none or luby
    unsigned long restart_base = 100;
    bool nogoods = false;
    double time_limit = 0;  ///< seconds, 0 = none
};

/// Adds --var-order, --val-order, --seed, --random-ties, --restarts, --restart-base, --nogoods and
/// --time-limit, bound to `flags` (whose var_order holds the program's default).
inline void add_search_flags(CLI::App& app, SearchFlags& flags) {
    app.add_option("--var-order", flags.var_order, "input|mrv|mrv-degree|domdeg|afc-size")->capture_default_str();
    app.add_option("--val-order", flags.val_order, "min|med|rnd")->capture_default_str();
    app.add_option("--seed", flags.seed, "seed of --val-order rnd and --random-ties")->capture_default_str();
    app.add_flag("--random-ties", flags.random_ties, "break the variable order's ties at random (INT_VAR_RND)");
    app.add_option("--restarts", flags.restarts, "none, or luby: restart-based search (RBS) on failures")
        ->check(CLI::IsMember({"none", "luby"}))
        ->capture_default_str();
    app.add_option("--restart-base", flags.restart_base, "failures of the first luby run")->capture_default_str();
    app.add_flag("--nogoods", flags.nogoods, "with --restarts: post the no-goods of each run (Gecode's default depth)");
    app.add_option("--time-limit", flags.time_limit, "seconds, counted from before the model is built (0 = none)")
        ->check(CLI::NonNegativeNumber);
}

/// Our example programs' variable orders mapped to Gecode's nearest: input = INT_VAR_NONE, mrv =
/// INT_VAR_SIZE_MIN, mrv-degree = SIZE_MIN tie-broken by DEGREE_MAX, domdeg = INT_VAR_DEGREE_SIZE_MAX
/// (largest degree/size, i.e. smallest size/degree), afc-size = INT_VAR_AFC_SIZE_MAX (Gecode's own
/// choice for colouring). Ties go to the first variable, or with --random-ties to a random one.
inline Gecode::TieBreak<Gecode::IntVarBranch> var_branch(const SearchFlags& f) {
    const std::string& name = f.var_order;
    Gecode::TieBreak<Gecode::IntVarBranch> order;
    if (name == "input") order = Gecode::INT_VAR_NONE();
    else if (name == "mrv") order = Gecode::INT_VAR_SIZE_MIN();
    else if (name == "mrv-degree") order = Gecode::tiebreak(Gecode::INT_VAR_SIZE_MIN(), Gecode::INT_VAR_DEGREE_MAX());
    else if (name == "domdeg") order = Gecode::INT_VAR_DEGREE_SIZE_MAX();
    else if (name == "afc-size") order = Gecode::INT_VAR_AFC_SIZE_MAX(0.99);
    else
        throw std::invalid_argument("unknown variable order '" + name +
                                    "' (expected input, mrv, mrv-degree, domdeg or afc-size)");
    if (!f.random_ties || name == "input") return order;
    const Gecode::IntVarBranch random = Gecode::INT_VAR_RND(Gecode::Rnd(f.seed));
    if (name == "mrv-degree") return Gecode::tiebreak(order.a, order.b, random);
    return Gecode::tiebreak(order.a, random);
}

/// min = INT_VAL_MIN (our "input" on domains listed in increasing order), med = INT_VAL_MED,
/// rnd = INT_VAL_RND seeded. Gecode branches x = v | x ≠ v; ours tries the values of one variable
/// in turn, so a ≠ branch may pick another variable in Gecode.
inline Gecode::IntValBranch val_branch(const SearchFlags& f) {
    if (f.val_order == "min") return Gecode::INT_VAL_MIN();
    if (f.val_order == "med") return Gecode::INT_VAL_MED();
    if (f.val_order == "rnd") return Gecode::INT_VAL_RND(Gecode::Rnd(f.seed + 1));
    throw std::invalid_argument("unknown value order '" + f.val_order + "' (expected min, med or rnd)");
}

/// What one search found.
struct Outcome {
    std::string status;  ///< satisfied, unsatisfiable or limit
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
};

/// A time limit in seconds (0 = none) whose clock starts now: create it before building the model,
/// so the limit covers the model and its root propagation as our programs' limit does not.
inline std::optional<Gecode::Search::TimeStop> time_stop(double seconds) {
    if (seconds <= 0) return std::nullopt;
    return std::optional<Gecode::Search::TimeStop>(std::in_place, static_cast<unsigned long>(seconds * 1000));
}

/// Depth-first search (restart-based with --restarts) for up to `max_solutions` solutions (0 = all),
/// printing the first `keep` as "solution:" lines with `values(space)`. Takes the root space.
template <class Space, class Values>
Outcome run_search(Space* root, const SearchFlags& flags, Gecode::Search::Stop* stop, std::uint64_t max_solutions,
                   std::uint64_t keep, Values values) {
    const std::unique_ptr<Space> owned(root);
    Gecode::Search::Options options;  // one thread; the engine clones the root
    options.stop = stop;
    std::unique_ptr<Gecode::Search::Base<Space>> engine;
    if (flags.restarts == "luby") {
        if (max_solutions != 1) throw std::invalid_argument("--restarts finds one solution: it cannot count");
        options.cutoff = Gecode::Search::Cutoff::luby(flags.restart_base);
        options.nogoods_limit = flags.nogoods ? Gecode::Search::Config::nogoods_limit : 0;
        engine = std::make_unique<Gecode::RBS<Space, Gecode::DFS>>(owned.get(), options);
    } else {
        engine = std::make_unique<Gecode::DFS<Space>>(owned.get(), options);
    }
    Outcome outcome;
    while (max_solutions == 0 || outcome.solutions < max_solutions) {
        const std::unique_ptr<Space> solution(engine->next());
        if (!solution) break;
        if (outcome.solutions < keep) {
            std::cout << "solution:";
            for (int v : values(*solution)) std::cout << ' ' << v;
            std::cout << '\n';
        }
        ++outcome.solutions;
    }
    const bool stopped = engine->stopped();
    outcome.status = stopped ? "limit" : outcome.solutions > 0 ? "satisfied" : "unsatisfiable";
    outcome.nodes = engine->statistics().node;
    return outcome;
}

inline void print_outcome(const Outcome& outcome) {
    std::cout << "status: " << outcome.status << "\nsolutions: " << outcome.solutions << "\nnodes: " << outcome.nodes
              << '\n';
}

/// Runs `body`, turning any exception (bad input, a Gecode error) into a message and exit code 2.
template <class Body>
int guarded(const char* program, Body&& body) {
    try {
        return body();
    } catch (const Gecode::Exception& error) {
        std::cerr << program << ": Gecode: " << error.what() << '\n';
    } catch (const std::exception& error) {
        std::cerr << program << ": " << error.what() << '\n';
    }
    return 2;
}

}  // namespace bench_gecode
