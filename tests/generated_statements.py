"""Hypothesis strategies that build random statements for the differential soundness test.

Statements are relations and connectives (And, Or, Not, Implies, Equivalent) over terms made
of sums, products, quotients, integer and rational powers (square and cube roots, negative
exponents), Abs, Min/Max, Piecewise, floor, ceiling and undefined functions with assumptions,
over symbols with mixed assumptions; some carry a short list of hypotheses. Sizes are small
so that thousands run in seconds: ``CHALK_STATEMENT_DEPTH`` (default 2) bounds the nesting of
terms and of connectives. Hypothesis draws one seed per statement and ``Builder`` makes the
statement from it, so a statement is reproducible from its seed.

Statements are also written to and read from JSON (``to_json``/``from_json``) for the corpus
of failures, through a fixed vocabulary of node names: nothing is ever eval'd or sympified.
"""

from __future__ import annotations

import operator
import os
import random
from dataclasses import dataclass
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st
from sympy.core.function import AppliedUndef

#: the nesting depth of terms and of connectives (the size knob)
DEPTH = int(os.environ.get("CHALK_STATEMENT_DEPTH", "2"))

#: symbols with mixed assumptions; names are unique so a countermodel names each one plainly
SYMBOLS = (
    sp.Symbol("x", real=True),
    sp.Symbol("y", real=True),
    sp.Symbol("p", positive=True),
    sp.Symbol("q", nonnegative=True),
    sp.Symbol("m", negative=True),
    sp.Symbol("z", real=True, nonzero=True),
    sp.Symbol("n", integer=True),
    sp.Symbol("k", integer=True, positive=True),
)

#: undefined functions; the two called ``f`` differ only by assumptions, so they are two functions
FUNCTIONS = (
    sp.Function("f"),
    sp.Function("f", positive=True),
    sp.Function("g", nonnegative=True),
    sp.Function("h", integer=True),
    sp.Function("r", real=True),
)

CONSTANTS = (
    *(sp.Integer(v) for v in (0, 1, 1, 2, 2, -1, -2, 3)),
    sp.Rational(1, 2),
    sp.Rational(-1, 3),
    sp.Rational(3, 2),
    sp.Float("0.1"),
    sp.Float("0.5"),
)

EXPONENTS = tuple(
    sp.Rational(n, d) for n, d in ((2, 1), (3, 1), (-1, 1), (-2, 1), (1, 2), (1, 3), (2, 3), (-1, 2), (-1, 3), (3, 2))
)

RELATIONS = (sp.Eq, sp.Ne, sp.Lt, sp.Le, sp.Gt, sp.Ge)


@dataclass(frozen=True)
class Generated:
    """One generated claim: a statement and its hypotheses (possibly none)."""

    statement: sp.Basic
    hypotheses: tuple[sp.Basic, ...] = ()


def _rel(r, a: sp.Expr, b: sp.Expr) -> sp.Basic:
    """A relation left unevaluated (sympy's own evaluation asks its assumption system, which
    cost more than proving the statement)."""
    return r(a, b, evaluate=False)


def _pow(a: sp.Expr, exponent) -> sp.Expr:
    """a**exponent, left unevaluated around a Piecewise (sympy's folding of powers and products
    of Piecewise terms ran for minutes)."""
    return sp.Pow(a, exponent, evaluate=not a.has(sp.Piecewise))


def _arith(kind: int, a: sp.Expr, b: sp.Expr) -> sp.Expr:
    """a + b, a - b, a * b or a / b (kind 0..3), unevaluated around a Piecewise as in ``_pow``."""
    if not (a.has(sp.Piecewise) or b.has(sp.Piecewise)):
        return (operator.add, operator.sub, operator.mul, operator.truediv)[kind](a, b)
    if kind == 0:
        return sp.Add(a, b, evaluate=False)
    if kind == 1:
        return sp.Add(a, sp.Mul(-1, b, evaluate=False), evaluate=False)
    if kind == 2:
        return sp.Mul(a, b, evaluate=False)
    return sp.Mul(a, sp.Pow(b, -1, evaluate=False), evaluate=False)


