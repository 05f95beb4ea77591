// sudoku.model: the puzzle as the engine's csp.Problem.
#include "sudoku/parts.hpp"

namespace csp_python::sudoku_parts {

void bind_model(pybind11::module_& /*module*/) {}

}  // namespace csp_python::sudoku_parts
