//===- native.cpp - logpjit.torch's eager TP 1 path as one C++ autograd node ----===//
//
// The extension module logpjit._native, built against the user's torch (python/setup.py,
// logpjit/_native_build.py). It packs DLTensors straight from at::Tensor and calls the C
// ABI through function pointers that logpjit._capi hands over (the library is loaded once,
// by ctypes), and records one torch::autograd::Function node whose backward runs on
// autograd's device thread without the GIL. The kernels, their arguments and the library's
// checks are those of the Python path, so the bits are the same
// (tests/python/test_native.py compares them with memcmp).
//
//===----------------------------------------------------------------------===//
#include <torch/csrc/autograd/functions/basic_ops.h>
#include <torch/extension.h>

#include <ATen/dlpack.h>

#include <cstdint>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>

namespace {

using Status = int;
using TileStatsFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                               const DLTensor *, DLTensor *, DLTensor *, void *);
using MergeFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                           const DLTensor *, const DLTensor *, DLTensor *, DLTensor *, DLTensor *,
                           void *);
using BackwardFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                              const DLTensor *, const DLTensor *, const DLTensor *,
                              const DLTensor *, const DLTensor *, const DLTensor *, DLTensor *,
                              void *);
using TopKStatsFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                               const DLTensor *, DLTensor *, DLTensor *, DLTensor *, void *);
using TopKMergeSelectFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                                     const DLTensor *, const DLTensor *, const DLTensor *,
                                     const DLTensor *, DLTensor *, DLTensor *, DLTensor *,
                                     DLTensor *, DLTensor *, DLTensor *, float, void *);
using SamplerFn = Status (*)(void *, const DLTensor *, const DLTensor *, const DLTensor *,
                             const DLTensor *, int64_t, float, DLTensor *, DLTensor *, DLTensor *,
                             DLTensor *, DLTensor *, void *);
using LastErrorFn = const char *(*)();

/// The C ABI entry points (logpjit_op_{tile_stats,merge,backward}_v2,
/// logpjit_op_topk_stats, logpjit_op_topk_merge_select, logpjit_op_sampler,
/// logpjit_last_error).
struct CApi {
  TileStatsFn tileStats = nullptr;
  MergeFn merge = nullptr;
  BackwardFn backward = nullptr;
  TopKStatsFn topKStats = nullptr;
  TopKMergeSelectFn topKMergeSelect = nullptr;
  SamplerFn sampler = nullptr;
  LastErrorFn lastError = nullptr;
} g_api;
/// kDLCUDA, or kDLROCM under a ROCm build of torch (whose "cuda" tensors are HIP's).
DLDeviceType g_gpuKind = kDLCUDA;

/// A C status carried to Python, which raises the exception type logpjit._capi maps it to
/// (the library's message is thread-local and still there).
struct StatusError : std::exception {
  explicit StatusError(Status s) : text(std::to_string(s)) {}
  const char *what() const noexcept override { return text.c_str(); }
  std::string text;
};

/// One logpjit op as this module uses it: the logpjit_op_t*, the geometry its forward
/// needs, and its lock (the C ABI's ops take one caller at a time), shared by the Python
/// path (a context manager) and this module (forward with the GIL, backward on autograd's
/// thread without it).
struct OpHandle {
  void *handle;
  int64_t localTiles, partialWidth;
  bool entropy;
  int64_t lanes, topK; ///< the contract's L and top_k (0: no top-k)
  std::mutex mu;
  OpHandle(int64_t h, int64_t k, int64_t p, bool e, int64_t l, int64_t topK)
      : handle(reinterpret_cast<void *>(h)), localTiles(k), partialWidth(p), entropy(e), lanes(l),
        topK(topK) {}
};

/// Locks `op`; a caller holding the GIL (`gil`) releases it while waiting, since a
/// Python-path holder of the lock needs the GIL to finish its ctypes call.
void lockOp(OpHandle &op, bool gil) {
  if (op.mu.try_lock())
    return;
  if (gil) {
    pybind11::gil_scoped_release nogil;
    op.mu.lock();
  } else {
    op.mu.lock();
  }
}

