"""Two sides of a relation that evaluate to numbers, compared as the author's sign and
digits say (``judging`` asks once both sides have values)."""

from __future__ import annotations

import re

import pint
import sympy as sp

from chalk.papers.chains import MAGNITUDE, RELATIONS
from chalk.papers.formulas import Read
from chalk.papers.judging_context import is_number, off
from chalk.papers.numbers import base, compare_numbers, tolerance
from chalk.papers.verdicts import RelationError
from chalk.units import format_unit


def judge_numbers(
    a: Read,
    b: Read,
    ua: pint.Unit | None,
    ub: pint.Unit | None,
    va: sp.Basic,
    vb: sp.Basic,
    token: str,
    offset: int,
    chalk_notation: bool,
    sides: tuple[str, str],
) -> bool:
    """Two sides that evaluate to numbers, compared as the author's sign and digits say; a
    plain number beside one with a unit is read in that unit or in base units."""
    relation, rough = RELATIONS[token]
    number_a, number_b = is_number(a), is_number(b)
    floor = {0.0: 0.05, 0.10: 0.10}.get(rough, 0.0) if chalk_notation else 0.0
    tol = MAGNITUDE if rough == MAGNITUDE else tolerance(token, sides, floor)
    written = None if chalk_notation else sides
    plain_a, plain_b = not a.expr.free_symbols, not b.expr.free_symbols
    beside = ub if plain_a else ua  # the unit of the other side, when one side is a plain number
    if plain_a != plain_b and beside is not None:
        # a plain number beside a number with a unit (14 × 8.1 ≈ 113 GB): the author's
        # plain number is in that unit, or in base units (2 × 13·10^9 = 26 GB): either holds,
        # in chalk's notation too (``40 - 1.12 - 1.4 \approx 37.48\,\text{GiB}``: arithmetic
        # of plain numbers has no symbol whose unit chalk knows)
        scale = base(beside)
        try:
            return compare_numbers(
                va * scale if plain_a else va,
                vb * scale if plain_b else vb,
                relation,
                tol,
                ua if not number_a else ub,
                offset,
                a,
                b,
                token,
                written,
            )
        except RelationError as in_that_unit:
            try:  # the plain number in base units (2 × 13·10^9 = 26 GB)
                return compare_numbers(va, vb, relation, tol, ua if not number_a else ub, offset, a, b, token, written)
            except RelationError as in_base_units:
                binary = _in_binary_prefix(va, vb, *_written_units(plain_a, plain_b, ua, ub))
                if binary is not None:  # 2·32·32768·32·128·2 = 16 GB: the plain bytes against 16 GiB
                    try:
                        return compare_numbers(
                            *binary, relation, tol, ua if not number_a else ub, offset, a, b, token, written
                        )
                    except RelationError:
                        pass
                # the reading nearer the author's number names the mistake
                scaled = (va * scale, vb) if plain_a else (va, vb * scale)
                raise in_that_unit if off(*scaled) < off(va, vb) else in_base_units from None
    elif number_a and not number_b and plain_a and ub is not None:
        va = va * base(ub)
    elif number_b and not number_a and plain_b and ua is not None:
        vb = vb * base(ua)
    elif not chalk_notation and ua is not None and ub is not None:
        in_prefix = _count_in_prefix(va, vb, ua, ub, *(bool(_COMPUTED.search(t)) for t in sides))
        if in_prefix is not None:
            # a count written in the unit's thousands, millions or billions: ``70 \times 2
            # \text{ bytes} = 140\text{ GB}`` (70 for 70B parameters); the reading that holds,
            # else the one nearer the author's numbers names the mistake
            try:
                return compare_numbers(va, vb, relation, tol, ua, offset, a, b, token, written)
            except RelationError as as_written:
                try:
                    return compare_numbers(*in_prefix, relation, tol, ua, offset, a, b, token, written)
                except RelationError as in_the_prefix:
                    if (binary := _in_binary_prefix(va, vb, ua, ub)) is not None:
                        try:  # 104.1 \times 10^9 bytes \approx 96.9 GB: the author's GB is 2^30 bytes
                            return compare_numbers(*binary, relation, tol, ua, offset, a, b, token, written)
                        except RelationError:
                            pass
                    raise in_the_prefix if off(*in_prefix) < off(va, vb) else as_written from None
    try:
        return compare_numbers(va, vb, relation, tol, ua if not number_a else ub, offset, a, b, token, written)
    except RelationError:
        # the author's GB, in either notation (67,108,864 bytes = 64 MB: the author's MB is 2^20 bytes), or
        # every decimal prefix of bytes in the units written (942 MB / 227 GB/s as MiB over GiB/s)
        for binary in (_in_binary_prefix(va, vb, ua, ub), _in_binary_units(a, b, va, vb)):
            if binary is None:
                continue
            try:
                return compare_numbers(*binary, relation, tol, ua if not number_a else ub, offset, a, b, token, written)
            except RelationError:
                pass
        raise


