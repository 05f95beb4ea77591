#pragma once
/// The value-pair checks a textbook REVISE(Xi, Xj) makes (AIMA fig. 6.3, aima-python's revise):
/// for each value of D(Xi), the values of D(Xj) tested one at a time, in increasing order, up to
/// the first that supports it (all of D(Xj) when none does). The engine's revisions work on
/// bitsets and skip arcs that cannot prune; this counts what the book's would have tested, for
/// Stats::pair_checks (SolverOptions::count_pair_checks).

#include <cstdint>

#include "csp/model/compiled_relation.hpp"
#include "csp/model/domain.hpp"

namespace csp::detail {

/// Pairs tested by REVISE(target, source) along `relation`, seen from the source's end
/// (`reversed`: the source is the relation's y), as in revise().
std::uint64_t textbook_pair_checks(const Domain& target, const Domain& source, const CompiledRelation& relation,
                                   bool reversed);

}  // namespace csp::detail
