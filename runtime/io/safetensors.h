//===- safetensors.h - Read and write .safetensors files ------------------===//
//
// The safetensors format: an 8-byte little-endian header length N, then N bytes of
// JSON header {"name": {"dtype": "BF16", "shape": [..], "data_offsets": [begin, end]},
// ..., optional "__metadata__": {str: str}}, then the data buffer. Offsets are relative
// to the start of the data buffer. Used by `logpjit run` for logits/targets files and by
// the tests for golden inputs and outputs.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace logpjit {

/// dtype names as in the safetensors format.
enum class StDType { BF16, F16, F32, I64, I32, U8, BOOL };

/// The safetensors name of a dtype ("BF16", "F16", "F32", "I64", "I32", "U8", "BOOL").
llvm::StringRef stDTypeName(StDType d);
/// Parses a safetensors dtype name (exact, case-sensitive); nullopt if unknown here.
std::optional<StDType> parseStDType(llvm::StringRef s);
/// Bytes per element: BF16/F16 2, F32/I32 4, I64 8, U8/BOOL 1.
size_t stDTypeSize(StDType d);

/// One tensor of a safetensors file.
struct StTensor {
  StDType dtype = StDType::F32; ///< element type
  std::vector<int64_t> shape;   ///< dimensions; empty = scalar (one element)
  std::vector<uint8_t> data;    ///< raw little-endian bytes, numel() * elementSize()

  /// Bytes per element of `dtype`.
  size_t elementSize() const { return stDTypeSize(dtype); }
  /// Product of `shape` (1 for a scalar, 0 if any dimension is 0).
  int64_t numel() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};

/// Reads every tensor of a .safetensors file. Errors (messages naming the file and the
/// problem): missing file, file shorter than 8 bytes, header length beyond the file,
/// bad JSON, a header that is not an object or lacks a field, unknown dtype, negative
/// dimensions, data_offsets out of range, reversed, overlapping or not matching
/// shape * element size. Gaps between tensors are tolerated. If `metadata` is given,
/// it receives the "__metadata__" entries (cleared first).
llvm::Expected<std::map<std::string, StTensor>>
readSafetensors(llvm::StringRef path, std::map<std::string, std::string> *metadata = nullptr);

/// Writes tensors (sorted by name, data packed in that order, header padded with spaces
/// so that the data starts 8-byte aligned) plus optional "__metadata__". Writes to a
/// temp file in the same directory, fsyncs and renames, so a failed write leaves nothing
/// (and an existing file at `path` untouched). Rejects a tensor whose data size does not
/// match its shape, a negative dimension, and an empty or "__metadata__" name.
llvm::Error writeSafetensors(llvm::StringRef path, const std::map<std::string, StTensor> &tensors,
                             const std::map<std::string, std::string> &metadata = {});

} // namespace logpjit
