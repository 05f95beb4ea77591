#include "csp/search/learning_search.hpp"

#include <algorithm>
#include <climits>
#include <vector>

#include "csp/learning/activity.hpp"
#include "csp/learning/clause_store.hpp"
#include "csp/learning/learner.hpp"
#include "csp/learning/literal_trail.hpp"
#include "csp/search/ordering.hpp"
#include "csp/search/restarts.hpp"

namespace csp::detail {

namespace {

using learning::Lit;

/// The learnt database is reduced each time it holds this many removable clauses (+ the step
/// after each reduction), as glucose does.
constexpr std::size_t kFirstReduction = 2000;
constexpr std::size_t kReductionStep = 300;

}  // namespace

/// One search, or a session of searches under assumptions: the state lives as long as the object.
class LearningRun {
public:
    LearningRun(const Problem& problem, const SolverOptions& options, DomainStore& store, Propagation& propagation,
                Stats& stats, LimitGuard& guard, Random& random)
        : problem_(problem),
          options_(options),
          store_(store),
          propagation_(propagation),
          stats_(stats),
          guard_(guard),
          random_(random),
          trail_(problem, store),
          clauses_(trail_),
          activity_(problem.num_variables(), options.random_ties ? &random : nullptr),
          learner_(trail_, clauses_, activity_),
          none_assigned_(static_cast<std::size_t>(problem.num_variables()), 0),
          auxiliary_(static_cast<std::size_t>(problem.num_variables()), 0) {
        for (VarId x : options.auxiliary_variables) auxiliary_[static_cast<std::size_t>(x)] = 1;
        propagation_.set_listener(&trail_);
    }
    ~LearningRun() { propagation_.set_listener(nullptr); }
    LearningRun(const LearningRun&) = delete;
    LearningRun& operator=(const LearningRun&) = delete;

    /// Searches under `assumptions` (value indices), each taken as a decision of its own below the
    /// search (MiniSat's way) and never as a root fact: every clause learnt is derived from the
    /// model, the learnt clauses, the solutions already excluded and the objective's bound alone, so
    /// it holds for the whole problem and serves the calls that follow. The bound only tightens:
    /// a clause learnt under an older bound cuts only assignments no better than a solution found,
    /// which a later call must not find either, so it stays valid. Exhausted: no (further)
    /// solution under the assumptions (exhausted_ when none is left in the whole problem).
    LearningEnd run(std::span<const std::pair<VarId, int>> assumptions, std::optional<int> bound,
                    const std::function<std::optional<int>()>& incumbent, const std::function<bool()>& record) {
        using End = LearningEnd;
        incumbent_ = incumbent;
        if (exhausted_) return End::Exhausted;
        if (!begin(bound)) return exhaust();
        assumptions_.clear();
        for (const auto& [x, index] : assumptions)
            assumptions_.push_back(learning::equal_lit(trail_.atoms().atom(x, index)));
        // No restarts chosen: Luby's, the usual companion of clause learning.
        const RestartPolicy policy = options_.restarts == RestartPolicy::None ? RestartPolicy::Luby : options_.restarts;
        RestartSchedule schedule(policy, options_.restart_base, options_.restart_growth);
        std::uint64_t cutoff = schedule.next();
        std::uint64_t run_conflicts = 0;
        Step step = Step::Consistent;
        if (!started_) {
            started_ = true;
            propagation_.set_depth(0);
            step = from_outcome(propagation_.propagate_all());
        }
        if (step == Step::Consistent) step = propagate();
        for (;;) {
            if (step == Step::Interrupted) return End::Limit;
            if (step == Step::Conflict) {
                ++stats_.backtracks;
                ++run_conflicts;
                if (judge_ != nullptr && !judged_) ++judge_->conflicts;
                if (!resolve()) return exhaust();
                step = propagate();
                continue;
            }
            if (cutoff != 0 && run_conflicts >= cutoff) {
                backjump(0);
                ++stats_.restarts;
                run_conflicts = 0;
                cutoff = schedule.next();
                if (!take_incumbent()) return exhaust();
                if (!pending_.empty()) {
                    step = propagate();
                    continue;
                }
            }
            if (judge_ != nullptr && !judged_ && judge_->conflicts >= next_look_) {
                if (!learning_pays(*judge_)) {
                    backjump(0);
                    return End::Dropped;
                }
                judged_ = next_look_ == kLearningProbe;
                next_look_ = kLearningProbe;
            }
            if (clauses_.removable_count() >= reduce_at_) {
                clauses_.reduce();
                reduce_at_ =
                    clauses_.removable_count() + kFirstReduction +
                    kReductionStep * static_cast<std::size_t>(stats_.restarts);  // size_t: 32 bits in WebAssembly
            }
            if (guard_.exceeded(stats_.nodes)) return End::Limit;
            Lit decision = 0;
            const Assumption next = next_assumption(decision);
            if (next == Assumption::Refuted) return End::Exhausted;  // this call's space, not the problem
            if (next == Assumption::Decide || choose(decision)) {
                ++stats_.nodes;
                trail_.decide(decision);
                stats_.max_depth = std::max(stats_.max_depth, static_cast<std::uint32_t>(trail_.level()));
                pending_.assign(1, trail_.atoms().var(learning::atom_of(decision)));
                step = propagate();
                continue;
            }
            if (record()) {
                unexcluded_ = true;  // excluded when the next call begins
                return End::Enough;
            }
            if (!exclude_solution()) return exhaust();
            step = options_.objective ? propagate() : Step::Conflict;
        }
    }

