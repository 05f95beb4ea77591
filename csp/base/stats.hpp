#pragma once
/// Search statistics: plain counters, one comment each. Rates are derived when printed.

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

namespace csp {

struct Stats {
    std::uint64_t nodes = 0;                   ///< assignments tried (search tree nodes below the root)
    std::uint64_t consistent_assignments = 0;  ///< assignments consistent with the others (AIMA's count)
    std::uint64_t backtracks = 0;              ///< assignments undone because they failed
    std::uint64_t returns = 0;                 ///< returns to the previous level: every value of a variable failed
    std::uint64_t revisions = 0;               ///< arc revisions (AC-3 revise calls)
    std::uint64_t checks = 0;                  ///< constraint checks: one pair of values tested
    std::uint64_t pair_checks = 0;             ///< value pairs the textbook's inference tests (when asked)
    std::uint64_t prunings = 0;                ///< values removed from domains by inference
    std::uint64_t wipeouts = 0;                ///< domains emptied by inference
    std::uint64_t propagator_calls = 0;        ///< n-ary propagator executions
    std::uint64_t solutions = 0;               ///< solutions found
    std::uint64_t restarts = 0;                ///< search restarts
    std::uint64_t nogoods = 0;                 ///< nogoods recorded at restarts
    std::uint32_t max_depth = 0;               ///< deepest search level reached
    std::chrono::nanoseconds time{0};          ///< wall-clock time spent in solve()

    Stats& operator+=(const Stats& other);
};

/// A counter with the one-line definition every front end shows beside it (one home for them).
struct CounterDefinition {
    std::string_view name;        ///< as Stats names the member
    std::string_view definition;  ///< one line, for people
    std::uint64_t Stats::*member;
};

/// The counters of a backtracking search, in the order a front end lists them.
std::span<const CounterDefinition> counter_definitions();

/// One comma-separated line of the counters, with nodes/s derived from the time.
std::string to_string(const Stats& stats);
std::ostream& operator<<(std::ostream& out, const Stats& stats);

}  // namespace csp
