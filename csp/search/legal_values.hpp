#pragma once
/// Plain backtracking's view of a variable (AIMA §6.3.1): which of its values are *legal*, that is
/// consistent with the current assignment. Without inference nothing narrows the domains of the
/// unassigned variables as others are assigned, so the search tests each value it tries against the
/// assigned neighbours, and a fail-first ordering has to count the legal values itself. Each value
/// pair tested, and each n-ary constraint evaluated, is one constraint check.

#include <cstdint>
#include <vector>

#include "csp/kernel/domain_store.hpp"
#include "csp/model/problem.hpp"

namespace csp::detail {

/// The binary constraint (an index into problem.constraints()) that forbids x = `value` (an index)
/// with the value of an assigned neighbour (its singleton domain), or -1 when none does. Stops at
/// the first conflict; adds each pair tested to `checks`.
int conflicting_constraint(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned,
                           VarId x, int value, std::uint64_t& checks);

/// How many values of D(x) are legal: allowed by every binary constraint with an assigned
/// neighbour and by every n-ary constraint that x = v would complete (the rest of its scope
/// assigned), which is exactly what the search checks when it tries x = v. Counts at most `enough`
/// (a caller that can use no more saves the checks); adds the checks made to `checks`.
int count_legal_values(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned, VarId x,
                       int enough, std::uint64_t& checks);

/// Is x = `value` (an index of D(x)) legal, by the same tests? Adds the checks made to `checks`.
bool is_legal(const Problem& problem, const DomainStore& domains, const std::vector<char>& assigned, VarId x, int value,
              std::uint64_t& checks);

}  // namespace csp::detail
