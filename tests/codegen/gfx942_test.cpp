//===- gfx942_test.cpp - AMDGPU gfx942 (MI300X) codegen checks, no GPU needed ---===//
//
// 1. Golden AMDGCN assembly (Stage::Asm) of three fixed specs vs tests/golden/<name>.s;
//    LOGPJIT_UPDATE_GOLDEN=1 (scripts/update-golden.sh) rewrites them. Like the IR
//    goldens they are specific to the LLVM version.
// 2. The HSACO (Stage::Object, lld-linked) through LLVM's object library: ELF header,
//    symbols, the NT_AMDGPU_METADATA msgpack note and the kernel descriptor.
// 3. Assembly invariants: no atomics; no v_exp/v_log and denormals kept in
//    cross_target_bitwise kernels (and the native tile_stats does use v_exp_f32).
// (The lane tree's equivalence with the host fold is tests/codegen/lane_tree_test.cpp.)
// Tests 1-3 skip in a build without the AMDGPU code generator (LOGPJIT_WITH_GFX942=OFF).
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/devices/host/host_jit.h"
#include "templates/hooks.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <random>

#ifndef LOGPJIT_GOLDEN_DIR
#error "LOGPJIT_GOLDEN_DIR must name tests/golden"
#endif

namespace {
using namespace logpjit;
using namespace llvm;
using logpjit::Target; // not llvm::Target
namespace abi = logpjit::abi;

Target gfx942() { return cantFail(Target::parse("gfx942")); }

#define SKIP_WITHOUT_GFX942()                                                                      \
  if (auto dl = amdgpuDataLayout(gfx942()); !dl)                                                   \
  GTEST_SKIP() << toString(dl.takeError())

const Scope kNative = Scope::CrossTpBitwise, kPortable = Scope::CrossTargetBitwise;

/// Qwen3-8B geometry (V = 151936 = 64 x 2374) on gfx942. tile_stats: bf16 in the native
/// scope, fp32 with temperature and entropy in the portable one; merge and backward (both
/// upstream gradients) with entropy.
KernelSpec spec(KernelKind kind, Scope scope) {
  const bool ts = kind == KernelKind::TileStats, portable = scope == kPortable;
  Contract c;
  c.vocab = 151936;
  c.real_vocab = 151669;
  c.tile_width = 2374;
  c.scope = scope;
  c.target = gfx942();
  c.want_entropy = !ts || portable;
  if (ts && portable) {
    c.dtype = DType::F32;
    c.has_temperature = true;
    c.temperature = 0.7f;
  }
  return KernelSpec::fromContract(c, kind, true, true);
}
KernelSpec rowsSpec() {
  Contract c;
  c.vocab = 151936;
  c.real_vocab = 151669;
  c.tile_width = 2374;
  c.scope = kPortable;
  c.target = gfx942();
  c.temperature_rows = true;
  return KernelSpec::fromContract(c, KernelKind::TileStats);
}
KernelSpec topkSpec(KernelKind kind) {
  Contract c;
  c.vocab = 151936;
  c.real_vocab = 151669;
  c.tile_width = 2374;
  c.target = gfx942();
  c.top_k = 20;
  return KernelSpec::fromContract(c, kind);
}
/// tile_stats in the leaf order (tile_sum = leaves, W = 18992, entropy): each unit's leaves
/// in order (templates/tile_leaves.cpp).
KernelSpec leavesSpec() {
  Contract c;
  c.vocab = 151936;
  c.real_vocab = 151669;
  c.tile_width = 18992;
  c.tile_sum = TileSum::Leaves;
  c.want_entropy = true;
  c.target = gfx942();
  return KernelSpec::fromContract(c, KernelKind::TileStats);
}
/// The LM head's GEMM on gfx942 (templates/lm_head.cpp): wavefronts of v_mfma_f32_16x16x16.
KernelSpec lmHeadSpec(bool accumulate) {
  return KernelSpec::lmHeadGemm(spec(KernelKind::TileStats, kNative).target, DType::BF16,
                                accumulate ? DType::F32 : DType::BF16, accumulate);
}
/// The LM head's backward relayout (templates/relayout.cpp): fp32 sums rounded to bf16.
KernelSpec relayoutSpec() {
  return KernelSpec::relayout(spec(KernelKind::TileStats, kNative).target, DType::F32, DType::BF16);
}
std::vector<KernelSpec> allSpecs() {
  std::vector<KernelSpec> out;
  for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward})
    for (Scope s : {kNative, kPortable})
      out.push_back(spec(k, s));
  for (KernelKind k : {KernelKind::TopKTile, KernelKind::TopKMerge, KernelKind::TopKStats,
                       KernelKind::TopKSelect, KernelKind::Sampler})
    out.push_back(topkSpec(k));
  out.push_back(relayoutSpec());
  out.push_back(leavesSpec());
  out.push_back(lmHeadSpec(false));
  out.push_back(lmHeadSpec(true));
  // A bf16 grad_weight's chain as 16-bit halves: the first, middle and last row blocks.
  const Target t = spec(KernelKind::TileStats, kNative).target;
  for (auto [out16, acc] : {std::pair{false, false}, {false, true}, {true, true}})
    out.push_back(
        KernelSpec::lmHeadGemm(t, DType::BF16, out16 ? DType::BF16 : DType::F32, acc, true));
  return out;
}

