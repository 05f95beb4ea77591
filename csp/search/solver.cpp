#include "csp/search/solver.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "csp/base/enum_names.hpp"
#include "csp/base/random.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/propagation_context.hpp"
#include "csp/kernel/queue.hpp"
#include "csp/search/learning_search.hpp"
#include "csp/search/legal_values.hpp"
#include "csp/search/nogoods.hpp"
#include "csp/search/weights.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<Status, 3> kStatusNames = {{Status::Satisfied, "satisfied"},
                                                       {Status::Unsatisfiable, "unsatisfiable"},
                                                       {Status::LimitReached, "limit reached"}};
}  // namespace

std::string_view to_string(Status status) { return detail::name_of(status, kStatusNames); }

/// Depth-first search with an explicit stack (deep problems such as a 64×64 Sudoku cannot
/// overflow the call stack). Each stack frame is one variable and the values still to try: the
/// values before `next` (before `next - 1` while one is assigned) have been refuted, which is what
/// the nogoods recorded at a restart say.
struct Solver::Impl {
    struct Frame {
        VarId var;
        std::size_t values_begin;  // this frame's values in `values_`
        std::size_t next;          // next value to try
        std::size_t values_end;
        bool has_value;  // a value of this frame is currently assigned
    };
    /// How one run of the depth-first search ended.
    enum class Stop { Exhausted, Enough, Limit, Restart };

    const Problem& problem;
    SolverOptions options;
    detail::DomainStore store;
    Stats stats;
    LimitGuard guard;
    detail::Propagation propagation;
    Random random;
    detail::ConstraintWeights weights;
    detail::NogoodStore nogoods;
    std::vector<VarId> nogood_changes;
    std::vector<char> assigned;
    std::vector<char> auxiliary;  // per variable: in options.auxiliary_variables
    std::vector<Frame> frames;
    std::vector<int> values;
    detail::Propagation::Culprit culprit;  // the constraint behind the last failure, if any
    std::optional<Domain> better;          // with an objective: its values that beat the best found
    std::optional<int> bound;              // the value they must beat
    Result result;
    std::uint64_t propagations_until = 0;  // a run stops (as at a restart) past this many propagations; 0: never
    int split_depth = 0;                   // frontier(): the depth at which nodes are recorded
    std::vector<Decisions>* split_nodes = nullptr;  // frontier()'s output; null: an ordinary search

    Impl(const Problem& p, SolverOptions o)
        : problem(p),
          options(o),
          store(p.domains()),
          guard(o.limits),
          propagation(p, store, stats, o.observer, &guard),
          random(o.seed),
          weights(p),
          nogoods(p.num_variables()),
          assigned(static_cast<std::size_t>(p.num_variables()), 0),
          auxiliary(static_cast<std::size_t>(p.num_variables()), 0) {
        if (o.count_pair_checks) propagation.count_pair_checks(&assigned);
    }

    int depth() const { return static_cast<int>(frames.size()); }
    int label(VarId x, int index) const { return problem.labels(x)[static_cast<std::size_t>(index)]; }
    bool weighted() const { return options.variable_order == VariableOrder::DomWdeg; }

    // Inference after x was given a value: false when the assignment fails.
    detail::Outcome infer(VarId x) {
        culprit = {};
        propagation.set_depth(depth());
        detail::Outcome outcome = detail::Outcome::Consistent;
        // Under fc and mac the domains hold only values consistent with the assignment.
        if (options.inference != Inference::None) ++stats.consistent_assignments;
        switch (options.inference) {
            case Inference::Mac: outcome = propagation.propagate_from(x); break;
            case Inference::ForwardChecking: outcome = propagation.forward_check(x); break;
            case Inference::None:
                outcome = check_assigned(x);
                if (outcome == detail::Outcome::Consistent) ++stats.consistent_assignments;
                break;
        }
        if (outcome == detail::Outcome::Wipeout && options.inference != Inference::None)
            culprit = propagation.culprit();
        if (outcome != detail::Outcome::Consistent) return outcome;
        if (options.hooks.infer) {
            SearchView v = view();
            if (!options.hooks.infer(v, x) || v.wiped_out()) return detail::Outcome::Wipeout;
        }
        outcome = apply_bound();
        if (outcome != detail::Outcome::Consistent) return outcome;
        return apply_nogoods();
    }

