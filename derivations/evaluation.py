"""Numbers from expressions: evaluate a sympy tree with numpy at base-unit inputs.

The model stage owns evaluation (worked examples, catalog scenarios and the checks all
use it); the judging stage builds its three-valued falsifier on top.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache

import numpy as np
import pint
import sympy as sp

from chalk.derivations import portable_math
from chalk.derivations.model import Claim
from chalk.derivations.quantities import unfold
from chalk.derivations.values import base_point
from chalk.units import from_base, unit_of


def lambdify_numpy(symbols: list[sp.Symbol], expr: sp.Basic):
    return _lambdified(tuple(symbols), expr)


@lru_cache(maxsize=1024)
def _lambdified(symbols: tuple[sp.Symbol, ...], expr: sp.Basic):
    return sp.lambdify(list(symbols), expr, modules="numpy", cse=True)


class _NotWalkable(Exception):
    """A node the direct evaluator does not cover: lambdify evaluates the expression."""


#: exp, log, sin and cos through the C library (``portable_math``): the same bits on every
#: CPU, where numpy's SIMD kernels differ in the last bit between AVX2 and AVX-512 machines
_FUNCTIONS: dict[object, Callable[[np.ndarray], np.ndarray]] = {
    sp.exp: portable_math.exp,
    sp.log: portable_math.log,
    sp.Abs: np.abs,
    sp.floor: np.floor,
    sp.ceiling: np.ceil,
    sp.sin: portable_math.sin,
    sp.cos: portable_math.cos,
}


def _numpy_value(e: sp.Basic, point: Mapping[sp.Symbol, np.ndarray]):
    """Evaluate ``e`` node by node with numpy, as lambdify's printed code does (a quotient
    for negative powers, sqrt for ½ powers), without printing and compiling source: a
    lambdify costs milliseconds, and every check of every claim evaluates a few."""
    if e.is_Symbol:
        if e not in point:
            raise _NotWalkable(e)
        return point[e]
    if e.is_Number:
        if e.is_Integer or e.is_Float or e.is_Rational:
            return float(e)
        raise _NotWalkable(e)
    if e.is_Add:
        args = [_numpy_value(a, point) for a in e.args]
        total = args[0]
        for a in args[1:]:
            total = total + a
        return total
    if e.is_Mul:
        numerator, denominator = [], []
        for a in e.args:
            if a.is_Pow and a.exp.is_Number and a.exp.is_negative:
                denominator.append(a.base if a.exp == -1 else sp.Pow(a.base, -a.exp, evaluate=False))
            elif a.is_Rational and not a.is_Integer and a.p == 1:
                denominator.append(sp.Integer(a.q))
            else:
                numerator.append(a)
        result = 1.0
        for a in numerator:
            result = result * _numpy_value(a, point)
        if denominator:
            below = 1.0
            for a in denominator:
                below = below * _numpy_value(a, point)
            result = result / below
        return result
    if e.is_Pow:
        base, exp = _numpy_value(e.base, point), e.exp
        if exp == sp.S.Half:
            return np.sqrt(base)
        if exp == -1:
            return 1.0 / base
        if exp.is_Number:
            return portable_math.power(base, float(exp))
        return portable_math.power(base, _numpy_value(exp, point))
    if isinstance(e, (sp.Max, sp.Min)):
        combine = np.maximum if isinstance(e, sp.Max) else np.minimum
        args = [_numpy_value(a, point) for a in e.args]
        result = args[0]
        for a in args[1:]:
            result = combine(result, a)
        return result
    f = _FUNCTIONS.get(e.func)
    if f is not None and len(e.args) == 1:
        return f(_numpy_value(e.args[0], point))
    raise _NotWalkable(e)


def values(expr: sp.Basic, point: Mapping[sp.Symbol, np.ndarray], size: int) -> np.ndarray:
    with np.errstate(all="ignore"):
        try:
            out = _numpy_value(expr, point)
        except _NotWalkable:
            symbols = sorted(point, key=lambda s: s.name)
            out = lambdify_numpy(symbols, expr)(*(point[s] for s in symbols))
    return np.broadcast_to(np.asarray(out, dtype=float), (size,))


def example_point(claim: Claim, expr: sp.Basic, at) -> dict[sp.Symbol, np.ndarray]:
    """The inputs of ``expr`` at an example: its values over the claim's given ones."""
    point = base_point(unfold(expr).free_symbols, {**claim.given, **at}, what="example")
    return {s: np.array([value]) for s, value in point.items()}


def value_in_base_units(expr: sp.Basic, at, claim: Claim | None = None) -> float:
    """Value of ``expr`` as a bare number in base units at the given inputs (defaults fill
    the rest). Not for ``Example.at``, which reads bare numbers in the declared unit:
    use ``quantity_at`` there."""
    claim = claim or Claim(sp.true)
    point = example_point(claim, expr, at)
    return float(values(unfold(expr), point, 1)[0])


def quantity_at(expr: sp.Basic, at, claim: Claim | None = None) -> pint.Quantity:
    """Value of ``expr`` at the given inputs as a quantity in ``expr``'s unit: safe to put
    into ``Example.at`` or ``given`` (a bare base-unit number there would be read in the
    symbol's declared unit, e.g. 3,600× off for a price per chip-hour)."""
    return from_base(value_in_base_units(expr, at, claim), unit_of(expr))
