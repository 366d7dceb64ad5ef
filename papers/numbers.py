"""Numbers compared as the author wrote them: the sign (=, ≈, ~, ≤ …) and the digits."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pint
import sympy as sp

from chalk.papers import reading_rules
from chalk.papers.formulas import MAGNITUDE, RELATIONS, Read
from chalk.papers.verdicts import RelationError
from chalk.units import DIMENSIONLESS, Q_, format_unit, pretty
from chalk.units.registry import units_of

WORD = {"eq": "=", "le": "≤", "lt": "<", "ge": "≥", "gt": ">"}


def base(unit: pint.Unit) -> sp.Rational:
    return sp.Rational(str(Fraction(repr(float(Q_(1, unit).to_base_units().magnitude)))))


_SIGNS = {r"\approx": "≈", r"\simeq": "≃", r"\lesssim": "≲", r"\gtrsim": "≳", r"\sim": "~", r"\coloneqq": ":="}
_SIGNS |= reading_rules.APPROXIMATE_SIGNS


def sign(token: str) -> str:
    """The relation as the author wrote it (``\\approx`` → ≈, ``>`` stays ``>``)."""
    return _SIGNS.get(token) or (token if token in ("=", ":=", "<", ">") else WORD[RELATIONS[token][0]])


_WRITTEN = re.compile(
    r"-?(\d+)(?:\.(\d+))?\s*(?:(?:\\times|\\cdot)?\s*10\^\{?[+-]?\d+\}?|(?:\\text\{e\}|\\mathrm\{e\}|e)\{?[+-]?\d+\}?)?"
)


#: a quotient's digits count as a product's: ``\frac{196.50}{3956}`` is as precise as 196.50
_FRACTION = re.compile(r"\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")


def written_precision(text: str) -> float | None:
    """How far a number written alone on a side may be from the value, relative to it: one
    unit of its last decimal (``0.33`` → 0.01/0.33: rounded or cut off), half a unit of a
    whole number (``= 72`` allows 71.5 to 72.5, ``= 7`` is not 6); None for anything else."""
    t = re.sub(r"(?<=\d)(?:\{,\}|\\,|,)(?=\d{3}(?!\d))", "", text)
    t = t.strip()
    if t.startswith("\\boxed{"):  # \boxed{9.95\%}: the number boxed (a chain splits the box)
        t = t[len("\\boxed{") :].removesuffix("}")
        t = re.split(r"\\approx|=|\\sim", t)[0].strip()  # \boxed{9.95\% \approx 10\%}: its first number
    elif t.endswith("}") and t.count("}") > t.count("{"):
        t = t[:-1]
    t = re.sub(r"\\?%", "", t)  # 9.95\%: the digits are the percent's
    t = re.sub(r"\\(?:mathrm|text|textrm|mbox)\{(?!e\})[^{}]*\}|\\[,;:! ]|~", " ", t).strip()
    t = re.sub(r"\s+(?:[A-Za-z/]+)$", "", t).strip()
    m = _WRITTEN.fullmatch(t)
    if m is None:  # a product or quotient of written numbers (2 \times 7.25 \times 10^9): its decimals' digits
        t = _FRACTION.sub(lambda f: f.group(1) + r" \times " + f.group(2), t)
        factors = [f.strip() for f in re.split(r"\\times|\\cdot|\*", t)]
        if len(factors) < 2:
            return None
        parts = [written_precision(f) if re.search(r"\d\.\d", f) else 0.0 for f in factors]
        if None in parts or not all(re.fullmatch(r"[\d.\s^{}+-]+|10\^\{?[+-]?\d+\}?", f) for f in factors):
            return None
        return sum(p for p in parts if p is not None) or None
    whole, frac = m.group(1), m.group(2)
    value = float(whole + "." + (frac or "0"))
    if value == 0:
        return None
    return (10.0 ** -len(frac) if frac else 0.5) / value


def tolerance(token: str, sides: tuple[str, str], floor: float = 0.0) -> float:
    """The relative tolerance of a numeric comparison, by the author's sign and digits:
    ``=`` and inequalities allow one unit of the last digit written; ``\\approx`` 10% or
    that, whichever is looser; ``floor`` is the least (chalk's own notation prints rounded
    values: 5%, 10% for ``\\approx``)."""
    _, rough = RELATIONS[token]
    digits = max((p for p in map(written_precision, sides) if p is not None), default=0.0)
    return max(floor, rough, digits, 1e-9)


def show(value: sp.Basic, unit: pint.Unit | None) -> str:
    base = units_of(Q_(1, unit).to_base_units()) if unit is not None else DIMENSIONLESS
    return f"{float(value):.4g}" + (f" {format_unit(base)}" if base != DIMENSIONLESS else "")


def shown(r: Read, value: sp.Basic, unit: pint.Unit | None) -> str:
    """A side as the message shows it: its expression, or its value for a number written
    as one (``104 GB``)."""
    plain = r.expr.xreplace({s: sp.Integer(1) for s in r.expr.free_symbols if s.name.startswith("[")})
    return show(value, unit) if plain.is_Number else pretty(r.expr)


def compare_numbers(
    va: sp.Basic,
    vb: sp.Basic,
    relation: str,
    tol: float,
    unit: pint.Unit | None,
    offset: int,
    a: Read,
    b: Read,
    token: str,
    written: tuple[str, str] | None = None,
) -> bool:
    """The relation between two values within ``tol``; a RelationError naming the sides as
    ``written`` (the document's own notation) or as chalk reads them."""
    x, y = float(va), float(vb)
    if not (math.isfinite(x) and math.isfinite(y)):  # beyond a float: compare 30-digit sympy Floats
        x, y = sp.Float(va.evalf(30), 30), sp.Float(vb.evalf(30), 30)
    scale = max(abs(x), abs(y))
    if tol == MAGNITUDE:
        ok = x * y > 0 and 1 / MAGNITUDE <= x / y <= MAGNITUDE
        allowed = f"a factor of {MAGNITUDE:g}"
    else:
        ok = {
            "eq": abs(x - y) <= tol * scale,
            "le": x <= y + tol * scale,
            "lt": x < y + tol * scale,
            "ge": x >= y - tol * scale,
            "gt": x > y - tol * scale,
        }[relation]
        allowed = "" if tol <= 1e-6 else f"{tol * 100:.3g}%"  # exact numbers: no tolerance to show
    if not ok:
        off = float(abs(x - y) / scale * 100) if scale else 0.0
        left, right = shown(a, va, unit), shown(b, vb, unit)
        if written is not None:
            left, right = (
                " ".join(w.split()) if side != show(v, unit) else side
                for w, side, v in ((written[0], left, va), (written[1], right, vb))
            )
        values = "" if (left, right) == (show(va, unit), show(vb, unit)) else f": {left} is {show(va, unit)}"
        values = values if right == show(vb, unit) or not values else f"{values}, {right} is {show(vb, unit)}"
        if values == "" and right != show(vb, unit):
            values = f": {right} is {show(vb, unit)}"
        said = f" ({sign(token)} allows {allowed})" if allowed else " (exact numbers)"
        message = f"numeric: {left} {sign(token)} {right} does not hold{values}, off by {off:.3g}%{said}"
        raise RelationError(offset, message)
    return False
