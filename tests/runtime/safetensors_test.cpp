//===- safetensors_test.cpp - Reading and writing .safetensors ------------===//
#include "runtime/io/safetensors.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

using namespace logpjit;

namespace {

class SafetensorsTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-st-test", dir_));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir_); }

  std::string path(llvm::StringRef name) const {
    llvm::SmallString<256> p(dir_);
    llvm::sys::path::append(p, name);
    return std::string(p);
  }
  static void writeBytes(const std::string &p, const std::string &bytes) {
    std::ofstream(p, std::ios::binary) << bytes;
  }
  static std::string readBytes(const std::string &p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  // A file with the given JSON header text (not padded) and data bytes.
  static std::string rawFile(const std::string &header, const std::string &data) {
    std::string out(8, '\0');
    uint64_t n = header.size();
    for (int i = 0; i < 8; ++i)
      out[i] = char((n >> (8 * i)) & 0xff);
    return out + header + data;
  }
  // The error message of reading `bytes` as a file; "" if it read fine.
  std::string readError(const std::string &bytes) {
    std::string p = path("bad.safetensors");
    writeBytes(p, bytes);
    auto r = readSafetensors(p);
    if (r)
      return "";
    std::string msg = llvm::toString(r.takeError());
    EXPECT_NE(msg.find(p), std::string::npos) << "message does not name the file: " << msg;
    return msg;
  }
  size_t fileCount() const {
    size_t n = 0;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir_, ec), end; it != end && !ec; it.increment(ec))
      ++n;
    return n;
  }

  llvm::SmallString<256> dir_;
};

StTensor tensor(StDType dt, std::vector<int64_t> shape, uint8_t seed) {
  StTensor t{dt, std::move(shape), {}};
  t.data.resize(size_t(t.numel()) * t.elementSize());
  for (size_t i = 0; i < t.data.size(); ++i)
    t.data[i] = uint8_t(seed + 37 * i);
  return t;
}

} // namespace

TEST_F(SafetensorsTest, DTypeNames) {
  for (StDType d : {StDType::BF16, StDType::F16, StDType::F32, StDType::I64, StDType::I32,
                    StDType::U8, StDType::BOOL})
    EXPECT_EQ(parseStDType(stDTypeName(d)), d);
  EXPECT_FALSE(parseStDType("bf16"));
  EXPECT_FALSE(parseStDType("F64"));
  EXPECT_EQ(stDTypeSize(StDType::I64), 8u);
  EXPECT_EQ(stDTypeSize(StDType::BOOL), 1u);
}

TEST_F(SafetensorsTest, RoundTripEveryDType) {
  std::map<std::string, StTensor> in;
  in["bf16"] = tensor(StDType::BF16, {3, 5}, 1);
  in["f16"] = tensor(StDType::F16, {7}, 2);
  in["f32"] = tensor(StDType::F32, {2, 3, 1}, 3);
  in["i64"] = tensor(StDType::I64, {4}, 4);
  in["i32"] = tensor(StDType::I32, {3}, 5);
  in["u8"] = tensor(StDType::U8, {5}, 6);
  in["bool"] = tensor(StDType::BOOL, {2, 2}, 7);
  in["scalar"] = tensor(StDType::F32, {}, 8);
  in["empty"] = tensor(StDType::F32, {0, 4}, 9);
  std::map<std::string, std::string> meta = {{"format", "pt"}, {"note", "h\u00e9llo"}};
  std::string p = path("rt.safetensors");
  ASSERT_FALSE(llvm::errorToBool(writeSafetensors(p, in, meta)));

  std::map<std::string, std::string> metaOut = {{"stale", "x"}};
  auto out = readSafetensors(p, &metaOut);
  ASSERT_TRUE(bool(out)) << llvm::toString(out.takeError());
  EXPECT_EQ(metaOut, meta);
  ASSERT_EQ(out->size(), in.size());
  for (const auto &[name, t] : in) {
    const StTensor &r = out->at(name);
    EXPECT_EQ(r.dtype, t.dtype) << name;
    EXPECT_EQ(r.shape, t.shape) << name;
    EXPECT_EQ(r.data, t.data) << name;
  }
  EXPECT_EQ(out->at("scalar").numel(), 1);
  EXPECT_EQ(out->at("empty").numel(), 0);

  // Layout: 8-byte header length, header padded so the data starts 8-byte aligned,
  // data packed in name order.
  std::string bytes = readBytes(p);
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i)
    n = (n << 8) | uint8_t(bytes[i]);
  EXPECT_EQ(n % 8, 0u);
  size_t total = 0;
  for (const auto &[name, t] : in)
    total += t.data.size();
  EXPECT_EQ(bytes.size(), 8 + n + total);
  std::string firstData(in.begin()->second.data.begin(), in.begin()->second.data.end());
  EXPECT_EQ(bytes.substr(8 + n, firstData.size()), firstData); // "bf16" sorts first
  EXPECT_EQ(fileCount(), 1u) << "temp file left behind";
}

