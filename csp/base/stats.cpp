#include "csp/base/stats.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace csp {

Stats& Stats::operator+=(const Stats& other) {
    nodes += other.nodes;
    backtracks += other.backtracks;
    revisions += other.revisions;
    checks += other.checks;
    prunings += other.prunings;
    wipeouts += other.wipeouts;
    propagator_calls += other.propagator_calls;
    solutions += other.solutions;
    restarts += other.restarts;
    nogoods += other.nogoods;
    max_depth = std::max(max_depth, other.max_depth);
    time += other.time;
    return *this;
}

std::string to_string(const Stats& stats) {
    std::ostringstream out;
    out << stats;
    return out.str();
}

std::ostream& operator<<(std::ostream& out, const Stats& s) {
    const double seconds = std::chrono::duration<double>(s.time).count();
    out << "nodes " << s.nodes << ", backtracks " << s.backtracks << ", revisions " << s.revisions << ", checks "
        << s.checks << ", prunings " << s.prunings << ", wipeouts " << s.wipeouts;
    if (s.propagator_calls) out << ", propagator calls " << s.propagator_calls;
    if (s.restarts) out << ", restarts " << s.restarts;
    if (s.nogoods) out << ", nogoods " << s.nogoods;
    out << ", max depth " << s.max_depth << ", time " << seconds * 1e3 << " ms";
    if (seconds > 0 && s.nodes > 0)
        out << " (" << static_cast<std::uint64_t>(static_cast<double>(s.nodes) / seconds) << " nodes/s)";
    return out;
}

}  // namespace csp
