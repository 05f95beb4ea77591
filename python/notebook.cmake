# The ctest python.notebook: docs/notebooks/chapter6.ipynb runs from top to bottom on the module just
# built, with Debian's jupyter-nbconvert and the python3 kernel of python3-ipykernel; a cell that
# raises (every code cell asserts what it shows) fails the test. The executed copy, with its outputs
# and pictures, is left in ${PROJECT_BINARY_DIR}/notebooks; the committed notebook keeps no outputs.
if(NOT CSP_BUILD_TESTS)
  return()
endif()
find_program(CSP_NBCONVERT jupyter-nbconvert)
if(CSP_NBCONVERT)
  add_test(NAME python.notebook
    COMMAND ${CSP_NBCONVERT} --to notebook --execute --ExecutePreprocessor.kernel_name=python3
            --ExecutePreprocessor.timeout=300 --output-dir ${PROJECT_BINARY_DIR}/notebooks
            ${PROJECT_SOURCE_DIR}/docs/notebooks/chapter6.ipynb)
  # PYDEVD_DISABLE_FILE_VALIDATION: keeps the kernel's debugger from warning about frozen modules.
  set_tests_properties(python.notebook PROPERTIES
    ENVIRONMENT "PYTHONPATH=${PROJECT_BINARY_DIR}/python;PYDEVD_DISABLE_FILE_VALIDATION=1" TIMEOUT 600 LABELS e2e)
elseif(CSP_REQUIRE_PYTHON)
  message(FATAL_ERROR "CSP_REQUIRE_PYTHON is ON but jupyter-nbconvert was not found (apt-get install jupyter-nbconvert)")
else()
  message(STATUS "python.notebook not tested: needs jupyter-nbconvert (apt-get install jupyter-nbconvert)")
endif()
