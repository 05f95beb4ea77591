#pragma once
// The Sudoku library's part of csp._core (the submodule csp._core.sudoku).
#include <pybind11/pybind11.h>

namespace csp_python {

void bind_sudoku(pybind11::module_ module);

}  // namespace csp_python
