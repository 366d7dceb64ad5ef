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
from chalk.planning.layouts import SCALE_OUT, Grid
from chalk.planning.speculative import PER_TOKEN

#: the most sequences a replica is given (a stated cap, far above any catalog HBM limit at 1k context)
BATCH_CAP = 1 << 20

#: what each reported term is, and the claims that define or bound it
TERMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "layout_t_compute": ("weight matmuls of the step", ("layout.reduces_to_t_step_at_degree_one",)),
    "layout_t_weights": ("weight read of every stage", ("layout.tpot_is_at_least_the_weight_fetch_floor",)),
    "layout_t_kv": ("KV read", ("layout.layout_step_never_decreases_with_batch",)),
    "layout_t_tp": (
        "TP all-reduces",
        ("layout.tp_all_reduce_grows_with_the_tp_degree", "layout.communication_terms_are_non_negative"),
    ),
    "layout_t_ep": (
        "EP dispatch + combine",
        (
            "layout.ep_all_to_all_traffic_grows_with_the_ep_degree",
            "layout.ep_on_scale_up_is_no_slower_than_on_scale_out",
        ),
    ),
    "layout_t_pp": ("PP sends", ("layout.pp_sends_grow_with_the_pp_degree",)),
    "layout_t_tp_latency": (
        "of which TP message latency",
        ("layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it",),
    ),
    "layout_t_ep_latency": (
        "of which EP message latency",
        ("layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it",),
    ),
    "layout_t_pp_latency": (
        "of which PP message latency",
        ("layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it",),
    ),
    "layout_step_time": (
        "TPOT (step + communication, no overlap)",
        ("layout.overlap_switch_bounds_the_step", "layout.tensor_parallel_step_is_t_step_plus_its_all_reduces"),
    ),
    "layout_step_time_overlapped": ("TPOT with communication overlapped", ("layout.overlap_switch_bounds_the_step",)),
    "layout_prefill_compute": (
        "prefill FLOPs (weights + causal attention) over tp·ep chips",
        ("layout.ttft_is_at_least_compute_and_weight_fetch",),
    ),
    "layout_prefill_comm": ("prefill communication", ("layout.communication_terms_are_non_negative",)),
    "layout_ttft": ("TTFT", ("layout.pipeline_fill_keeps_ttft_above_the_whole_replica_prefill",)),
    "layout_weight_bytes_per_chip": ("weight shard per chip", ("layout.fits_iff_batch_within_the_hbm_limit",)),
    "layout_kv_bytes_per_chip": ("KV per chip", ("layout.fits_iff_batch_within_the_hbm_limit",)),
    "layout_memory_per_chip": ("HBM used per chip", ("layout.fits_iff_batch_within_the_hbm_limit",)),
    "layout_usable_hbm": ("usable HBM per chip", ("layout.reserved_workspace_never_adds_capacity",)),
    "layout_cost_per_output_token": ("cost per output token", ("batching.cost_per_token_non_increasing",)),
    "layout_cost_per_input_token": ("cost per prompt token", ("layout.ttft_is_at_least_compute_and_weight_fetch",)),
}
FLOOR_CLAIM = "layout.tpot_is_at_least_the_weight_fetch_floor"
LATENCY_CLAIM = "layout.message_latency_terms_vanish_at_degree_one_and_grow_with_it"


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
        self, functions: Mapping[str, tuple[Function, tuple[str, ...]]], kwargs: dict[str, Any], per_pass: float = 1.0
    ):
        self.functions = functions
        self.kwargs = kwargs
        self.calls = 0
        self.per_pass = per_pass  # tokens a target pass yields (--speculative): a pass's time and cost spread over them

    def __call__(self, name: str, **override: Any) -> np.ndarray:
        f, inputs = self.functions[name]
        args = {n: override.get(n, self.kwargs[n]) for n in inputs}
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            out = np.asarray(f(**args), dtype=float)
        self.calls += 1
        if self.per_pass != 1.0 and name in PER_TOKEN:  # plan_rules.per_token, for every layout at once
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
    names: Mapping[str, str],
    at_batch_one: bool = False,
) -> Outcome:
    """The best plan of every feasible layout in ``grid``: its largest batch that meets the
    targets (the cheapest), or batch 1 (``at_batch_one``: the lowest TPOT). ``names`` maps tp,
    ep, pp, batch and the three link bandwidths to the argument names of the generated functions."""
    started = time.perf_counter()
    out = Outcome(hardware, precision)
    deg = {
        names["tp"]: grid.tp.astype(float),
        names["ep"]: grid.ep.astype(float),
        names["pp"]: grid.pp.astype(float),
        names["tp_link"]: grid.tp_link,
        names["ep_link"]: grid.ep_link,
        names["pp_link"]: grid.pp_link,
        names["tp_lat"]: grid.tp_latency,
        names["ep_lat"]: grid.ep_latency,
        names["pp_lat"]: grid.pp_latency,
    }
    no_link = np.isnan(grid.tp_link) | np.isnan(grid.ep_link) | np.isnan(grid.pp_link)
    step_name = "layout_step_time_overlapped" if targets.overlap else "layout_step_time"

    def step(b: np.ndarray) -> np.ndarray:
        return evaluate(step_name, **deg, **{names["batch"]: b.astype(float)})

    b_hbm = evaluate("layout_max_batch", **deg)
    limit = np.asarray([rules.batch_limit(float(x), BATCH_CAP) for x in b_hbm], dtype=np.int64)
    ttft = evaluate("layout_ttft", **deg)
    tpot1 = step(np.ones(len(grid)))
    weights = evaluate("layout_t_weights", **deg)
    no_ttft = math.nan if targets.ttft_s is None else targets.ttft_s
    why = [
        rules.rejection(bool(no_link[i]), int(limit[i]), float(tpot1[i]), targets.tpot_s, float(ttft[i]), no_ttft)
        for i in range(len(grid))
    ]
    out.rejected = {r: why.count(r) for r in rules.REASONS if r in why}
    bad = np.asarray([w != "" for w in why], dtype=bool)
    if (~no_link).any():  # how far the smallest shard is from fitting, for the reason a hardware has no plan
        shard = np.where(
            no_link, np.inf, np.broadcast_to(evaluate("layout_weight_bytes_per_chip", **deg), no_link.shape)
        )
        j = int(np.argmin(shard))
        usable = float(np.broadcast_to(evaluate("layout_usable_hbm", **deg), no_link.shape)[j])
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
            return evaluate(step_name, **sub_deg, **{names["batch"]: b.astype(float)})

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
    evaluate: Evaluator, deg: dict[str, Any], names: Mapping[str, str], i: int, weights: float, tpot: float
) -> str:
    """What the fastest layout's TPOT is made of at batch 1: its weight fetch (the floor) and its
    communication, with the message latency in it named (each a claim of Part 5)."""
    one = {n: np.asarray(v[i : i + 1]) for n, v in deg.items()}
    at = {names["batch"]: np.ones(1)}
    comm = sum(float(evaluate(n, **one, **at)[0]) for n in ("layout_t_tp", "layout_t_ep", "layout_t_pp"))
    lat = sum(float(evaluate(f"layout_t_{g}_latency", **one)[0]) for g in ("tp", "ep", "pp"))
    tau = evaluate.per_pass
    main = rules.bound_kind(weights, tpot, tau)
    spread = f", ÷ {tau:.4g} tokens per pass (--speculative)" if tau != 1.0 else ""
    return (
        f"{main}: weight fetch {weights * 1e3:.2f} ms (claim {FLOOR_CLAIM}) + communication {comm * 1e3:.2f} ms, "
        f"of which message latency {lat * 1e3:.2f} ms (claim {LATENCY_CLAIM}){spread}"
    )


