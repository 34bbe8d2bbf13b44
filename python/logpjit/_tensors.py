"""Tensor arguments of the C ABI: a DLTensor* for each tensor of a call. torch CPU/CUDA
tensors are packed in place into a per-thread scratch buffer (no DLPack capsule per call);
anything else goes through DLPack."""

import ctypes
import struct
import sys
import threading

_GetPointer = ctypes.pythonapi.PyCapsule_GetPointer
_GetPointer.restype = ctypes.c_void_p
_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _dlpack(name: str, x):
    """(capsule, DLTensor*) of a DLPack-capable object."""
    if type(x).__module__.startswith("torch"):
        import torch
        import torch.utils.dlpack

        if x.dtype == torch.bool:  # torch 1.13 cannot export bool through DLPack
            x = x.view(torch.uint8)
        capsule = torch.utils.dlpack.to_dlpack(x.detach())
    elif hasattr(x, "__dlpack__"):
        capsule = x.__dlpack__()
    else:
        raise TypeError(
            f"{name}: expected a DLPack tensor (torch.Tensor, numpy.ndarray, ...), "
            f"got {type(x).__name__}"
        )
    return capsule, _GetPointer(capsule, b"dltensor")


# The lean path for torch tensors: a DLTensor (dlpack.h; 48 bytes on LP64) followed by its
# shape and strides, packed into a per-thread scratch buffer, one slot per argument.
#   data u64 | device_type i32 | device_id i32 | ndim i32 | code u8 bits u8 lanes u16 |
#   shape* u64 | strides* u64 | byte_offset u64 | shape[ndim] i64 | strides[ndim] i64
_DL_HEADER = "<QiiiBBHQQQ"
_MAX_NDIM = 8
_SLOT_BYTES = struct.calcsize(_DL_HEADER) + 16 * _MAX_NDIM
_SLOTS = 14  # the most tensors of one call (lm_head_backward with saved_logits)
_PACKERS = [struct.Struct(_DL_HEADER + f"{2 * n}q") for n in range(_MAX_NDIM + 1)]
_KDL_CPU, _KDL_CUDA, _KDL_ROCM = 1, 2, 10
_torch_tensor = None  # torch.Tensor once torch is imported
_torch_dl = {}  # torch dtype -> (DLPack code, bits)
_gpu_kind = _KDL_CUDA  # kDLROCM under a ROCm build of torch


def _init_torch(torch) -> None:
    global _torch_tensor, _gpu_kind
    _torch_dl.update({torch.float32: (2, 32), torch.float16: (2, 16), torch.bfloat16: (4, 16),
                      torch.float64: (2, 64), torch.int64: (0, 64), torch.int32: (0, 32),
                      torch.int16: (0, 16), torch.int8: (0, 8), torch.uint8: (1, 8),
                      torch.bool: (6, 8)})  # kDLBool (DLPack >= 0.8): the C ABI takes it
    _gpu_kind = _KDL_ROCM if getattr(torch.version, "hip", None) else _KDL_CUDA
    _torch_tensor = torch.Tensor


class _Scratch(threading.local):
    def __init__(self):
        self.buf = ctypes.create_string_buffer(_SLOTS * _SLOT_BYTES)
        self.base = ctypes.addressof(self.buf)


_scratch = _Scratch()


def _pointers(names, *xs):
    """DLTensor* (an int, or None for None) of each tensor in ``xs`` and the capsules to
    keep alive until the call returns. torch CPU/CUDA tensors are packed in place (no
    capsule); anything else goes through DLPack. ``names`` name the arguments for errors.
    The pointers are valid until this thread's next call (one scratch buffer per thread)."""
    if _torch_tensor is None and "torch" in sys.modules:
        _init_torch(sys.modules["torch"])
    tensor_type, scratch, packers, dls = _torch_tensor, _scratch, _PACKERS, _torch_dl
    buf, addr = scratch.buf, scratch.base
    keep, ptrs, off = None, [], 0
    for x in xs:
        if x is None:
            ptrs.append(None)
        else:
            kind = dl = None
            if tensor_type is not None and isinstance(x, tensor_type):
                dl = dls.get(x.dtype)
                if x.is_cpu:
                    kind, index = _KDL_CPU, 0
                elif x.is_cuda:
                    kind, index = _gpu_kind, x.get_device()
            shape = x.shape if dl is not None and kind is not None else ()
            ndim = len(shape)
            if dl is not None and kind is not None and ndim <= _MAX_NDIM:
                packers[ndim].pack_into(buf, off, x.data_ptr(), kind, index, ndim, dl[0], dl[1],
                                        1, addr + 48, addr + 48 + 8 * ndim, 0, *shape,
                                        *x.stride())
                ptrs.append(addr)
            else:
                capsule, ptr = _dlpack(names[len(ptrs)], x)
                keep = [capsule] if keep is None else keep + [capsule]
                ptrs.append(ptr)
        off += _SLOT_BYTES
        addr += _SLOT_BYTES
    return keep, ptrs


def _known(slot: int, ptr: int, kind: int, index: int, dl, shape, strides) -> int:
    """The DLTensor* of a tensor whose layout the caller already knows (a torch tensor it
    allocated or checked: data pointer, device kind and ordinal, (code, bits), shape,
    strides), packed into scratch slot ``slot`` of this thread (no tensor attribute is
    read). Valid until this thread's next call, like _pointers'."""
    scratch = _scratch
    off = slot * _SLOT_BYTES
    addr = scratch.base + off
    n = len(shape)
    _PACKERS[n].pack_into(scratch.buf, off, ptr, kind, index, n, dl[0], dl[1], 1, addr + 48,
                          addr + 48 + 8 * n, 0, *shape, *strides)
    return addr
