"""The value objects of ``chalk plan train``: the request, one layout with its quantities,
and the plan (frozen dataclasses; SI units: bytes, seconds, days, USD)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from chalk.evaluation.errors import EvaluationError

#: tokens per training sequence unless --seq-len: LLaMA 3's pre-training length
SEQ_LEN = 8192
SEQ_LEN_SOURCE = "Dubey et al., The Llama 3 Herd of Models (arXiv:2407.21783), §3.4.1: sequences of 8,192 tokens"


class PlanError(EvaluationError):
    """Bad input to the planner: one line, naming what to change."""


@dataclass(frozen=True)
class TrainRequest:
    """What ``chalk plan train`` was asked: a token budget on at most ``chips`` chips."""

    hardware: str
    tokens: float
    chips: int
    model: str | None = None
    model_config: str | None = None
    global_batch: float | None = None
    days: float | None = None
    budget: float | None = None
    mfu: float | None = None
    collective_efficiency: float | None = None
    efficiency: str | None = None
    overlap: bool = True
    seq_len: int = SEQ_LEN
    tp: tuple[int, ...] | None = None
    pp: tuple[int, ...] | None = None
    precision: str | None = None
    ici: str | None = None
    sets: tuple[str, ...] = ()
    price: str = "on-demand"  # the catalog's price tier
    user_prices: Mapping[str, float] = field(default_factory=dict)  # --price-file, over the catalog
    readings: tuple[str, ...] = ()  # how typed amounts were read (a suffix's multiplier), for the notes


@dataclass(frozen=True)
class Layout:
    """One layout and its quantities (SI: bytes, seconds, days, USD)."""

    chips: int
    mode: str  # "fsdp" or "dp"
    data: int
    tp: int
    pp: int
    microbatches: int
    global_batch: float
    memory_bytes: float
    hbm_bytes: float
    compute_s: float
    param_comm_s: float
    tp_comm_s: float
    pp_comm_s: float
    step_s: float
    days: float
    cost_usd: float
    mfu: float
    fits: bool
    meets_days: bool
    meets_budget: bool
    step_binding: str  # what sets the step: "compute", or a collective term's name
    binding: str = ""  # the constraint that stops a better plan, with its claim id

    @property
    def comm_s(self) -> float:
        return self.param_comm_s + self.tp_comm_s + self.pp_comm_s

    @property
    def feasible(self) -> bool:
        return self.fits and self.meets_days and self.meets_budget

    def label(self) -> str:
        return (
            f"{self.mode.upper()} {self.data} × TP {self.tp} × PP {self.pp} on {self.chips:,} chips, "
            f"batch {self.global_batch / 1e6:.3g}M tokens"
        )


@dataclass(frozen=True)
class InputShown:
    """An input the plan used, in its declared unit, with its source."""

    name: str
    value: float
    unit: str
    source: str


@dataclass(frozen=True)
class TrainPlan:
    """The search's answer: every layout considered, the feasible ones by time, the
    fastest and the cheapest with their binding constraints, or why none is feasible."""

    request: TrainRequest
    layouts: tuple[Layout, ...]
    feasible: tuple[Layout, ...]
    fastest: Layout | None
    cheapest: Layout | None
    inputs: tuple[InputShown, ...]
    efficiency: tuple[InputShown, ...]
    notes: tuple[str, ...]
    infeasible: str = ""  # why no layout meets every constraint (names the constraint and claim)
    claims: dict[str, str] = field(default_factory=dict)
