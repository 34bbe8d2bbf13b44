//===- gfx942_test.cpp - AMDGPU gfx942 (MI300X) codegen checks, no GPU needed ---===//
//
// 1. Golden AMDGCN assembly (Stage::Asm) of three fixed specs vs tests/golden/<name>.s;
//    LOGPJIT_UPDATE_GOLDEN=1 (scripts/update-golden.sh) rewrites them. Like the IR
//    goldens they are specific to the LLVM version.
// 2. The HSACO (Stage::Object, lld-linked) through LLVM's object library: ELF header,
//    symbols, the NT_AMDGPU_METADATA msgpack note and the kernel descriptor.
// 3. Assembly invariants: no atomics; no v_exp/v_log and denormals kept in
//    cross_target_bitwise kernels (and the native tile_stats does use v_exp_f32).
// 4. The GPU butterfly lane tree gives thread 0 the host's canonical fold: a plain C++
//    emulation with order-sensitive combines, then end to end with the real tile_stats
//    combine (a host kernel whose lane tree is the emulated butterfly).
// Tests 1-3 skip in a build without the AMDGPU code generator (LOGPJIT_WITH_GFX942=OFF).
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"
#include "logpjit/kernel_abi.h"
#include "runtime/host_jit.h"
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
std::vector<KernelSpec> allSpecs() {
  std::vector<KernelSpec> out;
  for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward})
    for (Scope s : {kNative, kPortable})
      out.push_back(spec(k, s));
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
  };
}

/// A header naming the spec, then the assembly. Nothing in it depends on the key or the
/// build today; `.ident` (the compiler's version string) would be dropped.
std::string goldenText(const GoldenCase &g) {
  std::string out = "; golden AMDGCN for tests/gfx942_test.cpp (" + std::string(g.why) +
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
    const unsigned args = ks.kind == KernelKind::TileStats ? unsigned(abi::TS_NumArgs)
                          : ks.kind == KernelKind::Merge   ? unsigned(abi::MG_NumArgs)
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

// --- 4. Butterfly lane tree == the host's canonical fold ------------------------------------
//
// gpu_hooks.cpp: each thread of a 32-thread unit does st = combine(st, shfl_xor(st, o)) for
// o = 16..1 and thread 0 (tid & 31 == 0) stores; on gfx942 a unit is half a wavefront and
// ds_bpermute reads lane (tid & 63) ^ o, within the half. host_hooks.cpp: state[l] =
// combine(state[l], state[l + o]) for l < o. By induction thread l < o holds the fold's
// state[l] after stage o (so does its partner l ^ o = l + o at the stage before), so thread
// 0 combines in (lower, higher) order at every stage: no commutativity is needed. Threads
// l >= o combine (higher, lower) and do differ; nothing reads them.

template <class T, class F> T foldTree(std::vector<T> s, F combine) {
  for (size_t o = s.size() / 2; o >= 1; o /= 2)
    for (size_t l = 0; l < o; ++l)
      s[l] = combine(s[l], s[l + o]);
  return s[0];
}
/// The 64 threads of a wavefront (two units) at once; `swap`: a GPU combining
/// (partner, own), the bug the property rules out.
template <class T, class F> std::vector<T> butterfly(std::vector<T> s, F combine, bool swap) {
  for (unsigned o = 16; o >= 1; o /= 2) {
    std::vector<T> next(64);
    for (size_t tid = 0; tid < 64; ++tid) {
      const size_t partner = (tid & 63) ^ o; // ds_bpermute's lane (byte address / 4)
      next[tid] = swap ? combine(s[partner], s[tid]) : combine(s[tid], s[partner]);
    }
    s = std::move(next);
  }
  return s;
}

TEST(Gfx942LaneTree, ButterflyThread0EqualsHostFoldForNonCommutativeCombines) {
  auto cat = [](const std::string &a, const std::string &b) { return "(" + a + " " + b + ")"; };
  EXPECT_EQ(foldTree(std::vector<std::string>{"0", "1", "2", "3"}, cat), "((0 2) (1 3))");
  std::vector<std::string> names(64);
  for (int i = 0; i < 64; ++i)
    names[i] = std::to_string(i);
  auto good = butterfly(names, cat, false), bad = butterfly(names, cat, true);
  for (int u : {0, 32}) { // the leaders: thread 0 of each half wavefront
    const std::string want = foldTree(std::vector(names.begin() + u, names.begin() + u + 32), cat);
    EXPECT_EQ(good[u], want);
    EXPECT_NE(bad[u], want);
    EXPECT_NE(good[u + 1], want) << "other threads differ: the combine is order-sensitive";
  }
  // fp32 bit for bit: a * 0.75 + b * 1.5 (neither commutative nor associative).
  auto lin = [](float a, float b) { return a * 0.75f + b * 1.5f; };
  std::mt19937 rng(20240917);
  std::normal_distribution<float> nd(0.f, 100.f);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<float> v(64);
    for (float &x : v)
      x = nd(rng);
    auto out = butterfly(v, lin, false);
    for (int u : {0, 32})
      ASSERT_EQ(
          std::bit_cast<uint32_t>(out[u]),
          std::bit_cast<uint32_t>(foldTree(std::vector(v.begin() + u, v.begin() + u + 32), lin)))
          << "trial " << trial << ", thread " << u;
  }
}

