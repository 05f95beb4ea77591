#include "csp/explain/minimal_conflict.hpp"

#include <algorithm>

#include "csp/explain/quickxplain.hpp"
#include "csp/explain/search_budget.hpp"

namespace csp {

ConflictResult minimal_conflict(const Problem& problem, std::span<const ConstraintGroup> groups,
                                std::span<const ConstraintRef> background, const ConflictOptions& options) {
    // A bad ref fails here, before any search, with restricted()'s message.
    std::vector<ConstraintRef> every(background.begin(), background.end());
    for (const ConstraintGroup& group : groups)
        every.insert(every.end(), group.constraints.begin(), group.constraints.end());
    (void)problem.restricted(every);

    ConflictResult result;
    SolverOptions search = options.search;
    search.max_solutions = 1;
    search.keep_solutions = false;
    search.objective.reset();
    search.on_solution = nullptr;
    const SearchBudget budget(options.search.limits);

    const auto check = [&](std::span<const int> in_play) {
        const std::optional<SearchLimits> limits = budget.next();
        if (!limits) return Satisfiability::Unknown;
        std::vector<ConstraintRef> keep(background.begin(), background.end());
        for (int g : in_play) {
            const auto& constraints = groups[static_cast<std::size_t>(g)].constraints;
            keep.insert(keep.end(), constraints.begin(), constraints.end());
        }
        const Problem part = problem.restricted(keep);
        search.limits = *limits;
        Solver solver(part, search);
        const Result answer = solver.solve();
        result.stats += answer.stats;
        switch (answer.status) {
            case Status::Satisfied: return Satisfiability::Satisfiable;
            case Status::Unsatisfiable: return Satisfiability::Unsatisfiable;
            case Status::LimitReached: break;
        }
        return Satisfiability::Unknown;
    };
    const ItemConflict found = quickxplain(static_cast<int>(groups.size()), check);
    result.groups = found.items;
    result.complete = found.complete;
    result.checks = found.checks;
    return result;
}

std::vector<ConstraintRef> ungrouped_constraints(const Problem& problem, std::span<const ConstraintGroup> groups) {
    std::vector<ConstraintRef> grouped;
    for (const ConstraintGroup& group : groups)
        grouped.insert(grouped.end(), group.constraints.begin(), group.constraints.end());
    std::sort(grouped.begin(), grouped.end());
    std::vector<ConstraintRef> rest;
    for (const ConstraintRef& ref : problem.constraint_refs())
        if (!std::binary_search(grouped.begin(), grouped.end(), ref)) rest.push_back(ref);
    return rest;
}

}  // namespace csp
