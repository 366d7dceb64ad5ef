"""Amounts a person types, parsed once for every front end: counts (``15e12``, ``15T``,
``4M``), money (``50M USD``, ``$50M``), degree lists (``1,2,4,8``) and times, which need a
unit (``20ms``; a bare ``20`` is an error naming the units accepted). A regular expression
reads each; nothing typed reaches eval or sympify. Every bad amount is a one-line
``AmountError`` (a ``BadValue`` of the core) that names the option."""

from __future__ import annotations

import math
import re

from chalk.evaluation.errors import BadValue

#: SI-style multipliers people write after a count of tokens or dollars (B is a billion)
SUFFIXES = {"": 1.0, "k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "B": 1e9, "T": 1e12}
_AMOUNT = re.compile(r"^\s*(\$?)\s*((?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*([kKMGBT]?)\s*([A-Za-z$]*)\s*$")


#: the time units a target may be typed in (any pint time unit is read; these are named)
TIME_UNITS = ("s", "ms", "us", "µs", "ns", "min", "h")


class AmountError(BadValue):
    """A typed amount that is not one: the message is one line and names the option."""


def reading(text: str, value: float, what: str) -> str | None:
    """What a count with a suffix was read as (``--global-batch 16M`` → 16,000,000 tokens),
    so a person sees the multiplier applied; None for a plain number."""
    m = _AMOUNT.match(text)
    if not m or not m.group(3):
        return None
    return f"{text.strip()[:40]} read as {value:,.0f} {what} (suffix {m.group(3)} = ×{SUFFIXES[m.group(3)]:g})"


def parse_time(text: str, option: str) -> float:
    """A time with its unit (``20ms``, ``0.02 s``) in seconds; a bare number, another
    dimension or a non-positive time is an ``AmountError`` naming the units accepted."""
    import pint

    from chalk.units.registry import Q_, parse_unit

    accepted = ", ".join(TIME_UNITS)
    m = re.fullmatch(r"\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*([A-Za-zµ]*)\s*", text)
    if not m:
        raise AmountError(f"{option}: {text[:40]!r} is not a time (a number and a unit: {accepted}; e.g. 20ms)")
    number, unit = m.groups()
    if not unit:
        raise AmountError(f"{option} {text.strip()[:40]} has no unit: give a time in {accepted} (e.g. {number}ms)")
    try:
        value = Q_(float(number), parse_unit(unit)).to("s")
    except (ValueError, pint.DimensionalityError):
        raise AmountError(f"{option}: {unit[:20]!r} is not a time unit (use {accepted})") from None
    seconds = float(value.magnitude)
    if not (math.isfinite(seconds) and seconds > 0):
        raise AmountError(f"{option} must be a positive finite time, got {text[:40]!r}")
    return seconds


def parse_amount(text: str, option: str, units: tuple[str, ...] = ()) -> float:
    """A positive finite number with an optional SI suffix and, where ``units`` lists any,
    one of those unit words (``USD``, ``$``); any other unit is an error."""
    return parse_amount_unit(text, option, units)[0]


def parse_amount_unit(text: str, option: str, units: tuple[str, ...] = ()) -> tuple[float, str]:
    """``parse_amount`` and the unit word typed ('' for none, ``$`` for a leading dollar),
    for an option whose unit picks the reading (``2048seq`` against ``16Mtok``)."""
    m = _AMOUNT.match(text)
    if not m:
        raise AmountError(f"{option}: {text[:60]!r} is not a number (e.g. 15e12, 15T, 4M)")
    dollar, number, suffix, unit = m.groups()
    if (dollar or unit) and not units:
        raise AmountError(f"{option}: {text[:60]!r} takes no unit (a count, e.g. 15T)")
    if unit and unit not in units:
        raise AmountError(f"{option}: unknown unit {unit[:20]!r} (use {' or '.join(units)})")
    value = float(number) * SUFFIXES[suffix]
    if not math.isfinite(value) or value <= 0:
        raise AmountError(f"{option} must be a positive finite number, got {text[:60]!r}")
    return value, unit or dollar


def parse_fraction(text: str, option: str) -> float:
    """An efficiency: a number in (0, 1]."""
    try:
        value = float(text)
    except ValueError:
        raise AmountError(f"{option}: {text[:60]!r} is not a number in (0, 1]") from None
    if not (math.isfinite(value) and 0 < value <= 1):
        raise AmountError(f"{option} is a fraction of peak in (0, 1], got {text[:60]!r}")
    return value


def parse_degrees(text: str, option: str) -> tuple[int, ...]:
    """A comma-separated list of positive whole degrees (``1,2,4,8``)."""
    out = []
    for part in text.split(","):
        part = part.strip()
        if not re.fullmatch(r"\d{1,7}", part) or int(part) < 1:
            raise AmountError(f"{option}: {part[:20]!r} is not a positive whole degree (e.g. {option} 1,2,4,8)")
        out.append(int(part))
    return tuple(sorted(set(out)))
