"""Catalogs shipped as data: hardware specs, model configs and API prices, each number
with its source. Loaders return ``{symbol: Sourced}`` so claims and ``chalk eval`` read
the same values.
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import sympy as sp

from chalk.derivations import vocabulary as v
from chalk.derivations.quantities import Sourced
from chalk.units import Q_

if TYPE_CHECKING:
    from chalk.derivations.catalog.hf_config import ModelSpec

HERE = Path(__file__).parent


class UnknownEntry(KeyError):
    """An id that is not in a catalog; the message lists close matches."""

    def __str__(self) -> str:
        return str(self.args[0])


def _unknown(kind: str, key: str, known) -> UnknownEntry:
    close = difflib.get_close_matches(key, list(known), n=4, cutoff=0.5)
    hint = f"; close matches: {', '.join(close)}" if close else f"; known: {', '.join(sorted(known))}"
    return UnknownEntry(f"unknown {kind} {key!r}{hint}")


@cache
def _hardware_table() -> dict[str, dict]:
    data = json.loads((HERE / "hardware.json").read_text())
    return {h["id"]: h for h in data["hardware"]}


def hardware_ids() -> list[str]:
    return sorted(_hardware_table())


def hardware_record(hardware_id: str) -> dict:
    table = _hardware_table()
    if hardware_id not in table:
        raise _unknown("hardware", hardware_id, table)
    return table[hardware_id]


def precisions(hardware_id: str) -> list[str]:
    """Math precisions with a dense peak for this entry."""
    peaks = hardware_record(hardware_id)["peak_flops"]
    return [p for p, x in peaks.items() if x and x.get("dense_flops_per_s")]


def gpus_per_system(hardware_id: str) -> int:
    """Chips in one catalog entry: 1 for a chip, e.g. 72 for an NVL72 rack."""
    return int(hardware_record(hardware_id).get("gpus") or 1)


#: how a multi-GPU catalog entry (a rack) is read: one chip's share, or the whole system
Per = Literal["chip", "system"]


def hardware(hardware_id: str, precision: str = "bf16", *, per: Per = "chip") -> dict[sp.Symbol, Sourced]:
    """Inputs of one catalog entry; only dense peaks feed ``peak_flops``, and ``precision``
    (the math format, not the weight format) picks which one.

    A system entry (a rack such as gb200-nvl72) is read per chip by default: every rack
    total is divided by the rack's GPU count and ``chips`` is set to that count, so the
    rack is one replica of ``chips`` chips (what ``chalk eval`` uses: ``--set chips=144``
    means two racks). ``per="system"`` reads it as one unit with its rack totals and leaves
    ``chips`` unset. Both readings give the same value for every per-replica quantity (a
    product chips × per-chip value); a single-chip entry reads the same either way. The
    default is the same here and in ``chalk.catalog.hardware``, so the lecture and a user's
    claims never disagree about what a name means.
    """
    if per not in ("chip", "system"):
        raise ValueError(f"per must be 'chip' or 'system', not {per!r}")
    h = hardware_record(hardware_id)
    peak = h["peak_flops"].get(precision) or {}
    if peak.get("dense_flops_per_s") is None:
        have = ", ".join(precisions(hardware_id))
        raise UnknownEntry(f"{hardware_id} has no dense {precision} peak; it has {have}")
    n = gpus_per_system(hardware_id) if per == "chip" else 1
    share = f" (rack total ÷ {n} GPUs)" if n > 1 else ""

    def sourced(value: float, unit: str, source: str) -> Sourced:
        return Sourced(Q_(value / n if n > 1 else value, unit), f"{h['name']}{share}: {source}")

    out = {
        v.peak_flops: sourced(peak["dense_flops_per_s"], "FLOP/s", f"dense {precision}, {peak['source']}"),
        v.hbm_bandwidth: sourced(h["hbm_bandwidth"]["bytes_per_s"], "byte/s", h["hbm_bandwidth"]["source"]),
        v.hbm_capacity: sourced(h["hbm_capacity"]["bytes"], "byte", h["hbm_capacity"]["source"]),
    }
    up, scale_out = h.get("scale_up") or {}, h.get("scale_out") or {}
    if up.get("per_direction_bytes_per_s"):
        out[v.scaleup_bandwidth] = sourced(up["per_direction_bytes_per_s"], "byte/s", up.get("source", ""))
    if up.get("domain_size"):
        why = up.get("domain_source") or up.get("source", "")
        out[v.scaleup_domain] = Sourced(Q_(up["domain_size"], "1"), f"{h['name']}: chips on one scale-up fabric; {why}")
    if scale_out.get("per_direction_bytes_per_s"):
        out[v.scaleout_bandwidth] = Sourced(
            Q_(scale_out["per_direction_bytes_per_s"], "byte/s"), f"{h['name']}: {scale_out.get('source', '')}"
        )
    if scale_out.get("per_direction_bytes_per_s"):
        out[v.dcn_bandwidth] = Sourced(
            Q_(scale_out["per_direction_bytes_per_s"], "byte/s"),
            f"{h['name']}: scale-out NIC per chip, {scale_out.get('source', '')}",
        )
    ici = h.get("ici") or {}
    if ici.get("per_link_per_direction_bytes_per_s"):
        out[v.ici_bandwidth] = ici_bandwidths(hardware_id)[DEFAULT_ICI_SOURCE]
        out[v.ici_links] = Sourced(Q_(ici["links_per_chip"], "1"), f"{h['name']}: links per chip; {ici['source']}")
    if n > 1:
        out[v.chips] = Sourced(Q_(n, "1"), f"{h['name']}: one system = {n} GPUs")
    return out


def ici_hop_latency(hardware_id: str) -> Sourced | None:
    """One scale-up hop's latency where the catalog gives one: a TPU ICI hop (about 1 µs,
    the textbook's figure), an NVLink hop through NVSwitch (0.6 µs, NCCL's cost model) or an
    Infinity Fabric hop (2.3 µs, RCCL's cost model); None elsewhere."""
    h = hardware_record(hardware_id)
    ici = h.get("ici") or {}
    if not ici.get("hop_latency_s"):
        return None
    topology = ici.get("topology", "")
    link = "NVLink" if "NVSwitch" in topology else "Infinity Fabric" if "Infinity Fabric" in topology else "ICI"
    return Sourced(Q_(ici["hop_latency_s"], "s"), f"{h['name']}: one {link} hop; {ici['hop_latency_source']}")


def wraparound(hardware_id: str) -> tuple[str, int, str] | None:
    """Which ring axes of a torus slice have a wraparound link: ``("multiple", 4, why)``
    (any axis whose length is a multiple of 4: v4, v5p cubes) or ``("length", 16, why)``
    (only an axis of the full pod length: v5e, v6e); None where the catalog gives no rule."""
    h = hardware_record(hardware_id)
    ici = h.get("ici") or {}
    why = f"{h['name']}: wraparound {ici.get('wraparound', '')}"
    if ici.get("wraparound_axis_multiple"):
        return "multiple", int(ici["wraparound_axis_multiple"]), why
    if ici.get("wraparound_axis_length"):
        return "length", int(ici["wraparound_axis_length"]), why
    return None


#: where an ICI link bandwidth comes from: the vendor's figure (the default) or the textbook's
ICI_SOURCES = ("vendor", "textbook")
DEFAULT_ICI_SOURCE = "vendor"


def ici_bandwidths(hardware_id: str) -> dict[str, Sourced]:
    """One link's one-direction bandwidth by source: ``vendor`` (the chip maker's per-chip
    figure divided over links and directions; the default) and, where the catalog keeps
    it, ``textbook`` (Austin et al.'s interconnect table, e.g. 9e10 B/s for a v5p link
    against Google's 1e11); ``chalk eval --ici textbook`` picks the latter."""
    h = hardware_record(hardware_id)
    ici = h.get("ici") or {}
    out = {}
    vendor, textbook = ici.get("per_link_per_direction_bytes_per_s"), ici.get("textbook_per_link_one_way_bytes_per_s")
    alternative = " (the textbook's figure: --ici textbook)" if textbook else ""
    if vendor:
        out["vendor"] = Sourced(
            Q_(vendor, "byte/s"),
            f"{h['name']}: one link, one direction; vendor figure (default){alternative}; {ici['source']}",
        )
    if textbook:
        out["textbook"] = Sourced(
            Q_(textbook, "byte/s"),
            f"{h['name']}: one link, one direction; textbook figure (--ici textbook); {ici['source']}",
        )
    return out


@cache
def _model_table() -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text()) for p in sorted((HERE / "models").glob("*.json"))}


