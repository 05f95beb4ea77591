#pragma once
/// Search statistics: plain counters, one comment each. Rates are derived when printed.

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace csp {

struct Stats {
    std::uint64_t nodes = 0;             ///< assignments tried (search tree nodes below the root)
    std::uint64_t backtracks = 0;        ///< assignments undone because they failed
    std::uint64_t revisions = 0;         ///< arc revisions (AC-3 revise calls)
    std::uint64_t checks = 0;            ///< constraint checks: one pair of values tested
    std::uint64_t prunings = 0;          ///< values removed from domains by inference
    std::uint64_t wipeouts = 0;          ///< domains emptied by inference
    std::uint64_t propagator_calls = 0;  ///< n-ary propagator executions
    std::uint64_t solutions = 0;         ///< solutions found
    std::uint64_t restarts = 0;          ///< search restarts
    std::uint64_t nogoods = 0;           ///< nogoods recorded at restarts
    std::uint32_t max_depth = 0;         ///< deepest search level reached
    std::chrono::nanoseconds time{0};    ///< wall-clock time spent in solve()

    Stats& operator+=(const Stats& other);
};

/// One comma-separated line of the counters, with nodes/s derived from the time.
std::string to_string(const Stats& stats);
std::ostream& operator<<(std::ostream& out, const Stats& stats);

}  // namespace csp
