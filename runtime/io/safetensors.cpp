//===- safetensors.cpp - Read and write .safetensors files ----------------===//
//
// See safetensors.h. The reader validates everything it is given before it copies any
// data: a malformed file is an error naming the file and the problem, never a crash.
// JSON is parsed without exceptions (nlohmann's non-throwing mode).
//
//===----------------------------------------------------------------------===//
#include "runtime/io/safetensors.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>
#include <system_error>
#include <utility>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace logpjit {
namespace {

using json = nlohmann::json;

constexpr const char *kMetadataKey = "__metadata__";

llvm::Error fail(llvm::StringRef path, const llvm::Twine &what) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument),
                                 "safetensors '" + path + "': " + what);
}

/// A JSON value as a non-negative int64, if it is one.
std::optional<int64_t> asIndex(const json &j) {
  if (j.is_number_unsigned()) {
    uint64_t v = j.get<uint64_t>();
    if (v <= uint64_t(std::numeric_limits<int64_t>::max()))
      return int64_t(v);
  } else if (j.is_number_integer()) {
    int64_t v = j.get<int64_t>();
    if (v >= 0)
      return v;
  }
  return std::nullopt;
}

/// numel * elemSize, or nullopt on overflow past int64.
std::optional<int64_t> byteSize(const std::vector<int64_t> &shape, size_t elemSize) {
  int64_t n = int64_t(elemSize);
  for (int64_t d : shape)
    if (__builtin_mul_overflow(n, d, &n))
      return std::nullopt;
  return n;
}

struct Entry {
  std::string name;
  StTensor tensor; // data left empty until all entries are validated
  uint64_t begin = 0, end = 0;
};

} // namespace

llvm::StringRef stDTypeName(StDType d) {
  switch (d) {
  case StDType::BF16:
    return "BF16";
  case StDType::F16:
    return "F16";
  case StDType::F32:
    return "F32";
  case StDType::I64:
    return "I64";
  case StDType::I32:
    return "I32";
  case StDType::U8:
    return "U8";
  case StDType::BOOL:
    return "BOOL";
  }
  return "?";
}

std::optional<StDType> parseStDType(llvm::StringRef s) {
  for (StDType d : {StDType::BF16, StDType::F16, StDType::F32, StDType::I64, StDType::I32,
                    StDType::U8, StDType::BOOL})
    if (s == stDTypeName(d))
      return d;
  return std::nullopt;
}

size_t stDTypeSize(StDType d) {
  switch (d) {
  case StDType::BF16:
  case StDType::F16:
    return 2;
  case StDType::F32:
  case StDType::I32:
    return 4;
  case StDType::I64:
    return 8;
  case StDType::U8:
  case StDType::BOOL:
    return 1;
  }
  return 0;
}

llvm::Expected<std::map<std::string, StTensor>>
readSafetensors(llvm::StringRef path, std::map<std::string, std::string> *metadata) {
  auto bufOr = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  if (!bufOr)
    return fail(path, "cannot open: " + bufOr.getError().message());
  const llvm::MemoryBuffer &buf = **bufOr;
  const auto *bytes = reinterpret_cast<const uint8_t *>(buf.getBufferStart());
  const uint64_t fileSize = buf.getBufferSize();

  if (fileSize < 8)
    return fail(path, "truncated: file is " + llvm::Twine(fileSize) +
                          " bytes, too short for the 8-byte header length");
  uint64_t headerLen = 0;
  for (int i = 7; i >= 0; --i)
    headerLen = (headerLen << 8) | bytes[i];
  if (headerLen > fileSize - 8)
    return fail(path, "header length " + llvm::Twine(headerLen) + " exceeds the file size (" +
                          llvm::Twine(fileSize) + " bytes)");

  const char *hdr = buf.getBufferStart() + 8;
  json header = json::parse(hdr, hdr + headerLen, /*cb=*/nullptr, /*allow_exceptions=*/false);
  if (header.is_discarded())
    return fail(path, "header is not valid JSON");
  if (!header.is_object())
    return fail(path, "header is not a JSON object");

  const uint8_t *data = bytes + 8 + headerLen;
  const uint64_t dataSize = fileSize - 8 - headerLen;

  if (metadata)
    metadata->clear();
  std::vector<Entry> entries;
  for (auto it = header.begin(); it != header.end(); ++it) {
    const std::string &name = it.key();
    const json &v = it.value();
    if (name == kMetadataKey) {
      if (!v.is_object())
        return fail(path, "__metadata__ is not a JSON object");
      for (auto m = v.begin(); m != v.end(); ++m) {
        if (!m.value().is_string())
          return fail(path, "__metadata__ value of '" + m.key() + "' is not a string");
        if (metadata)
          (*metadata)[m.key()] = m.value().get<std::string>();
      }
      continue;
    }
    auto bad = [&](const llvm::Twine &what) {
      return fail(path, "tensor '" + name + "': " + what);
    };
    if (!v.is_object())
      return bad("entry is not a JSON object");
    auto dt = v.find("dtype"), sh = v.find("shape"), off = v.find("data_offsets");
    if (dt == v.end() || sh == v.end() || off == v.end())
      return bad("missing dtype, shape or data_offsets");
    if (!dt->is_string())
      return bad("dtype is not a string");
    std::string dtName = dt->get<std::string>();
    std::optional<StDType> dtype = parseStDType(dtName);
    if (!dtype)
      return bad("unknown dtype \"" + dtName + "\" (supported: BF16 F16 F32 I64 I32 U8 BOOL)");

    Entry e;
    e.name = name;
    e.tensor.dtype = *dtype;
    if (!sh->is_array())
      return bad("shape is not an array");
    for (const json &d : *sh) {
      std::optional<int64_t> dim = asIndex(d);
      if (!dim)
        return bad("shape has an entry that is not a non-negative integer: " + d.dump());
      e.tensor.shape.push_back(*dim);
    }
    if (!off->is_array() || off->size() != 2)
      return bad("data_offsets is not an array [begin, end]");
    std::optional<int64_t> b = asIndex((*off)[0]), en = asIndex((*off)[1]);
    if (!b || !en)
      return bad("data_offsets are not non-negative integers");
    e.begin = uint64_t(*b);
    e.end = uint64_t(*en);
    if (e.begin > e.end)
      return bad("data_offsets [" + llvm::Twine(e.begin) + ", " + llvm::Twine(e.end) +
                 "] are reversed");
    if (e.end > dataSize)
      return bad("data_offsets [" + llvm::Twine(e.begin) + ", " + llvm::Twine(e.end) +
                 "] out of range: the data buffer has " + llvm::Twine(dataSize) + " bytes");
    std::optional<int64_t> want = byteSize(e.tensor.shape, e.tensor.elementSize());
    if (!want)
      return bad("shape is too large (byte size overflows)");
    if (uint64_t(*want) != e.end - e.begin)
      return bad("size mismatch: data_offsets span " + llvm::Twine(e.end - e.begin) +
                 " bytes but shape * element size is " + llvm::Twine(*want));
    entries.push_back(std::move(e));
  }

  // Overlap check: sort by (begin, end); each non-empty range must start at or after the
  // end of every earlier one.
  std::vector<const Entry *> order;
  for (const Entry &e : entries)
    order.push_back(&e);
  std::sort(order.begin(), order.end(), [](const Entry *a, const Entry *b) {
    return std::pair(a->begin, a->end) < std::pair(b->begin, b->end);
  });
  const Entry *prev = nullptr;
  for (const Entry *e : order) {
    if (e->begin == e->end)
      continue;
    if (prev && e->begin < prev->end)
      return fail(path, "data_offsets of tensors '" + prev->name + "' [" +
                            llvm::Twine(prev->begin) + ", " + llvm::Twine(prev->end) + "] and '" +
                            e->name + "' [" + llvm::Twine(e->begin) + ", " + llvm::Twine(e->end) +
                            "] overlap");
    prev = e;
  }

  std::map<std::string, StTensor> out;
  for (Entry &e : entries) {
    e.tensor.data.assign(data + e.begin, data + e.end);
    out.emplace(std::move(e.name), std::move(e.tensor));
  }
  return out;
}