TEST_F(SafetensorsTest, ReadsAHandWrittenFile) {
  // The example of the format's documentation, with a trailing padding space.
  std::string data;
  for (int32_t v : {1, -2, 3, 4})
    for (int i = 0; i < 4; ++i)
      data += char((uint32_t(v) >> (8 * i)) & 0xff);
  std::string p = path("doc.safetensors");
  writeBytes(p, rawFile(R"({"test":{"dtype":"I32","shape":[2,2],"data_offsets":[0,16]},)"
                        R"("__metadata__":{"foo":"bar"}} )",
                        data));
  std::map<std::string, std::string> meta;
  auto r = readSafetensors(p, &meta);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(meta.at("foo"), "bar");
  const StTensor &t = r->at("test");
  EXPECT_EQ(t.dtype, StDType::I32);
  EXPECT_EQ(t.shape, (std::vector<int64_t>{2, 2}));
  int32_t second;
  std::memcpy(&second, t.data.data() + 4, 4);
  EXPECT_EQ(second, -2);
}

TEST_F(SafetensorsTest, OverwritesAtomically) {
  std::string p = path("x.safetensors");
  std::map<std::string, StTensor> a = {{"a", tensor(StDType::U8, {3}, 1)}};
  std::map<std::string, StTensor> b = {{"b", tensor(StDType::I64, {2}, 2)}};
  ASSERT_FALSE(llvm::errorToBool(writeSafetensors(p, a)));
  ASSERT_FALSE(llvm::errorToBool(writeSafetensors(p, b)));
  auto r = readSafetensors(p);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(r->count("a"), 0u);
  EXPECT_EQ(r->at("b").data, b["b"].data);
  EXPECT_EQ(fileCount(), 1u);
}

