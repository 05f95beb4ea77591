#include "csp/consistency/ac3.hpp"

#include <utility>

#include "csp/base/stats.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/queue.hpp"

namespace csp {

Ac3Result ac3(const Problem& problem, SearchObserver* observer, const SearchLimits& limits) {
    detail::DomainStore store(problem.domains());
    Stats stats;
    Ac3Result result;
    for (VarId x = 0; x < problem.num_variables(); ++x)
        if (store[x].empty()) result.consistent = false, result.wiped = x;
    if (problem.has_false_constant()) result.consistent = false;  // no variable to blame: wiped stays -1
    if (result.consistent) {
        LimitGuard guard(limits);
        detail::Propagation propagation(problem, store, stats, observer, &guard);
        const detail::Outcome outcome = propagation.propagate_all();
        result.stopped = outcome == detail::Outcome::Interrupted;
        result.consistent = outcome != detail::Outcome::Wipeout;
        result.wiped = propagation.wiped();
    }
    result.domains = store.all();
    result.revisions = stats.revisions;
    result.checks = stats.checks;
    result.prunings = stats.prunings;
    return result;
}

}  // namespace csp
