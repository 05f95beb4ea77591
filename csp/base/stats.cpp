#include "csp/base/stats.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace csp {

Stats& Stats::operator+=(const Stats& other) {
    nodes += other.nodes;
    consistent_assignments += other.consistent_assignments;
    backtracks += other.backtracks;
    returns += other.returns;
    revisions += other.revisions;
    checks += other.checks;
    pair_checks += other.pair_checks;
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

namespace {
// The definitions follow what each engine counts (solver.cpp, queue.cpp, legal_values.cpp).
constexpr CounterDefinition kCounters[] = {
    {"nodes", "values tried: every assignment var = value the search made, consistent or not", &Stats::nodes},
    {"consistent_assignments",
     "values tried that were consistent with the assignment so far (AIMA fig. 6.5's 'add {var = value}'; "
     "aima-python's nassigns); under fc and mac every value tried is",
     &Stats::consistent_assignments},
    {"backtracks", "values that failed: inconsistent, or emptied a domain by inference (then undone)",
     &Stats::backtracks},
    {"returns", "returns to the previous level: every value of a variable failed (fig. 6.5's 'return failure')",
     &Stats::returns},
    {"revisions", "arcs revised: REVISE(Xi, Xj) calls of arc consistency", &Stats::revisions},
    {"checks",
     "constraint checks: a pair of values tested; under fc and mac one bitset operation may test a value "
     "against a whole domain and counts once",
     &Stats::checks},
    {"pair_checks",
     "value pairs tested one at a time as the book's inference does (fc: each value of each unassigned "
     "neighbour; mac: REVISE scanning D(Xj) in order up to a support, for every arc revised or skipped); "
     "0 unless count_pair_checks",
     &Stats::pair_checks},
    {"prunings", "values removed from domains by inference", &Stats::prunings},
    {"wipeouts", "domains emptied by inference (each a failure)", &Stats::wipeouts},
    {"propagator_calls", "runs of n-ary constraints' propagators", &Stats::propagator_calls},
    {"solutions", "solutions found", &Stats::solutions},
    {"restarts", "restarts of the search from the root", &Stats::restarts},
    {"nogoods", "nogoods recorded at restarts", &Stats::nogoods},
};
}  // namespace

std::span<const CounterDefinition> counter_definitions() { return kCounters; }

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
