"""Stages of judging a pair that need no reading of their own: a range written with ``\\sim``,
a function the document never defines applied to numbers, and complex numbers (pair_stages.py
runs them in its order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.papers.chains import MAGNITUDE, Unreadable
from chalk.papers.numbers import sign
from chalk.papers.verdicts import RelationError

if TYPE_CHECKING:
    from chalk.papers.pair_stages import Pair


def a_range(p: Pair) -> bool | None:
    """Two bare numbers joined by ``\\sim`` are a range, not a relation."""
    if p.rough == MAGNITUDE and not p.ctx.chalk_notation and p.a.expr.is_Number and p.b.expr.is_Number:
        raise Unreadable("two bare numbers joined by \\sim: a range (7\\% \\sim 64\\%), not a relation")
    return None


def a_function_at_numbers(p: Pair) -> bool | None:
    """``f(1, 0)`` of a function the document never defines has no value: a warning."""
    va, vb = p.va, p.vb
    if va.free_symbols or vb.free_symbols or not (va.atoms(AppliedUndef) or vb.atoms(AppliedUndef)):
        return None
    p.say("warning", f"{p.written}: no value for its function")
    return True


def complex_numbers(p: Pair) -> bool | None:
    """Complex numbers (the document's i) hold exactly, or not at all."""
    va, vb = p.va, p.vb
    if va.free_symbols or vb.free_symbols or not (va.is_real is False or vb.is_real is False):
        return None
    if sp.simplify(va - vb) != 0:
        raise RelationError(
            p.offset, f"numeric: {p.sides[0].strip()} {sign(p.token)} {p.sides[1].strip()} does not hold"
        )
    return False
