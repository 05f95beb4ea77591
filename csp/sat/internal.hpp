#pragma once
/// The state and the techniques of csp::SatSolver, behind its public header (sat_solver.hpp holds
/// only a pointer to this). Not part of the public API. One file per technique:
///   core.cpp         construction, variables, set_phase
///   clauses.cpp      the clause arena, watches, add_clause
///   propagate.cpp    unit propagation over two watched literals, backtracking
///   analyse.cpp      first-UIP conflict analysis, glue, bumping, recording the learnt clause
///   minimise.cpp     recursive minimisation of the learnt clause
///   shrink.cpp       all-UIP shrinking of the learnt clause
///   decide.cpp       EVSIDS activities in a binary heap, decisions
///   restart.cpp      when to restart (glucose, Luby, blocking) and the restart itself
///   phases.cpp       focused and stable mode, target and best phases, rephasing
///   reduce.cpp       learnt-clause database reduction and garbage collection
///   vivify.cpp       shortening kept learnt clauses by propagating their negations
///   assumptions.cpp  deciding assumptions, failed-assumption analysis
///   search.cpp       solve(): the CDCL loop, which only dispatches to the above

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "csp/base/float_bits.hpp"
#include "csp/sat/moving_average.hpp"
#include "csp/sat/sat_solver.hpp"

namespace csp::detail {

class SatCore {
public:
    explicit SatCore(SatOptions options);

    BoolVar new_var();
    void reserve_vars(int count);
    int num_vars() const { return static_cast<int>(vars_.size()); }
    std::size_t num_clauses() const { return num_problem_clauses_; }
    std::size_t num_learnts() const { return learnts_.size(); }
    std::vector<std::vector<Lit>> learnt_clauses() const;
    bool add_clause(std::span<const Lit> literals);
    Status solve(std::span<const Lit> assumptions, LimitGuard& guard);
    void set_phase(BoolVar var, bool value);
    void use_focused_search();
    const std::vector<Lit>& failed_assumptions() const { return failed_; }
    const std::vector<bool>& model() const { return model_; }
    const SatStats& stats() const { return stats_; }
    bool okay() const { return ok_; }

private:
    // A reason or conflict: the offset of a clause of three or more literals in arena_, or, with
    // kBinary set, a binary clause that lives only in bin_watches_: the low bits are the code of its
    // literal other than the implied one (for a conflict: other than conflict_lit_).
    using CRef = std::uint32_t;
    static constexpr CRef kNoReason = ~CRef{0};
    static constexpr CRef kBinary = CRef{1} << 31;
    static constexpr int kMaxVars = (1 << 30) - 1;  // literal codes below 2^31 - 1, so tags never meet kNoReason
    static constexpr Lit kNoLit = Lit::from_code(~std::uint32_t{0});  // "none": no assumption or branch left
    static bool is_binary(CRef c) { return c != kNoReason && (c & kBinary) != 0; }
    static Lit binary_other(CRef c) { return Lit::from_code(c & ~kBinary); }
    enum : std::int8_t { kFalse = -1, kUndef = 0, kTrue = 1 };

    struct Watch {
        CRef clause;
        Lit blocker;  // some other literal of the clause; if it is true the clause needs no visit
    };

    // ---- clause arena: [size][flags | lbd << 4][activity bits][literal codes ...] (clauses.cpp) ----
    static constexpr std::uint32_t kHeader = 3;
    static constexpr std::uint32_t kLearntFlag = 1;
    static constexpr std::uint32_t kRemovedFlag = 2;
    static constexpr std::uint32_t kUsedFlag = 4;      // took part in a conflict since the last reduction
    static constexpr std::uint32_t kVivifiedFlag = 8;  // vivify() has tried to shorten it
    static constexpr std::uint32_t kFlagBits = 4;
    std::uint32_t size_of(CRef c) const { return arena_[c]; }
    /// The clause's literals as codes (Lit::code), in place: watches are lits 0 and 1.
    std::uint32_t* codes(CRef c) { return arena_.data() + c + kHeader; }
    const std::uint32_t* codes(CRef c) const { return arena_.data() + c + kHeader; }
    bool learnt(CRef c) const { return (arena_[c + 1] & kLearntFlag) != 0; }
    bool removed(CRef c) const { return (arena_[c + 1] & kRemovedFlag) != 0; }
    std::uint32_t lbd(CRef c) const { return arena_[c + 1] >> kFlagBits; }
    void set_lbd(CRef c, std::uint32_t value) {
        arena_[c + 1] = (arena_[c + 1] & ((1u << kFlagBits) - 1)) | (value << kFlagBits);
    }
    bool used(CRef c) const { return (arena_[c + 1] & kUsedFlag) != 0; }
    float activity(CRef c) const { return bits_to_float(arena_[c + 2]); }
    void set_activity(CRef c, float value) { arena_[c + 2] = float_to_bits(value); }
    CRef alloc_clause(std::span<const Lit> literals, bool is_learnt);
    void attach(CRef c);
    void add_binary(Lit a, Lit b);

