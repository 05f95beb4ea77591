# Finds Python and pybind11 and adds python/. The interpreter is Debian's /usr/bin/python3 unless
# Python_EXECUTABLE says otherwise: the module must load into the Python whose headers built it, and a
# pyenv or virtualenv python3 first on PATH would not have Debian's pytest, Jupyter or matplotlib.
# CI sets CSP_REQUIRE_PYTHON, so that the Python tests and the notebook can never be skipped there.
option(CSP_REQUIRE_PYTHON "Fail configuration when the Python module or its notebook test cannot be built" OFF)
if(NOT Python_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python_EXECUTABLE /usr/bin/python3)
endif()
find_package(Python 3.9 COMPONENTS Interpreter Development.Module)
if(Python_FOUND)
  set(PYBIND11_FINDPYTHON ON)
  find_package(pybind11 2.10 CONFIG QUIET)
endif()
if(Python_FOUND AND pybind11_FOUND)
  add_subdirectory(python)
  set(CSP_PYTHON_BUILT ON)
elseif(CSP_REQUIRE_PYTHON)
  message(FATAL_ERROR "CSP_REQUIRE_PYTHON is ON but Python 3 headers or pybind11 were not found "
                      "(apt-get install python3-dev pybind11-dev)")
else()
  message(STATUS "Python module not built: needs Python 3 headers and pybind11 (apt-get install python3-dev pybind11-dev)")
endif()
