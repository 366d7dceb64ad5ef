"""Numbers for symbols: catalog values, example inputs and defaults, in base units.

Evaluation always happens in chalk's base units (s, byte, FLOP, token, sequence,
parameter, USD), so no scale factor ever enters an expression.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

import pint
import sympy as sp

from chalk.derivations.quantities import Sourced, of
from chalk.units import Q_, base_magnitude, declared_unit, format_unit
from chalk.units.registry import units_of


class BadValue(ValueError):
    """A value whose unit does not fit the quantity it is given for."""


def as_quantity(symbol: sp.Symbol, value: object) -> pint.Quantity[Any]:
    """The value as a pint Quantity in a unit of the symbol's dimension."""
    if isinstance(value, Sourced):
        value = value.value
    unit = declared_unit(symbol)
    if isinstance(value, pint.Quantity):
        if value.dimensionality != unit.dimensionality:
            raise BadValue(f"{symbol.name} is measured in {format_unit(unit)}, not {format_unit(units_of(value))}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, sp.Number)):
        raise BadValue(f"{symbol.name}: {value!r} is not a number")
    return Q_(float(value) if isinstance(value, sp.Float) else value, unit)


def base_value(symbol: sp.Symbol, value: object) -> float:
    """``value`` read as ``as_quantity`` reads it, in base units."""
    return base_magnitude(as_quantity(symbol, value))


def exact_base_value(symbol: sp.Symbol, value: object) -> sp.Rational:
    """The base-unit magnitude as an exact rational (shortest decimal of a float)."""
    q = as_quantity(symbol, value).to_base_units().magnitude
    if isinstance(q, int):
        return sp.Integer(q)
    return sp.Rational(str(Fraction(repr(float(q)))))


def exact_base_values(values: Mapping[sp.Symbol, object]) -> dict[sp.Symbol, sp.Rational]:
    """Each value as an exact base-unit rational (a claim's given values, for z3 and sympy)."""
    return {s: exact_base_value(s, v) for s, v in values.items()}


def base_point(symbols: Iterable[sp.Symbol], at: Mapping[sp.Symbol, object], *, what: str) -> dict[sp.Symbol, float]:
    """Base-unit values of ``symbols``: from ``at``, else each symbol's documented default.
    The one place inputs are resolved for examples, evaluation and figures; ``BadValue``
    names every symbol without a value (``what`` says whose inputs they are)."""
    point, missing = {}, []
    for s in sorted(set(symbols), key=lambda x: x.name):
        value = at.get(s)
        if value is None and (q := of(s)) is not None and q.default is not None:
            value = q.default
        if value is None:
            missing.append(s.name)
        else:
            point[s] = base_value(s, value)
    if missing:
        raise BadValue(f"{what} does not set {', '.join(missing)}")
    return point
