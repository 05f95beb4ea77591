# Writes fzn-csp's MiniZinc configuration from flatzinc/csp.msc.in once the program is built: its
# "extraFlags" come from the program itself (`fzn-csp --msc-extra-flags`, made from the engine's option
# table), so the configuration cannot list a flag the program lacks. Run with cmake -P and
# -DFZN_CSP=<the built program> -DTEMPLATE=<csp.msc.in> -DOUTPUT=<csp.msc>
# -DFZN_CSP_EXECUTABLE=… -DFZN_CSP_MZNLIB=… -DPROJECT_VERSION=….
execute_process(COMMAND ${FZN_CSP} --msc-extra-flags OUTPUT_VARIABLE FZN_CSP_EXTRA_FLAGS
                RESULT_VARIABLE status OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${FZN_CSP} --msc-extra-flags failed: ${status}")
endif()
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