/// lockOp for a scope.
struct Locked {
  Locked(OpHandle &op, bool gil) : op(op) { lockOp(op, gil); }
  ~Locked() { op.mu.unlock(); }
  OpHandle &op;
};

/// Releases the GIL for its lifetime when asked to (torch 1.13 builds extensions as C++14:
/// no std::optional<gil_scoped_release>).
class ReleasedGil {
public:
  explicit ReleasedGil(bool release) : state_(release ? PyEval_SaveThread() : nullptr) {}
  ~ReleasedGil() {
    if (state_)
      PyEval_RestoreThread(state_);
  }
  bool released() const { return state_ != nullptr; }

private:
  PyThreadState *state_;
};

DLDataType dlType(const at::Tensor &t) {
  switch (t.scalar_type()) {
  case at::kFloat:
    return {kDLFloat, 32, 1};
  case at::kHalf:
    return {kDLFloat, 16, 1};
  case at::kBFloat16:
    return {kDLBfloat, 16, 1};
  case at::kLong:
    return {kDLInt, 64, 1};
  case at::kInt:
    return {kDLInt, 32, 1};
  case at::kByte:
    return {kDLUInt, 8, 1};
  case at::kBool:
    return {6 /* kDLBool, DLPack >= 0.8; the C ABI takes it */, 8, 1};
  default:
    // Any other dtype: a code the C ABI rejects, naming the argument.
    return {kDLOpaqueHandle, 8, 1};
  }
}

/// A DLTensor viewing `t` (shape and strides point into t's metadata: `t` outlives it).
struct View {
  DLTensor dl{};
  View() = default;
  explicit View(const at::Tensor &t) {
    dl.data = t.data_ptr();
    if (t.is_cuda())
      dl.device = {g_gpuKind, static_cast<int32_t>(t.get_device())};
    else if (t.is_cpu())
      dl.device = {kDLCPU, 0};
    else // another device kind: the C library rejects it, naming the argument
      dl.device = {kDLExtDev, static_cast<int32_t>(t.get_device())};
    dl.ndim = static_cast<int32_t>(t.dim());
    dl.dtype = dlType(t);
    dl.shape = const_cast<int64_t *>(t.sizes().data());
    dl.strides = const_cast<int64_t *>(t.strides().data());
    dl.byte_offset = 0;
  }
  DLTensor *get() { return &dl; }
};

/// A DLTensor over `t`, or nullptr where `t` is undefined (an absent optional argument).
struct OptView {
  View v;
  bool has = false;
  explicit OptView(const at::Tensor &t) : has(t.defined()) {
    if (has)
      v = View(t);
  }
  DLTensor *get() { return has ? v.get() : nullptr; }
};

/// A DLTensor over fp32 (or `type`) memory this module allocated (contiguous, `ndim` <= 4).
struct Dense {
  DLTensor dl{};
  int64_t shape[4], strides[4];
  Dense(void *data, DLDevice device, std::initializer_list<int64_t> dims,
        DLDataType type = {kDLFloat, 32, 1}) {
    dl.data = data;
    dl.device = device;
    dl.ndim = static_cast<int32_t>(dims.size());
    dl.dtype = type;
    int i = 0;
    for (int64_t d : dims)
      shape[i++] = d;
    for (int64_t j = dl.ndim - 1, st = 1; j >= 0; st *= shape[j--])
      strides[j] = st;
    dl.shape = shape;
    dl.strides = strides;
  }
  DLTensor *get() { return &dl; }
};

