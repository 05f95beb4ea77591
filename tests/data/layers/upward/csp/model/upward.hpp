#pragma once
#include "sudoku/grid.hpp"  // the engine must not know Sudoku