    SearchView view() {
        return SearchView(problem, store, assigned, skip_singletons(), stats, options.observer, depth());
    }

    // MAC makes a one-value domain consistent with the rest: no branch needed, unless the caller
    // wants the textbook's search, which branches on it anyway.
    bool skip_singletons() const { return options.inference == Inference::Mac && !options.branch_singletons; }

    // The caller's choice of variable (hooks.choose_variable), checked: -1 only when none is left.
    VarId hooked_variable() {
        SearchView v = view();
        const VarId x = options.hooks.choose_variable(v);
        if (x >= 0 && x < problem.num_variables() && v.undecided(x)) return x;
        for (VarId y = 0; y < problem.num_variables(); ++y)
            if (v.undecided(y))
                throw std::invalid_argument(
                    x < 0 ? "choose_variable found no variable, but '" + problem.name(y) + "' is still undecided"
                          : "choose_variable chose " +
                                (x < problem.num_variables() ? "'" + problem.name(x) + "'" : std::to_string(x)) +
                                ", which is not an undecided variable");
        return -1;
    }

    // The caller's order of D(x) (hooks.order_values), checked to be a permutation of it.
    void hooked_values(VarId x, std::size_t begin) {
        std::vector<int> mine(values.begin() + static_cast<std::ptrdiff_t>(begin), values.end());
        SearchView v = view();
        options.hooks.order_values(v, x, mine);
        std::vector<int> sorted = mine;
        std::sort(sorted.begin(), sorted.end());
        if (!std::equal(sorted.begin(), sorted.end(), values.begin() + static_cast<std::ptrdiff_t>(begin),
                        values.end()))
            throw std::invalid_argument("order_values must return the values of '" + problem.name(x) +
                                        "' it was given, each once, in any order");
        std::copy(mine.begin(), mine.end(), values.begin() + static_cast<std::ptrdiff_t>(begin));
    }

    // Branch and bound: the objective keeps only values better than the best solution found. The
    // bound is imposed again at every node, at that node's level, so backtracking never loses it.
    detail::Outcome apply_bound() {
        if (options.objective && options.objective->incumbent)
            if (const std::optional<int> elsewhere = options.objective->incumbent();
                elsewhere && (!bound || (options.objective->minimize ? *elsewhere < *bound : *elsewhere > *bound)))
                tighten_bound(*elsewhere);
        if (!better) return detail::Outcome::Consistent;
        const VarId x = options.objective->variable;
        if (!store.intersect(x, *better)) return detail::Outcome::Consistent;
        if (store[x].empty()) {
            ++stats.wipeouts;
            culprit = {};
            return detail::Outcome::Wipeout;
        }
        detail::Outcome outcome = detail::Outcome::Consistent;
        if (options.inference == Inference::Mac) outcome = propagation.propagate_from(x);
        else if (options.inference == Inference::ForwardChecking && store[x].is_singleton())
            outcome = propagation.forward_check(x);
        if (outcome == detail::Outcome::Wipeout) culprit = propagation.culprit();
        return outcome;
    }

    // After a solution in which the objective is `value`: only strictly better values stay.
    void tighten_bound(int value) {
        bound = value;
        const VarId x = options.objective->variable;
        const auto labels = problem.labels(x);
        Domain keep(problem.domain(x).capacity());
        for (std::size_t i = 0; i < labels.size(); ++i)
            if (options.objective->minimize ? labels[i] < value : labels[i] > value) keep.insert(static_cast<int>(i));
        better = std::move(keep);
    }

