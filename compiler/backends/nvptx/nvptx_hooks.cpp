//===- nvptx_hooks.cpp - Target hooks for NVIDIA sm_90 ---------------------===//
//
// Work mapping and the lane tree: gpu_hooks.h (a 32-thread unit is a warp; the xor
// shuffle is shfl.sync.bfly). Native math (cross_tp_bitwise, fixed_topology):
// ex2.approx.ftz, lg2.approx, max.NaN.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/gpu/gpu_hooks.h"
#include "runtime/core/kernel_abi.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

class NVPTXHooks final : public GpuHooks {
public:
  Value *nativeExp(Builder &B, Value *x) override {
    // exp(x) = ex2.approx.ftz(x * log2 e): one MUFU.EX2 (about 2 ulp). The .ftz form
    // returns 0 for results under 2^-126, as the portable exp does by definition; the
    // non-ftz form costs three more instructions per call for subnormal results. Only
    // the native scopes use it: cross_target_bitwise kernels have no .ftz anywhere.
    return mapScalar(B, B.CreateFMul(x, ConstantFP::get(x->getType(), 1.44269504088896341)),
                     Intrinsic::nvvm_ex2_approx_ftz_f);
  }
  bool hasNaNMax() const override { return true; }      // max.NaN.f32 (sm_80+)
  bool hasBF16Convert() const override { return true; } // cvt.rn.bf16x2.f32 (sm_80+)
  Value *laneBroadcast(Builder &B, Value *v, Value *src) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_f32, {},
                             {B.getInt32(0xFFFFFFFFu), v, src, B.getInt32(0x1F)});
  }
  Value *nativeLog(Builder &B, Value *x) override {
    Value *l2 = mapScalar(B, x, Intrinsic::nvvm_lg2_approx_f);
    return B.CreateFMul(l2, ConstantFP::get(x->getType(), 0.693147180559945309));
  }

  // Bulk copies (PTX ISA 8.0, sm_90): one thread initialises an mbarrier, arms it with
  // the byte count (mbarrier.arrive.expect_tx) and issues cp.async.bulk; the copy's
  // complete_tx ends the barrier's phase 0, which every thread waits for
  // (mbarrier.try_wait.parity). One copy per barrier per launch: a warp runs one unit.
  bool hasMma16816() const override { return true; }
  LaneState mma16816(Builder &B, DType in, ArrayRef<Value *> a, ArrayRef<Value *> b,
                     ArrayRef<Value *> c) override {
    SmallVector<Value *, 10> ops;
    // bf16 takes its pairs as i32; fp16 as <2 x half>.
    Type *pair =
        in == DType::BF16 ? (Type *)B.getInt32Ty() : (Type *)FixedVectorType::get(B.getHalfTy(), 2);
    for (Value *v : a)
      ops.push_back(B.CreateBitCast(v, pair));
    for (Value *v : b)
      ops.push_back(B.CreateBitCast(v, pair));
    ops.append(c.begin(), c.end());
    Value *d = B.CreateIntrinsic(in == DType::BF16 ? Intrinsic::nvvm_mma_m16n8k16_row_col_bf16
                                                   : Intrinsic::nvvm_mma_m16n8k16_row_col_f32_f32,
                                 {}, ops);
    LaneState out;
    for (unsigned i = 0; i < 4; ++i)
      out.push_back(B.CreateExtractValue(d, i));
    return out;
  }
  Value *dynamicShared(Builder &B) override {
    Module &M = *F_->getParent();
    if (GlobalVariable *gv = M.getGlobalVariable("dynamic_shared", /*AllowInternal=*/true))
      return gv;
    auto *ty = ArrayType::get(B.getInt8Ty(), 0);
    auto *gv = new GlobalVariable(M, ty, false, GlobalValue::ExternalLinkage, nullptr,
                                  "dynamic_shared", nullptr, GlobalValue::NotThreadLocal,
                                  /*AddressSpace=*/3);
    gv->setAlignment(Align(1024)); // swizzle atoms (wgmma descriptors) start at 1024-byte bounds
    return gv;
  }
  void unitBarrier(Builder &B) override { B.CreateIntrinsic(Intrinsic::nvvm_barrier0, {}, {}); }
  bool hasWgmma() const override { return true; }
  Value *wgmmaDescriptor(Builder &B, Value *shared, bool mnMajor, unsigned mnBlockBytes) override {
    // Start address >> 4 (bits 0-13); leading byte offset >> 4 (16-29): K-major 16 (unused
    // when swizzled), MN-major the step between blocks of 64 rows or columns; stride byte
    // offset 1024 >> 4 (32-45: 8 rows of 128 bytes); swizzle mode 1 = 128 B (62-63).
    assert((!mnMajor || (mnBlockBytes % 16 == 0 && mnBlockBytes >> 4 < (1u << 14))) &&
           "a 14-bit field of 16-byte units");
    const uint64_t leading = mnMajor ? mnBlockBytes >> 4 : 1;
    Value *addr = B.CreateZExt(sharedAddress(B, shared), B.getInt64Ty());
    Value *start = B.CreateAnd(B.CreateLShr(addr, 4), B.getInt64(0x3FFF));
    return B.CreateOr(start, B.getInt64((leading << 16) | (64ull << 32) | (1ull << 62)));
  }
  LaneState wgmma64xN(Builder &B, DType in, unsigned n, Value *a, Value *b, ArrayRef<Value *> acc,
                      bool aMnMajor, bool bMnMajor) override {
    const unsigned outs = n / 2; // fp32 accumulators per thread
    const std::string ai = std::to_string(outs), bi = std::to_string(outs + 1),
                      pi = std::to_string(outs + 2);
    std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, $" + pi +
                       ", 0;\nwgmma.mma_async.sync.aligned.m64n" + std::to_string(n) + "k16.f32." +
                       (in == DType::BF16 ? "bf16.bf16" : "f16.f16") + " {";
    std::string cons;
    for (unsigned i = 0; i < outs; ++i) {
      text += (i ? ", $" : "$") + std::to_string(i);
      cons += "=f,";
    }
    // scale-d p, imm-scale-a/b 1, imm-trans-a/b: MN-major operands
    text += "}, $" + ai + ", $" + bi + ", p, 1, 1, " + (aMnMajor ? "1, " : "0, ") +
            (bMnMajor ? "1" : "0") + ";\n}";
    cons += "l,l,r";
    SmallVector<Value *, 131> args = {a, b, B.getInt32(1)};
    for (unsigned i = 0; i < outs; ++i) {
      cons += "," + std::to_string(i);
      args.push_back(acc[i]);
    }
    Module &M = *B.GetInsertBlock()->getModule();
    if (!M.getModuleFlag(kSm90aFlag))
      M.addModuleFlag(Module::Max, kSm90aFlag, 1);
    Type *ret = StructType::get(B.getContext(), SmallVector<Type *, 128>(outs, B.getFloatTy()));
    Value *d = ptx(B, text, cons, args, ret);
    LaneState out;
    for (unsigned i = 0; i < outs; ++i)
      out.push_back(B.CreateExtractValue(d, i));
    return out;
  }
  void wgmmaFence(Builder &B) override { ptx(B, "wgmma.fence.sync.aligned;", "", {}); }
  void wgmmaCommitWait(Builder &B, unsigned pending) override {
    ptx(B,
        "wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned " +
            std::to_string(pending) + ";",
        "", {});
  }
  void barrierInit(Builder &B, Value *bar, unsigned count) override {
    ptx(B, "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r",
        {sharedAddress(B, bar), B.getInt32(count)});
    ptx(B, "fence.mbarrier_init.release.cluster;", "", {});
  }
  void barrierArrive(Builder &B, Value *bar) override {
    ptx(B, "mbarrier.arrive.shared::cta.b64 _, [$0];", "r", {sharedAddress(B, bar)});
  }
  Value *tensorMap(Builder &B, unsigned i) override {
    const unsigned first = F_->arg_size() - abi::kLmHeadTensorMaps;
    if (F_->arg_size() < abi::kLmHeadTensorMaps || !F_->getArg(first + i)->hasByValAttr())
      return nullptr;
    // A grid_constant parameter: its address is the parameter itself (cvta.param).
    return B.CreatePtrToInt(F_->getArg(first + i), B.getInt64Ty());
  }
  void barrierExpectBytes(Builder &B, Value *bar, Value *bytes) override {
    ptx(B, "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r",
        {sharedAddress(B, bar), bytes});
  }
  void tensorCopy2D(Builder &B, Value *dst, Value *map, Value *inner, Value *row,
                    Value *bar) override {
    Type *i32 = B.getInt32Ty();
    ptx(B,
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes "
        "[$0], [$1, {$2, $3}], [$4];",
        "r,l,r,r,r",
        {sharedAddress(B, dst), map, B.CreateTrunc(inner, i32), B.CreateTrunc(row, i32),
         sharedAddress(B, bar)});
  }
  void barrierWait(Builder &B, Value *bar, Value *parity) override {
    spinOn(B, bar, parity, "pipe");
  }
  void storeMatrices(Builder &B, Value *dst, ArrayRef<Value *> regs) override {
    assert(regs.size() == 4 && "stmatrix .x4");
    ptx(B, "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", "r,r,r,r,r",
        {sharedAddress(B, dst), regs[0], regs[1], regs[2], regs[3]});
  }
  void sharedToTensorFence(Builder &B) override {
    ptx(B, "fence.proxy.async.shared::cta;", "", {});
  }
  void namedBarrier(Builder &B, Value *id, unsigned threads) override {
    ptx(B, "bar.sync $0, " + std::to_string(threads) + ";", "r", {id});
  }
  void tensorStore2D(Builder &B, Value *map, Value *src, Value *inner, Value *row) override {
    Type *i32 = B.getInt32Ty();
    ptx(B, "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r",
        {map, B.CreateTrunc(inner, i32), B.CreateTrunc(row, i32), sharedAddress(B, src)});
  }
  void tensorStoreCommit(Builder &B) override { ptx(B, "cp.async.bulk.commit_group;", "", {}); }
  void tensorStoreWait(Builder &B, unsigned pending, bool readOnly) override {
    ptx(B,
        std::string("cp.async.bulk.wait_group") + (readOnly ? ".read " : " ") +
            std::to_string(pending) + ";",
        "", {});
  }
  Value *clusterRank(Builder &B) override {
    Value *r = ptx(B, "mov.u32 $0, %cluster_ctarank;", "=r", {}, B.getInt32Ty());
    return B.CreateZExt(r, B.getInt64Ty());
  }
  void clusterBarrier(Builder &B) override {
    // Not .aligned: the copy warpgroup's threads arrive from divergent paths.
    ptx(B, "barrier.cluster.arrive.release;\nbarrier.cluster.wait.acquire;", "", {});
  }
  void barrierArriveAt(Builder &B, Value *bar, Value *rank) override {
    // The default (.release at CTA scope): an arrival releases a stage whose reads (wgmma's)
    // are complete, so nothing needs ordering before it; .release.cluster would put a
    // cluster-wide memory barrier in front of every release.
    ptx(B,
        "{\n.reg .b32 remote;\nmapa.shared::cluster.u32 remote, $0, $1;\n"
        "mbarrier.arrive.shared::cluster.b64 _, [remote];\n}",
        "r,r", {sharedAddress(B, bar), B.CreateTrunc(rank, B.getInt32Ty())});
  }
  void tensorCopy2DMulticast(Builder &B, Value *dst, Value *map, Value *inner, Value *row,
                             Value *bar) override {
    Type *i32 = B.getInt32Ty();
    const unsigned everyBlock = (1u << abi::kLmHeadClusterBlocks) - 1;
    ptx(B,
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
        ".multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;",
        "r,l,r,r,r,h",
        {sharedAddress(B, dst), map, B.CreateTrunc(inner, i32), B.CreateTrunc(row, i32),
         sharedAddress(B, bar), B.getInt16(everyBlock)});
  }
  void setMaxRegisters(Builder &B, unsigned n, bool increase) override {
    Module &M = *B.GetInsertBlock()->getModule();
    if (!M.getModuleFlag(kSm90aFlag))
      M.addModuleFlag(Module::Max, kSm90aFlag, 1);
    ptx(B,
        std::string("setmaxnreg.") + (increase ? "inc" : "dec") + ".sync.aligned.u32 " +
            std::to_string(n) + ";",
        "", {});
  }
  bool hasBulkCopy() const override { return true; }
  Value *unitShared(Builder &B, uint64_t bytes) override {
    Module &M = *F_->getParent();
    const uint64_t units = unitBlockThreads() / 32;
    auto *ty = ArrayType::get(B.getInt8Ty(), units * bytes);
    auto *gv = new GlobalVariable(M, ty, false, GlobalValue::InternalLinkage, UndefValue::get(ty),
                                  "unit_shared", nullptr, GlobalValue::NotThreadLocal,
                                  /*AddressSpace=*/3);
    gv->setAlignment(Align(16));
    Value *warp = B.CreateLShr(tid_, B.getInt64(5));
    return B.CreateGEP(B.getInt8Ty(), gv, B.CreateMul(warp, B.getInt64(int64_t(bytes))));
  }
  bool hasCountAbovePairs() const override { return true; }
  Value *countAbovePairs(Builder &B, DType dt, Value *a, Value *b, Value *acc) override {
    // set.gt.{bf16x2,f16x2} gives 1.0 or 0.0 per half; no side effects: it schedules freely.
    const char *text =
        dt == DType::BF16
            ? "{ .reg .b32 m; set.gt.bf16x2.bf16x2 m, $1, $2; "
              "add.rn.bf16x2 $0, $3, m; }"
            : "{ .reg .b32 m; set.gt.f16x2.f16x2 m, $1, $2; add.rn.f16x2 $0, $3, m; }";
    Type *i32 = B.getInt32Ty();
    auto *ft = FunctionType::get(i32, {i32, i32, i32}, false);
    return B.CreateCall(InlineAsm::get(ft, text, "=r,r,r,r", /*hasSideEffects=*/false),
                        {a, b, acc});
  }
  Value *abovePairsMask(Builder &B, DType dt, Value *a, Value *b) override {
    // set.gt.u32.{bf16x2,f16x2}: 0xFFFF or 0 per half; no side effects: it schedules freely.
    const char *text =
        dt == DType::BF16 ? "set.gt.u32.bf16x2 $0, $1, $2;" : "set.gt.u32.f16x2 $0, $1, $2;";
    Type *i32 = B.getInt32Ty();
    auto *ft = FunctionType::get(i32, {i32, i32}, false);
    return B.CreateCall(InlineAsm::get(ft, text, "=r,r,r", /*hasSideEffects=*/false), {a, b});
  }
  Value *blockShared(Builder &B, uint64_t bytes) override {
    Module &M = *F_->getParent();
    auto *ty = ArrayType::get(B.getInt8Ty(), bytes);
    auto *gv = new GlobalVariable(M, ty, false, GlobalValue::InternalLinkage, UndefValue::get(ty),
                                  "block_shared", nullptr, GlobalValue::NotThreadLocal,
                                  /*AddressSpace=*/3);
    gv->setAlignment(Align(16));
    return gv;
  }
  void bulkCopyStart(Builder &B, Value *dst, Value *src, Value *bytes, Value *bar) override {
    Value *bar32 = sharedAddress(B, bar), *dst32 = sharedAddress(B, dst);
    emitIf(B, leader(B), [&] {
      ptx(B, "mbarrier.init.shared::cta.b64 [$0], 1;", "r", {bar32});
      ptx(B, "fence.mbarrier_init.release.cluster;", "", {}); // visible to the copy engine
      ptx(B, "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r", {bar32, bytes});
      emitIf(B, B.CreateICmpNE(bytes, B.getInt32(0)), [&] {
        ptx(B,
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, "
            "[$3];",
            "r,l,r,r", {dst32, src, bytes, bar32});
      });
    });
    warpSync(B); // the barrier exists before any thread waits on it
  }
  void bulkCopyWait(Builder &B, Value *bar) override {
    spinOn(B, bar, B.getInt32(0), "bulk");
    warpSync(B);
  }

