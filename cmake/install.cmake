# Install rules and the CMake package (find_package(logpjit)):
#   logpjit::runtime         liblogpjit_runtime.so: loads kernels from a warmed cache; no
#                            compiler, no LLVM library (LLVM 19 headers for the C++ API).
#   COMPONENTS compiler  ->  logpjit::compiler (static, + logpjit::runtime_static): compiles
#                            on a miss; needs LLVM 19 (libLLVM, lld), fmt, nlohmann_json.
include(CMakePackageConfigHelpers)
set(LOGPJIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/logpjit)

install(TARGETS logpjit RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY include/logpjit DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")

install(TARGETS logpjit_runtime_shared EXPORT logpjitTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT logpjitTargets NAMESPACE logpjit:: DESTINATION ${LOGPJIT_CMAKE_DIR})

set_target_properties(logpjit_llvm PROPERTIES EXPORT_NAME detail_llvm)
set_target_properties(logpjit_llvm_support PROPERTIES EXPORT_NAME detail_llvm_support)
install(TARGETS logpjit_runtime logpjit_compiler logpjit_llvm logpjit_llvm_support
  EXPORT logpjitStaticTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT logpjitStaticTargets NAMESPACE logpjit:: DESTINATION ${LOGPJIT_CMAKE_DIR})

configure_package_config_file(cmake/logpjitConfig.cmake.in
  ${CMAKE_BINARY_DIR}/logpjitConfig.cmake INSTALL_DESTINATION ${LOGPJIT_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/logpjitConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/logpjitConfig.cmake
  ${CMAKE_BINARY_DIR}/logpjitConfigVersion.cmake DESTINATION ${LOGPJIT_CMAKE_DIR})