    // Plain backtracking: test the new value against every assigned neighbour.
    detail::Outcome check_assigned(VarId x) {
        if (const int c = detail::conflicting_constraint(problem, store, assigned, x, store[x].min(), stats.checks);
            c >= 0) {
            culprit = {c, -1};
            return detail::Outcome::Wipeout;
        }
        // An n-ary constraint is checked once all of its variables are assigned.
        for (int p : problem.propagators_of(x)) {
            const auto scope = problem.propagators()[static_cast<std::size_t>(p)]->scope();
            const bool ground = std::all_of(scope.begin(), scope.end(),
                                            [&](VarId y) { return assigned[static_cast<std::size_t>(y)] != 0; });
            if (ground && propagation.run_propagator(p) == detail::Outcome::Wipeout) {
                culprit = {-1, p};
                return detail::Outcome::Wipeout;
            }
        }
        return detail::Outcome::Consistent;
    }

    // Unit propagation of the recorded nogoods; under MAC what they remove is propagated in turn,
    // until neither has anything left to do.
    detail::Outcome apply_nogoods() {
        while (!nogoods.empty()) {
            nogood_changes.clear();
            if (!nogoods.propagate(store, nogood_changes, stats)) return detail::Outcome::Wipeout;
            if (nogood_changes.empty() || options.inference != Inference::Mac) break;
            for (VarId y : nogood_changes) {
                const detail::Outcome outcome = propagation.propagate_from(y);
                if (outcome == detail::Outcome::Wipeout) culprit = propagation.culprit();
                if (outcome != detail::Outcome::Consistent) return outcome;
            }
        }
        return detail::Outcome::Consistent;
    }

    void learn_from_failure() {
        if (!weighted()) return;
        if (culprit.constraint >= 0) weights.bump_constraint(culprit.constraint);
        if (culprit.propagator >= 0) weights.bump_propagator(culprit.propagator);
    }

    // Records a solution; true when enough have been found.
    bool record_solution() {
        ++result.solution_count;
        ++stats.solutions;
        if (options.objective) {
            const VarId x = options.objective->variable;
            tighten_bound(label(x, store[x].min()));
        }
        if (options.keep_solutions || options.observer || options.on_solution) {
            Assignment a(static_cast<std::size_t>(problem.num_variables()));
            for (VarId x = 0; x < problem.num_variables(); ++x)
                a[static_cast<std::size_t>(x)] = label(x, store[x].min());
            if (options.observer) options.observer->on_event(Event::solution(a));
            if (options.on_solution) options.on_solution(a);
            if (options.keep_solutions) result.solutions.push_back(std::move(a));
        }
        return options.max_solutions != 0 && result.solution_count >= options.max_solutions;
    }

    // Opens a frame on the next variable; false when there is none (the assignment is complete).
    bool open_frame() {
        // Under MAC every singleton is already arc consistent with the rest, so it needs no branch;
        // once all domains are singletons the assignment is a solution.
        const detail::SelectionHints hints{
            .weighted_degree = weighted() ? weights.weighted_degree() : std::span<const std::uint64_t>{},
            .ties = options.random_ties ? &random : nullptr,
            .legal_value_checks = options.inference == Inference::None ? &stats.checks : nullptr};
        const bool skip_ones = skip_singletons();
        VarId x = -1;
        ValueOrder value_order = options.value_order;
        for (const SearchGroup& group : options.search_groups) {
            x = detail::select_variable(group.variable_order, group.variables, problem, store, assigned, skip_ones,
                                        hints);
            if (x >= 0) {
                value_order = group.value_order;
                break;
            }
        }
        if (x < 0 && options.hooks.choose_variable) x = hooked_variable();
        else if (x < 0) x = detail::select_variable(options.variable_order, problem, store, assigned, skip_ones, hints);
        if (x < 0) return false;
        const std::size_t begin = values.size();
        if (options.hooks.order_values) {
            for (int v : store[x]) values.push_back(v);
            hooked_values(x, begin);
            if (refuting()) values.resize(begin + 1);
        } else if (refuting()) {
            // Binary branching: x = v, then x ≠ v and the variable chosen again, so the frame needs
            // only its first value (a domain of 10^6 values is not listed at each node).
            if (value_order == ValueOrder::Input) values.push_back(store[x].min());
            else if (value_order == ValueOrder::Max) values.push_back(store[x].max());
            else {
                detail::order_values(value_order, x, problem, store, assigned, random, values);
                values.resize(begin + 1);
            }
        } else {
            detail::order_values(value_order, x, problem, store, assigned, random, values);
        }
        frames.push_back({x, begin, begin, values.size(), false});
        assigned[static_cast<std::size_t>(x)] = 1;
        return true;
    }

