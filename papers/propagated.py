"""The rounding of the decimals an author writes, carried through the arithmetic around them:
``(138.2 / 189.9)^{1.613} = (0.728)^{1.613}`` writes 0.72775 as 0.728 and ``0.832^{1/0.28} =
0.832^{3.571}`` writes 3.5714 as 3.571. Each side is read again with each of its decimals moved by
its rounding (half a unit of its last digit, ``numbers.ROUNDING``), and a relation that misses by
no more than those moves add up to is the author's rounding, not a mistake."""

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
#: at most this many decimals on a side are moved (each costs a reading)
_MOST = 6


def within_rounding(
    sides: tuple[str, str],
    token: str,
    values: tuple[sp.Basic, sp.Basic],
    read: Callable[[str], Read],
    value: Callable[[Read], sp.Basic],
) -> str | None:
    """Why a relation whose sides miss each other holds within the rounding of the decimals
    written on them, carried through their arithmetic, or None; the miss is judged by the sign,
    as every pair of numbers is (``numbers.holds_within``)."""
    spread = 0.0
    for text, at in zip(sides, values, strict=True):
        decimals = [m for m in _DECIMAL.finditer(text) if not one_significant_digit(m.group(0))]
        if not decimals or len(decimals) > _MOST:
            continue
        try:
            as_read = value(read(text))
        except (Unreadable, ValueError, TypeError, ZeroDivisionError):
            return None
        if as_read.free_symbols or not sp.Eq(as_read, at):  # a value another reading scaled (9.6e9 in TB)
            return None
        for m in decimals:
            moved = Decimal(m.group(0)) + Decimal(str(ROUNDING)) * Decimal(10) ** -len(m.group(1))
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
