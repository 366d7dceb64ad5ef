"""Stages of judging a pair that need no reading of their own: a range written with ``\\sim``,
a function the document never defines applied to numbers, complex numbers, and letters right
after digits read as counts (pair_stages.py runs them in its order)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

import sympy as sp
from sympy.core.function import AppliedUndef

from chalk.papers.chains import MAGNITUDE, Unreadable
from chalk.papers.count_letters import BINARY
from chalk.papers.judging_context import value_of
from chalk.papers.numbers import sign
from chalk.papers.numeric_pairs import judge_numbers
from chalk.papers.other_readings import COUNT_SUFFIX, counts_outside_exponents
from chalk.papers.verdicts import RelationError
from chalk.units import pretty

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


def letters_written_alone(texts: Iterable[str]) -> frozenset[str]:
    """The count letters (K, M, B, T) a document's math writes as a scalar name somewhere: in a
    formula with numbers, not right after digits (``4K``, ``0.574B``), not inside a longer name
    (``BDF``) and not a subscript or a subscripted name (``W_K``, ``K_i``). ``Q K^T`` with no
    number is the attention's key matrix, never a count written ``4K``."""
    alone = set()
    for text in texts:
        bare = _SUBSCRIPT.sub(" ", text)
        if not re.search(r"\d", bare):
            continue
        for letter in COUNT_SUFFIX:
            for m in re.finditer(rf"(?<![A-Za-z\\]){letter}(?![A-Za-z_])", bare):
                if not re.search(r"\d\s*(?:\\(?:text|mathrm)\{)?$", bare[: m.start()]):
                    alone.add(letter)
    return frozenset(alone)


#: a subscript, braced or one character (``W_{K, i}``, ``W_K``)
_SUBSCRIPT = re.compile(r"_(?:\{[^{}]*\}|\\?[A-Za-z0-9])")


def letters_after_digits(p: Pair) -> bool | None:
    """``2 \\times 32 \\times 4K \\times 128 = 52`` GB with nothing else unvalued: the letters
    right after digits read as counts (thousands to trillions). A miss is certain when the
    document's math never writes those letters alone (else ``0.574B`` may be its batch B) and
    K or M read in powers of two (4K = 4096) misses too; otherwise it is a warning."""
    counts = counts_outside_exponents(p.va, p.vb, p.sides)
    if counts is None:
        return None
    va, vb = p.va.xreplace(counts), p.vb.xreplace(counts)
    if va.free_symbols or vb.free_symbols:
        return None
    ordered = sorted(counts.items(), key=lambda kv: kv[0].name)
    shown = ", ".join(f"{pretty(s)} as 10^{len(str(v)) - 1}" for s, v in ordered)
    try:
        judge_numbers(p.a, p.b, p.ua, p.ub, va, vb, p.token, p.offset, p.ctx.chalk_notation, p.sides)
    except RelationError as exc:
        letters = {s.name for s in counts}
        # 24.6K read as chalk's K (a catalog value): every other symbol as written must be a unit's
        others = {s for s in p.a.expr.free_symbols | p.b.expr.free_symbols if not s.name.startswith("[")}
        if letters & p.ctx.alone or others - set(counts) or not _misses_in_binary(p, counts):
            p.say("warning", f"{exc.message}, with {shown} (a letter after digits, a count; otherwise no value)")
            return True
        why = "a letter after digits, a count: the document writes it alone nowhere"
        raise RelationError(exc.offset, f"{exc.message}, with {shown} ({why})") from None
    p.say("note", f"{p.written}: holds with {shown}")
    return False


def _misses_in_binary(p: Pair, counts: dict[sp.Symbol, sp.Integer]) -> bool:
    """Whether the relation misses with K and M read as 2^10 and 2^20 too (none of them: it does)."""
    binary = {s: sp.Integer(2) ** BINARY[s.name] for s in counts if s.name in BINARY}
    if not binary:
        return True
    values = {**counts, **binary}
    va, vb = p.va.xreplace(values), p.vb.xreplace(values)
    try:
        judge_numbers(p.a, p.b, p.ua, p.ub, va, vb, p.token, p.offset, p.ctx.chalk_notation, p.sides)
    except RelationError:
        return True
    return False


#: a logarithm written with no base (``\\log 2``, ``log(2)``): e, 10 or 2, as the field's habit has it
_BARE_LOG = re.compile(r"(?<![A-Za-z])\\?log(?![A-Za-z_])")


def in_another_base(p: Pair) -> str | None:
    """``\\log(2) = 0.693``: a logarithm with no base is natural in most ML writing, base 10 in chalk's
    parser and base 2 in some: a numeric miss that holds in another base is that base's, a note; else None."""
    if not any(_BARE_LOG.search(side) for side in p.sides):
        return None
    for base, name in ((r"\ln", "e"), (r"\log_{2}", "2")):
        try:
            a, b = (p.ctx.reader.read(_BARE_LOG.sub(base.replace("\\", "\\\\"), side)) for side in p.sides)
            va, vb = (value_of(r, p.f, p.ctx, p.claim) for r in (a, b))
            if va.free_symbols or vb.free_symbols:
                continue
            judge_numbers(a, b, p.ua, p.ub, va, vb, p.token, p.offset, p.ctx.chalk_notation, p.sides)
        except (RelationError, Unreadable, ValueError, TypeError, ZeroDivisionError):
            continue
        return f"{p.written}: holds with log read in base {name} (no base written)"
    return None


def a_case_in_parentheses(p: Pair) -> str | None:
    """``在 Decode 阶段（$N = 1$）``, "(with $N = 1$)": a name set to a number in parentheses in the prose is the
    case the sentence names, not a claim about the name's value in force; why, or None."""
    if not (p.names and p.f.env == "$" and p.b.expr.is_Number and re.search(r"[(（]\s*$", p.f.lead)):
        return None
    return f"{p.written} is stated in parentheses in the prose: the case the sentence names, not checked"