    void close_frame() {
        const Frame& f = frames.back();
        assigned[static_cast<std::size_t>(f.var)] = 0;
        values.resize(f.values_begin);
        frames.pop_back();
    }

    // Undo the value currently assigned in the top frame; false when none was.
    bool undo_top() {
        Frame& f = frames.back();
        if (!f.has_value) return false;
        store.pop_level();
        f.has_value = false;
        if (options.observer)
            options.observer->on_event(Event::backtrack(f.var, label(f.var, values[f.next - 1]), depth()));
        return true;
    }

    bool refuting() const { return options.propagate_refutations && options.inference == Inference::Mac; }

    // x ≠ value, at the level of x's frame (undone with the decision above it), then propagation.
    detail::Outcome refute(VarId x, int value) {
        culprit = {};
        store.remove(x, value);
        if (store[x].empty()) return detail::Outcome::Wipeout;
        propagation.set_depth(depth());
        detail::Outcome outcome = propagation.propagate_from(x);
        if (outcome == detail::Outcome::Wipeout) culprit = propagation.culprit();
        // As after a decision: the next node may be a solution without another decision, so it
        // must beat the best found (a worse one would loosen the bound) and respect the nogoods.
        if (outcome == detail::Outcome::Consistent) outcome = apply_bound();
        if (outcome == detail::Outcome::Consistent) outcome = apply_nogoods();
        if (outcome == detail::Outcome::Wipeout) {
            ++stats.backtracks;
            learn_from_failure();
        }
        return outcome;
    }

    // Inference on the root domains (the problem's, narrowed by the assumptions and the nogoods).
    detail::Outcome propagate_root() {
        propagation.set_depth(0);
        detail::Outcome root = detail::Outcome::Consistent;
        if (options.inference == Inference::Mac) root = propagation.propagate_all();
        if (options.inference == Inference::ForwardChecking)
            for (VarId x = 0; x < problem.num_variables() && root == detail::Outcome::Consistent; ++x)
                if (store[x].is_singleton()) root = propagation.forward_check(x);
        if (root != detail::Outcome::Consistent) return root;
        root = apply_bound();
        if (root != detail::Outcome::Consistent) return root;
        return apply_nogoods();
    }

    // frontier(): opens the next frame, or records this node's decisions when it is at the split
    // depth, complete, or next to branch on an auxiliary variable (its values would not tell
    // solutions apart, so two nodes could hold the same solution).
    void split_step() {
        if (depth() < split_depth && open_frame()) {
            if (!auxiliary[static_cast<std::size_t>(frames.back().var)]) return;
            close_frame();
        }
        Decisions& node = split_nodes->emplace_back();
        for (const Frame& f : frames) node.emplace_back(f.var, label(f.var, values[f.next - 1]));
    }

