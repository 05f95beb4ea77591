#pragma once
/// The counters of a search with their one-line definitions (csp::counter_definitions, the one home
/// of the words), for a command line's --counters.

#include <string>

#include "csp/base/stats.hpp"

namespace csp::cli {

/// A line per counter: its name, its value and its definition, aligned.
std::string counters_table(const Stats& stats);

}  // namespace csp::cli
