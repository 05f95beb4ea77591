#pragma once
/// What the Gecode peer programs share: the propagation levels by name (gecode_sudoku too) and, for
/// the peers of bench/families (gecode_queens, gecode_colouring, gecode_latin), the orders by name,
/// a time limit that counts from before the model is built, and one depth-first search loop that
/// prints its answer in the plain form the script reads:
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

/// Our example programs' variable orders mapped to Gecode's nearest (docs in the script's header):
/// input = INT_VAR_NONE, mrv = INT_VAR_SIZE_MIN, mrv-degree = SIZE_MIN tie-broken by DEGREE_MAX,
/// domdeg = INT_VAR_DEGREE_SIZE_MAX (largest degree/size, i.e. smallest size/degree),
/// afc-size = INT_VAR_AFC_SIZE_MAX (Gecode's own choice for colouring). Ties go to the first.
inline Gecode::TieBreak<Gecode::IntVarBranch> var_order_from_string(const std::string& name) {
    if (name == "input") return Gecode::INT_VAR_NONE();
    if (name == "mrv") return Gecode::INT_VAR_SIZE_MIN();
    if (name == "mrv-degree") return Gecode::tiebreak(Gecode::INT_VAR_SIZE_MIN(), Gecode::INT_VAR_DEGREE_MAX());
    if (name == "domdeg") return Gecode::INT_VAR_DEGREE_SIZE_MAX();
    if (name == "afc-size") return Gecode::INT_VAR_AFC_SIZE_MAX(0.99);
    throw std::invalid_argument("unknown variable order '" + name +
                                "' (expected input, mrv, mrv-degree, domdeg or afc-size)");
}

/// min = INT_VAL_MIN (our "input" on domains listed in increasing order), med = INT_VAL_MED,
/// rnd = INT_VAL_RND seeded. Gecode branches x = v | x ≠ v; ours tries the values of one variable
/// in turn, so a ≠ branch may pick another variable in Gecode.
inline Gecode::IntValBranch val_order_from_string(const std::string& name, unsigned seed) {
    if (name == "min") return Gecode::INT_VAL_MIN();
    if (name == "med") return Gecode::INT_VAL_MED();
    if (name == "rnd") return Gecode::INT_VAL_RND(Gecode::Rnd(seed));
    throw std::invalid_argument("unknown value order '" + name + "' (expected min, med or rnd)");
}

/// What one search found.
struct Outcome {
    std::string status;  ///< satisfied, unsatisfiable or limit
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
};

/// Depth-first search for up to `max_solutions` solutions (0 = all), printing the first `keep` as
/// "solution:" lines with `values(space)`. `stop` may be null (no limit). Takes the root space.
template <class Space, class Values>
Outcome run_dfs(Space* root, Gecode::Search::Stop* stop, std::uint64_t max_solutions, std::uint64_t keep,
                Values values) {
    Gecode::Search::Options options;  // one thread; the engine clones the root
    options.stop = stop;
    std::unique_ptr<Gecode::DFS<Space>> engine;
    {
        const std::unique_ptr<Space> owned(root);
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

/// A time limit in seconds (0 = none) whose clock starts now: create it before building the model,
/// so the limit covers the model and its root propagation as our programs' wall limit does not.
inline std::optional<Gecode::Search::TimeStop> time_stop(double seconds) {
    if (seconds <= 0) return std::nullopt;
    return std::optional<Gecode::Search::TimeStop>(std::in_place, static_cast<unsigned long>(seconds * 1000));
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