def model_ids() -> list[str]:
    return sorted(_model_table())


def model_config(model_id: str) -> dict:
    table = _model_table()
    if model_id not in table:
        raise _unknown("model", model_id, table)
    return table[model_id]


def published_params(model_id: str) -> dict[sp.Symbol, Sourced]:
    """The parameter counts the model's authors published (not derived from the config)."""
    pub = model_config(model_id).get("_published")
    if not pub:
        raise UnknownEntry(f"{model_id} has no published parameter counts")
    src = pub.get("source", "")
    return {
        v.params_total: Sourced(Q_(pub["total_params"], "parameter"), src),
        v.params_active: Sourced(Q_(pub["active_params"], "parameter"), src),
    }


def model_spec(model_id: str) -> ModelSpec:
    """The shipped model's architecture record read from its config.json: its fields, the
    formulas chalk derives counts from, and the published counts. Claims and users want
    ``model()``, its values keyed by symbol; this is for code that reads the record."""
    from chalk.derivations.catalog.hf_config import parse_config

    return parse_config(model_config(model_id), model_id, f"config.json of {model_id}")


def model(model_id: str, *, bytes_per_element: float | None = None) -> dict[sp.Symbol, Sourced]:
    """The model's architecture fields, with ``params_total`` and ``params_active`` derived
    from its config.json (and ``kv_bytes_per_token`` when ``bytes_per_element`` is given):
    the one reading of a catalog model, the same for the lecture and for users."""
    from chalk.derivations.evaluation import quantity_at
    from chalk.derivations.quantities import of
    from chalk.units import pretty

    spec = model_spec(model_id)
    out = dict(spec.fields)
    at: dict[sp.Symbol, object] = dict(spec.fields)
    if bytes_per_element is not None:
        at[v.bytes_per_element] = bytes_per_element
        out[v.bytes_per_element] = Sourced(Q_(bytes_per_element, "byte/token"), "given to chalk.catalog.model")
    if spec.bytes_per_param is not None:
        out[v.bytes_per_param] = spec.bytes_per_param
    for target, expr in spec.derived().items():
        if target == v.kv_bytes_per_token and bytes_per_element is None:
            continue
        declared, definition = of(target), of(expr)
        if declared is None or definition is None:  # the catalog derives only declared quantities
            raise LookupError(f"{spec.origin}: {target} or {expr} is not a quantity of the symbol table")
        value = quantity_at(expr, at).to(declared.unit)
        out[target] = Sourced(value, f"derived from {spec.origin}: {expr.name} = {pretty(definition.definition)}")
    return out


@cache
def _price_table() -> dict[str, dict]:
    return {m["id"]: m for m in json.loads((HERE / "prices.json").read_text())["models"]}


def price_ids() -> list[str]:
    return sorted(_price_table())


def price_record(price_id: str) -> dict:
    """One API price list (USD per million tokens) from prices.json, with its sources."""
    table = _price_table()
    if price_id not in table:
        raise _unknown("price list", price_id, table)
    return table[price_id]
