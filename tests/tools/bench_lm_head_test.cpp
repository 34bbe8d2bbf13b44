//===- bench_lm_head_test.cpp - `logpjit bench --lm-head` on the host ------===//
//
// The bench times every call it names in the same rounds and prints a median for each; on
// the host there is no cuBLAS peer to load, so it prints no peer line and no ratio.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "tool_runner.h"

#include <gtest/gtest.h>

using namespace logpjit::test;

namespace {

TEST(BenchLmHead, HostTimesEachCallWithoutAPeer) {
  TempDir dir;
  const toolrun::ToolResult r =
      toolrun::run({"bench", "--lm-head", "--backward", "--entropy", "--tokens", "33", "--vocab",
                    "4096", "--tile-width", "512", "--hidden-size", "32", "--repeat", "2"},
                   {"LOGPJIT_CACHE_DIR=" + dir.path}, dir.path + "/bench");
  ASSERT_EQ(r.rc, 0) << r.out << r.err;
  for (const char *call : {"lm_head (materialized logits)", "fused forward (logp, lse, entropy)",
                           "backward (grad_hidden, grad_weight)"}) {
    const std::string line = toolrun::lineWith(r.out, call);
    EXPECT_NE(line.find(" median "), std::string::npos) << call << ": " << r.out;
    EXPECT_EQ(line.find("cuBLAS"), std::string::npos) << line;
  }
  EXPECT_NE(toolrun::lineWith(r.out, "forward + backward"), "") << r.out;
  EXPECT_EQ(toolrun::lineWith(r.out, "peer"), "") << r.out;
}

} // namespace
