//===- load_once.h - Load a driver table once per process (internal) -------===//
#pragma once

#include "llvm/Support/Error.h"

#include <mutex>
#include <string>

namespace logpjit {

/// Runs `load` (returning Expected<const T *>) once per process, for each call site (each
/// lambda type); later calls return the same table, or the same error again.
template <class T, class F> llvm::Expected<const T *> loadOnce(F load) {
  static std::once_flag once;
  static const T *result = nullptr;
  static std::string error;
  std::call_once(once, [&] {
    auto r = load();
    if (!r)
      error = llvm::toString(r.takeError());
    else
      result = *r;
  });
  if (!error.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return result;
}

} // namespace logpjit
