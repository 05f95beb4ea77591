#pragma once
/// A conflict-driven clause-learning (CDCL) SAT solver for clauses given up front, plus clauses
/// added between solves (so "find another model" works by blocking the last one).
///
/// The algorithm is the one every modern solver shares:
///  - unit propagation with two watched literals per clause and a blocking literal per watch
///    (Moskewicz, Madigan, Zhao, Zhang & Malik, "Chaff", DAC 2001); binary clauses live only in
///    their own watch lists (the other literal is the whole entry), visited first;
///  - on a conflict, a learnt clause at the first unique implication point (Marques-Silva &
///    Sakallah, "GRASP", ICCAD 1996; Zhang et al. ICCAD 2001), shortened by removing literals implied
///    by the others (recursive minimisation, Sörensson & Biere, SAT 2009) and by replacing a lower
///    level's literals with that level's implication point (shrinking, Fleury & Biere, SAT 2021),
///    then a non-chronological backjump to the second-highest level in it;
///  - decisions by exponential VSIDS kept in a binary heap, with the saved phase of each variable
///    (Eén & Sörensson, "An extensible SAT-solver" (MiniSat), SAT 2003; Pipatsrisawat & Darwiche,
///    SAT 2007 for phase saving);
///  - restarts either glucose-style (restart when the recent learnt clauses are much worse than the
///    average, Audemard & Simon, IJCAI 2009) or on the Luby sequence; optionally alternating with
///    stable phases of rare restarts and target phases, and rephasing to the best phases
///    (CaDiCaL / Kissat);
///  - the learnt-clause database halved periodically, keeping clauses of low literal block distance
///    (LBD, "glue", Audemard & Simon 2009) and, in a middle tier, those of moderate glue that took
///    part in a conflict since the last reduction.
///
/// Nothing here knows about Sudoku: callers create variables, add clauses and read the model.
/// The solver's state and its techniques, one file each, are behind csp/sat/internal.hpp.

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/search/solver.hpp"

namespace csp {

namespace detail {
class SatCore;
}  // namespace detail

/// A boolean variable: 0, 1, … in creation order.
using BoolVar = int;

/// A literal: a variable or its negation, coded as 2·var + (1 if negated), so that the two literals
/// of a variable are neighbours and index per-literal tables directly.
class Lit {
public:
    constexpr Lit() = default;
    constexpr Lit(BoolVar var, bool negated) : code_(2 * static_cast<std::uint32_t>(var) + (negated ? 1u : 0u)) {}
    static constexpr Lit pos(BoolVar var) { return Lit(var, false); }
    static constexpr Lit neg(BoolVar var) { return Lit(var, true); }
    static constexpr Lit from_code(std::uint32_t code) {
        Lit l;
        l.code_ = code;
        return l;
    }

