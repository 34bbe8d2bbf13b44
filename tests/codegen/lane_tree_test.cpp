//===- lane_tree_test.cpp - GPU butterfly lane tree == host fold tree ----------===//
//
// Evidence that GPU units (a warp on sm_90, half a wavefront on gfx942) compute the host's
// canonical lane tree bit for bit: a plain C++ emulation with order-sensitive combines,
// then end to end with the real tile_stats combine (a host kernel whose lane tree is the
// emulated butterfly).
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/devices/host/host_jit.h"
#include "templates/hooks.h"

#include "llvm/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <random>

namespace {
using namespace logpjit;
using namespace llvm;
using logpjit::Target; // not llvm::Target
namespace abi = logpjit::abi;

// --- Butterfly lane tree == the host's canonical fold ------------------------------------
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
/// once, double-buffered), returning lane 0: emitTileStats through them is the GPU lane
/// order with the real combine, runnable on the host. `ascending`: the stages in the wrong
/// order (o = 1, 2, ..., L/2), a different association of the same sums.
class ButterflyHostHooks final : public tmpl::Hooks {
public:
  explicit ButterflyHostHooks(bool ascending) : h_(tmpl::makeHostHooks()), asc_(ascending) {}
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
    for (unsigned i = 0, o = asc_ ? 1 : L / 2; (1u << i) < L; ++i) {
      forLanes(
          [&](Value *l) {
            tmpl::LaneState own = load(cur, l), other = load(cur, B.CreateXor(l, B.getInt64(o)));
            return combine(B, own, other);
          },
          next);
      forLanes([&](Value *l) { return load(next, l); }, cur);
      o = asc_ ? o * 2 : o / 2;
    }
    return load(cur, B.getInt64(0));
  }

private:
  std::unique_ptr<tmpl::Hooks> h_;
  bool asc_;
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
  auto butterflyKernel = [&](bool ascending) {
    LLVMContext ctx;
    Module M("butterfly", ctx);
    M.setTargetTriple(spec.target.triple());
    ButterflyHostHooks hooks(ascending);
    tmpl::emitTileStats(M, hooks, spec);
    EXPECT_FALSE(verifyModule(M, &errs()));
    return load(ascending ? "bfly.asc" : "bfly", hostBackendEmit(M, spec.target, Stage::Object));
  };
  abi::HostKernelFn ref = load("host", emitStage(spec, Stage::Object));
  abi::HostKernelFn good = butterflyKernel(false), reordered = butterflyKernel(true);
  ASSERT_TRUE(ref && good && reordered);

  // Rows 0-5: random logits (one row x20, one with -inf, one NaN). Row 6: +0 everywhere but
  // lane 0's chunks (0 and 32 of each tile), -0: the tile max is the IEEE maximum, +0
  // whatever the order (codegen <= 4 kept max(-0, +0)'s first operand).
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
  const std::vector<uint32_t> want = run(ref), got = run(good), bad = run(reordered);
  EXPECT_EQ(got, want) << "butterfly thread 0 differs from the host's fold";
  EXPECT_EQ(want[6 * K * P], std::bit_cast<uint32_t>(0.f)) << "row 6, tile 0: m = +0";
  // The stages in the other order add the same lane sums in another association: other
  // bits (so the test can tell the tree's shape), the same max.
  EXPECT_NE(bad, want) << "a butterfly with its stages reversed should change some sum";
  EXPECT_EQ(bad[6 * K * P], want[6 * K * P]);
}

} // namespace
