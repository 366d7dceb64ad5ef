"""The vectorised search: every layout of one hardware and precision evaluated at once with
the generated numpy of Part 5's quantities (the book's functions, the same ``chalk eval``
calls), and the cheapest batch of each.

Why the largest batch: cost per output token is t_step·n·p/B = (max(a, w/B + k) + c)·n·p,
which never rises with B, and the step never shrinks with B (claim
``layout.layout_step_never_decreases_with_batch``). So the best batch of a layout is the
largest that meets the TPOT target and fits in HBM (claim
``layout.fits_iff_batch_within_the_hbm_limit``), found by integer bisection over all layouts
together. TTFT does not depend on the batch.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cmp_to_key
from typing import Any

import numpy as np

from chalk.derivations import plan_rules as rules
from chalk.derivations.book_quantities import ServingQuantities, Term
from chalk.planning.layouts import SCALE_OUT, Grid

#: the most sequences a replica is given (a stated cap, far above any catalog HBM limit at 1k context)
BATCH_CAP = 1 << 20


def q(part: Term | str | None) -> str:
    """A declared part's quantity name (``serve.serving_quantities`` has checked each is declared)."""
    if part is None:
        raise ValueError("a part of the serving declaration is missing")
    return part if isinstance(part, str) else part.quantity


def claim_of(part: Term | None) -> str:
    """The first claim a declared term cites (the one a verdict line names)."""
    return part.claims[0] if part is not None and part.claims else "none declared"


def per_token_quantities(declared: ServingQuantities) -> frozenset[str]:
    """The quantities divided by τ under ``--speculative``: a pass's time and cost spread over
    the tokens it yields (``plan_rules.per_token``'s three, by the book's names)."""
    return frozenset(q(t) for t in (declared.step_time, declared.step_time_overlapped, declared.cost_per_output_token))


@dataclass(frozen=True)
class Targets:
    tpot_s: float
    ttft_s: float | None
    overlap: bool = False


@dataclass(frozen=True)
class Plan:
    """One layout at its best batch, every number in base units (s, byte, USD per token)."""

    hardware: str
    precision: str
    tp: int
    ep: int
    pp: int
    batch: int
    tpot_s: float
    ttft_s: float
    usd_per_output_token: float
    usd_per_input_token: float
    hbm_used_bytes: float
    hbm_usable_bytes: float
    binding: str
    tp_fabric: str
    ep_fabric: str
    pp_fabric: str
    price_per_chip_hour: float

    @property
    def chips(self) -> int:
        return self.tp * self.ep * self.pp

    @property
    def tokens_per_s_per_chip(self) -> float:
        return self.batch / (self.tpot_s * self.chips)

    @property
    def tokens_per_s_per_user(self) -> float:
        return 1.0 / self.tpot_s


@dataclass
class Outcome:
    """What one hardware × precision gave: its plans, why the others failed, and the search's size."""

    hardware: str
    precision: str
    plans: list[Plan] = field(default_factory=list)
    rejected: dict[str, int] = field(default_factory=dict)
    fastest: tuple[float, str, Plan | None] | None = None  # (TPOT at batch 1, its bound, the layout)
    evaluated: int = 0
    seconds: float = 0.0
    front: list[tuple[float, float, str]] = field(default_factory=list)  # (TPOT s, USD/token, layout) tried
    least_weights: tuple[float, float, int] | None = None  # (smallest weight shard B, usable HBM B, its chips)
    least_ttft: float | None = None  # the fastest prefill (s) of a layout that meets TPOT at batch 1


Function = Callable[..., np.ndarray]


