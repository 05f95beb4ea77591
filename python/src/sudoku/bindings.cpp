#include "sudoku/bindings.hpp"

namespace csp_python {

void bind_sudoku(pybind11::module_ /*module*/) {}

}  // namespace csp_python