/// Host hooks whose lane tree is the GPU butterfly over L stack slots (all lanes combine at
/// once, double-buffered), returning lane 0: emitTileStats through them is the gfx942 lane
/// order with the real (m, s, t) combine, runnable on the host.
class ButterflyHostHooks final : public tmpl::Hooks {
public:
  explicit ButterflyHostHooks(bool swap) : h_(tmpl::makeHostHooks()), swap_(swap) {}
  Function *emitKernel(Module &M, StringRef name, unsigned n, unsigned rows, tmpl::Granularity g,
                       function_ref<Value *(tmpl::Builder &)> items,
                       function_ref<void(tmpl::Builder &, Value *, Value *)> body) override {
    return h_->emitKernel(M, name, n, rows, g, items, body);
  }
  Value *arg(tmpl::Builder &B, unsigned i) override { return h_->arg(B, i); }
  void forColumns(tmpl::Builder &B, Value *n, unsigned w,
                  function_ref<void(tmpl::Builder &, Value *, Value *)> body) override {
    h_->forColumns(B, n, w, body);
  }
  unsigned vectorWidth() const override { return h_->vectorWidth(); }
  tmpl::LaneState
  laneReduce(tmpl::Builder &B, unsigned L, ArrayRef<Type *> types,
             function_ref<tmpl::LaneState(tmpl::Builder &, Value *)> laneBody,
             function_ref<tmpl::LaneState(tmpl::Builder &, ArrayRef<Value *>, ArrayRef<Value *>)>
                 combine) override {
    Function *F = B.GetInsertBlock()->getParent();
    IRBuilder<> E(&F->getEntryBlock(), F->getEntryBlock().begin());
    SmallVector<AllocaInst *, 4> cur, next;
    for (Type *t : types) {
      cur.push_back(E.CreateAlloca(ArrayType::get(t, L)));
      next.push_back(E.CreateAlloca(ArrayType::get(t, L)));
    }
    auto slot = [&](AllocaInst *a, Value *l) { // &a[l]
      return B.CreateInBoundsGEP(a->getAllocatedType(), a, {B.getInt64(0), l});
    };
    auto load = [&](ArrayRef<AllocaInst *> a, Value *l) {
      tmpl::LaneState st;
      for (size_t c = 0; c < types.size(); ++c)
        st.push_back(B.CreateLoad(types[c], slot(a[c], l)));
      return st;
    };
    auto forLanes = [&](function_ref<tmpl::LaneState(Value *)> f, ArrayRef<AllocaInst *> to) {
      tmpl::emitFor(
          B, B.getInt64(0), B.getInt64(L), 1,
          [&](Value *l) {
            tmpl::LaneState st = f(l);
            for (size_t c = 0; c < types.size(); ++c)
              B.CreateStore(st[c], slot(to[c], l));
          },
          "bfly");
    };
    forLanes([&](Value *l) { return laneBody(B, l); }, cur);
    for (unsigned o = L / 2; o >= 1; o /= 2) {
      forLanes(
          [&](Value *l) {
            tmpl::LaneState own = load(cur, l), other = load(cur, B.CreateXor(l, B.getInt64(o)));
            return swap_ ? combine(B, other, own) : combine(B, own, other);
          },
          next);
      forLanes([&](Value *l) { return load(next, l); }, cur);
    }
    return load(cur, B.getInt64(0));
  }

private:
  std::unique_ptr<tmpl::Hooks> h_;
  bool swap_;
};

