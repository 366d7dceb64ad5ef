"""The shapes of a link that decide how a stage reads it: a name beside a count, a given
computed anew, a table row, a count beside a unit (kept apart from the stages' order)."""

from __future__ import annotations

import re

import pint
import sympy as sp

from chalk.papers.certainty import COUNTS_APART, counted_apart, lone_name
from chalk.papers.chains import RELATIONS, Unreadable
from chalk.papers.count_letters import lone_count
from chalk.papers.formulas import Read
from chalk.papers.judging_context import Context, has_unit, is_number, unit_of_side
from chalk.papers.numbers import base, holds_within, tolerance
from chalk.papers.own_notation import givens_of
from chalk.papers.reading import DocumentSymbol
from chalk.papers.scanning import Found
from chalk.papers.verdicts import RelationError
from chalk.units import pretty, ureg

#: why a document's unitless symbol beside a side with a unit is no certain numeric error
COUNT_OR_BYTES = (
    "the document's symbol has no unit of its own (it may count elements where the other side counts "
    "bytes, 2 bytes each): not a certain error"
)

#: why a given the document computes anew from other givens is a warning, not an error
GIVEN_ANEW = (
    "the formula computes a new value of a given from other givens (a target from a base: "
    "another case of it, which holds from here on), not checked against the given"
)


def a_name_and_a_count(a: Read, b: Read, sides: tuple[str, str], ctx: Context) -> tuple[Read, Read] | None:
    """``S = 32k`` in chalk's notation, refuted over chalk's S and k: the sides with the count
    (32,000) in place of the number times chalk's quantity of its letter, when one side is a
    name alone and the other a count alone; else None."""
    if not ctx.chalk_notation:
        return None  # the document's own notation reads 32k as a count already (other_readings)
    for i, (text, other) in enumerate(zip(sides, reversed(sides), strict=True)):
        count = lone_count(text)
        if count is not None and lone_name(other):
            as_count = Read(count, {})
            return (as_count, b) if i == 0 else (a, as_count)
    return None


def recomputes_a_given(lhs: sp.Basic, b: Read, f: Found, ctx: Context) -> bool:
    r"""``\eta = 0.001`` given, then ``\eta = \eta_0 \times \frac{B}{B_0}``: the document's own
    given written alone on its side, defined by an expression of other givens (not of itself)."""
    givens = givens_of(f, ctx)
    symbols = {s for s in b.expr.free_symbols if not s.name.startswith("[")}
    return isinstance(lhs, DocumentSymbol) and lhs in givens and bool(symbols) and symbols <= set(givens) - {lhs}


def in_table_row(f: Found) -> bool:
    """Whether the formula is inline math in a Markdown table row (its line opens with ``|``)."""
    return f.env == "$" and f.lead.rsplit("\n", 1)[-1].lstrip().startswith("|")


def count_beside_unit(a: Read, b: Read, sides: tuple[str, str]) -> bool:
    """``M_{act} = 126 × (…) × 2 bytes`` after ``M_{act} = L × (…)``: one side a name of the
    document with no unit, the other with a unit: the name may count elements, the side bytes
    (an expression of givens, ``4 × S/P × H × 2 = 2 GB``, is the author's own bytes: checked)."""
    if has_unit(a) == has_unit(b):
        return False
    plain, text = (b, sides[1]) if has_unit(a) else (a, sides[0])
    return lone_name(text) and any(isinstance(s, DocumentSymbol) for s in plain.expr.free_symbols)


def outside_notation(exc: RelationError, own: set[sp.Symbol]) -> str:
    """Why a refuted link or logical chain through names outside chalk's notation is a warning."""
    names = ", ".join(sorted(pretty(s) for s in own))
    why = exc.message.split(": ", 1)[-1]
    return f"{why}; {names} not in chalk's notation (the document's own, with no value): not an error"


