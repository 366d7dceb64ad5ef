"""The input layering, written once: typed > precision > model > hardware > prices > default.

``build_setup(request)`` turns a ``Request`` into the layers every quantity of the book is
resolved from (``exporters.inputs.Layers``), with notes for the reader, the math precision
and where it came from, the efficiencies applied and the byte widths used. ``chalk eval``,
``sweep``, both planners, ``validate`` and the facade all call it; none builds layers of
its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, cast

#: the math precision when neither the caller nor the model names one: one default for every
#: front end (the explorer runs the same rule, compiled)
from chalk.derivations.eval_rules import DEFAULT_PRECISION, PUBLISHED_COUNTS, math_precision, wraps_around
from chalk.evaluation.errors import BadValue, CatalogMiss, EvaluationError, MissingInputs, PrecisionUnavailable
from chalk.evaluation.request import Request, Value


@dataclass(frozen=True)
class Setup:
    """The layered inputs of one request, with notes for the reader."""

    layers: Any  # chalk.exporters.inputs.Layers
    notes: tuple[str, ...]
    precision: tuple[str, str] | None = None  # (the math precision, where it came from) with a hardware
    efficiency: tuple[tuple[str, str], ...] = ()  # (input, note) per efficiency applied; a note shows if used
    widths: tuple[tuple[Any, Any], ...] = ()  # (symbol, Input) per byte width (value None: none, and why)
    request: Request | None = None


@contextmanager
def typed_errors() -> Iterator[None]:
    """The exporters' input and catalog errors as the core's types."""
    from chalk.exporters.evalbook import CatalogError
    from chalk.exporters.inputs import InputError
    from chalk.exporters.inputs import MissingInputs as Missing
    from chalk.exporters.precision import PrecisionError

    try:
        yield
    except Missing as exc:
        raise MissingInputs(str(exc)) from None
    except (InputError, PrecisionError) as exc:
        raise BadValue(str(exc)) from None
    except CatalogError as exc:
        raise CatalogMiss(str(exc)) from None


def typed_value(name: str, value: Value) -> tuple[Any, Any]:
    """(the input's symbol, its value as a pint Quantity) for a caller's typed value: text is
    parsed (a bare number in the declared unit), a number is read in the declared unit, a
    Quantity is checked against the input's dimension and domain."""
    import pint

    from chalk.exporters.inputs import input_named, parse_value

    q: Any
    with typed_errors():
        q = input_named(name)
        if isinstance(value, str):
            return q.symbol, parse_value(value, q)
        if isinstance(value, bool) or not isinstance(value, (int, float, pint.Quantity)):
            raise BadValue(f"{name}: give text, a number or a pint Quantity, not {type(value).__name__}")
        if isinstance(value, pint.Quantity):
            try:
                magnitude = float(value.to(q.unit).magnitude)
            except pint.DimensionalityError:
                raise BadValue(f"{name} is measured in {q.unit}; {value.units} is not") from None
            parse_value(repr(magnitude), q)  # the domain, sign and whole-number checks
            return q.symbol, value
        return q.symbol, parse_value(repr(float(value)), q)


def build_setup(request: Request) -> Setup:
    """The layers of ``request``; a bad id or value raises the core's typed error."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input, Layers

    bk = book()
    layers, notes = Layers(), list[str]()
    for name, value in request.inputs:
        symbol, quantity = typed_value(name, value)
        layers.sets[symbol] = Input(symbol, quantity, request.typed_source)
    if request.prices:
        with typed_errors():
            listed, unlisted = bk.prices(request.prices)
        layers.add_sourced(layers.prices, listed)
        layers.unlisted.update(unlisted)
    spec = _add_model(layers, notes, request)
    widths = _add_widths(layers, request.precision, spec, request.kv_precision)
    precision, why = _precision(request, spec)
    if request.hardware:
        precision, why = _add_hardware(layers, notes, request, spec)
        _pick_ici(layers, request.hardware, request.ici)
        _add_links(layers, request.hardware)
        _add_chip_price(layers, request)
    elif request.ici:
        raise BadValue("--ici picks the link bandwidth of a catalog chip: give --hardware too")
    if spec is not None:
        weights = layers.sets.get(bk.symbol("bytes_per_param")) or layers.precision.get(bk.symbol("bytes_per_param"))
        if weights is not None and request.hardware and weights.value.magnitude < 2 and precision == "bf16":
            notes.append(
                "weights are under 2 bytes but the math is bf16; --precision fp8 (or fp4) for low-precision math"
            )
    _check_cross_fields(layers)
    from chalk.exporters.efficiency import apply_efficiency

    efficiency = apply_efficiency(layers, request.efficiency, request.hardware)
    return Setup(layers, tuple(notes), (precision, why) if request.hardware else None, efficiency, widths, request)


def _add_model(layers: Any, notes: list[str], request: Request) -> Any:
    """The model layer (config fields, inputs derived from them); returns the model's view."""
    from chalk.exporters.evalbook import book

    bk = book()
    if not (request.model or request.model_config):
        if request.published:
            raise BadValue("--published needs --model")
        return None
    with typed_errors():
        spec = bk.model(request.model, request.model_config)
    layers.add_sourced(layers.model, spec.fields)
    layers.derived_origin = spec.origin
    layers.derived.update(spec.derived)
    if request.published:
        if not request.model:
            raise BadValue("--published needs a catalog --model (a local config has no published counts)")
        with typed_errors():
            layers.add_sourced(layers.model, bk.published(request.model))
        for name in PUBLISHED_COUNTS:
            layers.derived.pop(bk.symbol(name), None)
    notes.extend(f"{spec.name}: {n}" for n in spec.notes)
    active_note = None if request.published else spec.active_note()
    if active_note:
        notes.append(f"{spec.name}: {active_note}")
    return spec


def _add_chip_price(layers: Any, request: Request) -> None:
    """The chip-hour price, one source for every front end: the user's price file, else the
    catalog at the request's tier (``chip_prices.json``); ``inputs`` (``--set``) beat both.
    A chip without a price leaves the input unlisted with the reason, so a quantity that
    needs it says why instead of falling back to the lecture's $2/h."""
    from chalk.derivations.serving_catalog import ChipPrice, chip_price
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.units.registry import Q_

    assert request.hardware is not None
    symbol = book().symbol("price_per_chip_hour")
    found = chip_price(request.hardware, request.tier, dict(request.user_prices))
    if isinstance(found, ChipPrice):
        layers.prices[symbol] = Input(symbol, Q_(found.usd_per_hour, "USD/hour"), found.source)
    else:
        layers.unlisted[symbol] = f"{found}; give --set price_per_chip_hour=… or --price-file"
        layers.no_default.add(symbol)


def _add_links(layers: Any, hardware_id: str) -> None:
    """The chip's ICI hop latency where the catalog gives one, and its ring directions
    from the slice shape when the axis length is given: 2 where the axis wraps around
    (a ring), 1 where it does not (a line)."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.units.registry import Q_

    bk = book()
    hop = bk.ici_hop_latency(hardware_id)
    if hop is not None:
        layers.add_sourced(layers.hardware, {bk.lookup("hop_latency").symbol: hop})
    _add_collective_link(layers, hardware_id)
    rule, axis = bk.wraparound(hardware_id), layers.sets.get(bk.symbol("axis_size"))
    if rule is None or axis is None:
        return
    kind, n, why = rule
    length = round(float(axis.value.magnitude))
    wraps = wraps_around(kind, n, length)
    directions = bk.symbol("ring_directions")
    shown = f"axis_size {length} {'wraps around: a ring' if wraps else 'has no wraparound: a line'}"
    layers.hardware[directions] = Input(directions, Q_(2 if wraps else 1, "1"), f"{why}; {shown}")


def _add_collective_link(layers: Any, hardware_id: str) -> None:
    """The ring formulas' link inputs from the core's link model (``evaluation.links``): on
    a switched fabric (NVSwitch) a ring spreads over every link of the port one way; a ring
    of ``axis_size`` chips beyond the scale-up domain rides the NIC. A torus keeps its axes."""
    from chalk.evaluation.links import collective_link, link_inputs
    from chalk.exporters.evalbook import book

    bk = book()
    axis = layers.sets.get(bk.symbol("axis_size"))
    group = round(float(axis.value.magnitude)) if axis is not None else 1
    try:
        link = collective_link(hardware_id, group)
    except CatalogMiss:
        return  # no link in the catalog: the formulas ask for one
    layers.add_sourced(layers.hardware, {bk.lookup(name).symbol: v for name, v in link_inputs(link).items()})


def _pick_ici(layers: Any, hardware_id: str, source: str | None) -> None:
    """Replace the vendor's ICI link bandwidth by the named source's (``--ici textbook``)."""
    from chalk.exporters.evalbook import book

    if source is None or source == "vendor":
        return
    bk = book()
    with typed_errors():
        found = bk.ici_bandwidths(hardware_id)
    if source not in found:
        have = ", ".join(found) or "none"
        raise CatalogMiss(f"{hardware_id} has no {source} ICI bandwidth in the catalog (it has: {have})")
    layers.add_sourced(layers.hardware, {bk.symbol("ici_bandwidth"): found[source]})


def _add_widths(
    layers: Any, precision: str | None, spec: Any, kv_precision: str | None = None
) -> tuple[tuple[Any, Any], ...]:
    """The byte widths (weights, KV elements, activations) as the precision layer; returns
    each width's input as used, typed first, for the report: (symbol, Input) pairs."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.exporters.precision import WIDTH_NAMES, byte_widths

    bk = book()
    with typed_errors():
        chosen = byte_widths(bk.symbol, precision, spec, kv_precision)
    layers.add_sourced(layers.precision, chosen.values)
    for s, why in chosen.gaps.items():
        layers.unlisted.setdefault(s, why)
    shown = []
    for name in WIDTH_NAMES:
        s = bk.symbol(name)
        found = layers.sets.get(s) or layers.precision.get(s)
        missing = Input(s, cast(Any, None), f"not set: {chosen.gaps.get(s, '')}")
        shown.append((s, found if found is not None else missing))
    return tuple(shown)


def _precision(request: Request, spec: Any) -> tuple[str, str]:
    """The math precision and where it came from, before the chip is known: the request's,
    else the model's declared weight format (FP8 weights → fp8 math), else bf16
    (``eval_rules.math_precision``, the rule the explorer runs too)."""
    implied = spec.math_precision if spec is not None else None
    precision, where = math_precision(request.precision, implied[0] if implied else None, None)
    return precision, _where(where, implied)


def _where(where: str, implied: tuple[str, str] | None) -> str:
    """Where a math precision came from, in the report's words (``eval_rules.math_precision``)."""
    if where == "model" and implied is not None:
        return f"from the model: {implied[1]}"
    return "--precision" if where in ("asked", "unavailable") else "default"


def _add_hardware(layers: Any, notes: list[str], request: Request, spec: Any) -> tuple[str, str]:
    """Per-chip catalog values with the math precision's dense peak as peak_flops; returns
    the precision used and where it came from (a model-implied precision the chip lacks
    falls back to bf16; an asked one it lacks is ``PrecisionUnavailable``)."""
    from chalk.exporters.evalbook import book

    bk = book()
    hardware_id = request.hardware
    assert hardware_id is not None
    with typed_errors():
        have = bk.precisions(hardware_id)
    implied = spec.math_precision if spec is not None else None
    precision, where = math_precision(request.precision, implied[0] if implied else None, list(have))
    if where == "unavailable":
        raise PrecisionUnavailable(
            f"{hardware_id} has no dense {precision} peak; it has {', '.join(sorted(have))}", hardware_id, precision
        )
    why = _where(where, implied)
    if where == "fallback" and implied is not None:
        notes.append(f"{hardware_id} has no dense {implied[0]} peak; the math is bf16 (from the model: {implied[1]})")
    with typed_errors():
        layers.add_sourced(layers.hardware, bk.hardware(hardware_id, precision))
        n = bk.gpus(hardware_id)
    if n > 1:
        notes.append(
            f"{hardware_id} is a {n}-GPU system: per-chip values are rack totals ÷ {n}, chips = {n} (one rack)"
        )
    notes.append(f"{hardware_id}: peak_flops is the dense {precision} peak ({why}; --precision to change)")
    return precision, why


def _check_cross_fields(layers: Any) -> None:
    """The rules a config file obeys (dense_layers ≤ n_layers, …) hold after typed inputs too."""
    from chalk.derivations.domains import cross_field_problems
    from chalk.exporters.evalbook import book

    of = book().of
    merged = {**layers.model, **layers.sets}
    values = {s.name: float(inp.value.to(of(s).unit).magnitude) for s, inp in merged.items() if of(s) is not None}
    problems = cross_field_problems(values)
    if problems:
        raise BadValue("; ".join(problems))


#: builds the layers of a request (``build_setup``); the planner takes it as a parameter
SetupFor = Callable[[Request], Setup]
__all__ = ["DEFAULT_PRECISION", "EvaluationError", "Setup", "SetupFor", "build_setup", "typed_errors", "typed_value"]
