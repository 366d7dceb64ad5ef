"""Fast numeric falsifier: evaluate statements on many points at once with numpy.

Relations are three-valued: True, False, or "too close to call" (within a relative
tolerance of the boundary, or not finite). Only a definite False refutes, so rounding
can never turn a true statement into a reported counterexample.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import sympy as sp

REL_TOL = 1e-9


def lambdify_numpy(symbols: list[sp.Symbol], expr: sp.Basic):
    return sp.lambdify(symbols, expr, modules="numpy", cse=True)


def values(expr: sp.Basic, point: Mapping[sp.Symbol, np.ndarray], size: int) -> np.ndarray:
    symbols = sorted(point, key=lambda s: s.name)
    with np.errstate(all="ignore"):
        out = lambdify_numpy(symbols, expr)(*(point[s] for s in symbols))
    return np.broadcast_to(np.asarray(out, dtype=float), (size,))


def truth(statement: sp.Basic, point: Mapping[sp.Symbol, np.ndarray], size: int, rel_tol: float = REL_TOL):
    """(definitely_true, definitely_false) boolean arrays for a Boolean statement."""
    if statement == sp.true:
        return np.ones(size, bool), np.zeros(size, bool)
    if statement == sp.false:
        return np.zeros(size, bool), np.ones(size, bool)
    if isinstance(statement, sp.core.relational.Relational):
        a = values(statement.lhs, point, size)
        b = values(statement.rhs, point, size)
        finite = np.isfinite(a) & np.isfinite(b)
        tol = rel_tol * np.maximum(np.abs(a), np.abs(b)) + 1e-300
        with np.errstate(all="ignore"):
            diff = a - b
        near = np.abs(diff) <= tol
        if isinstance(statement, sp.Eq):
            return finite & near, finite & ~near
        if isinstance(statement, sp.Ne):
            return finite & ~near, finite & near
        below, above = finite & (diff < -tol), finite & (diff > tol)
        if isinstance(statement, sp.Le):
            return finite & ~above, above
        if isinstance(statement, sp.Ge):
            return finite & ~below, below
        if isinstance(statement, sp.Lt):
            return below, finite & ~below & ~near | above
        return above, finite & ~above & ~near | below
    args = [truth(a, point, size, rel_tol) for a in statement.args]
    if isinstance(statement, sp.Not):
        t, f = args[0]
        return f, t
    if isinstance(statement, sp.And):
        return np.logical_and.reduce([t for t, _ in args]), np.logical_or.reduce([f for _, f in args])
    if isinstance(statement, sp.Or):
        return np.logical_or.reduce([t for t, _ in args]), np.logical_and.reduce([f for _, f in args])
    if isinstance(statement, sp.Implies):
        (pt, pf), (qt, qf) = args
        return pf | qt, pt & qf
    if isinstance(statement, sp.Equivalent):
        t_all = np.logical_and.reduce([t for t, _ in args])
        f_all = np.logical_and.reduce([f for _, f in args])
        decided = np.logical_and.reduce([t | f for t, f in args])
        return t_all | f_all, decided & ~(t_all | f_all)
    raise TypeError(f"cannot evaluate {type(statement).__name__} numerically")


def sample_points(symbols: list[sp.Symbol], size: int, seed: int) -> dict[sp.Symbol, np.ndarray]:
    """Seeded log-uniform samples in [1e-3, 1e3], integers >= 1 for integer symbols."""
    rng = np.random.default_rng(seed)
    point = {}
    for s in symbols:
        x = np.exp(rng.uniform(np.log(1e-3), np.log(1e3), size))
        if s.is_integer:
            x = np.ceil(x)
        elif s.is_nonnegative and not s.is_positive:
            x[rng.random(size) < 0.1] = 0.0
        point[s] = x
    return point
