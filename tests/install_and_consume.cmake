# ctest install_and_consume (cmake -P): installs the build to a temporary prefix, then
# configures and builds examples/cmake_consumer against it with find_package(logpjit) and
# checks, in order:
#   - `consumer` (logpjit::runtime only) needs liblogpjit_runtime.so and no LLVM library;
#   - on an empty cache it reports "no compiler is linked into this program" (exit 2);
#   - `warm_cache` (logpjit::compiler) compiles the kernels into that cache;
#   - `consumer` then loads them (hits) and gets the same result bits;
#   - the installed CLI lists the two entries.
# Inputs: BUILD_DIR SOURCE_DIR WORK_DIR CXX LAUNCHER GENERATOR.
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
set(cache ${WORK_DIR}/cache)
file(MAKE_DIRECTORY ${cache})

# run(<name> <expected exit code> <command...>): output in ${name}_out.
macro(run name want)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${name}_out "${out}${err}")
  if(NOT "${rc}" STREQUAL "${want}")
    message(FATAL_ERROR "${name}: exit ${rc}, expected ${want}\n${ARGN}\n${out}${err}")
  endif()
endmacro()
macro(expect name text)
  string(FIND "${${name}_out}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: output lacks '${text}':\n${${name}_out}")
  endif()
endmacro()

run(install 0 ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
set(launcher)
if(LAUNCHER)
  set(launcher -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
run(configure 0 ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/cmake_consumer -B ${WORK_DIR}/build
    -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX} ${launcher}
    -DCMAKE_PREFIX_PATH=${prefix} -DWITH_COMPILER=ON)
run(build 0 ${CMAKE_COMMAND} --build ${WORK_DIR}/build)

set(consumer ${WORK_DIR}/build/consumer)
run(ldd 0 ldd ${consumer})
expect(ldd "liblogpjit_runtime.so.0 => ${prefix}/lib")
string(FIND "${ldd_out}" "libLLVM" at)
if(NOT at EQUAL -1)
  message(FATAL_ERROR "consumer needs an LLVM library:\n${ldd_out}")
endif()

run(miss 2 ${consumer} ${cache})
expect(miss "compiler linked: no")
expect(miss "error: no compiler is linked into this program: kernel kind=tile_stats;")
expect(miss "is not in the cache ${cache}/v")

run(warm 0 ${WORK_DIR}/build/warm_cache ${cache})
expect(warm "compiler linked: yes")
expect(warm "kernel tile_stats: miss")
expect(warm "kernel merge: miss")

run(hit 0 ${consumer} ${cache})
expect(hit "compiler linked: no")
expect(hit "kernel tile_stats: hit")
expect(hit "kernel merge: hit")
string(REGEX MATCH "checksum: [0-9a-f]+" sum_warm "${warm_out}")
string(REGEX MATCH "checksum: [0-9a-f]+" sum_hit "${hit_out}")
if(NOT sum_warm OR NOT sum_warm STREQUAL sum_hit)
  message(FATAL_ERROR "results differ: warm_cache '${sum_warm}', consumer '${sum_hit}'")
endif()

set(ENV{LOGPJIT_CACHE_DIR} ${cache})
run(cli 0 ${prefix}/bin/logpjit cache ls)
expect(cli "tile_stats fp32 W=250 L=32 C=8 portable")
expect(cli "merge portable")
message(STATUS "install_and_consume: ok (${sum_hit})")