    /// Judged after kFirstLook and kLearningProbe conflicts, with the counts written to `use` as the
    /// run goes.
    void judge_by(ClauseUse* use) { judge_ = use; }

    /// False once a call was stopped by a limit: its propagation may have been cut short, and the
    /// state is not fit for another call.
    bool reusable() const { return reusable_; }

private:
    enum class Assumption { Decide, Hold, Refuted };

    LearningEnd exhaust() {
        exhausted_ = true;
        return LearningEnd::Exhausted;
    }

    /// The start of a call, at the root: the last call's solution excluded (it stopped there) and
    /// the bound tightened, to be propagated. False when nothing is left in the whole problem.
    bool begin(std::optional<int> bound) {
        if (unexcluded_) {
            unexcluded_ = false;
            if (!exclude_solution()) return false;
            if (!options_.objective) {
                ++stats_.backtracks;
                if (!resolve()) return false;
            }
        }
        backjump(0);
        if (bound && !tighten(*bound)) return false;
        return take_incumbent();
    }

    /// The next assumption to decide (into `decision`); Hold when they all hold.
    Assumption next_assumption(Lit& decision) const {
        for (const Lit a : assumptions_) {
            const int value = trail_.value(a);
            if (value < 0) return Assumption::Refuted;
            if (value == 0) {
                decision = a;
                return Assumption::Decide;
            }
        }
        return Assumption::Hold;
    }

    /// At the root: a better bound found elsewhere (objective's incumbent) taken as a fact.
    bool take_incumbent() {
        if (!options_.objective || !incumbent_) return true;
        const std::optional<int> elsewhere = incumbent_();
        return !elsewhere || tighten(*elsewhere);
    }

    /// At the root: only objective values strictly better than `value` from now on, a fact; false
    /// when none is left. A value no better than the bound already there changes nothing.
    bool tighten(int value) {
        const VarId x = options_.objective->variable;
        const auto labels = problem_.labels(x);
        Domain better(store_[x].capacity());
        for (std::size_t i = 0; i < labels.size(); ++i)
            if (options_.objective->minimize ? labels[i] < value : labels[i] > value)
                better.insert(static_cast<int>(i));
        if (store_.intersect(x, better)) {
            trail_.record(x, {.kind = learning::Reason::Kind::Fact});
            pending_.push_back(x);
        }
        return !store_[x].empty();
    }

    enum class Step { Consistent, Conflict, Interrupted };

    Step from_outcome(Outcome outcome) {
        if (outcome == Outcome::Interrupted) {
            reusable_ = false;
            return Step::Interrupted;
        }
        if (outcome == Outcome::Consistent) return Step::Consistent;
        wipeout_conflict();
        return Step::Conflict;
    }

    /// The queue's failure as true literals that cannot hold together: a domain emptied (all its
    /// removals), or a propagator that failed on its scope's domains.
    void wipeout_conflict() {
        conflict_.clear();
        const VarId wiped = propagation_.wiped();
        if (trail_.clash(conflict_)) return;
        if (wiped >= 0 && store_[wiped].empty()) trail_.removals(wiped, INT_MAX, conflict_);
        else trail_.scope_removals(propagation_.culprit().propagator, INT_MAX, conflict_);
    }