class Evaluator:
    """The book's generated functions over one base-unit argument set (arrays for the grid)."""

    def __init__(
        self,
        functions: Mapping[str, tuple[Function, tuple[str, ...]]],
        kwargs: dict[str, Any],
        per_pass: float = 1.0,
        per_token: frozenset[str] = frozenset(),
    ):
        self.functions = functions
        self.kwargs = kwargs
        self.calls = 0
        self.per_pass = per_pass  # tokens a target pass yields (--speculative): a pass's time and cost spread over them
        self.per_token = per_token  # the quantities per_pass divides

    def __call__(self, name: str, **override: Any) -> np.ndarray:
        f, inputs = self.functions[name]
        args = {n: override.get(n, self.kwargs[n]) for n in inputs}
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            out = np.asarray(f(**args), dtype=float)
        self.calls += 1
        if self.per_pass != 1.0 and name in self.per_token:  # plan_rules.per_token, for every layout at once
            out = out / self.per_pass
        shape = np.broadcast_shapes(*(np.shape(v) for v in args.values()), (1,))
        return np.broadcast_to(out, shape)  # a term that does not vary still has one value per layout


def _largest_batch(step: Callable[[np.ndarray], np.ndarray], limit: np.ndarray, target: float) -> np.ndarray:
    """``plan_rules.largest_batch`` for every layout at once: the same bisection in lockstep,
    one step call per halving for all layouts rather than one per layout (a test runs both)."""
    lo = np.zeros(limit.shape, dtype=np.int64)
    hi = limit.astype(np.int64)
    ok_hi = step(np.maximum(hi, 1)) <= target
    lo = np.where(ok_hi, hi, lo)  # where the limit itself fails, bisect on (0, limit)
    active = ~ok_hi & (hi > lo + 1)
    while active.any():
        mid = (lo + hi) // 2
        ok = step(np.maximum(mid, 1)) <= target
        lo = np.where(active & ok, mid, lo)
        hi = np.where(active & ~ok, mid, hi)
        active = hi > lo + 1
    return lo


def search(
    hardware: str,
    precision: str,
    grid: Grid,
    evaluate: Evaluator,
    targets: Targets,
    names: ServingQuantities,
    at_batch_one: bool = False,
) -> Outcome:
    """The best plan of every feasible layout in ``grid``: its largest batch that meets the
    targets (the cheapest), or batch 1 (``at_batch_one``: the lowest TPOT). ``names`` is the
    book's serving declaration: its quantities, and the inputs the degrees, batch and links bind."""
    started = time.perf_counter()
    out = Outcome(hardware, precision)
    deg = {
        q(names.tp_degree): grid.tp.astype(float),
        q(names.ep_degree): grid.ep.astype(float),
        q(names.pp_degree): grid.pp.astype(float),
        q(names.tp_link_bandwidth): grid.tp_link,
        q(names.ep_link_bandwidth): grid.ep_link,
        q(names.pp_link_bandwidth): grid.pp_link,
        q(names.tp_link_latency): grid.tp_latency,
        q(names.ep_link_latency): grid.ep_latency,
        q(names.pp_link_latency): grid.pp_latency,
    }
    no_link = np.isnan(grid.tp_link) | np.isnan(grid.ep_link) | np.isnan(grid.pp_link)
    step_name = q(names.step_time_overlapped) if targets.overlap else q(names.step_time)

    def step(b: np.ndarray) -> np.ndarray:
        return evaluate(step_name, **deg, **{q(names.batch): b.astype(float)})

    b_hbm = evaluate(q(names.max_batch), **deg)
    limit = np.asarray([rules.batch_limit(float(x), BATCH_CAP) for x in b_hbm], dtype=np.int64)
    ttft = evaluate(q(names.ttft), **deg)
    tpot1 = step(np.ones(len(grid)))
    weights = evaluate(q(names.weight_fetch), **deg)
    no_ttft = math.nan if targets.ttft_s is None else targets.ttft_s
    why = [
        rules.rejection(bool(no_link[i]), int(limit[i]), float(tpot1[i]), targets.tpot_s, float(ttft[i]), no_ttft)
        for i in range(len(grid))
    ]
    out.rejected = {r: why.count(r) for r in rules.REASONS if r in why}
    bad = np.asarray([w != "" for w in why], dtype=bool)
    if (~no_link).any():  # how far the smallest shard is from fitting, for the reason a hardware has no plan
        shard = np.where(
            no_link, np.inf, np.broadcast_to(evaluate(q(names.weight_bytes_per_chip), **deg), no_link.shape)
        )
        j = int(np.argmin(shard))
        usable = float(np.broadcast_to(evaluate(q(names.usable_hbm), **deg), no_link.shape)[j])
        out.least_weights = (float(shard[j]), usable, int(grid.tp[j] * grid.ep[j] * grid.pp[j]))
    meets_tpot = ~no_link & (limit >= 1) & (tpot1 <= targets.tpot_s)
    if meets_tpot.any():
        out.least_ttft = float(np.min(ttft[meets_tpot]))
    fits = ~no_link & (limit >= 1) & np.isfinite(tpot1)
    if fits.any():
        i = int(np.argmin(np.where(fits, tpot1, np.inf)))
        bound = _bound(evaluate, deg, names, i, float(weights[i]), float(tpot1[i]))
        fastest = _plan_at(hardware, precision, grid, i, 1, evaluate, deg, names, step_name, "fastest")
        out.fastest = (float(tpot1[i]), bound, fastest)
    good = np.flatnonzero(~bad)
    if good.size:
        sub_deg = {k: v[good] for k, v in deg.items()}

        def sub_step(b: np.ndarray) -> np.ndarray:
            return evaluate(step_name, **sub_deg, **{q(names.batch): b.astype(float)})

        objective = "latency" if at_batch_one else "cost"
        largest = _largest_batch(sub_step, limit[good], targets.tpot_s)
        best = np.asarray([rules.objective_batch(int(b), objective) for b in largest], dtype=np.int64)
        for j, b in enumerate(best):
            if b < 1:
                continue
            k = int(good[j])
            binding = _binding(evaluate, deg, names, k, int(b), int(limit[k]), objective)
            out.plans.append(_plan_at(hardware, precision, grid, k, int(b), evaluate, deg, names, step_name, binding))
        labels = [f"{hardware} {precision} TP{grid.tp[k]} EP{grid.ep[k]} PP{grid.pp[k]}" for k in good.tolist()]
        out.front = _front_points(step_name, evaluate, sub_deg, names, best, labels)
    out.evaluated = evaluate.calls and int(evaluate.calls * len(grid))
    out.seconds = time.perf_counter() - started
    return out


