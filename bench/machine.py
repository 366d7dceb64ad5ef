"""The machine a report was measured on: cores, Python, numpy, and the BLAS settings."""

from __future__ import annotations

import os
import platform
import sys
from importlib import metadata

BLAS_VARIABLES = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _numpy_simd() -> list[str]:
    """SIMD extensions numpy's element-wise loops dispatch to on this CPU (what the sweep runs)."""
    try:
        from numpy._core._multiarray_umath import __cpu_dispatch__, __cpu_features__
    except ImportError:
        return []
    return [f for f in __cpu_dispatch__ if __cpu_features__.get(f)]


def describe() -> dict:
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "usable_cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "load_average_1min_at_start": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "versions": {p: _version(p) for p in ("numpy", "sympy", "z3-solver", "pint", "llm-analysis")},
        # The sweep is element-wise numpy (no BLAS call), so these do not change its kernels;
        # they are stated because they slow BLAS-bound numpy on this kind of machine.
        "blas_environment": {k: os.environ.get(k) for k in BLAS_VARIABLES},
        "numpy_simd_dispatch": _numpy_simd(),
    }
