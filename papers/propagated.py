"""The rounding of the decimals an author writes, carried through the arithmetic around them:
``(138.2 / 189.9)^{1.613} = (0.728)^{1.613}`` writes 0.72775 as 0.728 and ``0.832^{1/0.28} =
0.832^{3.571}`` writes 3.5714 as 3.571. Each side is read again with each of its decimals moved by
its rounding (half a unit of its last digit, ``numbers.ROUNDING``), and a relation that misses by
no more than those moves add up to is the author's rounding, not a mistake. So is a whole number
the document wrote earlier as a rounded result (``\frac{3.35 \times 10^{12}}{8 \times 10^9 \times 2} =
209`` for 209.375, then ``209 \times 8 = 1{,}675``): the author carries the value, not its digits."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

import sympy as sp

from chalk.papers.chains import Unreadable
from chalk.papers.formulas import Read
from chalk.papers.numbers import ROUNDING, holds_within, one_significant_digit

#: a decimal (``0.728``, ``3.571``); one of one significant digit (``0.5``) is written exactly
_DECIMAL = re.compile(r"(?<![\d.])\d+\.(\d+)(?![\d.])")
#: a whole number (``209``, ``1{,}675``), moved only where the document wrote it as a rounded result
_WHOLE = re.compile(r"(?<![\d.,{}])\d{1,3}(?:(?:\{,\}|,)\d{3})*(?![\d.,]|\{,\})")
#: a side that is a whole number alone (perhaps with a unit or a word after it)
_LONE_WHOLE = re.compile(r"\s*(\d{1,3}(?:(?:\{,\}|,)\d{3})*|\d+)\s*(?:\\(?:text|mathrm)\s*\{[^{}]*\}\s*)?")
#: at most this many decimals on a side are moved (each costs a reading)
_MOST = 6


def note_rounded(right: str, va: sp.Basic, vb: sp.Basic, rounded: set[str]) -> None:
    """Remember the whole number written alone on the right of a relation that held although its
    value is not that number exactly (``= 209`` for 209.375): the document's rounded result."""
    m = _LONE_WHOLE.fullmatch(right)
    if m is None or va.free_symbols or vb.free_symbols or not va.is_Number or sp.Eq(va, vb):
        return
    if len(rounded) < 64:
        rounded.add(_digits(m.group(1)))


def _digits(text: str) -> str:
    return re.sub(r"\{,\}|,", "", text)


def _written(text: str, rounded: frozenset[str] | set[str]) -> list[tuple[re.Match[str], int]]:
    """The numbers of ``text`` to move, each with its count of decimals: its decimals of more
    than one significant digit, and the whole numbers the document wrote as rounded results."""
    out = [(m, len(m.group(1))) for m in _DECIMAL.finditer(text) if not one_significant_digit(m.group(0))]
    out += [(m, 0) for m in _WHOLE.finditer(text) if _digits(m.group(0)) in rounded]
    return out


def within_rounding(
    sides: tuple[str, str],
    token: str,
    values: tuple[sp.Basic, sp.Basic],
    read: Callable[[str], Read],
    value: Callable[[Read], sp.Basic],
    rounded: frozenset[str] | set[str] = frozenset(),
) -> str | None:
    """Why a relation whose sides miss each other holds within the rounding of the decimals
    written on them (and of the whole numbers the document wrote as rounded results), carried
    through their arithmetic, or None; the miss is judged by the sign, as every pair of numbers
    is (``numbers.holds_within``)."""
    spread = 0.0
    for text, at in zip(sides, values, strict=True):
        decimals = _written(text, rounded)
        if not decimals or len(decimals) > _MOST:
            continue
        try:
            as_read = value(read(text))
        except (Unreadable, ValueError, TypeError, ZeroDivisionError):
            return None
        if as_read.free_symbols or not sp.Eq(as_read, at):  # a value another reading scaled (9.6e9 in TB)
            return None
        for m, places in decimals:
            moved = Decimal(_digits(m.group(0))) + Decimal(str(ROUNDING)) * Decimal(10) ** -places
            try:
                again = value(read(text[: m.start()] + str(moved) + text[m.end() :]))
            except (Unreadable, ValueError, TypeError, ZeroDivisionError):
                return None
            if again.free_symbols or not again.is_real:
                return None
            spread += abs(float(again) - float(at))
    scale = max(abs(float(v)) for v in values)
    if not spread or not scale:
        return None
    try:
        reads = [read(text) for text in sides]
    except Unreadable:
        return None
    if holds_within(*values, token, spread / scale, *reads):
        return "it holds within the rounding of the decimals written, carried through the arithmetic"
    return None
