#pragma once
/// cumulative: tasks with start times s[i], fixed durations d[i] and fixed resource usages r[i]
/// never use more than the capacity b (a variable) at any time: for every time t, Σ r[i] over the
/// tasks with s[i] ≤ t < s[i] + d[i] is at most b — so b ≥ 0, the usage where nothing runs.
/// disjunctive (no two tasks overlap) is the case of usages 1 and capacity 1.
///
/// Strength: time-tabling (the classic profile of compulsory parts, as in Gecode and Chuffed):
/// a task that must run over [lst, est + d) puts its usage on that stretch of the profile, a
/// start time whose run would cross a point where the profile leaves too little room under b's
/// greatest value is cut from the task's bounds, and b's least value rises to the profile's peak. For learning, a bound is explained point by point (Schutt et al., "Explaining
/// the cumulative propagator", 2011): the point in the cut run where the profile overflows and the
/// tasks whose compulsory parts cover it, each by the two bounds [t − d + 1 ≤ s ≤ t] that make it
/// cover the point, not by its current bounds.

#include <span>

#include "csp/model/problem.hpp"

namespace csp {

/// Adds cumulative(starts, durations, usages, capacity). Tasks with duration or usage 0 take no
/// room. A start variable may repeat (two tasks starting together). Throws ModelError when the
/// spans differ in length, a variable is unknown, or a duration or usage is negative (MiniZinc's
/// cumulative assumes them non-negative; our library decomposes open sizes).
void add_cumulative(Problem& problem, std::span<const VarId> starts, std::span<const int> durations,
                    std::span<const int> usages, VarId capacity);

}  // namespace csp
