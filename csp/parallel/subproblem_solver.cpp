#include "csp/parallel/subproblem_solver.hpp"

#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/queue.hpp"
#include "csp/search/learning_search.hpp"

namespace csp {

/// The learning search's state, as Solver keeps it for one call, kept here for many.
struct SubproblemSolver::Session {
    SolverOptions options;
    detail::DomainStore store;
    Stats stats;
    LimitGuard guard;
    detail::Propagation propagation;
    Random random;
    detail::LearningSession search;

    Session(const Problem& problem, const SolverOptions& o)
        : options(o),
          store(problem.domains()),
          guard(o.limits),
          propagation(problem, store, stats, o.observer, &guard),
          random(o.seed),
          search(problem, options, store, propagation, stats, guard, random) {}
};

SubproblemSolver::SubproblemSolver(const Problem& problem, const SolverOptions& options, Keep keep)
    : problem_(problem), options_(options), keep_(keep) {}
SubproblemSolver::~SubproblemSolver() = default;

namespace {

// Whether the learning session can take the search: what it cannot (no learning, a problem empty
// from the start, options Solver refuses) goes to Solver, which answers or names the error.
bool session_fits(const Problem& problem, const SolverOptions& options) {
    if (!options.learning || options.inference != Inference::Mac || options.hooks.any()) return false;
    if (problem.has_false_constant()) return false;
    for (VarId x = 0; x < problem.num_variables(); ++x)
        if (problem.domain(x).empty()) return false;
    const auto known = [&](VarId x) { return x >= 0 && x < problem.num_variables(); };
    if (options.objective && !known(options.objective->variable)) return false;
    for (const SearchGroup& group : options.search_groups)
        for (VarId x : group.variables)
            if (!known(x)) return false;
    for (VarId x : options.auxiliary_variables)
        if (!known(x)) return false;
    return true;
}

}  // namespace

Result SubproblemSolver::solve(const Decisions& subproblem, const SolverOptions& options) {
    if ((keep_ == Keep::Optimising && !options_.objective) || !session_fits(problem_, options_))
        return Solver(problem_, options).solve(subproblem);
    if (!session_) session_ = std::make_unique<Session>(problem_, options_);
    Session& s = *session_;
    s.stats = Stats{};
    s.guard = LimitGuard(options.limits);
    Result result;
    const auto finish = [&](Status status, bool complete) {
        result.status = status;
        result.complete = complete;
        s.stats.time = s.guard.elapsed();
        result.stats = s.stats;
        if (!s.search.reusable()) session_.reset();
        return result;
    };
    std::vector<std::pair<VarId, int>> assumptions;
    for (const auto& [x, value] : subproblem) {
        problem_.check_variable(x, "solve (assumption)");
        const auto index = problem_.index_of(x, value);
        if (!index) return finish(Status::Unsatisfiable, true);
        assumptions.emplace_back(x, *index);
    }
    const auto record = [&] {
        ++result.solution_count;
        ++s.stats.solutions;
        if (options.keep_solutions || options.on_solution) {
            Assignment a(static_cast<std::size_t>(problem_.num_variables()));
            for (VarId x = 0; x < problem_.num_variables(); ++x)
                a[static_cast<std::size_t>(x)] = problem_.labels(x)[static_cast<std::size_t>(s.store[x].min())];
            if (options.on_solution) options.on_solution(a);
            if (options.keep_solutions) result.solutions.push_back(std::move(a));
        }
        return options.max_solutions != 0 && result.solution_count >= options.max_solutions;
    };
    const std::optional<int> bound = options.objective ? options.objective->better_than : std::nullopt;
    const std::function<std::optional<int>()> none;
    switch (s.search.search(assumptions, bound, options.objective ? options.objective->incumbent : none, record)) {
        case detail::LearningEnd::Exhausted:
            return finish(result.solution_count ? Status::Satisfied : Status::Unsatisfiable, true);
        case detail::LearningEnd::Enough: return finish(Status::Satisfied, false);
        case detail::LearningEnd::Limit:
        case detail::LearningEnd::Dropped: break;  // never: a session is not judged
    }
    return finish(Status::LimitReached, false);
}

}  // namespace csp