    /// Propagation of the pending variables' changes and of the learnt clauses, to a fixpoint.
    Step propagate() {
        for (;;) {
            propagation_.set_depth(trail_.level());
            for (VarId y : pending_) {
                const Step step = from_outcome(propagation_.propagate_from(y));
                if (step != Step::Consistent) return step;
            }
            pending_.clear();
            const int clause = clauses_.propagate(pending_);
            if (judge_ != nullptr && !judged_ && (clause >= 0 || !pending_.empty())) ++judge_->hits;
            if (clause >= 0) {
                conflict_.clear();
                for (Lit lit : clauses_.literals(clause)) conflict_.push_back(learning::negate(lit));
                return Step::Conflict;
            }
            if (pending_.empty()) return Step::Consistent;
        }
    }

    void backjump(int level) {
        // The variables fixed above `level` are unfixed: candidates for the activity order again.
        const learning::Atoms& atoms = trail_.atoms();
        for (int p = level < trail_.level() ? trail_.level_start(level + 1) : trail_.size(); p < trail_.size(); ++p) {
            const Lit lit = trail_.entry(p).lit;
            const int atom = learning::atom_of(lit);
            if (!learning::is_removal(lit) && !atoms.is_bound(atom)) activity_.restore(atoms.var(atom));  // [x = v]
        }
        trail_.backjump(level);
        clauses_.backjumped();
    }

    /// Learns from conflict_ and asserts the learnt clause; false when the conflict holds at the root.
    bool resolve() {
        const int level = learner_.conflict_level(conflict_);
        if (level == 0) return false;
        backjump(level);
        learning::Learnt learnt = learner_.analyse(conflict_);
        if (judge_ != nullptr && !judged_) {
            judge_->learnt_literals += learnt.lits.size();
            judge_->conflict_levels += static_cast<std::uint64_t>(level);
        }
        backjump(learnt.backjump_level);
        const Lit asserted = learnt.lits[0];
        ++stats_.nogoods;
        if (learnt.lits.size() == 1) {
            trail_.assert_literal(asserted, {.kind = learning::Reason::Kind::Fact});
        } else {
            const int id = clauses_.add(learnt.lits, learnt.lbd, true);
            trail_.assert_literal(asserted, {.kind = learning::Reason::Kind::Clause, .a = id});
        }
        pending_.assign(1, trail_.atoms().var(learning::atom_of(asserted)));
        activity_.decay();
        clauses_.decay();
        return true;
    }

    /// After a solution: with an objective, the bound "strictly better" as a root fact; else the
    /// conflict (in conflict_) that no other solution with the same non-auxiliary values may pass.
    /// False when nothing is left to search.
    bool exclude_solution() {
        conflict_.clear();
        if (options_.objective) {
            const VarId x = options_.objective->variable;
            const int best = problem_.labels(x)[static_cast<std::size_t>(store_[x].min())];
            backjump(0);
            pending_.clear();
            return tighten(best);
        }
        for (VarId x = 0; x < problem_.num_variables(); ++x) {
            if (auxiliary_[static_cast<std::size_t>(x)]) continue;
            const int atom = trail_.atoms().atom(x, store_[x].min());
            if (trail_.level_of(atom) > 0) conflict_.push_back(learning::equal_lit(atom));
        }
        if (conflict_.empty()) return false;
        // Kept for good (clauses learnt from it alone would not exclude the solution); the two
        // literals of the highest levels are watched, as the backjump will make one of them unit.
        std::vector<Lit> block;
        for (Lit lit : conflict_) block.push_back(learning::negate(lit));
        if (block.size() >= 2) {
            const auto later = [&](Lit a, Lit b) {
                return trail_.level_of(learning::atom_of(a)) > trail_.level_of(learning::atom_of(b));
            };
            std::partial_sort(block.begin(), block.begin() + 2, block.end(), later);
            clauses_.add(block, 0, false);
        }
        return true;
    }

