#include "sudoku/bindings.hpp"

#include "sudoku/parts.hpp"

namespace csp_python {

void bind_sudoku(pybind11::module_ module) {
    sudoku_parts::bind_grid(module);
    sudoku_parts::bind_solve(module);
    sudoku_parts::bind_generate(module);
    sudoku_parts::bind_hints(module);
    sudoku_parts::bind_model(module);
}

}  // namespace csp_python
