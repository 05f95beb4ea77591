# ccache when it is installed (scripts/install-deps installs it): a file compiled before with the same
# flags and headers is taken from the cache, across build trees and clones. CCACHE_BASEDIR is the
# source tree, so paths in the command lines are relative and two clones (or CI's stages and a
# developer's build of the same commit) share entries. An explicit CMAKE_CXX_COMPILER_LAUNCHER wins.
option(CSP_CCACHE "Compile through ccache when it is installed" ON)
if(CSP_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(CSP_CCACHE_PROGRAM ccache)
  if(CSP_CCACHE_PROGRAM)
    # The sloppiness ccache needs to cache files compiled with a precompiled header (CSP_PCH).
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${CSP_CCACHE_PROGRAM})
  endif()
endif()
