"""The numeric check gives the same bits on every CPU: its samples and evaluations go
through the C library (``derivations/portable_math.py``), not numpy's SIMD kernels, whose
AVX-512 and AVX2 versions differ in the last bit (that moved two counts in ``output/``
between two development machines). numpy's kernels are switched per process with
``NPY_DISABLE_CPU_FEATURES``, so one machine runs both."""

from __future__ import annotations

import math
import os
import subprocess
import sys

import numpy as np
import pytest

from chalk.derivations import portable_math as pm

SCRIPT = """
import hashlib, sympy as sp
from chalk.constraints.numeric import sample_points
from chalk.derivations.evaluation import values
a, b = sp.symbols("a b", positive=True)
n = sp.Symbol("n", integer=True, positive=True)
expr = a ** sp.Rational(3, 2) * sp.log(b) + sp.exp(a / b) - n ** sp.Float(0.7) + sp.sin(a) * sp.cos(b)
point = sample_points([a, b, n], 4096, 11)
digest = hashlib.sha256()
for s in (a, b, n):
    digest.update(point[s].tobytes())
digest.update(values(expr, point, 4096).tobytes())
print(digest.hexdigest())
"""
#: numpy's names for the AVX-512 kernels (numpy 2: the x86-64-v4 group and its extensions)
WITHOUT_AVX512 = "X86_V4 AVX512_ICL AVX512_SPR"


def _digest(disable: str | None) -> str:
    env = {k: v for k, v in os.environ.items() if k != "NPY_DISABLE_CPU_FEATURES"}
    if disable:
        env["NPY_DISABLE_CPU_FEATURES"] = disable
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_samples_and_their_values_are_the_same_bits_with_and_without_numpys_avx512_kernels():
    assert _digest(None) == _digest(WITHOUT_AVX512)


EDGES = [-math.inf, -3.0, -2.0, -0.5, -0.0, 0.0, 0.5, 1.0, 2.0, 3.0, 1e308, math.inf, math.nan]
POWERS = [-math.inf, -3.0, -2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0, 1e10, math.inf, math.nan]


def _same(a: float, b: float) -> bool:
    return a == b or (math.isnan(a) and math.isnan(b)) or abs(a - b) <= 4e-16 * abs(a)


@pytest.mark.parametrize("x", EDGES)
def test_the_portable_power_has_numpys_value_at_every_edge(x):
    with np.errstate(all="ignore"):
        for y in POWERS:
            assert _same(float(np.power(x, y)), float(pm.power(np.array([x]), y)[0])), (x, y)


@pytest.mark.parametrize("name", ["exp", "log", "sin", "cos"])
def test_the_portable_functions_have_numpys_value_at_every_edge(name):
    with np.errstate(all="ignore"):
        for x in [*EDGES, 709.0, 710.0, -800.0, -1e-300, 1e-300]:
            assert _same(float(getattr(np, name)(x)), float(getattr(pm, name)(np.array([x]))[0])), (name, x)


def test_the_portable_functions_keep_the_shape_of_their_input():
    grid = np.linspace(0.1, 3.0, 12).reshape(3, 4)
    for f in (pm.exp, pm.log, pm.sin, pm.cos):
        assert f(grid).shape == (3, 4) and f(grid).dtype == float
    assert pm.power(grid, np.array([1.0, 2.0, 0.5, 3.0])).shape == (3, 4)
    assert pm.exp(np.array([])).shape == (0,)
