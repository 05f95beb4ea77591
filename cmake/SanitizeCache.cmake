# The one clang tree of CI's sanitizer stages (cmake -C, used by scripts/sanitize and scripts/fuzz):
# AddressSanitizer + UndefinedBehaviorSanitizer with libFuzzer's coverage instrumentation, so the unit
# tests and the fuzz targets link the same compiled libraries instead of building them twice.
# -O1: the build takes about twice the CPU of -O0 (csp_tests: 217 s against 106 s), but the tests
# run almost eight times faster (csp_tests under ASan: 70 s of CPU against 540 s), and the tests
# were two thirds of this stage (docs/experiments.md). A unity build (several files compiled as
# one): the headers' templates are instantiated once per batch.
set(CMAKE_CXX_COMPILER clang++ CACHE STRING "")
set(CMAKE_BUILD_TYPE Debug CACHE STRING "")
set(CMAKE_CXX_FLAGS_DEBUG "-O1" CACHE STRING "")
set(CMAKE_UNITY_BUILD ON CACHE BOOL "")
set(CSP_SANITIZE ON CACHE STRING "")
set(CSP_FUZZ ON CACHE BOOL "")
set(CSP_BUILD_EXAMPLES OFF CACHE BOOL "")
set(CSP_BUILD_BENCH OFF CACHE BOOL "")
set(CSP_REQUIRE_TESTS ON CACHE BOOL "")
# Each test binary's unit tests as 8 gtest shards rather than a process per test (tests/CMakeLists.txt).
set(CSP_TEST_SHARDS 8 CACHE STRING "")
