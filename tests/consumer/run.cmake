# Installs the project into a scratch prefix, then configures, builds and runs tests/consumer against it.
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
endfunction()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/lib -G ${GENERATOR} -DCMAKE_BUILD_TYPE=${BUILD_TYPE}
    -DCSP_SANITIZE=${SANITIZE} -DCSP_BUILD_TESTS=OFF -DCSP_BUILD_EXAMPLES=OFF -DCSP_BUILD_BENCH=OFF
    -DCMAKE_INSTALL_PREFIX=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/lib --target csp csp_sudoku)
run(${CMAKE_COMMAND} --install ${WORK_DIR}/lib)
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer -B ${WORK_DIR}/app -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DCMAKE_PREFIX_PATH=${prefix} -DSANITIZE=${SANITIZE})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/app)
execute_process(COMMAND ${WORK_DIR}/app/consumer RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "solutions: 18")
  message(FATAL_ERROR "consumer ran with ${rc}: ${out}")
endif()
message(STATUS "consumer: ${out}")
