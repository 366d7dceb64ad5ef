"""The unit registry: chalk's own definitions file on an empty pint registry."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pint

if TYPE_CHECKING:
    from pint.facets.plain import PlainQuantity

DEFINITIONS = Path(__file__).with_name("definitions.txt")

# autoconvert_offset_to_baseunit is irrelevant (no offset units); keep pint strict.
ureg: pint.UnitRegistry[Any] = pint.UnitRegistry(None, on_redefinition="raise", case_sensitive=True)
ureg.load_definitions(str(DEFINITIONS))
ureg.formatter.default_format = "~"
Q_ = ureg.Quantity
DIMENSIONLESS = ureg.dimensionless


def parse_unit(text: str) -> pint.Unit:
    """Parse a unit string such as ``"TB/s"`` or ``"FLOP/(parameter*token)"``.

    Raises ValueError with a one-line message when the text is not a unit of this
    registry (pint's parser is used; nothing is evaluated as Python).

    >>> str(parse_unit("GB/s"))
    'GB / s'
    """
    text = text.strip()
    if not text or text == "1":
        return ureg.dimensionless
    try:
        unit = ureg.parse_units(text)
    except Exception as exc:  # pint raises several unrelated types here
        raise ValueError(f"not a unit: {text!r} ({type(exc).__name__})") from None
    return unit


def unit_powers(unit: pint.Unit) -> dict[str, float]:
    """Each unit name of ``unit`` with its exponent, in pint's order (public API: a
    Quantity's ``unit_items``, never the private ``Unit._units``)."""
    return cast("dict[str, float]", dict(ureg.Quantity(1, unit).unit_items()))


def units_of(value: PlainQuantity[Any]) -> pint.Unit:
    """``value.units`` as this registry's Unit, which it is at run time (pint's stubs type a
    quantity's unit, and ``to_base_units``' result, through their plain base classes)."""
    return cast(pint.Unit, value.units)


def compact(value: pint.Quantity[Any]) -> pint.Quantity[Any]:
    """``value.to_compact()`` as this registry's Quantity (pint's stubs type the result
    through its plain base class)."""
    return cast("pint.Quantity[Any]", value.to_compact())


def base_magnitude(value: pint.Quantity[Any]) -> float:
    """Magnitude of a quantity in chalk's base units (s, byte, FLOP, token, ...)."""
    return float(value.to_base_units().magnitude)


def from_base(magnitude: Any, unit: pint.Unit) -> pint.Quantity[Any]:
    """A number (or array) in chalk's base units, what evaluation returns, as a quantity
    in ``unit``: the inverse of ``base_magnitude``."""
    return Q_(magnitude, Q_(1, unit).to_base_units().units).to(unit)
