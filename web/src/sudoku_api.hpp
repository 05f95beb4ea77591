#pragma once
/// engine.sudoku.*: parse, solve, count, generate and hint on the Sudoku library, and the list of
/// its backends and bundled puzzles. Puzzles come in any of the library's text forms.

#include "web/src/error.hpp"

namespace web {

json sudoku_backends();
json sudoku_bundled();
json sudoku_parse(const std::string& text);
json sudoku_solve(const std::string& text, const json& options);
json sudoku_count(const std::string& text, const json& options);
json sudoku_generate(const json& options);
/// options: level ("vague", "cells", "full": as `sudoku hint --level`) and compact (the Eureka notation).
json sudoku_hint(const std::string& text, const json& options);

}  // namespace web
