"""Catalogs shipped as data: hardware specs, model configs and API prices, each number
with its source. Loaders return ``{symbol: Sourced}`` so claims and ``chalk eval`` read
the same values.
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from pathlib import Path

import sympy as sp

from derivations import vocabulary as v
from derivations.quantities import Sourced
from units import Q_

HERE = Path(__file__).parent
PRECISIONS = ("bf16", "fp16", "fp8", "fp4", "int8", "tf32")


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


def hardware(hardware_id: str, precision: str = "bf16") -> dict[sp.Symbol, Sourced]:
    """Per-chip (or per-system) inputs of one catalog entry; only dense peaks feed
    ``peak_flops``; ``precision`` picks which one."""
    h = hardware_record(hardware_id)
    peaks = h["peak_flops"]
    peak = peaks.get(precision) or {}
    if peak.get("dense_flops_per_s") is None:
        have = [p for p, x in peaks.items() if x and x.get("dense_flops_per_s")]
        raise UnknownEntry(f"{hardware_id} has no dense {precision} peak; it has {', '.join(have)}")
    out = {
        v.peak_flops: Sourced(
            Q_(peak["dense_flops_per_s"], "FLOP/s"), f"{h['name']}, dense {precision}: {peak['source']}"
        ),
        v.hbm_bandwidth: Sourced(Q_(h["hbm_bandwidth"]["bytes_per_s"], "byte/s"), h["hbm_bandwidth"]["source"]),
        v.hbm_capacity: Sourced(Q_(h["hbm_capacity"]["bytes"], "byte"), h["hbm_capacity"]["source"]),
    }
    up, scale_out = h.get("scale_up") or {}, h.get("scale_out") or {}
    if up.get("per_direction_bytes_per_s"):
        out[v.scaleup_bandwidth] = Sourced(Q_(up["per_direction_bytes_per_s"], "byte/s"), up.get("source", ""))
    if scale_out.get("per_direction_bytes_per_s"):
        out[v.scaleout_bandwidth] = Sourced(
            Q_(scale_out["per_direction_bytes_per_s"], "byte/s"), scale_out.get("source", "")
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