@dataclass
class Builder:
    """Builds random statements from one seeded ``random.Random``.

    Hypothesis draws only the seed (see the strategies below): drawing every node through
    Hypothesis cost about 50 ms per statement, more than proving it. sympy may refuse a
    combination (a comparison with a non-real constant); that node becomes a leaf.
    """

    rnd: random.Random

    def leaf(self) -> sp.Expr:
        return self.rnd.choice(SYMBOLS) if self.rnd.random() < 0.5 else self.rnd.choice(CONSTANTS)

    def term(self, depth: int = DEPTH) -> sp.Expr:
        """A real-valued term of nesting at most ``depth``; half of all nodes are leaves."""
        if depth <= 0 or self.rnd.random() < 0.5:
            return self.leaf()
        sub = depth - 1
        kind = self.rnd.randrange(14)
        try:
            if kind < 4:
                return _arith(kind, self.term(sub), self.term(sub))
            if kind == 4:
                return _pow(self.term(sub), self.rnd.choice(EXPONENTS))
            if kind < 12:
                a = self.term(sub)
                if kind == 5:
                    return _pow(a, sp.Rational(1, 2))
                if kind == 6:
                    return _pow(a, sp.Rational(1, 3))
                if kind == 7:
                    return sp.Abs(a)
                if kind == 8:
                    return sp.floor(a, evaluate=False)
                if kind == 9:
                    return sp.ceiling(a, evaluate=False)
                if kind == 10:
                    return self.rnd.choice(FUNCTIONS)(a)
                pick = self.rnd.choice((sp.Min, sp.Max))
                return pick(a, self.term(sub), evaluate=False)
            if kind == 12:
                pieces = [(self.term(sub), self.relation(sub)) for _ in range(self.rnd.randint(1, 2))]
                if self.rnd.random() < 0.5:
                    pieces.append((self.term(sub), sp.true))
                return sp.Piecewise(*pieces, evaluate=False)  # sympy's collapse of conditions can take minutes
            return self.rnd.choice(FUNCTIONS)(_arith(0, self.term(sub), self.term(sub)))
        except Exception:  # sympy refuses the combination (many exception types): a leaf instead
            return self.leaf()

    def relation(self, depth: int = DEPTH) -> sp.Basic:
        """A relation between two terms."""
        a, b = self.term(depth), self.term(depth)
        try:
            return _rel(self.rnd.choice(RELATIONS), a, b)
        except Exception:  # a comparison sympy refuses (non-real constant)
            return _rel(sp.Ge, self.leaf(), self.leaf())

    def formula(self, depth: int = DEPTH, term_depth: int = DEPTH) -> sp.Basic:
        """Relations combined by And, Or, Not, Implies and Equivalent, nested at most ``depth``."""
        if depth <= 0 or self.rnd.random() < 0.3:
            return self.relation(term_depth)
        sub = depth - 1
        kind = self.rnd.randrange(5)
        a = self.formula(sub, term_depth)
        if kind == 0:
            try:
                return sp.Not(a)
            except Exception:  # sympy refuses to negate it
                return a
        b = self.formula(sub, term_depth)
        try:
            return (sp.And, sp.Or, sp.Implies, sp.Equivalent)[kind - 1](a, b)
        except Exception:  # sympy's simplification of the connective compares NaN, ...
            return a

    def likely_true(self, depth: int = DEPTH) -> sp.Basic:
        """A statement that holds wherever it is defined (t >= t, sqrt(t) >= 0, A or not A,
        ...): a random statement is mostly false, and these exercise the proof path, where a
        definedness guard taken as a premise turns into a false proof."""
        e, f = self.term(depth), self.term(depth)
        a, b = self.formula(max(depth - 1, 0), depth), self.formula(max(depth - 1, 0), depth)
        shapes = (
            lambda: _rel(self.rnd.choice((sp.Eq, sp.Le, sp.Ge)), e, e),
            lambda: _rel(sp.Ge, _pow(e, sp.Rational(1, 2)), 0),
            lambda: _rel(sp.Ge, sp.Abs(e), 0),
            lambda: _rel(sp.Ge, _pow(e, 2), 0),
            lambda: _rel(sp.Gt, _arith(0, sp.floor(e, evaluate=False), sp.Integer(1)), e),
            lambda: _rel(sp.Ge, sp.Max(e, f, evaluate=False), e),
            lambda: _rel(sp.Ge, _arith(0, _pow(e, 2), _pow(f, 2)), _arith(2, _arith(2, sp.Integer(2), e), f)),
            lambda: sp.Or(a, sp.Not(a)),
            lambda: sp.Implies(a, a),
            lambda: sp.Implies(sp.And(a, b), a),
            lambda: sp.Implies(a, _rel(sp.Ge, sp.Abs(e), e)),
        )
        try:
            return self.rnd.choice(shapes)()
        except Exception:  # sympy refuses the combination (e is known non-real, ...)
            return self.relation(0)

    def claim(self, depth: int = DEPTH) -> Generated:
        """A statement (one time in three one that holds wherever it is defined) with, one
        time in three, one or two hypotheses (smaller relations)."""
        statement = self.likely_true(depth) if self.rnd.random() < 1 / 3 else self.formula(depth, depth)
        hypotheses: tuple[sp.Basic, ...] = ()
        if self.rnd.random() < 1 / 3:
            hypotheses = tuple(self.relation(max(depth - 1, 0)) for _ in range(self.rnd.randint(1, 2)))
        return Generated(statement, hypotheses)


def _seeded(build) -> st.SearchStrategy:
    return st.integers(0, 2**63 - 1).map(lambda s: build(Builder(random.Random(s))))


def terms(depth: int = DEPTH) -> st.SearchStrategy[sp.Expr]:
    """Hypothesis strategy: a random term (sums, products, quotients, powers and roots, Abs,
    Min/Max, floor, ceiling, Piecewise, functions with assumptions)."""
    return _seeded(lambda b: b.term(depth))


