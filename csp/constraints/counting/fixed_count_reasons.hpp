#pragma once
/// The reasons of a count whose value is fixed, shared by the single count (counting.cpp) and the
/// group of counts over one array (count_group.cpp): why the count variable is bounded, why an x
/// lost the value or had to take it.

#include <cstddef>
#include <span>

#include "csp/model/propagator.hpp"

namespace csp::detail {

/// For the constraint "the count (scope position `count_slot`) is the number of xs (scope positions
/// `x_slots`, one per occurrence, so a repeated x counts twice) equal to v": marks why it implies
/// the queried literal, asked about the count variable (`as_count`) or about an x (a removal).
/// False, marking nothing, when it does not: a caller may try other reasons in turn without
/// clearing, which would also drop the marks of the values a bound query asked about before.
bool explain_fixed_count(const ExplainQuery& q, std::span<Domain> relevant, long long v, std::size_t count_slot,
                         std::span<const std::size_t> x_slots, bool as_count);

/// Whether every value of scope position `slot` whose label satisfies `wanted` is missing (what
/// explain::mark_missing then marks; checked first, so that a reason that fails marks nothing).
template <class Wanted>
bool all_missing(const ExplainQuery& q, std::size_t slot, Wanted&& wanted) {
    const Domain& d = q.domains[slot];
    const auto labels = q.labels[slot];
    for (int i = 0; i < d.capacity(); ++i)
        if (d.contains(i) && wanted(static_cast<long long>(labels[static_cast<std::size_t>(i)]))) return false;
    return true;
}

}  // namespace csp::detail
