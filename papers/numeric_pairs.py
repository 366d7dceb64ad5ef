"""Two sides of a relation that evaluate to numbers, compared as the author's sign and
digits say (``judging`` asks once both sides have values)."""

from __future__ import annotations

import pint
import sympy as sp

from chalk.papers.formulas import MAGNITUDE, RELATIONS, Read
from chalk.papers.judging_context import is_number, off
from chalk.papers.numbers import base, compare_numbers, tolerance
from chalk.papers.verdicts import RelationError


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
    if plain_a != plain_b and not chalk_notation and beside is not None:
        # a plain number beside a number with a unit (14 × 8.1 ≈ 113 GB): the author's
        # plain number is in that unit, or in base units (2 × 13·10^9 = 26 GB): either holds
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
                # the reading nearer the author's number names the mistake
                scaled = (va * scale, vb) if plain_a else (va, vb * scale)
                raise in_that_unit if off(*scaled) < off(va, vb) else in_base_units from None
    elif number_a and not number_b and plain_a and ub is not None:
        va = va * base(ub)
    elif number_b and not number_a and plain_b and ua is not None:
        vb = vb * base(ua)
    return compare_numbers(va, vb, relation, tol, ua if not number_a else ub, offset, a, b, token, written)