protected:
  Function *declareKernel(Module &M, StringRef name, unsigned numArgs, Granularity g) override {
    LLVMContext &C = M.getContext();
    SmallVector<Type *, 24> params(numArgs, Type::getInt64Ty(C));
    // BlockMma kernels (the LM head) also take the launch's TMA tensor maps (kernel_abi.h):
    // 128-byte parameters passed by value, 64-byte aligned, grid_constant (read in place).
    const unsigned maps = g == Granularity::BlockMma ? abi::kLmHeadTensorMaps : 0;
    params.append(maps, PointerType::get(C, 0));
    Function *F = Function::Create(FunctionType::get(Type::getVoidTy(C), params, false),
                                   Function::ExternalLinkage, name, M);
    Type *mapTy = ArrayType::get(Type::getInt8Ty(C), abi::kLmHeadTensorMapBytes);
    SmallVector<Metadata *, 2> gridConstant;
    for (unsigned i = numArgs; i < numArgs + maps; ++i) {
      F->addParamAttr(i, Attribute::getWithByValType(C, mapTy));
      F->addParamAttr(i, Attribute::getWithAlignment(C, Align(64)));
      gridConstant.push_back( // 1-based parameter indices
          ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), i + 1)));
    }
    // Mark it a kernel, with its block size as the launch bound.
    NamedMDNode *ann = M.getOrInsertNamedMetadata("nvvm.annotations");
    auto md = [&](StringRef key, unsigned v) {
      ann->addOperand(
          MDNode::get(C, {ValueAsMetadata::get(F), MDString::get(C, key),
                          ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), v))}));
    };
    md("kernel", 1);
    if (maps)
      ann->addOperand(MDNode::get(C, {ValueAsMetadata::get(F), MDString::get(C, "grid_constant"),
                                      MDNode::get(C, gridConstant)}));
    // Thread kernels run in blocks of kGpuMergeThreads (none here: the merge and the sampler
    // are one warp per row, hasLaneBroadcast).
    const unsigned threads = g == Granularity::Warp || g == Granularity::WarpGrid
                                 ? unitBlockThreads()
                             : g == Granularity::Thread   ? abi::kGpuMergeThreads
                             : g == Granularity::BlockMma ? abi::lmHeadBlockThreads(Arch::SM90)
                             : g == Granularity::RowBlock ? abi::kRowBlockThreads
                                                          : abi::kGpuBlockThreads;
    md("maxntidx", threads);
    // >= 32 resident warps per SM: at most 64 registers; an MMA tile's accumulators (128
    // per thread) need more: one block per SM (its shared memory allows no more), its
    // warpgroups' registers split by setMaxRegisters.
    md("minctasm", g == Granularity::BlockMma ? 1 : 1024 / threads);
    return F;
  }
  Arch arch() const override { return Arch::SM90; }
  Value *threadId(Builder &B) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_tid_x, {}, {});
  }
  Value *warpUniform(Builder &B, Value *w) override {
    // redux.sync.min of a value the warp shares is that value, now in a uniform register
    // (REDUX writes one), and the unit index computed from it too (measured faster in
    // cross_target_bitwise, native unchanged; docs/performance.md §4). On the linear grid (the
    // portable kernel) the row and tile come out of emitUDivRem64 (no call:
    // docs/decisions/no-calls-in-kernels.md). The native kernel's (tile groups, rows) grid
    // needs no division (abi::tileStatsGrid; docs/decisions/tile-stats-grid-per-launch.md).
    return B.CreateIntrinsic(Intrinsic::nvvm_redux_sync_umin, {}, {w, B.getInt32(0xFFFFFFFFu)});
  }
  Value *blockId(Builder &B, unsigned axis) override {
    return axisRegister(B,
                        {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                         Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                         Intrinsic::nvvm_read_ptx_sreg_ctaid_z},
                        axis);
  }
  Value *gridDim(Builder &B, unsigned axis) override {
    return axisRegister(B,
                        {Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
                         Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                         Intrinsic::nvvm_read_ptx_sreg_nctaid_z},
                        axis);
  }
  /// Inline PTX with side effects and a memory clobber (nothing moves across it).
  static Value *ptx(Builder &B, StringRef text, StringRef constraints, ArrayRef<Value *> args,
                    Type *ret = nullptr) {
    SmallVector<Type *, 4> types;
    for (Value *a : args)
      types.push_back(a->getType());
    std::string cons = constraints.str();
    cons += cons.empty() ? "~{memory}" : ",~{memory}";
    auto *ft = FunctionType::get(ret ? ret : B.getVoidTy(), types, false);
    return B.CreateCall(InlineAsm::get(ft, text, cons, /*hasSideEffects=*/true), args);
  }
  /// Loops on mbarrier.try_wait.parity until the phase of `parity` (i32) of `bar` completed.
  void spinOn(Builder &B, Value *bar, Value *parity, StringRef what) {
    Value *bar32 = sharedAddress(B, bar);
    BasicBlock *loop = BasicBlock::Create(B.getContext(), what + ".wait", F_);
    BasicBlock *done = BasicBlock::Create(B.getContext(), what + ".done", F_);
    B.CreateBr(loop);
    B.SetInsertPoint(loop);
    // A constant parity is an immediate operand, else a register.
    auto *imm = dyn_cast<ConstantInt>(parity);
    std::string text = "{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [$1], " +
                       (imm ? std::to_string(imm->getZExtValue()) : std::string("$2")) +
                       ";\n\tselp.u32 $0, 1, 0, p;\n\t}";
    Value *ok = imm ? ptx(B, text, "=r,r", {bar32}, B.getInt32Ty())
                    : ptx(B, text, "=r,r,r", {bar32, parity}, B.getInt32Ty());
    B.CreateCondBr(B.CreateICmpNE(ok, B.getInt32(0)), done, loop);
    B.SetInsertPoint(done);
  }
  /// The 32-bit shared-window address of a shared-space pointer.
  static Value *sharedAddress(Builder &B, Value *p) { return B.CreatePtrToInt(p, B.getInt32Ty()); }
  void gridLaunchDependents(Builder &B) override {
    ptx(B, "griddepcontrol.launch_dependents;", "", {});
  }
  void gridDependencyWait(Builder &B) override { ptx(B, "griddepcontrol.wait;", "", {}); }
  /// bar.warp.sync: the warp's threads meet, with memory ordering among them.
  void warpSync(Builder &B) override {
    B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {B.getInt32(0xFFFFFFFFu)});
  }
  Value *shuffleXor(Builder &B, Value *v, unsigned o) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_bfly_f32, {},
                             {B.getInt32(0xFFFFFFFFu), v, B.getInt32(o), B.getInt32(0x1F)});
  }
};

} // namespace

std::unique_ptr<Hooks> makeNVPTXHooks() { return std::make_unique<NVPTXHooks>(); }

} // namespace logpjit::tmpl
