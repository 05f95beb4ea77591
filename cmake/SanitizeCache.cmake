# The one clang tree of CI's sanitizer stages (cmake -C, used by scripts/sanitize and scripts/fuzz):
# AddressSanitizer + UndefinedBehaviorSanitizer with libFuzzer's coverage instrumentation, so the unit
# tests and the fuzz targets link the same compiled libraries instead of building them twice.
# Unoptimised: the unit tests run as fast at -O1 but the build takes twice as long. A unity build
# (several files compiled as one): the headers' templates are instantiated once per batch.
set(CMAKE_CXX_COMPILER clang++ CACHE STRING "")
set(CMAKE_BUILD_TYPE Debug CACHE STRING "")
set(CMAKE_CXX_FLAGS_DEBUG "-O0" CACHE STRING "")
set(CMAKE_UNITY_BUILD ON CACHE BOOL "")
set(CSP_SANITIZE ON CACHE STRING "")
set(CSP_FUZZ ON CACHE BOOL "")
set(CSP_BUILD_EXAMPLES OFF CACHE BOOL "")
set(CSP_BUILD_BENCH OFF CACHE BOOL "")
set(CSP_REQUIRE_TESTS ON CACHE BOOL "")
