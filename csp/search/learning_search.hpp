#pragma once
/// The search with lazy clause generation (SolverOptions::learning): each failure is analysed to a
/// learnt clause over the literals [x = v], [x ≠ v] (csp/learning/), which is propagated beside the
/// model's constraints for the rest of the search; the search backjumps to where the clause asserts,
/// branches on the search groups (a group's indomain_split on the halves of the domain) and then on
/// the most active variables (VSIDS over a heap, phase saving; one of more than two values split by
/// a bound at its saved phase), and
/// restarts (Luby unless another policy is chosen). Counts and optima are those of the plain search:
/// each solution found is excluded by a clause (its projection on the non-auxiliary variables) or,
/// with an objective, by the bound, a root fact.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "csp/base/random.hpp"
#include "csp/base/search_limits.hpp"
#include "csp/base/stats.hpp"
#include "csp/kernel/domain_store.hpp"
#include "csp/kernel/queue.hpp"
#include "csp/model/problem.hpp"
#include "csp/search/learning_judge.hpp"
#include "csp/search/solver.hpp"

namespace csp::detail {

/// Dropped: judged not to pay (learning_judge.hpp), stopped at the root with its facts in the store.
enum class LearningEnd { Exhausted, Enough, Limit, Dropped };

/// The values of all domains together beyond which a front end should not choose learning: each
/// value has two atoms of about 21 bytes of trail state (2^22 values: about 180 MB), made up front.
inline constexpr std::int64_t kLearningValues = std::int64_t{1} << 22;
/// Whether the problem's domains hold at most kLearningValues values together.
bool learning_fits(const Problem& problem);

/// Searches from the store's current (root) domains, with `propagation` running on `store`.
/// `record` is called on each solution, with every domain a singleton, and says whether enough
/// have been found. With an objective, only values better than `bound` are searched. With `judge`,
/// the run is judged after kFirstLook and kLearningProbe conflicts (learning_judge.hpp), what it saw
/// written there, and ends Dropped when its clauses do not pay.
LearningEnd search_with_learning(const Problem& problem, const SolverOptions& options, DomainStore& store,
                                 Propagation& propagation, Stats& stats, LimitGuard& guard, Random& random,
                                 const std::function<bool()>& record, std::optional<int> bound = std::nullopt,
                                 ClauseUse* judge = nullptr);

class LearningRun;

/// One learning search kept across calls, each under its own assumptions (csp/parallel's
/// subproblems): what one call learns prunes the next. The assumptions are decisions below the
/// search, never root facts, so each learnt clause holds for the whole problem. Across calls a
/// solution is found once: each one found is excluded for good (a call that stops at
/// max_solutions excludes its last one when the next call begins), and with an objective each
/// bound, given or found, holds for every later call (it only tightens). For subproblems whose
/// spaces are disjoint, the calls therefore find each solution of the problem in exactly one of
/// them, as separate searches would.
class LearningSession {
public:
    /// As search_with_learning; the references must outlive the session. The store holds the root
    /// domains (no assumption applied).
    LearningSession(const Problem& problem, const SolverOptions& options, DomainStore& store, Propagation& propagation,
                    Stats& stats, LimitGuard& guard, Random& random);
    ~LearningSession();
    LearningSession(const LearningSession&) = delete;
    LearningSession& operator=(const LearningSession&) = delete;

    /// Searches under `assumptions` (variables and value indices) with only objective values
    /// better than `bound` (and than `incumbent()`, asked at each restart); `record` as in
    /// search_with_learning. Exhausted: no further solution under the assumptions.
    LearningEnd search(std::span<const std::pair<VarId, int>> assumptions, std::optional<int> bound,
                       const std::function<std::optional<int>()>& incumbent, const std::function<bool()>& record);
    /// False after a call that a limit interrupted in the middle of propagation: start a new session.
    bool reusable() const;

private:
    std::unique_ptr<LearningRun> run_;
};

}  // namespace csp::detail
