"""The metadata table `chalk eval` and `chalk sweep` run from, built from the sympy source.

Everything the numeric commands need, as plain data keyed by name: every quantity (unit,
meaning, flags, default, the inputs of its generated function, its formula), the
hardware catalog per chip and precision, every shipped model's config fields and derived
counts, and every API price list. ``chalk.exporters.runtime`` caches it (with the
generated numpy code) so that a later command imports neither sympy nor z3. This module
is the one place that reads the sympy objects for it.
"""

from __future__ import annotations

import pint

TABLE_VERSION = 1  # bump when the table's layout changes


def value_record(value: pint.Quantity, source: str) -> list:
    """``[magnitude, unit, source]``: a JSON-safe value (ints stay ints)."""
    magnitude = value.magnitude
    if not isinstance(magnitude, int):
        magnitude = float(magnitude)
    return [magnitude, f"{value.units:D}", source]


def _sourced(values: dict) -> dict[str, list]:
    return {s.name: value_record(sv.value, sv.source) for s, sv in values.items()}


def quantity_record(q) -> dict:
    """One quantity: unit, meaning, sign and integer flags, default, function inputs, formula."""
    from chalk.exporters.codegen import function_inputs
    from chalk.units import pretty

    record = {
        "unit": f"{q.unit:D}",
        "meaning": q.meaning,
        "defined": q.definition is not None,
        "positive": bool(q.symbol.is_positive),
        "nonnegative": bool(q.symbol.is_nonnegative),
        "integer": bool(q.symbol.is_integer),
        "inputs": [s.name for s in function_inputs(q.name)],
        "formula": pretty(q.definition) if q.definition is not None else "",
        "default": value_record(q.default.value, q.default.source) if q.default is not None else None,
    }
    return record


def model_record(spec, published: dict | None = None) -> dict:
    """A parsed config (``ModelSpec``) by name: fields, weight bytes, derived counts, notes."""
    return {
        "name": spec.name,
        "origin": spec.origin,
        "fields": _sourced(spec.fields),
        "bytes_per_param": value_record(spec.bytes_per_param.value, spec.bytes_per_param.source)
        if spec.bytes_per_param is not None
        else None,
        "derived": {s.name: d.name for s, d in spec.derived().items()},
        "notes": list(spec.notes),
        "math_precision": list(spec.math_precision) if spec.math_precision else None,
        "published": _sourced(published) if published else None,
    }


def hardware_record(hardware_id: str) -> dict:
    """Per-chip values of one catalog entry for each precision it has a dense peak for."""
    from chalk.derivations import catalog

    return {
        "gpus": catalog.gpus_per_system(hardware_id),
        "precisions": {
            p: _sourced(catalog.hardware(hardware_id, p, per_chip=True)) for p in catalog.precisions(hardware_id)
        },
    }


def price_record(price_id: str) -> dict:
    from chalk.derivations.lectures.economics_pricing import listed_prices, unlisted_prices

    return {
        "listed": _sourced(listed_prices(price_id)),
        "unlisted": {s.name: why for s, why in unlisted_prices(price_id).items()},
    }


def shipped_model(model_id: str) -> dict:
    """A catalog model's record (raises ``catalog.UnknownEntry`` for an unknown id)."""
    from chalk.derivations import catalog

    spec = catalog.model(model_id)
    try:
        published = catalog.published_params(model_id)
    except catalog.UnknownEntry:
        published = None
    return model_record(spec, published)


def build_table() -> dict:
    """The whole table: quantities, hardware, models, prices."""
    from chalk.derivations import catalog
    from chalk.derivations.quantities import all_quantities
    from chalk.exporters.inputs import load_quantities

    load_quantities()
    return {
        "version": TABLE_VERSION,
        "quantities": {q.name: quantity_record(q) for q in all_quantities()},
        "hardware": {h: hardware_record(h) for h in catalog.hardware_ids()},
        "models": {m: shipped_model(m) for m in catalog.model_ids()},
        "prices": {p: price_record(p) for p in catalog.price_ids()},
    }


def function_source(name: str) -> str:
    """The generated numpy source of quantity ``name`` (a standalone module)."""
    from chalk.exporters.codegen import numpy_function
    from chalk.exporters.inputs import load_quantities

    load_quantities()
    return "import numpy\n\n\n" + numpy_function(name).source