def a_conversion(
    a: Read, b: Read, ua: pint.Unit | None, ub: pint.Unit | None
) -> tuple[Read, Read, pint.Unit | None, pint.Unit | None, str] | None:
    """``2{,}127{,}057{,}600 \\times 4 \\text{ bytes} / (1024^3 \\text{ GB}) = 7.92 \\text{ GB}``: a side of
    numbers in one unit over another of the same dimension (B/GB), beside a side in the divisor's
    dimension, divides by a conversion factor (1024³ bytes per GB): the sides with that side in the
    divisor's unit, their units and the note that says so; else None."""
    for i, (side, unit, other) in enumerate(((a, ua, ub), (b, ub, ua))):
        if unit is None or other is None or not unit.dimensionless or other.dimensionless or not is_number(side):
            continue
        powers = sp.Mul.make_args(side.expr)
        up = [p for p in powers if p in side.units]
        down = [p.base for p in powers if isinstance(p, sp.Pow) and p.exp == -1 and p.base in side.units]
        if len(up) != 1 or len(down) != 1 or up[0] == down[0]:
            continue
        x, y = side.units[up[0]], side.units[down[0]]
        if x.dimensionality != y.dimensionality or y.dimensionality != other.dimensionality:
            continue
        read = Read(side.expr * down[0] ** 2 / up[0], side.units)
        note = f"read the {y:~} in the divisor as {x:~} per {y:~} (a conversion factor)"
        return (read, b, y, ub, note) if i == 0 else (a, read, ua, y, note)
    return None


#: the dimensions of things counted whose unit an author leaves off a plain number (7.2e23 FLOPs)
_COUNTED_DIMENSIONS = ("[compute]", "[information]", "[token]", "[parameter]")
#: a second of chalk's registry: a rate times it is its count
_SECOND = ureg.second


def a_plain_count(
    a: Read, b: Read, ua: pint.Unit | None, ub: pint.Unit | None
) -> tuple[Read, Read, pint.Unit | None, pint.Unit | None, str] | None:
    """``\\frac{7.2 \\times 10^{23}}{989 \\times 10^{12} \\text{ FLOPs/s}} \\approx 7.28 \\times 10^8
    \\text{ s}``: sides of numbers one counted unit apart (FLOP, byte, token, parameter), the side short
    of it holding a plain number, are that plain number in the unit the author left off: the sides
    with it carried, their units and the note; else None."""
    if ua is None or ub is None or not (is_number(a) and is_number(b)):
        return None
    for i, (short, unit, other) in enumerate(((a, ua, ub), (b, ub, ua))):
        missing = other / unit
        dims = dict(missing.dimensionality)
        if len(dims) != 1 or next(iter(dims)) not in _COUNTED_DIMENSIONS or next(iter(dims.values())) != 1:
            continue
        plain = [f for f in sp.Mul.make_args(sp.numer(short.expr)) if f.is_Number and f not in (1, -1)]
        if not plain:
            continue  # no plain number to carry it
        symbol = sp.Symbol(f"[{missing:~}]", positive=True)
        read = Read(short.expr * symbol, {**short.units, symbol: missing})
        note = f"read its plain number as {missing:~}, a unit the author left off"
        return (read, b, unit * missing, ub, note) if i == 0 else (a, read, ua, unit * missing, note)
    return None


def a_count_of_flops(
    a: Read, b: Read, ua: pint.Unit | None, ub: pint.Unit | None
) -> tuple[Read, Read, pint.Unit | None, pint.Unit | None, str] | None:
    """``\\frac{14 \\text{ GFLOPS}}{155 \\text{ TFLOPS}} \\approx 0.09 \\text{ ms}``: a rate written where a
    count is meant (FLOPS for FLOPs, a common spelling), read as the count where that alone makes the sides'
    units agree: the sides with it so read, their units and the note; else None."""
    if ua is None or ub is None:
        return None
    for i, (side, unit, other) in enumerate(((a, ua, ub), (b, ub, ua))):
        powers = side.expr.as_powers_dict()
        for symbol, written in side.units.items():
            exp = powers.get(symbol)
            if exp != 1 or "FLOP" not in f"{written:~}" or written.dimensionality.get("[time]") != -1:
                continue
            count = written * _SECOND
            if (unit * _SECOND).dimensionality != other.dimensionality:
                continue
            read = Read(side.expr, {**side.units, symbol: count})
            note = f"read {written:~} as {count:~}, a count written as a rate (FLOPS for FLOPs)"
            return (read, b, unit * _SECOND, ub, note) if i == 0 else (a, read, ua, unit * _SECOND, note)
    return None


