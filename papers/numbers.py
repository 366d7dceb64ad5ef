"""Numbers compared as the author wrote them: the sign (=, ≈, ~, ≤ …) and the digits."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pint
import sympy as sp

from chalk.papers import reading_rules
from chalk.papers.chains import MAGNITUDE, RELATIONS
from chalk.papers.formulas import Read
from chalk.papers.verdicts import RelationError
from chalk.papers.written_forms import EMPHASIZED_VALUE
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


#: how far a decimal may be from its value, in units of its last digit: half a unit is the
#: rounding its digits say; the margin takes float error and double rounding (2.149 → 2.15 →
#: 2.2). One unit let a slip of one in the last digit pass (2x + 0.1x = 2.2x).
ROUNDING = 0.55
#: the least ``\\approx`` allows beside a number written alone (≈ 0.974 for 0.96 is about it)
APPROX_LEAST = 0.02

_WRITTEN = re.compile(
    r"-?(\d+)(?:\.(\d+))?\s*(?:(?:\\times|\\cdot)?\s*10\^\{?[+-]?\d+\}?|(?:\\text\{e\}|\\mathrm\{e\}|e)\{?[+-]?\d+\}?)?"
)


#: a power of ten with a decimal exponent (``10^{10.5}``, ``2 \\times 10^{9.46}``): rounded in its exponent
_DECIMAL_POWER = re.compile(r"(?:(\d+(?:\.\d+)?)\s*(?:\\times|\\cdot)\s*)?10\^\{\s*-?\d+\.(\d+)\s*\}")
#: a root of a written number: ``\sqrt{8.33 \times 10^{21}}``, ``\sqrt[3]{…}``
_ROOT = re.compile(r"\\sqrt\s*(?:\[(\d+)\])?\s*\{(.*)\}")
#: a quotient's digits count as a product's: ``\frac{196.50}{3956}`` is as precise as 196.50
_FRACTION = re.compile(r"\\frac\s*\{((?:[^{}]|\{[^{}]*\})*)\}\s*\{((?:[^{}]|\{[^{}]*\})*)\}")


def written_precision(text: str, alone: bool = False) -> float | None:
    """How far a number written alone on a side may be from the value, relative to it: half
    a unit of its last decimal and a margin (``0.33`` → 0.0055/0.33: ``ROUNDING``), half a unit of a
    whole number below 100 (``= 72`` allows 71.5 to 72.5, ``= 7`` is not 6), one unit of a
    larger one (``976`` allows 975 to 977); None for anything else. ``alone``: only for one number
    (not a sum, product or root of them), its whole number's trailing zeros not significant."""
    t = re.sub(r"(?<=\d)(?:\{,\}|\\,|,)(?=\d{3}(?!\d))", "", text)
    t = t.replace("×", "\\times ").replace("·", "\\cdot ").replace("−", "-").strip()  # typed signs
    t = EMPHASIZED_VALUE.sub(lambda m: m.group(1), t).strip()  # \mathbf{33.3\%}: the digits are the value's
    if t.startswith("\\boxed{"):  # \boxed{9.95\%}: the number boxed (a chain splits the box)
        t = t[len("\\boxed{") :].removesuffix("}")
        t = re.split(r"\\approx|=|\\sim", t)[0].strip()  # \boxed{9.95\% \approx 10\%}: its first number
    elif t.endswith("}") and t.count("}") > t.count("{"):
        t = t[:-1]
    t = re.sub(r"(?<=\d)\s*\\times\s*(?:\\text\s*\{[^{}]*\}\s*)?(?=\}*\s*$)", "", t)  # 4.3\times: 4.3
    t = re.sub(r"\\?%", "", t)  # 9.95\%: the digits are the percent's
    t = re.sub(r"\\\$|\\text\{\s*\\?\$\s*\}", "", t)  # \$5.58: the digits are the amount's
    t = re.sub(r"(?<=\d)\s*(?:\\(?:text|mathrm)\{\s*([KMBT])\s*\}|([KMBT])(?![A-Za-z]))", "", t)  # 30.5K, 5.58\text{M}
    t = re.sub(r"\\mu\s*(?:\\(?:text|mathrm)\s*\{\s*s\s*\}|s(?![A-Za-z]))", r"\\text{µs}", t)  # 14 \mu s
    words = set(re.findall(r"\\(?:mathrm|text|textrm|mbox)\{(?!e\})\s*([^{}]*?)\s*\}", t))
    # a plain term beside one with a unit (126 \times 5\mu s + 1.97 \times 10^9/10^{11}, in seconds)
    united = {bool(re.search(r"\\(?:mathrm|text|textrm|mbox)\{(?!e\})", term)) for _, term in _top_level_terms(t)}
    mixed = len(united) > 1
    t = re.sub(r"\\(?:mathrm|text|textrm|mbox)\{(?!e\})[^{}]*\}|\\[,;:! ]|~", " ", t).strip()
    t = re.sub(r"\s+(?:[A-Za-z/]+)$", "", t).strip()
    root = _ROOT.fullmatch(t)
    if root is not None and alone:
        return None
    if root is not None:  # \sqrt{8.33 \times 10^{21}}: a root halves its number's relative rounding
        inner = written_precision(root.group(2))
        return None if inner is None else inner / int(root.group(1) or 2)
    if (power := _DECIMAL_POWER.fullmatch(t)) is not None:  # 10^{10.5}: its exponent's last digit
        mantissa = written_precision(power.group(1)) if power.group(1) and "." in power.group(1) else 0.0
        return math.log(10) * 10.0 ** -len(power.group(2)) + (mantissa or 0.0)
    m = _WRITTEN.fullmatch(t)
    if m is None and alone:
        return None
    signed = _top_level_terms(t) if m is None else [(1, t)]
    terms = [term for _, term in signed]
    if len(terms) > 1:  # a sum or difference: its terms' rounding added up, over its value
        # its decimals, and its whole numbers of three digits or more (490 for 489.6: rounded to units)
        parts = [
            written_precision(term)
            if re.search(r"\d\.\d|^\s*\d{3,}\s*$", term) and not one_significant_digit(term)
            else 0.0
            for term in terms
        ]  # 0.1 + 0.096 + …: a decimal of one significant digit is exact here too
        values = [_plain_value(term) for term in terms]
        if None in parts or None in values:
            return None
        shares = [p * v for p, v in zip(parts, values, strict=True) if p is not None and v is not None]
        total = abs(sum(sg * v for (sg, _), v in zip(signed, values, strict=True) if v is not None))
        # terms in different units (252 μs + 39.4 ms), or a plain term beside one with a unit: the largest
        if len(words) > 1 or mixed or not total:
            return max(p for p in parts if p is not None) or None
        return sum(shares) / total or None
    if m is None:  # a product or quotient of written numbers (2 \times 7.25 \times 10^9): its decimals' digits
        t = _FRACTION.sub(lambda f: f.group(1) + r" \times " + f.group(2), t)
        factors = [f.strip() for f in re.split(r"\\times|\\cdot|\*", t)]
        if len(factors) < 2:
            return None
        # its decimals, and its whole numbers of four digits or more (1,099 for 1098.9: rounded to units)
        parts = [
            written_precision(f) if re.search(r"\d\.\d|^\s*\d{4,}\s*$", f) and not one_significant_digit(f) else 0.0
            for f in factors
        ]
        if None in parts or not all(re.fullmatch(r"[\d.\s^{}+-]+|10\^\{?[+-]?\d+\}?", f) for f in factors):
            return None
        return sum(p for p in parts if p is not None) or None
    whole, frac = m.group(1), m.group(2)
    value = float(whole + "." + (frac or "0"))
    if value == 0:
        return None
    if alone and not frac and (zeros := len(whole) - len(whole.rstrip("0"))) and zeros < len(whole):
        return 0.5 * 10.0**zeros / value  # ≈ 30: tens (28 is about 30)
    # a whole number of three or more digits may be cut off too (976K for 976,563), as a decimal may
    return (ROUNDING * 10.0 ** -len(frac) if frac else 1.0 if value >= 100 else 0.5) / value