/// Emits `stage` of a spec once per process (tile_stats takes ~1 s to O2 + ISel).
const std::string &emitted(const KernelSpec &spec, Stage stage) {
  static std::map<std::string, std::string> memo;
  const std::string key = spec.canonical() + "|" + stageName(stage).str();
  if (!memo.count(key)) {
    auto text = emitStage(spec, stage);
    EXPECT_TRUE(bool(text)) << toString(text.takeError());
    memo[key] = text ? *text : std::string();
  }
  return memo[key];
}

// --- 1. Golden assembly ------------------------------------------------------------------

struct GoldenCase {
  const char *name; ///< tests/golden/<name>.s
  const char *why;
  KernelSpec spec;
};
void PrintTo(const GoldenCase &g, std::ostream *os) { *os << g.name; }

std::vector<GoldenCase> goldenCases() {
  return {
      // The default hot kernel on MI300X (bf16, W = 2374, L = 32, C = 8, cross_tp_bitwise):
      // the half-wavefront mapping, the ds_bpermute butterfly, the aligned load batches
      // and native v_exp_f32; register use sets occupancy, so a backend or template change
      // shows up here as a reviewable diff.
      {"gfx942_tile_stats_bf16_native", "default tile_stats, native math",
       spec(KernelKind::TileStats, kNative)},
      // The widest chunk loop in the bitwise-portable scope: fp32 loads, the correctly
      // rounded tau division (v_div_scale/fmas/fixup), the entropy accumulator and the
      // portable exp as plain fma code (its bits must equal the host's).
      {"gfx942_tile_stats_fp32_portable_entropy", "cross_target_bitwise, tau, entropy",
       spec(KernelKind::TileStats, kPortable)},
      // The fixed-order merge (a thread per row, rank-major tiles) with the entropy term
      // and the portable exp/log, cross_target_bitwise.
      {"gfx942_merge_entropy", "cross_target_bitwise merge with entropy",
       spec(KernelKind::Merge, kPortable)},
      // A temperature per row (the engine side's batches): tau loaded per row in the
      // portable tile_stats.
      {"gfx942_tile_stats_bf16_portable_temperature_rows",
       "cross_target_bitwise tile_stats, per-row temperature", rowsSpec()},
      // Top-k (docs/spec.md §15): the per-tile rounds with i64 keys exchanged as two
      // 32-bit ds_bpermute halves, and the per-row merge of the sorted tile lists.
      {"gfx942_topk_tile_bf16_k20", "top-k candidates per tile, k = 20",
       topkSpec(KernelKind::TopKTile)},
      {"gfx942_topk_merge_k20", "top-k merge of the tiles' lists, k = 20",
       topkSpec(KernelKind::TopKMerge)},
      {"gfx942_topk_stats_bf16_k20", "TP 1 top-k in one read: tile_stats and lane stats",
       topkSpec(KernelKind::TopKStats)},
      {"gfx942_topk_select_bf16_k20", "TP 1 top-k from the lane stats: slots, rounds",
       topkSpec(KernelKind::TopKSelect)},
      {"gfx942_sampler_k20", "processed sampler logprobs, one thread per row",
       topkSpec(KernelKind::Sampler)},
      {"gfx942_relayout_fp32_sum_to_bf16", "the LM head's grad_hidden sums rounded to bf16",
       relayoutSpec()},
      {"gfx942_lm_head_bf16", "the LM head's order on MI300X: wavefronts of v_mfma 16x16x16",
       lmHeadSpec(false)},
      // The leaf order (docs/numerics.md): 16-column leaves, their groups' and the tile's
      // chains, in order per unit.
      {"gfx942_tile_stats_bf16_leaves_entropy", "tile_stats in the leaf order, entropy",
       leavesSpec()},
  };
}

