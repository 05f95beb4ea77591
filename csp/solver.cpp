#include "csp/solver.hpp"

#include <algorithm>

#include "csp/ac3.hpp"
#include "csp/domain_store.hpp"
#include "csp/enum_names.hpp"
#include "csp/random.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<Status, 3> kStatusNames = {
    {Status::Satisfied, "satisfied"}, {Status::Unsatisfiable, "unsatisfiable"}, {Status::LimitReached, "limit reached"}};

std::vector<Domain> initial_domains(const Problem& problem) {
    std::vector<Domain> domains;
    domains.reserve(static_cast<std::size_t>(problem.num_variables()));
    for (VarId x = 0; x < problem.num_variables(); ++x) domains.push_back(problem.domain(x));
    return domains;
}
}  // namespace

std::string_view to_string(Status status) { return detail::name_of(status, kStatusNames); }

/// Depth-first search with an explicit stack (deep problems such as a 64×64 Sudoku cannot
/// overflow the call stack). Each stack frame is one variable and the values still to try.
struct Solver::Impl {
    struct Frame {
        VarId var;
        std::size_t values_begin;  // this frame's values in `values_`
        std::size_t next;          // next value to try
        std::size_t values_end;
        bool has_value;            // a value of this frame is currently assigned
    };

    const Problem& problem;
    SolverOptions options;
    detail::DomainStore store;
    Stats stats;
    LimitGuard guard;
    detail::Propagation propagation;
    Random random;
    std::vector<char> assigned;
    std::vector<Frame> frames;
    std::vector<int> values;
    Result result;

    Impl(const Problem& p, SolverOptions o)
        : problem(p), options(o), store(initial_domains(p)), guard(o.limits),
          propagation(p, store, stats, o.observer, &guard), random(o.seed),
          assigned(static_cast<std::size_t>(p.num_variables()), 0) {}

    int depth() const { return static_cast<int>(frames.size()); }
    int label(VarId x, int index) const { return problem.labels(x)[static_cast<std::size_t>(index)]; }

    // Inference after x was given a value: false when the assignment fails.
    detail::Outcome infer(VarId x) {
        propagation.set_depth(depth());
        switch (options.inference) {
            case Inference::Mac: return propagation.propagate_from(x);
            case Inference::ForwardChecking: return propagation.forward_check(x);
            case Inference::None: break;
        }
        // Plain backtracking: test the new value against every assigned neighbour.
        const int value = store[x].min();
        for (const Arc& arc : problem.arcs(x)) {
            if (!assigned[static_cast<std::size_t>(arc.other)]) continue;
            ++stats.checks;
            const auto& rows = problem.constraints()[static_cast<std::size_t>(arc.constraint)].relation->rows(arc.reversed);
            if (!rows[static_cast<std::size_t>(value)].contains(store[arc.other].min())) return detail::Outcome::Wipeout;
        }
        // An n-ary constraint is checked once all of its variables are assigned.
        for (int p : problem.propagators_of(x)) {
            const auto scope = problem.propagators()[static_cast<std::size_t>(p)]->scope();
            const bool ground = std::all_of(scope.begin(), scope.end(), [&](VarId y) { return assigned[static_cast<std::size_t>(y)] != 0; });
            if (ground && propagation.run_propagator(p) == detail::Outcome::Wipeout) return detail::Outcome::Wipeout;
        }
        return detail::Outcome::Consistent;
    }

    // Records a solution; true when enough have been found.
    bool record_solution() {
        ++result.solution_count;
        ++stats.solutions;
        if (options.keep_solutions || options.observer) {
            Assignment a(static_cast<std::size_t>(problem.num_variables()));
            for (VarId x = 0; x < problem.num_variables(); ++x) a[static_cast<std::size_t>(x)] = label(x, store[x].min());
            if (options.observer) options.observer->on_solution(a);
            if (options.keep_solutions) result.solutions.push_back(std::move(a));
        }
        return options.max_solutions != 0 && result.solution_count >= options.max_solutions;
    }

    // Opens a frame on the next variable; false when there is none (the assignment is complete).
    bool open_frame() {
        // Under MAC every singleton is already arc consistent with the rest, so it needs no branch;
        // once all domains are singletons the assignment is a solution.
        const VarId x = detail::select_variable(options.variable_order, problem, store, assigned,
                                                options.inference == Inference::Mac);
        if (x < 0) return false;
        const std::size_t begin = values.size();
        detail::order_values(options.value_order, x, problem, store, assigned, random, values);
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

    // Undo the value currently assigned in the top frame.
    void undo_top() {
        Frame& f = frames.back();
        if (!f.has_value) return;
        store.pop_level();
        f.has_value = false;
        if (options.observer)
            options.observer->on_backtrack(f.var, label(f.var, values[f.next - 1]), depth());
    }

    Result run(std::span<const std::pair<VarId, int>> assumptions) {
        for (auto [x, value] : assumptions) {
            problem.check_variable(x, "solve (assumption)");
            const auto index = problem.index_of(x, value);
            if (!index || !store[x].contains(*index)) return finish(Status::Unsatisfiable, true);
            store.assign(x, *index);
        }
        for (VarId x = 0; x < problem.num_variables(); ++x)
            if (store[x].empty()) return finish(Status::Unsatisfiable, true);
        detail::Outcome root = detail::Outcome::Consistent;
        if (options.inference == Inference::Mac) root = propagation.propagate_all();
        if (options.inference == Inference::ForwardChecking)
            for (VarId x = 0; x < problem.num_variables() && root == detail::Outcome::Consistent; ++x)
                if (store[x].is_singleton()) root = propagation.forward_check(x);
        if (root == detail::Outcome::Interrupted) return finish(Status::LimitReached, false);
        if (root == detail::Outcome::Wipeout) return finish(Status::Unsatisfiable, true);
        if (!open_frame()) {
            const bool enough = record_solution();
            (void)enough;
            return finish(Status::Satisfied, true);
        }
        while (!frames.empty()) {
            undo_top();
            Frame& f = frames.back();
            if (f.next == f.values_end) {
                close_frame();
                continue;
            }
            if (guard.exceeded(stats.nodes)) return finish(Status::LimitReached, false);
            const int value = values[f.next++];
            ++stats.nodes;
            stats.max_depth = std::max(stats.max_depth, static_cast<std::uint32_t>(depth()));
            store.push_level();
            f.has_value = true;
            store.assign(f.var, value);
            if (options.observer) options.observer->on_assign(f.var, label(f.var, value), depth());
            const detail::Outcome outcome = infer(f.var);
            if (outcome == detail::Outcome::Interrupted) return finish(Status::LimitReached, false);
            if (outcome == detail::Outcome::Wipeout) {
                ++stats.backtracks;
                continue;
            }
            if (!open_frame() && record_solution()) return finish(Status::Satisfied, false);
        }
        return finish(result.solution_count ? Status::Satisfied : Status::Unsatisfiable, true);
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
