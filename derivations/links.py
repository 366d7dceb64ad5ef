"""One link model: which link a collective of a group of chips rides, read from the
catalog's fabric, with what a bandwidth figure counts typed rather than assumed. The
evaluation core reads it as ``chalk.evaluation.links`` (eval's layers, plan serve, plan
train); it lives beside the catalog reader so the explorer's data is generated from the
same function (``link_inputs``).

A group that fits in the chip's scale-up domain (NVLink behind NVSwitch, an ICI torus, a
rack's NVLink spine) rides the scale-up fabric; a larger group rides the scale-out NIC.
Every bandwidth carries what it counts: one ``link`` or the chip's whole ``port`` (all its
links of that fabric), and ``one-way`` (one direction) or ``bidirectional`` (both summed).
The catalog states per-link one-way figures for ICI and NVLink links, per-chip one-way
figures for a scale-up port and a NIC; ``port_one_way`` converts, so no caller reads a
link's 25 GB/s where the port's 450 GB/s is meant (or a bidirectional 900 GB/s as one way).

On a switched fabric (NVSwitch) or a full mesh (AMD's Infinity Fabric: one link to each
peer) a ring runs over every link of the port in one direction per step: ``ring_links`` is
the chip's link count and ``ring_directions`` 1. On a torus a ring runs over one axis,
both directions where the axis wraps around. A switched all-reduce (NVLS, SHARP: the
switch reduces) moves each chip's V bytes once each way, so its floor is V over the port
(``switched_allreduce_time``), below the ring's 2(n−1)/n·V;
NCCL picks NVLS on NVSwitch systems, so a measured all-reduce there is held to that floor.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from chalk.derivations.sourced import Sourced
from chalk.units.registry import Q_


class LinkError(ValueError):
    """A hardware the catalog gives no link for (unknown id, or a group beyond the scale-up
    domain of a chip without a NIC); one line."""


Per = Literal["link", "port"]
Direction = Literal["one-way", "bidirectional"]
Fabric = Literal["scale-up", "scale-out"]


@dataclass(frozen=True)
class Bandwidth:
    """A bandwidth figure and what it counts: one link or the chip's port, one way or both."""

    bytes_per_s: float
    per: Per
    direction: Direction
    links: int  # links of the port (1 for a NIC or a port stated as a whole)
    source: str

    def one_way(self) -> float:
        """This figure for one direction (a bidirectional figure counts both)."""
        return self.bytes_per_s / 2 if self.direction == "bidirectional" else self.bytes_per_s

    def port_one_way(self) -> float:
        """The chip's whole port, one direction: a link's figure times the port's links."""
        return self.one_way() * (self.links if self.per == "link" else 1)


@dataclass(frozen=True)
class Link:
    """The link a collective of ``group`` chips rides on one hardware."""

    hardware: str
    group: int
    fabric: Fabric
    switched: bool  # every chip one hop from every other (NVSwitch, a full mesh): rings use every link
    domain: int  # chips the scale-up fabric reaches
    link: Bandwidth  # one link, one way (the NIC: the whole NIC)
    port: Bandwidth  # the chip's whole port on this fabric, one way
    latency_s: float
    latency_source: str

    @property
    def ring_links(self) -> int:
        """Links one chip's ring traffic is spread over: every link of a switched port, else one."""
        return self.port.links if self.switched and self.fabric == "scale-up" else 1

    def why(self) -> str:
        # the group's size stays out of the text: the explorer, which holds one link per side
        # of the domain as data, shows the same source as chalk eval for every group
        where = (
            f"a group inside the {self.domain}-chip scale-up domain"
            if self.fabric == "scale-up"
            else f"a group beyond the {self.domain}-chip scale-up domain: the scale-out NIC"
        )
        shape = (
            f"switched: a ring runs over all {self.port.links} links one way ({self.port.links} × "
            f"{self.link.one_way() / 1e9:g} GB/s; the port {self.port.port_one_way() / 1e9:.4g} GB/s one way)"
            if self.switched and self.fabric == "scale-up"
            else f"{self.port.port_one_way() / 1e9:g} GB/s one way per chip"
        )
        return f"{self.hardware}: {where}; {shape}; {self.port.source}"


def collective_link(hardware_id: str, group: int = 1) -> Link:
    """The link a collective over ``group`` chips of ``hardware_id`` rides (``LinkError``
    when the catalog gives the chip no link at all)."""
    from chalk.derivations.eval_rules import link_side
    from chalk.derivations.serving_catalog import fabric, hardware_json

    records = hardware_json()
    if hardware_id not in records:
        raise LinkError(f"unknown hardware {hardware_id!r}")
    h, f = records[hardware_id], fabric(hardware_id)
    ici = h.get("ici") or {}
    topology = str(ici.get("topology", ""))
    # a switch or a full mesh (AMD's Infinity Fabric): every chip one hop from every other,
    # so ring traffic spreads over every link of the port (RCCL runs one ring per link)
    switched = "switched" in topology or "fully connected" in topology
    domain = int(f["domain"])
    inside = link_side(group, domain) == "inside" and f["up"] is not None
    if inside:
        links = int(ici.get("links_per_chip") or 1)
        per_link = ici.get("per_link_per_direction_bytes_per_s")
        port = Bandwidth(float(f["up"]), "port", "one-way", links, str(f["up_source"]))
        link = (
            Bandwidth(float(per_link), "link", "one-way", links, str(ici.get("source", "")))
            if per_link
            else Bandwidth(port.bytes_per_s / links, "link", "one-way", links, f"{f['up_source']} ÷ {links} links")
        )
        return Link(
            hardware_id,
            group,
            "scale-up",
            switched,
            domain,
            link,
            port,
            float(f["up_latency"]),
            str(f["up_latency_source"]),
        )
    if f["out"] is None:
        raise LinkError(
            f"{hardware_id}: a group of {group} chips leaves the {domain}-chip scale-up domain and the catalog "
            "gives no scale-out NIC"
        )
    nic = Bandwidth(float(f["out"]), "port", "one-way", 1, str(f["out_source"]))
    return Link(
        hardware_id, group, "scale-out", False, domain, nic, nic, float(f["out_latency"]), str(f["out_latency_source"])
    )


def link_inputs(link: Link) -> dict[str, Sourced]:
    """The ring formulas' inputs this link sets, by input name: on the NIC its bandwidth as
    ``ici_bandwidth``, one path (``n_axes`` = ``ring_directions`` = 1) and its message
    latency; on a switched fabric every link of the port one way (``n_axes``, ``fsdp_axes``,
    ``tp_axes`` = the port's links, ``ring_directions`` = 1); a torus keeps its axes (none)."""
    why = link.why()
    if link.fabric == "scale-out":
        return {
            "ici_bandwidth": Sourced(Q_(link.port.port_one_way(), "byte/s"), why),
            "hop_latency": Sourced(Q_(link.latency_s, "s"), why),
            "n_axes": Sourced(Q_(1, "1"), why),
            "ring_directions": Sourced(Q_(1, "1"), why),
        }
    if link.switched:
        return {
            "ici_bandwidth": Sourced(Q_(link.link.one_way(), "byte/s"), why),
            "ring_directions": Sourced(Q_(1, "1"), why),
            **{name: Sourced(Q_(link.ring_links, "1"), why) for name in ("n_axes", "fsdp_axes", "tp_axes")},
        }
    return {}
