"""The grid of serving layouts: TP, EP and PP degrees that divide the model's heads, experts
and layers, within a chip budget; and the links each group rides. A group that fits in the
chip's scale-up domain (NVLink, ICI) rides it; a larger one rides the scale-out NIC."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from chalk.derivations.serving_catalog import fabric, hardware_json

SCALE_UP, SCALE_OUT, NONE = "scale-up", "scale-out", "none"


class LayoutError(ValueError):
    """A degree the model cannot take, or no layout at all: one line."""


@dataclass(frozen=True)
class Links:
    """A chip's two fabrics: the scale-up domain (size, per-chip one-direction bandwidth) and the
    scale-out NIC per chip; None where the catalog gives none."""

    domain: int
    up: float | None
    up_source: str
    out: float | None
    out_source: str
    up_latency: float = 0.0
    up_latency_source: str = "no sourced scale-up message latency: 0 (a lower bound)"
    out_latency: float = 0.0
    out_latency_source: str = "no sourced scale-out message latency: 0 (a lower bound)"


@dataclass(frozen=True)
class Grid:
    """Parallel arrays, one entry per layout: degrees, the bandwidth each group's links give
    (NaN: no such link) and which fabric each rides."""

    tp: np.ndarray
    ep: np.ndarray
    pp: np.ndarray
    tp_link: np.ndarray
    ep_link: np.ndarray
    pp_link: np.ndarray
    tp_fabric: np.ndarray
    ep_fabric: np.ndarray
    pp_fabric: np.ndarray
    tp_latency: np.ndarray
    ep_latency: np.ndarray
    pp_latency: np.ndarray

    def __len__(self) -> int:
        return int(self.tp.size)

    def take(self, keep: np.ndarray) -> Grid:
        return Grid(*(getattr(self, f)[keep] for f in self.__dataclass_fields__))


def divisors(n: int, limit: int) -> list[int]:
    return [d for d in range(1, min(n, limit) + 1) if n % d == 0]


def _hardware_json() -> dict[str, dict[str, Any]]:
    try:
        return hardware_json()
    except FileNotFoundError as exc:
        raise LayoutError(str(exc)) from None


def links(hardware_id: str) -> Links:
    """The scale-up domain and bandwidths of a catalog entry, per chip (a rack's totals ÷ its GPUs),
    one way, and each fabric's per-message latency: the core's link model
    (``evaluation.links.collective_link``) for a group inside the domain and one beyond it."""
    from chalk.evaluation.errors import CatalogMiss
    from chalk.evaluation.links import collective_link

    f = fabric(hardware_id)  # which links exist (a chip may have no scale-up fabric, or no NIC)
    inside = collective_link(hardware_id, 1) if f["up"] is not None else None
    try:
        beyond = collective_link(hardware_id, int(f["domain"]) + 1)
    except CatalogMiss:
        beyond = None
    up_lat = inside.latency_s if inside else beyond.latency_s if beyond else 0.0
    up_lat_source = inside.latency_source if inside else beyond.latency_source if beyond else f["up_latency_source"]
    return Links(
        domain=int(f["domain"]),
        up=inside.port.port_one_way() if inside else None,
        up_source=inside.port.source if inside else f["up_source"],
        out=beyond.port.port_one_way() if beyond else None,
        out_source=beyond.port.source if beyond else f["out_source"],
        up_latency=up_lat,
        up_latency_source=up_lat_source,
        out_latency=beyond.latency_s if beyond else f["out_latency"],
        out_latency_source=beyond.latency_source if beyond else f["out_latency_source"],
    )


def latency(group: np.ndarray, link: Links, degree: np.ndarray) -> np.ndarray:
    """Per-message latency of a group's links (0 where the degree is 1: no messages)."""
    return np.where(degree == 1, 0.0, np.where(group <= link.domain, link.up_latency, link.out_latency)).astype(float)


def _ride(group: np.ndarray, link: Links, degree: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Bandwidth and fabric of a group of ``group`` chips (a degree of 1 moves nothing)."""
    out = np.nan if link.out is None else link.out
    up = out if link.up is None else link.up  # no scale-up figure in the catalog: the NIC, a lower bound
    inside = group <= link.domain
    bandwidth = np.where(inside, up, out)
    fabric = np.where(degree == 1, NONE, np.where(inside & (link.up is not None), SCALE_UP, SCALE_OUT))
    bandwidth = np.where(degree == 1, np.where(np.isnan(bandwidth), 1.0, bandwidth), bandwidth)
    return bandwidth.astype(float), fabric


def layout_grid(
    n_heads: int,
    n_layers: int,
    experts: int | None,
    max_chips: int,
    link: Links,
    fixed: dict[str, int] | None = None,
) -> Grid:
    """Every (tp, ep, pp) whose degrees divide the heads, the experts (1 for a dense model) and
    the layers, with tp·ep·pp ≤ max_chips; ``fixed`` pins a degree (--tp, --ep, --pp)."""
    fixed = fixed or {}
    choices = {
        "tp": divisors(n_heads, max_chips),
        "ep": divisors(experts, max_chips) if experts else [1],
        "pp": divisors(n_layers, max_chips),
    }
    for name, value in fixed.items():
        if value not in choices[name]:
            what = {"tp": f"the {n_heads} heads", "ep": f"the {experts or 1} experts", "pp": f"the {n_layers} layers"}
            raise LayoutError(f"--{name} {value} does not divide {what[name]} (or exceeds --max-chips {max_chips})")
        choices[name] = [value]
    tp, ep, pp = (a.ravel() for a in np.meshgrid(choices["tp"], choices["ep"], choices["pp"], indexing="ij"))
    keep = tp * ep * pp <= max_chips
    tp, ep, pp = tp[keep], ep[keep], pp[keep]
    tp_link, tp_fabric = _ride(tp, link, tp)
    ep_link, ep_fabric = _ride(tp * ep, link, ep)
    pp_link, pp_fabric = _ride(tp * ep * pp, link, pp)
    return Grid(
        tp,
        ep,
        pp,
        tp_link,
        ep_link,
        pp_link,
        tp_fabric,
        ep_fabric,
        pp_fabric,
        latency(tp, link, tp),
        latency(tp * ep, link, ep),
        latency(tp * ep * pp, link, pp),
    )
