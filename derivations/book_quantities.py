"""What the planners read of a book, declared by the book: ``Book(serving=...)`` for
``chalk plan serve``, ``Book(training=...)`` for ``chalk plan train``.

Why: a planner searches layouts through the book's own quantities (its step time, its
TTFT, its memory per chip) and cites the book's own claims. When the engine named them, a
user's book with its own step model could not be planned; now the book says which of its
quantities play each part, and a user's book that builds on chalk's replaces only the
parts it changes (a field left ``None`` keeps the declaration of the book below it).

Every field is a name of the book: a quantity (``str``), or a reported ``Term`` (the
quantity, how the report words it, and the claims that define or bound it). The planner
calls each quantity's generated function with the layout's degrees, batch and links bound
to the inputs the declaration names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, TypeVar

D = TypeVar("D", bound="Declaration")


@dataclass(frozen=True)
class Term:
    """One quantity the plan reports: its name in the book, its label, and the ids of the
    claims that define or bound it (the report cites them)."""

    quantity: str
    label: str
    claims: tuple[str, ...] = ()


@dataclass(frozen=True)
class Declaration:
    """What a book declares for one planner: every field a name of the book, or None."""

    def over(self: D, below: D) -> D:
        """This declaration on top of ``below``'s: each field this one leaves ``None`` is below's."""
        return replace(below, **{f.name: v for f in fields(self) if (v := getattr(self, f.name)) is not None})

    def missing(self) -> tuple[str, ...]:
        """The fields nobody declared, in order."""
        return tuple(f.name for f in fields(self) if getattr(self, f.name) is None)

    def terms(self) -> dict[str, Term]:
        """Every reported term by field name, in declaration order."""
        return {f.name: v for f in fields(self) if isinstance(v := getattr(self, f.name), Term)}

    def names(self) -> tuple[str, ...]:
        """Every name the declaration holds (the terms' quantities and the plain names), in order."""
        found = [v.quantity if isinstance(v, Term) else v for f in fields(self) if (v := getattr(self, f.name))]
        return tuple(dict.fromkeys(str(n) for n in found))

    def claims(self) -> tuple[str, ...]:
        """Every claim the terms cite, in order."""
        return tuple(dict.fromkeys(c for t in self.terms().values() for c in t.claims))

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
    def from_data(cls: type[D], data: Mapping[str, Any]) -> D:
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


@dataclass(frozen=True)
class ServingQuantities(Declaration):
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
    # speculative decoding (--speculative): the tokens a target pass yields from a draft of
    # ``draft_length`` tokens accepted at ``acceptance_rate`` each (its first two claims are
    # cited where the plan says so, all of them in --explain)
    tokens_per_pass: Term | None = None
    draft_length: str | None = None
    acceptance_rate: str | None = None
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

    def axes(self) -> tuple[str | None, ...]:
        """The inputs the planner sets per layout: the three degrees, the batch, then each
        group's link bandwidth and message latency (tp, ep, pp)."""
        return (
            self.tp_degree,
            self.ep_degree,
            self.pp_degree,
            self.batch,
            self.tp_link_bandwidth,
            self.ep_link_bandwidth,
            self.pp_link_bandwidth,
            self.tp_link_latency,
            self.ep_link_latency,
            self.pp_link_latency,
        )

    def quantities(self) -> tuple[str, ...]:
        """Every quantity the planner calls (the terms' and the batch limit's), in order."""
        named = [t.quantity for t in self.terms().values() if t is not self.tokens_per_pass]
        return tuple(dict.fromkeys([*named, *([self.max_batch] if self.max_batch else [])]))


@dataclass(frozen=True)
class TrainingQuantities(Declaration):
    """The parts of a training layout's model (``chalk plan train``), each a quantity of the
    book: every time, cost and MFU twice, with collectives overlapped under compute and
    serial (``--overlap none``). The plan cites a term's claims: memory's first where a layout
    does not fit and its second as the fit rule, compute's where compute binds the step, the
    step's first where a collective binds it and its second for the overlap convention, and
    the weight collectives' first for the NIC share."""

    memory_per_chip: Term | None = None
    compute_time: Term | None = None
    param_comm_time: Term | None = None
    tp_comm_time: Term | None = None
    pp_comm_time: Term | None = None
    step_time: Term | None = None
    step_time_serial: Term | None = None
    training_time: Term | None = None
    training_time_serial: Term | None = None
    training_cost: Term | None = None
    training_cost_serial: Term | None = None
    mfu: Term | None = None
    mfu_serial: Term | None = None
    #: bytes of training state per parameter the recipe keeps (weights, gradients, optimiser)
    bytes_recipe: str | None = None
    #: the input the plan sets to the collectives a step runs on the weights (3 under FSDP, 2 under DP)
    param_collectives: str | None = None


@dataclass(frozen=True)
class FitLayout:
    """One layout of ``chalk eval``'s fit check: the HBM one chip needs under it (a quantity
    of the book), and the inputs a quantity must depend on for the layout to apply."""

    memory: str
    applies_with: tuple[str, ...]


@dataclass(frozen=True)
class FitQuantities(Declaration):
    """What ``chalk eval``'s fit check reads of a book (``Book(fit=...)``): its layouts, the
    first that applies to the quantity asked wins (a training layout before a serving one,
    one with a batch before the weights alone)."""

    layouts: tuple[FitLayout, ...] | None = None

    def names(self) -> tuple[str, ...]:
        """Every memory quantity the check evaluates."""
        return tuple(dict.fromkeys(f.memory for f in self.layouts or ()))

    def pairs(self) -> list[list[object]]:
        """``[[memory, [input, ...]], ...]``: the form ``eval_rules.first_fit`` takes (and the
        site's data carries)."""
        return [[f.memory, list(f.applies_with)] for f in self.layouts or ()]

    def to_data(self) -> dict[str, Any]:
        return {} if self.layouts is None else {"layouts": self.pairs()}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> FitQuantities:
        pairs = data.get("layouts")
        if pairs is None:
            return cls()
        return cls(layouts=tuple(FitLayout(str(m), tuple(str(i) for i in ins)) for m, ins in pairs))


#: what a book may declare, by its ``Book`` field
KINDS: dict[str, type[Declaration]] = {
    "serving": ServingQuantities,
    "training": TrainingQuantities,
    "fit": FitQuantities,
}
