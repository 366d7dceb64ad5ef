"""How sympy objects enter the model: built from sympy objects and plain numbers, never text."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import sympy as sp
from sympy.core.function import AppliedUndef
from sympy.core.relational import Relational
from sympy.core.sorting import ordered

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


def declared_real(function: type) -> bool:
    """Whether an undefined function's values are real under chalk's contract: declared
    with no assumptions (the default contract), or with assumptions that imply real
    (``positive``, ``integer``...); ``complex`` or ``extended_positive`` (which allows
    infinity) do not."""
    declared = {k: v for k, v in (getattr(function, "_kwargs", None) or {}).items() if k != "commutative"}
    return not declared or declared.get("real") is True


def is_total(e: sp.Basic) -> bool:
    """Whether ``e`` has no partial operation (a division, a root, a Piecewise, a function
    with a domain) that its symbols' assumptions do not make defined, so that it is
    defined wherever its symbols have values, and every symbol and function value in it
    is real (sympy decides ``x < x + 1`` True for an extended-real x, false at infinity)."""
    for node in sp.preorder_traversal(e):
        if isinstance(node, sp.Symbol) and node.is_real is not True:
            return False
        if isinstance(node, AppliedUndef) and not declared_real(node.func):
            return False
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

    def is_ge(lhs, rhs, assumptions=None):
        if not _decidable(lhs, rhs):
            return None
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_ge(lhs, rhs, assumptions)

    def is_eq(lhs, rhs, assumptions=None):
        if not _decidable(lhs, rhs):
            return None
        if isinstance(lhs, sp.Expr) and isinstance(rhs, sp.Expr) and (lhs.has(sp.Float) or rhs.has(sp.Float)):
            lhs, rhs = _exact_floats(lhs), _exact_floats(rhs)
        return original_eq(lhs, rhs, assumptions)

    relational.is_ge, relational.is_eq = is_ge, is_eq
    relational._chalk_exact_floats = True


#: Boolean connectives sympy folds while building them, even with ``evaluate=False``
#: (``Or(p, Not(p))`` is True, ``Equivalent(p, p)`` True), whatever p's definedness
_SET_CONNECTIVES = (sp.And, sp.Or, sp.Equivalent)
#: each relation's negation (undefined where it is, so Not(r) and the negation agree)
_NEGATED = {sp.Eq: sp.Ne, sp.Ne: sp.Eq, sp.Lt: sp.Ge, sp.Ge: sp.Lt, sp.Le: sp.Gt, sp.Gt: sp.Le}


def unevaluated(cls: type, *args: Any) -> Any:
    """``cls(*args)`` exactly as written: a relation with ``evaluate=False``, a connective
    built without sympy's folding (``Or(p, Not(p))`` stays a disjunction, so the prover
    owes p's definedness). ``Xor`` is nested pairwise as ``Not(Equivalent(a, b))``, which
    keeps a repeated argument (sympy's Xor cancels it)."""
    if issubclass(cls, Relational):
        return cls(*args, evaluate=False)
    if cls is sp.Not:
        (arg,) = args
        # a literal flips, a relation negates, a double negation cancels: each exact in Kleene logic
        if arg is sp.true or arg is sp.false:
            return sp.false if arg is sp.true else sp.true
        if isinstance(arg, sp.Not):
            return getattr(arg, "args")[0]  # noqa: B009 - mypy reads sympy's Not as object
        if type(arg) in _NEGATED:
            return _NEGATED[type(arg)](*arg.args, evaluate=False)
        return sp.Basic.__new__(sp.Not, arg)
    if cls is sp.Xor:
        out = args[0]
        for a in args[1:]:
            out = unevaluated(sp.Not, unevaluated(sp.Equivalent, out, a))
        return out
    if cls in _SET_CONNECTIVES:
        argset = frozenset(args)
        obj = sp.Basic.__new__(cls, *ordered(argset))
        obj._argset = argset
        return obj
    return sp.Basic.__new__(cls, *args)


_install_exact_float_relations()