    // ---- assignment (propagate.cpp) ----
    std::int8_t value(Lit l) const { return values_[l.code()]; }
    int level() const { return static_cast<int>(trail_lim_.size()); }
    // Defined here so that it inlines into propagate()'s long-clause loop as well.
    void assign(Lit l, CRef reason) {
        values_[l.code()] = kTrue;
        values_[(~l).code()] = kFalse;
        vars_[l.var()] = {reason, level()};
        trail_[trail_size_++] = l;
    }
    std::span<const Lit> trail() const { return {trail_.data(), trail_size_}; }
    void cancel_until(int target);
    CRef propagate();
    // propagate()'s halves for one false literal; forced inline, since a call per literal costs
    // as much as the work on a short watch list.
    [[gnu::always_inline]] inline CRef propagate_binaries(Lit false_lit);
    [[gnu::always_inline]] inline CRef propagate_long(Lit false_lit);
    // Calls visit(q) for each literal of reason r but the one it implied, in order, until a call
    // returns false; returns whether none did.
    template <class Visit>
    bool each_reason_literal(CRef r, Visit&& visit) const {
        if (is_binary(r)) return visit(binary_other(r));
        const std::uint32_t* lits = codes(r);
        for (std::uint32_t k = 1; k < size_of(r); ++k)
            if (!visit(Lit::from_code(lits[k]))) return false;
        return true;
    }

    // Marks a literal above level 0 for walk_to_decisions(); returns true, to serve as a visit.
    bool mark_above_root(Lit q) {
        if (vars_[q.var()].level > 0) seen_[q.var()] = 1;
        return true;
    }
    // Back along the trail from its top over the reasons of the marked literals, clearing the
    // marks: calls reached(d) for each decision d they rest on (MiniSat's analyzeFinal).
    template <class Reached>
    void walk_to_decisions(Reached&& reached) {
        for (std::size_t i = trail_size_; i-- > trail_lim_[0];) {
            const BoolVar v = trail_[i].var();
            if (!seen_[v]) continue;
            seen_[v] = 0;
            const CRef r = vars_[v].reason;
            if (r == kNoReason) reached(trail_[i]);
            else each_reason_literal(r, [this](Lit q) { return mark_above_root(q); });
        }
    }

    // ---- search (search.cpp) ----
    bool on_conflict(CRef conflict);  // false: the conflict is at level 0
    Status leave(Status status);      // back to level 0 with the answer of solve()
    void save_model();

    // ---- learning (analyse.cpp, minimise.cpp, shrink.cpp) ----
    void analyse(CRef conflict, std::vector<Lit>& learnt, int& backjump, std::uint32_t& glue);
    void learn(std::span<const Lit> clause, std::uint32_t glue);
    void minimise(std::vector<Lit>& learnt);
    bool redundant(Lit p);
    void shrink(std::vector<Lit>& learnt);
    bool block_uip(int level, std::span<const Lit> block, Lit& uip);
    void bump_reason_literals(std::span<const Lit> learnt);
    void bump_clause(CRef c);
    std::uint32_t compute_lbd(std::span<const Lit> literals);
    std::uint32_t compute_lbd(CRef c);
    std::uint32_t count_levels(BoolVar v, std::uint32_t count);  // count + 1 if v's level is new to stamp_

    // ---- assumptions (assumptions.cpp) ----
    Lit next_assumption(std::span<const Lit> assumptions, bool& failed);
    void analyse_failed(Lit assumption);

    // ---- decisions (decide.cpp) ----
    void bump_var(BoolVar v);
    double random_activity();
    void decay() {
        var_inc_ /= options_.var_decay;
        clause_inc_ /= options_.clause_decay;
    }
    Lit pick_branch();
    void decide(Lit l);
    void heap_insert(BoolVar v);
    void heap_up(std::size_t i);
    void heap_down(std::size_t i);
    BoolVar heap_pop();
    bool heap_contains(BoolVar v) const { return heap_index_[v] >= 0; }

    // ---- restarts (restart.cpp) ----
    void start_restart_policy();
    void update_restart_averages(std::uint32_t trail_at_conflict, std::uint32_t glue);
    bool restart_due() const;
    bool restarting() const { return switching_mode() || rephasing() || restart_due(); }
    void restart(std::size_t assumption_levels);

    // ---- phases and modes (phases.cpp) ----
    void start_phase_policy();
    bool switching_mode() const { return next_switch_ != 0 && stats_.conflicts >= next_switch_; }
    bool rephasing() const { return next_rephase_ != 0 && stats_.conflicts >= next_rephase_; }
    void switch_mode();
    void update_target_and_best(std::size_t conflict_free);
    void rephase();
    bool branch_phase(BoolVar v) const;

    // ---- database (reduce.cpp) ----
    bool reducing() const { return stats_.conflicts >= next_reduce_; }
    void reduce();
    bool locked(CRef c) const;
    void collect_garbage();
    void remove_clause(CRef c);

    // ---- vivification (vivify.cpp) ----
    bool vivifying() const { return options_.vivify_effort != 0 && stats_.reductions > vivified_at_reduction_; }
    bool vivify();  // false: the clauses are unsatisfiable
    bool vivify_clause(CRef c);
    void vivify_reasons(CRef conflict, Lit found_true);

