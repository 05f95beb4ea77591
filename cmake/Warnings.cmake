# Our own targets build warning-clean with -Wall -Wextra -Wpedantic; dependencies are not our business.
function(csp_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
    # Designated initializers that leave members at their defaults are the intended API style;
    # -Wrestrict misfires on std::string concatenation in GCC 12 (GCC bug 105329).
    -Wno-missing-field-initializers $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>)
  get_target_property(unity ${target} UNITY_BUILD)
  if(unity AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # A unity build (CI's Release stage, see .ci/run) includes each .cpp into a batch file, so GCC
    # takes them for headers: -Wsubobject-linkage then fires on every class that keeps a member of
    # its file's anonymous namespace (Problem::Impl), and calls inlined across files bring GCC 12's
    # -Wstringop-overflow false positive on std::vector's memset. Neither is true of our code.
    target_compile_options(${target} PRIVATE -Wno-subobject-linkage -Wno-stringop-overflow)
  endif()
  if(CSP_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
option(CSP_WERROR "Treat warnings in our code as errors" OFF)

# Domains are counted with popcount at every node: without this, x86-64 builds call a libgcc
# routine instead of the POPCNT instruction (present on every x86-64 CPU since about 2008).
option(CSP_POPCNT "Use the POPCNT instruction on x86-64" ON)
if(CSP_POPCNT AND CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  add_compile_options(-mpopcnt)
endif()