/// The merge at TP 1 of the partials [rows, K, P] and target logits [rows] at `parts`, `tl`
/// (one rank's: gathered shape [1, ...]): (logp, lse, entropy or undefined), allocated here.
struct Merged {
  at::Tensor logp, lse, entropy;
};
Merged mergeTp1(OpHandle &op, const at::TensorOptions &f32, float *parts, float *tl, int64_t rows,
                DLDevice dev, View &tg, OptView &act, OptView &taus, void *stream) {
  at::Tensor lse = at::empty({rows}, f32), logp = at::empty({rows}, f32);
  at::Tensor entropy = op.entropy ? at::empty({rows}, f32) : at::Tensor();
  Dense gParts(parts, dev, {1, rows, op.localTiles, op.partialWidth}), gTl(tl, dev, {1, rows});
  View vl(lse), vp(logp);
  OptView ve(entropy);
  if (Status s = g_api.merge(op.handle, gParts.get(), gTl.get(), tg.get(), act.get(), taus.get(),
                             vl.get(), vp.get(), ve.get(), stream))
    throw StatusError(s);
  return {logp, lse, entropy};
}

/// tile_stats then merge at TP 1 (the order of the Python path's _forward_tp1): tile_stats
/// is launched first, from one work allocation (partials, target logits), before the
/// merge's outputs are allocated, so that the GPU starts as early as it can. Returns
/// (logp, lse, entropy or undefined).
std::vector<at::Tensor> forwardKernels(OpHandle &op, const at::Tensor &logits,
                                       const at::Tensor &targets, const at::Tensor &active,
                                       const at::Tensor &tau, void *stream) {
  const int64_t rows = logits.size(0), k = op.localTiles, p = op.partialWidth;
  auto f32 = logits.options().dtype(at::kFloat);
  at::Tensor work = at::empty({rows * (k * p + 1)}, f32);
  View x(logits), tg(targets);
  OptView act(active), taus(tau);
  const DLDevice dev = x.dl.device;
  float *parts = work.data_ptr<float>(), *tl = parts + rows * k * p;
  Dense vParts(parts, dev, {rows, k, p}), vTl(tl, dev, {rows});
  // CPU tensors: the host kernels run inside these calls (a JIT compile too, on a cache
  // miss), so other Python threads run meanwhile; GPU calls only queue work.
  ReleasedGil nogil(!logits.is_cuda());
  Locked locked(op, !nogil.released());
  if (Status s = g_api.tileStats(op.handle, x.get(), tg.get(), act.get(), taus.get(), vParts.get(),
                                 vTl.get(), stream))
    throw StatusError(s);
  Merged m = mergeTp1(op, f32, parts, tl, rows, dev, tg, act, taus, stream);
  return {m.logp, m.lse, m.entropy};
}

