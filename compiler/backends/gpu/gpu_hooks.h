//===- gpu_hooks.h - What the GPU targets share ---------------------------===//
//
// Kernel ABI: `kernel(i64 w0, ..., i64 wN-1)` (the argument words of kernel_abi.h as
// parameters). Work units: Warp = 32 consecutive threads per (row, item) — a warp on
// NVIDIA, half a wavefront on AMD — with logical lane l = thread l of the unit; Thread =
// one thread per row in blocks of kGpuMergeThreads; Block = one block of kGpuBlockThreads
// per row; WarpGrid = Warp units, taken from a (item groups, rows) grid when the launch
// makes gridDim.y > 1 (abi::tileStatsGrid), else from the linear block index. The lane tree is a
// butterfly of xor-shuffles within the 32 threads; thread 0 of the unit combines (own, partner) in
// the host's operand order (docs/numerics.md). A target provides the kernel declaration, its
// thread/block ids and the xor-shuffle.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/core/kernel_abi.h"
#include "templates/hooks.h"

#include "llvm/IR/Intrinsics.h"

#include <array>

namespace logpjit::tmpl {

class GpuHooks : public Hooks {
public:
  llvm::Function *
  emitKernel(llvm::Module &M, llvm::StringRef name, unsigned numArgs, unsigned rowsArg,
             Granularity g, llvm::function_ref<llvm::Value *(Builder &)> itemCount,
             llvm::function_ref<void(Builder &, llvm::Value *, llvm::Value *)> body) override;
  llvm::Value *arg(Builder &B, unsigned i) override { return F_->getArg(i); }
  llvm::Value *leader(Builder &B) override;
  LaneState laneReduce(Builder &B, unsigned L, llvm::ArrayRef<llvm::Type *> types,
                       llvm::function_ref<LaneState(Builder &, llvm::Value *)> laneBody,
                       llvm::function_ref<LaneState(Builder &, llvm::ArrayRef<llvm::Value *>,
                                                    llvm::ArrayRef<llvm::Value *>)>
                           combine) override;
  void forColumns(Builder &B, llvm::Value *n, unsigned width,
                  llvm::function_ref<void(Builder &, llvm::Value *, llvm::Value *)> body) override;
  llvm::Value *laneMax(Builder &B, llvm::Value *v) override;
  llvm::Value *laneIndex(Builder &B) override;
  llvm::Value *threadInUnit(Builder &B) override { return tid_; }
  llvm::Value *laneShuffleXor(Builder &B, llvm::Value *v, unsigned o) override {
    return shuffleAny(B, v, o);
  }
  llvm::Value *blocksInGrid(Builder &B) override {
    return B.CreateZExt(gridDim(B, 0), B.getInt64Ty());
  }
  bool needsAlignedVectors() const override { return true; }
  unsigned loadUnroll() const override { return 8; }
  unsigned vectorWidth() const override { return 8; }
  bool lanesAreThreads() const override { return true; }

protected:
  /// Declares the kernel function (calling convention, launch bounds) for `g`.
  virtual llvm::Function *declareKernel(llvm::Module &M, llvm::StringRef name, unsigned numArgs,
                                        Granularity g) = 0;
  /// The architecture: the launch geometry follows it (abi::unitBlockThreads,
  /// abi::mergeWarpPerRow), as Op::launch does.
  virtual Arch arch() const = 0;
  bool hasLaneBroadcast() const override { return abi::mergeWarpPerRow(arch()); }
  unsigned unitBlockThreads() const { return abi::unitBlockThreads(arch()); }
  /// The unit's warp index in the block, `w` = tid / 32 (i32), in a form the target's
  /// compiler knows to be the same in every thread of the warp (default: `w`).
  virtual llvm::Value *warpUniform(Builder &B, llvm::Value *w) { return w; }
  /// Thread index in the block and block index along grid axis `axis` (0 = x, 1 = y, 2 = z;
  /// i32).
  virtual llvm::Value *threadId(Builder &B) = 0;
  virtual llvm::Value *blockId(Builder &B, unsigned axis = 0) = 0;
  /// Blocks in the grid along `axis` (i32; only WarpGrid kernels ask).
  virtual llvm::Value *gridDim(Builder &B, unsigned axis) = 0;
  /// The value `v` (float) of the thread whose index in the 32-thread unit is own ^ o.
  virtual llvm::Value *shuffleXor(Builder &B, llvm::Value *v, unsigned o) = 0;
  /// shuffleXor for fp32, i32 and i64 values (laneReduce's states).
  llvm::Value *shuffleAny(Builder &B, llvm::Value *v, unsigned o);
  /// The target's special register `ids[axis]` (blockId, gridDim: x, y, z; i32).
  static llvm::Value *axisRegister(Builder &B, const std::array<llvm::Intrinsic::ID, 3> &ids,
                                   unsigned axis);
  /// Applies a scalar float intrinsic to every element of a scalar or vector
  /// (`overloaded`: the intrinsic takes the float type as its overload parameter).
  static llvm::Value *mapScalar(Builder &B, llvm::Value *x, llvm::Intrinsic::ID id,
                                bool overloaded = false);

  llvm::Function *F_ = nullptr;
  llvm::Value *tid_ = nullptr; ///< i64 thread index in the block
  Granularity g_ = Granularity::Warp;
};

} // namespace logpjit::tmpl
