"""Counts written with a letter right after their digits (``131K``, ``256K``, ``12.9B``), read
the other ways authors mean them, so that a relation failing in one reading only is no certain
error (docs/guides/check.md, "Errors, warnings and notes"): in chalk's notation the letter is a
count, not chalk's quantity of that letter (``32 \\times 4096 = 131K``: K is not the optimizer's
bytes per parameter), and K or M may be binary, 2^10 or 2^20 (``S = 256K = 262,144``), in the
relation itself or in a given written so (``S = 256K``, then ``S/P = 32768``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import sympy as sp

from chalk.papers.chains import RELATIONS, Unreadable
from chalk.papers.formulas import Read
from chalk.papers.hypotheses import BUILD
from chalk.papers.judging_context import Context, unfold_in, value_of
from chalk.papers.numbers import tolerance
from chalk.papers.scanning import Found
from chalk.papers.written_forms import PARENTHESISED_NUMBERS

if TYPE_CHECKING:
    from chalk.papers.relation_proofs import InForce

#: digits, then a letter of a count (``131K``, ``12.9\text{B}``); never part of a name
_LETTER = re.compile(
    r"(?<![A-Za-z_\\\d.])(\d+(?:\.\d+)?|" + PARENTHESISED_NUMBERS + r"(?=\s*\\(?:text|mathrm)\{))"
    r"\s*(?:\\(?:text|mathrm)\{([kKMBT])\}|([kKMBT]))(?![A-Za-z])"
)  # and (8.03 - 0.53)\text{B}: a difference of counts in billions
#: the letter's power of ten, and of two where authors of lengths and sizes mean one
_DECIMAL = {"k": 3, "K": 3, "M": 6, "B": 9, "T": 12}
BINARY = {"k": 10, "K": 10, "M": 20}
#: a given written as a count with K or M alone (``S = 256K``): its binary reading's factor
_ALONE = re.compile(r"\s*\d+(?:\.\d+)?\s*(?:\\(?:text|mathrm)\{([kKM])\}|([kKM]))\s*")


#: a side that is a count alone (``32k``, ``70B``, ``1.5\text{T}``): digits and one letter
_LONE_COUNT = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(?:\\(?:text|mathrm)\{([kKMBT])\}|([kKMBT]))\s*")


def lone_count(text: str) -> sp.Rational | None:
    """``S = 32k``, ``N = 70B`` in chalk's notation: a side written as a count alone is that count
    (32,000; 70·10^9), not the number times chalk's quantity of the letter; else None."""
    m = _LONE_COUNT.fullmatch(text)
    if m is None:
        return None
    letter = m.group(2) or m.group(3)
    return sp.Rational(m.group(1)) * sp.Integer(10) ** _DECIMAL[letter]


def binary_factor(text: str) -> sp.Rational | None:
    """``256K`` written alone: 1024/1000 (the given may be 262,144), else None."""
    m = _ALONE.fullmatch(text)
    if m is None:
        return None
    letter = m.group(1) or m.group(2)
    return sp.Integer(2) ** BINARY[letter] / sp.Integer(10) ** _DECIMAL[letter]


def _as_counts(text: str, binary: bool) -> str | None:
    """The text with each count's letter written as its power (of two when ``binary``), or None
    when no count's letter is written (or, for the binary reading, none of K or M)."""
    found = False

    def power(m: re.Match[str]) -> str:
        nonlocal found
        letter = m.group(2) or m.group(3)
        if binary and letter not in BINARY:
            return m.group(0)
        found = True
        scale = f"2^{{{BINARY[letter]}}}" if binary else f"10^{{{_DECIMAL[letter]}}}"
        return f"({m.group(1)} \\times {scale})"

    spaced = re.sub(r"(\\[A-Za-z]+)(?=\d)", r"\1 ", text)  # \times70.6\text{B}: the command ends before the digits
    out = _LETTER.sub(power, spaced)
    return out if found else None


def writes_counts(sides: tuple[str, str]) -> bool:
    """Whether a count's letter follows digits on a side (``151K``): the count reading rests on no default."""
    return any(_as_counts(t, False) is not None for t in sides)


def count_reading(sides: tuple[str, str], token: str, f: Found, ctx: Context, claim: InForce) -> str | None:
    """Why a relation that failed on numbers holds with its counts' letters read as counts in
    chalk's notation, or as binary K and M (in the relation or in a given written so), or None."""
    relation = RELATIONS[token][0]
    tol = tolerance(token, sides, 0.05 if ctx.chalk_notation else 0.0)
    for binary, why in ((False, "its letters read as counts"), (True, "K and M read as 2^10 and 2^20")):
        if not binary and not ctx.chalk_notation:
            continue  # the document's own notation reads 131K as 131,000 already
        texts = [_as_counts(t, binary) for t in sides]
        alternative = ctx.binary if binary else {}
        if all(t is None for t in texts) and not alternative:
            continue
        try:
            reads = [ctx.reader.read(t if t is not None else s) for t, s in zip(texts, sides, strict=True)]
        except Unreadable:
            continue
        values = []
        for r in reads:
            expr = unfold_in(r.expr, ctx).xreplace(alternative)
            values.append(value_of(Read(expr, r.units), f, ctx, claim))
        if any(v.free_symbols or not v.is_real for v in values):
            continue
        x, y = (float(v) for v in values)
        holds = abs(x - y) <= tol * max(abs(x), abs(y)) if relation == "eq" else bool(BUILD[relation](x, y))
        if holds and (any(t is not None for t in texts) or _uses(reads, alternative, ctx)):
            return f"holds with {why}"
    return None


def _uses(reads: list[Read], alternative: dict[sp.Symbol, sp.Basic], ctx: Context) -> bool:
    return any(set(alternative) & unfold_in(r.expr, ctx).free_symbols for r in reads)
