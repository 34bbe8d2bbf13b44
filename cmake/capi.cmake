# The embedding API (docs/embedding.md): the C ABI of include/logpjit/logpjit.h (runtime/capi/c_api*.cpp,
# part of the runtime sources) in two libraries:
#   liblogpjit_runtime.so (cmake/runtime_shared.cmake): no compiler, kernels come from a
#     warmed cache (a miss is an error naming the spec);
#   liblogpjit.so (here): runtime + compiler (JIT on a miss), only the logpjit_* C symbols
#     exported.
# Also the C example and the Python package's tests. Included after tests/.

# The compiler archive ends up inside a shared object: compile it position-independent.
set_target_properties(logpjit_compiler PROPERTIES POSITION_INDEPENDENT_CODE ON)

add_library(logpjit_shared SHARED $<TARGET_OBJECTS:logpjit_runtime_objects>)
set(LOGPJIT_EXPORT_MAP ${CMAKE_SOURCE_DIR}/cmake/logpjit.map)
set_target_properties(logpjit_shared PROPERTIES OUTPUT_NAME logpjit
  VERSION ${PROJECT_VERSION} SOVERSION 0 LINK_DEPENDS ${LOGPJIT_EXPORT_MAP})
target_include_directories(logpjit_shared PUBLIC include)
target_link_libraries(logpjit_shared PRIVATE logpjit_compiler logpjit_runtime
  -Wl,--version-script=${LOGPJIT_EXPORT_MAP} -Wl,--no-undefined)

# liblogpjit.so (C ABI + compiler: JIT on a miss) and the Python package that loads it
# (PYTHONPATH=<prefix>/lib/python: it finds <prefix>/lib/liblogpjit.so by itself).
install(TARGETS logpjit_shared LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY python/logpjit DESTINATION ${CMAKE_INSTALL_LIBDIR}/python
  PATTERN "__pycache__" EXCLUDE)

# A C11 program that sees only logpjit.h and liblogpjit.so.
enable_language(C)
if(CCACHE)
  set(CMAKE_C_COMPILER_LAUNCHER ${CCACHE})
endif()
add_executable(logpjit_example_c examples/c/logprobs.c)
set_target_properties(logpjit_example_c PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON
  C_EXTENSIONS OFF OUTPUT_NAME logprobs)
target_compile_options(logpjit_example_c PRIVATE -Wall -Wextra -Wpedantic -Werror)
target_link_libraries(logpjit_example_c PRIVATE logpjit_shared m)
# The same program linked against the runtime alone (no LLVM code generation inside).
add_executable(logpjit_example_c_runtime examples/c/logprobs.c)
set_target_properties(logpjit_example_c_runtime PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON
  C_EXTENSIONS OFF OUTPUT_NAME logprobs_runtime_only)
target_compile_options(logpjit_example_c_runtime PRIVATE -Wall -Wextra -Wpedantic -Werror)
target_include_directories(logpjit_example_c_runtime PRIVATE include)
target_link_libraries(logpjit_example_c_runtime PRIVATE logpjit_runtime_shared m)

if(LOGPJIT_BUILD_TESTS)
  # Compile on an empty cache (liblogpjit.so), then run with LOGPJIT_CACHE_MODE=readonly
  # on the same cache through both libraries (liblogpjit_runtime.so: no compiler at all).
  add_test(NAME c_example COMMAND sh ${CMAKE_SOURCE_DIR}/examples/c/test_cached.sh
    $<TARGET_FILE:logpjit_example_c> ${CMAKE_BINARY_DIR}/c_example_cache
    $<TARGET_FILE:logpjit_example_c_runtime>)
  set_tests_properties(c_example PROPERTIES LABELS "unit")

  # Python: Debian's python3-torch and python3-numpy live in /usr/bin/python3's path.
  find_program(LOGPJIT_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
  if(NOT LOGPJIT_PYTHON3)
    find_program(LOGPJIT_PYTHON3 python3)
  endif()
  # The C++ extension logpjit._native (python/logpjit/csrc/native.cpp) against this torch
  # (Debian's libtorch-dev headers), then every Python test with it (LOGPJIT_TORCH_NATIVE=1:
  # its absence fails), and the autograd tests again through the Python path alone.
  set(LOGPJIT_NATIVE_DIR ${CMAKE_BINARY_DIR}/python_native)
  add_test(NAME python_native_build
    COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${CMAKE_SOURCE_DIR}/python MAX_JOBS=2
      ${LOGPJIT_PYTHON3} -m logpjit._native_build ${LOGPJIT_NATIVE_DIR})
  set_tests_properties(python_native_build PROPERTIES LABELS "unit" TIMEOUT 600
    FIXTURES_SETUP python_native)
  set(LOGPJIT_PYTHON_ENV LOGPJIT_LIBRARY=$<TARGET_FILE:logpjit_shared>
      PYTHONPATH=${CMAKE_SOURCE_DIR}/python:${CMAKE_SOURCE_DIR}/tests/python
      LOGPJIT_TOOL=$<TARGET_FILE:logpjit>
      LOGPJIT_CACHE_DIR=${CMAKE_BINARY_DIR}/python_test_cache)
  add_test(NAME python_api
    COMMAND ${CMAKE_COMMAND} -E env ${LOGPJIT_PYTHON_ENV}
      LOGPJIT_NATIVE_DIR=${LOGPJIT_NATIVE_DIR} LOGPJIT_TORCH_NATIVE=1
      ${LOGPJIT_PYTHON3} -m unittest discover -s ${CMAKE_SOURCE_DIR}/tests/python -t
      ${CMAKE_SOURCE_DIR}/tests/python -v)
  set_tests_properties(python_api PROPERTIES LABELS "unit" TIMEOUT 900
    FIXTURES_REQUIRED python_native)
  add_test(NAME python_api_without_native
    COMMAND ${CMAKE_COMMAND} -E env ${LOGPJIT_PYTHON_ENV} LOGPJIT_TORCH_NATIVE=0
      ${LOGPJIT_PYTHON3} -m unittest -v test_torch test_autograd_all_rows
      test_temperature_rows test_adversarial test_adapters)
  set_tests_properties(python_api_without_native PROPERTIES LABELS "unit" TIMEOUT 300
    RESOURCE_LOCK python_test_cache)
  set_tests_properties(python_api PROPERTIES RESOURCE_LOCK python_test_cache)
endif()