def _plain_value(term: str) -> float | None:
    """The value of a product of written numbers (``1.97 \\times 20``, ``\\frac{126}{64}``), or None."""
    t = _FRACTION.sub(lambda f: f"({f.group(1)})/({f.group(2)})", term)
    t = re.sub(r"(?:\\times|\\cdot)\s*10\^\{?([+-]?\d+)\}?", r"*1e\1", t)
    t = re.sub(r"(?<![\d.])10\^\{?([+-]?\d+)\}?", r"1e\1", t)  # \frac{10^9}{10^{11}}: powers of ten alone
    t = t.replace(r"\times", "*").replace(r"\cdot", "*").replace("{", "(").replace("}", ")")
    if not re.fullmatch(r"[\d.eE+\-*/()\s]+", t) or re.search(r"\*\*|//", t):
        return None
    value = 1.0
    for factor in re.split(r"\*", t):  # factors and quotients of plain numbers, no evaluation of text
        parts = re.split(r"/", factor)
        try:
            nums = [float(x.strip().strip("()").strip()) for x in parts]
        except ValueError:
            return None
        value *= nums[0]
        for n in nums[1:]:
            if n == 0:
                return None
            value /= n
    return abs(value)


def _top_level_terms(text: str) -> list[tuple[int, str]]:
    """``252 + 1.97 \\times 20``, ``1 - 0.905``: the signed terms of a sum outside braces (one
    term when none); a difference of rounded decimals (``1 - 0.905``) keeps their absolute rounding."""
    terms, depth, start, sg = [], 0, 0, 1
    for i, ch in enumerate(text):
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if ch in "+-" and depth == 0 and text[:i].strip() and text[i - 1] not in "eE^":
            terms.append((sg, text[start:i].strip()))
            start, sg = i + 1, 1 if ch == "+" else -1
    return [*terms, (sg, text[start:].strip())]


