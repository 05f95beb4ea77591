#pragma once
/// The Sudoku puzzles shipped with the module: the files of examples/puzzles/ (one puzzle each),
/// compiled in by web/CMakeLists.txt.

#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace web {

struct BundledPuzzle {
    std::string name;  ///< the file's name without .txt
    sudoku::Grid grid;
};

/// Smallest first (4×4, 9×9, 16×16, 25×25), in the order web/CMakeLists.txt lists them.
const std::vector<BundledPuzzle>& bundled_puzzles();

}  // namespace web
