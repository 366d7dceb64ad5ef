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


def _exact_floats(e: sp.Expr) -> sp.Expr:
    """``e`` with every finite Float replaced by its exact binary value."""
    return e.xreplace({f: sp.Rational(f) for f in e.atoms(sp.Float) if f.is_finite})


def _install_exact_float_relations() -> None:
    """Make sympy decide relations on Floats at their exact binary values.

    sympy evaluates ``Gt(Float("0.1")*x, x/10)`` by subtracting the sides, and ``Add``
    rounds ``1/10`` to the Float's 53 bits before collecting ``x``: the difference becomes
    0 and the relation False, though binary 0.1 exceeds 1/10. chalk reads a Float as its
    exact binary value (so does its z3 translation), so the two relations sympy decides
    every other one by (``is_ge``, ``is_eq``) compare exact rationals whenever a Float is
    involved. The relation keeps its original sides; only the decision is exact."""
    from sympy.core import relational

    if getattr(relational, "_chalk_exact_floats", False):
        return
    original_ge, original_eq = relational.is_ge, relational.is_eq

    def is_ge(lhs, rhs, assumptions=None):
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_ge(lhs, rhs, assumptions)

    def is_eq(lhs, rhs, assumptions=None):
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_eq(lhs, rhs, assumptions)

    relational.is_ge, relational.is_eq = is_ge, is_eq
    relational._chalk_exact_floats = True


_install_exact_float_relations()
