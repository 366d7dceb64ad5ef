"""How sympy objects enter the model: built from sympy objects and plain numbers, never text."""

from __future__ import annotations

from fractions import Fraction

import sympy as sp


def as_sympy(obj: object) -> sp.Basic:
    """A sympy object from sympy objects, bools, ints or Fractions; text is refused, so
    no string can ever be parsed (or evaluated) on its way into a proof."""
    if isinstance(obj, sp.Basic):
        return obj
    if isinstance(obj, bool):
        return sp.true if obj else sp.false
    if isinstance(obj, int):
        return sp.Integer(obj)
    if isinstance(obj, Fraction):
        return sp.Rational(obj.numerator, obj.denominator)
    raise TypeError(f"expected a sympy expression, got {type(obj).__name__}")
