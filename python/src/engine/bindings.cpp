#include "engine/bindings.hpp"

namespace csp_python {

void bind_engine(pybind11::module_& /*module*/) {}

}  // namespace csp_python
