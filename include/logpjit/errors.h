//===- errors.h - The kinds of error logpjit returns ------------------------===//
//
// Every llvm::Error the library returns is one of these, or a plain string error for
// failures of no particular kind (a compile that failed, a transport that broke). The C ABI
// maps them to status codes by type (runtime/capi/c_api_tensor.cpp fromError), and the Python
// package to exception classes by status code.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace logpjit {

/// An argument or a contract field that is not what the call expects: a null pointer, a
/// shape, a dtype, a tile width that does not divide V. `field()` names it ("tile_width",
/// "logits"); the message says what was given and what was expected. Nothing was written.
/// C ABI: LOGPJIT_ERROR_INVALID_ARGUMENT.
class InvalidArgumentError : public llvm::ErrorInfo<InvalidArgumentError> {
public:
  static char ID;
  InvalidArgumentError(std::string field, std::string message)
      : field_(std::move(field)), message_(std::move(message)) {}
  const std::string &field() const { return field_; }
  std::string message() const override { return message_; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  std::string field_, message_;
};

/// A value inside a tensor that is out of range, found on `row()`: an active row's target
/// outside [0, V_real). C ABI: LOGPJIT_ERROR_INVALID_VALUE.
class InvalidValueError : public llvm::ErrorInfo<InvalidValueError> {
public:
  static char ID;
  InvalidValueError(int64_t row, std::string message) : row_(row), message_(std::move(message)) {}
  int64_t row() const { return row_; }
  std::string message() const override { return message_; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  int64_t row_;
  std::string message_;
};

/// A GPU driver or library call failed: `api()` is the call ("cuModuleLoadData",
/// "ncclAllGather"), `code()` its result code (CUresult, hipError_t, ncclResult_t), the
/// message its name and description. C ABI: LOGPJIT_ERROR_RUNTIME.
class DriverError : public llvm::ErrorInfo<DriverError> {
public:
  static char ID;
  DriverError(std::string api, int code, std::string message)
      : api_(std::move(api)), code_(code), message_(std::move(message)) {}
  const std::string &api() const { return api_; }
  int code() const { return code_; }
  std::string message() const override { return message_; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  std::string api_;
  int code_;
  std::string message_;
};

/// The disk cache could not read, write or lock `path()`, or a read-only cache has no entry
/// for a kernel. C ABI: LOGPJIT_ERROR_RUNTIME.
class CacheError : public llvm::ErrorInfo<CacheError> {
public:
  static char ID;
  CacheError(std::string path, std::string message)
      : path_(std::move(path)), message_(std::move(message)) {}
  const std::string &path() const { return path_; }
  std::string message() const override { return message_; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;

private:
  std::string path_, message_;
};

/// make_error shorthands.
inline llvm::Error invalidArgument(std::string field, std::string message) {
  return llvm::make_error<InvalidArgumentError>(std::move(field), std::move(message));
}
inline llvm::Error invalidValue(int64_t row, std::string message) {
  return llvm::make_error<InvalidValueError>(row, std::move(message));
}
inline llvm::Error driverError(std::string api, int code, std::string message) {
  return llvm::make_error<DriverError>(std::move(api), code, std::move(message));
}
inline llvm::Error cacheError(std::string path, std::string message) {
  return llvm::make_error<CacheError>(std::move(path), std::move(message));
}

} // namespace logpjit