TEST_F(SafetensorsTest, FailedWriteLeavesNothing) {
  std::string p = path("fail.safetensors");
  StTensor bad = tensor(StDType::F32, {4}, 1);
  bad.data.pop_back();
  llvm::Error e = writeSafetensors(p, {{"ok", tensor(StDType::U8, {2}, 0)}, {"bad", bad}});
  ASSERT_TRUE(bool(e));
  std::string msg = llvm::toString(std::move(e));
  EXPECT_NE(msg.find("'bad'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("15 bytes"), std::string::npos) << msg;
  EXPECT_EQ(fileCount(), 0u);

  // An existing file survives a failed overwrite.
  ASSERT_FALSE(llvm::errorToBool(writeSafetensors(p, {{"ok", tensor(StDType::U8, {2}, 0)}})));
  std::string before = readBytes(p);
  ASSERT_TRUE(llvm::errorToBool(writeSafetensors(p, {{"bad", bad}})));
  EXPECT_EQ(readBytes(p), before);
  EXPECT_EQ(fileCount(), 1u);

  EXPECT_TRUE(llvm::errorToBool(writeSafetensors(path("no/such/dir/x.safetensors"), {})));
  EXPECT_TRUE(llvm::errorToBool(writeSafetensors(p, {{"__metadata__", bad}})));
  EXPECT_TRUE(llvm::errorToBool(writeSafetensors(p, {{"neg", {StDType::U8, {-1}, {}}}})));
}

TEST_F(SafetensorsTest, EmptyFileSet) {
  std::string p = path("empty.safetensors");
  ASSERT_FALSE(llvm::errorToBool(writeSafetensors(p, {})));
  auto r = readSafetensors(p);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_TRUE(r->empty());
}

TEST_F(SafetensorsTest, RejectsMissingFile) {
  std::string p = path("missing.safetensors");
  auto r = readSafetensors(p);
  ASSERT_FALSE(bool(r));
  std::string msg = llvm::toString(r.takeError());
  EXPECT_NE(msg.find(p), std::string::npos) << msg;
  EXPECT_NE(msg.find("cannot open"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsTruncatedFiles) {
  EXPECT_NE(readError("").find("truncated"), std::string::npos);
  EXPECT_NE(readError(std::string("\x10\0\0", 3)).find("truncated"), std::string::npos);
  // A valid file cut short inside the data: the offsets now run past the buffer.
  std::string good =
      rawFile(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}})", std::string(16, 'x'));
  ASSERT_EQ(readError(good), "");
  std::string msg = readError(good.substr(0, good.size() - 1));
  EXPECT_NE(msg.find("out of range"), std::string::npos) << msg;
  // Cut inside the header.
  msg = readError(good.substr(0, 20));
  EXPECT_NE(msg.find("exceeds the file size"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsHeaderLengthBeyondFile) {
  std::string f = rawFile("{}", "");
  f[0] = char(200);
  std::string msg = readError(f);
  EXPECT_NE(msg.find("header length 200 exceeds the file size (10 bytes)"), std::string::npos)
      << msg;
  std::string huge(8, char(0xff));
  msg = readError(huge + "{}");
  EXPECT_NE(msg.find("exceeds the file size"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsBadJson) {
  std::string msg = readError(rawFile(R"({"a": {"dtype": "F32",)", ""));
  EXPECT_NE(msg.find("not valid JSON"), std::string::npos) << msg;
  msg = readError(rawFile("[1, 2]", ""));
  EXPECT_NE(msg.find("not a JSON object"), std::string::npos) << msg;
  msg = readError(rawFile(R"({"a": {"dtype": "F32", "shape": [1]}})", "xxxx"));
  EXPECT_NE(msg.find("missing"), std::string::npos) << msg;
  msg = readError(rawFile(R"({"__metadata__": {"k": 1}})", ""));
  EXPECT_NE(msg.find("__metadata__"), std::string::npos) << msg;
  msg = readError(rawFile(R"({"a": {"dtype": "F32", "shape": [-1], "data_offsets": [0, 0]}})", ""));
  EXPECT_NE(msg.find("non-negative integer"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsUnknownDType) {
  std::string msg = readError(
      rawFile(R"({"w": {"dtype": "F8_E4M3", "shape": [2], "data_offsets": [0, 2]}})", "ab"));
  EXPECT_NE(msg.find("unknown dtype \"F8_E4M3\""), std::string::npos) << msg;
  EXPECT_NE(msg.find("'w'"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsOffsetsOutOfRange) {
  std::string msg =
      readError(rawFile(R"({"a": {"dtype": "U8", "shape": [4], "data_offsets": [4, 8]}})", "abcd"));
  EXPECT_NE(msg.find("out of range: the data buffer has 4 bytes"), std::string::npos) << msg;
  msg =
      readError(rawFile(R"({"a": {"dtype": "U8", "shape": [0], "data_offsets": [3, 1]}})", "abcd"));
  EXPECT_NE(msg.find("reversed"), std::string::npos) << msg;
  msg = readError(rawFile(R"({"a": {"dtype": "U8", "shape": [2], "data_offsets": [0, 2]},)"
                          R"( "b": {"dtype": "U8", "shape": [2], "data_offsets": [1, 3]}})",
                          "abcd"));
  EXPECT_NE(msg.find("overlap"), std::string::npos) << msg;
}

TEST_F(SafetensorsTest, RejectsSizeMismatch) {
  std::string msg =
      readError(rawFile(R"({"a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 20]}})",
                        std::string(24, 'x')));
  EXPECT_NE(msg.find("size mismatch: data_offsets span 20 bytes but shape * element size is 24"),
            std::string::npos)
      << msg;
  msg = readError(rawFile(
      R"({"a": {"dtype": "I64", "shape": [4294967296, 4294967296], "data_offsets": [0, 8]}})",
      std::string(8, 'x')));
  EXPECT_NE(msg.find("overflows"), std::string::npos) << msg;
}
