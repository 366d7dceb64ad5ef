"""Exact three-valued evaluation of a statement at a point, in sympy, by walking its tree.

This is how a countermodel is re-checked, independently of the z3 translation: every
subterm is evaluated bottom-up with exact arithmetic (a Float is its exact binary value),
and a term is undefined as soon as an evaluated intermediate is not a finite real number
(division by zero, the root of a negative number, a Piecewise with no TRUE condition...).
Formulas follow strong Kleene logic: ``True``, ``False`` or ``None`` (undefined), with the
first reason a subterm was undefined. A comparison sympy cannot decide raises
``Undecidable``: the caller then confirms nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.constraints.shown import shown

#: an undefined function's values at a countermodel: {function: ({args: value}, default)}
Tables = Mapping[type, tuple[Mapping[tuple[sp.Expr, ...], sp.Expr], sp.Expr]]


class Undecidable(Exception):
    """sympy cannot decide a comparison or a sign at the point."""


class Undefined(Exception):
    """A term is undefined at the point; the message says which operation and where."""


@dataclass(frozen=True)
class Judgement:
    """A formula's Kleene value at a point (None: undefined) and why it is undefined."""

    value: bool | None
    why: str = ""


def _short(e: sp.Basic) -> str:
    text = shown(e)
    return text if len(text) <= 80 else text[:77] + "..."


def _sign(v: sp.Expr) -> int:
    """-1, 0 or 1 for an exact real number, or Undecidable."""
    if v.is_Rational:
        return int(bool(v > 0)) - int(bool(v < 0))
    for candidate in (v, sp.simplify(v)):
        if candidate.is_zero:
            return 0
        if candidate.is_positive:
            return 1
        if candidate.is_negative:
            return -1
    raise Undecidable(f"sympy cannot decide the sign of {_short(v)}")


def _real(result: sp.Expr, e: sp.Basic, what: str) -> sp.Expr:
    if result.has(sp.zoo, sp.nan, sp.oo, -sp.oo) or result.is_extended_real is False:
        raise Undefined(f"{what} in {_short(e)}")
    if result.is_real is None:
        raise Undecidable(f"sympy cannot tell whether {_short(result)} is real")
    return result


def _exact_number(e: sp.Number) -> sp.Expr:
    if isinstance(e, sp.Float):
        if not e.is_finite:
            raise Undefined(f"the non-finite Float {e}")
        return sp.Rational(e)
    if e in (sp.oo, -sp.oo, sp.zoo, sp.nan):
        raise Undefined(f"the non-real constant {e}")
    return e


def value(e: sp.Basic, point: Mapping[sp.Basic, sp.Expr], tables: Tables | None = None) -> sp.Expr:
    """The exact value of ``e`` at ``point``; raises Undefined or Undecidable."""
    tables = tables or {}
    if isinstance(e, sp.Symbol):
        return point[e]
    if e.is_Number:
        return _exact_number(e)
    if isinstance(e, sp.NumberSymbol):
        return e
    if isinstance(e, sp.Piecewise):
        for piece_value, cond in e.args:
            j = truth(cond, point, tables)
            if j.value is None:
                raise Undefined(f"the condition {_short(cond)} is undefined ({j.why}) in {_short(e)}")
            if j.value:
                return value(piece_value, point, tables)
        raise Undefined(f"no condition holds in {_short(e)}")
    args = [value(a, point, tables) for a in e.args]
    if isinstance(e, sp.Pow):
        base, exp = args
        if exp.is_Rational:
            if exp.q != 1 and _sign(base) < 0:
                raise Undefined(f"the root of a negative number ({_short(base)}) in {_short(e)}")
            if exp < 0 and _sign(base) == 0:
                raise Undefined(f"division by zero in {_short(e)}")
        return _real(sp.Pow(base, exp), e, "a non-real power")
    if isinstance(e, AppliedUndef):
        if e.func not in tables:
            raise Undecidable(f"no values are given for the function {e.func.__name__}")
        table, default = tables[e.func]
        return table.get(tuple(args), default)
    return _real(e.func(*args), e, f"a non-real value of {type(e).__name__}")


def _compare(r: sp.core.relational.Relational, a: sp.Expr, b: sp.Expr) -> bool:
    s = _sign(a - b)
    return {
        sp.Eq: s == 0,
        sp.Ne: s != 0,
        sp.Lt: s < 0,
        sp.Le: s <= 0,
        sp.Gt: s > 0,
        sp.Ge: s >= 0,
    }[type(r)]


def truth(b: sp.Basic, point: Mapping[sp.Basic, sp.Expr], tables: Tables | None = None) -> Judgement:
    """The Kleene value of formula ``b`` at ``point``; raises Undecidable."""
    tables = tables or {}
    if b == sp.true or b == sp.false:
        return Judgement(bool(b))
    if isinstance(b, sp.core.relational.Relational):
        try:
            a, c = value(b.lhs, point, tables), value(b.rhs, point, tables)
        except Undefined as exc:
            return Judgement(None, str(exc))
        return Judgement(_compare(b, a, c))
    parts = [truth(a, point, tables) for a in b.args]
    values = [p.value for p in parts]
    why = next((p.why for p in parts if p.value is None), "")
    if isinstance(b, sp.Not):
        return Judgement(None if values[0] is None else not values[0], why)
    if isinstance(b, sp.And):
        return Judgement(False) if False in values else Judgement(True if None not in values else None, why)
    if isinstance(b, sp.Or):
        return Judgement(True) if True in values else Judgement(False if None not in values else None, why)
    if isinstance(b, sp.Implies):
        a, c = values
        if a is False or c is True:
            return Judgement(True)
        return Judgement(False if a is True and c is False else None, why)
    if isinstance(b, (sp.Equivalent, sp.Xor)):
        if None in values:
            return Judgement(None, why)
        if isinstance(b, sp.Equivalent):
            return Judgement(len(set(values)) == 1)
        return Judgement(sum(v is True for v in values) % 2 == 1)  # every value is decided here
    if isinstance(b, sp.ITE):
        if values[0] is None:
            return Judgement(None, why)
        return parts[1] if values[0] else parts[2]
    raise Undecidable(f"no three-valued rule for {type(b).__name__}")