def _in_binary_units(a: Read, b: Read, va: sp.Basic, vb: sp.Basic) -> tuple[sp.Basic, sp.Basic] | None:
    """The values with every byte unit written with a decimal prefix read as binary (``\\frac{942
    \\text{ MB}}{227 \\text{ GB/s}} = 4053\\ \\mu s``: MiB over GiB/s, as a tool prints them), where the
    sides are products and quotients of their units and one is written so; else None."""
    scales = [_binary_scale(r) for r in (a, b)]
    if scales[0] is None or scales[1] is None or scales[0] == scales[1]:
        return None
    return va * scales[0], vb * scales[1]


def _binary_scale(r: Read) -> sp.Basic | None:
    """The factor that reads each decimal prefix of bytes in ``r``'s units as binary, or None where a
    unit stands in a sum (its power is not the side's)."""
    powers = r.expr.as_powers_dict() if isinstance(r.expr, sp.Mul | sp.Pow | sp.Symbol) else None
    scale = sp.Integer(1)
    for placeholder, unit in r.units.items():
        if placeholder not in r.expr.free_symbols:
            continue
        m = _DECIMAL_BYTES.search(format_unit(unit))
        if m is None:
            continue
        if powers is None or placeholder not in powers:
            return None
        scale *= (sp.Rational(1024, 1000) ** _BINARY[m.group(1)]) ** powers[placeholder]
    return scale


#: a decimal prefix of bytes inside a unit as written (``GB/s``, ``MB``)
_DECIMAL_BYTES = re.compile(r"(?<![A-Za-z])(kB|KB|MB|GB|TB)(?![A-Za-z])")


def _written_units(
    plain_a: bool, plain_b: bool, ua: pint.Unit | None, ub: pint.Unit | None
) -> tuple[pint.Unit | None, pint.Unit | None]:
    """The units as written: none on a plain number's side."""
    return (None if plain_a else ua, None if plain_b else ub)


def _in_binary_prefix(
    va: sp.Basic, vb: sp.Basic, ua: pint.Unit | None, ub: pint.Unit | None
) -> tuple[sp.Basic, sp.Basic] | None:
    """The values with each side in kB, MB, GB or TB of bytes read in 2^10, 2^20… bytes (the
    author's binary prefixes: ``8192 \\times 320 \\text{ KB} = 2.5 \\text{ GB}`` is KiB and GiB), when
    one side is written so, or both with different prefixes; else None."""
    powers = [_BINARY.get(format_unit(u)) if u is not None else None for u in (ua, ub)]
    if powers[0] == powers[1]:
        return None  # neither side in a decimal prefix of bytes, or both in the same one
    scale_a, scale_b = (sp.Rational(1024, 1000) ** (k or 0) for k in powers)
    return va * scale_a, vb * scale_b


#: decimal prefixes of bytes an author may mean as binary ones (64 MB for 2^26 bytes)
_BINARY = {"kB": 1, "KB": 1, "MB": 2, "GB": 3, "TB": 4}


#: the prefixes a count is written in (k, M, G, T: thousands to trillions)
_COUNT_SCALES = {sp.Integer(10) ** k for k in (3, 6, 9, 12)}


#: a side that computes its number (a product, a quotient, a sum), not a number written alone
_COMPUTED = re.compile(r"\\times|\\cdot|\\frac|[*/+]")


def _count_in_prefix(
    va: sp.Basic, vb: sp.Basic, ua: pint.Unit, ub: pint.Unit, computed_a: bool, computed_b: bool
) -> tuple[sp.Basic, sp.Basic] | None:
    """The two values with the side that computes a product in a unit without a prefix
    (``70 \\times 2`` bytes, FLOPs) scaled by the other side's prefix (GB, TFLOP), when that
    prefix is a count's scale; else None (a number written alone, ``140`` bytes, is as written)."""
    fa, fb = base(ua), base(ub)
    if fa == 1 and fb in _COUNT_SCALES and computed_a:
        return va * fb, vb
    if fb == 1 and fa in _COUNT_SCALES and computed_b:
        return va, vb * fa
    return None
