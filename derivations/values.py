"""Numbers for symbols: catalog values, example inputs and defaults, in base units.

Evaluation always happens in chalk's base units (s, byte, FLOP, token, sequence,
parameter, USD), so no scale factor ever enters an expression.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import pint
import sympy as sp

from chalk.derivations.quantities import Sourced, of
from chalk.units import Q_, declared_unit, format_unit


class BadValue(ValueError):
    """A value whose unit does not fit the quantity it is given for."""


def as_quantity(symbol: sp.Symbol, value: object) -> pint.Quantity:
    """The value as a pint Quantity in a unit of the symbol's dimension."""
    if isinstance(value, Sourced):
        value = value.value
    unit = declared_unit(symbol)
    if isinstance(value, pint.Quantity):
        if value.dimensionality != unit.dimensionality:
            raise BadValue(f"{symbol.name} is measured in {format_unit(unit)}, not {format_unit(value.units)}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, sp.Number)):
        raise BadValue(f"{symbol.name}: {value!r} is not a number")
    return Q_(float(value) if isinstance(value, sp.Float) else value, unit)


def base_value(symbol: sp.Symbol, value: object) -> float:
    return float(as_quantity(symbol, value).to_base_units().magnitude)


def exact_base_value(symbol: sp.Symbol, value: object) -> sp.Rational:
    """The base-unit magnitude as an exact rational (shortest decimal of a float)."""
    q = as_quantity(symbol, value).to_base_units().magnitude
    if isinstance(q, int):
        return sp.Integer(q)
    return sp.Rational(str(Fraction(repr(float(q)))))


def with_defaults(expr: sp.Basic, at: Mapping[sp.Symbol, object]) -> dict[sp.Symbol, object]:
    """``at`` completed with each free symbol's documented default, where it has one."""
    full = dict(at)
    for s in expr.free_symbols:
        q = of(s)
        if s not in full and q is not None and q.default is not None:
            full[s] = q.default
    return full
