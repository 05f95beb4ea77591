#include "csp/cli/counters.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace csp::cli {

std::string counters_table(const Stats& stats) {
    std::size_t width = 0;
    for (const CounterDefinition& c : counter_definitions()) width = std::max(width, c.name.size());
    std::ostringstream out;
    for (const CounterDefinition& c : counter_definitions())
        out << std::left << std::setw(static_cast<int>(width)) << c.name << std::right << std::setw(12)
            << stats.*c.member << "  " << c.definition << '\n';
    return out.str();
}

}  // namespace csp::cli