    // One depth-first run from the root, abandoned after `cutoff` failures (0 = never).
    Stop search(std::uint64_t cutoff) {
        if (split_nodes) {
            split_step();
            if (frames.empty()) return Stop::Exhausted;
        } else if (!open_frame()) {
            (void)record_solution();  // the root is the only assignment left
            return Stop::Exhausted;
        }
        std::uint64_t failures = 0;
        while (!frames.empty()) {
            const bool undone = undo_top();
            Frame& f = frames.back();
            // A refuted decision whose x ≠ v branch is done has nothing left: it is closed before a
            // restart may be taken, since its nogood records x = v only and the restart would search
            // the x ≠ v branch again (a solution there counted twice).
            if (!undone && refuting() && f.next == f.values_end) {
                ++stats.returns;
                close_frame();
                continue;
            }
            // Here no frame's refuted values include one still being searched: a safe point to stop.
            if (cutoff != 0 && failures >= cutoff) return Stop::Restart;
            if (propagations_spent()) return Stop::Restart;
            if (undone && refuting()) {
                const detail::Outcome outcome = refute(f.var, values[f.next - 1]);
                if (outcome == detail::Outcome::Interrupted) return Stop::Limit;
                if (outcome == detail::Outcome::Wipeout) {
                    ++failures;
                    ++stats.returns;
                    close_frame();
                    continue;
                }
                // x ≠ v holds and has been propagated: choose a variable again (x, if it is still
                // the best). This frame stays below as a refuted decision with nothing left to try.
                assigned[static_cast<std::size_t>(f.var)] = 0;
                if (!open_frame()) {
                    if (record_solution()) return Stop::Enough;
                    drop_auxiliary_frames();
                }
                continue;
            }
            // Propagating a refutation may have removed values still to try: they are refuted too.
            while (f.next < f.values_end && !store[f.var].contains(values[f.next])) ++f.next;
            if (f.next == f.values_end) {
                ++stats.returns;
                close_frame();
                continue;
            }
            if (guard.exceeded(stats.nodes)) return Stop::Limit;
            const int value = values[f.next++];
            ++stats.nodes;
            stats.max_depth = std::max(stats.max_depth, static_cast<std::uint32_t>(depth()));
            store.push_level();
            f.has_value = true;
            store.assign(f.var, value);
            if (options.observer) options.observer->on_event(Event::assign(f.var, label(f.var, value), depth()));
            const detail::Outcome outcome = infer(f.var);
            if (outcome == detail::Outcome::Interrupted) return Stop::Limit;
            if (outcome == detail::Outcome::Wipeout) {
                ++stats.backtracks;
                ++failures;
                learn_from_failure();
                continue;
            }
            if (split_nodes) {
                split_step();
                continue;
            }
            if (!open_frame()) {
                if (record_solution()) return Stop::Enough;
                drop_auxiliary_frames();
            }
        }
        return Stop::Exhausted;
    }

    // One completion of the auxiliary variables is enough: their other values would repeat the
    // solution just found.
    void drop_auxiliary_frames() {
        while (!frames.empty() && auxiliary[static_cast<std::size_t>(frames.back().var)]) {
            undo_top();
            close_frame();
        }
    }

    // At a restart: each refuted value of the branch becomes a nogood with the decisions above it
    // (the top frame has no value assigned, so all of its tried values are refuted).
    void record_nogoods() {
        std::vector<detail::Literal> branch;
        for (std::size_t i = 0; i < frames.size(); ++i) {
            const Frame& f = frames[i];
            const std::size_t refuted_end = f.has_value ? f.next - 1 : f.next;
            for (std::size_t k = f.values_begin; k < refuted_end; ++k) {
                branch.push_back({f.var, values[k]});
                nogoods.add(branch);
                ++stats.nogoods;
                branch.pop_back();
            }
            if (f.has_value) branch.push_back({f.var, values[f.next - 1]});
        }
    }

    void unwind() {
        while (!frames.empty()) {
            undo_top();
            close_frame();
        }
    }

    Result run(std::span<const std::pair<VarId, int>> assumptions) {
        if (options.learning && options.inference != Inference::Mac)
            throw std::invalid_argument("learning needs inference mac (it learns from propagation's failures)");
        if (options.learning && options.hooks.any())
            throw std::invalid_argument("learning chooses its own variables: it takes no search hooks");
        if (options.objective) problem.check_variable(options.objective->variable, "solve (objective)");
        for (const SearchGroup& group : options.search_groups)
            for (VarId x : group.variables) problem.check_variable(x, "solve (search group)");
        for (VarId x : options.auxiliary_variables) {
            problem.check_variable(x, "solve (auxiliary variable)");
            auxiliary[static_cast<std::size_t>(x)] = 1;
        }
        if (options.objective && options.objective->better_than) tighten_bound(*options.objective->better_than);
        for (auto [x, value] : assumptions) {
            problem.check_variable(x, "solve (assumption)");
            const auto index = problem.index_of(x, value);
            if (!index || !store[x].contains(*index)) return finish(Status::Unsatisfiable, true);
            store.assign(x, *index);
        }
        for (VarId x = 0; x < problem.num_variables(); ++x)
            if (store[x].empty()) return finish(Status::Unsatisfiable, true);
        if (problem.has_false_constant()) return finish(Status::Unsatisfiable, true);
        if (options.learning && options.adaptive_learning && (options.objective || options.max_solutions == 1))
            return run_adaptive();
        if (options.learning) return run_learning();
        return run_plain();
    }

