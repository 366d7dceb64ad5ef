"""The eval runtime's record format: what one stored artefact holds and how a record reads
back as a pint unit, a ``Sourced`` value or a quantity's description. The reader
(``runtime``) and the builder (``runtime_build``) both import it and not each other, so the
layout lives in one place and a change to it is a change of ``FORMAT`` (a new cache key)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any, overload

import pint

from chalk.derivations.domains import Domain
from chalk.derivations.sourced import Sourced
from chalk.units.registry import Q_, ureg

#: the artefact's layout; a change here is a new key
FORMAT = 4
#: vocabulary symbols eval asks for by name (checked against the quantities at build time)
VOCABULARY = (
    "axis_size",
    "batch",
    "bytes_per_activation",
    "bytes_per_element",
    "bytes_per_param",
    "chips",
    "context",
    "experts",
    "experts_per_token",
    "hbm_capacity",
    "ici_bandwidth",
    "kv_bytes_per_token",
    "params_active",
    "params_total",
    "ring_directions",
)


class BuildError(RuntimeError):
    """The sympy source holds something the artefact cannot carry exactly (eval keeps the sympy path)."""


@dataclass(frozen=True)
class Sym:
    """A symbol as eval uses it: a name and the sign assumptions input parsing checks."""

    name: str
    is_positive: bool | None
    is_nonnegative: bool | None
    is_integer: bool | None


@dataclass(frozen=True)
class Info:
    """A quantity as eval reads it (the attributes of ``quantities.Quantity`` it uses);
    ``definition`` is the formula's text, None for an input."""

    name: str
    symbol: Sym
    unit: pint.Unit
    meaning: str
    default: Sourced | None
    physical: Domain
    definition: str | None
    inputs: tuple[str, ...]


@cache
def _unit(record: tuple[tuple[str, float], ...]) -> pint.Unit:
    for name, _ in record:
        ureg.Unit(name)  # defines a prefixed unit (megatoken) in the registry, as parsing its text does
    return ureg.Unit(pint.util.UnitsContainer(dict(record)))


def unit_from(record: list[list[Any]]) -> pint.Unit:
    return _unit(tuple((name, power) for name, power in record))


@overload
def value_from(record: list[Any]) -> Sourced: ...
@overload
def value_from(record: list[Any] | None) -> Sourced | None: ...
def value_from(record: list[Any] | None) -> Sourced | None:
    if record is None:
        return None
    magnitude, unit, source = record
    if isinstance(magnitude, list):  # an exact fraction (a price per million tokens)
        magnitude = Fraction(*magnitude)
    return Sourced(Q_(magnitude, unit_from(unit)), source)
