// Runs the `logpjit` CLI (LOGPJIT_TOOL) in child processes for the warm and cache race
// tests: a private environment (no inherited LOGPJIT_* variables), captured output.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#ifndef LOGPJIT_TOOL
#error "LOGPJIT_TOOL must name the logpjit executable"
#endif

extern char **environ;

namespace toolrun {

struct ToolResult {
  int rc = -1;
  std::string out, err;
};

inline std::string slurp(const std::string &p) {
  auto mb = llvm::MemoryBuffer::getFile(p, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  return mb ? (*mb)->getBuffer().str() : std::string();
}

/// This process's environment without LOGPJIT_* variables, plus `extra`.
inline std::vector<std::string> toolEnv(const std::vector<std::string> &extra) {
  std::vector<std::string> envs;
  for (char **e = environ; *e; ++e)
    if (!llvm::StringRef(*e).starts_with("LOGPJIT_"))
      envs.push_back(*e);
  envs.insert(envs.end(), extra.begin(), extra.end());
  return envs;
}

/// A started `logpjit` process whose stdout/stderr go to `<out_prefix>.out/.err`.
struct Child {
  llvm::sys::ProcessInfo info;
  std::string out_file, err_file;
  /// Waits (at most `timeout_s`) and collects the output.
  ToolResult wait(unsigned timeout_s = 300) {
    ToolResult r;
    std::string why;
    r.rc = llvm::sys::Wait(info, timeout_s, &why).ReturnCode;
    r.out = slurp(out_file);
    r.err = slurp(err_file) + why;
    return r;
  }
};

inline Child start(std::vector<std::string> args, const std::vector<std::string> &env,
                   const std::string &out_prefix) {
  std::vector<std::string> envs = toolEnv(env);
  args.insert(args.begin(), LOGPJIT_TOOL);
  std::vector<llvm::StringRef> argv(args.begin(), args.end()), envv(envs.begin(), envs.end());
  Child c;
  c.out_file = out_prefix + ".out";
  c.err_file = out_prefix + ".err";
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(c.out_file),
                                                llvm::StringRef(c.err_file)};
  std::string why;
  c.info = llvm::sys::ExecuteNoWait(LOGPJIT_TOOL, argv, envv, redirects, 0, &why);
  EXPECT_NE(c.info.Pid, 0) << "cannot start " << LOGPJIT_TOOL << ": " << why;
  return c;
}

/// Runs `logpjit args...` to completion.
inline ToolResult run(const std::vector<std::string> &args, const std::vector<std::string> &env,
                      const std::string &out_prefix) {
  return start(args, env, out_prefix).wait();
}

/// The first line of `text` containing `needle` ("" if none).
inline std::string lineWith(const std::string &text, const std::string &needle) {
  size_t at = text.find(needle);
  if (at == std::string::npos)
    return "";
  size_t b = text.rfind('\n', at);
  size_t e = text.find('\n', at);
  b = b == std::string::npos ? 0 : b + 1;
  return text.substr(b, e == std::string::npos ? std::string::npos : e - b);
}

} // namespace toolrun

#define EXPECT_HAS(hay, needle)                                                                    \
  EXPECT_NE((hay).find(needle), std::string::npos) << "'" << (needle) << "' not in:\n" << (hay)