/// Top-k at TP 1 in one read (the order of the Python path's _torch_topk._one_read):
/// topk_stats, then the merge and topk_select in one launch, the first launched from one
/// work allocation before the later outputs are allocated. Returns (ids, logprobs, rank,
/// logp, lse).
std::vector<at::Tensor> topKOneRead(const at::Tensor &logits, const at::Tensor &targets,
                                    const c10::optional<at::Tensor> &activeOpt,
                                    const c10::optional<at::Tensor> &tauOpt, OpHandle &op,
                                    int64_t streamWord, double topP) {
  if (op.topK < 1)
    throw std::invalid_argument("logpjit._native.topk: the op's contract has top_k = 0");
  void *stream = reinterpret_cast<void *>(streamWord);
  const at::Tensor active = activeOpt ? *activeOpt : at::Tensor();
  const at::Tensor tau = tauOpt ? *tauOpt : at::Tensor();
  const int64_t rows = logits.size(0), k = op.localTiles, p = op.partialWidth;
  auto f32 = logits.options().dtype(at::kFloat), i64 = logits.options().dtype(at::kLong);
  // One work allocation: the lane stats (int64 [T, K, L]), then the partials and target
  // logits (fp32), as forwardKernels' work.
  const int64_t words = rows * k * op.lanes;
  at::Tensor work = at::empty({words + (rows * (k * p + 1) + 1) / 2}, i64);
  View x(logits), tg(targets);
  OptView act(active), taus(tau);
  const DLDevice dev = x.dl.device;
  int64_t *stats = work.data_ptr<int64_t>();
  float *parts = reinterpret_cast<float *>(stats + words), *tl = parts + rows * k * p;
  Dense ls(stats, dev, {rows, k, op.lanes}, {kDLInt, 64, 1});
  Dense vParts(parts, dev, {rows, k, p}), vTl(tl, dev, {rows});
  ReleasedGil nogil(!logits.is_cuda());
  Locked locked(op, !nogil.released());
  if (Status s = g_api.topKStats(op.handle, x.get(), tg.get(), act.get(), taus.get(), vParts.get(),
                                 vTl.get(), ls.get(), stream))
    throw StatusError(s);
  at::Tensor lse = at::empty({rows}, f32), logp = at::empty({rows}, f32);
  at::Tensor ids = at::empty({rows, op.topK}, i64), lps = at::empty({rows, op.topK}, f32);
  at::Tensor rank = at::empty({rows}, i64);
  View vl(lse), vp(logp), vi(ids), vlp(lps), vr(rank);
  if (Status s =
          g_api.topKMergeSelect(op.handle, x.get(), tg.get(), act.get(), taus.get(), vParts.get(),
                                vTl.get(), ls.get(), vl.get(), vp.get(), nullptr, vi.get(),
                                vlp.get(), vr.get(), static_cast<float>(topP), stream))
    throw StatusError(s);
  return {ids, lps, rank, logp, lse};
}

/// The processed sampler logprobs (the order of the Python path's
/// _torch_sampler.processed): the sampler kernel on topk's candidates. A row whose
/// candidates hold less than top_p is recorded in the op's status word (logpjit_op_status):
/// nothing here waits for the device. Returns (logp, rank, ids, logprobs).
std::tuple<at::Tensor, at::Tensor, at::Tensor, at::Tensor>
processed(const at::Tensor &ids, const at::Tensor &lps, const at::Tensor &rank,
          const at::Tensor &sampled, int64_t topK, double topP, int64_t n, OpHandle &op,
          int64_t streamWord) {
  void *stream = reinterpret_cast<void *>(streamWord);
  const int64_t rows = ids.size(0);
  auto f32 = ids.options().dtype(at::kFloat), i64 = ids.options().dtype(at::kLong);
  at::Tensor logp = at::empty({rows}, f32), outRank = at::empty({rows}, i64);
  at::Tensor kept = at::empty({rows}, i64);
  at::Tensor outIds = at::empty({rows, n}, i64), outLps = at::empty({rows, n}, f32);
  View vi(ids), vl(lps), vr(rank), vs(sampled), vlp(logp), vor(outRank), vk(kept);
  OptView voi(n ? outIds : at::Tensor()), vol(n ? outLps : at::Tensor());
  ReleasedGil nogil(!ids.is_cuda());
  Locked locked(op, !nogil.released());
  if (Status s = g_api.sampler(op.handle, vi.get(), vl.get(), vr.get(), vs.get(), topK,
                               static_cast<float>(topP), vlp.get(), vor.get(), voi.get(), vol.get(),
                               vk.get(), stream))
    throw StatusError(s);
  return {logp, outRank, outIds, outLps};
}

/// An upstream gradient as fp32 [T] rows (broadcast views, e.g. from sum(), are copied).
/// An fp32 [rows] gradient as the C ABI takes it: contiguous, or (`broadcast`: grad_logp)
/// one value expanded over every row, as the gradient of a sum arrives (no copy kernel).
at::Tensor f32Rows(const at::Tensor &g, int64_t rows, bool broadcast = false) {
  if (!g.defined())
    return g;
  if (g.scalar_type() == at::kFloat &&
      (rows < 2 || g.stride(0) == 1 || (broadcast && g.stride(0) == 0)))
    return g;
  return g.to(at::kFloat).contiguous();
}

