"""User-given input values: a small hand-written parser and the layering of inputs.

``--set NAME=VALUE`` text is read by a regular expression (a decimal number with an
optional exponent) followed by an optional unit that ``units.parse_unit`` reads; no
user text ever reaches ``eval``, ``exec``, ``sympify`` or ``parse_expr``. Inputs are then
resolved in layers: ``--set`` beats the model (config fields and quantities derived from
them), which beats the hardware preset, which beats the price list, which beats the
documented defaults.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import pint

from chalk.exporters.runtime import QuantityInfo, Sourced, runtime
from chalk.units.readable import unit_text
from chalk.units.registry import Q_, parse_unit

_NUMBER = re.compile(r"\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*?)\s*$")
UNIT_TEXT = re.compile(r"^[A-Za-zµ0-9 */^().·_-]*$")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")


class InputError(ValueError):
    """Bad user input: the message is one line and names the input."""


def load_quantities() -> None:
    """Import every module that declares quantities (the lectures and the architecture)."""
    import chalk.derivations.architecture  # noqa: F401
    from chalk.derivations.registry import REGISTRY

    REGISTRY.load()


def input_quantities() -> dict[str, QuantityInfo]:
    """Every declared input (a quantity without a definition), by name."""
    return {q.name: q for q in runtime().quantities() if not q.defined}


def quantity_named(name: str) -> QuantityInfo:
    """The quantity called ``name``; an unknown name is a KeyError with close matches."""
    q = runtime().quantity(name)
    if q is None:
        close = difflib.get_close_matches(name, [q.name for q in runtime().quantities()], n=4)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown quantity {name!r}{hint}")
    return q


def input_named(name: str) -> QuantityInfo:
    """The input called ``name``; an unknown or defined name is an error with close matches."""
    if not _NAME.match(name):
        raise InputError(f"bad input name {name[:40]!r}: use a snake_case quantity name")
    inputs = input_quantities()
    if name in inputs:
        return inputs[name]
    q = runtime().quantity(name)
    if q is None:
        close = difflib.get_close_matches(name, list(inputs), n=4, cutoff=0.6)
        hint = f"; close matches: {', '.join(close)}" if close else "; 'chalk eval --list' shows every input"
        raise InputError(f"unknown input {name!r}{hint}") from None
    raise InputError(f"{q.name} is defined by a formula, not an input; set the inputs it depends on")


#: every message a bad input value gets, as ``str.format`` templates (the explorer's
#: calculator formats the same table in JavaScript, so both say the same thing)
MESSAGES = {
    "number": "{name}: {text!r} is not a number with an optional unit (e.g. 3.35 TB/s)",
    "unit_text": "{name}: {unit!r} is not a unit (letters, digits, * / ^ ( ) only)",
    "unit_unknown": "{name}: {unit!r} is not a unit chalk knows",
    "dimension": "{name} is measured in {declared}; {unit!r} is not",
    "positive": "{name} must be positive, got {number}",
    "nonnegative": "{name} must not be negative, got {number}",
    "integer": "{name} is a whole number, got {number}",
    "missing": "missing inputs for {what}: {items}",
    "missing_item": "{name} [{unit}]",
    "missing_derived": "{names} (to derive {input} from {origin})",
    "to_text": "--to {unit!r} is not a unit",
    "to_unknown": "--to {unit!r} is not a unit chalk knows",
    "to_dimension": "{name} is measured in {declared}, which cannot be shown in {unit}",
}
#: how the command line asks for a missing input
MISSING_HINT = " (give them with --set NAME=VALUE)"


def parse_value(text: str, q: QuantityInfo) -> pint.Quantity:
    """``"3.35 TB/s"`` or ``"8192"`` as a Quantity of ``q``'s dimension (a bare number is in
    ``q``'s declared unit)."""
    m = _NUMBER.fullmatch(text)
    if not m:
        raise InputError(MESSAGES["number"].format(name=q.name, text=text[:60]))
    number, unit_part = m.groups()
    if not UNIT_TEXT.match(unit_part):
        raise InputError(MESSAGES["unit_text"].format(name=q.name, unit=unit_part[:60]))
    magnitude = float(number)
    try:
        unit = parse_unit(unit_part) if unit_part else q.unit
    except ValueError:
        raise InputError(MESSAGES["unit_unknown"].format(name=q.name, unit=unit_part[:60])) from None
    value = Q_(magnitude, unit)
    if value.dimensionality != q.unit.dimensionality:
        raise InputError(MESSAGES["dimension"].format(name=q.name, declared=unit_text(q.unit), unit=unit_part))
    if q.positive and not magnitude > 0:
        raise InputError(MESSAGES["positive"].format(name=q.name, number=number))
    if q.nonnegative and magnitude < 0:
        raise InputError(MESSAGES["nonnegative"].format(name=q.name, number=number))
    if q.integer and not float(value.to(q.unit).magnitude).is_integer():
        raise InputError(MESSAGES["integer"].format(name=q.name, number=number))
    return value


