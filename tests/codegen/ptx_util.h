// Helpers of the PTX structure tests (ptx_test.cpp, ptx_lm_head_test.cpp, ptx_topk_test.cpp):
// sm_90 contracts, their kernels' PTX text as emitStage gives it (no GPU needed), its
// instruction lines and counts of a text in it.
#pragma once

#include "compiler/compiler.h"
#include "logpjit/kernel_spec.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace logpjit::test {

/// A contract for sm_90: logits of dtype `d` in K tiles of W columns, 267 padding columns,
/// cross_target_bitwise.
inline Contract sm90Contract(DType d, int64_t W = 2374, int64_t K = 64) {
  Contract c;
  c.vocab = W * K;
  c.real_vocab = c.vocab - 267;
  c.tile_width = W;
  c.dtype = d;
  c.scope = Scope::CrossTargetBitwise;
  auto t = Target::parse("sm_90");
  EXPECT_TRUE(bool(t)) << llvm::toString(t.takeError());
  c.target = *t;
  return c;
}

/// The PTX of `c`'s kernel `kind` (the quick tier where `quick`); empty, with a failure,
/// where emitStage fails.
inline std::string ptxOf(const Contract &c, KernelKind kind, bool quick = false) {
  KernelSpec spec = KernelSpec::fromContract(c, kind);
  spec.quick = quick;
  auto text = emitStage(spec, Stage::Asm);
  EXPECT_TRUE(bool(text)) << llvm::toString(text.takeError());
  return text ? *text : std::string();
}

/// Instruction lines of a PTX text (comments and directives dropped), trimmed.
inline std::vector<std::string> instructions(const std::string &ptx) {
  std::vector<std::string> out;
  llvm::SmallVector<llvm::StringRef, 0> lines;
  llvm::StringRef(ptx).split(lines, '\n');
  for (llvm::StringRef l : lines) {
    l = l.trim();
    if (l.empty() || l.starts_with("//") || l.starts_with("."))
      continue;
    out.push_back(l.str());
  }
  return out;
}

/// The opcode of an instruction line (after an optional `@%p` / `@!%p` guard).
inline std::string opcode(const std::string &ins) {
  llvm::StringRef s(ins);
  if (s.starts_with("@"))
    s = s.split(' ').second.ltrim();
  return s.split(' ').first.split('\t').first.str();
}

/// An atomic or reduction instruction (atom.*, red.*).
inline bool isAtomic(const std::string &ins) {
  const std::string op = opcode(ins); // kept alive: a StringRef of the temporary dangled
  return llvm::StringRef(op).starts_with("atom.") || llvm::StringRef(op).starts_with("red.");
}

/// A 64-bit integer division or remainder, or a call: a subroutine call in SASS.
inline bool callsInSass(const std::string &op) {
  for (const char *p : {"div.u64", "div.s64", "rem.u64", "rem.s64", "call"})
    if (op.rfind(p, 0) == 0)
      return true;
  return false;
}

/// Occurrences of `needle` in `text`.
inline unsigned countOf(const std::string &text, const std::string &needle) {
  unsigned n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++n;
  return n;
}

} // namespace logpjit::test
