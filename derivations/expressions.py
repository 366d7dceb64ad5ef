"""How sympy objects enter the model: built from sympy objects and plain numbers, never text."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import sympy as sp
from sympy.core.function import AppliedUndef

#: the functions that are defined wherever their arguments are
_TOTAL_FUNCTIONS = (sp.Abs, sp.Min, sp.Max, sp.floor, sp.ceiling, sp.sign, AppliedUndef)


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


def _defined_power(p: sp.Pow) -> bool:
    """Whether the power is defined wherever its base and exponent are, by the symbols'
    declared assumptions alone (a positive base to any real power, a non-zero base to a
    negative integer power, a non-negative base to a positive rational one)."""
    b, e = p.base, p.exp
    if e.is_Integer:
        return bool(e >= 0 or b.is_nonzero)
    if b.is_positive and e.is_real:
        return True
    return bool(e.is_Rational and e > 0 and b.is_nonnegative)


def is_total(e: sp.Basic) -> bool:
    """Whether ``e`` has no partial operation (a division, a root, a Piecewise, a function
    with a domain) that its symbols' assumptions do not make defined, so that it is
    defined wherever its symbols have values."""
    for node in sp.preorder_traversal(e):
        if isinstance(node, sp.Pow) and not _defined_power(node):
            return False
        if isinstance(node, sp.Piecewise):
            return False
        if isinstance(node, sp.Function) and not isinstance(node, _TOTAL_FUNCTIONS):
            return False
    return True


def _exact_floats(e: sp.Expr) -> sp.Expr:
    """``e`` with every finite Float replaced by its exact binary value."""
    return e.xreplace({f: sp.Rational(f) for f in e.atoms(sp.Float) if f.is_finite})


def _decidable(lhs, rhs) -> bool:
    """Whether sympy may decide a relation between ``lhs`` and ``rhs`` (non-expressions,
    such as Booleans in ``Eq``, are sympy's own business)."""
    if not (isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr)):
        return True
    return is_total(lhs) and is_total(rhs)


#: decisions remembered per process (pairs of sides; a verify of the lecture meets about 800)
RELATION_MEMO_SIZE = 1 << 15


def _remembered(decide):
    """``decide(lhs, rhs, assumptions)`` remembered for ``assumptions=None``: a pure function
    of the two sides (sympy's ``==`` is structural: symbols with their assumptions, a Float
    never equal to a Rational nor to a Float of another precision). Unfolding rebuilds the
    same ``Max`` and ``Min`` trees in many claims, and each rebuild compares every pair of
    their arguments again: more than half of the comparisons of a cold verify are repeats."""
    remembered = lru_cache(maxsize=RELATION_MEMO_SIZE)(decide)

    def decided(lhs, rhs, assumptions=None):
        if assumptions is not None:
            return decide(lhs, rhs, assumptions)
        try:
            return remembered(lhs, rhs)
        except TypeError:  # an unhashable side: decide afresh
            return decide(lhs, rhs)

    return decided


def _install_exact_float_relations() -> None:
    """Make sympy decide relations on Floats at their exact binary values, and only
    between sides that are defined wherever their symbols have values.

    sympy evaluates ``Gt(Float("0.1")*x, x/10)`` by subtracting the sides, and ``Add``
    rounds ``1/10`` to the Float's 53 bits before collecting ``x``: the difference becomes
    0 and the relation False, though binary 0.1 exceeds 1/10. chalk reads a Float as its
    exact binary value (so does its z3 translation), so the two relations sympy decides
    every other one by (``is_ge``, ``is_eq``) compare exact rationals whenever a Float is
    involved. The relation keeps its original sides; only the decision is exact.

    Likewise sympy decides ``Max(sqrt(x), 0) >= 0`` True and ``Eq(1/x, 0)`` False for a
    real x, though at x = -1 or x = 0 they are undefined (chalk's statements are TRUE only
    where they are defined): a side with a partial operation that the symbols'
    assumptions do not make defined is left to the prover, which owes its definedness."""
    from sympy.core import relational

    if getattr(relational, "_chalk_exact_floats", False):
        return
    original_ge, original_eq = relational.is_ge, relational.is_eq

    def decide_ge(lhs, rhs, assumptions=None):
        if not _decidable(lhs, rhs):
            return None
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_ge(lhs, rhs, assumptions)

    def decide_eq(lhs, rhs, assumptions=None):
        if not _decidable(lhs, rhs):
            return None
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_eq(lhs, rhs, assumptions)

    relational.is_ge, relational.is_eq = _remembered(decide_ge), _remembered(decide_eq)
    relational._chalk_exact_floats = True


_install_exact_float_relations()
