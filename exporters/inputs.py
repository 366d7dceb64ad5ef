"""User-given input values: a small hand-written parser and the layering of inputs.

``--set NAME=VALUE`` text is read by a regular expression (a decimal number with an
optional exponent) followed by an optional unit that ``units.parse_unit`` reads; no
user text ever reaches ``eval``, ``exec``, ``sympify`` or ``parse_expr``. Inputs are then
resolved in layers: ``--set`` beats the model (config fields and quantities derived from
them), which beats the hardware preset, which beats the price list, which beats the
documented defaults. Quantities and generated functions come from the command's book
(``evalbook.book()``: the sympy source, or the cached runtime), so this module imports no
sympy.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pint

from chalk.derivations.domains import COUNTS, Domain
from chalk.derivations.sourced import Sourced
from chalk.exporters.evalbook import book
from chalk.exporters.input_rules import resolve_inputs
from chalk.exporters.precision import per_element
from chalk.units.readable import unit_text as unit_text  # re-exported: eval, sweep and the site read it here
from chalk.units.registry import Q_, base_magnitude, from_base, parse_unit

if TYPE_CHECKING:
    from chalk.exporters.input_rules import Env


class Symbol(Protocol):
    """A sympy Symbol, or ``chalk.exporters.runtime.Sym`` from the cache: what eval reads of it."""

    @property
    def name(self) -> str: ...
    @property
    def is_positive(self) -> bool | None: ...
    @property
    def is_nonnegative(self) -> bool | None: ...
    @property
    def is_integer(self) -> bool | None: ...


class Quantity(Protocol):
    """A quantity as eval reads it: ``chalk.derivations.quantities.Quantity`` on the sympy
    path, ``chalk.exporters.runtime.Info`` from the cache (same attributes)."""

    @property
    def name(self) -> str: ...
    @property
    def symbol(self) -> Symbol: ...
    @property
    def unit(self) -> pint.Unit: ...
    @property
    def meaning(self) -> str: ...
    @property
    def default(self) -> Sourced | None: ...
    @property
    def physical(self) -> Domain: ...


_NUMBER = re.compile(r"\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*?)\s*$")
UNIT_TEXT = re.compile(r"^[A-Za-zµ0-9 */^().·_-]*$")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")


class InputError(ValueError):
    """Bad user input: the message is one line and names the input."""


def input_quantities() -> dict[str, Quantity]:
    """Every declared input (a quantity without a definition), by name."""
    return {q.name: q for q in book().quantities() if q.definition is None}


def input_named(name: str) -> Quantity:
    """The input called ``name``; an unknown or defined name is an error with close matches."""
    if not _NAME.match(name):
        raise InputError(f"bad input name {name[:40]!r}: use a snake_case quantity name")
    inputs = input_quantities()
    if name in inputs:
        return inputs[name]
    try:
        q = book().lookup(name)
    except KeyError:
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
    "unneeded": "not needed at these values (their terms vanish, e.g. multiplied by a zero count or by degree − 1 at"
    " degree 1): {names}",
}
#: how the command line asks for a missing input
MISSING_HINT = " (give them with --set NAME=VALUE)"


def parse_value(text: str, q: Quantity) -> pint.Quantity[Any]:
    """``"3.35 TB/s"`` or ``"8192"`` as a Quantity of ``q``'s dimension (a bare number is in
    ``q``'s declared unit)."""
    m = _NUMBER.fullmatch(text)
    if not m:
        raise InputError(MESSAGES["number"].format(name=q.name, text=text[:60]))
    number, unit_part = m.groups()
    if not UNIT_TEXT.match(unit_part):
        raise InputError(MESSAGES["unit_text"].format(name=q.name, unit=unit_part[:60]))
    magnitude = float(number)
    if not math.isfinite(magnitude):
        raise InputError(f"{q.name}: {number} overflows a double (the largest is about 1.8e308)")
    if magnitude == 0 and re.search(r"[1-9]", number.lower().partition("e")[0]):
        raise InputError(f"{q.name}: {number} underflows a double to 0 (the smallest is about 5e-324)")
    try:
        unit = parse_unit(unit_part) if unit_part else q.unit
    except ValueError:
        raise InputError(MESSAGES["unit_unknown"].format(name=q.name, unit=unit_part[:60])) from None
    value = per_element(q.name, Q_(magnitude, unit), q.unit)  # "2 byte" for a byte width: per element
    if value.dimensionality != q.unit.dimensionality:
        raise InputError(MESSAGES["dimension"].format(name=q.name, declared=unit_text(q.unit), unit=unit_part))
    if q.symbol.is_positive and not magnitude > 0:
        raise InputError(MESSAGES["positive"].format(name=q.name, number=number))
    if q.symbol.is_nonnegative and magnitude < 0:
        raise InputError(MESSAGES["nonnegative"].format(name=q.name, number=number))
    if (q.symbol.is_integer or q.name in COUNTS) and not float(value.to(q.unit).magnitude).is_integer():
        raise InputError(MESSAGES["integer"].format(name=q.name, number=number))
    in_base = float(value.to_base_units().magnitude)
    if not math.isfinite(in_base) or (in_base == 0 and magnitude != 0):
        raise InputError(f"{q.name}: {text.strip()[:60]} is outside what a double holds in base units")
    if not q.physical.contains(value.to(q.unit).magnitude):
        raise InputError(f"{q.name} ({q.meaning}) must be {q.physical.text()}, got {number}")
    return value