    constexpr BoolVar var() const { return static_cast<BoolVar>(code_ >> 1); }
    constexpr bool negated() const { return (code_ & 1u) != 0; }
    constexpr std::uint32_t code() const { return code_; }
    constexpr Lit operator~() const { return from_code(code_ ^ 1u); }
    constexpr bool operator==(const Lit&) const = default;

private:
    std::uint32_t code_ = 0;
};

enum class SatRestarts {
    Glucose,  ///< restart when the LBD of the last 50 learnt clauses averages 25% above the overall mean
    Luby,     ///< restart after luby_unit × 1, 1, 2, 1, 1, 2, 4, … conflicts (Luby et al. 1993)
    None,     ///< never restart
};

struct SatOptions {
    SatRestarts restarts = SatRestarts::Glucose;
    std::uint64_t luby_unit = 100;         ///< conflicts in the shortest Luby run
    double var_decay = 0.95;               ///< VSIDS: activities of all variables decay by this per conflict
    double clause_decay = 0.999;           ///< the same for learnt clauses (a tie-break in reduction)
    std::uint64_t first_reduce = 2000;     ///< conflicts before the first learnt-clause reduction
    std::uint64_t reduce_increment = 300;  ///< each reduction comes this many conflicts later than the last gap
    bool minimise = true;                  ///< recursive minimisation of learnt clauses
    /// After minimisation, replace the literals of each lower decision level by that level's unique
    /// implication point where the resolution reaches one without a literal outside the clause:
    /// the clause gets shorter and keeps its glue (all-UIP shrinking under a fixed LBD; Feng &
    /// Bacchus, SAT 2020; Fleury & Biere, "Efficient all-UIP learned clause minimization", SAT 2021).
    bool shrink = true;
    /// After learning, also bump the variables of the reasons of the learnt clause's literals, this
    /// many reasons deep (0: off, at most 3): they explain the conflict too, one step removed (CaDiCaL's
    /// "bumpreason"; Biere & Fröhlich, "Evaluating CDCL variable scoring schemes", SAT 2015).
    int bump_reasons = 0;
    bool initial_phase = false;  ///< polarity of a variable's first decision (false: try it false)
    /// Learnt clauses of glue ≤ 2 are never removed; those of glue ≤ this survive a reduction if they
    /// took part in a conflict since the last one (a middle tier, as in CaDiCaL); 2 = no middle tier.
    std::uint32_t tier2_lbd = 6;
    /// Glucose restarts only: postpone a restart while the trail is much longer than usual, since
    /// the search may be close to a model (Audemard & Simon, "Refining restarts strategies for SAT
    /// and UNSAT", CP 2012).
    bool block_restarts = true;
    /// 0: deterministic. Otherwise variables start with small random activities drawn from this
    /// seed, so differently seeded solvers branch differently (a portfolio's members).
    std::uint64_t seed = 0;
    /// Stable mode (CaDiCaL / Kissat; Biere et al., "CaDiCaL, Kissat, Paracooba, Plingeling and
    /// Treengeling entering the SAT Competition 2020"): the search alternates between focused
    /// phases, restarting by `restarts` above, and stable phases, restarting rarely (Luby ×
    /// stable_luby_unit) and branching on target phases. The first focused phase lasts
    /// stable_first conflicts, each later phase (of either mode) mode_growth times the one before.
    /// 0: focused only.
    std::uint64_t stable_first = 0;
    double mode_growth = 2.0;
    std::uint64_t stable_luby_unit = 1024;
    /// Stable mode: branch on each variable's value in the longest conflict-free trail since the
    /// last rephase (its "target phase"; Biere & Fleury, Pragmatics of SAT 2020) instead of its
    /// saved phase.
    bool target_phases = true;
    /// Every rephase_interval × k conflicts (k = 1, 2, …) reset the saved phases to, in turn, the
    /// best ones (of the longest conflict-free trail so far), the initial ones, the best ones, the
    /// inverted ones (CaDiCaL's rephasing without local search). 0: never.
    std::uint64_t rephase_interval = 0;
    /// Vivification (Piette, Hamadi & Saïs, ECAI 2008; Luo, Li, Xiao, Manyà & Lü, IJCAI 2017;
    /// as in CaDiCaL and Kissat): after a reduction, at level 0, the kept learnt clauses of glue
    /// ≤ tier2_lbd not tried before get their literals assumed false one at a time with
    /// propagation; a literal found false is dropped, one found true or a conflict ends the clause
    /// early, so the clause that replaces it is shorter. Its propagations are at most this many per
    /// mille of the search's since the last round. 0: off.
    std::uint64_t vivify_effort = 0;
};

/// Counters over the solver's lifetime (all solve() calls).
struct SatStats {
    std::uint64_t decisions = 0;         ///< branching assignments
    std::uint64_t conflicts = 0;         ///< clauses found falsified (each yields a learnt clause or ends the search)
    std::uint64_t propagations = 0;      ///< literals assigned by unit propagation (decisions excluded)
    std::uint64_t learnt = 0;            ///< learnt clauses recorded (units included)
    std::uint64_t learnt_literals = 0;   ///< literals in them after minimisation and shrinking
    std::uint64_t minimised = 0;         ///< literals removed from learnt clauses by minimisation
    std::uint64_t shrunk = 0;            ///< literals removed from learnt clauses by shrinking
    std::uint64_t deleted = 0;           ///< learnt clauses removed by database reductions
    std::uint64_t restarts = 0;          ///< restarts
    std::uint64_t blocked_restarts = 0;  ///< restarts postponed because the trail was long
    std::uint64_t reductions = 0;        ///< learnt-clause database reductions
    std::uint64_t mode_switches = 0;     ///< switches between focused and stable mode
    std::uint64_t rephases = 0;          ///< resets of the saved phases
    std::uint64_t vivified = 0;          ///< learnt clauses shortened (or found satisfied) by vivification
    std::uint64_t vivify_removed = 0;    ///< literals removed from them
    std::uint64_t vivify_propagations = 0;  ///< of `propagations`, those made while vivifying
    std::uint32_t max_level = 0;            ///< deepest decision level reached
};

class SatSolver {
public:
    explicit SatSolver(SatOptions options = {});
    ~SatSolver();
    /// A copy is an independent solver in the same state (clauses, learnt clauses, heuristics).
    SatSolver(const SatSolver& other);
    SatSolver& operator=(const SatSolver& other);
    /// A solver moved from may only be assigned to or destroyed.
    SatSolver(SatSolver&& other) noexcept;
    SatSolver& operator=(SatSolver&& other) noexcept;