def _bound(
    evaluate: Evaluator, deg: dict[str, Any], names: ServingQuantities, i: int, weights: float, tpot: float
) -> str:
    """What the fastest layout's TPOT is made of at batch 1: its weight fetch (the floor) and its
    communication, with the message latency in it named (each a claim of Part 5)."""
    one = {n: np.asarray(v[i : i + 1]) for n, v in deg.items()}
    at = {q(names.batch): np.ones(1)}
    comm = sum(float(evaluate(q(t), **one, **at)[0]) for t in (names.tp_comm, names.ep_comm, names.pp_comm))
    lat = sum(float(evaluate(q(t), **one)[0]) for t in (names.tp_latency, names.ep_latency, names.pp_latency))
    tau = evaluate.per_pass
    main = rules.bound_kind(weights, tpot, tau)
    spread = f", ÷ {tau:.4g} tokens per pass (--speculative)" if tau != 1.0 else ""
    return (
        f"{main}: weight fetch {weights * 1e3:.2f} ms (claim {claim_of(names.weight_fetch)}) "
        f"+ communication {comm * 1e3:.2f} ms, "
        f"of which message latency {lat * 1e3:.2f} ms (claim {claim_of(names.tp_latency)}){spread}"
    )


def _binding(
    evaluate: Evaluator, deg: dict[str, Any], names: ServingQuantities, k: int, b: int, limit: int, objective: str
) -> str:
    one = {n: np.asarray(v[k : k + 1]) for n, v in deg.items()}
    batch = {q(names.batch): np.asarray([float(b)])}
    compute = float(evaluate(q(names.compute), **one, **batch)[0])
    memory = float(evaluate(q(names.weight_fetch), **one)[0] + evaluate(q(names.kv_read), **one, **batch)[0])
    return rules.binding(compute, memory, b, limit, BATCH_CAP, objective)


