"""Consistency witnesses: a point z3 found where a goal's hypotheses hold, kept as a hint.

Every proof first asks z3 whether the assumptions and hypotheses admit a point
(``prover._consistency``): a claim whose hypotheses admit none would hold vacuously. A
witness hint (``solver_hints``, the ``witnesses`` table of the shipped file) holds the point
z3 answered ``sat`` with on a recording run: an exact rational for every symbol, keyed by
the digest of the SMT-LIB text of the assertions it satisfied. Replayed, the point is
evaluated exactly in sympy (``pointwise``, which also checks every countermodel): each
value must keep its symbol's declared assumptions, integrality included, and every
hypothesis must be TRUE there; only then is the search skipped. A point that does not
check, a missing value, a malformed number or a goal over undefined functions (whose values
a witness does not keep) falls back to z3's search.

Why it cannot forge a verdict: a point of the claim's domain where every hypothesis is TRUE
is what z3's ``sat`` stands for (and chalk takes that ``sat`` without checking a model), so
a checked witness shows consistency at least as firmly. The key only finds a candidate;
soundness never rests on it. The most a planted or stale witness can do is fail the check
and cost the search it would have saved. The check builds no z3 term: a term built in the
translation's context changes the history that steers z3's later searches there (a
substitution did: one goal went from 0.14 s to undecided), so the verdicts stay those of a
run without hints.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import sympy as sp
import z3

from chalk.constraints import pointwise, solver_hints
from chalk.constraints.z3_values import violated

if TYPE_CHECKING:
    from chalk.constraints.prover import _Translation

#: an exact rational as a witness holds it: an integer or p/q, at most 200 digits a part
#: (a hand-edited number can cost no more than the search it replaces)
_NUMBER = re.compile(r"-?[0-9]{1,200}(/[0-9]{1,200})?")


def key(tr: _Translation) -> str:
    """A witness's key: the digest of the SMT-LIB text of ``tr``'s assumptions and its
    hypotheses' TRUE conditions, each printed on its own (printing builds no z3 term, so
    the context's history is what it is without hints); "" where neither a replay nor a
    recording reads it."""
    if not (solver_hints.has_witnesses() or solver_hints.recording()):
        return ""
    assertions = [*tr.printer.assumptions, *(t for t, _ in tr.hypotheses)]
    text = "\n".join(["consistency", *(a.sexpr() for a in assertions)])
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _value(text: object) -> Fraction | None:
    if not isinstance(text, str) or not _NUMBER.fullmatch(text):
        return None
    try:
        return Fraction(text)
    except ZeroDivisionError:
        return None


def holds(tr: _Translation, hyps: Sequence[sp.Basic], point: dict[str, str]) -> bool:
    """Whether ``point`` (a value for every symbol of ``tr``, by its z3 name) keeps every
    symbol's declared assumptions, integrality included, and makes every hypothesis TRUE,
    evaluated exactly in sympy (``pointwise``, the kernel's own evaluation). No z3 term is
    built: the translation's context, whose history steers z3's later searches, is left as
    it is."""
    if tr.printer.applications or tr.functions:
        return False  # a function's values are not kept: z3 searches
    values = {}
    for symbol, name in tr.printer.names.items():
        number = _value(point.get(name))
        if number is None:
            return False
        value = sp.Rational(number.numerator, number.denominator)
        if violated(symbol.assumptions0, value) is not None:
            return False
        values[symbol] = value
    try:
        return all(pointwise.truth(h, values).value is True for h in hyps)
    except (pointwise.Undecidable, ArithmeticError, TypeError, ValueError):
        return False  # anything sympy cannot settle: z3 searches


def replayed(tr: _Translation, hyps: Sequence[sp.Basic], k: str) -> bool:
    """Whether the shipped witness under ``k`` (``key``) shows the assumptions and ``hyps``
    consistent, checked as ``holds`` says; False sends the caller to z3."""
    point = solver_hints.witness(k) if k else None
    return point is not None and holds(tr, hyps, point)


def record(tr: _Translation, hyps: Sequence[sp.Basic], solver: z3.Solver, k: str) -> None:
    """On a recording run, journal the point of ``solver``'s ``sat`` model under ``k`` (its
    key before the check), where every value is an exact rational and the point checks as a
    replay will check it."""
    if not k or not solver_hints.recording():
        return
    model = solver.model()
    point = {}
    for symbol, variable in tr.printer.variables.items():
        value = model.eval(variable, model_completion=True)
        if not z3.is_rational_value(value):
            return  # an algebraic number: no exact witness to keep
        point[tr.printer.names[symbol]] = str(Fraction(value.numerator_as_long(), value.denominator_as_long()))
    if holds(tr, hyps, point):
        solver_hints.record_witness(k, point)