def parse_assignment(text: str) -> tuple[QuantityInfo, pint.Quantity]:
    """``NAME=VALUE`` → (the input, its value)."""
    name, sep, value = text.partition("=")
    if not sep:
        raise InputError(f"expected NAME=VALUE, got {text[:60]!r}")
    q = input_named(name.strip())
    return q, parse_value(value, q)


def base(value: pint.Quantity) -> float:
    return float(value.to_base_units().magnitude)


@dataclass(frozen=True)
class Input:
    """One resolved input: the value and where it came from."""

    name: str
    value: pint.Quantity
    source: str


@dataclass
class Layers:
    """Candidate values by input name, in precedence order: set > model > hardware > prices >
    default. ``unlisted`` says why a preset lacks an input (e.g. a price list without a
    long-context tier); ``derived`` maps an input to the defined quantity the model derives it by."""

    sets: dict[str, Input] = field(default_factory=dict)
    model: dict[str, Input] = field(default_factory=dict)
    derived: dict[str, str] = field(default_factory=dict)
    derived_origin: str = ""
    hardware: dict[str, Input] = field(default_factory=dict)
    prices: dict[str, Input] = field(default_factory=dict)
    unlisted: dict[str, str] = field(default_factory=dict)

    def add_sourced(self, layer: dict[str, Input], values: Mapping[str, Sourced]) -> None:
        for name, sv in values.items():
            layer[name] = Input(name, sv.value, sv.source)


class MissingInputs(InputError):
    """Inputs without a value; the message lists each with its unit."""


@dataclass
class Resolution:
    """Every input a quantity needs, resolved; ``kwargs`` are base-unit arguments for the
    generated function (arrays for swept inputs)."""

    direct: dict[str, Input]
    support: dict[str, Input]
    used: set[str]
    kwargs: dict[str, object]


def _unit(name: str) -> str:
    return unit_text(runtime().quantity(name).unit)


def resolve(
    needed: Iterable[str], layers: Layers, *, what: str, grid: Mapping[str, object] | None = None
) -> Resolution:
    """Values for the inputs named ``needed`` from ``layers``. Model-derived inputs
    (params_total, ...) are computed through the generated code of their defining
    expression; ``grid`` gives base-unit arrays for swept inputs, which also flow into
    derived ones."""
    rt = runtime()
    grid = dict(grid or {})
    direct: dict[str, Input] = {}
    support: dict[str, Input] = {}
    kwargs: dict[str, object] = {}
    missing: list[str] = []
    used: set[str] = set()

    def plain(name: str) -> Input | None:
        for layer in (layers.sets, layers.model, layers.hardware, layers.prices):
            if name in layer:
                return layer[name]
        q = rt.quantity(name)
        if q is not None and q.default is not None:
            return Input(name, q.default.value, f"default: {q.default.source}")
        return None

    for s in sorted(set(needed)):
        used.add(s)
        if s in grid:
            kwargs[s] = grid[s]
            continue
        found = layers.sets.get(s)
        if found is None and s in layers.derived:
            d = rt.quantity(layers.derived[s])
            args, lacking = {}, []
            for arg in d.inputs:
                used.add(arg)
                if arg in grid:
                    args[arg] = grid[arg]
                    continue
                got = plain(arg)
                if got is None:
                    lacking.append(arg)
                    continue
                support.setdefault(arg, got)
                args[arg] = base(got.value)
            if lacking:
                item = MESSAGES["missing_item"]
                names = ", ".join(item.format(name=a, unit=_unit(a)) for a in lacking)
                missing.append(MESSAGES["missing_derived"].format(names=names, input=s, origin=layers.derived_origin))
                continue
            raw = rt.function(d.name)(**args)  # base units of d = base units of s (same dimension)
            if any(g in args for g in grid):
                kwargs[s] = raw
                continue
            value = Q_(float(raw), Q_(1, d.unit).to_base_units().units).to(rt.quantity(s).unit)
            found = Input(s, value, f"derived from {layers.derived_origin}: {d.name} = {d.formula}")
        if found is None:
            found = plain(s)
        if found is None:
            why = f" ({layers.unlisted[s][:100]})" if s in layers.unlisted else ""
            missing.append(MESSAGES["missing_item"].format(name=s, unit=_unit(s)) + why)
            continue
        direct[s] = found
        kwargs[s] = base(found.value)
    if missing:
        raise MissingInputs(MESSAGES["missing"].format(what=what, items="; ".join(missing)) + MISSING_HINT)
    for s in direct:
        support.pop(s, None)
    return Resolution(direct, support, used, kwargs)
