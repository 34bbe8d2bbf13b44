//===- cli.h - Shared pieces of the `logpjit` subcommands ------------------===//
#pragma once

#include "logpjit/buffer.h"
#include "logpjit/runtime.h"
#include "runtime/core/tp_sim.h"

#include "llvm/Support/CommandLine.h"

#include <string>
#include <vector>

namespace logpjit::cli {

extern llvm::cl::SubCommand RunCmd, BenchCmd, EmitCmd, CacheCmd, WarmCmd;
extern llvm::cl::OptionCategory Cat;

/// Contract options shared by run, bench and emit.
struct ContractOpts {
  llvm::cl::opt<std::string> target, scope, dtype;
  llvm::cl::opt<std::string> tileWidth; ///< "auto" (autoTileWidth) or a width
  llvm::cl::opt<std::string> tileSum;   ///< lanes | leaves (Contract::tile_sum)
  llvm::cl::opt<int64_t> vocab, realVocab, tokens;
  llvm::cl::opt<int> tp, threads, chunk;
  llvm::cl::opt<double> temperature; ///< as given; checked by temperatureFromDouble
  llvm::cl::opt<bool> entropy;
  llvm::cl::opt<uint64_t> seed;
  llvm::cl::opt<std::string> logits, targets;
  llvm::cl::opt<std::string> jit; ///< run, bench: JitMode ("" = $LOGPJIT_JIT, else tiered)
  ContractOpts();
};
extern ContractOpts &contractOpts();

/// The contract the options describe (validated). `dtype` overrides the --dtype option
/// when the logits come from a file.
llvm::Expected<Contract> contractFromOptions(std::optional<DType> dtype = std::nullopt,
                                             std::optional<int64_t> vocab = std::nullopt);

/// Inputs in memory: logits [rows, V] (row stride V) and targets.
struct HostInputs {
  DType dtype = DType::BF16;
  IndexType index_type = IndexType::I64;
  int64_t rows = 0, vocab = 0;
  std::vector<uint8_t> logits;  ///< raw dtype bytes
  std::vector<uint8_t> targets; ///< int64 or int32
  std::string description;
  FullInputs view() const;
  int64_t activeRows(int64_t ignoreIndex) const;
};

/// Inputs placed where the target's kernels read them (host: no copy).
struct PlacedInputs {
  DeviceBuffer logits, targets;
  FullInputs view;
};
llvm::Expected<PlacedInputs> placeInputs(const HostInputs &in, Arch arch, int device);

/// The embedded default: Qwen3-8B geometry from the contract (V, V_real), `rows` tokens,
/// seeded N(0, 2)-like logits, seeded targets in [0, V_real), every 7th token
/// inactive (target = ignore_index).
HostInputs makeDefaultInputs(const Contract &c, int64_t rows, uint64_t seed);
/// The embedded inputs' generator: splitmix64's next 64 bits of the state `s`; their four
/// 16-bit parts as a sum of four U(0, 1) (mean 2, variance 1/3); and `x` stored at `dst` in
/// `d` (bf16: nearest even; fp16: the compiler's conversion; fp32 as is).
uint64_t splitmix(uint64_t &s);
float fourUniforms(uint64_t z);
void storeValue(DType d, float x, uint8_t *dst);
/// The value of `d` (bf16, fp16 or fp32) stored at `src`, as a float (exact).
float loadValue(DType d, const uint8_t *src);
/// Logits [T, V] (bf16/fp16/fp32) and targets [T] (int64/int32) from safetensors files
/// (the first tensor of each file, or the one named "logits" / "targets").
llvm::Expected<HostInputs> loadInputs(llvm::StringRef logitsPath, llvm::StringRef targetsPath);

/// The contract and inputs the options name: --logits/--targets files (dtype, V and the
/// target index type from the files), else the embedded default (--tokens, --seed) for
/// the geometry of the options. Sets `c` (validated).
llvm::Expected<HostInputs> inputsFromOptions(Contract &c);

/// An error where `bytes` of generated inputs and outputs (doubles: no overflow for any
/// option values) exceed half of this machine's physical memory, naming `what` (the
/// options and buffers), instead of dying in the allocator; success otherwise.
llvm::Error checkFitsMemory(double bytes, llvm::StringRef what);

/// BLAKE3 (first 16 hex digits) of the bytes of the given fp32 vectors, in order.
std::string checksum(const std::vector<const std::vector<float> *> &outs);
/// Prints kernel provenance lines ("  tile_stats  miss  compile 31.2 ms  load 1.1 ms").
void printKernels(const std::vector<KernelInfo> &ks);
/// Runtime from the environment (LOGPJIT_CACHE_*), with the LLVM compiler attached, for
/// GPU ordinal `device` (GPU targets).
/// A Runtime with the compiler, CacheConfig::fromEnv() and the --jit option of run and
/// bench (where given).
llvm::Expected<std::unique_ptr<Runtime>> makeRuntime(int threads, int device = 0);
/// True when both fp32 vectors hold the same bits (memcmp; sizes must match too).
bool sameBits(const std::vector<float> &a, const std::vector<float> &b);
/// The median of `v` (the upper one of an even count); 0 for an empty vector.
double median(std::vector<double> v);

/// True when --devices or --dist asks for real TP ranks (cmd_distributed.cpp).
bool distributedRequested();
/// `run` / `bench` over real TP ranks: one thread per GPU (--devices) or one process per
/// rank (--dist env); NCCL all-gather; bitwise checks against TP=1 and between ranks.
int distributedMain(bool bench, bool withBackward);

/// The embedded LM-head problem on the contract's target (tools/cmd_lm_head.cpp): seeded
/// hidden [rows, H] and weight [V, H] in the hidden dtype, targets [rows] (int64), and the
/// view of them the Op calls take.
struct LmHeadProblem {
  DeviceBuffer hidden, weight, targets;
  LmHeadFullInputs full;
};
/// `bench --lm-head` on `p` (tools/cmd_lm_head_bench.cpp): lm_head, the fused forward and
/// (withBackward) the backward, beside cuBLAS's GEMMs of the same shapes on CUDA targets,
/// `repeat` timed rounds into `logits` [rows, V]. The exit status: 0, 1 on an error, 2
/// where cuBLAS's logits are not lm_head's product. `saveRows` > 0: also the step keeping
/// that many rows' logits (LmHeadSavedLogits).
int benchLmHead(Runtime &rt, const Contract &c, const LmHeadProblem &p, DeviceBuffer &logits,
                int repeat, bool withBackward, int64_t saveRows);
/// True when --lm-head asks for the LM head (tools/cmd_lm_head.cpp).
bool lmHeadRequested();
/// An error for --save-rows (tools/cmd_lm_head.cpp) < 0, or given without --lm-head
/// --backward (nothing would read the kept logits).
llvm::Error checkSaveRows(bool withBackward);
/// `run --lm-head` (bench = false) or `bench --lm-head` (`repeat` timed runs).
int lmHeadMain(bool bench, int repeat, bool withBackward);
/// `--backward` was given (bench: time it; run --lm-head: check its bits).
bool backwardRequested();

int runMain();
int benchMain();
int emitMain();
int cacheMain();
int warmMain();

/// Prints "logpjit <cmd>: error: <message>" to stderr and returns 1.
int fail(llvm::StringRef cmd, llvm::Error e);

} // namespace logpjit::cli
