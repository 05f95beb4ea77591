# ccache when it is installed (scripts/install-deps installs it): a file compiled before with the same
# flags and headers is taken from the cache, across build trees and clones. CCACHE_BASEDIR is the
# source tree, so paths in the command lines are relative and two clones (or CI's stages and a
# developer's build of the same commit) share entries. An explicit CMAKE_CXX_COMPILER_LAUNCHER wins.
# Not under emscripten: ccache 4.7 does not know em++ (a script around clang), and that build was
# not measured through it.
option(CSP_CCACHE "Compile through ccache when it is installed" ON)
if(CSP_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER AND NOT EMSCRIPTEN)
  find_program(CSP_CCACHE_PROGRAM ccache)
  if(CSP_CCACHE_PROGRAM)
    # The sloppiness ccache needs to cache files compiled with a precompiled header (CSP_PCH).
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${CSP_CCACHE_PROGRAM})
  endif()
endif()
