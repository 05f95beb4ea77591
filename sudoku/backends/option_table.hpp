#pragma once
/// The table of sudoku::SolveOptions (csp/base/option_table.hpp): the backend, the csp backend's
/// model and engine options (the engine's rows of csp/search/option_table.hpp, lifted into
/// SolveOptions::search), the portfolio and the limits, each with the Setting a backend must read
/// for it to be given (Backend::reads; none: every backend reads it). The tool's flags, Python's
/// keywords of sudoku.solve / sudoku.count and the web's Sudoku options are made from it.

#include <optional>
#include <vector>

#include "csp/base/option_table.hpp"
#include "sudoku/backends/backend.hpp"

namespace sudoku {

using SolveOptionRow = csp::OptionRow<SolveOptions, std::optional<Setting>>;

/// backend, model, alldiff_strength, the engine's strategy and restart options, reasoning,
/// portfolio, the sat backend's options (sat_mode, sat_NAME), node_limit, time_limit — in the order
/// the tool's --help lists them.
const std::vector<SolveOptionRow>& solve_option_table();

/// The name alldiff_strength takes for "unset" (the backend picks by grid size).
inline constexpr std::string_view kAutoStrength = "auto";

}  // namespace sudoku
