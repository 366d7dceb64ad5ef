"""Fast numeric falsifier: evaluate statements on many points at once with numpy.

Relations are three-valued: True, False, or "too close to call" (within a relative
tolerance of the boundary, or not finite). Only a definite False refutes, so rounding
can never turn a true statement into a reported counterexample.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
import sympy as sp

from chalk.derivations import portable_math
from chalk.derivations.evaluation import values

REL_TOL = 1e-9


def truth(
    statement: sp.Basic, point: Mapping[sp.Symbol, np.ndarray], size: int, rel_tol: float = REL_TOL
) -> tuple[np.ndarray, np.ndarray]:
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


def _bounds(symbol: sp.Symbol, hypotheses: Sequence[sp.Basic]) -> tuple[float | None, float | None]:
    """Numeric lower/upper bounds on ``symbol`` stated directly by hypotheses."""
    lo = hi = None
    for h in hypotheses:
        if not isinstance(h, (sp.Lt, sp.Le, sp.Gt, sp.Ge)):
            continue
        small, large = (h.lhs, h.rhs) if isinstance(h, (sp.Lt, sp.Le)) else (h.rhs, h.lhs)
        if small == symbol and large.is_number:
            hi = float(large) if hi is None else min(hi, float(large))
        elif large == symbol and small.is_number:
            lo = float(small) if lo is None else max(lo, float(small))
    return lo, hi


def _depends_on(expr: sp.Expr, symbol: sp.Symbol, solved: dict[sp.Symbol, sp.Expr]) -> bool:
    for _ in range(len(solved) + 1):
        if symbol in expr.free_symbols:
            return True
        expr = expr.xreplace(solved)
    return symbol in expr.free_symbols


def _solved(hypotheses: Sequence[sp.Basic], symbols: Sequence[sp.Symbol]) -> dict[sp.Symbol, sp.Expr]:
    """Equality hypotheses linear in one of their symbols: that symbol is computed from
    the others (acyclically), not sampled."""
    solved: dict[sp.Symbol, sp.Expr] = {}
    for h in hypotheses:
        if not isinstance(h, sp.Eq):
            continue
        candidates = [x for x in (h.lhs, h.rhs) if isinstance(x, sp.Symbol)]
        candidates += sorted(h.free_symbols - set(candidates), key=lambda x: x.name)
        for s in candidates:
            if s not in symbols or s in solved:
                continue
            found, value = sp.solve_linear(h.lhs - h.rhs, symbols=[s])
            if found == s and not _depends_on(value, s, solved):
                solved[s] = value
                break
    return solved


#: the share of samples put on each non-strict inequality hypothesis' boundary (met with
#: equality), so that corners where several meet are sampled too: a wrong statement (a
#: mutant) often differs from the truth only where a bound is tight (a degree of 1, a
#: data-parallel degree of exactly 1), a region log-uniform samples almost never reach
BOUNDARY_SHARE = 0.25


def _boundaries(
    hypotheses: Sequence[sp.Basic], symbols: Sequence[sp.Symbol], solved: dict[sp.Symbol, sp.Expr]
) -> list[tuple[sp.Symbol, sp.Expr]]:
    """Non-strict inequality hypotheses at equality, each solved for a symbol it is linear
    in (not one computed from an equality hypothesis)."""
    out: list[tuple[sp.Symbol, sp.Expr]] = []
    for h in hypotheses:
        if not isinstance(h, (sp.Le, sp.Ge)):
            continue
        for s in sorted(h.free_symbols, key=lambda x: x.name):
            if s not in symbols or s in solved:
                continue
            found, value = sp.solve_linear(h.lhs - h.rhs, symbols=[s])
            if found == s and not _depends_on(value, s, solved):
                out.append((s, value))
                break
    return out


def _signed(s: sp.Symbol, lo: float | None, hi: float | None, size: int, rng: np.random.Generator) -> np.ndarray:
    """Samples over a domain that is not known to be non-negative: log-uniform magnitudes
    (1e-3 to 1e3, or up to the hypotheses' bounds) with either sign, and some zeros."""
    negative_only = s.is_nonpositive or (hi is not None and hi <= 0)
    low = max(1e-3, -hi) if negative_only and hi is not None and hi < 0 else 1e-3
    top = max(low * 1e6, abs(lo) if lo is not None else 0.0, abs(hi) if hi is not None else 0.0)
    x = portable_math.exp(rng.uniform(math.log(low), math.log(top), size))
    x = -x if negative_only else np.where(rng.random(size) < 0.5, -x, x)
    if s.is_integer:
        x = np.round(x)
    if not s.is_nonzero and not s.is_negative:
        x[rng.random(size) < 0.1] = 0.0
    return x


def sample_points(
    symbols: list[sp.Symbol], size: int, seed: int, hypotheses: Sequence[sp.Basic] = ()
) -> dict[sp.Symbol, np.ndarray]:
    """Seeded samples over each symbol's real domain: log-uniform in [1e-3, 1e3] for a
    non-negative symbol (integers >= 1 for integer ones), both signs and zero for a real
    one, negative values for a non-positive one.

    Samples are aimed at the hypotheses so that they are admissible more often: a symbol
    with numeric bounds is drawn inside them, and a symbol a hypothesis fixes
    (``s = expr``) is computed from the others. A share of them lies on each non-strict
    bound (``BOUNDARY_SHARE``). Admissibility is still checked by
    evaluating every hypothesis, so aiming can only add tested points, never wrong ones.
    """
    rng = np.random.default_rng(seed)
    solved = _solved(hypotheses, symbols)
    point = {}
    for s in symbols:
        lo, hi = _bounds(s, hypotheses)
        if not (s.is_nonnegative or (lo is not None and lo >= 0)):
            point[s] = _signed(s, lo, hi, size, rng)
            continue
        lo = lo if lo is not None and lo > 0 else (hi * 1e-3 if hi is not None and hi > 0 else 1e-3)
        hi = hi if hi is not None and hi > lo else lo * 1e6
        x = portable_math.exp(rng.uniform(math.log(lo), math.log(hi), size))
        if s.is_integer:
            x = np.ceil(x)
        elif s.is_nonnegative and not s.is_positive:
            x[rng.random(size) < 0.1] = 0.0
        point[s] = x
    _settle(point, solved, size)
    for s, e in _boundaries(hypotheses, symbols, solved):
        on = rng.random(size) < BOUNDARY_SHARE
        tight = np.broadcast_to(values(e, {k: v for k, v in point.items() if k in e.free_symbols}, size), (size,))
        point[s] = np.where(on, tight, point[s])
    _settle(point, solved, size)
    return point


def _settle(point: dict[sp.Symbol, np.ndarray], solved: dict[sp.Symbol, sp.Expr], size: int) -> None:
    for _ in range(len(solved)):  # enough rounds for every chain of solved symbols to settle
        for s, e in solved.items():
            point[s] = values(e, {k: v for k, v in point.items() if k in e.free_symbols}, size)


def assumptions_hold(point: Mapping[sp.Symbol, np.ndarray], size: int) -> np.ndarray:
    """Where every symbol satisfies its sympy sign and integrality assumptions (computed
    symbols can leave their domain: a batch solved from a hypothesis may come out < 0)."""
    ok = np.ones(size, bool)
    for s, x in point.items():
        x = np.broadcast_to(x, (size,))
        ok &= np.isfinite(x)
        if s.is_positive:
            ok &= x > 0
        elif s.is_nonnegative:
            ok &= x >= 0
        if s.is_negative:
            ok &= x < 0
        elif s.is_nonpositive:
            ok &= x <= 0
        if s.is_nonzero:
            ok &= x != 0
        if s.is_integer:
            ok &= np.abs(x - np.round(x)) <= 1e-9 * np.maximum(1.0, np.abs(x))
    return ok
