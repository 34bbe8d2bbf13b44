//===- main.cpp - The `logpjit` command line -------------------------------===//
#include "tools/cli.h"

#include "compiler/compiler.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

using namespace llvm;

namespace logpjit::cli {

cl::SubCommand RunCmd("run", "Logprobs (+LSE, entropy) for a logits file or the embedded "
                             "default (Qwen3-8B geometry, 2048 tokens, bf16, TP=2)");
cl::SubCommand BenchCmd("bench", "Time tile_stats + merge (+ backward): median ms, GB/s");
cl::SubCommand EmitCmd("emit", "Print a kernel's IR, optimized IR or assembly");
cl::SubCommand CacheCmd("cache", "Inspect the disk cache: ls | verify | prune | clear");
cl::SubCommand WarmCmd("warm", "Compile every kernel of a manifest's contracts into the cache "
                               "(any machine, no GPU needed)");
cl::OptionCategory Cat("logpjit options");

ContractOpts::ContractOpts()
    : target("target",
             cl::desc("Target: host (default), sm_90 (NVIDIA H100/H200) or gfx942 (AMD MI300X)"),
             cl::init("host"), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      scope("scope",
            cl::desc("Determinism scope: fixed_topology | cross_tp_bitwise (default) | "
                     "cross_target_bitwise"),
            cl::init("cross_tp_bitwise"), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd),
            cl::cat(Cat)),
      dtype("dtype",
            cl::desc("Logits dtype: bf16 (default) | fp16 | fp32 (with --logits: the file's)"),
            cl::init("bf16"), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      vocab("vocab", cl::desc("Padded vocab V (default 151936; with --logits: the file's)"),
            cl::init(151936), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      realVocab("real-vocab",
                cl::desc("V_real: columns >= V_real are padding (-1: 151669 for the default "
                         "V, else V)"),
                cl::init(-1), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      tileWidth("tile-width",
                cl::desc("Tile width W, divides V, or auto (the default: the widest divisor "
                         "<= 4096 whose tile count is a multiple of 8; 2374 for V = 151936)"),
                cl::init("auto"), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd),
                cl::cat(Cat)),
      tileSum("tile-sum",
              cl::desc("How a tile's partial sums its columns: lanes (default) | leaves "
                       "(16-column leaves in 256-column groups, the LM head's fused order; "
                       "--tile-width auto then takes the widest multiple of 16)"),
              cl::init("lanes"), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd),
              cl::cat(Cat)),
      tokens("tokens", cl::desc("Rows T of generated inputs (default 2048)"), cl::init(2048),
             cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)),
      tp("tp", cl::desc("Tensor-parallel degree, simulated in one process (default 2)"),
         cl::init(2), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      threads("threads", cl::desc("Host worker threads (0 = all cores)"), cl::init(0),
              cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)),
      chunk("chunk",
            cl::desc("C of the canonical order: contiguous elements per lane step, a power "
                     "of two in [1, 16] (default 0: 4 for bf16/fp16 in cross_target_bitwise, else "
                     "8)"),
            cl::init(Contract().chunk), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd),
            cl::cat(Cat)),
      temperature(
          "temperature", cl::desc("Sampling temperature tau >= 1e-5 (logits read as x/tau)"),
          cl::init(0.0), cl::sub(RunCmd), cl::sub(BenchCmd), cl::sub(EmitCmd), cl::cat(Cat)),
      entropy("entropy", cl::desc("Also compute entropy"), cl::sub(RunCmd), cl::sub(BenchCmd),
              cl::sub(EmitCmd), cl::cat(Cat)),
      seed("seed", cl::desc("Seed of the generated inputs (default 1234)"), cl::init(1234),
           cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)),
      logits("logits",
             cl::desc("Logits [T, V] safetensors file (bf16/fp16/fp32; the tensor "
                      "named 'logits' or the only one)"),
             cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)),
      jit("jit",
          cl::desc("How GPU kernels missing from the cache are compiled: tiered (launch a quick "
                   "tier at once, the full kernel compiles in the background; same bits) | full "
                   "| quick (default: $LOGPJIT_JIT, else tiered)"),
          cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)),
      targets("targets",
              cl::desc("Targets [T] safetensors file (int64/int32); ignore_index "
                       "-100 marks inactive rows"),
              cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat)) {}

ContractOpts &contractOpts() {
  static ContractOpts o;
  return o;
}

int fail(StringRef cmd, Error e) {
  errs() << "logpjit " << cmd << ": error: " << toString(std::move(e)) << "\n";
  return 1;
}

} // namespace logpjit::cli

using namespace logpjit::cli;

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::SetVersionPrinter(
      [](raw_ostream &os) { os << "logpjit 0.1.0 (LLVM " << LLVM_VERSION_STRING << ")\n"; });
  contractOpts();
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "logpjit: deterministic vocab-parallel logprobs, LSE and "
                              "entropy, JIT-compiled through LLVM\n\n"
                              "  logpjit run            the embedded default (see run --help)\n"
                              "  logpjit bench          timings on the default shape\n"
                              "  logpjit emit --stage asm --kernel tile_stats\n"
                              "  logpjit warm --manifest M.json [--targets host,sm_90,gfx942]\n"
                              "  logpjit cache ls|verify|prune|clear\n");
  if (RunCmd)
    return runMain();
  if (BenchCmd)
    return benchMain();
  if (EmitCmd)
    return emitMain();
  if (CacheCmd)
    return cacheMain();
  if (WarmCmd)
    return warmMain();
  errs() << "logpjit: error: expected a subcommand: run, bench, warm, emit or cache (see "
            "--help)\n";
  return 1;
}
