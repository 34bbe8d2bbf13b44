//===- stage_dump_test.cpp - Every dumped stage is valid input for its next tool -===//
//
// `logpjit emit --stage S` prints the stage with the spec and cache key as comments in that
// language's syntax, so the dump feeds the next tool as is: LLVM IR to opt and llc, x86 and
// AMDGCN assembly to llvm-mc, PTX to ptxas. A tool that is not installed skips its case with
// the reason (ptxas is on GPU machines and where the CUDA toolkit is installed).
//
//===----------------------------------------------------------------------===//
#include "tool_runner.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <fstream>

namespace {

/// The path of `name`, from PATH or the given folders; "" if none has it.
std::string findTool(const std::string &name, std::vector<llvm::StringRef> dirs) {
  if (auto p = llvm::sys::findProgramByName(name))
    return *p;
  if (auto p = llvm::sys::findProgramByName(name, dirs))
    return *p;
  return "";
}

std::string llvmTool(const std::string &name) {
  std::string p = findTool(name + "-19", {});
  return p.empty() ? findTool(name, {"/usr/lib/llvm-19/bin"}) : p;
}

struct DumpCase {
  std::vector<std::string> emitArgs;
  std::string tool;              ///< path of the next tool ("" = not installed)
  std::vector<std::string> args; ///< its arguments; "{}" is the dump file
  std::string marker;            ///< the comment marker the dump must start with
};

std::string tempFile(const char *suffix) {
  llvm::SmallString<128> p;
  if (llvm::sys::fs::createTemporaryFile("logpjit-stage", suffix, p))
    throw std::runtime_error("cannot create a temporary file");
  return p.str().str();
}

void checkDump(const DumpCase &c, const std::string &what) {
  if (c.tool.empty())
    GTEST_SKIP() << "skipped: the next tool for " << what << " is not installed";
  const std::string prefix = tempFile("");
  toolrun::ToolResult r = toolrun::run(c.emitArgs, {"LOGPJIT_CACHE_MODE=disabled"}, prefix);
  ASSERT_EQ(r.rc, 0) << what << ": emit failed: " << r.err;
  ASSERT_EQ(r.out.rfind(c.marker + " spec: ", 0), 0u)
      << what << ": the dump does not start with '" << c.marker << " spec: '";
  const std::string file = prefix + ".dump";
  std::ofstream(file) << r.out;
  std::vector<std::string> argv{c.tool};
  for (const std::string &a : c.args)
    argv.push_back(a == "{}" ? file : a);
  std::vector<llvm::StringRef> refs(argv.begin(), argv.end());
  const std::string errFile = prefix + ".tool.err";
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(""),
                                                llvm::StringRef(errFile)};
  std::string why;
  int rc = llvm::sys::ExecuteAndWait(c.tool, refs, std::nullopt, redirects, 120, 0, &why);
  EXPECT_EQ(rc, 0) << what << ": " << c.tool << " rejected the dump: " << why << "\n"
                   << toolrun::slurp(errFile);
  for (const char *s : {".out", ".err", ".dump", ".tool.err"})
    llvm::sys::fs::remove(prefix + s);
  llvm::sys::fs::remove(prefix);
}

std::vector<std::string> emit(const std::string &target, const std::string &stage,
                              const std::string &kernel, std::vector<std::string> extra = {}) {
  std::vector<std::string> a{"emit", "--target", target, "--stage", stage, "--kernel", kernel};
  a.insert(a.end(), extra.begin(), extra.end());
  return a;
}

const std::vector<std::string> kOptVerify{"-passes=verify", "-disable-output", "{}"};
const std::vector<std::string> kLlc{"-O0", "-filetype=null", "{}"};

TEST(StageDump, HostIrToOptAndLlc) {
  checkDump({emit("host", "ir", "tile_stats", {"--entropy"}), llvmTool("opt"), kOptVerify, ";"},
            "host ir");
  checkDump({emit("host", "opt-ir", "merge"), llvmTool("llc"), kLlc, ";"}, "host opt-ir");
}

TEST(StageDump, HostAsmToLlvmMc) {
  checkDump({emit("host", "asm", "tile_stats", {"--temperature", "0.7"}),
             llvmTool("llvm-mc"),
             {"-triple=x86_64-unknown-linux-gnu", "-filetype=obj", "-o", "/dev/null", "{}"},
             "#"},
            "host asm");
}

TEST(StageDump, Sm90IrToOpt) {
  checkDump({emit("sm_90", "opt-ir", "tile_stats"), llvmTool("opt"), kOptVerify, ";"},
            "sm_90 opt-ir");
}

TEST(StageDump, PtxToPtxas) {
  const std::string ptxas = findTool("ptxas", {"/usr/local/cuda/bin"});
  checkDump({emit("sm_90", "ptx", "tile_stats", {"--entropy"}),
             ptxas,
             {"-arch=sm_90", "-o", "/dev/null", "{}"},
             "//"},
            "sm_90 ptx (ptxas)");
  checkDump({emit("sm_90", "ptx", "merge", {"--tier", "quick"}),
             ptxas,
             {"-arch=sm_90", "-O1", "-o", "/dev/null", "{}"},
             "//"},
            "sm_90 quick merge ptx (ptxas)");
}

