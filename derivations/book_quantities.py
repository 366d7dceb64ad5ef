"""What ``chalk plan serve`` reads of a book, declared by the book (``Book(serving=...)``).

Why: the planner searches layouts through the book's own quantities (its step time, its
TTFT, its memory per chip) and cites the book's own claims. When the engine named them, a
user's book with its own step model could not be planned; now the book says which of its
quantities play each part, and a user's book that builds on chalk's replaces only the
parts it changes (a field left ``None`` keeps the declaration of the book below it).

Every field is a name of the book: a quantity (``str``), or a reported ``Term`` (the
quantity, how the report words it, and the claims that define or bound it). The planner
calls each quantity's generated function with the degrees, the batch and each group's link
bound to the axis inputs below.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class Term:
    """One quantity the plan reports: its name in the book, its label, and the ids of the
    claims that define or bound it (the report cites them)."""

    quantity: str
    label: str
    claims: tuple[str, ...] = ()


@dataclass(frozen=True)
class ServingQuantities:
    """The parts of a serving layout's model, each a quantity of the book (see the module)."""

    # what one decode step of a layout is made of, and what it takes (the report's order)
    compute: Term | None = None
    weight_fetch: Term | None = None  # the floor: TPOT is at least this (its first claim says so)
    kv_read: Term | None = None
    tp_comm: Term | None = None
    ep_comm: Term | None = None
    pp_comm: Term | None = None
    tp_latency: Term | None = None
    ep_latency: Term | None = None  # every latency term cites the claim that they vanish at degree one
    pp_latency: Term | None = None
    step_time: Term | None = None
    step_time_overlapped: Term | None = None
    # the prompt
    prefill_compute: Term | None = None
    prefill_comm: Term | None = None
    ttft: Term | None = None
    # memory: the fit (the memory term's first claim is "does not fit"'s)
    max_batch: str | None = None
    weight_bytes_per_chip: Term | None = None
    kv_bytes_per_chip: Term | None = None
    memory_per_chip: Term | None = None
    usable_hbm: Term | None = None
    # price
    cost_per_output_token: Term | None = None
    cost_per_input_token: Term | None = None
    # the axes the planner sets per layout: input quantities of the book
    tp_degree: str | None = None
    ep_degree: str | None = None
    pp_degree: str | None = None
    batch: str | None = None
    tp_link_bandwidth: str | None = None
    ep_link_bandwidth: str | None = None
    pp_link_bandwidth: str | None = None
    tp_link_latency: str | None = None
    ep_link_latency: str | None = None
    pp_link_latency: str | None = None
    price_per_chip_hour: str | None = None

    def over(self, below: ServingQuantities) -> ServingQuantities:
        """This declaration on top of ``below``'s: each field this one leaves ``None`` is below's."""
        return replace(below, **{f.name: v for f in fields(self) if (v := getattr(self, f.name)) is not None})

    def missing(self) -> tuple[str, ...]:
        """The fields nobody declared, in order."""
        return tuple(f.name for f in fields(self) if getattr(self, f.name) is None)

    def terms(self) -> dict[str, Term]:
        """Every reported term by field name, in declaration order."""
        return {f.name: v for f in fields(self) if isinstance(v := getattr(self, f.name), Term)}

    def quantities(self) -> tuple[str, ...]:
        """Every quantity the planner calls (the terms' and the batch limit's), in order."""
        named = [t.quantity for t in self.terms().values()]
        return tuple(dict.fromkeys([*named, *([self.max_batch] if self.max_batch else [])]))

    def to_data(self) -> dict[str, Any]:
        """Plain JSON data (the stored runtime and the site carry it)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Term):
                out[f.name] = {"quantity": v.quantity, "label": v.label, "claims": list(v.claims)}
            elif v is not None:
                out[f.name] = v
        return out

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ServingQuantities:
        """The inverse of ``to_data``."""
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for name, v in data.items():
            if name not in known:
                continue
            if isinstance(v, Mapping):
                values[name] = Term(str(v["quantity"]), str(v["label"]), tuple(str(c) for c in v["claims"]))
            else:
                values[name] = str(v)
        return cls(**values)


#: nothing declared
NONE = ServingQuantities()
