//===- errors.cpp - The kinds of error logpjit returns ----------------------===//
#include "logpjit/errors.h"

#include "llvm/Support/raw_ostream.h"

namespace logpjit {

char InvalidArgumentError::ID = 0;
char InvalidValueError::ID = 0;
char DriverError::ID = 0;
char CacheError::ID = 0;

void InvalidArgumentError::log(llvm::raw_ostream &os) const { os << message_; }
void InvalidValueError::log(llvm::raw_ostream &os) const { os << message_; }
void DriverError::log(llvm::raw_ostream &os) const { os << message_; }
void CacheError::log(llvm::raw_ostream &os) const { os << message_; }

std::error_code InvalidArgumentError::convertToErrorCode() const {
  return std::make_error_code(std::errc::invalid_argument);
}
std::error_code InvalidValueError::convertToErrorCode() const {
  return std::make_error_code(std::errc::result_out_of_range);
}
std::error_code DriverError::convertToErrorCode() const { return llvm::inconvertibleErrorCode(); }
std::error_code CacheError::convertToErrorCode() const {
  return std::make_error_code(std::errc::io_error);
}

} // namespace logpjit