llvm::Error writeSafetensors(llvm::StringRef path, const std::map<std::string, StTensor> &tensors,
                             const std::map<std::string, std::string> &metadata) {
  json header = json::object();
  uint64_t offset = 0;
  for (const auto &[name, t] : tensors) {
    if (name.empty() || name == kMetadataKey)
      return fail(path, "cannot write a tensor named '" + name + "'");
    for (int64_t d : t.shape)
      if (d < 0)
        return fail(path, "tensor '" + name + "': negative dimension " + llvm::Twine(d));
    std::optional<int64_t> want = byteSize(t.shape, t.elementSize());
    if (!want)
      return fail(path, "tensor '" + name + "': shape is too large (byte size overflows)");
    if (uint64_t(*want) != t.data.size())
      return fail(path, "tensor '" + name + "': data has " + llvm::Twine(t.data.size()) +
                            " bytes but shape * element size is " + llvm::Twine(*want));
    json shape = json::array();
    for (int64_t d : t.shape)
      shape.push_back(d);
    header[name] = {{"dtype", stDTypeName(t.dtype).str()},
                    {"shape", std::move(shape)},
                    {"data_offsets", {offset, offset + t.data.size()}}};
    offset += t.data.size();
  }
  if (!metadata.empty()) {
    json m = json::object();
    for (const auto &[k, v] : metadata)
      m[k] = v;
    header[kMetadataKey] = std::move(m);
  }
  // Strings are written as given; invalid UTF-8 would make dump() throw, so replace it.
  std::string text = header.dump(-1, ' ', false, json::error_handler_t::replace);
  text.append((8 - text.size() % 8) % 8, ' ');

  llvm::SmallString<256> tmpPath;
  int fd = -1;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(path + ".tmp-%%%%%%%%", fd, tmpPath))
    return fail(path, "cannot create a temp file: " + ec.message());

  auto cleanup = [&](const llvm::Twine &what) {
    llvm::sys::fs::remove(tmpPath);
    return fail(path, what);
  };
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/false);
    uint64_t n = text.size();
    char len[8];
    for (int i = 0; i < 8; ++i)
      len[i] = char((n >> (8 * i)) & 0xff);
    os.write(len, 8);
    os << text;
    for (const auto &[name, t] : tensors)
      os.write(reinterpret_cast<const char *>(t.data.data()), t.data.size());
    os.flush();
    if (os.has_error()) {
      std::string msg = os.error().message();
      os.clear_error();
      ::close(fd);
      return cleanup("write to '" + tmpPath.str() + "' failed: " + msg);
    }
  }
#ifndef _WIN32
  if (::fsync(fd) != 0) {
    std::string msg = std::strerror(errno);
    ::close(fd);
    return cleanup("fsync of '" + tmpPath.str() + "' failed: " + msg);
  }
#endif
  if (::close(fd) != 0)
    return cleanup("close of '" + tmpPath.str() + "' failed: " + std::strerror(errno));
  if (std::error_code ec = llvm::sys::fs::rename(tmpPath, path))
    return cleanup("cannot rename '" + tmpPath.str() + "' into place: " + ec.message());
  return llvm::Error::success();
}

} // namespace logpjit