/// A header naming the spec, then the assembly. Nothing in it depends on the key or the
/// build today; `.ident` (the compiler's version string) would be dropped.
std::string goldenText(const GoldenCase &g) {
  std::string out = "; golden AMDGCN for tests/codegen/gfx942_test.cpp (" + std::string(g.why) +
                    ")\n; regenerate: scripts/update-golden.sh\n; spec: " + g.spec.canonical() +
                    "\n";
  SmallVector<StringRef, 0> lines;
  StringRef(emitted(g.spec, Stage::Asm)).split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i)
    if (!lines[i].trim().starts_with(".ident"))
      out += lines[i].str() + (i + 1 < lines.size() ? "\n" : "");
  return out;
}

class Gfx942Golden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(Gfx942Golden, MatchesFile) {
  SKIP_WITHOUT_GFX942();
  const GoldenCase &g = GetParam();
  const std::string path = std::string(LOGPJIT_GOLDEN_DIR) + "/" + g.name + ".s";
  ASSERT_FALSE(emitted(g.spec, Stage::Asm).empty());
  const std::string actual = goldenText(g);
  if (const char *upd = std::getenv("LOGPJIT_UPDATE_GOLDEN"); upd && StringRef(upd) == "1") {
    auto again = emitStage(g.spec, Stage::Asm); // never write a nondeterministic golden
    ASSERT_TRUE(again && *again == emitted(g.spec, Stage::Asm)) << "asm is not deterministic";
    std::error_code ec;
    raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec) << "cannot write " << path << ": " << ec.message();
    os << actual;
    std::cout << "[ golden   ] LOGPJIT_UPDATE_GOLDEN=1: rewrote " << path << " (not compared)\n";
    return;
  }
  auto mb = MemoryBuffer::getFile(path, /*IsText=*/true);
  ASSERT_TRUE(bool(mb)) << "missing " << path << "; create it with scripts/update-golden.sh";
  if ((*mb)->getBuffer() == actual)
    return;
  SmallVector<StringRef, 0> el, al;
  (*mb)->getBuffer().split(el, '\n');
  StringRef(actual).split(al, '\n');
  size_t i = std::mismatch(el.begin(), el.end(), al.begin(), al.end()).first - el.begin();
  ADD_FAILURE() << "gfx942 assembly differs from " << path << " (" << g.why << ") at line " << i + 1
                << ":\n  golden: " << (i < el.size() ? el[i].str() : "<end>")
                << "\n  actual: " << (i < al.size() ? al[i].str() : "<end>")
                << "\nif the change is intended: scripts/update-golden.sh";
}

INSTANTIATE_TEST_SUITE_P(Gfx942GoldenAsm, Gfx942Golden, ::testing::ValuesIn(goldenCases()),
                         [](const auto &info) { return std::string(info.param.name); });

// --- 2. The HSACO code object --------------------------------------------------------------

uint64_t num(msgpack::DocNode n) {
  EXPECT_TRUE(n.getKind() == msgpack::Type::UInt || n.getKind() == msgpack::Type::Int);
  return n.getKind() == msgpack::Type::UInt  ? n.getUInt()
         : n.getKind() == msgpack::Type::Int ? uint64_t(n.getInt())
                                             : ~0ull;
}
StringRef str(msgpack::DocNode n) {
  EXPECT_TRUE(n.isString());
  return n.isString() ? n.getString() : StringRef();
}

