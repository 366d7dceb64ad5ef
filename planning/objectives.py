"""What ``chalk plan serve`` ranks by (``--objective``), and why a hardware the user named
has no plan, in one line: it does not fit in HBM, misses the TPOT or TTFT target by how
much, has no link for a group, lacks the precision, or has no price.

Why: a table that silently drops infeasible hardware, or reports a missing price as "no
layout fits in HBM", answers a different question from the one asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from chalk.derivations.book_quantities import ServingQuantities
from chalk.derivations.plan_rules import OBJECTIVES, finite, objective_key
from chalk.planning.search import Outcome, Plan, Targets, claim_of

__all__ = ["OBJECTIVES", "Verdict", "finite", "plan_key", "why_none"]


def plan_key(objective: str) -> Callable[[Plan], list[float]]:
    """The sort key of ``objective`` (``plan_rules.objective_key``): the best plan first."""
    if objective not in OBJECTIVES:
        raise ValueError(f"unknown objective {objective!r}")

    def key(p: Plan) -> list[float]:
        return objective_key(objective, p.usd_per_output_token, p.tpot_s, p.chips, p.tokens_per_s_per_chip)

    return key


@dataclass(frozen=True)
class Verdict:
    """One hardware × precision the user asked for: its best plan, or why it has none."""

    hardware: str
    precision: str
    plan: Plan | None
    why: str = ""  # one line, without the hardware's name

    def line(self) -> str:
        """``hardware precision: why`` (or its best plan's layout)."""
        if self.plan is not None:
            p = self.plan
            return f"{self.hardware} {self.precision}: TP{p.tp} EP{p.ep} PP{p.pp} at batch {p.batch}"
        return f"{self.hardware} {self.precision}: {self.why}"


def why_none(outcome: Outcome, targets: Targets, declared: ServingQuantities) -> str:
    """One line on why a searched hardware × precision has no plan, with the gap to the target
    and the book's claim behind it (``declared``: the book's serving declaration)."""
    fastest = outcome.fastest
    if fastest is None or fastest[2] is None:
        if outcome.least_weights is None:
            return "no layout: a group leaves the scale-up domain and the chip has no scale-out link"
        shard, usable, chips = outcome.least_weights
        return (
            f"does not fit in HBM: the smallest weight shard, {shard / 1e9:.4g} GB per chip on {chips} chips, "
            f"exceeds the usable {usable / 1e9:.4g} GB (claim {claim_of(declared.memory_per_chip)})"
        )
    tpot, _, p = fastest[0], fastest[1], fastest[2]
    if tpot > targets.tpot_s:
        return (
            f"misses TPOT {targets.tpot_s * 1e3:g} ms by {(tpot - targets.tpot_s) * 1e3:.3g} ms "
            f"({tpot / targets.tpot_s:.3g}×): the fastest layout, TP{p.tp} EP{p.ep} PP{p.pp} ({p.chips} chips) at "
            f"batch 1, takes {tpot * 1e3:.3g} ms (claim {claim_of(declared.weight_fetch)})"
        )
    if targets.ttft_s is not None and outcome.least_ttft is not None and outcome.least_ttft > targets.ttft_s:
        return (
            f"misses TTFT {targets.ttft_s:g} s by {outcome.least_ttft - targets.ttft_s:.3g} s "
            f"({outcome.least_ttft / targets.ttft_s:.3g}×): the fastest prefill of a layout that meets TPOT takes "
            f"{outcome.least_ttft:.3g} s"
        )
    return "no layout meets every target at any batch"
