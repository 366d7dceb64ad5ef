"""Numbers substituted for givens carry the givens' units (issue 39, twelfth round).

A document states givens with units (``With $F = 989$ TFLOP/s and $B_{\\text{storage}} = 1$
GB/s:``) and later substitutes their values as bare numbers with a stated result unit
(``\\frac{10^9}{989 \\times 10^{12}} = 1.01 \\times 10^{-6} \\;\\text{FLOPs/byte}``). Read with the
givens' units, that quotient is bytes per FLOP: the ratio is inverted, a units error.

Only where the reading is certain: every number written on the side is the value of exactly
one given with a unit, in base units, exactly (``989 \\times 10^{12}`` for 989 TFLOP/s); at least
one of them is distinctive (not a whole number up to 100, a power of two or a power of ten,
which may be counts or conversions); the side is nothing but those numbers and arithmetic; and
the other side is a number written with a unit. Anything else leaves the link to the other
stages, as before.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pint
import sympy as sp

from chalk.units import UnitMismatch, format_unit, parse_unit, unit_of

#: a number as written: ``989``, ``3.35``, ``432,000``, ``989 \times 10^{12}``, ``1.5e12``, ``10^9``
_NUMBER = re.compile(
    r"(?<![\w.^])(?<!\^\{)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"(?:\s*(?:\\times|\\cdot)\s*10\^\{?\s*(-?\d+)\s*\}?|e(-?\d+))?(?![\w.,^])"
    r"|(?<![\w.^])(?<!\^\{)10\^(?:\{\s*(-?\d+)\s*\}|(\d))"
)
#: what may stand between the numbers: arithmetic and spacing, nothing else
_ARITHMETIC = re.compile(r"(?:\\(?:frac|dfrac|tfrac|times|cdot|left|right|[,;: ])|[\s{}()+\-*/]|g_\{\d+\})*")


def _value(m: re.Match[str]) -> Fraction:
    if m.group(4) is not None or m.group(5) is not None:
        return Fraction(10) ** int(m.group(4) or m.group(5))
    exponent = m.group(2) or m.group(3) or "0"
    return Fraction(m.group(1).replace(",", "")) * Fraction(10) ** int(exponent)


def _distinctive(v: Fraction) -> bool:
    """Not a whole number up to 100 (a count: 2 bytes, 8 GPUs), a power of two or of ten."""
    if v.denominator != 1:
        return True
    n = v.numerator
    return n > 100 and n & (n - 1) != 0 and not _power_of_ten(v)


def _power_of_ten(v: Fraction) -> bool:
    return any(x.denominator == 1 and str(x.numerator).rstrip("0") == "1" for x in ((v, 1 / v) if v else ()))


def givens_clash(
    side: str, other: pint.Unit | None, givens: dict[sp.Symbol, sp.Basic], units: dict[sp.Symbol, str]
) -> str | None:
    """Why ``side``, a substitution of givens' values, is not in the unit ``other`` the author
    wrote for it, or None (the reading does not apply, or the units agree)."""
    if other is None or other.dimensionless:
        return None
    by_value: dict[Fraction, list[sp.Symbol]] = {}
    for s, v in givens.items():
        if s in units and isinstance(v, sp.Rational):
            by_value.setdefault(Fraction(int(v.p), int(v.q)), []).append(s)
    found = list(_NUMBER.finditer(side))
    if len(found) < 2 or not by_value:  # a ratio or product of givens, not one given restated
        return None
    read: list[tuple[str, sp.Symbol]] = []
    text, placeholders = side, {}
    for i, m in reversed(list(enumerate(found))):
        matched = by_value.get(_value(m), [])
        if len(matched) != 1:
            return None  # a number that is no given's value, or several givens': not certain
        g = sp.Symbol(f"g_{i}")
        placeholders[g] = parse_unit(units[matched[0]])
        text = text[: m.start()] + f"g_{{{i}}}" + text[m.end() :]
        read.append((m.group(0), matched[0]))
    if not any(_distinctive(_value(m)) for m in found) or not _ARITHMETIC.fullmatch(text):
        return None
    try:
        from chalk.papers.reading import parse

        expr = parse(text)
        mine = unit_of(expr, lambda s: placeholders[sp.Symbol(s.name)])
    except (UnitMismatch, KeyError, TypeError):
        return None
    except Exception:  # the parser's own errors
        return None
    if mine is None or mine.dimensionality == other.dimensionality:
        return None
    mine, other = (1 * mine).to_base_units().units, (1 * other).to_base_units().units
    said = ", ".join(f"{written} is {s} ({units[s]})" for written, s in reversed(read))
    return (
        f"units: read with the givens' units ({said}), {' '.join(side.split())} is in {format_unit(mine)}, "
        f"not {format_unit(other)} as written"
    )