def parse_assignment(text: str) -> tuple[Quantity, pint.Quantity[Any]]:
    """``NAME=VALUE`` → (the input, its value)."""
    name, sep, value = text.partition("=")
    if not sep:
        raise InputError(f"expected NAME=VALUE, got {text[:60]!r}")
    q = input_named(name.strip())
    return q, parse_value(value, q)


@dataclass(frozen=True)
class Input:
    """One resolved input: the value and where it came from."""

    symbol: Symbol
    value: pint.Quantity[Any]
    source: str

    @property
    def name(self) -> str:
        return self.symbol.name


@dataclass
class Layers:
    """Candidate values in precedence order: set > model > precision (the byte widths,
    ``exporters.precision``) > hardware > prices > default.
    ``unlisted`` says why a preset lacks an input (e.g. a price list without a long-context tier)."""

    sets: dict[Symbol, Input] = field(default_factory=dict)
    model: dict[Symbol, Input] = field(default_factory=dict)
    derived: dict[Symbol, Symbol] = field(default_factory=dict)  # input -> defined quantity
    derived_origin: str = ""
    precision: dict[Symbol, Input] = field(default_factory=dict)
    hardware: dict[Symbol, Input] = field(default_factory=dict)
    prices: dict[Symbol, Input] = field(default_factory=dict)
    unlisted: dict[Symbol, str] = field(default_factory=dict)
    #: inputs whose documented default must not stand in (a chip without a catalog price
    #: is not priced at the lecture's $2/h): missing, with the ``unlisted`` reason
    no_default: set[Symbol] = field(default_factory=set)

    def add_sourced(self, layer: dict[Symbol, Input], values: Mapping[Symbol, Sourced]) -> None:
        for s, sv in values.items():
            layer[s] = Input(s, sv.value, sv.source)


class MissingInputs(InputError):
    """Inputs without a value; the message lists each with its unit."""


@dataclass
class Resolution:
    """Every input a quantity needs, resolved; ``kwargs`` are base-unit arguments for the
    generated function (arrays for swept inputs)."""

    direct: dict[Symbol, Input]
    support: dict[Symbol, Input]
    used: set[Symbol]
    kwargs: dict[str, object]
    unneeded: tuple[Symbol, ...] = ()  # inputs without a value whose terms vanish at the given ones


