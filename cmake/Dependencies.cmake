# All dependencies come from Debian packages (scripts/install-deps); nothing is downloaded at build time.
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED)           # Graph and Container are header-only for what we use
find_package(spdlog REQUIRED)
find_package(CLI11 QUIET CONFIG)
if(NOT CLI11_FOUND)
  find_path(CLI11_INCLUDE_DIR CLI/CLI.hpp REQUIRED)
  add_library(CLI11::CLI11 INTERFACE IMPORTED)
  target_include_directories(CLI11::CLI11 INTERFACE ${CLI11_INCLUDE_DIR})
endif()
find_package(nlohmann_json 3 REQUIRED)         # JSON trace writer (header-only)
