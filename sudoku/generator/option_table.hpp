#pragma once
/// The table of sudoku::GeneratorOptions (csp/base/option_table.hpp): the options that every front
/// end of the generator offers under one name — the tool's flags (`--se-min`), Python's keywords of
/// sudoku.generate (`se_min`) and the web's keys (`seMin`) are made from these rows. The difficulty
/// and the techniques, which take HoDoKu's codes and names in any case, are read by
/// hints::level_from_string and hints::parse_technique instead.

#include <vector>

#include "csp/base/option_table.hpp"
#include "sudoku/generator/generator.hpp"

namespace sudoku {

using GeneratorOptionRow = csp::OptionRow<GeneratorOptions>;

/// symmetry, se_min, se_max.
const std::vector<GeneratorOptionRow>& generator_option_table();

}  // namespace sudoku
