"""Build the eval runtime from the sympy source of truth (imports sympy; run on a cache miss).

The artefact holds what `chalk eval` and `chalk sweep` read: every quantity's unit,
meaning, sign assumptions, physical domain, default and generated numpy source; the
per-chip hardware values for each dense precision; each shipped model's fields, derived
inputs, notes and math precision; each price list. Every value is read back and compared
with the original before the artefact is used, so a value JSON cannot carry exactly makes
the build fail (and eval keeps the sympy path) instead of printing something else.
"""

from __future__ import annotations

from dataclasses import asdict
from fractions import Fraction

from chalk.derivations.sourced import Sourced
from chalk.exporters.runtime import FORMAT, VOCABULARY, BuildError, unit_from, value_from


def _unit(unit) -> list:
    """A pint unit as its (name, exponent) pairs; checked to read back identically."""
    from chalk.units.registry import unit_powers

    record = [[name, power] for name, power in unit_powers(unit).items()]
    back = unit_from(record)
    if back != unit or str(back) != str(unit) or repr(back) != repr(unit):
        raise BuildError(f"unit {unit!r} does not read back ({back!r})")
    return record


def _value(sourced: Sourced | None) -> list | None:
    if sourced is None:
        return None
    magnitude = sourced.value.magnitude
    if type(magnitude) is Fraction:
        number = [magnitude.numerator, magnitude.denominator]
    elif type(magnitude) in (int, float):
        number = magnitude
    else:
        raise BuildError(f"a value of type {type(magnitude).__name__} ({sourced.source[:60]})")
    record = [number, _unit(sourced.value.units), sourced.source]
    back = value_from(record)
    same = type(back.value.magnitude) is type(magnitude) and back.value.magnitude == magnitude
    if not same or back.value.units != sourced.value.units or back.source != sourced.source:
        raise BuildError(f"value {sourced!r} does not read back")
    return record


def _keyed(values: dict, names: dict) -> dict:
    """``{symbol: Sourced}`` as ``{name: record}``; each symbol must be its quantity's."""
    out = {}
    for s, sourced in values.items():
        _check_symbol(s, names)
        out[s.name] = _value(sourced)
    return out


def _check_symbol(s, names: dict) -> None:
    q = names.get(s.name)
    if q is None or q.symbol != s:
        raise BuildError(f"symbol {s.name} is not the quantity of that name")


def _quantity(q, function) -> dict:
    from chalk.units import pretty

    s = q.symbol
    return {
        "unit": _unit(q.unit),
        "meaning": q.meaning,
        "assumptions": [s.is_positive, s.is_nonnegative, s.is_integer],
        "default": _value(q.default),
        "physical": asdict(q.physical),
        "formula": None if q.definition is None else pretty(q.definition),
        "inputs": [a.name for a in function.inputs],
    }


def _hardware(names: dict) -> dict:
    from chalk.derivations import catalog

    out = {}
    for hardware_id in catalog.hardware_ids():
        precisions = {
            p: _keyed(catalog.hardware(hardware_id, p, per_chip=True), names) for p in catalog.precisions(hardware_id)
        }
        out[hardware_id] = {"gpus": catalog.gpus_per_system(hardware_id), "precisions": precisions}
    return out


def _models(names: dict) -> dict:
    from chalk.derivations import catalog

    out = {}
    for model_id in catalog.model_ids():
        spec = catalog.model(model_id)
        derived = {}
        for s, d in spec.derived().items():
            _check_symbol(s, names)
            _check_symbol(d, names)
            derived[s.name] = d.name
        try:
            published = _keyed(catalog.published_params(model_id), names)
        except catalog.UnknownEntry:
            published = None
        out[model_id] = {
            "name": spec.name,
            "origin": spec.origin,
            "fields": _keyed(spec.fields, names),
            "bytes_per_param": _value(spec.bytes_per_param),
            "derived": derived,
            "notes": list(spec.notes),
            "active_note": spec.active_count_note(),
            "math_precision": list(spec.math_precision) if spec.math_precision else None,
            "published": published,
        }
    return out


def _prices(names: dict) -> dict:
    from chalk.derivations import catalog
    from chalk.derivations.catalog.prices import listed_prices, unlisted_prices

    out = {}
    for price_id in catalog.price_ids():
        unlisted = unlisted_prices(price_id)
        for s in unlisted:
            _check_symbol(s, names)
        out[price_id] = {
            "listed": _keyed(listed_prices(price_id), names),
            "unlisted": {s.name: why for s, why in unlisted.items()},
        }
    return out


def build() -> tuple[dict, dict[str, str]]:
    """(the table, each quantity's generated numpy source) for the lecture book."""
    from chalk.derivations import vocabulary
    from chalk.derivations.quantities import all_quantities
    from chalk.exporters.codegen import numpy_function

    quantities = all_quantities()
    names = {q.name: q for q in quantities}
    if len(names) != len(quantities):
        raise BuildError("two quantities share a name")
    functions = {q.name: numpy_function(q.name) for q in quantities}
    for name in VOCABULARY:  # the sympy book's symbol(name) is the vocabulary's
        _check_symbol(getattr(vocabulary, name), names)
    table = {
        "format": FORMAT,
        "quantities": {q.name: _quantity(q, functions[q.name]) for q in quantities},
        "hardware": _hardware(names),
        "models": _models(names),
        "prices": _prices(names),
    }
    return table, {name: f.source for name, f in functions.items()}
