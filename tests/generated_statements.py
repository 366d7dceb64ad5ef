"""Hypothesis strategies that build random statements for the differential soundness test.

Statements are relations and connectives (And, Or, Not, Implies, Equivalent) over terms made
of sums, products, quotients, integer and rational powers (square and cube roots, negative
exponents), Abs, Min/Max, Piecewise, floor, ceiling and undefined functions with assumptions,
over symbols with mixed assumptions; some carry a short list of hypotheses. Sizes are small
so that thousands run in seconds: ``CHALK_STATEMENT_DEPTH`` (default 2) bounds the nesting of
terms and of connectives.

Statements are also written to and read from JSON (``to_json``/``from_json``) for the corpus
of failures, through a fixed vocabulary of node names: nothing is ever eval'd or sympified.
"""

from __future__ import annotations

import functools
import operator
import os
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


def _safely(build):
    """``build`` applied to a strategy's value, or None where sympy refuses the combination
    (a comparison with a non-real constant, Max of zoo, ...); None is filtered out."""

    def built(args):
        try:
            return build(*args)
        except Exception:  # sympy's constructors raise many kinds (NotImplementedError from Piecewise)
            return None

    return built


def _piecewise(pieces: list[tuple[sp.Expr, sp.Basic]], default: sp.Expr | None) -> sp.Expr:
    if default is not None:
        pieces = [*pieces, (default, sp.true)]
    return sp.Piecewise(*pieces, evaluate=False)  # sympy's own collapsing of conditions can take minutes


def _made(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return strategy.filter(lambda e: e is not None)


def leaves() -> st.SearchStrategy[sp.Expr]:
    return st.one_of(st.sampled_from(SYMBOLS), st.sampled_from(CONSTANTS))


@functools.cache
def terms(depth: int = DEPTH) -> st.SearchStrategy[sp.Expr]:
    """A real-valued term of nesting at most ``depth`` (each depth's strategy is built once)."""
    if depth <= 0:
        return leaves()
    one = terms(depth - 1).map(lambda a: (a,))
    two = st.tuples(terms(depth - 1), terms(depth - 1))
    compound = st.one_of(
        two.map(_safely(operator.add)),
        two.map(_safely(operator.sub)),
        two.map(_safely(operator.mul)),
        two.map(_safely(operator.truediv)),
        st.tuples(terms(depth - 1), st.sampled_from(EXPONENTS)).map(_safely(sp.Pow)),
        one.map(_safely(sp.sqrt)),
        one.map(_safely(sp.cbrt)),
        one.map(_safely(sp.Abs)),
        two.map(_safely(lambda a, b: sp.Min(a, b, evaluate=False))),
        two.map(_safely(lambda a, b: sp.Max(a, b, evaluate=False))),
        one.map(_safely(sp.floor)),
        one.map(_safely(sp.ceiling)),
        st.tuples(st.sampled_from(FUNCTIONS), terms(depth - 1)).map(_safely(lambda f, a: f(a))),
        st.tuples(
            st.lists(st.tuples(terms(depth - 1), relations(depth - 1)), min_size=1, max_size=2),
            st.one_of(st.none(), terms(depth - 1)),
        ).map(_safely(_piecewise)),
    )
    return st.one_of(leaves(), _made(compound))


@functools.cache
def relations(depth: int = DEPTH) -> st.SearchStrategy[sp.Basic]:
    """A relation between two terms (sympy may already decide it: True or False)."""
    return _made(
        st.tuples(st.sampled_from(RELATIONS), terms(depth), terms(depth)).map(_safely(lambda r, a, b: r(a, b)))
    )


@functools.cache
def formulas(depth: int = DEPTH, term_depth: int = DEPTH) -> st.SearchStrategy[sp.Basic]:
    """Relations combined by And, Or, Not, Implies and Equivalent, nested at most ``depth``."""
    atom = relations(term_depth)
    if depth <= 0:
        return atom
    sub = formulas(depth - 1, term_depth)
    two = st.tuples(sub, sub)
    return st.one_of(
        atom,
        _made(two.map(_safely(sp.And))),
        _made(two.map(_safely(sp.Or))),
        _made(sub.map(lambda a: (a,)).map(_safely(sp.Not))),
        _made(two.map(_safely(sp.Implies))),
        _made(two.map(_safely(sp.Equivalent))),
    )


def _rel(r, a, b):
    return r(a, b, evaluate=False)


@functools.cache
def likely_true(depth: int = DEPTH) -> st.SearchStrategy[sp.Basic]:
    """Statements that hold wherever they are defined (t >= t, sqrt(t) >= 0, A or not A,
    A implies A, ...): a random statement is mostly false, and these exercise the proof
    path, where a definedness guard taken as a premise turns into a false proof."""
    t = terms(depth)
    two = st.tuples(t, t)
    a = formulas(max(depth - 1, 0), depth)
    return _made(
        st.one_of(
            st.tuples(st.sampled_from((sp.Eq, sp.Le, sp.Ge)), t).map(_safely(lambda r, e: _rel(r, e, e))),
            t.map(_safely(lambda e: _rel(sp.Ge, sp.sqrt(e), 0))),
            t.map(_safely(lambda e: _rel(sp.Ge, sp.Abs(e), 0))),
            t.map(_safely(lambda e: _rel(sp.Ge, e**2, 0))),
            t.map(_safely(lambda e: _rel(sp.Gt, sp.floor(e) + 1, e))),
            two.map(_safely(lambda e, f: _rel(sp.Ge, sp.Max(e, f, evaluate=False), e))),
            two.map(_safely(lambda e, f: _rel(sp.Ge, e**2 + f**2, 2 * e * f))),
            a.map(_safely(lambda b: sp.Or(b, sp.Not(b)))),
            a.map(_safely(lambda b: sp.Implies(b, b))),
            st.tuples(a, a).map(_safely(lambda b, c: sp.Implies(sp.And(b, c), b))),
            st.tuples(a, t).map(_safely(lambda b, e: sp.Implies(b, _rel(sp.Ge, sp.Abs(e), e)))),
        )
    )


def claims(depth: int = DEPTH) -> st.SearchStrategy[Generated]:
    """A statement (one time in three one that holds wherever it is defined) with, one
    time in three, one or two hypotheses (smaller relations)."""
    hypotheses = st.one_of(
        st.just(()),
        st.just(()),
        st.lists(relations(max(depth - 1, 0)), min_size=1, max_size=2).map(tuple),
    )
    statements = st.one_of(formulas(depth, depth), formulas(depth, depth), likely_true(depth))
    return st.builds(Generated, statements, hypotheses)


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
