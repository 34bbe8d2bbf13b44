//===- manifest.cpp - Warm manifests: parsing, validation, kernel lists ----===//
#include "runtime/aot/manifest.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <set>

namespace logpjit {
using nlohmann::json;

namespace {

llvm::Error err(const std::string &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// The fields a contract entry may carry (docs/cache.md).
const char *const kFields[] = {
    "name",      "vocab",        "real_vocab",  "tile_width",   "tp_size", "dtype", "index_type",
    "mask_mode", "ignore_index", "temperature", "entropy",      "scope",   "lanes", "chunk",
    "backward",  "top_k",        "hidden_size", "hidden_dtype", "tile_sum"};

/// Reads one entry's fields into `c`; `at` is "contracts[i]".
class EntryReader {
public:
  EntryReader(const json &e, std::string at) : e_(e), at_(std::move(at)) {}

  llvm::Error integer(const char *field, int64_t &out, bool required = false) {
    auto it = e_.find(field);
    if (it == e_.end())
      return required ? fieldErr(field, "missing (expected an integer)") : llvm::Error::success();
    if (!it->is_number_integer())
      return fieldErr(field, fmt::format("{}: expected an integer", it->dump()));
    if (it->is_number_unsigned() && it->get<uint64_t>() > uint64_t(INT64_MAX))
      return fieldErr(field, fmt::format("{}: out of range", it->dump()));
    out = it->get<int64_t>();
    return llvm::Error::success();
  }
  llvm::Error integer32(const char *field, int32_t &out) {
    int64_t v = out;
    if (llvm::Error e = integer(field, v))
      return e;
    if (v < INT32_MIN || v > INT32_MAX)
      return fieldErr(field, fmt::format("{}: out of range", v));
    out = int32_t(v);
    return llvm::Error::success();
  }
  llvm::Error boolean(const char *field, bool &out) {
    auto it = e_.find(field);
    if (it == e_.end())
      return llvm::Error::success();
    if (!it->is_boolean())
      return fieldErr(field, fmt::format("{}: expected true or false", it->dump()));
    out = it->get<bool>();
    return llvm::Error::success();
  }
  /// A string field: `parse` turns it into a value or an error message.
  template <typename T, typename Parse> llvm::Error text(const char *field, T &out, Parse parse) {
    auto it = e_.find(field);
    if (it == e_.end())
      return llvm::Error::success();
    if (!it->is_string())
      return fieldErr(field, fmt::format("{}: expected a string", it->dump()));
    llvm::Expected<T> v = parse(it->get<std::string>());
    if (!v)
      return fieldErr(field, llvm::toString(v.takeError()));
    out = *v;
    return llvm::Error::success();
  }
  llvm::Error fieldErr(const std::string &field, const std::string &msg) const {
    return err(fmt::format("{}.{}: {}", at_, field, msg));
  }

private:
  const json &e_;
  std::string at_;
};

/// The field Contract::validate complains about, from the start of its message.
std::string fieldOfValidateError(llvm::StringRef msg) {
  msg.consume_front("invalid contract: ");
  for (const char *f : {"vocab", "real_vocab", "tile_width", "tp_size", "temperature", "lanes",
                        "chunk", "ignore_index"})
    if (msg.starts_with(std::string(f) + " "))
      return f;
  if (msg.starts_with("the ") && msg.contains("tp_size"))
    return "tp_size";
  if (msg.starts_with("int32 targets"))
    return "index_type";
  return "";
}

llvm::Error parseEntry(const json &e, size_t index, Manifest &m) {
  const std::string at = fmt::format("contracts[{}]", index);
  if (!e.is_object())
    return err(fmt::format("{}: {}: expected an object", at, e.dump()));
  for (auto it = e.begin(); it != e.end(); ++it)
    if (std::find_if(std::begin(kFields), std::end(kFields),
                     [&](const char *f) { return it.key() == f; }) == std::end(kFields))
      return err(fmt::format("{}: unknown field '{}' (expected {})", at, it.key(),
                             fmt::join(std::begin(kFields), std::end(kFields), ", ")));
  EntryReader r(e, at);
  ManifestContract mc;
  mc.index = index;
  mc.name = at;
  if (auto it = e.find("name"); it != e.end()) {
    if (!it->is_string() || it->get<std::string>().empty())
      return r.fieldErr("name", fmt::format("{}: expected a non-empty string", it->dump()));
    mc.name = it->get<std::string>();
  }
  Contract &c = mc.contract;
  c.target = Target::hostCPU();
  int64_t idx = c.ignore_index;
  llvm::Error e1 = llvm::joinErrors(r.integer("vocab", c.vocab, true),
                                    r.integer("tile_width", c.tile_width, true));
  if (e1)
    return e1;
  if (llvm::Error x = r.integer("real_vocab", c.real_vocab))
    return x;
  if (llvm::Error x = r.integer("ignore_index", idx))
    return x;
  c.ignore_index = idx;
  if (llvm::Error x = r.integer32("lanes", c.lanes))
    return x;
  if (llvm::Error x = r.integer32("chunk", c.chunk))
    return x;
  if (llvm::Error x = r.integer32("top_k", c.top_k))
    return x;
  if (llvm::Error x = r.integer("hidden_size", c.hidden_size))
    return x;
  if (llvm::Error x =
          r.text("hidden_dtype", c.hidden_dtype, [](std::string s) { return parseDType(s); }))
    return x;
  if (llvm::Error x = r.text("tile_sum", c.tile_sum, [](std::string s) { return parseTileSum(s); }))
    return x;
  if (llvm::Error x = r.boolean("entropy", c.want_entropy))
    return x;
  bool backward = true;
  if (llvm::Error x = r.boolean("backward", backward))
    return x;
  mc.kernels = backward ? KernelSet::Training : KernelSet::Forward;
  if (llvm::Error x = r.text("dtype", c.dtype, [](std::string s) { return parseDType(s); }))
    return x;
  if (llvm::Error x = r.text("scope", c.scope, [](std::string s) { return parseScope(s); }))
    return x;
  if (llvm::Error x =
          r.text("index_type", c.index_type, [](std::string s) { return parseIndexType(s); }))
    return x;
  if (llvm::Error x =
          r.text("mask_mode", c.mask_mode, [](std::string s) { return parseMaskMode(s); }))
    return x;
  if (auto it = e.find("temperature"); it != e.end() && it->is_string() && *it == "rows") {
    c.temperature_rows = true; // a temperature per row, given with each call
  } else if (it != e.end()) {
    if (!it->is_number())
      return r.fieldErr("temperature", fmt::format("{}: expected a number or \"rows\" (a "
                                                   "temperature per row)",
                                                   it->dump()));
    // As a double first: a JSON number beyond the fp32 range is not converted (undefined
    // behaviour), and the error quotes it as written.
    auto tau = temperatureFromDouble(it->get<double>());
    if (!tau)
      return r.fieldErr("temperature", toString(tau.takeError()));
    c.has_temperature = true;
    c.temperature = *tau;
  }
  // tp_size: one integer or a non-empty list; each value is its own contract.
  std::vector<int64_t> tps = {1};
  if (auto it = e.find("tp_size"); it != e.end()) {
    json list = it->is_array() ? *it : json::array({*it});
    if (list.empty())
      return r.fieldErr("tp_size", "[]: expected an integer or a non-empty list of integers");
    tps.clear();
    for (const json &v : list) {
      if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > INT32_MAX)
        return r.fieldErr("tp_size",
                          fmt::format("{}: expected an integer >= 1 or a list of them", v.dump()));
      tps.push_back(v.get<int64_t>());
    }
  }
  for (int64_t tp : tps) {
    ManifestContract one = mc;
    one.contract.tp_size = int32_t(tp);
    if (llvm::Error x = one.contract.validate()) {
      std::string msg = llvm::toString(std::move(x));
      std::string field = fieldOfValidateError(msg);
      return err(
          fmt::format("{}{} (tp_size {}): {}", at, field.empty() ? "" : "." + field, tp, msg));
    }
    m.contracts.push_back(std::move(one));
  }
  return llvm::Error::success();
}

} // namespace

llvm::Expected<std::vector<Target>> parseTargetList(llvm::StringRef list) {
  std::vector<Target> out;
  llvm::SmallVector<llvm::StringRef, 4> items;
  list.split(items, ',');
  for (llvm::StringRef item : items) {
    item = item.trim();
    if (item.empty())
      return err(
          fmt::format("targets '{}': empty item (expected e.g. host,sm_90,gfx942)", list.str()));
    llvm::Expected<Target> t = Target::parse(item);
    if (!t)
      return t.takeError();
    if (t->arch == Arch::Host && t->features.empty())
      *t = Target::hostCPU();
    if (std::find(out.begin(), out.end(), *t) == out.end())
      out.push_back(*t);
  }
  return out;
}

llvm::Expected<Manifest> parseManifest(llvm::StringRef text, llvm::StringRef source) {
  auto fail = [&](const std::string &msg) {
    return err(fmt::format("manifest {}: {}", source.str(), msg));
  };
  json doc = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded())
    return fail("not valid JSON");
  if (!doc.is_object())
    return fail("expected a JSON object with \"manifest_version\" and \"contracts\"");
  for (auto it = doc.begin(); it != doc.end(); ++it)
    if (it.key() != "manifest_version" && it.key() != "targets" && it.key() != "contracts")
      return fail(fmt::format("unknown field '{}' (expected manifest_version, targets, "
                              "contracts)",
                              it.key()));
  auto ver = doc.find("manifest_version");
  if (ver == doc.end() || !ver->is_number_integer() || ver->get<int64_t>() != kManifestVersion)
    return fail(fmt::format("manifest_version: {}: expected {}",
                            ver == doc.end() ? std::string("missing") : ver->dump(),
                            kManifestVersion));
  Manifest m;
  if (auto t = doc.find("targets"); t != doc.end()) {
    if (!t->is_array() || t->empty())
      return fail(fmt::format("targets: {}: expected a non-empty list of target names", t->dump()));
    std::vector<std::string> names;
    for (size_t i = 0; i < t->size(); ++i) {
      if (!(*t)[i].is_string())
        return fail(fmt::format("targets[{}]: {}: expected a string", i, (*t)[i].dump()));
      names.push_back((*t)[i].get<std::string>());
    }
    for (size_t i = 0; i < names.size(); ++i) {
      auto ts = parseTargetList(names[i]);
      if (!ts)
        return fail(fmt::format("targets[{}]: {}", i, llvm::toString(ts.takeError())));
      for (Target &x : *ts)
        if (std::find(m.targets.begin(), m.targets.end(), x) == m.targets.end())
          m.targets.push_back(x);
    }
  } else {
    m.targets.push_back(Target::hostCPU());
  }
  auto cs = doc.find("contracts");
  if (cs == doc.end() || !cs->is_array() || cs->empty())
    return fail(fmt::format("contracts: {}: expected a non-empty list of contract objects",
                            cs == doc.end() ? std::string("missing") : cs->dump()));
  for (size_t i = 0; i < cs->size(); ++i)
    if (llvm::Error e = parseEntry((*cs)[i], i, m))
      return fail(llvm::toString(std::move(e)));
  return m;
}

llvm::Expected<Manifest> loadManifest(llvm::StringRef path) {
  auto mb = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!mb)
    return err(fmt::format("manifest {}: cannot read: {}", path.str(), mb.getError().message()));
  return parseManifest((*mb)->getBuffer(), path);
}

llvm::Expected<std::vector<KernelSpec>> manifestKernelSpecs(const Manifest &m,
                                                            llvm::ArrayRef<Target> targets) {
  std::vector<KernelSpec> out;
  std::set<std::string> seen;
  for (const Target &t : targets) {
    for (const ManifestContract &mc : m.contracts) {
      Contract c = mc.contract;
      c.target = t;
      if (t.arch != Arch::Host && c.lanes != 32)
        return err(fmt::format("contracts[{}].lanes: {}: target {} runs 32 lanes (expected 32)",
                               mc.index, c.lanes, t.toString()));
      for (KernelSpec &s : contractKernelSpecs(c, mc.kernels))
        if (seen.insert(s.canonical()).second)
          out.push_back(std::move(s));
    }
  }
  return out;
}

} // namespace logpjit
