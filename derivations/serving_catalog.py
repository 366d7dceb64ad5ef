"""The catalog facts a serving plan reads, as plain JSON (so ``chalk plan`` imports no sympy and
the explorer's Plan page gets the same numbers): each chip's fabrics (scale-up domain,
per-chip bandwidths and per-message latencies, with sources) and its price per chip-hour
(``chip_prices.json``: sourced and dated, a rack priced per GPU)."""

from __future__ import annotations

import importlib.util
import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

#: per-message latency of one ring step over the network (InfiniBand/RoCE NIC → switch → NIC), by
#: the collective library of the chip's vendor: (seconds, source). A chip whose catalog entry states its own
#: (``scale_out.message_latency_s``: TPUs' data-centre network, a lower bound with its reason) uses that.
NET_LATENCY: dict[str, tuple[float, str]] = {
    "NVIDIA": (
        2.7e-6,
        "NCCL's own cost model, github.com/NVIDIA/nccl src/graph/tuning.cc @ b6475625 (hwLat table, NET row): 2.7 µs "
        "per ring step over the network with the LL protocol (4.0 µs LL128, 14 µs Simple); NCCL's per-collective "
        "base latency and per-step CPU post overhead (1-2 µs) are left out, so this is a lower bound",
    ),
    "AMD": (
        2.0e-6,
        "RCCL's own cost model, github.com/ROCm/rccl src/graph/tuning.cc @ 0023b9b0 (hwLat table, NET row): 2.0 µs "
        "per ring step over the network with the LL protocol (2.0 µs LL128, 4.5 µs Simple); RCCL's per-collective "
        "base latency is left out, so this is a lower bound",
    ),
}


def _catalog_folder() -> Path:
    spec = importlib.util.find_spec("chalk.derivations.catalog")  # imports chalk.derivations, not the catalog
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("the chalk catalog folder is missing")
    return Path(next(iter(spec.submodule_search_locations)))


@cache
def hardware_json() -> dict[str, dict]:
    """Every catalog chip's record by id."""
    return {h["id"]: h for h in json.loads((_catalog_folder() / "hardware.json").read_text())["hardware"]}


def fabric(hardware_id: str) -> dict[str, Any]:
    """The scale-up domain, and per chip (a rack's totals ÷ its GPUs) the one-direction bandwidth and per-message
    latency of the scale-up fabric and of the scale-out NIC, each with its source (None: no such link)."""
    h = hardware_json()[hardware_id]
    gpus = int(h.get("gpus") or 1)
    up, ici, out = h.get("scale_up") or {}, h.get("ici") or {}, h.get("scale_out") or {}
    domain = int(up.get("domain_size") or ici.get("pod_chips") or 1)
    up_bw, up_src = None, "no scale-up fabric in the catalog"
    if up.get("per_direction_bytes_per_s"):
        up_bw = float(up["per_direction_bytes_per_s"]) / gpus
        up_src = f"{h['name']}: scale-up {up.get('technology', '')}, one direction per chip; {up.get('source', '')}"
    elif ici.get("per_link_per_direction_bytes_per_s") and ici.get("links_per_chip"):
        up_bw = float(ici["per_link_per_direction_bytes_per_s"]) * int(ici["links_per_chip"])
        up_src = f"{h['name']}: ICI, every link of the chip, one direction; {ici.get('source', '')}"
    out_bw, out_src = None, "no scale-out NIC in the catalog"
    if out.get("per_direction_bytes_per_s"):
        out_bw = float(out["per_direction_bytes_per_s"])
        out_src = f"{h['name']}: scale-out NIC per chip, one direction; {out.get('source', '')}"
    up_lat, up_lat_src = 0.0, "no sourced scale-up message latency in the catalog: 0 (a lower bound)"
    if up_bw is not None and ici.get("hop_latency_s"):
        up_lat = float(ici["hop_latency_s"])
        up_lat_src = f"{h['name']}: one scale-up hop; {ici.get('hop_latency_source', '')}"
    out_lat, out_lat_src = 0.0, "no sourced scale-out message latency for this chip's network: 0 (a lower bound)"
    if out_bw is not None and out.get("message_latency_s"):  # the chip's own (a TPU's DCN: a stated lower bound)
        out_lat = float(out["message_latency_s"])
        out_lat_src = f"{h['name']}: one scale-out message; {out.get('message_latency_source', '')}"
    elif out_bw is not None and h.get("vendor") in NET_LATENCY:
        out_lat, out_lat_src = NET_LATENCY[h["vendor"]]
    if up_bw is None:  # the group rides the NIC even inside the node: its latency too
        up_lat, up_lat_src = out_lat, out_lat_src
    return {
        "domain": domain,
        "up": up_bw,
        "up_source": up_src,
        "out": out_bw,
        "out_source": out_src,
        "up_latency": up_lat,
        "up_latency_source": up_lat_src,
        "out_latency": out_lat,
        "out_latency_source": out_lat_src,
    }