def unit_readings(
    a: Read, b: Read, ua: pint.Unit | None, ub: pint.Unit | None, sides: tuple[str, str], ctx: Context
) -> tuple[Read, Read, pint.Unit | None, pint.Unit | None, str] | None:
    """The other readings of a link's units, in order (``judge_pair`` retries a refuted link in the first
    that applies): a ``\\text{B}`` after digits as bytes rather than billions, a conversion factor, a unit left
    off a plain number, and a rate written for a count."""
    return (
        a_letter_for_bytes(sides, ctx)
        or a_conversion(a, b, ua, ub)
        or a_plain_count(a, b, ua, ub)
        or a_count_of_flops(a, b, ua, ub)
    )


#: ``2 \text{B}``: digits, then B alone in text (billions to the reader, or bytes)
_TEXT_B = re.compile(r"(?<=\d)(\s*)\\(?:text|mathrm)\{\s*B\s*\}")


def a_letter_for_bytes(
    sides: tuple[str, str], ctx: Context
) -> tuple[Read, Read, pint.Unit | None, pint.Unit | None, str] | None:
    """``2 \\times 32{,}768 \\times 80 \\times 8 \\times 128 \\times 2 \\text{B} \\approx 10.7 \\text{GB}``: B in text
    right after digits, read as billions, may be the bytes unit: the sides read so, their units and the
    note; else None."""
    if not any(_TEXT_B.search(side) for side in sides):
        return None
    try:
        reads = [ctx.reader.read(_TEXT_B.sub(r"\1\\text{ bytes}", side)) for side in sides]
        units = [unit_of_side(r, 0) for r in reads]
    except (Unreadable, RelationError):
        return None
    return reads[0], reads[1], units[0], units[1], "read \\text{B} after digits as bytes, not billions"


def apart_only(ua: pint.Unit | None, ub: pint.Unit | None, sides: tuple[str, str]) -> str | None:
    """Why two sides' units that differ are no certain error, else None: they differ only in
    counted things (``w = 4096 tokens`` for chalk's w per sequence; ``4,513 GFLOPs/seq × 1,024 =
    4,621 TFLOPs``, a plain 1,024 counting sequences), or only by a second where a side writes
    ``FLOPs`` (``… tok/s × 2.873e9 FLOPs/tok = 57.43 TFLOPs``: many authors write FLOPs for FLOP/s), or
    by a time where a side writes a rate per hour, minute or day (``… = 1{,}800{,}000 \\text{ tok/h}``)."""
    if counted_apart(ua, ub):
        return f"the sides differ only in what is counted, {COUNTS_APART}"
    if ua is None or ub is None:
        return None
    per_second = dict((ua / ub).dimensionality) in ({"[time]": -1}, {"[time]": 1})
    if per_second and any(re.search(r"FLOPs(?![A-Za-z/])", side) for side in sides):
        return "the sides differ by a second only, and FLOPs is written where FLOP/s may be meant"
    if per_second and any(_PER_SPAN.search(side) for side in sides):
        return "the sides differ by a time only, and a rate per hour, minute or day may name the amount in that span"
    return None


#: ``500 \text{ tok/s} \times 3{,}600 \text{ s} = 1{,}800{,}000 \text{ tok/h}``: the tokens in an hour,
#: written as a rate per hour
_PER_SPAN = re.compile(r"/\s*(?:h|hr|hour|min|day)\b|\bper\s+(?:hour|minute|day)\b")


#: a number written on a side: its digits, not an exponent's (``10^{9}``) or a subscript's
_WRITTEN_NUMBER = re.compile(r"(?<![\^_{\d.,])(?<!\^\{)(\d+(?:\.(\d+))?)(?![\d.]|\})")


def rounded_substitution(a: Read, b: Read, va: sp.Basic, vb: sp.Basic, sides: tuple[str, str]) -> str | None:
    """``20 \\times \\Psi^* = 20 \\times 91 \\times 10^9`` with Ψ* = 91.3e9: a side of numbers beside one
    through names with values substitutes their values as written, rounded to the digits shown (91,
    42 for 41.94): a miss within the rounding of a number written only on that side is the author's
    rounding, with a note; else None."""
    for (names, numbers), (named_text, numbers_text) in (((a, b), sides), ((b, a), sides[::-1])):
        if is_number(names) or not is_number(numbers) or len(list(_WRITTEN_NUMBER.finditer(numbers_text))) < 2:
            continue  # one number alone is the result the names give, not values substituted for them
        already = {m.group(1) for m in _WRITTEN_NUMBER.finditer(named_text)}
        rounding = [
            (10.0 ** -len(m.group(2)) if m.group(2) else (0.5 if float(m.group(1)) < 100 else 1.0)) / float(m.group(1))
            for m in _WRITTEN_NUMBER.finditer(numbers_text)
            if m.group(1) not in already and float(m.group(1)) > 0
        ]
        x, y = float(va), float(vb)
        if rounding and abs(x - y) <= max(rounding) * max(abs(x), abs(y)):
            return "the numbers written in place of the names are their values rounded to the digits shown"
    return None