    // The plain search: runs of depth-first search from the root, restarted as the options say.
    Result run_plain() { return *plain_runs(0); }

    // The plain search; with a `budget` of failures (> 0), cut at the first safe point past it or
    // past propagations_until, its nogoods recorded and the store back at the root: nothing then.
    std::optional<Result> plain_runs(std::uint64_t budget) {
        // Without nogoods a restart would count the solutions found so far again.
        const bool restarting = options.nogoods || options.max_solutions == 1;
        detail::RestartSchedule schedule(restarting ? options.restarts : RestartPolicy::None, options.restart_base,
                                         options.restart_growth);
        const auto exhausted = [&] {
            return finish(result.solution_count ? Status::Satisfied : Status::Unsatisfiable, true);
        };
        const std::uint64_t end = stats.backtracks + budget;
        for (;;) {
            const detail::Outcome root = propagate_root();
            if (root == detail::Outcome::Interrupted) return finish(Status::LimitReached, false);
            if (root == detail::Outcome::Wipeout) return exhausted();
            std::uint64_t cutoff = schedule.next();
            if (budget != 0) cutoff = cutoff == 0 ? end - stats.backtracks : std::min(cutoff, end - stats.backtracks);
            switch (search(cutoff)) {
                case Stop::Exhausted: return exhausted();
                case Stop::Enough: return finish(Status::Satisfied, false);
                case Stop::Limit: return finish(Status::LimitReached, false);
                case Stop::Restart: break;
            }
            const bool spent = budget != 0 && (stats.backtracks >= end || propagations_spent());
            if (options.nogoods || spent) record_nogoods();
            unwind();
            if (spent) return std::nullopt;
            ++stats.restarts;
        }
    }

    bool propagations_spent() const {
        return propagations_until != 0 && stats.propagator_calls + stats.revisions >= propagations_until;
    }

    Result run_learning() { return finish_learning(learn(nullptr)); }

    // The learning search from the root, only objective values better than `bound`; judged when
    // `judge` is given.
    detail::LearningEnd learn(detail::ClauseUse* judge) {
        return detail::search_with_learning(
            problem, options, store, propagation, stats, guard, random, [this] { return record_solution(); }, bound,
            judge);
    }

    Result finish_learning(detail::LearningEnd end) {
        switch (end) {
            case detail::LearningEnd::Exhausted:
                return finish(result.solution_count ? Status::Satisfied : Status::Unsatisfiable, true);
            case detail::LearningEnd::Enough: return finish(Status::Satisfied, false);
            case detail::LearningEnd::Limit:
            case detail::LearningEnd::Dropped: break;  // Dropped: never here (run_adaptive goes on)
        }
        return finish(Status::LimitReached, false);
    }

