"""The explorer's data, generated from chalk's own tables: quantities (units, domains,
defaults), the unit registry, the catalogs and the input error messages.

Written as ``data.js`` (a page opened from disk cannot fetch a JSON file). Every value
carries its magnitude in the quantity's declared unit, its base-unit magnitude (converted
by pint here, as ``chalk eval`` converts it) and its source.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import cast

import pint
import sympy as sp

from chalk.derivations import catalog
from chalk.derivations import vocabulary as v
from chalk.derivations.domains import COUNTS
from chalk.derivations.quantities import Quantity, Sourced, all_quantities, lookup, of
from chalk.exporters.inputs import _NUMBER, MESSAGES, UNIT_TEXT, input_quantities, unit_text
from chalk.units import Q_, pretty, ureg


def _dims(unit: pint.Unit) -> dict[str, float]:
    return {k: float(cast(float, v)) for k, v in sorted(Q_(1, unit).dimensionality.items())}


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
    d = q.physical
    entry["domain"] = {
        "low": d.low,
        "low_open": d.low_open,
        "high": d.high,
        "high_open": d.high_open,
        "integral": d.integral,
        "explain": d.explain,
        "text": d.text(),
    }
    shown = human_form(q.unit)
    if shown is not None:
        entry["human"] = shown
    return entry


#: the short symbol of each leading unit ``units.readable`` prefixes
_SHORT = {"byte": "B", "flop": "FLOP", "second": "s"}


def human_form(unit: pint.Unit) -> dict | None:
    """How the explorer shows a value of ``unit`` as `chalk eval` does (``units.readable``):
    the factor from the declared unit to the one with its leading unit's root (GB/s →
    byte/s), that root, the rest of the unit text, whether the prefixes are binary and
    whether it is a plain time; None where readable keeps the declared unit (counts,
    intensities, dimensionless)."""
    from chalk.units.readable import _PREFIXED, _is_intensity, _leading, _replace_leading, _root, is_binary

    value = Q_(1.0, unit)
    if value.dimensionless:
        return None
    name, power = _leading(value)
    root = _root(name)
    if root not in _PREFIXED or power != 1 or _is_intensity(value):
        return None
    plain = _replace_leading(value, root)
    text, lead = unit_text(cast(pint.Unit, plain.units)), unit_text(ureg.Unit(root))
    if not text.startswith(lead):
        return None
    return {
        "scale": float(plain.magnitude),
        "root": root,
        "lead": lead,
        "short": _SHORT[root],
        "rest": text[len(lead) :],
        "binary": is_binary(unit),
        "time": value.dimensionality == ureg.second.dimensionality,
    }


def sourced_entry(symbol: sp.Symbol, value: Sourced, source: str | None = None) -> dict:
    q = of(symbol)
    if q is None:
        raise KeyError(f"no quantity {symbol.name}")
    declared = q.unit
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
        fields = dict(spec.fields)  # the model layer as the core builds it: the widths are the precision layer's
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
            # what the core reads without a chosen precision (evaluation.setup): the math
            # precision the weights imply, and the byte widths the config states
            "math_precision": spec.math_precision[0] if spec.math_precision else None,
            "widths": _layer(dict(spec.widths)),
            "width_gaps": {s.name: why for s, why in sorted(spec.width_gaps.items(), key=lambda kv: kv[0].name)},
        }
    return out


def hardware() -> dict:
    """Per chip and precision, the values ``--hardware`` sets in `chalk eval` (with the
    catalog's scale-up hop latency), the ICI link bandwidth by source (``--ici``) and the
    slice's wraparound rule (``ring_directions`` from ``axis_size``)."""
    out = {}
    try:
        hop_latency = lookup("hop_latency").symbol  # the lecture's quantity, as `chalk eval` looks it up
    except KeyError:
        hop_latency = None
    for hw in catalog.hardware_ids():
        n = catalog.gpus_per_system(hw)
        hop = catalog.ici_hop_latency(hw)
        extra = {hop_latency: hop} if hop is not None and hop_latency is not None else {}
        per_precision = {p: _layer({**catalog.hardware(hw, p), **extra}) for p in catalog.precisions(hw)}
        note = f"{hw} is a {n}-GPU system: per-chip values are rack totals ÷ {n}, chips = {n} (one rack)"
        rule = catalog.wraparound(hw)
        out[hw] = {
            "precisions": per_precision,
            "notes": [note] if n > 1 else [],
            "ici": {src: sourced_entry(v.ici_bandwidth, sv) for src, sv in catalog.ici_bandwidths(hw).items()},
            "wraparound": None if rule is None else {"kind": rule[0], "n": rule[1], "why": rule[2]},
            # the plots' starting chip count: one scale-up domain (an HGX node, an NVL72 rack)
            "domain": (catalog.hardware_record(hw).get("scale_up") or {}).get("domain_size") or 1,
            "links": _links(hw),
        }
    return out


def _links(hardware_id: str) -> dict:
    """The ring formulas' link inputs as the core sets them (``derivations.links``): for a
    ring inside the scale-up domain and for one beyond it (``axis_size`` picks; null where
    the catalog gives no such link)."""
    from chalk.derivations.links import LinkError, collective_link, link_inputs
    from chalk.derivations.serving_catalog import fabric

    domain = int(fabric(hardware_id)["domain"])

    def layer(group: int) -> dict | None:
        try:
            link = collective_link(hardware_id, group)
        except LinkError:
            return None
        return _layer({lookup(name).symbol: sv for name, sv in link_inputs(link).items()})

    return {"domain": domain, "inside": layer(1), "beyond": layer(domain + 1)}


def precision_widths() -> dict:
    """What a chosen precision sets, as ``--precision`` sets it in `chalk eval`: the
    byte width of a weight and an activation, above the model's config; a cached KV
    element keeps the default (chalk.js keeps the model's stated one; exporters/precision.py)."""
    from chalk.exporters.precision import FORMAT_BYTES, byte_widths

    return {p: _layer(dict(byte_widths(lambda name: getattr(v, name), p).values)) for p in FORMAT_BYTES}


def kv_precision_widths() -> dict:
    """What ``--kv-precision`` sets, per format: the KV cache's element width, whatever the
    weights' precision (``exporters/precision.py`` ``byte_widths``)."""
    from chalk.derivations.eval_rules import KV_WIDTH
    from chalk.exporters.precision import FORMAT_BYTES, byte_widths

    out = {}
    for p in FORMAT_BYTES:
        chosen = byte_widths(lambda name: getattr(v, name), None, None, p).values
        out[p] = _layer({s: sv for s, sv in chosen.items() if s.name == KV_WIDTH})[KV_WIDTH]
    return out


def prices() -> dict:
    from chalk.derivations.catalog.prices import listed_prices, unlisted_prices

    return {
        pid: {
            "values": _layer(listed_prices(pid)),
            "unlisted": {s.name: why for s, why in sorted(unlisted_prices(pid).items(), key=lambda kv: kv[0].name)},
        }
        for pid in catalog.price_ids()
    }


def measured_systems() -> dict:
    """The documented efficiencies of published systems (catalog/efficiencies.json): each
    case's point, and per regime its label, median, range and case count, in the
    validation figure's order; what the explorer's measured-systems page draws."""
    from chalk.derivations.catalog import measured
    from chalk.exporters.validation_figure import ORDER

    documented = measured.documented()
    regimes = [
        {
            "name": name,
            "label": label.replace("\n", " "),
            "median": documented[name]["all"]["value"],
            "low": documented[name]["all"]["low"],
            "high": documented[name]["all"]["high"],
            "cases": len(documented[name]["all"]["cases"]),
            "by_family": {fam: m["value"] for fam, m in sorted(documented[name]["by_family"].items())},
        }
        for name, label in ORDER
        if name in documented
    ]
    return {"points": list(measured.documented_points()), "regimes": regimes}


#: the planner's batch cap (planning.search; a test keeps them equal, since exporters may not
#: import the planning stage)
PLAN_BATCH_CAP = 1 << 20


def plan_data() -> dict:
    """What the Plan page needs beyond the quantities: each chip's fabrics (domain, per-chip
    bandwidths and message latencies, with sources) and its price per chip-hour per tier, read
    by ``derivations.serving_catalog`` exactly as ``chalk plan serve`` reads them, and the
    book's serving declaration (which quantities the search calls, which claims it cites)."""
    from chalk.derivations.book_quantities import ServingQuantities
    from chalk.derivations.quantities import current_table
    from chalk.derivations.serving_catalog import TIERS, ChipPrice, chip_price, fabric, hardware_json

    out = {}
    for hw in hardware_json():
        prices = {}
        for tier in TIERS:
            p = chip_price(hw, tier)
            if isinstance(p, ChipPrice):
                prices[tier] = {"usd_per_hour": p.usd_per_hour, "source": p.source}
            else:
                prices[tier] = {"why": p}
        out[hw] = {"fabric": fabric(hw), "prices": prices}
    serving = current_table().declared(ServingQuantities).to_data()
    return {"hardware": out, "tiers": list(TIERS), "batch_cap": PLAN_BATCH_CAP, "serving": serving}


def site_data(only: Collection[str] | None = None) -> dict:
    """The calculator's data: every quantity of the table, or ``only`` those named (a book
    that does not list every symbol shows its own quantities and the inputs they take)."""
    from chalk.derivations.book_quantities import FitQuantities
    from chalk.derivations.quantities import current_table

    inputs = [n for n in input_quantities() if only is None or n in only]
    return {
        "quantities": {q.name: quantity_entry(q) for q in all_quantities() if only is None or q.name in only},
        "inputs": sorted(inputs),
        "units": unit_table(),
        "models": models(),
        "hardware": hardware(),
        "precision_widths": precision_widths(),
        "kv_precision_widths": kv_precision_widths(),
        "prices": prices(),
        "measured": measured_systems(),
        "plan": plan_data(),
        # the fit check's layouts, the book's Book(fit=...) (eval_rules.first_fit's pairs)
        "fit_layouts": current_table().declared(FitQuantities).pairs(),
        "messages": MESSAGES,
        "missing_hint": " (type them in below)",
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