def relations(depth: int = DEPTH) -> st.SearchStrategy[sp.Basic]:
    """Hypothesis strategy: Eq, Ne, Lt, Le, Gt or Ge between two random terms."""
    return _seeded(lambda b: b.relation(depth))


def formulas(depth: int = DEPTH) -> st.SearchStrategy[sp.Basic]:
    """Hypothesis strategy: relations under And, Or, Not, Implies and Equivalent."""
    return _seeded(lambda b: b.formula(depth, depth))


def claims(depth: int = DEPTH) -> st.SearchStrategy[Generated]:
    """Hypothesis strategy: a statement with, sometimes, a short list of hypotheses."""
    return _seeded(lambda b: b.claim(depth))


# ---------------------------------------------------------------------------------------------
# JSON for the corpus: a fixed vocabulary, no eval

_OPERATORS = {
    "Add": sp.Add,
    "Mul": sp.Mul,
    "Pow": sp.Pow,
    "Abs": sp.Abs,
    "Min": sp.Min,
    "Max": sp.Max,
    "floor": sp.floor,
    "ceiling": sp.ceiling,
    "Eq": sp.Eq,
    "Ne": sp.Ne,
    "Lt": sp.Lt,
    "Le": sp.Le,
    "Gt": sp.Gt,
    "Ge": sp.Ge,
    "And": sp.And,
    "Or": sp.Or,
    "Not": sp.Not,
    "Implies": sp.Implies,
    "Equivalent": sp.Equivalent,
    "Xor": sp.Xor,
}
_RELATION_NAMES = {
    sp.Equality: "Eq",
    sp.Unequality: "Ne",
    sp.StrictLessThan: "Lt",
    sp.LessThan: "Le",
    sp.StrictGreaterThan: "Gt",
    sp.GreaterThan: "Ge",
}


def _assumptions(declared: dict) -> list[list]:
    return sorted([k, bool(v)] for k, v in declared.items() if k != "commutative")


def to_json(e: sp.Basic) -> object:
    """A statement or term as nested lists: ["Add", a, b], ["sym", name, assumptions], ..."""
    if e is sp.true or e is sp.false:
        return ["bool", bool(e)]
    if isinstance(e, sp.Symbol):
        return ["sym", e.name, _assumptions(e._assumptions_orig)]
    if isinstance(e, sp.Float):
        return ["float", str(sp.Rational(e)), e._prec]
    if isinstance(e, sp.Rational):
        return ["num", str(e)]
    if e is sp.zoo or e is sp.nan or e is sp.I or e in (sp.oo, -sp.oo):
        return ["const", str(e)]
    if isinstance(e, AppliedUndef):
        fn = type(e)
        return ["fun", fn.__name__, _assumptions(fn._kwargs), *map(to_json, e.args)]
    if isinstance(e, sp.Piecewise):
        return ["Piecewise", *[[to_json(v), to_json(c)] for v, c in e.args]]
    name = _RELATION_NAMES.get(type(e), type(e).__name__)
    if name not in _OPERATORS:
        raise ValueError(f"no JSON form for {type(e).__name__}")
    return [name, *map(to_json, e.args)]


_CONSTANTS = {"zoo": sp.zoo, "nan": sp.nan, "I": sp.I, "oo": sp.oo, "-oo": -sp.oo}


def from_json(data: object) -> sp.Basic:
    """The inverse of ``to_json``: built with sympy's constructors (``evaluate=False`` where
    sympy would otherwise rewrite the stored tree)."""
    if not isinstance(data, list) or not data:
        raise ValueError(f"bad statement node {data!r}")
    head, *rest = data
    if head == "bool":
        return sp.true if rest[0] else sp.false
    if head == "sym":
        return sp.Symbol(rest[0], **dict(rest[1]))
    if head == "num":
        f = Fraction(rest[0])
        return sp.Rational(f.numerator, f.denominator)
    if head == "float":
        f = Fraction(rest[0])  # the Float's exact binary value and its precision in bits
        return sp.Float(sp.Rational(f.numerator, f.denominator), precision=int(rest[1]))
    if head == "const":
        return _CONSTANTS[rest[0]]
    if head == "fun":
        fn = sp.Function(rest[0], **dict(rest[1]))
        return fn(*map(from_json, rest[2:]))
    if head == "Piecewise":
        return sp.Piecewise(*[(from_json(v), from_json(c)) for v, c in rest], evaluate=False)
    build = _OPERATORS.get(head)
    if build is None:
        raise ValueError(f"unknown statement node {head!r}")
    args = [from_json(a) for a in rest]
    if head in ("Add", "Mul", "Pow", "Eq", "Ne", "Lt", "Le", "Gt", "Ge", "Min", "Max", "Abs", "floor", "ceiling"):
        return build(*args, evaluate=False)
    return build(*args)