TEST(Gfx942LaneTree, RealTileStatsCombineButterflyEqualsHostKernelBitwise) {
  // fp32, W = 300 (38 chunks of 8: lanes 0-5 take a second step, chunk 37 is partial),
  // 3 tiles, the last partly padding; with entropy, so m, s and t all go through the tree.
  Contract c;
  c.vocab = 900;
  c.real_vocab = 880;
  c.tile_width = 300;
  c.dtype = DType::F32;
  c.want_entropy = true;
  c.target = cantFail(Target::parse("host"));
  const KernelSpec spec = KernelSpec::fromContract(c, KernelKind::TileStats);
  ASSERT_EQ(spec.lanes, 32);
  auto jit = cantFail(HostJIT::create());
  auto load = [&](const char *key, Expected<std::string> obj) -> abi::HostKernelFn {
    auto fn = obj ? jit->load(key, *obj, spec.symbolName())
                  : Expected<abi::HostKernelFn>(obj.takeError());
    EXPECT_TRUE(bool(fn)) << toString(fn.takeError());
    return fn ? *fn : nullptr;
  };
  auto butterflyKernel = [&](bool swap) {
    LLVMContext ctx;
    Module M("butterfly", ctx);
    M.setTargetTriple(spec.target.triple());
    ButterflyHostHooks hooks(swap);
    tmpl::emitTileStats(M, hooks, spec);
    EXPECT_FALSE(verifyModule(M, &errs()));
    return load(swap ? "bfly.swap" : "bfly", hostBackendEmit(M, spec.target, Stage::Object));
  };
  abi::HostKernelFn ref = load("host", emitStage(spec, Stage::Object));
  abi::HostKernelFn good = butterflyKernel(false), swapped = butterflyKernel(true);
  ASSERT_TRUE(ref && good && swapped);

  // Rows 0-5: random logits (one row x20, one with -inf, one NaN). Row 6: +0 everywhere but
  // lane 0's chunks (0 and 32 of each tile), -0: max(-0, +0) keeps its FIRST operand, so
  // the sign of m shows the combine order (the swapped butterfly yields +0).
  const int64_t T = 7, V = c.vocab, K = c.numTiles(), P = 3;
  std::vector<float> x(T * V);
  std::mt19937 rng(7);
  std::normal_distribution<float> nd(0.f, 4.f);
  for (int64_t j = 0; j < 6 * V; ++j)
    x[j] = j / V == 4 && j % 7 == 0 ? -INFINITY : nd(rng) * (j / V == 3 ? 20.f : 1.f);
  x[5 * V + 123] = NAN;
  for (int64_t j = 0; j < V; ++j)
    x[6 * V + j] = (j % 300) / 8 % 32 == 0 ? -0.f : 0.f;
  std::vector<int64_t> targets = {1, 299, 300, 899, -100, 5, 0};
  auto run = [&](abi::HostKernelFn fn) {
    std::vector<float> partials(T * K * P, 42.f), tl(T, 42.f);
    auto addr = [](const void *p) { return uint64_t(reinterpret_cast<uintptr_t>(p)); };
    uint64_t a[abi::TS_NumArgs] = {};
    a[abi::TS_Logits] = addr(x.data());
    a[abi::TS_RowStride] = a[abi::TS_ShardCols] = V;
    a[abi::TS_Targets] = addr(targets.data());
    a[abi::TS_IgnoreIndex] = uint64_t(int64_t(-100));
    a[abi::TS_ValidCols] = c.real_vocab;
    a[abi::TS_Partials] = addr(partials.data());
    a[abi::TS_TargetLogit] = addr(tl.data());
    a[abi::TS_Rows] = T;
    fn(a, 0, T);
    // Bits, every NaN as one (LLVM may commute an fadd: NaN payloads are unspecified).
    std::vector<uint32_t> bits;
    for (float f : partials)
      bits.push_back(f != f ? 0x7fc00000u : std::bit_cast<uint32_t>(f));
    for (float f : tl)
      bits.push_back(std::bit_cast<uint32_t>(f));
    return bits;
  };
  const std::vector<uint32_t> want = run(ref), got = run(good), bad = run(swapped);
  EXPECT_EQ(got, want) << "butterfly thread 0 differs from the host's fold";
  EXPECT_EQ(want[6 * K * P], std::bit_cast<uint32_t>(-0.f)) << "row 6, tile 0: m = -0";
  EXPECT_NE(bad, want) << "the swapped butterfly should flip the sign of a zero max";
  EXPECT_EQ(bad[6 * K * P], std::bit_cast<uint32_t>(0.f));
}

} // namespace