#: a bare decimal result (``\approx 1.2``): no exponent, no unit, no name
_BARE_DECIMAL = re.compile(r"\s*\d+(?:\.\d+)?\s*")
_SCALES = {3: "thousands", 6: "millions", 9: "billions", 12: "trillions"}


def scale_left_out(a: Read, b: Read, va: sp.Basic, vb: sp.Basic, sides: tuple[str, str], token: str) -> str | None:
    """``3 \\times 3 \\times 7168 \\times 18432 \\approx 1.2`` in a table headed "单位：B": a bare decimal
    that matches the other side in thousands, millions, billions or trillions is the author's scale,
    stated outside the formula (a heading, a column); no certain error. None otherwise. So is plain
    arithmetic beside a side with a unit that holds a prefix step away (``2{,}048 \\times 16 \\approx 33
    \\text{ TFLOPs}`` with 16 GFLOPs in the prose): the plain numbers' unit is the author's. Each
    scaled reading is judged by the sign as any pair of numbers is (``numbers.compare_numbers``)."""
    tol = max(tolerance(token, sides), 0.005)
    if RELATIONS[token][1] >= 1:  # \sim's factor of 3 is no digits' tolerance
        return None
    if has_unit(a) != has_unit(b):
        return _prefix_left_out(a, b, va, vb, sides[0] if not has_unit(a) else sides[1], token, tol)
    if has_unit(a) or has_unit(b):
        return None
    for bare_right, text in ((True, sides[1]), (False, sides[0])):
        bare, other = (vb, va) if bare_right else (va, vb)
        if not _BARE_DECIMAL.fullmatch(text) or not bare or not other:
            continue
        for exponent, scale in _SCALES.items():
            scaled = bare * sp.Integer(10) ** exponent
            if holds_within(*((other, scaled) if bare_right else (scaled, other)), token, tol, a, b):
                return f"it holds with {text.strip()} in {scale}, a scale the document may state outside the formula"
    return None


#: a unit written with a decimal prefix (TFLOP, GB, µs, MB / layer): its neighbours are a step of 1000 away
_PREFIXED = re.compile(r"(?:[kMGTP]|µ|μ|m|n)(?:B|FLOP|s|bit|b)\b")
#: a power of ten written out (10^{12}, 1.5e12): the author computes in base units
_POWER_OF_TEN = re.compile(r"10\s*\^|\d\s*(?:[eE]|\\(?:text|mathrm)\s*\{\s*e\s*\})\s*[+-]?\d")


def _prefix_left_out(a: Read, b: Read, va: sp.Basic, vb: sp.Basic, text: str, token: str, tol: float) -> str | None:
    """Plain arithmetic (no symbol, no unit, no power of ten written) beside a number in a prefixed
    unit, which holds when the plain side is taken one prefix step (a factor of 1000) above or below
    that unit (GFLOPs beside TFLOPs)."""
    plain_left = not has_unit(a)
    plain, other = (va, vb) if plain_left else (vb, va)
    if (a if not has_unit(a) else b).expr.free_symbols or not plain or not other or _POWER_OF_TEN.search(text):
        return None
    unit = next(iter((b if not has_unit(a) else a).units.values()), None)
    if unit is None or not _PREFIXED.match(f"{unit:~}"):
        return None
    for exponent in (3, -3):  # one prefix step: GFLOPs beside TFLOPs, MB beside GB
        if base(unit) * sp.Integer(10) ** exponent == 1:
            continue  # the plain numbers in base units, judged already at the author's digits
        scaled = plain * base(unit) * sp.Integer(10) ** exponent
        if holds_within(*((scaled, other) if plain_left else (other, scaled)), token, tol, a, b):
            size = "larger" if exponent > 0 else "smaller"
            return (
                f"it holds with the plain numbers in a unit 10^{abs(exponent)} times {size} than {unit:~}, which the "
                "document may state outside the formula: not certain"
            )
    return None
