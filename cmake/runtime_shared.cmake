# liblogpjit_runtime.so (target logpjit_runtime_shared, exported as logpjit::runtime): the
# runtime objects plus a private static copy of LLVM Support and Demangle. Only logpjit
# symbols are exported (cmake/logpjit_runtime.map); the LLVM copy is hidden
# (--exclude-libs), so the library can share a process with another LLVM (libLLVM-19.so
# included) without duplicate cl::opt registrations. Programs that use it read errors with
# logpjit::errorMessage(); the LLVM headers (llvm-19-dev) are needed to compile against the
# C++ API, no LLVM library to link or run it.
add_library(logpjit_runtime_shared SHARED $<TARGET_OBJECTS:logpjit_runtime_objects>)
set_target_properties(logpjit_runtime_shared PROPERTIES
  OUTPUT_NAME logpjit_runtime VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}
  EXPORT_NAME runtime LINK_DEPENDS ${CMAKE_SOURCE_DIR}/cmake/logpjit_runtime.map)
target_include_directories(logpjit_runtime_shared INTERFACE
  $<BUILD_INTERFACE:${CMAKE_SOURCE_DIR}/include> $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_include_directories(logpjit_runtime_shared SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
# LLVM's headers reference a Support symbol that checks the ABI-breaking-checks setting at
# link time; the private copy does not export it, and the headers allow switching it off.
target_compile_definitions(logpjit_runtime_shared INTERFACE
  LLVM_DISABLE_ABI_BREAKING_CHECKS_ENFORCING=1)
target_compile_features(logpjit_runtime_shared INTERFACE cxx_std_17)
target_link_libraries(logpjit_runtime_shared PRIVATE
  ${LLVM_LIBRARY_DIR}/libLLVMSupport.a ${LLVM_LIBRARY_DIR}/libLLVMDemangle.a
  Threads::Threads ${CMAKE_DL_LIBS} rt m z zstd)
target_link_options(logpjit_runtime_shared PRIVATE
  "LINKER:--exclude-libs,ALL"
  "LINKER:--version-script=${CMAKE_SOURCE_DIR}/cmake/logpjit_runtime.map"
  "LINKER:-z,defs" "LINKER:--gc-sections" "LINKER:--as-needed")