def decimals_precision(sides: tuple[str, str]) -> float:
    """The rounding of the least precise decimal written in the sides (``0.223`` in
    ``0.223 \\cdot \\eta``: half a unit of its last digit, ``ROUNDING``), 0 when none is written."""
    out = 0.0
    for side in sides:
        like: dict[str, list[float]] = {}  # a sum's like terms (2x + 0.1x): their numbers by what follows
        for _, t in _top_level_terms(side):
            if (lead := _LEADING.match(t)) is not None:
                like.setdefault(_tail(t[lead.end() :]), []).append(float(lead.group(1)))
        for m in re.finditer(r"(?<![\d.])(\d+)\.(\d+)(?![\d.])", side):
            if not float(m.group(0)) or one_significant_digit(m.group(0)):
                continue  # 0.2, 0.05: a value written exactly (a fraction, a probability), not rounded
            # a decimal leading one of a sum's like terms (0.1x in 2x + 0.1x) is rounded relative
            # to the largest of them, not to itself (0.1 ± 0.1 is not 2.1x ± 100%)
            if re.search(r"10\^\{\s*-?$", side[: m.start()]):  # 10^{10.5}: ±0.05 in the exponent is ±12%
                out = max(out, math.log(10) * 10.0 ** -len(m.group(2)))
                continue
            scale = max((max(v) for v in like.values() if len(v) > 1 and float(m.group(0)) in v), default=0.0)
            out = max(out, ROUNDING * 10.0 ** -len(m.group(2)) / max(scale, float(m.group(0))))
    return out


def one_significant_digit(decimal: str) -> bool:
    """``0.2``, ``0.05``, ``3.0``: a decimal of one significant digit, the way exact values are written."""
    return bool(re.fullmatch(r"\s*\d+\.\d+\s*", decimal)) and len(decimal.strip().replace(".", "").strip("0")) == 1


def _tail(term: str) -> str:
    """What follows a term's number, without spacing and multiplication signs (``x`` of ``\\cdot x``)."""
    return re.sub(r"\\(?:cdot|times|[,;: ])|\s|\*", "", term)


#: the number a term of a sum opens with (``0.1`` of ``0.1x``)
_LEADING = re.compile(r"\s*(\d+(?:\.\d+)?)(?![\d.])")


def tolerance(token: str, sides: tuple[str, str], floor: float = 0.0) -> float:
    """The relative tolerance of a numeric comparison, by the author's sign and digits:
    ``=`` and inequalities allow the rounding of the digits written; ``\\approx`` beside a number
    written alone on its right twice its rounding (its last digit may be cut off: 2.1875 ≈ 2.1), at least
    ``APPROX_LEAST`` and at most 10%, and 10% beside anything else; ``floor`` is the least
    (chalk's own notation prints rounded values: 5%, 10% for ``\\approx``)."""
    _, rough = RELATIONS[token]
    digits = max((p for p in map(written_precision, sides) if p is not None), default=0.0)
    alone = written_precision(sides[1], alone=True)  # the approximation: x ≈ 0.974
    if 0 < rough < MAGNITUDE and alone is not None:  # ≈ 0.974 claims three digits, not 10%
        rough = min(rough, max(APPROX_LEAST, 2 * alone))
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


def holds_within(x: sp.Basic, y: sp.Basic, token: str, tol: float, a: Read, b: Read) -> bool:
    """Whether ``x token y`` holds within ``tol``, decided where every pair of numbers is."""
    try:
        compare_numbers(x, y, RELATIONS[token][0], tol, None, 0, a, b, token)
    except RelationError:
        return False
    return True