TEST(Gfx942CodeObject, HeaderSymbolsMetadataAndDescriptor) {
  SKIP_WITHOUT_GFX942();
  for (const KernelSpec &ks : allSpecs()) {
    SCOPED_TRACE(ks.canonical());
    const unsigned args = ks.kind == KernelKind::TileStats    ? unsigned(abi::TS_NumArgs)
                          : ks.kind == KernelKind::Merge      ? unsigned(abi::MG_NumArgs)
                          : ks.kind == KernelKind::TopKTile   ? unsigned(abi::TK_NumArgs)
                          : ks.kind == KernelKind::TopKMerge  ? unsigned(abi::TM_NumArgs)
                          : ks.kind == KernelKind::TopKStats  ? unsigned(abi::TKS_NumArgs)
                          : ks.kind == KernelKind::TopKSelect ? unsigned(abi::TSL_NumArgs)
                          : ks.kind == KernelKind::Sampler    ? unsigned(abi::SP_NumArgs)
                          : ks.kind == KernelKind::Relayout   ? unsigned(abi::RL_NumArgs)
                          : ks.kind == KernelKind::LmHead     ? abi::lmHeadArgCount(ks.leaf_groups)
                                                              : unsigned(abi::BW_NumArgs);
    auto bin = object::ObjectFile::createELFObjectFile(
        MemoryBufferRef(emitted(ks, Stage::Object), "hsaco"));
    ASSERT_TRUE(bool(bin)) << toString(bin.takeError());
    auto *obj = dyn_cast<object::ELF64LEObjectFile>(bin->get());
    ASSERT_NE(obj, nullptr) << "not an ELF64 little-endian object";
    const auto &elf = obj->getELFFile();
    EXPECT_EQ(elf.getHeader().e_machine, ELF::EM_AMDGPU);
    EXPECT_EQ(elf.getHeader().e_flags & ELF::EF_AMDGPU_MACH,
              unsigned(ELF::EF_AMDGPU_MACH_AMDGCN_GFX942));
    EXPECT_EQ(elf.getHeader().e_type, ELF::ET_DYN) << "an HSACO is a shared object";

    // Symbols: the kernel entry and its 64-byte kernel descriptor (read from its section).
    const std::string sym = ks.symbolName(), kd = sym + ".kd";
    bool haveSym = false, haveKd = false;
    amdhsa::kernel_descriptor_t desc{};
    for (const object::SymbolRef &s : obj->symbols()) {
      StringRef name = cantFail(s.getName());
      haveSym |= name == sym;
      if (name != kd || haveKd)
        continue;
      object::section_iterator sec = cantFail(s.getSection());
      ASSERT_NE(sec, obj->section_end());
      StringRef data = cantFail(sec->getContents());
      const uint64_t off = cantFail(s.getAddress()) - sec->getAddress();
      ASSERT_LE(off + sizeof(desc), data.size());
      std::memcpy(&desc, data.data() + off, sizeof(desc));
      haveKd = true;
    }
    EXPECT_TRUE(haveSym) << "no symbol " << sym;
    ASSERT_TRUE(haveKd) << "no symbol " << kd;

    // The NT_AMDGPU_METADATA note (name "AMDGPU"), msgpack.
    msgpack::Document doc;
    bool haveNote = false;
    for (const auto &sec : cantFail(elf.sections())) {
      if (sec.sh_type != ELF::SHT_NOTE)
        continue;
      Error err = Error::success();
      for (const auto &note : elf.notes(sec, err))
        if (note.getName() == "AMDGPU" && note.getType() == ELF::NT_AMDGPU_METADATA)
          haveNote = doc.readFromBlob(note.getDescAsStringRef(sec.sh_addralign), false);
      ASSERT_FALSE(bool(err)) << toString(std::move(err));
    }
    ASSERT_TRUE(haveNote) << "no readable NT_AMDGPU_METADATA note";
    msgpack::MapDocNode root = doc.getRoot().getMap(/*Convert=*/true);
    EXPECT_NE(str(root["amdhsa.target"]).find("gfx942"), StringRef::npos);
    // Code object v5 has metadata version [1, 2] (v4: [1, 1], v6: [1, 3]).
    msgpack::ArrayDocNode ver = root["amdhsa.version"].getArray(/*Convert=*/true);
    ASSERT_EQ(ver.size(), 2u);
    EXPECT_EQ(num(ver[0]), 1u);
    EXPECT_EQ(num(ver[1]), 2u) << "expected code object v5";
    msgpack::ArrayDocNode kernels = root["amdhsa.kernels"].getArray(/*Convert=*/true);
    ASSERT_EQ(kernels.size(), 1u);
    msgpack::MapDocNode k = kernels[0].getMap(/*Convert=*/true);
    EXPECT_EQ(str(k[".name"]), sym);
    EXPECT_EQ(str(k[".symbol"]), kd);
    const uint64_t vgpr = num(k[".vgpr_count"]), sgpr = num(k[".sgpr_count"]);
    const uint64_t lds = num(k[".group_segment_fixed_size"]);
    const uint64_t scratch = num(k[".private_segment_fixed_size"]);
    std::cout << "[ gfx942   ] " << ks.canonical() << ": vgpr " << vgpr << ", agpr "
              << num(k[".agpr_count"]) << ", sgpr " << sgpr << ", LDS " << lds << " B, scratch "
              << scratch << " B, spills: vgpr " << num(k[".vgpr_spill_count"]) << ", sgpr "
              << num(k[".sgpr_spill_count"]) << "\n";
    EXPECT_EQ(num(k[".wavefront_size"]), 64u);
    EXPECT_EQ(num(k[".kernarg_segment_size"]), 8u * args);
    EXPECT_GT(vgpr, 0u);
    EXPECT_LE(vgpr, 512u);
    EXPECT_LE(sgpr, 112u);
    EXPECT_LE(lds, 65536u);
    EXPECT_EQ(scratch, 0u) << "the kernel uses scratch (spills or a stack array)";
    // SGPR spills go to VGPR lanes (v_writelane), not to scratch: printed above only.
    EXPECT_EQ(num(k[".vgpr_spill_count"]), 0u);
    // The descriptor agrees, and keeps fp32 denormals (mode 3) in IEEE mode.
    EXPECT_EQ(desc.kernarg_size, 8u * args);
    EXPECT_EQ(desc.group_segment_fixed_size, lds);
    EXPECT_EQ(desc.private_segment_fixed_size, 0u);
    const uint32_t rsrc1 = desc.compute_pgm_rsrc1;
    EXPECT_EQ(AMDHSA_BITS_GET(rsrc1, amdhsa::COMPUTE_PGM_RSRC1_FLOAT_DENORM_MODE_32), 3u);
    EXPECT_EQ(AMDHSA_BITS_GET(rsrc1, amdhsa::COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_IEEE_MODE), 1u);
  }
}

