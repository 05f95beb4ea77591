#include "csp/search/legal_values.hpp"

#include <algorithm>

#include "csp/base/index.hpp"
#include "csp/kernel/propagation_context.hpp"

namespace csp::detail {

namespace {

// An n-ary constraint on x whose other variables are all assigned, with their values in scope
// order and x's slot left to fill.
struct Completed {
    const Propagator* propagator;
    std::vector<int> values;
    std::size_t slot;
};

std::vector<Completed> completed_by(const Problem& problem, const DomainStore& domains,
                                    const std::vector<char>& assigned, VarId x) {
    std::vector<Completed> out;
    for (int p : problem.propagators_of(x)) {
        const Propagator& propagator = *problem.propagators()[at(p)];
        const auto scope = propagator.scope();
        const bool rest_assigned =
            std::all_of(scope.begin(), scope.end(), [&](VarId y) { return y == x || assigned[at(y)]; });
        if (!rest_assigned) continue;
        Completed c{&propagator, {}, 0};
        for (std::size_t i = 0; i < scope.size(); ++i) {
            if (scope[i] == x) c.slot = i;
            c.values.push_back(scope[i] == x ? 0 : problem.labels(scope[i])[at(domains[scope[i]].min())]);
        }
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace

int conflicting_constraint(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned,
                           VarId x, int value, std::uint64_t& checks) {
    for (const Arc& arc : problem.arcs(x)) {
        if (!assigned[at(arc.other)]) continue;
        ++checks;
        const auto& relation = *problem.constraints()[at(arc.constraint)].relation;
        if (!relation.allows(arc.reversed, value, domains[arc.other].min())) return arc.constraint;
    }
    return -1;
}

namespace {

// x = v against the assigned neighbours, then the n-ary constraints it completes.
bool legal_with(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned, VarId x, int v,
                std::vector<Completed>& completed, std::uint64_t& checks) {
    if (conflicting_constraint(problem, domains, assigned, x, v, checks) >= 0) return false;
    return std::all_of(completed.begin(), completed.end(), [&](Completed& c) {
        ++checks;
        c.values[c.slot] = problem.labels(x)[at(v)];
        return c.propagator->satisfied(c.values);
    });
}

}  // namespace

int count_legal_values(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned, VarId x,
                       int enough, std::uint64_t& checks) {
    std::vector<Completed> completed = completed_by(problem, domains, assigned, x);
    int legal = 0;
    for (int v : domains[x]) {
        if (legal >= enough) break;
        legal += legal_with(problem, domains, assigned, x, v, completed, checks);
    }
    return legal;
}

bool is_legal(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned, VarId x, int value,
              std::uint64_t& checks) {
    std::vector<Completed> completed = completed_by(problem, domains, assigned, x);
    return legal_with(problem, domains, assigned, x, value, completed, checks);
}

}  // namespace csp::detail
