# Install rules and an exported package so another project can find_package(csp) and link csp::csp.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
install(TARGETS csp csp_sudoku csp_cli csp_sudoku_cli EXPORT cspTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# csp::mpi when it is built (CSP_WITH_MPI): its configuration then finds MPI for the consumer, and
# find_package(csp COMPONENTS mpi) fails where it was not.
if(TARGET csp_mpi)
  install(TARGETS csp_mpi EXPORT cspTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  set(CSP_EXPORTS_MPI ON)
else()
  set(CSP_EXPORTS_MPI OFF)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/csp ${PROJECT_SOURCE_DIR}/sudoku
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.hpp" PATTERN "app" EXCLUDE PATTERN "batch" EXCLUDE)
install(EXPORT cspTargets NAMESPACE csp:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/csp)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cspConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cspConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/csp)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cspConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cspConfig.cmake ${PROJECT_BINARY_DIR}/cspConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/csp)