constexpr const char *kDoubleBackward =
    "logpjit.torch.selected_logprobs is not twice differentiable: its logits gradient cannot "
    "be differentiated again (double backward)";

/// The optional inputs (undefined where absent), passed to the autograd Function as one
/// non-tensor argument: torch 1.13's Function::apply cannot take undefined tensors.
struct Optional {
  at::Tensor active, tau;
};

/// The autograd node of the eager TP 1 path: logits -> (logp, lse[, entropy]). The op
/// outlives the node: logpjit.torch never destroys an op this module has used.
struct SelectedLogprobs : torch::autograd::Function<SelectedLogprobs> {
  static constexpr size_t kInputs = 5; ///< forward's arguments after ctx

  static torch::autograd::variable_list forward(torch::autograd::AutogradContext *ctx,
                                                at::Tensor logits, at::Tensor targets, Optional opt,
                                                OpHandle *op, int64_t stream) {
    auto out =
        forwardKernels(*op, logits, targets, opt.active, opt.tau, reinterpret_cast<void *>(stream));
    ctx->set_materialize_grads(false);
    ctx->saved_data["op"] = reinterpret_cast<int64_t>(op);
    ctx->saved_data["stream"] = stream; // autograd runs the backward on the forward's stream
    ctx->save_for_backward({logits, targets, opt.active, opt.tau, out[1], out[2]});
    if (!op->entropy)
      out.pop_back();
    return out;
  }

  static torch::autograd::variable_list backward(torch::autograd::AutogradContext *ctx,
                                                 torch::autograd::variable_list grads) {
    torch::autograd::variable_list result(kInputs);
    if (!ctx->needs_input_grad(0))
      return result;
    auto saved = ctx->get_saved_variables();
    const at::Tensor &logits = saved[0], &targets = saved[1], &active = saved[2], &tau = saved[3],
                     &lse = saved[4];
    const int64_t rows = logits.size(0);
    at::Tensor gLogp =
        grads[0].defined() ? f32Rows(grads[0], rows, true) : at::zeros({rows}, lse.options());
    at::Tensor gLse = f32Rows(grads[1], rows);
    at::Tensor gH = grads.size() > 2 ? f32Rows(grads[2], rows) : at::Tensor();
    at::Tensor entropy = gH.defined() ? saved[5] : at::Tensor();
    at::Tensor grad = at::empty(logits.sizes(), logits.options());
    {
      View x(logits), tg(targets), gl(gLogp), l(lse), gr(grad);
      OptView act(active), taus(tau), gs(gLse), gh(gH), h(entropy);
      auto *op = reinterpret_cast<OpHandle *>(ctx->saved_data["op"].toInt());
      Locked locked(*op, false);
      if (g_api.backward(op->handle, x.get(), tg.get(), act.get(), taus.get(), gl.get(), gs.get(),
                         gh.get(), l.get(), h.get(), gr.get(),
                         reinterpret_cast<void *>(ctx->saved_data["stream"].toInt())))
        throw std::runtime_error(std::string("logpjit backward: ") + g_api.lastError());
    }
    if (torch::autograd::GradMode::is_enabled()) {
      // create_graph: the kernel recorded no graph, so differentiating this gradient again
      // would silently drop the second-order term. Raise if anyone does.
      grad = torch::autograd::DelayedError(kDoubleBackward, 2).apply({grad.detach(), logits})[0];
    }
    result[0] = grad;
    return result;
  }
};

