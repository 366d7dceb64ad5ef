"""Rental prices per chip-hour: the catalog's ``chip_prices.json`` (sourced and dated, a
rack priced per GPU), a user's price file over it, and ``--set price_per_chip_hour`` over
both. Read as plain JSON so a warm ``chalk plan`` imports no sympy."""

from __future__ import annotations

import importlib.util
import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

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


def _catalog_folder() -> Path:
    spec = importlib.util.find_spec("chalk.derivations.catalog")  # imports chalk.derivations, not the catalog
    if spec is None or not spec.submodule_search_locations:
        raise PriceError("the chalk catalog folder is missing")
    return Path(next(iter(spec.submodule_search_locations)))


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
