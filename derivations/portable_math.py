"""Elementwise exp, log, power, sin and cos that give the same bits on every x86-64 CPU.

Why: numpy picks a SIMD kernel for these at import, by CPU. Its AVX-512 kernels differ
from its AVX2 ones in the last bit for about one value in twenty (``exp``, ``power``), so a
sample drawn on a bound, or a hypothesis evaluated there, can fall the other way on another
machine: the numeric check's counts in ``output/`` changed between two development
machines with no code change (143 against 142 admissible samples). These functions go
through the C library's ``math`` functions one element at a time, which run the same code
whatever the vector units. They are for the checks' sample sizes (hundreds of points), not
for sweeps: ``chalk sweep`` and the generated code keep numpy's speed.
"""

from __future__ import annotations

import math

import numpy as np

_exp = np.frompyfunc(math.exp, 1, 1)
_log = np.frompyfunc(math.log, 1, 1)
_sin = np.frompyfunc(math.sin, 1, 1)
_cos = np.frompyfunc(math.cos, 1, 1)


def _odd(y: float) -> bool:
    return math.isfinite(y) and y.is_integer() and math.fmod(y, 2.0) != 0.0


def _pow(x: float, y: float) -> float:
    """``x ** y`` as numpy's float power gives it: NaN for a negative base and a fractional
    exponent, ±inf at a zero base and a negative exponent and on overflow (numpy warns;
    ``math`` raises)."""
    if x == 0.0 and y < 0:
        return math.copysign(math.inf, x) if _odd(y) else math.inf
    if x < 0 and math.isfinite(y) and not y.is_integer():  # a negative base, a fractional exponent
        return 0.0 if x == -math.inf and y < 0 else math.nan
    try:
        return math.pow(x, y)
    except ValueError:
        return math.nan
    except OverflowError:
        return -math.inf if x < 0 and _odd(y) else math.inf


_power = np.frompyfunc(_pow, 2, 1)


def _floats(out: object) -> np.ndarray:
    return np.asarray(out, dtype=float)


def _domain(f: np.ufunc, x: np.ndarray, low_ok: float) -> np.ndarray:
    """``f`` where the C library accepts the argument, NaN (or numpy's value) elsewhere."""
    x = np.asarray(x, dtype=float)
    out = np.full(x.shape, np.nan)
    ok = np.isfinite(x) & (x > low_ok)
    out[ok] = _floats(f(x[ok])) if ok.any() else out[ok]
    return out


def exp(x: np.ndarray | float) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    out = np.where(x == np.inf, np.inf, 0.0)  # exp(-inf) = 0, exp(inf) = inf, NaN stays NaN
    out = np.where(np.isnan(x), np.nan, out)
    finite = np.isfinite(x)
    if finite.any():
        with np.errstate(over="ignore"):
            clipped = np.minimum(x[finite], 709.78)  # beyond it math.exp raises; numpy gives inf
            values = _floats(_exp(clipped))
        out[finite] = np.where(x[finite] > 709.78, np.inf, values)
    return out


def log(x: np.ndarray | float) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    out = _domain(_log, x, 0.0)
    out = np.where(x == 0.0, -np.inf, out)
    return np.where(x == np.inf, np.inf, out)


def power(x: np.ndarray | float, y: np.ndarray | float) -> np.ndarray:
    x, y = np.broadcast_arrays(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
    return _floats(_power(x, y)) if x.size else np.asarray(x, dtype=float)


def sin(x: np.ndarray | float) -> np.ndarray:
    return _domain(_sin, np.asarray(x, dtype=float), -np.inf)


def cos(x: np.ndarray | float) -> np.ndarray:
    return _domain(_cos, np.asarray(x, dtype=float), -np.inf)
