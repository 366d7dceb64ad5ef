"""The explorer's data, generated from chalk's own tables: quantities (units, domains,
defaults), the unit registry, the catalogs and the input error messages.

Written as ``data.js`` (a page opened from disk cannot fetch a JSON file). Every value
carries its magnitude in the quantity's declared unit, its base-unit magnitude (converted
by pint here, as ``chalk eval`` converts it) and its source.
"""

from __future__ import annotations

import json
from collections.abc import Collection

import pint
import sympy as sp

from chalk.derivations import catalog
from chalk.derivations import vocabulary as v
from chalk.derivations.domains import COUNTS
from chalk.derivations.quantities import Quantity, Sourced, all_quantities, of
from chalk.exporters.inputs import _NUMBER, MESSAGES, UNIT_TEXT, input_quantities, unit_text
from chalk.units import Q_, pretty, ureg


def _dims(unit: pint.Unit) -> dict[str, float]:
    return {k: float(v) for k, v in sorted(Q_(1, unit).dimensionality.items())}


def _factor(unit: pint.Unit) -> float:
    return float(Q_(1, unit).to_base_units().magnitude)


def quantity_entry(q: Quantity) -> dict:
    entry = {
        "unit": unit_text(q.unit),
        "factor": _factor(q.unit),
        "dims": _dims(q.unit),
        "meaning": q.meaning,
        "defined": q.definition is not None,
        "positive": bool(q.symbol.is_positive),
        "nonnegative": bool(q.symbol.is_nonnegative),
        "integer": bool(q.symbol.is_integer) or q.name in COUNTS,  # whole numbers, as --set requires
    }
    if q.definition is not None:
        entry["formula"] = pretty(q.definition)
    if q.default is not None:
        entry["default"] = sourced_entry(q.symbol, q.default, f"default: {q.default.source}")
    return entry


def sourced_entry(symbol: sp.Symbol, value: Sourced, source: str | None = None) -> dict:
    declared = of(symbol).unit
    return {
        "value": float(value.value.to(declared).magnitude),
        "base": float(value.value.to_base_units().magnitude),
        "source": value.source if source is None else source,
    }


def _layer(values: dict[sp.Symbol, Sourced]) -> dict[str, dict]:
    return {s.name: sourced_entry(s, sv) for s, sv in sorted(values.items(), key=lambda kv: kv[0].name)}


def unit_table() -> dict:
    """Every unit name, symbol and alias of chalk's registry with its base factor and
    dimensions, and every prefix with its factor: what the JavaScript unit parser reads."""
    units = {name: {"factor": _factor(ureg.Unit(name)), "dims": _dims(ureg.Unit(name))} for name in sorted(ureg)}
    # pint has no public listing of prefixes; kept in the registry's order, which decides
    # between two readings of a name as pint does (the first wins)
    prefixes = [[name, float(d.converter.scale)] for name, d in ureg._prefixes.items() if name]
    return {"units": units, "prefixes": prefixes, "suffixes": ["", "s"]}


def models() -> dict:
    out = {}
    for model_id in catalog.model_ids():
        spec = catalog.model_spec(model_id)
        fields = dict(spec.fields)
        if spec.bytes_per_param is not None:
            fields[v.bytes_per_param] = spec.bytes_per_param
        try:
            published = _layer(catalog.published_params(model_id))
        except catalog.UnknownEntry:
            published = {}
        out[model_id] = {
            "fields": _layer(fields),
            "derived": {s.name: d.name for s, d in sorted(spec.derived().items(), key=lambda kv: kv[0].name)},
            "origin": spec.origin,
            "notes": [f"{spec.name}: {n}" for n in spec.notes],
            "published": published,
        }
    return out


def hardware() -> dict:
    out = {}
    for hw in catalog.hardware_ids():
        n = catalog.gpus_per_system(hw)
        per_precision = {p: _layer(catalog.hardware(hw, p)) for p in catalog.precisions(hw)}
        note = f"{hw} is a {n}-GPU system: per-chip values are rack totals ÷ {n}, chips = {n} (one rack)"
        out[hw] = {"precisions": per_precision, "notes": [note] if n > 1 else []}
    return out


def precision_widths() -> dict:
    """What a chosen precision sets, as ``--precision`` sets it in `chalk eval`: the
    byte width of a weight, a cached KV element and an activation, above the model's
    config (exporters/precision.py)."""
    from chalk.exporters.precision import FORMAT_BYTES, byte_widths

    return {p: _layer(dict(byte_widths(lambda name: getattr(v, name), p).values)) for p in FORMAT_BYTES}


def prices() -> dict:
    from chalk.derivations.catalog.prices import listed_prices, unlisted_prices

    return {
        pid: {
            "values": _layer(listed_prices(pid)),
            "unlisted": {s.name: why for s, why in sorted(unlisted_prices(pid).items(), key=lambda kv: kv[0].name)},
        }
        for pid in catalog.price_ids()
    }


def site_data(only: Collection[str] | None = None) -> dict:
    """The calculator's data: every quantity of the table, or ``only`` those named (a book
    that does not list every symbol shows its own quantities and the inputs they take)."""
    inputs = [n for n in input_quantities() if only is None or n in only]
    return {
        "quantities": {q.name: quantity_entry(q) for q in all_quantities() if only is None or q.name in only},
        "inputs": sorted(inputs),
        "units": unit_table(),
        "models": models(),
        "hardware": hardware(),
        "precision_widths": precision_widths(),
        "prices": prices(),
        "messages": MESSAGES,
        "missing_hint": " (type them in above)",
        "patterns": {"number": _NUMBER.pattern, "unit_text": UNIT_TEXT.pattern},
    }


def data_source(only: Collection[str] | None = None) -> str:
    text = json.dumps(site_data(only), indent=1, sort_keys=True, ensure_ascii=False)
    return (
        "// Generated by chalk from its quantity table, unit registry and catalogs; do not edit.\n"
        '"use strict";\n'
        "var CHALK = window.CHALK || (window.CHALK = {});\n"
        f"CHALK.data = {text};\n"
    )
