# Dependencies of the WebAssembly build (emcmake): the same Debian header-only libraries as the
# native build, but /usr/include itself must stay off the include path, or its glibc headers would
# shadow emscripten's libc. A directory of symlinks to just those libraries stands in for it.
set(CSP_HOST_INCLUDE ${PROJECT_BINARY_DIR}/host-include)
file(MAKE_DIRECTORY ${CSP_HOST_INCLUDE})
foreach(library boost spdlog fmt nlohmann)
  if(NOT EXISTS /usr/include/${library})
    message(FATAL_ERROR "/usr/include/${library} is missing: run scripts/install-deps")
  endif()
  file(CREATE_LINK /usr/include/${library} ${CSP_HOST_INCLUDE}/${library} SYMBOLIC)
endforeach()

add_library(Boost::headers INTERFACE IMPORTED)
target_include_directories(Boost::headers SYSTEM INTERFACE ${CSP_HOST_INCLUDE})
# spdlog and fmt header-only: their compiled Debian libraries are for the host, not for wasm.
add_library(spdlog::spdlog INTERFACE IMPORTED)
target_include_directories(spdlog::spdlog SYSTEM INTERFACE ${CSP_HOST_INCLUDE})
target_compile_definitions(spdlog::spdlog INTERFACE SPDLOG_HEADER_ONLY SPDLOG_FMT_EXTERNAL FMT_HEADER_ONLY)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${CSP_HOST_INCLUDE})
# No threads in the WebAssembly build (the portfolio is not offered there).
add_library(Threads::Threads INTERFACE IMPORTED)

# The engine throws (ModelError for a bad model): emscripten disables exceptions by default.
# `wasm`: WebAssembly's own exception handling (Node 17+, Chrome 95+, Firefox 100+, Safari 15.2+);
# `js`: emscripten's JavaScript emulation, for older browsers, which routes every call that may
# throw through JavaScript and is slower (docs/benchmarks.md#webassembly).
set(CSP_WASM_EXCEPTIONS wasm CACHE STRING "Exception handling of the WebAssembly build: wasm or js")
set_property(CACHE CSP_WASM_EXCEPTIONS PROPERTY STRINGS wasm js)
if(CSP_WASM_EXCEPTIONS STREQUAL "wasm")
  add_compile_options(-fwasm-exceptions)
  add_link_options(-fwasm-exceptions)
elseif(CSP_WASM_EXCEPTIONS STREQUAL "js")
  add_compile_options(-fexceptions)
  add_link_options(-fexceptions)
else()
  message(FATAL_ERROR "CSP_WASM_EXCEPTIONS must be wasm or js, not '${CSP_WASM_EXCEPTIONS}'")
endif()
