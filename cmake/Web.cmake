# The tests of the web front end (web/), run from the native build: `web.node` runs the WebAssembly
# module in Node and compares it with this build's programs; `web.browser` drives Chromium over the
# built site. Both need scripts/build-web to have run (build-web/); CI sets CSP_REQUIRE_WEB, so they
# cannot be left out there.
option(CSP_REQUIRE_WEB "Register the web tests even when build-web/ has not been built yet" OFF)
set(CSP_WEB_BUILD_DIR ${PROJECT_SOURCE_DIR}/build-web CACHE PATH "Where scripts/build-web writes")
find_program(NODE_EXECUTABLE node)
if(CSP_REQUIRE_WEB OR (NODE_EXECUTABLE AND EXISTS ${CSP_WEB_BUILD_DIR}/site/index.html))
  # Required but not installed yet: scripts/test installs the web's packages while this build
  # compiles, so Node is looked up on PATH when the tests run (a test fails if it is still missing).
  set(node_command ${NODE_EXECUTABLE})
  if(NOT NODE_EXECUTABLE)
    set(node_command node)
  endif()
  add_test(NAME web.node
           COMMAND ${node_command} --test ${PROJECT_SOURCE_DIR}/web/test/node/)
  set_tests_properties(web.node PROPERTIES
    ENVIRONMENT "CSP_WEB_BUILD=${CSP_WEB_BUILD_DIR}/wasm;CSP_NATIVE_BUILD=${PROJECT_BINARY_DIR}"
    TIMEOUT 600 LABELS e2e)
  # The browser tests that time the page (a frame's wait while the worker searches, a 9×9 within a
  # second) fail on a busy machine, so they run alone (web.browser_timed, RUN_SERIAL); the others,
  # about 40 s of one core, run beside the other tests (CSP_WEB_TIMED, web/test/browser/run.mjs).
  set(browser_env "CSP_WEB_SITE=${CSP_WEB_BUILD_DIR}/site;CSP_SCREENSHOTS=${CSP_WEB_BUILD_DIR}/screenshots")
  add_test(NAME web.browser COMMAND ${node_command} ${PROJECT_SOURCE_DIR}/web/test/browser/run.mjs)
  set_tests_properties(web.browser PROPERTIES ENVIRONMENT "${browser_env};CSP_WEB_TIMED=skip"
    TIMEOUT 600 LABELS e2e)
  add_test(NAME web.browser_timed COMMAND ${node_command} ${PROJECT_SOURCE_DIR}/web/test/browser/run.mjs)
  set_tests_properties(web.browser_timed PROPERTIES ENVIRONMENT "${browser_env};CSP_WEB_TIMED=only"
    TIMEOUT 600 RUN_SERIAL ON LABELS e2e)
else()
  message(STATUS "Web tests not registered: run scripts/build-web first")
endif()
