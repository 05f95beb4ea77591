#pragma once
/// The table of fzn-csp's own options (flatzinc::app::RunOptions; csp/base/option_table.hpp): the
/// standard flags of a FlatZinc solver, which `minizinc` passes on. Each row's long flag is its
/// name with dashes; the FlatZinc short flag (-a, -t …) is the reader. The engine's own flags
/// (--inference, --restarts, --node-limit …) come from the engine's table.

#include <string>
#include <string_view>
#include <vector>

#include "csp/base/option_table.hpp"
#include "csp/search/solver.hpp"
#include "flatzinc/app/run.hpp"

namespace flatzinc::app {

/// The most searches -p starts at once (a portfolio of differently seeded searches).
inline constexpr std::uint64_t kMaxThreads = 64;

/// all_solutions, intermediate, num_solutions, free_search, parallel, random_seed, statistics, time_limit.
const std::vector<csp::OptionRow<RunOptions, std::string_view>>& run_option_table();

/// The engine's options fzn-csp also takes, for its own search (RunOptions::engine): rows of
/// csp::solver_option_table(), each a flag (--inference … --no-nogoods, --node-limit).
std::vector<const csp::OptionRow<csp::SolverOptions>*> engine_option_rows();

/// The "extraFlags" of fzn-csp's MiniZinc configuration (flatzinc/csp.msc.in): a JSON array with
/// [flag, help, type, default] for each of engine_option_rows(), the defaults read from
/// `engine`, so that `minizinc --solver csp --help` lists them and passes them on.
std::string msc_extra_flags(const csp::SolverOptions& engine);

}  // namespace flatzinc::app
