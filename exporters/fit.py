"""Does a configuration fit in HBM? One check for `chalk eval` and `chalk sweep`, read from
the lecture's own memory quantities through their generated functions (never a formula
typed again here).

Each memory quantity is the HBM one chip needs under one layout: training
(``training_memory_per_chip``: state sharded over FSDP × TP, checkpoints over the chips),
a rack-scale MoE deployment (``memory_per_chip``: weights and KV over expert parallelism
and pipeline stages; ``weights_per_chip`` where no batch is given) and a serving replica
(``replica_memory_per_chip``: weights and KV over its chips; ``replica_weight_bytes_per_chip``
where no batch is given). The check applies to a quantity when the quantity depends on that
layout's inputs (a result that does not depend on the chip count says nothing about how
the weights are split, so no warning names "1 chip") and every input of the memory
quantity has a value; the first layout that applies is used. A configuration fits where
the memory quantity is at most ``hbm_capacity``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from chalk.derivations.book_quantities import FitQuantities
from chalk.derivations.eval_rules import first_fit
from chalk.exporters.evalbook import book
from chalk.exporters.inputs import InputError, Layers, resolve


@dataclass(frozen=True)
class Fit:
    """The HBM one chip needs (``memory``'s value) and has, in bytes; arrays on a grid."""

    memory: str
    need: np.ndarray
    capacity: np.ndarray

    @property
    def fits(self) -> np.ndarray:
        return np.asarray(self.need <= self.capacity)

    def not_fitting(self) -> int:
        return int(np.size(self.fits) - np.count_nonzero(self.fits))

    def warning(self) -> str:
        """One line for a single point that does not fit ("" when it fits)."""
        if bool(np.all(self.fits)):
            return ""
        need, capacity = float(np.max(self.need)), float(np.min(self.capacity))
        return (
            f"{self.memory} = {need / 1e9:,.4g} GB exceeds hbm_capacity = {capacity / 1e9:,.4g} GB per chip: "
            "this configuration does not fit"
        )

    def to_json(self) -> dict:
        """A single point's check (need and capacity in bytes)."""
        return {
            "memory": self.memory,
            "need_bytes": float(np.max(self.need)),
            "hbm_capacity_bytes": float(np.min(self.capacity)),
            "fits": bool(np.all(self.fits)),
        }


def fit_check(quantity: str, layers: Layers, grid: Mapping | None = None) -> Fit | None:
    """The fit of ``quantity``'s configuration, or None where no layout applies (the
    quantity does not depend on one, or a memory input or ``hbm_capacity`` has no value)."""
    bk = book()
    depends = {s.name for s in bk.inputs(quantity)}

    def attempt(memory: str) -> Fit | None:
        try:
            bk.lookup(memory)
        except KeyError:  # a user's book without the lecture
            return None
        try:
            need = resolve(bk.inputs(memory), layers, what=memory, grid=grid, drop_unneeded=False)
            have = resolve((bk.symbol("hbm_capacity"),), layers, what="hbm_capacity", grid=grid, drop_unneeded=False)
        except InputError:
            return None
        with np.errstate(all="ignore"):
            value = np.asarray(bk.function(memory)(**need.kwargs), dtype=float)
        capacity = np.asarray(have.kwargs["hbm_capacity"], dtype=float)
        return Fit(memory, value, capacity)

    found = first_fit(bk.declared(FitQuantities).pairs(), depends, attempt)  # the book's Book(fit=...) layouts
    return found if isinstance(found, Fit) else None