    /// The next decision, a true literal to be: the search groups' order first, then the most
    /// active variable with its saved phase. False when every domain is a single value.
    bool choose(Lit& decision) {
        const SelectionHints hints{.ties = options_.random_ties ? &random_ : nullptr};
        const learning::Atoms& atoms = trail_.atoms();
        VarId x = -1;
        const SearchGroup* chosen = nullptr;
        for (const SearchGroup& group : options_.search_groups) {
            x = select_variable(group.variable_order, group.variables, problem_, store_, none_assigned_, true, hints);
            if (x >= 0) {
                chosen = &group;
                break;
            }
        }
        if (chosen != nullptr && chosen->split) {
            const Domain& d = store_[x];
            const int mid = d.min() + (d.max() - d.min()) / 2;  // both halves hold a value
            const int bound = atoms.bound(x, mid);
            decision =
                chosen->value_order == ValueOrder::Max ? learning::above_lit(bound) : learning::at_most_lit(bound);
            return true;
        }
        if (chosen == nullptr) {
            x = activity_.most_active([&](VarId y) { return store_.domain_size(y) >= 2; });
            if (x < 0) return false;
            const int phase = trail_.saved_phase(x);
            const Domain& d = store_[x];
            if (d.size() > 2) {  // a bound at the saved phase (or the least value), as Chuffed's literals
                const int v = phase >= 0 && d.contains(phase) && phase < d.max() ? phase : d.min();
                decision = learning::at_most_lit(atoms.bound(x, v));
                activity_.restore(x);  // not fixed by it: still a candidate
                return true;
            }
            if (phase >= 0 && store_[x].contains(phase)) {
                decision = learning::equal_lit(atoms.atom(x, phase));
                return true;
            }
        }
        values_.clear();
        order_values(chosen != nullptr ? chosen->value_order : options_.value_order, x, problem_, store_,
                     none_assigned_, random_, values_);
        decision = learning::equal_lit(atoms.atom(x, values_.front()));
        return true;
    }

    const Problem& problem_;
    const SolverOptions& options_;
    DomainStore& store_;
    Propagation& propagation_;
    Stats& stats_;
    LimitGuard& guard_;
    Random& random_;
    learning::LiteralTrail trail_;
    learning::ClauseStore clauses_;
    learning::Activity activity_;
    learning::Learner learner_;
    std::vector<char> none_assigned_;  // the orders' "assigned" flags: under MAC singletons are decided
    std::vector<char> auxiliary_;
    std::vector<VarId> pending_;  // variables whose changes are still to propagate
    std::vector<Lit> conflict_;
    std::vector<int> values_;
    std::vector<Lit> assumptions_;  // this call's, [x = v] each
    std::function<std::optional<int>()> incumbent_;
    std::size_t reduce_at_ = kFirstReduction;
    bool started_ = false;     // the root propagated
    bool exhausted_ = false;   // no solution left in the whole problem
    bool unexcluded_ = false;  // the last call stopped at a solution it did not exclude
    bool reusable_ = true;
    ClauseUse* judge_ = nullptr;  // not owned; null: never judged
    bool judged_ = false;
    std::uint64_t next_look_ = kFirstLook;  // the conflicts at which the judge looks next
};

bool learning_fits(const Problem& problem) {
    std::int64_t values = 0;
    for (VarId x = 0; x < problem.num_variables(); ++x) values += static_cast<std::int64_t>(problem.labels(x).size());
    return values <= kLearningValues;
}

LearningEnd search_with_learning(const Problem& problem, const SolverOptions& options, DomainStore& store,
                                 Propagation& propagation, Stats& stats, LimitGuard& guard, Random& random,
                                 const std::function<bool()>& record, std::optional<int> bound, ClauseUse* judge) {
    LearningRun search(problem, options, store, propagation, stats, guard, random);
    search.judge_by(judge);
    return search.run({}, bound, nullptr, record);
}

LearningSession::LearningSession(const Problem& problem, const SolverOptions& options, DomainStore& store,
                                 Propagation& propagation, Stats& stats, LimitGuard& guard, Random& random)
    : run_(std::make_unique<LearningRun>(problem, options, store, propagation, stats, guard, random)) {}
LearningSession::~LearningSession() = default;

LearningEnd LearningSession::search(std::span<const std::pair<VarId, int>> assumptions, std::optional<int> bound,
                                    const std::function<std::optional<int>()>& incumbent,
                                    const std::function<bool()>& record) {
    return run_->run(assumptions, bound, incumbent, record);
}

bool LearningSession::reusable() const { return run_->reusable(); }

}  // namespace csp::detail