def _plan_at(
    hardware: str,
    precision: str,
    grid: Grid,
    k: int,
    b: int,
    evaluate: Evaluator,
    deg: dict[str, Any],
    names: ServingQuantities,
    step_name: str,
    binding: str,
) -> Plan:
    one = {n: np.asarray(v[k : k + 1]) for n, v in deg.items()}
    batch = {q(names.batch): np.asarray([float(b)])}

    def value(name: str) -> float:
        return (
            float(evaluate(name, **one, **batch)[0])
            if q(names.batch) in evaluate.functions[name][1]
            else float(evaluate(name, **one)[0])
        )

    return Plan(
        hardware,
        precision,
        int(grid.tp[k]),
        int(grid.ep[k]),
        int(grid.pp[k]),
        b,
        value(step_name),
        value(q(names.ttft)),
        value(q(names.cost_per_output_token)) * _overlap_ratio(value, step_name, q(names.step_time)),
        value(q(names.cost_per_input_token)),
        value(q(names.memory_per_chip)),
        value(q(names.usable_hbm)),
        binding,
        str(grid.tp_fabric[k]),
        str(grid.ep_fabric[k]),
        str(grid.pp_fabric[k]),
        float(evaluate.kwargs[q(names.price_per_chip_hour)]) * 3600.0,
    )


def _overlap_ratio(value: Callable[[str], float], step_name: str, serial: str) -> float:
    """The cost quantity is defined on the no-overlap step (``serial``); under --overlap it
    scales with the step."""
    if step_name == serial:
        return 1.0
    return value(step_name) / value(serial)


def _front_points(
    step_name: str,
    evaluate: Evaluator,
    deg: dict[str, Any],
    names: ServingQuantities,
    best: np.ndarray,
    labels: list[str],
) -> list[tuple[float, float, str]]:
    """(TPOT, USD/token) of each layout at the batches ``plan_rules.front_batches`` gives
    (1, 2, 4, … up to its best batch, and the best), every point in one call."""
    at = [(j, b) for j, top in enumerate(best.tolist()) for b in rules.front_batches(int(top))]
    if not at:
        return []
    rows = np.asarray([j for j, _ in at], dtype=np.int64)
    batch = np.asarray([float(b) for _, b in at])
    flat = {k: np.asarray(v)[rows] if np.ndim(v) else v for k, v in deg.items()}
    on = {q(names.batch): batch}
    t = evaluate(step_name, **flat, **on)
    serial = evaluate(q(names.step_time), **flat, **on)
    cost = evaluate(q(names.cost_per_output_token), **flat, **on) * (t / serial)
    return [(float(t[i]), float(cost[i]), f"{labels[j]} B={b}") for i, (j, b) in enumerate(at)]


def pareto(points: Sequence[tuple[float, float, object]]) -> list[tuple[float, float, object]]:
    """The points no other beats on both TPOT and cost (lower is better on both):
    ``plan_rules.pareto_front`` over the points sorted by ``plan_rules.compare_keys``."""
    ordered = sorted(points, key=cmp_to_key(_by_tpot_then_cost))
    return [ordered[i] for i in rules.pareto_front([p[1] for p in ordered])]


def _by_tpot_then_cost(a: tuple[float, float, object], b: tuple[float, float, object]) -> int:
    return rules.compare_keys([a[0], a[1]], [b[0], b[1]])


def grid_rate(
    evaluate: Evaluator, deg: dict[str, Any], names: ServingQuantities, batches: np.ndarray
) -> tuple[int, float]:
    """Layouts × batches evaluated through the step function in one call: (points, seconds)."""
    n = next(iter(deg.values())).size
    full = {k: np.repeat(v, batches.size) for k, v in deg.items()}
    b = np.tile(batches.astype(float), n)
    started = time.perf_counter()
    evaluate(q(names.step_time), **full, **{q(names.batch): b})
    return int(b.size), time.perf_counter() - started


__all__ = [
    "SCALE_OUT",
    "Evaluator",
    "Outcome",
    "Plan",
    "Targets",
    "claim_of",
    "grid_rate",
    "pareto",
    "per_token_quantities",
    "q",
    "search",
]