std::vector<at::Tensor> forward(const at::Tensor &logits, const at::Tensor &targets,
                                const c10::optional<at::Tensor> &active,
                                const c10::optional<at::Tensor> &tau, OpHandle &op,
                                int64_t stream) {
  Optional opt{active ? *active : at::Tensor(), tau ? *tau : at::Tensor()};
  if (logits.requires_grad() && torch::autograd::GradMode::is_enabled())
    return SelectedLogprobs::apply(logits, targets, opt, &op, stream);
  auto out =
      forwardKernels(op, logits, targets, opt.active, opt.tau, reinterpret_cast<void *>(stream));
  if (!op.entropy)
    out.pop_back();
  return out;
}

} // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  namespace py = pybind11;
  m.doc() = "logpjit.torch's eager TP 1 path: DLTensors from at::Tensor, one C++ autograd node";
  // The interface logpjit/_native_build.py expects (NATIVE_ABI there): an extension built
  // from other sources is not loaded.
  m.attr("abi") = 6;
  py::register_exception<StatusError>(m, "StatusError");
  py::class_<OpHandle>(m, "OpHandle",
                       "A logpjit op for forward() and topk(): OpHandle(logpjit_op_t* as int, "
                       "K_local, P, want_entropy, L, top_k); also the op's lock (a context "
                       "manager)")
      .def(py::init<int64_t, int64_t, int64_t, bool, int64_t, int64_t>())
      .def("__enter__", [](OpHandle &op) { lockOp(op, true); })
      .def("__exit__", [](OpHandle &op, py::args) {
        op.mu.unlock();
        return false;
      });
  m.def(
      "init",
      [](int64_t tileStats, int64_t merge, int64_t backward, int64_t topKStats,
         int64_t topKMergeSelect, int64_t sampler, int64_t lastError, int64_t gpuKind) {
        g_gpuKind = static_cast<DLDeviceType>(gpuKind);
        g_api.tileStats = reinterpret_cast<TileStatsFn>(tileStats);
        g_api.merge = reinterpret_cast<MergeFn>(merge);
        g_api.backward = reinterpret_cast<BackwardFn>(backward);
        g_api.topKStats = reinterpret_cast<TopKStatsFn>(topKStats);
        g_api.topKMergeSelect = reinterpret_cast<TopKMergeSelectFn>(topKMergeSelect);
        g_api.sampler = reinterpret_cast<SamplerFn>(sampler);
        g_api.lastError = reinterpret_cast<LastErrorFn>(lastError);
      },
      "Sets the C ABI's entry points: addresses of logpjit_op_tile_stats_v2, "
      "logpjit_op_merge_v2, logpjit_op_backward_v2, logpjit_op_topk_stats, "
      "logpjit_op_topk_merge_select, logpjit_op_sampler and logpjit_last_error; the DLPack device "
      "type "
      "of torch's GPU "
      "tensors (2: CUDA, 10: ROCm).");
  m.def("forward", &forward,
        "(logp, lse[, entropy]) fp32 [T] of logits [T, V_local] at TP 1 (targets, active, tau "
        "as the C ABI takes them), with a C++ autograd node when logits require grad; stream: "
        "the CUDA stream as an int (0 on the CPU). Raises StatusError(status) where the C "
        "library refuses a call (its message: logpjit_last_error()); the library checks "
        "every tensor (dtype, device, shape, strides) as for any caller.");
  m.def("topk", &topKOneRead,
        "(ids int64 [T, k], logprobs fp32 [T, k], rank int64 [T], logp, lse fp32 [T]) of logits "
        "[T, V] at TP 1 for an op whose contract has top_k = k: topk_stats, the merge and "
        "topk_select (targets, active, tau as the C ABI takes them; stream as for forward; "
        "top_p: logpjit_op_topk_select_v2's, 0 for the k best). "
        "No autograd. Raises StatusError(status) where the C library refuses a call.");
  m.def("processed", &processed,
        "(logp fp32 [T], rank int64 [T], ids int64 [T, n], logprobs fp32 [T, n]) of the "
        "processed distribution from topk's candidates (ids, logprobs, rank) through the op's "
        "sampler kernel; a row whose candidates hold less than top_p is recorded for "
        "logpjit_op_status (no synchronization). Raises StatusError(status) where the C "
        "library refuses.");
}