    /// A new variable; returns its index.
    BoolVar new_var();
    /// Makes sure variables 0 .. count-1 exist.
    void reserve_vars(int count);
    int num_vars() const;
    /// Problem clauses currently kept (after level-0 simplification when they were added).
    std::size_t num_clauses() const;
    /// Learnt clauses currently kept (not counting units).
    std::size_t num_learnts() const;
    /// Those of three or more literals, as literal lists (for tests: each must follow from the
    /// clauses added).
    std::vector<std::vector<Lit>> learnt_clauses() const;

    /// Adds a clause (a disjunction of literals over existing variables). Allowed before the first
    /// solve and between solves. Duplicate literals are merged, tautologies dropped; literals false
    /// at level 0 are removed. Returns false once the clause set is known to be unsatisfiable (the
    /// empty clause was added or derived); every later solve() then answers Unsatisfiable.
    /// Throws std::invalid_argument for a literal of a variable that does not exist.
    bool add_clause(std::span<const Lit> literals);
    bool add_clause(std::initializer_list<Lit> literals) {
        return add_clause(std::span<const Lit>(literals.begin(), literals.size()));
    }

    /// Searches for a model of all clauses added so far. Satisfied: model() holds one; Unsatisfiable:
    /// none exists; LimitReached: stopped by `limits`. The node limit counts the decisions of this
    /// call. Learnt clauses are kept for the next call.
    Status solve(const SearchLimits& limits = {});
    /// The same with a caller's guard, so that several calls share one budget (e.g. counting
    /// models): the guard is asked with the decisions made over the solver's lifetime.
    Status solve(LimitGuard& guard);
    /// Searches for a model in which every literal of `assumptions` is true (assumptions as in
    /// MiniSat, Eén & Sörensson, SAT 2003): they are decided first, one per decision level, before
    /// any free decision. Unsatisfiable then means that no model of the clauses satisfies the
    /// assumptions; the clause set stays usable for later calls (okay() turns false only when the
    /// clauses alone are unsatisfiable), and failed_assumptions() names the assumptions involved.
    /// Learnt clauses follow from the clauses alone, so they are kept across calls with other
    /// assumptions. Throws std::invalid_argument for a literal of a variable that does not exist.
    Status solve(std::span<const Lit> assumptions, const SearchLimits& limits = {});
    Status solve(std::span<const Lit> assumptions, LimitGuard& guard);
    /// After solve(assumptions) answered Unsatisfiable with okay() still true: assumptions that cannot
    /// all hold together (a subset of the call's, not necessarily a smallest one); empty otherwise.
    const std::vector<Lit>& failed_assumptions() const;
    /// The polarity `var` is given when it is next decided (phase saving overwrites it as usual):
    /// a caller who expects a model near a known assignment can start the search there.
    void set_phase(BoolVar var, bool value);
    /// From the next solve() on, focused search only: no stable phases, no rephasing, no reason
    /// bumping (as if stable_first, rephase_interval and bump_reasons were 0). For a caller that
    /// finds a model best with stable phases and then asks for a proof that no other model exists,
    /// which the focused search gives sooner; the learnt clauses and activities are kept.
    void use_focused_search();

    /// The last model found: value of each variable (valid after solve() returned Satisfied).
    const std::vector<bool>& model() const;
    bool model_value(BoolVar var) const { return model()[static_cast<std::size_t>(var)]; }
    bool model_value(Lit lit) const { return model_value(lit.var()) != lit.negated(); }

    const SatStats& stats() const;
    /// False once the clause set is known to be unsatisfiable.
    bool okay() const;

private:
    std::unique_ptr<detail::SatCore> core_;  // the state and the techniques (csp/sat/internal.hpp)
};

}  // namespace csp