// --- 3. Assembly invariants ------------------------------------------------------------------

TEST(Gfx942Asm, NoAtomicsNoHardwareMathInPortableKernels) {
  SKIP_WITHOUT_GFX942();
  for (const KernelSpec &ks : allSpecs()) {
    SCOPED_TRACE(ks.canonical());
    const std::string &as = emitted(ks, Stage::Asm);
    ASSERT_FALSE(as.empty());
    for (const char *bad : {"atomic", "buffer_atomic", "global_atomic", "flat_atomic", "ds_add"})
      EXPECT_EQ(as.find(bad), std::string::npos) << "'" << bad << "' in the assembly";
    if (ks.math != MathImpl::Portable)
      continue;
    // Hardware approximations (v_exp_f32, v_log_f32, f16/legacy forms) differ from the
    // host's IEEE sequence; a mode switch could flush denormals mid-kernel.
    for (const char *bad : {"v_exp_", "v_log_", "s_denorm_mode", "s_setreg"})
      EXPECT_EQ(as.find(bad), std::string::npos) << "'" << bad << "' in a portable kernel";
    EXPECT_NE(as.find(".amdhsa_float_denorm_mode_32 3\n"), std::string::npos)
        << "fp32 denormals must be kept (mode 3) for host-equal bits";
    EXPECT_NE(as.find(".amdhsa_ieee_mode 1\n"), std::string::npos);
  }
  // The check can fail: the native tile_stats computes exp with v_exp_f32.
  EXPECT_NE(emitted(spec(KernelKind::TileStats, kNative), Stage::Asm).find("v_exp_f32"),
            std::string::npos);
  // The tau division is correctly rounded (v_div_fixup), not a bare reciprocal.
  EXPECT_NE(emitted(spec(KernelKind::TileStats, kPortable), Stage::Asm).find("v_div_fixup_f32"),
            std::string::npos);
}

} // namespace
