//===- ir_util.h - Small IRBuilder helpers shared by the templates ---------===//
//
// Loops and branches with loop-carried values kept in entry-block allocas (the
// optimizer promotes them to registers). Nothing here emits floating-point math.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/IRBuilder.h"

namespace logpjit::tmpl {

using Builder = llvm::IRBuilder<>;

/// An alloca of `ty` in the entry block of the current function, initialised to `init`
/// at the current insertion point.
llvm::AllocaInst *makeVar(Builder &B, llvm::Type *ty, llvm::Value *init, const llvm::Twine &name);

/// `unroll` of emitFor: keep the loop rolled (llvm.loop.unroll.disable).
inline constexpr unsigned kNoUnroll = ~0u;

/// for (iv = begin; iv < end; iv += step) body(iv); a signed compare in the type of
/// `begin` and `end` (i64, or i32). The builder is
/// left at the loop exit. `unroll` > 1 asks LLVM to unroll by that count (the order of
/// operations is unchanged: unrolling only lets independent loads issue early);
/// kNoUnroll forbids unrolling; 0 or 1 leaves it to LLVM.
void emitFor(Builder &B, llvm::Value *begin, llvm::Value *end, int64_t step,
             llvm::function_ref<void(llvm::Value *iv)> body, const llvm::Twine &name,
             unsigned unroll = 0);

/// if (cond) then(); else els(); the builder is left at the join block.
void emitIf(Builder &B, llvm::Value *cond, llvm::function_ref<void()> then,
            llvm::function_ref<void()> els = nullptr, const llvm::Twine &name = "if");

/// Emits `emit(a)` once per alignment class of the integer address `addr` (i64 or i32),
/// each under a uniform branch (GPUs fault on misaligned vector loads): a = `wide` when
/// addr is a multiple of `wide`, else 4 when that is a class of its own (wide > 4 > esize)
/// and addr is a multiple of 4, else `elementClass`. `whole` (optional i1) must hold too for
/// the vector classes. Blocks are named `name` and `name`4.
void emitByAlignment(Builder &B, llvm::Value *addr, unsigned wide, unsigned esize,
                     unsigned elementClass, llvm::Value *whole,
                     llvm::function_ref<void(unsigned)> emit, const llvm::Twine &name);

/// {a / b, a % b} for i64 `a` >= 0 and `b` > 0 without a 64-bit divide instruction: one
/// 32-bit udiv when both fit in 32 bits, else a 64-step shift-subtract loop (exact for any
/// such a, b). LLVM lowers an i64 udiv on NVPTX to a 32-bit fast path plus `div.u64`, and
/// ptxas compiles each `div.u64` into a subroutine call: it costs a quick tier much of its
/// compile time (docs/decisions/division-free-quick-tiers.md), and in the driver linker's
/// relocatable compile a full kernel two uniform-register moves per global load
/// (docs/decisions/no-calls-in-kernels.md). Every GPU kernel's division by a runtime value.
std::pair<llvm::Value *, llvm::Value *> emitUDivRem64(Builder &B, llvm::Value *a, llvm::Value *b);

/// The TP rank whose shard of `shardCols` columns holds column `t` (i64, 0 <= t < tp *
/// shardCols): the number of shards r >= 1 that start at or below it, a loop of tp - 1
/// compares (no 64-bit division: docs/decisions/division-free-quick-tiers.md).
llvm::Value *emitShardOwner(Builder &B, llvm::Value *t, llvm::Value *tp, llvm::Value *shardCols);

/// A splat of a float constant of the width of `like` (scalar or vector).
llvm::Value *fconst(Builder &B, llvm::Type *like, double v);

} // namespace logpjit::tmpl
