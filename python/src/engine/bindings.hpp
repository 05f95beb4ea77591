#pragma once
// The engine's part of csp._core; each bind_… is defined in its own file of this folder.
#include <pybind11/pybind11.h>

namespace csp_python {

void bind_engine(pybind11::module_& module);

}  // namespace csp_python