    SatOptions options_;
    SatStats stats_;
    bool ok_ = true;

    std::vector<std::uint32_t> arena_;
    std::vector<CRef> learnts_;
    std::size_t num_problem_clauses_ = 0;
    std::size_t wasted_ = 0;                     // arena words of removed clauses
    std::vector<std::vector<Watch>> watches_;    // per literal l: long clauses watching l
    std::vector<std::vector<Lit>> bin_watches_;  // per literal l: the other literal of each binary clause with l
    std::size_t num_binaries_ = 0;               // binary clauses (problem and learnt), not in arena_
    Lit conflict_lit_;                           // the second literal of a binary conflict

    struct VarData {
        CRef reason = kNoReason;
        int level = 0;
    };
    std::vector<std::int8_t> values_;  // per literal code: kTrue, kFalse or kUndef
    std::vector<VarData> vars_;
    std::vector<std::uint8_t>
        phase_;  // saved polarity: 1 = assign the variable true (bytes: cancel_until writes one per literal)
    // target and best phases: each variable's value in the longest conflict-free trail since the
    // last rephase (target) or the last best rephase (best); kUndef before the first such trail
    std::vector<std::int8_t> target_phase_;
    std::vector<std::int8_t> best_phase_;
    std::size_t target_assigned_ = 0;
    std::size_t best_assigned_ = 0;
    bool stable_ = false;             // in a stable phase
    std::uint64_t next_switch_ = 0;   // conflicts at which the mode changes (0: never)
    double mode_length_ = 0;          // conflicts of the current phase
    std::uint64_t next_rephase_ = 0;  // conflicts at which the phases are reset (0: never)
    // The assigned literals in order, in storage for every variable and one more: pushing never
    // reallocates, and propagate_binaries() writes each implied literal at the top before deciding
    // whether to keep it (a true one is not kept), which can be one past the last variable.
    std::vector<Lit> trail_;
    std::size_t trail_size_ = 0;
    std::vector<std::size_t> trail_lim_;  // trail size at the start of each decision level
    std::size_t qhead_ = 0;

    std::vector<double> activity_;
    std::uint64_t rng_state_ = 0;
    double var_inc_ = 1.0;
    double clause_inc_ = 1.0;
    std::vector<BoolVar> heap_;
    std::vector<int> heap_index_;  // position of a variable in heap_, -1 when absent

    // analyse(): 1 marks a literal of the learnt clause, or one implied by them; minimise() also
    // marks with kPoison a literal found not implied. All 0 outside analyse().
    std::vector<std::uint8_t> seen_;
    static constexpr std::uint8_t kPoison = 2;
    struct Frame {  // redundant()'s depth-first search: a literal, its reason and the next position in it
        Lit lit;
        CRef reason;
        std::uint32_t next;
    };
    std::vector<Frame> analyse_stack_;
    std::vector<std::uint64_t> bumped_at_;   // per variable: the conflict count when it was last bumped
    std::vector<Lit> bump_frontier_;         // bump_reason_literals()'s queue
    std::vector<std::uint64_t> block_mark_;  // per variable: block_stamp_ when block_uip() reached it
    std::uint64_t block_stamp_ = 0;
    std::vector<Lit> analyse_clear_;
    std::vector<std::uint64_t> level_stamp_;
    std::vector<std::uint32_t>
        level_count_;  // per level: literals of the clause being minimised (0 outside minimise())
    std::uint64_t stamp_ = 0;
    std::vector<Lit> learnt_clause_;  // the clause analyse() builds, reused from conflict to conflict

    // restarts: conflicts since the last one and the position in the Luby sequence (both per
    // solve() call); the glue of recent learnt clauses and the sum of all glues (glucose); the
    // trail size at recent conflicts (restart blocking)
    static constexpr std::size_t kGlueWindow = 50;     // glucose: recent conflicts compared with the mean
    static constexpr std::size_t kTrailWindow = 5000;  // restart blocking: recent trail sizes at conflicts
    std::uint64_t run_conflicts_ = 0;
    std::uint64_t luby_index_ = 1;
    MovingAverage recent_glue_{kGlueWindow};
    std::uint64_t glue_total_ = 0;
    MovingAverage recent_trail_{kTrailWindow};
    // reductions: the conflict count of the next one and the gap before it
    std::uint64_t next_reduce_ = 0;
    std::uint64_t reduce_gap_ = 0;
    // vivification: the reduction after which it last ran, the search's propagations then (its
    // budget is a share of those made since), its literals' occurrence counts and working clause
    std::uint64_t vivified_at_reduction_ = 0;
    std::uint64_t vivify_search_mark_ = 0;
    std::vector<std::uint32_t> vivify_occurs_;
    std::vector<Lit> vivify_clause_;
    std::vector<Lit> vivify_kept_;
    std::vector<CRef> vivify_candidates_;

    std::vector<bool> model_;
    std::vector<Lit> add_buffer_;
    std::vector<Lit> failed_;  // failed_assumptions()
};

}  // namespace csp::detail
