// One TP rank in its own process for the multi-GPU failure tests (the test binary run as
// `logpjit_multigpu_tests --rank-helper live|die`): RANK, WORLD_SIZE, LOCAL_RANK and
// LOGPJIT_NCCL_ID_FILE from the environment; "live" runs forwards and waits for them,
// "die" exits with status 3 right after the preflight (a rank that crashes between
// collectives). Prints "rank R: ok" or "rank R: error: ...".
#include "compiler/compiler.h"
#include "logpjit/distributed.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

using namespace logpjit;

int rankHelperMain(const std::string &mode);

int rankHelperMain(const std::string &mode) {
  const bool die = mode == "die";
  const int rank = std::atoi(std::getenv("RANK") ? std::getenv("RANK") : "0");
  auto report = [&](llvm::Error e) {
    std::printf("rank %d: error: %s\n", rank, llvm::toString(std::move(e)).c_str());
    std::fflush(stdout);
    return 1;
  };
  NcclOptions o;
  o.rank = rank;
  o.size = std::atoi(std::getenv("WORLD_SIZE") ? std::getenv("WORLD_SIZE") : "1");
  o.device = std::atoi(std::getenv("LOCAL_RANK") ? std::getenv("LOCAL_RANK") : "0");
  o.id_file = std::getenv("LOGPJIT_NCCL_ID_FILE") ? std::getenv("LOGPJIT_NCCL_ID_FILE") : "";
  auto tx = makeNcclTransport(o);
  if (!tx)
    return report(tx.takeError());
  auto cfg = CacheConfig::fromEnv();
  if (!cfg)
    return report(cfg.takeError());
  auto rt = Runtime::create(RuntimeOptions{*cfg, 1, o.device}, makeCompiler());
  if (!rt)
    return report(rt.takeError());
  Contract c;
  c.vocab = 8192;
  c.tile_width = 512;
  c.tp_size = o.size;
  c.tp_rank = rank;
  c.target = *Target::parse("sm_90");
  auto op = (*rt)->getOp(c);
  if (!op)
    return report(op.takeError());
  auto pf = preflight(**op, **tx);
  if (!pf)
    return report(pf.takeError());
  if (die)
    _exit(3);
  const int64_t T = 4096;
  std::vector<uint16_t> logits(size_t(T) * c.vocab, 0x3f80); // bf16 1.0
  std::vector<int64_t> targets(T, 1);
  auto put = [&](const void *p, size_t n) {
    auto b = DeviceBuffer::allocate(Arch::SM90, n, o.device);
    if (b && p)
      consumeError(b->upload(p, n));
    return b;
  };
  auto lg = put(logits.data(), logits.size() * 2);
  auto tg = put(targets.data(), targets.size() * 8);
  auto out = put(nullptr, size_t(2 * T) * 4);
  for (auto *b : {&lg, &tg, &out})
    if (!*b)
      return report(b->takeError());
  ShardInputs in;
  in.logits = static_cast<const char *>(lg->data()) + c.shardStart() * 2;
  in.row_stride = c.vocab;
  in.targets = tg->data();
  in.rows = T;
  VocabParallelOp vp(**op, **tx);
  float *o2 = static_cast<float *>(out->data());
  for (int i = 0; i < 3; ++i) { // the peer is gone: some call here must fail, bounded
    if (llvm::Error e = vp.forward(in, o2, o2 + T, nullptr))
      return report(std::move(e));
    if (llvm::Error e = vp.wait())
      return report(std::move(e));
  }
  std::printf("rank %d: ok\n", rank);
  return 0;
}