TEST(StageDump, WholeTileGemmsKeepTheirWgmmaChainedUnderARelocatableCompile) {
  // The driver's linker compiles PTX as relocatable code (`ptxas -c`), which serializes every
  // wgmma of a kernel whose accumulators come from two load paths; the backward's whole-tile
  // GEMMs have one (docs/decisions/lm-head-gemm-on-sm90.md): grad_hidden's (the weight
  // read N-major) and grad_weight's (G and the hidden block read MN-major).
  const std::string ptxas = findTool("ptxas", {"/usr/local/cuda/bin"});
  if (ptxas.empty())
    GTEST_SKIP() << "skipped: ptxas is not installed";
  for (auto [gemm, mn] : {std::pair{"accumulate", "b"},
                          {"accumulate", "ab"},
                          {"split-first", "ab"},
                          {"split", "ab"},
                          {"split-round", "ab"}}) {
    SCOPED_TRACE(std::string(gemm) + " --mn-major " + mn);
    const std::string prefix = tempFile("");
    toolrun::ToolResult r = toolrun::run(
        emit("sm_90", "ptx", "lm_head", {"--gemm", gemm, "--whole-tiles", "--mn-major", mn}),
        {"LOGPJIT_CACHE_MODE=disabled"}, prefix);
    ASSERT_EQ(r.rc, 0) << r.err;
    const std::string file = prefix + ".ptx", errFile = prefix + ".ptxas.err";
    std::ofstream(file) << r.out;
    std::vector<llvm::StringRef> argv{ptxas,          "-c", "-v",        "-O3",
                                      "-arch=sm_90a", "-o", "/dev/null", file};
    std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(errFile),
                                                  llvm::StringRef(errFile)};
    std::string why;
    EXPECT_EQ(llvm::sys::ExecuteAndWait(ptxas, argv, std::nullopt, redirects, 300, 0, &why), 0)
        << why;
    const std::string log = toolrun::slurp(errFile);
    EXPECT_EQ(log.find("serialized"), std::string::npos) << log;
    EXPECT_NE(log.find("0 bytes spill stores"), std::string::npos) << log;
    for (const char *s : {".out", ".err", ".ptx", ".ptxas.err"})
      llvm::sys::fs::remove(prefix + s);
    llvm::sys::fs::remove(prefix);
  }
}

TEST(StageDump, WholeTilesOnlyForTheSm90AccumulatingGemms) {
  const std::string prefix = tempFile("");
  struct Case {
    std::vector<std::string> args;
    const char *target, *rest; ///< what the error says was given
  };
  const std::string want = "--whole-tiles: expected --target sm_90 --kernel lm_head --gemm "
                           "accumulate, split-first, split or split-round (got --target ";
  for (const Case &c : {Case{emit("sm_90", "ptx", "lm_head", {"--whole-tiles"}), "sm_90",
                             " --kernel lm_head --gemm logits)"},
                        Case{emit("sm_90", "ptx", "tile_stats", {"--whole-tiles"}), "sm_90",
                             " --kernel tile_stats --gemm logits)"},
                        Case{emit("host", "asm", "lm_head", {"--gemm", "split", "--whole-tiles"}),
                             "host", " --kernel lm_head --gemm split)"}}) {
    toolrun::ToolResult r = toolrun::run(c.args, {"LOGPJIT_CACHE_MODE=disabled"}, prefix);
    EXPECT_EQ(r.rc, 1) << c.args[2] << " " << c.args[6];
    EXPECT_NE(r.err.find(want + c.target), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(c.rest), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out.substr(0, 200);
  }
  for (const char *s : {".out", ".err"})
    llvm::sys::fs::remove(prefix + s);
  llvm::sys::fs::remove(prefix);
}

TEST(StageDump, MnMajorOnlyForTheLmHeadsOperands) {
  // --mn-major names the LM-head GEMM's operands stored MN-major: a, b or ab; anything else,
  // or another kernel, is an error naming what was given, with nothing written.
  const std::string prefix = tempFile("");
  for (auto [kernel, value] :
       {std::pair{"lm_head", "ba"}, {"lm_head", "c"}, {"tile_stats", "ab"}}) {
    toolrun::ToolResult r = toolrun::run(emit("sm_90", "ptx", kernel, {"--mn-major", value}),
                                         {"LOGPJIT_CACHE_MODE=disabled"}, prefix);
    EXPECT_EQ(r.rc, 1) << kernel << " " << value;
    EXPECT_NE(r.err.find(std::string("--mn-major '") + value +
                         "': expected a, b or ab, with "
                         "--kernel lm_head (got --kernel " +
                         kernel + ")"),
              std::string::npos)
        << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out.substr(0, 200);
  }
  // The emitted kernel is the MN-major one: its spec line names the operands.
  toolrun::ToolResult ok =
      toolrun::run(emit("host", "ir", "lm_head", {"--gemm", "accumulate", "--mn-major", "b"}),
                   {"LOGPJIT_CACHE_MODE=disabled"}, prefix);
  EXPECT_EQ(ok.rc, 0) << ok.err;
  EXPECT_NE(ok.out.find(";acc=1;b=mn"), std::string::npos) << ok.out.substr(0, 400);
  for (const char *s : {".out", ".err"})
    llvm::sys::fs::remove(prefix + s);
  llvm::sys::fs::remove(prefix);
}

TEST(StageDump, Gfx942AsmToLlvmMc) {
  checkDump(
      {emit("gfx942", "asm", "tile_stats", {"--scope", "cross_target_bitwise"}),
       llvmTool("llvm-mc"),
       {"-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-filetype=obj", "-o", "/dev/null", "{}"},
       ";"},
      "gfx942 asm");
  checkDump({emit("gfx942", "ir", "backward"), llvmTool("opt"), kOptVerify, ";"}, "gfx942 ir");
}

} // namespace
