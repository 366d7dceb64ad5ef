"""The serving planner's rules, each written once: the layout grid, the link a group rides,
why a layout is rejected, the largest batch that meets a target, what binds it, the
cost-against-TPOT points and their Pareto front, and the order of each objective.

Why one module in this form: ``chalk plan serve`` (``planning/search.py``, vectorised over
layouts with numpy) and the explorer's Plan page must decide alike. These functions are
written in the subset of Python that pscript compiles to JavaScript: plain numbers,
strings, lists and dicts; no imports, f-strings, tuples as values, ``sorted`` with a key, ``min``/``max``
over a NaN, or ``float("inf")`` (JavaScript's ``Number`` reads only ``"Infinity"``). The
site's ``assets/plan_rules.js`` is their compilation
(``exporters/site/rules.py``), never a hand copy, and tests run both on the same cases.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the type checker only: the compiled subset has no imports
    from collections.abc import Callable
    from typing import TypedDict

    Step = Callable[[int], float]

    class Link(TypedDict):
        """A chip's links: the scale-up domain's size, each fabric's one-way bandwidth per
        chip (None: the catalog gives none) and per-message latency."""

        domain: float
        up: float | None
        out: float | None
        up_latency: float
        out_latency: float


SCALE_UP = "scale-up"
SCALE_OUT = "scale-out"
NONE = "none"

NO_LINK = "no link for a group that leaves the scale-up domain"
NO_FIT = "weights alone exceed usable HBM"
SLOW = "TPOT target missed even at batch 1"
LATE = "TTFT target missed"
#: the planner's rejection reasons, in the order it tests them
REASONS = [NO_LINK, NO_FIT, SLOW, LATE]

#: what each objective ranks by, best first (``chalk plan serve --objective``)
OBJECTIVES = {
    "cost": "$/Mtok output (lowest first)",
    "chips": "chips per replica (fewest first)",
    "throughput": "tokens/s per chip (highest first)",
    "latency": "TPOT at batch 1 (lowest first)",
}
AT_BATCH_ONE = "batch 1 (--objective latency)"


def is_nan(x: float) -> bool:
    """NaN, the one value unequal to itself (no ``math`` in the compiled subset)."""
    return x != x


def finite(x: float) -> float:
    """A cost without a price (NaN) sorts after every priced one."""
    if is_nan(x):
        return float("Infinity")
    return x


def divisors(n: int, limit: int) -> list[int]:
    """The degrees of an axis: every divisor of ``n`` up to ``limit``."""
    out = []
    d = 1
    while d <= n and d <= limit:
        if n % d == 0:
            out.append(d)
        d += 1
    return out


def layout_degrees(tps: list[int], eps: list[int], pps: list[int], max_chips: int) -> list[list[int]]:
    """Every [tp, ep, pp] of the given degrees with tp·ep·pp ≤ ``max_chips``, tp outermost."""
    out = []
    for tp in tps:
        for ep in eps:
            for pp in pps:
                if tp * ep * pp <= max_chips:
                    out.append([tp, ep, pp])
    return out


def ride(group: int, degree: int, link: Link) -> list[float | str]:
    """[bandwidth, message latency, fabric] of a group of ``group`` chips whose axis has
    ``degree``: the scale-up port while the group fits the domain (the NIC, a lower bound,
    where the catalog gives no scale-up figure), the NIC beyond it (NaN: the chip has no
    such link), and nothing moving at degree 1."""
    domain = link["domain"]
    up = link["up"]
    out = link["out"]
    if out is None:
        out = float("nan")
    inside = group <= domain
    bandwidth = (out if up is None else up) if inside else out
    if degree == 1:
        if is_nan(bandwidth):
            bandwidth = 1.0
        return [bandwidth, 0.0, NONE]
    if inside:
        return [bandwidth, link["up_latency"], SCALE_UP if up is not None else SCALE_OUT]
    return [bandwidth, link["out_latency"], SCALE_OUT]


def batch_limit(b_hbm: float, cap: int) -> int:
    """The largest whole batch HBM allows (``layout_max_batch`` rounded down), within
    [-1, cap]; -1 where it is undefined (NaN)."""
    if is_nan(b_hbm):
        return -1
    if b_hbm > cap:
        b_hbm = cap
    if b_hbm < -1:
        b_hbm = -1
    return int(b_hbm // 1)


def rejection(no_link: bool, limit: int, tpot1: float, tpot_target: float, ttft: float, ttft_target: float) -> str:
    """Why a layout cannot serve at all ('' when it can): in ``REASONS`` order. A NaN
    ``ttft_target`` means no TTFT target."""
    if no_link:
        return NO_LINK
    if limit < 1:
        return NO_FIT
    if tpot1 > tpot_target:
        return SLOW
    if not is_nan(ttft_target) and ttft > ttft_target:
        return LATE
    return ""


def largest_batch(step: Step, limit: int, target: float) -> int:
    """The largest integer batch in [0, limit] whose step time ``step(b)`` meets ``target``
    (0: none), by bisection: the step never decreases with the batch (claim
    ``layout.layout_step_never_decreases_with_batch``). ``step`` is called at b ≥ 1."""
    lo = 0
    hi = limit
    if step(max(hi, 1)) <= target:
        return hi
    while hi > lo + 1:
        mid = (lo + hi) // 2
        if step(max(mid, 1)) <= target:
            lo = mid
        else:
            hi = mid
    return lo


def objective_batch(largest: int, objective: str) -> int:
    """The batch a layout is planned at: its largest that meets the targets (the cheapest),
    or 1 under ``--objective latency`` (the lowest TPOT)."""
    if objective == "latency" and largest > 1:
        return 1
    return largest


def binding(compute: float, memory: float, batch: int, limit: int, cap: int, objective: str) -> str:
    """What stops a plan's batch from growing: compute (the step is compute-bound), the batch
    cap, HBM capacity, or the TPOT target."""
    if objective == "latency":
        return AT_BATCH_ONE
    if compute >= memory:
        return "compute-bound"
    if batch >= limit:
        if limit >= cap:
            return "batch cap"
        return "HBM capacity"
    return "TPOT"


def per_token(name: str, value: float, per_pass: float, spread: list[str]) -> float:
    """A quantity of one target pass as the planner reports it: a pass's time and cost (the
    ``spread`` names: the book's step times and cost per output token) divided by the tokens
    the pass yields, any other as it is."""
    if per_pass != 1.0 and name in spread:
        return value / per_pass
    return value


def bound_kind(weights: float, tpot: float, per_pass: float) -> str:
    """What the fastest layout's TPOT is mostly made of: the weight fetch (the floor) when it
    is at least half of a pass, else communication and the KV read."""
    if weights >= 0.5 * tpot * per_pass:
        return "the weight-fetch floor"
    return "communication and KV"


def front_batches(best: int) -> list[int]:
    """The batches a layout's cost-against-TPOT points are taken at: 1, 2, 4, … up to its
    best batch, and the best."""
    out = []
    q = 1
    while q <= best:
        out.append(q)
        q *= 2
    if best >= 1 and out[len(out) - 1] != best:
        out.append(best)
    return out


def compare_keys(a: list[float], b: list[float]) -> int:
    """-1, 0 or 1 as sort key ``a`` comes before, with or after ``b`` (element by element)."""
    i = 0
    while i < len(a) and i < len(b):
        if a[i] < b[i]:
            return -1
        if a[i] > b[i]:
            return 1
        i += 1
    if len(a) < len(b):
        return -1
    if len(a) > len(b):
        return 1
    return 0


def pareto_front(costs: list[float]) -> list[int]:
    """Which points no other beats on both TPOT and cost: the indices, in order, of the
    costs of points already sorted by [TPOT, cost] (``compare_keys``)."""
    front = []
    best = float("Infinity")
    i = 0
    while i < len(costs):
        if costs[i] < best:
            front.append(i)
            best = costs[i]
        i += 1
    return front


def objective_key(objective: str, cost: float, tpot: float, chips: int, tokens_per_chip: float) -> list[float]:
    """The sort key of a plan under ``objective``: the best first; ties go to the cost, then
    TPOT, then fewer chips."""
    c = finite(cost)
    if objective == "chips":
        return [chips, c, tpot]
    if objective == "throughput":
        return [-tokens_per_chip, c, tpot, chips]
    if objective == "latency":
        return [tpot, c, chips]
    return [c, tpot, chips]