def _binding(
    evaluate: Evaluator, deg: dict[str, Any], names: Mapping[str, str], k: int, b: int, limit: int, objective: str
) -> str:
    one = {n: np.asarray(v[k : k + 1]) for n, v in deg.items()}
    batch = {names["batch"]: np.asarray([float(b)])}
    compute = float(evaluate("layout_t_compute", **one, **batch)[0])
    memory = float(evaluate("layout_t_weights", **one)[0] + evaluate("layout_t_kv", **one, **batch)[0])
    return rules.binding(compute, memory, b, limit, BATCH_CAP, objective)


def _plan_at(
    hardware: str,
    precision: str,
    grid: Grid,
    k: int,
    b: int,
    evaluate: Evaluator,
    deg: dict[str, Any],
    names: Mapping[str, str],
    step_name: str,
    binding: str,
) -> Plan:
    one = {n: np.asarray(v[k : k + 1]) for n, v in deg.items()}
    batch = {names["batch"]: np.asarray([float(b)])}

    def value(name: str) -> float:
        return (
            float(evaluate(name, **one, **batch)[0])
            if names["batch"] in evaluate.functions[name][1]
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
        value("layout_ttft"),
        value("layout_cost_per_output_token") * _overlap_ratio(value, step_name),
        value("layout_cost_per_input_token"),
        value("layout_memory_per_chip"),
        value("layout_usable_hbm"),
        binding,
        str(grid.tp_fabric[k]),
        str(grid.ep_fabric[k]),
        str(grid.pp_fabric[k]),
        float(evaluate.kwargs[names["price"]]) * 3600.0,
    )


def _overlap_ratio(value: Callable[[str], float], step_name: str) -> float:
    """The cost quantity is defined on the no-overlap step; under --overlap it scales with the step."""
    if step_name == "layout_step_time":
        return 1.0
    return value(step_name) / value("layout_step_time")


def _front_points(
    step_name: str,
    evaluate: Evaluator,
    deg: dict[str, Any],
    names: Mapping[str, str],
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
    on = {names["batch"]: batch}
    t = evaluate(step_name, **flat, **on)
    cost = evaluate("layout_cost_per_output_token", **flat, **on) * (t / evaluate("layout_step_time", **flat, **on))
    return [(float(t[i]), float(cost[i]), f"{labels[j]} B={b}") for i, (j, b) in enumerate(at)]


def pareto(points: Sequence[tuple[float, float, object]]) -> list[tuple[float, float, object]]:
    """The points no other beats on both TPOT and cost (lower is better on both):
    ``plan_rules.pareto_front`` over the points sorted by ``plan_rules.compare_keys``."""
    ordered = sorted(points, key=cmp_to_key(_by_tpot_then_cost))
    return [ordered[i] for i in rules.pareto_front([p[1] for p in ordered])]


def _by_tpot_then_cost(a: tuple[float, float, object], b: tuple[float, float, object]) -> int:
    return rules.compare_keys([a[0], a[1]], [b[0], b[1]])


def grid_rate(
    evaluate: Evaluator, deg: dict[str, Any], names: Mapping[str, str], batches: np.ndarray
) -> tuple[int, float]:
    """Layouts × batches evaluated through the step function in one call: (points, seconds)."""
    n = next(iter(deg.values())).size
    full = {k: np.repeat(v, batches.size) for k, v in deg.items()}
    b = np.tile(batches.astype(float), n)
    started = time.perf_counter()
    evaluate("layout_step_time", **full, **{names["batch"]: b})
    return int(b.size), time.perf_counter() - started


__all__ = ["SCALE_OUT", "Evaluator", "Outcome", "Plan", "Targets", "grid_rate", "pareto", "search"]
