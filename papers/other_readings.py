"""Readings of a relation that algebra refutes, under which it holds, so that its failure is
no certain error (docs/guides/check.md, "Errors, warnings and notes"): letters written right
after digits read as counts (``51B``, ``1.02T``), and an equation in one undefined symbol that
the author solves (the break-even condition), a hypothesis."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import sympy as sp

from chalk.papers.formulas import RELATIONS
from chalk.papers.hypotheses import BUILD
from chalk.papers.numbers import tolerance
from chalk.papers.own_notation import givens_of
from chalk.papers.reading import DocumentSymbol
from chalk.papers.scanning import Found
from chalk.units import pretty

if TYPE_CHECKING:
    from chalk.papers.judging_context import Context


#: a count written with a letter right after its digits (``51B``, ``1.02T``): billions, trillions…
_COUNT_SUFFIX = {"K": 3, "M": 6, "B": 9, "T": 12}


def count_suffix_reading(left: sp.Basic, right: sp.Basic, sides: tuple[str, str]) -> dict[sp.Symbol, sp.Integer] | None:
    """``20 \\times 51B = 1.02T``, refuted as algebra over B and T: the other reading of a
    relation whose only symbols are letters written right after digits, a count in
    thousands, millions, billions or trillions. The values to try, or None when a symbol is
    written elsewhere without digits before it (``2B`` beside ``BDF`` stays the batch)."""
    text = " ".join(sides)
    symbols = {s for s in (left.free_symbols | right.free_symbols) if not s.name.startswith("[")}
    if not symbols or any(s.name not in _COUNT_SUFFIX for s in symbols):
        return None
    for s in symbols:
        after_digits = len(re.findall(rf"\d\s*{s.name}(?![A-Za-z])", text))
        if after_digits == 0 or after_digits != len(re.findall(rf"(?<![A-Za-z\\]){s.name}(?![A-Za-z])", text)):
            return None
    return {s: sp.Integer(10) ** _COUNT_SUFFIX[s.name] for s in symbols}


def solved_for(statement: sp.Basic, undefined: set[sp.Symbol]) -> sp.Basic | None:
    """``$10M + $0.001 T = $15M + $0.0001 T`` (the break-even condition), refuted as an
    identity: an equation in one symbol the document never defines that holds at one
    positive value of it is the equation the author solves for it, not a universal claim.
    That value, or None (``a b / b = a/2`` holds at no positive a: it stays an error)."""
    if not isinstance(statement, sp.Eq):
        return None
    symbols = {s for s in statement.free_symbols if not s.name.startswith("[")}
    if len(symbols) != 1 or not symbols <= undefined:
        return None
    (x,) = symbols
    try:
        roots = sp.solve(statement.lhs - statement.rhs, x)
    except (NotImplementedError, TypeError, ValueError):
        return None
    positive = [r for r in roots if r.is_real and r.is_positive and not r.free_symbols - {x}]
    return positive[0] if len(positive) == 1 else None


def other_reading(
    statement: sp.Basic, left: sp.Basic, right: sp.Basic, token: str, sides: tuple[str, str], f: Found, ctx: Context
) -> str | None:
    """Why a relation refuted as algebra is no error, in the document's own notation: it
    holds with its digit-suffixed letters read as counts (``51B``, ``1.02T``), or it is an
    equation in one undefined symbol that the author solves (a positive root), a hypothesis."""
    counts = count_suffix_reading(left, right, sides)
    if counts is not None:
        a, b = left.xreplace(counts), right.xreplace(counts)
        plain = {s: sp.Integer(1) for s in (a.free_symbols | b.free_symbols) if s.name.startswith("[")}
        a, b = a.xreplace(plain), b.xreplace(plain)
        if not a.free_symbols and not b.free_symbols:
            x, y, tol = float(a), float(b), tolerance(token, sides)
            relation = RELATIONS[token][0]
            holds = abs(x - y) <= tol * max(abs(x), abs(y)) if relation == "eq" else bool(BUILD[relation](x, y))
            if holds:
                return "holds with " + ", ".join(f"{pretty(s)} as 10^{_exp(c)}" for s, c in counts.items())
    undefined = {s for s in statement.free_symbols if isinstance(s, DocumentSymbol)} - set(ctx.own_definitions())
    root = solved_for(statement, undefined - set(givens_of(f, ctx)))
    if root is not None:
        (unknown,) = undefined
        return f"an equation in {pretty(unknown)} the author solves (it holds at {pretty(unknown)} = {float(root):.4g})"
    return None


def _exp(c: sp.Integer) -> int:
    return len(str(c)) - 1
