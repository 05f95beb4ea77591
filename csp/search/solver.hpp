#pragma once
/// Backtracking search with inference (AIMA fig. 6.5): first solution, all solutions, or count up
/// to k (k = 2 decides uniqueness); node and time limits and cancellation end in LimitReached.
/// Optional restarts with nogood recording and dom/wdeg weights learnt across runs; counts stay exact.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/base/stats.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"
#include "csp/search/inference.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"
#include "csp/search/search_hooks.hpp"

namespace csp {

/// A solution: the value (label) of each variable, in variable order.
using Assignment = std::vector<int>;

/// What to optimise: branch and bound on one variable's value. After each solution the search
/// continues under the bound "strictly better than it", so each solution found beats the last, and
/// an exhausted search proves the last one optimal.
struct Objective {
    VarId variable = -1;
    bool minimize = true;
    /// Only solutions strictly better than this value (a bound found elsewhere, e.g. by another
    /// worker of a distributed search, csp/parallel/); none: the first solution sets the bound.
    std::optional<int> better_than;
    /// Asked at each node for a bound found elsewhere since the search began (another worker's
    /// incumbent); a value that beats the search's own bound replaces it. Empty: none is asked.
    std::function<std::optional<int>()> incumbent;
};

struct SolverOptions {
    Inference inference = Inference::Mac;
    VariableOrder variable_order = VariableOrder::MrvDegree;
    ValueOrder value_order = ValueOrder::Input;
    std::uint64_t seed = 0;         ///< for ValueOrder::Random and randomised tie-breaking
    std::size_t max_solutions = 1;  ///< stop after this many; 0 = all
    bool keep_solutions = true;     ///< false: only count them (for large enumerations)
    SearchLimits limits;
    SearchObserver* observer = nullptr;  ///< not owned; null = no tracing cost
    bool random_ties = false;            ///< break variable-order ties at random (seeded by `seed`)
    RestartPolicy restarts = RestartPolicy::None;
    std::uint64_t restart_base = 100;  ///< failures allowed in the first run (the Luby unit)
    double restart_growth = 1.5;       ///< geometric restarts: each run allows this factor more
    /// Record nogoods at each restart (Lecoutre et al. 2007), so no refuted subtree is searched twice.
    /// Counting with restarts needs them: without nogoods, restarts are used only when
    /// max_solutions == 1 (a restart would find the solutions already counted again).
    bool nogoods = true;
    /// Under MAC, binary branching: x = v, and once that has been searched, x ≠ v at the level
    /// above, propagated, then the next variable chosen again (x itself, if it is still the best).
    /// A wipe-out there ends x's remaining values at once, what it prunes holds for all of them,
    /// and a large domain is never listed value by value.
    bool propagate_refutations = false;
    /// Under MAC, branch on one-value domains too, a node each, as AIMA fig. 6.5's pseudocode does
    /// ("textbook MAC"); by default MAC takes them as decided (they are consistent with the rest).
    bool branch_singletons = false;
    /// Count Stats::pair_checks, the value pairs the textbook's forward checking and MAC test one
    /// at a time (csp/kernel/pair_checks.hpp). Off by default: it scans domains value by value.
    bool count_pair_checks = false;
    /// Lazy clause generation (csp/learning/, needs inference mac): each failure is analysed to
    /// a learnt clause over [x = v] / [x ≠ v] that prunes the rest of the search; branching follows
    /// search_groups, then the most active variables; restarts are Luby's unless chosen otherwise.
    /// variable_order, propagate_refutations and nogoods are not used by it.
    bool learning = false;
    /// With learning, learn only where it pays (csp/search/learning_judge.hpp): a short plain search
    /// first; then learning, judged after a first look and after a probe of conflicts by how often
    /// its learnt clauses prune, and dropped for a plain search to the end when they rarely do (the objective's
    /// bound carried over). Not when enumerating (max_solutions other than 1 without an objective):
    /// that search learns throughout. Result::phases says what ran.
    bool adaptive_learning = false;
    /// Branching by groups (FlatZinc's int_search / seq_search): the first group with an undecided
    /// variable picks the next variable and its value order; once every group is decided, the
    /// remaining variables follow variable_order and value_order.
    std::vector<SearchGroup> search_groups;
    /// Optimise instead of satisfy. max_solutions still stops the search (0: run until the optimum
    /// is proven; the result's last solution is the best found).
    std::optional<Objective> objective;
    /// Variables that do not tell solutions apart (FlatZinc's introduced variables): after a
    /// solution the search backs up past its decisions on them, so each assignment of the other
    /// variables is reported once. Branch on them last (search_groups): a decision on an auxiliary
    /// variable above one on another variable would be dropped with it, and solutions lost.
    std::vector<VarId> auxiliary_variables;
    /// Called with each solution as it is found, on the searching thread (e.g. to print it at once).
    std::function<void(const Assignment&)> on_solution;
    /// A caller's own variable order, value order or inference (search_hooks.hpp), each in place of
    /// variable_order, value_order, or after `inference`; search_groups still come first. Not with
    /// learning.
    SearchHooks hooks;
};

enum class Status {
    Satisfied,      ///< at least one solution found
    Unsatisfiable,  ///< the whole space was searched and holds no solution
    LimitReached,   ///< stopped by a node/time limit or cancellation; `solutions` holds those found
};
std::string_view to_string(Status status);

/// Decisions that narrow a problem to one part of its search space: variables and their values
/// (labels), as Solver::solve(assumptions) takes them.
using Decisions = std::vector<std::pair<VarId, int>>;

/// The nodes of a search at a given number of decisions (Solver::frontier).
struct Frontier {
    std::vector<Decisions> nodes;  ///< in the order the search visits them
    bool complete = false;         ///< false: a limit stopped it, and `nodes` covers only part of the space
    Stats stats;
};

/// What an adaptive search (SolverOptions::adaptive_learning) ran, in its order: a plain search,
/// then learning if that did not finish, then plain again if learning was dropped.
struct SearchPhases {
    bool adaptive = false;                ///< the search was adaptive (else the fields below are unused)
    bool learned = false;                 ///< the learning search ran
    std::uint64_t learning_from = 0;      ///< failures (Stats::backtracks) when learning began
    bool dropped = false;                 ///< learning was judged not to pay: the rest was plain
    std::uint64_t learning_until = 0;     ///< failures when it was dropped
    std::uint64_t probe_conflicts = 0;    ///< the conflicts it was judged on
    std::uint64_t probe_clause_hits = 0;  ///< its learnt clauses' prunings and conflicts over them
};

struct Result {
    Status status = Status::Unsatisfiable;
    std::vector<Assignment> solutions;
    std::uint64_t solution_count = 0;
    bool complete = false;  ///< the search space was exhausted: solution_count is exact (with an
                            ///< objective: the last solution is optimal)
    Stats stats;
    SearchPhases phases;
};

class Solver {
public:
    /// The solver refers to `problem`, which must outlive it (hence no temporaries).
    explicit Solver(const Problem& problem, SolverOptions options = {});
    Solver(Problem&&, SolverOptions = {}) = delete;
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    Result solve();
    /// Solves with some variables fixed for this call only (value labels), e.g. a puzzle's givens
    /// on a model built once: solving does not change the problem. A value outside a variable's
    /// domain makes the result Unsatisfiable; an unknown variable throws ModelError.
    Result solve(std::span<const std::pair<VarId, int>> assumptions);
    /// The open nodes of this search at `depth` decisions (Régin, Rezgui & Malapert, CP 2013:
    /// embarrassingly parallel search), each as its decisions, in the order the search visits them:
    /// the search runs with its inference, orders and limits but branches on one value at a time
    /// (no refutations, restarts or learning), and stops going deeper at `depth` decisions, before a
    /// decision on an auxiliary variable, or at a solution. Nodes that propagation refutes are left
    /// out, so the nodes' spaces are disjoint and together hold every solution; each is solved
    /// alone by solve(node). `depth` must be at least 1.
    Frontier frontier(int depth);

private:
    struct Impl;
    const Problem& problem_;
    SolverOptions options_;
    std::unique_ptr<Impl> impl_;
};

/// Checks an assignment against every domain and constraint of the problem, independently of the
/// solver. Returns an empty string when valid, else what is wrong (naming the variables).
std::string violation(const Problem& problem, const Assignment& assignment);

}  // namespace csp
