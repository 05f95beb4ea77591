#pragma once
/// Arc consistency on its own: AC-3 (Mackworth 1977; AIMA fig. 6.3) run to a fixpoint on the
/// engine's propagation queue, whose revise() is a few bitset word operations per arc.
/// csp/consistency/textbook_ac.hpp has the value-by-value textbook versions (AC-3, AC-2001).

#include <cstdint>
#include <vector>

#include "csp/base/search_limits.hpp"
#include "csp/model/domain.hpp"
#include "csp/model/problem.hpp"
#include "csp/observe/observer.hpp"

namespace csp {

struct Ac3Result {
    bool consistent = true;       ///< false when some domain was wiped out (or Problem::has_false_constant)
    VarId wiped = -1;             ///< the variable whose domain became empty, else -1
    std::vector<Domain> domains;  ///< the reduced domains (value indices; see Problem::labels)
    std::uint64_t revisions = 0;  ///< revise() calls
    std::uint64_t checks = 0;     ///< support tests
    std::uint64_t prunings = 0;   ///< values removed
    bool stopped = false;         ///< a limit stopped it: the domains are not yet arc consistent
};

/// Makes every arc of the problem consistent, starting from the domains after unary constraints.
/// `limits` (time and cancellation; nodes mean nothing here) stop it early, with `stopped` set.
Ac3Result ac3(const Problem& problem, SearchObserver* observer = nullptr, const SearchLimits& limits = {});

}  // namespace csp