TIERS = ("on-demand", "committed")
_FIELD = {"on-demand": "on_demand", "committed": "committed"}


class PriceError(ValueError):
    """A bad price file or tier: one line."""


@dataclass(frozen=True)
class ChipPrice:
    """One chip's price per chip-hour in USD, with the range where sources differ and where it came from."""

    hardware_id: str
    usd_per_hour: float
    low: float
    high: float
    source: str


@cache
def catalog_prices() -> dict[str, dict]:
    data = json.loads((_catalog_folder() / "chip_prices.json").read_text())
    return {p["id"]: p for p in data["prices"]}


def _from_entry(hardware_id: str, entry: dict, tier: str, origin: str) -> ChipPrice | str:
    field = entry.get(_FIELD[tier])
    if not field:
        why = entry.get("why_null") or entry.get(f"why_{_FIELD[tier]}_null") or "no price listed"
        return f"{hardware_id}: no {tier} price in {origin} ({why})"
    value = float(field["value"])
    cited = "; ".join(
        f"{s.get('url', '')} ({s.get('as_of', 'undated')}): {s.get('says', '')}" for s in field.get("sources", [])
    )
    derived = f" [{field['derived']}]" if field.get("derived") else ""
    per = f", {entry['per']}" if entry.get("per") else ""
    return ChipPrice(
        hardware_id,
        value,
        float(field.get("low", value)),
        float(field.get("high", value)),
        f"{origin}, {tier}{per}{derived}: {cited}",
    )


def read_price_file(path: str) -> dict[str, float]:
    """A user's price file: a JSON object ``{"h100-sxm": 2.10, ...}`` in USD per chip-hour."""
    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        raise PriceError(f"cannot read price file {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise PriceError(f"price file {path} is not JSON (line {exc.lineno}): {exc.msg}") from None
    if not isinstance(data, dict):
        raise PriceError(f'price file {path} must be a JSON object {{"hardware-id": USD per chip-hour}}')
    out = {}
    for key, value in data.items():
        if key.startswith("_"):
            continue
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
            raise PriceError(f"price file {path}: {key} must be a positive number of USD per chip-hour")
        out[str(key)] = float(value)
    return out


def chip_price(hardware_id: str, tier: str = "on-demand", user: dict[str, float] | None = None) -> ChipPrice | str:
    """The price the planner uses for a chip: the user's file first, else the catalog's tier;
    a string says why there is none."""
    if tier not in TIERS:
        raise PriceError(f"unknown price tier {tier!r}; use one of {', '.join(TIERS)}")
    if user and hardware_id in user:
        v = user[hardware_id]
        return ChipPrice(hardware_id, v, v, v, "your price file (--price-file)")
    entry = catalog_prices().get(hardware_id)
    if entry is None:
        return f"{hardware_id}: not in chip_prices.json"
    return _from_entry(hardware_id, entry, tier, "chip_prices.json")
