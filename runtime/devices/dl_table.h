//===- dl_table.h - Driver tables loaded with dlopen (internal) -------------===//
//
// One mechanism for every library logpjit loads at run time (the CUDA driver, the HIP
// runtime, NCCL; nvJitLink in the compiler), after Halide's runtime/cuda_functions.h: each
// library's entry points are one X-macro list, X(name, return type, (parameter types)),
// which declares the table's members (LOGPJIT_DL_MEMBER) and resolves them
// (LOGPJIT_DL_RESOLVE) with the same names; loadOnce (load_once.h) loads a table once.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <dlfcn.h>
#include <string>
#include <type_traits>

/// Declares table member `name`: a pointer to a function `ret name params`.
#define LOGPJIT_DL_MEMBER(name, ret, params) ret(*name) params = nullptr;
/// Resolves table member `name` of `table` through `resolver` (a DlResolver).
#define LOGPJIT_DL_RESOLVE(name, ret, params) resolver.get(table.name, #name);

namespace logpjit {

/// Resolves table entries through `lookup(name)` (dlsym, cuGetProcAddress) and collects
/// the names of those it could not find.
template <class Lookup> struct DlResolver {
  Lookup lookup;
  std::string missing; ///< "a, b": required entries not found
  template <class Fn> void get(Fn &fn, const char *name, bool required = true) {
    fn = reinterpret_cast<std::remove_reference_t<Fn>>(lookup(name));
    if (!fn && required)
      missing += (missing.empty() ? "" : ", ") + std::string(name);
  }
};
template <class Lookup> DlResolver<Lookup> makeResolver(Lookup l) { return {l, {}}; }

/// The first of `names` that dlopen loads (RTLD_NOW | RTLD_LOCAL), or nullptr with the
/// last dlerror() in `why`.
inline void *dlopenFirst(std::initializer_list<const char *> names, std::string &why) {
  for (const char *n : names) {
    if (void *h = dlopen(n, RTLD_NOW | RTLD_LOCAL))
      return h;
    const char *e = dlerror();
    why = e ? e : n;
  }
  return nullptr;
}

} // namespace logpjit
