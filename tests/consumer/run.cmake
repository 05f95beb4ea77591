# Installs the built project into a scratch prefix, then configures, builds and runs tests/consumer against it.
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
endfunction()
# The build tree under test is installed as it is (ctest runs after the build).
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer -B ${WORK_DIR}/app -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DCMAKE_PREFIX_PATH=${prefix} -DSANITIZE=${SANITIZE})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/app)
execute_process(COMMAND ${WORK_DIR}/app/consumer RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "solutions: 18")
  message(FATAL_ERROR "consumer ran with ${rc}: ${out}")
endif()
message(STATUS "consumer: ${out}")
