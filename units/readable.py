"""Values as a person reads them: 8 TB/s, 80 GB, 19.5 ms, 295 FLOP/byte.

Only pint is imported here (no sympy), so `chalk eval` and `chalk sweep` can print
without loading the symbolic stack. Prefixes follow the unit a quantity is declared (or
given) in: a byte quantity declared or given in GiB keeps binary prefixes, every other
one gets SI prefixes through pint's ``to_compact``. Counts (parameters, tokens,
sequences) and dollars keep their plain unit with thousands separators; times of a
minute or more read in minutes, hours or days.
"""

from __future__ import annotations

import math
import re
from typing import Any, cast

import pint

from chalk.units.registry import compact, units_of, ureg

_BINARY = ("kibi", "mebi", "gibi", "tebi", "pebi", "exbi")
_BINARY_STEPS = ("", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei")
_PREFIXED = ("byte", "flop", "second")  # leading units that read well with a prefix
_LONG_TIMES = ((86400.0, "day"), (3600.0, "hour"), (60.0, "minute"))


def unit_text(unit: pint.Unit) -> str:
    """A unit as short readable text that ``parse_unit`` reads back (``byte/token``, ``kB/token``)."""
    text = f"{unit:~}".replace(" / ", "/").replace(" * ", "*").replace(" ** ", "^")
    for short, long in (("tok", "token"), ("seq", "sequence"), ("param", "parameter")):
        text = re.sub(rf"(?<![A-Za-z])([kMGT]?){short}(?![A-Za-z])", rf"\g<1>{long}", text)  # Mtok -> Mtoken
    text = re.sub(r"(?<![A-Za-z])B(?![A-Za-z])", "byte", text)
    return "1" if text in ("", "dimensionless") else text


def is_binary(unit: pint.Unit) -> bool:
    """Whether ``unit`` uses a binary prefix (GiB, MiB/s)."""
    return any(p in str(f"{unit:D}") for p in _BINARY)


def _leading(value: pint.Quantity[Any]) -> tuple[str, float]:
    name, power = next(iter(value.unit_items()))
    return name, cast(float, power)  # pint types an exponent as any scalar; a unit's is an int or float


def _root(name: str) -> str:
    _prefix, root, _ = ureg.parse_unit_name(name)[0]
    return root


def _replace_leading(value: pint.Quantity[Any], new_name: str) -> pint.Quantity[Any]:
    name, power = _leading(value)
    return value.to(value.units / ureg.Unit(name) ** power * ureg.Unit(new_name) ** power)


def _binary_compact(value: pint.Quantity[Any]) -> pint.Quantity[Any]:
    name, power = _leading(value)
    plain = _replace_leading(value, _root(name))
    magnitude = abs(float(plain.magnitude))
    if power <= 0 or not math.isfinite(magnitude) or magnitude < 1024:
        return plain
    step = min(int(math.log(magnitude, 1024)), len(_BINARY_STEPS) - 1)
    return _replace_leading(plain, f"{_BINARY_STEPS[step]}{_root(name)}" if step else _root(name))


def _is_intensity(value: pint.Quantity[Any]) -> bool:
    """FLOP per byte (or byte per FLOP) reads best as a plain number: 1,000 FLOP/byte, not 1 kFLOP/byte."""
    roots = {_root(name) for name, _ in value.unit_items()}
    return {"flop", "byte"} <= roots


def readable(value: pint.Quantity[Any], declared: pint.Unit | None = None) -> pint.Quantity[Any]:
    """``value`` in the unit a person reads at a glance, with the declared unit's kind of prefix."""
    if declared is not None:
        binary = is_binary(declared) or is_binary(units_of(value))
        value = value.to(declared)
    else:
        binary = is_binary(units_of(value))
    if value.dimensionless:
        return value.to(ureg.dimensionless)
    if value.ndim:  # arrays keep their unit; each element is formatted by the caller
        return value
    magnitude = abs(float(value.magnitude))
    if magnitude == 0 or not math.isfinite(magnitude):
        return value
    name, power = _leading(value)
    root = _root(name)
    if root not in _PREFIXED or power <= 0 or _is_intensity(value):
        return value
    if root == "second" and value.dimensionality == ureg.second.dimensionality:
        seconds = value.to("second")
        for size, unit in _LONG_TIMES:
            if abs(seconds.magnitude) >= size:
                return seconds.to(unit)
        return compact(seconds) if abs(seconds.magnitude) < 1 else seconds
    if binary and root == "byte":
        return _binary_compact(value)
    plain = _replace_leading(value, root)
    if root == "second":
        return compact(plain) if abs(plain.magnitude) < 1 else plain
    if abs(plain.magnitude) < 1000:
        return plain
    shorter = compact(plain)
    return shorter if abs(shorter.magnitude) < 1000 else plain  # beyond the largest prefix: 6e+24 FLOP


def number_text(x: float) -> str:
    """A magnitude for reading: whole numbers exactly with separators, others to 4 figures."""
    x = float(x)
    if not math.isfinite(x):
        return str(x)
    if x != 0 and (abs(x) >= 1e15 or abs(x) < 1e-3):
        return f"{x:.4g}"
    if x.is_integer() or abs(x) >= 1000:
        return f"{round(x):,}"
    return f"{x:,.4g}"


def value_text(value: pint.Quantity[Any]) -> str:
    """``8 TB/s``; a dimensionless value is the number alone."""
    unit = unit_text(units_of(value))
    number = number_text(value.magnitude)
    return number if unit == "1" else f"{number} {unit}"


def human(value: pint.Quantity[Any], declared: pint.Unit | None = None) -> str:
    """``value`` as readable text: :func:`readable` then :func:`value_text`."""
    return value_text(readable(value, declared))