def resolve(
    needed: Iterable[Symbol],
    layers: Layers,
    *,
    what: str,
    grid: Mapping[Symbol, object] | None = None,
    drop_unneeded: bool = True,
) -> Resolution:
    """Values for ``needed`` from ``layers``. Model-derived inputs (params_total, ...) are
    computed through the generated code of their defining expression; ``grid`` gives
    base-unit arrays for swept inputs, which also flow into derived ones. An input without a
    value whose terms vanish at the given ones is not asked for (``drop_unneeded``)."""
    bk = book()
    of = bk.of
    grid = dict(grid or {})
    swept = {g.name: v for g, v in grid.items()}
    symbols = {s.name: s for s in needed}
    layer_of = {
        "sets": layers.sets,
        "model": layers.model,
        "precision": layers.precision,
        "hardware": layers.hardware,
        "prices": layers.prices,
    }

    def symbol(name: str) -> Symbol:
        if name not in symbols:
            symbols[name] = bk.lookup(name).symbol
        return symbols[name]

    def default(name: str) -> Input | None:
        s = symbol(name)
        q = of(s)
        if q is not None and q.default is not None and s not in layers.no_default:
            return Input(s, q.default.value, f"default: {q.default.source}")
        return None

    def derived_of(name: str) -> str | None:
        d = layers.derived.get(symbol(name))
        if d is None:
            return None
        symbols.setdefault(d.name, d)
        return d.name

    def arguments(quantity: str) -> list[str]:
        out = []
        for a in bk.inputs(quantity):
            symbols.setdefault(a.name, a)
            out.append(a.name)
        return out

    def derived_input(name: str, quantity: str, raw: object) -> Input:
        s, d = symbol(name), symbol(quantity)  # base units of d = base units of s (same dimension)
        value = from_base(float(raw), of(d).unit).to(of(s).unit)  # type: ignore[arg-type]
        return Input(s, value, f"derived from {layers.derived_origin}: {quantity} = {bk.formula(d)}")

    def missing_item(name: str) -> str:
        s = symbol(name)
        why = f" ({layers.unlisted[s][:100]})" if s in layers.unlisted else ""
        return MESSAGES["missing_item"].format(name=name, unit=unit_text(of(s).unit)) + why

    def missing_derived(short: list[str], name: str) -> str:
        item = MESSAGES["missing_item"]
        names = ", ".join(item.format(name=a, unit=unit_text(of(symbol(a)).unit)) for a in short)
        return MESSAGES["missing_derived"].format(names=names, input=name, origin=layers.derived_origin)

    def unneeded(lacking: list[str], known: dict[str, object]) -> list[str]:
        return [s.name for s in _unneeded(what, {symbol(n): n for n in lacking}, known, grid)]

    env: Env = {
        "layer": lambda layer, name: layer_of[layer].get(symbol(name)),
        "default": default,
        "swept": lambda name: name in swept,
        "sweep": lambda name: swept[name],
        "derived_of": derived_of,
        "arguments": arguments,
        "base": lambda found: base_magnitude(found.value),
        "evaluate": lambda quantity, args: bk.function(quantity)(**args),
        "derived_input": derived_input,
        "missing_item": missing_item,
        "missing_derived": missing_derived,
        "drop_unneeded": drop_unneeded,
        "unneeded": unneeded,
    }
    got = resolve_inputs(sorted(symbols), env)
    if got["missing"]:
        raise MissingInputs(MESSAGES["missing"].format(what=what, items="; ".join(got["missing"])) + MISSING_HINT)
    dropped = set(got["unneeded"])
    return Resolution(
        {symbol(n): v for n, v in got["direct"].items()},
        {symbol(n): v for n, v in got["support"].items()},
        {symbol(n) for n in got["used"] if n not in dropped},
        got["kwargs"],
        tuple(symbol(n) for n in got["unneeded"]),
    )


def _unneeded(
    what: str, lacking: Mapping[Symbol, str], kwargs: Mapping[str, object], grid: Mapping[Symbol, object]
) -> list[Symbol]:
    """The lacking inputs of ``what`` that cannot change its value given the known ones
    (``book().still_needed``: decided from the expression, never by trying values); only
    asked when every missing input is a plain one, and never about a swept one."""
    if not lacking:
        return []
    swept = {g.name for g in grid}
    known = {n: float(x) for n, x in kwargs.items() if n not in swept and isinstance(x, (int, float))}
    try:
        book().lookup(what)
    except KeyError:
        return []
    needed = book().still_needed(what, known)
    return [s for s in lacking if s.name not in needed]
