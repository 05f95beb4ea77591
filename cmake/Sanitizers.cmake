# Sanitizer builds. The libraries and programs are instrumented, so a report points at our line; the
# test programs' own files are too under ThreadSanitizer, but not under ASan + UBSan
# (csp_test_code_uninstrumented below).
#  - CSP_SANITIZE=ON (or address): AddressSanitizer + UndefinedBehaviorSanitizer; UB aborts the test.
#  - CSP_SANITIZE=thread: ThreadSanitizer, for the parallel batch and anything else that shares data
#    between threads (scripts/tsan builds and runs the threaded tests this way).
#  - CSP_FUZZ=ON (clang only): ASan + UBSan with libFuzzer's coverage instrumentation; the targets in
#    tests/fuzz link the libFuzzer driver (scripts/fuzz builds and runs them). With the tests on, the
#    same tree runs them under ASan + UBSan (scripts/sanitize): the callbacks of the coverage
#    instrumentation have defaults in the sanitizer runtime, so the tests need no libFuzzer.
# Debug information: line tables only (-gline-tables-only, GCC's -g1), enough for a report's stack
# with file and line, and a fraction of the compile time of full -g.
set(CSP_SANITIZER_DEBUG $<IF:$<CXX_COMPILER_ID:Clang>,-gline-tables-only,-g1>)
if(CSP_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "CSP_FUZZ=ON needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer ${CSP_SANITIZER_DEBUG})
  add_link_options(-fsanitize=address,undefined)
elseif(CSP_SANITIZE STREQUAL "thread")
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer ${CSP_SANITIZER_DEBUG})
  add_link_options(-fsanitize=thread)
elseif(CSP_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
                      ${CSP_SANITIZER_DEBUG})
  add_link_options(-fsanitize=address,undefined)
endif()

# ASan + UBSan trees: a test program's own files (assertions, fixtures, brute-force oracles) compiled
# without the instrumentation; the program still links the sanitizer runtimes and the instrumented
# libraries, whose code is what the stage checks. Half the compile time of those files (a csp_tests
# batch: 27 s of CPU against 56 s) and faster oracles. Mixing is safe here: clang 14 does not turn
# on libstdc++'s container annotations, the one part of ASan that needs every file instrumented.
# ThreadSanitizer keeps everything instrumented: an access it does not see can hide a race.
function(csp_test_code_uninstrumented target)
  if(CSP_FUZZ OR (CSP_SANITIZE AND NOT CSP_SANITIZE STREQUAL "thread"))
    get_target_property(options ${target} COMPILE_OPTIONS)
    list(FILTER options EXCLUDE REGEX "^-f(no-)?sanitize")
    set_property(TARGET ${target} PROPERTY COMPILE_OPTIONS "${options}")
  endif()
endfunction()
