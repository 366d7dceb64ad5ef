"""The grid of serving layouts: TP, EP and PP degrees that divide the model's heads, experts
and layers, within a chip budget; and the links each group rides. A group that fits in the
chip's scale-up domain (NVLink, ICI) rides it; a larger one rides the scale-out NIC. The
rules themselves are ``derivations/plan_rules.py`` (shared with the explorer's Plan page);
this module reads the catalog's links and lays the grid out as numpy arrays."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from chalk.derivations.plan_rules import NONE, SCALE_OUT, SCALE_UP, divisors, layout_degrees, ride
from chalk.derivations.serving_catalog import fabric, hardware_json

if TYPE_CHECKING:
    from chalk.derivations.plan_rules import Link

__all__ = ["NONE", "SCALE_OUT", "SCALE_UP", "Grid", "LayoutError", "Links", "divisors", "layout_grid", "links"]


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


def link_rule_input(link: Links) -> Link:
    """The chip's links as ``plan_rules.ride`` reads them (the Plan page reads the same keys)."""
    return {
        "domain": float(link.domain),
        "up": link.up,
        "out": link.out,
        "up_latency": link.up_latency,
        "out_latency": link.out_latency,
    }


def layout_grid(
    n_heads: int,
    n_layers: int,
    experts: int | None,
    max_chips: int,
    link: Links,
    fixed: dict[str, int] | None = None,
) -> Grid:
    """Every (tp, ep, pp) whose degrees divide the heads, the experts (1 for a dense model) and
    the layers, with tp·ep·pp ≤ max_chips (``plan_rules.layout_degrees``); ``fixed`` pins a
    degree (--tp, --ep, --pp). Each group rides the link ``plan_rules.ride`` gives it."""
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
    degrees = layout_degrees(choices["tp"], choices["ep"], choices["pp"], max_chips)
    given = link_rule_input(link)
    rides = [(ride(tp, tp, given), ride(tp * ep, ep, given), ride(tp * ep * pp, pp, given)) for tp, ep, pp in degrees]

    def column(axis: int, part: int, kind: type) -> np.ndarray:
        return np.asarray([r[axis][part] for r in rides], dtype=kind)

    tp, ep, pp = (np.asarray([d[i] for d in degrees], dtype=np.int64) for i in range(3))
    return Grid(
        tp,
        ep,
        pp,
        column(0, 0, float),
        column(1, 0, float),
        column(2, 0, float),
        column(0, 2, object).astype(str),
        column(1, 2, object).astype(str),
        column(2, 2, object).astype(str),
        column(0, 1, float),
        column(1, 1, float),
        column(2, 1, float),
    )
