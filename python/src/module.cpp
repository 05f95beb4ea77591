// The extension module csp._core: the engine at the top, the Sudoku library as csp._core.sudoku.
#include <pybind11/pybind11.h>

#include "engine/bindings.hpp"
#include "sudoku/bindings.hpp"

PYBIND11_MODULE(_core, module) {
    module.doc() = "The csp engine and its Sudoku library (use the csp package, not this module).";
    csp_python::bind_engine(module);
    csp_python::bind_sudoku(module.def_submodule("sudoku", "Sudoku of any size on the csp engine."));
}
