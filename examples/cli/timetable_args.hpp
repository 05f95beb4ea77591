#pragma once
/// The command line of examples/timetable.cpp.

#include <vector>

#include "csp/explain/minimal_conflict.hpp"
#include "models/example_cli.hpp"

namespace csp::examples {

struct TimetableArgs {
    std::vector<int> dropped;  ///< requests left out, numbered from 1
    bool stats = false;
    csp::ConflictOptions options;
};

/// Reads the command line into `args`; `requests` is the number of requests --drop may name.
CommandLine parse_timetable_args(int argc, char** argv, int requests, TimetableArgs& args);

}  // namespace csp::examples
