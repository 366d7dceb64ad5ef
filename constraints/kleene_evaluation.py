"""Exact three-valued evaluation of a sympy statement at a point, by walking its tree.

Translation B checks every countermodel cvc5 gives it here before calling a claim
refuted: the symbols' values and the function values are substituted and each subterm is
evaluated exactly in sympy under chalk's definedness contract (a root of a negative
number, a division by zero, an undefined Piecewise make the subterm UNDEFINED; formulas
follow Kleene's strong logic). Nothing here relies on the translation being right.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.constraints.shown import shown

#: the third truth value (True and False are Python's)
UNDEFINED = "undefined"

Truth = bool | str
#: f(args) -> its value in the model, given the function application and exact arguments
FunctionValues = Callable[[AppliedUndef, tuple[sp.Rational, ...]], sp.Rational]


class Undecidable(Exception):
    """sympy cannot decide a comparison exactly, or a value cannot be looked up."""


class _Undefined(Exception):
    """Raised inside a term: some subterm is not a finite real number."""


def _sign(value: sp.Expr) -> int:
    """-1, 0 or 1, decided exactly (radicals included), else Undecidable."""
    if value.is_zero:
        return 0
    if value.is_positive:
        return 1
    if value.is_negative:
        return -1
    raise Undecidable(f"the sign of {shown(value, 60)} is undecided")


def _compare(op: str, a: sp.Expr, b: sp.Expr) -> bool:
    s = _sign(sp.expand(a - b))
    return {"==": s == 0, "!=": s != 0, "<": s < 0, "<=": s <= 0, ">": s > 0, ">=": s >= 0}[op]


class Evaluator:
    """Values and truths at ``point`` (symbol -> exact number), with ``functions`` giving
    each function application's value at exact arguments (and ``seen`` recording them)."""

    def __init__(self, point: Mapping[sp.Symbol, sp.Expr], functions: FunctionValues | None = None):
        self.point = point
        self.functions = functions
        self.seen: dict[tuple[AppliedUndef, tuple[sp.Rational, ...]], sp.Rational] = {}

    def value(self, e: sp.Basic) -> sp.Expr | str:
        """The exact value of ``e``, or UNDEFINED."""
        try:
            return self._value(e)
        except _Undefined:
            return UNDEFINED

    def _value(self, e: sp.Basic) -> sp.Expr:
        if isinstance(e, sp.Symbol):
            return self.point[e]
        if isinstance(e, sp.Float):
            return sp.Rational(e)  # the exact binary value
        if isinstance(e, sp.Rational):
            return e
        if e in (sp.oo, -sp.oo, sp.zoo, sp.nan, sp.I):
            raise _Undefined
        if isinstance(e, sp.Add):
            return sp.Add(*[self._value(a) for a in e.args])
        if isinstance(e, sp.Mul):
            return sp.Mul(*[self._value(a) for a in e.args])
        if isinstance(e, sp.Pow):
            return self._pow(e)
        if isinstance(e, sp.Abs):
            v = self._value(e.args[0])
            return v if _sign(v) >= 0 else -v
        if isinstance(e, (sp.floor, sp.ceiling)):
            v = type(e)(self._value(e.args[0]))
            if not v.is_Integer:
                raise Undecidable(f"{shown(e, 60)} is not evaluated exactly")
            return v
        if isinstance(e, (sp.Min, sp.Max)):
            values = [self._value(a) for a in e.args]
            best = values[0]
            for v in values[1:]:
                if _compare(">" if isinstance(e, sp.Max) else "<", v, best):
                    best = v
            return best
        if isinstance(e, sp.Piecewise):
            for value, condition in e.args:
                truth = self.truth(condition)
                if truth is True:
                    return self._value(value)
                if truth == UNDEFINED:
                    raise _Undefined
            raise _Undefined
        if isinstance(e, AppliedUndef):
            return self._application(e)
        raise Undecidable(f"{type(e).__name__} is not evaluated here")

    def _pow(self, e: sp.Pow) -> sp.Expr:
        exponent = sp.Rational(e.exp) if isinstance(e.exp, sp.Float) else e.exp
        if not isinstance(exponent, sp.Rational):
            raise Undecidable(f"symbolic exponent in {shown(e, 60)}")
        base = self._value(e.base)
        sign = _sign(base)
        if exponent.q > 1 and sign < 0:  # sympy's principal root of a negative number is complex
            raise _Undefined
        if exponent < 0 and sign == 0:
            raise _Undefined
        return sp.Pow(base, exponent)

    def _application(self, e: AppliedUndef) -> sp.Rational:
        args = tuple(self._value(a) for a in e.args)
        if not all(isinstance(a, sp.Rational) for a in args):
            raise Undecidable(f"{shown(e, 60)} is applied to an irrational argument")
        if self.functions is None:
            raise Undecidable(f"no values are given for {type(e).__name__}")
        value = self.functions(e, args)
        self.seen[(e, args)] = value
        return value

    def truth(self, b: sp.Basic) -> Truth:
        """True, False or UNDEFINED under Kleene's strong logic."""
        if b is sp.true or b is sp.false:
            return b is sp.true
        if isinstance(b, sp.core.relational.Relational):
            lhs, rhs = self.value(b.lhs), self.value(b.rhs)
            if UNDEFINED in (lhs, rhs):
                return UNDEFINED
            return _compare(b.rel_op, lhs, rhs)
        if isinstance(b, sp.Not):
            inner = self.truth(b.args[0])
            return inner if inner == UNDEFINED else not inner
        values = [self.truth(a) for a in b.args]
        if isinstance(b, sp.Implies):  # Or(Not(a), c)
            a, c = values
            values = [a if a == UNDEFINED else not a, c]
        if isinstance(b, sp.And):
            return False if False in values else True if all(v is True for v in values) else UNDEFINED
        if isinstance(b, (sp.Or, sp.Implies)):
            return True if True in values else False if all(v is False for v in values) else UNDEFINED
        if UNDEFINED in values:
            return UNDEFINED
        if isinstance(b, sp.Equivalent):
            return len(set(values)) == 1
        if isinstance(b, sp.Xor):
            return sum(v is True for v in values) % 2 == 1  # every value is decided here
        raise Undecidable(f"{type(b).__name__} is not evaluated here")