    // SolverOptions::adaptive_learning (learning_judge.hpp), for one solution or an optimum: a plain
    // run within the opening budget; then learning from the root, judged; then plain to the end.
    // Each phase starts from the root with what the last one proved: the bound (tightened by
    // record_solution), the nogoods of the opening run (refuted subtrees, in `nogoods` for the last
    // plain phase; learning searches them again) and the root facts the learning found.
    Result run_adaptive() {
        result.phases.adaptive = true;
        // The plain runs decide the variables that tell solutions apart first (auxiliary_variables).
        SearchGroup main{.variables = {}, .variable_order = options.variable_order, .value_order = options.value_order};
        for (VarId x = 0; x < problem.num_variables(); ++x)
            if (!auxiliary[static_cast<std::size_t>(x)]) main.variables.push_back(x);
        options.search_groups.push_back(main);
        const std::uint64_t failures_before = stats.backtracks;
        const std::uint64_t propagations_before = stats.propagator_calls + stats.revisions;
        propagations_until = propagations_before + detail::kOpeningPropagations;
        if (std::optional<Result> done = plain_runs(detail::kOpeningFailures)) return std::move(*done);
        propagations_until = 0;
        detail::ClauseUse use{.plain_failures = stats.backtracks - failures_before,
                              .plain_propagations = stats.propagator_calls + stats.revisions - propagations_before};
        options.search_groups.pop_back();  // learning branches on activities after the model's groups
        result.phases.learned = true;
        result.phases.learning_from = stats.backtracks;
        const detail::LearningEnd end = learn(&use);
        result.phases.probe_conflicts = use.conflicts;
        result.phases.probe_clause_hits = use.hits;
        if (end != detail::LearningEnd::Dropped) return finish_learning(end);
        result.phases.dropped = true;
        result.phases.learning_until = stats.backtracks;
        options.search_groups.push_back(main);
        return run_plain();
    }

    Result finish(Status status, bool complete) {
        // A limit that stops search after solutions were found still says the limit was reached.
        result.status = status;
        result.complete = complete;
        stats.time = guard.elapsed();
        result.stats = stats;
        return std::move(result);
    }
};

Solver::Solver(const Problem& problem, SolverOptions options) : problem_(problem), options_(options) {}
Solver::~Solver() = default;

Result Solver::solve() { return solve({}); }

Result Solver::solve(std::span<const std::pair<VarId, int>> assumptions) {
    // Each call starts from the problem's domains, so a Solver can be reused.
    impl_ = std::make_unique<Impl>(problem_, options_);
    return impl_->run(assumptions);
}

Frontier Solver::frontier(int depth) {
    if (depth < 1) throw std::invalid_argument("frontier: the depth must be at least 1, not " + std::to_string(depth));
    SolverOptions options = options_;
    options.propagate_refutations = false;
    options.restarts = RestartPolicy::None;
    options.learning = false;
    options.max_solutions = 0;
    Frontier out;
    impl_ = std::make_unique<Impl>(problem_, options);
    impl_->split_depth = depth;
    impl_->split_nodes = &out.nodes;
    const Result result = impl_->run({});
    out.complete = result.complete;
    out.stats = result.stats;
    return out;
}

std::string violation(const Problem& problem, const Assignment& assignment) {
    if (static_cast<int>(assignment.size()) != problem.num_variables())
        return "assignment has " + std::to_string(assignment.size()) + " values for " +
               std::to_string(problem.num_variables()) + " variables";
    for (VarId x = 0; x < problem.num_variables(); ++x) {
        const int value = assignment[static_cast<std::size_t>(x)];
        const auto index = problem.index_of(x, value);
        if (!index || !problem.domain(x).contains(*index))
            return "value " + std::to_string(value) + " is not in the domain of '" + problem.name(x) + "'";
    }
    const auto constraints = problem.constraints();
    for (std::size_t c = 0; c < constraints.size(); ++c) {
        const int a = assignment[static_cast<std::size_t>(constraints[c].x)];
        const int b = assignment[static_cast<std::size_t>(constraints[c].y)];
        if (!problem.allows(static_cast<int>(c), a, b))
            return "'" + problem.name(constraints[c].x) + "' = " + std::to_string(a) + " and '" +
                   problem.name(constraints[c].y) + "' = " + std::to_string(b) + " violate " +
                   constraints[c].relation->description;
    }
    for (const auto& propagator : problem.propagators()) {
        std::vector<int> values;
        for (VarId x : propagator->scope()) values.push_back(assignment[static_cast<std::size_t>(x)]);
        if (!propagator->satisfied(values)) return "violates " + propagator->describe();
    }
    return {};
}

}  // namespace csp
