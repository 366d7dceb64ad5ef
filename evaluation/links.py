"""The core's link model: ``collective_link(hardware, group)`` picks the link a collective
of ``group`` chips rides (the scale-up port inside the domain, else the NIC), with per-link
or per-port and one-way or bidirectional typed (``Bandwidth``); ``link_inputs`` gives the
ring formulas' inputs it sets. Eval's layers (``evaluation.setup``), ``plan serve``
(``planning.layouts.links``), ``plan train`` and the explorer's data all read it. The
functions live with the catalog reader (``chalk.derivations.links``), below the exporters,
so the explorer's generated data comes from the same code; this module is the core's name
for them, with the core's typed error."""

from __future__ import annotations

from chalk.derivations.links import Bandwidth, Direction, Fabric, Link, LinkError, Per, link_inputs
from chalk.derivations.links import collective_link as _collective_link
from chalk.evaluation.errors import CatalogMiss

__all__ = ["Bandwidth", "Direction", "Fabric", "Link", "Per", "collective_link", "link_inputs"]


def collective_link(hardware_id: str, group: int = 1) -> Link:
    """The link a collective over ``group`` chips of ``hardware_id`` rides; ``CatalogMiss``
    when the catalog gives the chip no link for it."""
    try:
        return _collective_link(hardware_id, group)
    except LinkError as exc:
        raise CatalogMiss(str(exc)) from None
