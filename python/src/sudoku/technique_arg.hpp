#pragma once
// Technique and level names given from Python, to the step finder's enums.
#include <string>

#include "sudoku/hints/technique.hpp"

namespace csp_python::sudoku_parts {

/// By our name ("x-wing") or HoDoKu's code ("0300"); ValueError listing the names otherwise.
sudoku::hints::Technique technique_arg(const std::string& name);
/// "easy", "medium", "hard", "unfair", "extreme"; ValueError listing them otherwise.
sudoku::hints::Level level_arg(const std::string& name);

}  // namespace csp_python::sudoku_parts
