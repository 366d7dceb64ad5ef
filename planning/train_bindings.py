"""Why a plan is what it is: the constraint that binds each layout (HBM, the deadline, the
budget, compute at the MFU, or a collective), and why no layout is feasible, each with the
id of the claim behind it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chalk.derivations.book_quantities import Term, TrainingQuantities
from chalk.planning.train_plan import Layout, TrainRequest


def _claim(term: Term | None, i: int) -> str:
    return term.claims[i] if term is not None and len(term.claims) > i else "none declared"


def _label(term: Term | None) -> str:
    return term.label if term is not None else "a collective"


@dataclass(frozen=True)
class Cited:
    """The claims the plan cites and the words for each term of the step, from the book's
    training declaration (``TrainingQuantities`` says which claim of a term is cited where)."""

    memory: str
    fit: str
    compute: str
    comm: str
    overlap: str
    nic: str
    terms: dict[str, str]

    @classmethod
    def of(cls, d: TrainingQuantities) -> Cited:
        return cls(
            memory=_claim(d.memory_per_chip, 0),
            fit=_claim(d.memory_per_chip, 1),
            compute=_claim(d.compute_time, 0),
            comm=_claim(d.step_time, 0),
            overlap=_claim(d.step_time, 1),
            nic=_claim(d.param_comm_time, 0),
            terms={
                "param_comm": _label(d.param_comm_time),
                "tp_comm": _label(d.tp_comm_time),
                "pp_comm": _label(d.pp_comm_time),
            },
        )

    def as_dict(self) -> dict[str, str]:
        """What the plan's ``claims`` holds."""
        return {
            "memory": self.memory,
            "fit": self.fit,
            "compute": self.compute,
            "collectives": self.comm,
            "overlap": self.overlap,
            "nic": self.nic,
        }


def step_term(compute: float, terms: dict[str, float]) -> str:
    """What sets a step: ``compute`` when the collectives fit under it, else the longest collective term."""
    comm = sum(terms.values())
    if comm <= compute:
        return "compute"
    return max(terms, key=lambda k: terms[k])


def step_binding_text(layout: Layout, mfu: float, cited: Cited) -> str:
    """What sets a layout's step, with the claim that bounds it."""
    if layout.step_binding == "compute":
        bubble = (
            f", stretched {(layout.microbatches + layout.pp - 1) / layout.microbatches:.3g}× by the pipeline bubble"
        )
        return (
            f"compute at MFU {mfu:g}{bubble if layout.pp > 1 else ''}: 6·N·D/(N_chips·C·MFU) is the floor "
            f"(claim {cited.compute})"
        )
    return (
        f"{cited.terms[layout.step_binding]}: {layout.comm_s:.3g} s of collectives against {layout.compute_s:.3g} s of "
        f"compute per step (claim {cited.comm})"
    )


def _close(x: float) -> float:
    """``x`` to 9 significant digits: layouts whose times or costs differ only by rounding tie."""
    return float(f"{x:.9g}")


def better_key(objective: str) -> Any:
    """Sort key of the best first: the objective, then the other, then fewer chips (never
    idle ones for the time), the smaller TP × PP, FSDP before DP."""
    if objective == "time":
        return lambda a: (_close(a.days), _close(a.cost_usd), -a.chips, a.tp * a.pp, a.mode != "fsdp", a.global_batch)
    return lambda a: (_close(a.cost_usd), _close(a.days), -a.chips, a.tp * a.pp, a.mode != "fsdp", a.global_batch)


def binding_text(
    best: Layout, layouts: list[Layout], objective: str, request: TrainRequest, mfu: float, cited: Cited
) -> str:
    """The constraint that stops a better plan on ``objective``: the constraint the best
    excluded layout fails, else what sets the chosen layout's step."""
    key = better_key(objective)
    better = sorted((a for a in layouts if not a.feasible and key(a) < key(best)), key=key)
    if better:
        a = better[0]
        if not a.fits:
            return (
                f"HBM capacity: {a.label()} would be {'faster' if objective == 'time' else 'cheaper'} but needs "
                f"{a.memory_bytes / 1e9:.3g} GB per chip of {a.hbm_bytes / 1e9:.3g} GB (claim {cited.memory})"
            )
        if not a.meets_days:
            return (
                f"the deadline --days {request.days:g}: {a.label()} would cost ${a.cost_usd / 1e6:.3g}M but takes "
                f"{a.days:.3g} days"
            )
        budget = request.budget or 0.0  # a layout failed neither HBM nor the deadline: the budget
        return (
            f"the budget ${budget / 1e6:.3g}M: {a.label()} would take {a.days:.3g} days but costs "
            f"${a.cost_usd / 1e6:.3g}M"
        )
    return step_binding_text(best, mfu, cited)


def why_infeasible(layouts: list[Layout], request: TrainRequest, mfu: float, cited: Cited) -> str:
    if not layouts:
        return (
            f"no layout: no TP × PP degree divides {request.chips:,} chips (or its halvings) with at least one "
            f"{request.seq_len:,}-token sequence per replica; give more chips or a larger --global-batch"
        )
    fitting = [a for a in layouts if a.fits]
    if not fitting:
        least = min(layouts, key=lambda a: a.memory_bytes)
        return (
            f"no layout fits in HBM: the smallest, {least.label()}, needs {least.memory_bytes / 1e9:,.4g} GB per chip "
            f"of {least.hbm_bytes / 1e9:.3g} GB (claim {cited.memory}; fit rule {cited.fit})"
        )
    if request.days is not None and not any(a.meets_days for a in fitting):
        fast = min(fitting, key=better_key("time"))
        return (
            f"no layout trains {request.tokens:.4g} tokens in {request.days:g} days: the fastest, {fast.label()}, "
            f"takes {fast.days:.3g} days, bound by {step_binding_text(fast, mfu, cited)}"
        )
    in_time = [a for a in fitting if a.meets_days]
    cheap = min(in_time, key=better_key("cost"))
    budget = request.budget or 0.0  # layouts fit and meet the deadline: the budget excluded them
    return (
        f"no layout costs at most ${budget / 1e6:.3g}M: the cheapest that fits"
        f"{' and meets the deadline' if request.days is not None else ''}, {cheap.label()}, costs "
        f"${cheap.cost_usd / 1e6:.3g}M over {cheap.days:.3g} days at the chip-hour price "
        f"(bound by {step_binding_text(cheap, mfu, cited)})"
    )
