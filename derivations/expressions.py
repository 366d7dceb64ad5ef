"""How sympy objects enter the model: built from sympy objects and plain numbers, never text."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import sympy as sp
from sympy.core.function import AppliedUndef
from sympy.core.relational import Relational
from sympy.core.sorting import ordered
from sympy.logic.boolalg import ITE

from chalk.derivations import minmax_memo  # noqa: F401  (sympy's Max and Min, each distinct call built once)

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
        if node.is_Atom and node.is_number and not (node.is_real and node.is_finite):
            return False  # oo, zoo, nan, I: not a finite real, undefined under chalk's contract
        if isinstance(node, AppliedUndef) and not declared_real(node.func):
            return False
        if isinstance(node, sp.Pow) and not _defined_power(node):
            return False
        if isinstance(node, sp.Piecewise):
            return False
        if isinstance(node, sp.Function) and not isinstance(node, _TOTAL_FUNCTIONS):
            return False
    return True


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


def substitute(e: sp.Basic, mapping: dict[sp.Basic, sp.Basic]) -> sp.Basic:
    """``e.xreplace(mapping)`` with its Boolean skeleton (connectives and relations) rebuilt
    as written: sympy's rebuilding would fold a relation it can decide and a connective
    whose arguments became complementary (Or(r, s) with r, s unfolding to complementary
    relations), before any check sees them. Expressions are rebuilt as sympy does."""
    if not mapping:
        return e
    if isinstance(e, Relational):
        return unevaluated(type(e), *(substitute(a, mapping) for a in e.args))
    if isinstance(e, (sp.And, sp.Or, sp.Not, sp.Implies, sp.Equivalent, sp.Xor, ITE)):
        return unevaluated(type(e), *(substitute(a, mapping) for a in e.args))
    return e.xreplace(mapping)
