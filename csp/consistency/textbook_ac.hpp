#pragma once
/// Arc consistency the way the textbooks count it, one value pair at a time, so that "constraint
/// checks" mean the same thing for both algorithms here:
///  - textbook AC-3 (Mackworth 1977; AIMA fig. 6.3): REVISE(Xi, Xj) looks for a support of each
///    value of Xi by scanning D(Xj) from the start;
///  - AC-2001 (Bessière & Régin 2001): the same queue, but each (arc, value) remembers its last
///    support; while that value is still in D(Xj) no check is needed, and otherwise the scan resumes
///    after it. It never makes more checks than AC-3 and reaches the same fixpoint.
/// (csp::ac3 in csp/consistency/ac3.hpp is the engine's fast version: its "checks" are bitset word operations.)
/// Binary constraints only: these throw ModelError for a problem with n-ary constraints.

#include <functional>
#include <iosfwd>
#include <utility>
#include <vector>

#include "csp/consistency/ac3.hpp"
#include "csp/model/problem.hpp"

namespace csp {

/// One REVISE(Xi, Xj) step, as the queue tracer reports it.
struct Ac3Step {
    VarId target = -1;                           ///< Xi, whose domain is revised
    VarId source = -1;                           ///< Xj, the other end of the arc
    std::vector<int> removed;                    ///< labels removed from D(Xi)
    bool wipeout = false;                        ///< D(Xi) became empty
    std::uint64_t checks = 0;                    ///< value pairs tested in this step
    std::vector<std::pair<VarId, VarId>> queue;  ///< arcs (Xi, Xj) still queued afterwards, front first
};
using Ac3StepCallback = std::function<void(const Ac3Step&)>;

/// Textbook AC-3 over the problem's domains (after unary constraints); `on_step`, if given, sees
/// every revision and the queue after it. Ac3Result::checks counts value pairs tested. `limits`
/// (time and cancellation) stop it between two revisions, with Ac3Result::stopped set.
Ac3Result ac3_textbook(const Problem& problem, const Ac3StepCallback& on_step = {}, const SearchLimits& limits = {});
/// AC-2001 with the same queue discipline and the same check counting.
Ac3Result ac2001(const Problem& problem, const Ac3StepCallback& on_step = {}, const SearchLimits& limits = {});

/// Runs textbook AC-3 and prints, for each revision, the arc, what it removed and the queue; then
/// the final domains. Meant for small problems (the queue is printed at every step).
Ac3Result trace_ac3(const Problem& problem, std::ostream& out);

}  // namespace csp
